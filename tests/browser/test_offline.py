"""Offline and installable: the service worker (offline play in every engine), the update offer
and the manifest (in Chromium).

Each test serves its own copy of dist/ (so it can stop the server, or put a new build in its
place) on a port of its own that stays the same across restarts: the service worker and its
caches belong to the origin. Offline means the server is stopped, not ``set_offline`` (which
still lets the service worker's update check through).
"""

from __future__ import annotations

import functools
import hashlib
import json
import shutil
import struct
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import play
import pytest
from drivers import Session
from kawu_page import (
    CHROMIUM,
    CHROMIUM_ARGS,
    TURN,
    Handler,
    QuietServer,
    start_game,
    wait_await,
)
from kawu_page import saved as kp_saved
from playwright.sync_api import Browser, BrowserContext, Page

ROOT = Path(__file__).resolve().parents[2]
BOOT = 60_000


class Server:
    """A copy of the site on loopback that can be stopped and started again on the same port."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.port = 0
        self.httpd: QuietServer | None = None
        self.served: list[str] = []  # the path of every GET answered, in order
        self.start()
        self.url = f"http://127.0.0.1:{self.port}/"

    def start(self) -> None:
        served = self.served

        class Recording(Handler):
            def do_GET(self) -> None:
                served.append(self.path.split("?")[0])
                super().do_GET()

        handler = functools.partial(Recording, directory=str(self.directory))
        self.httpd = QuietServer(("127.0.0.1", self.port), handler)
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self) -> None:
        if self.httpd:
            self.httpd.shutdown()
            self.httpd.server_close()
            self.httpd = None

    def reachable(self) -> bool:
        try:
            with urllib.request.urlopen(self.url + "build.json", timeout=5):
                return True
        except (urllib.error.URLError, ConnectionError):
            return False


@pytest.fixture
def site_copy(dist: Path, tmp_path: Path) -> Iterator[Server]:
    copy = tmp_path / "site"
    shutil.copytree(dist, copy)
    server = Server(copy)
    yield server
    server.stop()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    ctx = browser.new_context(viewport={"width": 375, "height": 667}, locale="en-US")
    yield ctx
    for page in ctx.pages:
        page.close()
    ctx.close()


def build_id(site: Path) -> str:
    return str(json.loads((site / "build.json").read_text())["id"])


def precached(site: Path) -> dict[str, str]:
    """The file list tools/build/stamp.py wrote into sw.js."""
    line = next(x for x in (site / "sw.js").read_text().splitlines() if x.startswith("const BUILD"))
    build: dict[str, Any] = json.loads(line.removeprefix("const BUILD = ").removesuffix(";"))
    files: dict[str, str] = build["files"]
    return files


def wait_until_offline_ready(page: Page) -> None:
    """The service worker has cached the site (it is active only then) and controls the page."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TURN)


# Every cache of the origin with the URLs it holds (relative to the site).
CACHES = """async () => {
    const result = {};
    for (const name of await caches.keys()) {
        const keys = await (await caches.open(name)).keys();
        result[name] = keys.map((r) => r.url.slice(location.origin.length + 1)).sort();
    }
    return result;
}"""


# Each cached file's request address and the address of the response kept for it.
ADDRESSES = """async (name) => {
    const cache = await caches.open(name);
    const pairs = [];
    for (const request of await cache.keys()) {
        pairs.push([request.url, (await cache.match(request)).url]);
    }
    return pairs;
}"""


def caches(page: Page) -> dict[str, list[str]]:
    return dict(page.evaluate(CACHES))


# js/boot/snapshot-store.js: the Python snapshot's cache of the site at /
SNAPSHOTS = "kawu-python /"


def site_caches(page: Page) -> dict[str, list[str]]:
    """The service worker's caches (the Python snapshot's cache is the worker's own)."""
    return {k: v for k, v in caches(page).items() if k != SNAPSHOTS}


SNAPSHOT_JS = """async (key) => {
    const keys = await (await caches.open("kawu-python /")).keys();
    return keys.length === 1 && keys[0].url.endsWith(key);
}"""


def wait_for_snapshot(page: Page, build: str) -> None:
    """The engine's worker has stored the snapshot of this build's Python, and no other."""
    page.wait_for_function(SNAPSHOT_JS, arg=f"python-snapshot/{build}", timeout=TURN, polling=200)


def boot_path(page: Page) -> Any:
    """How the page's engine worker booted: {path: "snapshot" | "fresh", dropped, snapshot}."""
    page.wait_for_function("document.body.dataset.state === 'ready'", timeout=BOOT)
    return page.workers[0].evaluate("self.kawuBoot")


