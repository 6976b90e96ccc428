"""The browser tests' toolkit: Chromium's settings, dist/ served on loopback, and helpers that
read the page's state (``body[data-state]``, ``body[data-await]``, ``data-actions``,
``data-card``) and the engine's view of the same game (CPython's kawu.api on the saved record).
"""

from __future__ import annotations

import functools
import http.server
import json
import sys
import threading
from pathlib import Path
from typing import Any

from drivers import DESKTOP, PHONE, TURN
from drivers.chromium import CHROMIUM, CHROMIUM_ARGS
from playwright.sync_api import Page

from kawu import api

__all__ = ["CHROMIUM", "CHROMIUM_ARGS", "DESKTOP", "PHONE", "TURN"]

GAME_KEY = "kawu:game:v1"  # the one saved game of older versions (moved to its kind's key on load)
CURRENT_KEY = "kawu:current:v1"  # the kind played last


def game_key(game: str) -> str:
    """The key of the saved game of one kind."""
    return f"kawu:game:v2:{game}"


# The journal beside localStorage (issue 52) forgotten: a test that writes a save into localStorage
# "as the page would" writes no journal, and the journal of a game played before in the same
# profile would be taken at boot where it holds the same game further on. An open page lets go of
# it (storage/journal.js closes its connection on versionchange).
FORGET_JOURNAL = """() => new Promise((done) => {
    const request = indexedDB.deleteDatabase("kawu-journal");
    request.onsuccess = request.onerror = () => done(true);
})"""

# The saved game the page is playing (the kind played last), as stored.
CURRENT_SAVE_JS = """() => { const k = localStorage.getItem("kawu:current:v1");
    return k ? localStorage.getItem("kawu:game:v2:" + k) : null; }"""


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012 (the standard library's own shape)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".whl": "application/zip",
        ".zip": "application/zip",
    }

    def log_message(self, format: str, *args: Any) -> None:
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A page closed mid-download resets its connection: expected here, not an error.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


class Site:
    """dist/ on http://127.0.0.1:<port>/ in a background thread."""

    def __init__(self, directory: Path) -> None:
        handler = functools.partial(Handler, directory=str(directory))
        self.server = QuietServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


# -- helpers ---------------------------------------------------------------------------------------
def page_query(query: str) -> str:
    """The page's address query for a test: ``autoplay=0`` added unless the test names it, so a
    forced card waits for the test's click as any other (the player's default plays it)."""
    return query if "autoplay=" in query else f"{query}&autoplay=0" if query else "autoplay=0"


def open_game(page: Page, site: Site, query: str = "pace=0") -> None:
    page.goto(f"{site.url}?{page_query(query)}")
    page.wait_for_selector("body[data-state=ready]", timeout=60_000)


def start_game(page: Page, game: str = "hearts", **options: Any) -> None:
    """A new game: the game's own button, or with ``options`` through the folded options."""
    page.wait_for_selector("body[data-await=start]", timeout=TURN)
    if not options:
        page.click(f"#play-{game}")
        return
    open_options(page)
    page.check(f"input[name=game][value={game}]")
    for name, value in options.items():
        page.select_option(f"#opt-{name}", json.dumps(value) if name != "level" else value)
    page.click("#btn-start")


def open_options(page: Page) -> None:
    """Unfold the start screen's options (the rules, the level, a deal code)."""
    if not page.evaluate("() => document.querySelector('#start-options').open"):
        page.click("#start-options-summary")
    page.wait_for_function("() => document.querySelector('#start-options').open")


def wait_await(page: Page, kinds: tuple[str, ...], after_actions: int = -1) -> str:
    """Wait until the page waits for the person (one of ``kinds``) after more than N actions."""
    page.wait_for_function(
        """([kinds, n]) => kinds.includes(document.body.dataset.await)
            && Number(document.body.dataset.actions ?? -1) > n""",
        arg=[list(kinds), after_actions],
        timeout=TURN,
    )
    return str(page.evaluate("document.body.dataset.await"))


def actions(page: Page) -> int:
    return int(page.evaluate("Number(document.body.dataset.actions)"))


def saved(page: Page) -> dict[str, Any]:
    raw = page.evaluate(CURRENT_SAVE_JS)
    assert raw is not None, "no saved game"
    value: dict[str, Any] = json.loads(raw)
    return value


def engine_view(page: Page) -> dict[str, Any]:
    """Seat 0's view, computed by CPython's kawu.api from the record the page saved."""
    return api.view(saved(page)["record"], 0)


def hand_cards(page: Page) -> list[str]:
    return page.eval_on_selector_all(
        "#hand .card[data-card]", "els => els.map(e => e.dataset.card)"
    )


def dimmed_cards(page: Page) -> set[str]:
    return set(
        page.eval_on_selector_all("#hand .card.illegal", "els => els.map(e => e.dataset.card)")
    )


def click_card(page: Page, code: str) -> None:
    # Cards overlap in the hand: click the visible strip at the card's left edge.
    page.click(f"#hand .card[data-card='{code}']", position={"x": 7, "y": 24})


def trick_cards(page: Page) -> list[list[Any]]:
    return page.eval_on_selector_all(
        "#trick .slot",
        "els => els.map(e => [Number(e.dataset.seat), e.querySelector('.card').dataset.card])",
    )


def pass_three(page: Page, cards: list[str]) -> None:
    for code in cards:
        click_card(page, code)
    before = actions(page)
    page.click("#btn-pass")
    wait_await(page, ("play",), before)
