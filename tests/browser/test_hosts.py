"""dist/ as hosts serve it, in every engine: with the headers the build writes for them
(dist/_headers: the page's Content-Security-Policy as a header) a game and a Lab match run; a
stock server's types (Debian's nginx sends .mjs and .wasm as application/octet-stream, from its
own mime.types) under a sub-path; a script the server sends with the wrong type named on the
fatal screen with the type it came as."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from drivers import Session, Tab
from kawu_page import QuietServer
from play import BOOT, hand_cards, open_game, open_lab, start_game, wait_await
from test_bot_lab import SIMPLE, cpython_table, run

OCTET = "application/octet-stream"
SUB_PATH = "games/kawu/"


class HostHandler(http.server.SimpleHTTPRequestHandler):
    """A stock server: nginx's default types (``.js`` as application/javascript, ``.mjs`` and
    ``.wasm`` unknown: application/octet-stream); ``wrong`` gives some paths another type."""

    extensions_map = {  # noqa: RUF012 (the standard library's own shape)
        "": OCTET,
        ".html": "text/html",
        ".css": "text/css",
        ".js": "application/javascript",
        ".json": "application/json",
        ".png": "image/png",
        ".svg": "image/svg+xml",
        ".webmanifest": "application/manifest+json",
        ".mjs": OCTET,
        ".wasm": OCTET,
        ".zip": "application/zip",
        ".whl": OCTET,
    }
    wrong: Callable[[str], str | None] = staticmethod(lambda path: None)
    headers_sent: dict[str, str] = {}  # noqa: RUF012

    def guess_type(self, path: str | Path) -> str:
        return self.wrong(str(path)) or super().guess_type(path)

    def end_headers(self) -> None:
        for name, value in self.headers_sent.items():
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass


class Host:
    """dist/ under /games/kawu/ of a loopback server of the given handler class."""

    def __init__(self, dist: Path, root: Path, handler: type[HostHandler]) -> None:
        (root / "games").mkdir(parents=True)
        (root / "games" / "kawu").symlink_to(dist.resolve(), target_is_directory=True)
        self.server = QuietServer(("127.0.0.1", 0), functools.partial(handler, directory=str(root)))
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/{SUB_PATH}"

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def host(dist: Path, tmp_path: Path) -> Iterator[Callable[..., Host]]:
    made: list[Host] = []

    def make(**attributes: Any) -> Host:
        handler = type("Handler", (HostHandler,), attributes)
        made.append(Host(dist, tmp_path / str(len(made)), handler))
        return made[-1]

    yield make
    for h in made:
        h.stop()


def host_headers(dist: Path) -> dict[str, str]:
    """dist/_headers (its one block, for every path) as a server sends it."""
    lines = (dist / "_headers").read_text().splitlines()
    assert lines[0] == "/*"
    return dict(line.strip().split(": ", 1) for line in lines[1:])


def test_with_the_hosts_headers_a_game_and_a_lab_match_run(
    tab: Tab, session: Session, dist: Path, host: Callable[..., Host]
) -> None:
    """The README's policy for hosts, as a header on every response: the page's own policy, the
    Lab's sandbox script's hash included (without it the Lab never started)."""
    sent = host_headers(dist)
    assert "frame-ancestors 'none'" in sent["Content-Security-Policy"]
    site = host(
        extensions_map={**HostHandler.extensions_map, ".wasm": "application/wasm"},
        headers_sent=sent,
    )
    open_game(tab, site, "pace=0&seed=6")  # type: ignore[arg-type]
    start_game(tab, "hearts")
    wait_await(tab, ("pass",))
    open_lab(tab, session)
    found = run(tab, SIMPLE, name="host.py", deals=1, seed=3)
    assert found["text"] == cpython_table(SIMPLE, name="host.py", deals=1, seed=3), found
    assert found["failures"] == "failures: none"
    assert tab.evaluate("() => window.kawuFigures().cspViolations") == []


def test_the_build_ships_no_file_a_stock_server_gets_the_type_of_wrong(dist: Path) -> None:
    assert not list(dist.rglob("*.mjs")), "a .mjs goes out as application/octet-stream"
    assert (dist / "pyodide/pyodide.js").exists() and (dist / "pyodide/pyodide.asm.js").exists()


def test_a_stock_server_under_a_sub_path_serves_a_game(tab: Tab, host: Callable[..., Host]) -> None:
    """.mjs and .wasm as application/octet-stream (the wasm is then compiled from its bytes)."""
    site = host()
    open_game(tab, site, "pace=0&seed=4")  # type: ignore[arg-type]
    start_game(tab, "hearts")
    wait_await(tab, ("pass",))
    assert len(hand_cards(tab)) == 13


def test_a_runtime_script_of_the_wrong_type_is_named_on_the_fatal_screen(
    tab: Tab, host: Callable[..., Host]
) -> None:
    site = host(wrong=staticmethod(lambda p: OCTET if p.endswith("/pyodide/pyodide.js") else None))
    tab.goto(f"{site.url}?pace=0&autoplay=0")
    tab.wait_selector("body[data-state=error]", timeout=BOOT)
    assert tab.attribute("#fatal-message", "data-file") == "pyodide/pyodide.js"
    assert tab.attribute("#fatal-message", "data-type") == OCTET
    shown = tab.text("#fatal")
    assert "pyodide/pyodide.js" in shown and OCTET in shown, shown