def play_to_summary(page: Page, update_waiting: bool = False) -> None:
    """Play the current Hearts hand to its end, always the first playable card (and, with a new
    build waiting, check at every turn that the reload is not offered)."""
    while True:
        kind = wait_await(page, ("pass", "play", "summary"))
        if kind == "summary":
            return
        if update_waiting:
            assert page.get_attribute("body", "data-update") == "waiting"
            assert not page.is_visible("#update-offer"), "never offered in the middle of a hand"
        before = int(page.evaluate("Number(document.body.dataset.actions)"))
        if kind == "pass":
            for code in page.eval_on_selector_all(
                "#hand .card[data-card]", "els => els.slice(0, 3).map(e => e.dataset.card)"
            ):
                page.click(f"#hand .card[data-card='{code}']", position={"x": 7, "y": 24})
            page.click("#btn-pass")
        else:
            page.click("#hand .card[data-card]:not(.illegal)", position={"x": 7, "y": 24})
        page.wait_for_function(
            "n => Number(document.body.dataset.actions) > n", arg=before, timeout=TURN
        )


def test_stamp_lists_every_file_of_the_site_with_its_hash(dist: Path) -> None:
    files = precached(dist)
    on_disk = {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()}
    hosts_only = {"sw.js", "_headers"}
    assert set(files) == on_disk - hosts_only, "every file of dist/ but sw.js and _headers"
    for name in ("index.html", "build.json", "manifest.webmanifest", "icons/icon-512.png"):
        assert name in files
    for lang in ("it", "en"):  # the guide's pages, built from Markdown, are files of the site
        assert f"guide/{lang}/spades-strategy.html" in files
    assert any(n.startswith("pyodide/") and n.endswith(".wasm") for n in files)
    assert any(n.startswith("wheels/") and "/kawu-" in n for n in files)
    for name, digest in files.items():
        assert hashlib.sha256((dist / name).read_bytes()).hexdigest() == digest, name


def test_after_the_first_visit_the_game_loads_and_plays_with_the_server_stopped(
    session: Session, site_copy: Server
) -> None:
    # Every engine: Chromium, Firefox and WebKitGTK all run the service worker on
    # http://127.0.0.1 (a secure context) and in a fresh profile.
    tab = session.new_tab()
    tab.goto(f"{site_copy.url}?pace=0&autoplay=0")
    play.wait_ready(tab)
    tab.wait_for("navigator.serviceWorker.controller !== null")
    site = site_copy.directory
    held = {k: v for k, v in dict(tab.evaluate(CACHES)).items() if k != SNAPSHOTS}
    assert list(held) == [f"kawu / {build_id(site)}"], "one cache, named by the build"
    assert held[f"kawu / {build_id(site)}"] == sorted(precached(site))
    # Each file is kept as the network answered it, with its address (not a copy of its bytes,
    # which has none): Chromium keeps the compiled code of a script beside such a response.
    addresses = tab.evaluate(ADDRESSES, f"kawu / {build_id(site)}")
    assert len(addresses) == len(precached(site))
    assert [response for _, response in addresses] == [request for request, _ in addresses]
    # The engine's worker keeps a snapshot of Python after its first boot (its own cache).
    tab.wait_for(SNAPSHOT_JS, f"python-snapshot/{build_id(site)}")
    # And once the service worker holds the site, Pyodide's scripts are compiled from its cache
    # for the next visit, in a worker ended right after (js/boot/pwa.js primeRuntime).
    tab.wait_for("kawuFigures().primed === true")

    site_copy.stop()
    assert not site_copy.reachable()
    tab.reload()
    play.wait_ready(tab)
    # Python came back from that snapshot, written into the memory of Pyodide's module.
    assert tab.evaluate("kawuFigures().boot") == {"path": "snapshot", "dropped": None}
    play.start_game(tab, "hearts")
    play.wait_await(tab, ("pass",))
    # The guide's pages are fetched only when opened: from the cache now.
    play.open_panel(tab, "guide", game="spades", doc="strategy")
    tab.wait_selector("#guide-text")
    assert "nil" in tab.text("#guide-text")
    tab.press("Escape")
    tab.wait_gone("#panel[open]")
    # The Lab too (issue 35): its bundle with the editor, and its sandbox's Python and micropip,
    # come from the cache; a bot plays a deal there and its table is drawn.
    play.open_lab(tab, session)
    tab.fill("#lab-deals", "1")
    tab.click("#lab-run")
    tab.wait_for("() => (window.kawuLab?.runs ?? 0) > 0", timeout=120_000)
    table = tab.evaluate("() => document.querySelector('#lab-text')?.textContent ?? ''")
    assert "points/hand" in table, tab.text("#lab-status")
    tab.press("Escape")
    tab.wait_gone("#panel[open]")
    play.wait_await(tab, ("pass",))
    play.pass_three(tab, play.hand_cards(tab)[:3])
    while play.wait_await(tab, ("play", "summary")) == "play":
        play.play(tab, play.engine_view(tab)["legal"][0])
    assert tab.visible("dialog[open][data-kind=summary]")
    # A whole hand was played by the engine in this page: its record replays to the hand's end.
    hand = play.engine_view(tab)["history"]
    assert len(hand) == 1 and sum(hand[0]["points"]) in (26, 78)  # 78: a moon shot


def test_a_new_build_is_offered_only_between_hands_and_replaces_the_old_cache(
    context: BrowserContext, site_copy: Server
) -> None:
    site = site_copy.directory
    old = build_id(site)
    page = context.new_page()
    page.goto(f"{site_copy.url}?pace=0&autoplay=0")
    page.wait_for_selector("body[data-state=ready]", timeout=BOOT)
    wait_until_offline_ready(page)
    wait_for_snapshot(page, old)
    # The next visit restores that snapshot (kept without its pages of zeros) instead of booting.
    again = context.new_page()
    again.goto(f"{site_copy.url}?pace=0&autoplay=0")
    assert boot_path(again)["path"] == "snapshot"
    assert boot_path(again)["dropped"] is None
    again.close()
    start_game(page, "hearts")
    wait_await(page, ("pass",))

    # A new build on the server: one file changed, the site stamped again (as ./build.sh does).
    with (site / "style.css").open("a") as css:
        css.write("\n/* the next build */\n")
    stamp = ROOT / "tools" / "build" / "stamp.py"
    subprocess.run([sys.executable, str(stamp), str(site)], check=True)
    new = build_id(site)
    assert new != old
    before_update = len(site_copy.served)
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    page.wait_for_selector("body[data-update=waiting]", timeout=TURN)
    # The new worker downloaded the one file that changed; the others (checked against their
    # hashes) it took from the old build's cache.
    downloaded = set(site_copy.served[before_update:]) - {"/sw.js", "/build.json"}
    assert downloaded == {"/style.css"}, downloaded
    play_to_summary(page, update_waiting=True)
    offer = page.wait_for_selector("dialog[open] #update-offer", state="visible", timeout=TURN)
    assert "new version" in offer.inner_text()
    assert page.get_attribute("body", "data-update") == "offered"
    before = kp_saved(page)["record"]

    with page.expect_navigation():
        page.click("#btn-update")
    page.wait_for_selector("body[data-state=ready]", timeout=BOOT)
    wait_until_offline_ready(page)
    held = site_caches(page)
    assert list(held) == [f"kawu / {new}"], f"the old build's cache is gone: {list(held)}"
    # The old build's Python snapshot is not used by the new one: it boots afresh and its own
    # snapshot replaces the old.
    assert boot_path(page)["path"] == "fresh"
    wait_for_snapshot(page, new)
    assert page.evaluate("fetch('build.json').then((r) => r.json()).then((b) => b.id)") == new
    # The game survived the reload: the same record, the same hand summary waiting.
    assert kp_saved(page)["record"] == before
    page.wait_for_selector("dialog[open][data-kind=summary]", timeout=TURN)
    # (the service worker is registered once the engine has been idle a moment: js/main.js)
    page.wait_for_selector("body[data-update=none]", state="attached", timeout=TURN)
    page.close()


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_manifest_is_valid_and_its_icons_are_served(
    browser: Browser, site_copy: Server, tmp_path: Path
) -> None:
    with urllib.request.urlopen(site_copy.url + "manifest.webmanifest") as response:
        assert response.headers["Content-Type"].startswith("application/manifest+json")
        manifest = json.loads(response.read())
    assert manifest["name"] and manifest["short_name"] == "kawu"
    assert manifest["start_url"] == "./" and manifest["scope"] == "./", (
        "relative: any host, any path"
    )
    assert manifest["display"] == "standalone"
    assert manifest["theme_color"] and manifest["background_color"]
    sizes = {}
    for icon in manifest["icons"]:
        with urllib.request.urlopen(site_copy.url + icon["src"]) as response:
            assert response.headers["Content-Type"] == icon["type"]
            data = response.read()
        if icon["type"] == "image/png":
            width, height = png_size(data)
            assert icon["sizes"] == f"{width}x{height}"
            sizes[(icon["purpose"], width)] = icon["src"]
    assert {("any", 192), ("any", 512), ("maskable", 512)} <= set(sizes)

    # Chromium's own reading of it, from the page that links it, in a real (not incognito)
    # profile: does it offer to install the site?
    context = browser.browser_type.launch_persistent_context(
        str(tmp_path / "profile"),
        executable_path=CHROMIUM,
        args=CHROMIUM_ARGS,
        bypass_csp=True,  # Playwright evaluates its waits as text (the page forbids eval)
    )
    try:
        page = context.new_page()
        page.goto(site_copy.url)
        page.wait_for_selector("body[data-state=ready]", timeout=BOOT)
        cdp = context.new_cdp_session(page)
        read = cdp.send("Page.getAppManifest")
        assert read["url"] == site_copy.url + "manifest.webmanifest"
        assert read["errors"] == [], read["errors"]
        wait_until_offline_ready(page)
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert errors == [], errors
        page.close()
    finally:
        context.close()
