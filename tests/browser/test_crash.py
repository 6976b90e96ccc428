"""A browser killed outright keeps every move (issue 52), in Chromium and Firefox: the browser's
whole process group gets SIGKILL right after a move (no pagehide), at four points of a Hearts game
(a fresh profile's first seconds, after the pass, mid-trick, at a hand's end); the same profile
opened again resumes every action. With IndexedDB refused, the game resumes from localStorage as
it did before the journal: nothing invented, nothing said, the game playable.

WebKit is left out: WebKitGTK's WebDriver runs MiniBrowser on an ephemeral profile that ends with
its browser, so there is nothing to open again after a kill (its journal is tested without a
kill in test_journal.py).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import drivers
import pytest
from crash import (
    REFUSE_INDEXEDDB,
    Game,
    backups,
    cached,
    kill,
    open_fresh,
    reopen,
    settled,
    until_hand_end,
    until_mid_trick,
)
from drivers import Profile, Tab
from kawu_page import Site
from play import hand_cards, pass_three, start_game, wait_await

QUERY = "pace=0&seed=5"
KILLABLE = [name for name in drivers.chosen() if name != "webkit"]


@pytest.fixture(params=KILLABLE)
def profile(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Profile]:
    p = drivers.engine(request.param).profile(tmp_path / "profile")
    yield p
    p.close()


def after_pass(tab: Tab) -> None:
    pass_three(tab, hand_cards(tab)[:3])


# The points of a game where the browser is killed, in the order a game reaches them.
POINTS: list[tuple[str, Callable[[Tab], None]]] = [
    ("after the pass", after_pass),
    ("mid-trick", until_mid_trick),
    ("at the hand's end", until_hand_end),
]


def test_a_browser_killed_right_after_a_move_loses_no_action(profile: Profile, site: Site) -> None:
    started = time.monotonic()
    tab = open_fresh(profile, site, QUERY, None)
    start_game(tab, "hearts")
    wait_await(tab, ("pass",))
    settled(tab)
    assert tab.evaluate("window.kawuFigures().journal.state") == "on"
    seconds = time.monotonic() - started
    points = [(f"a fresh profile's first {seconds:.0f} s: the new game", lambda t: None), *POINTS]
    for point, move in points:
        move(tab)
        settled(tab)
        before = Game.of(tab)
        assert before.actions and before.shown == len(before.actions), (
            f"{point}: {before.shown} shown, {len(before.actions)} saved "
            f"(journal: {tab.evaluate('window.kawuFigures().journal')})")
        written = {k: v for k, v in tab.evaluate("window.kawuFigures().journal").items()
                   if k not in ("times", "own")}
        assert not written["refused"], f"{point}: the page said nothing could be saved"
        errors = kill(profile, tab)
        assert not errors, f"{point}: {errors}"
        tab = reopen(profile, site, QUERY, None)
        settled(tab)
        cached(tab)
        after = Game.of(tab)
        journal = {k: v for k, v in tab.evaluate("window.kawuFigures().journal").items()
                   if k not in ("times", "own")}
        print(f"{profile.engine}, {point}: {len(before.actions)} actions before the kill, "
              f"{len(after.actions)} after; journal before {written}, after {journal}")
        assert after == before, (
            f"{point}: every action found again ({len(before.actions)} before the kill, "
            f"{len(after.actions)} after; journal before the kill: {written}, after: {journal})")
        assert backups(tab) == [], point
        assert not tab.visible("#journal-notice"), point
        if refused(tab):
            # Firefox 153, in the first session after a kill in a fresh profile's first seconds,
            # refuses every write of the origin (its count of the origin's usage has wrapped below
            # zero: QuotaExceededError to IndexedDB, and to localStorage too most times), from its
            # start or once the page has stored its offline copy again (cached): the game was
            # resumed from the journal all the same (above), and the page says that nothing can
            # be saved now and what to do; the browser started again writes again, the game still
            # there, and nothing is said any more.
            assert profile.engine == "firefox" and point.startswith("a fresh profile"), point
            tab = reopen(profile, site, QUERY, None, kill_first=True)
            settled(tab)
            cached(tab)
            assert Game.of(tab) == before and not refused(tab), point
            assert not writes_refused(tab), point
    # And the game goes on from there.
    tab.click("#dialog button.primary")
    wait_await(tab, ("pass",))
    assert not tab.errors()


def refused(tab: Tab) -> bool:
    """Whether the page says the browser refuses to save anything (the journal's write of the
    visit at boot, or a later one, refused for want of room)."""
    return tab.visible("#save-error[data-kind=refused]")


def writes_refused(tab: Tab) -> bool:
    """Whether the browser refuses to write to the origin's localStorage now."""
    return bool(tab.evaluate("""() => { try { localStorage.setItem("kawu:probe", "1");
        localStorage.removeItem("kawu:probe"); return false; } catch { return true; } }"""))


def test_with_indexeddb_refused_a_killed_browser_resumes_from_localstorage(
    profile: Profile, site: Site
) -> None:
    tab = open_fresh(profile, site, QUERY, REFUSE_INDEXEDDB)
    start_game(tab, "hearts")
    wait_await(tab, ("pass",))
    settled(tab)
    journal = tab.evaluate("window.kawuFigures().journal")
    assert journal["state"] == "off" and "SecurityError" in journal["error"]
    for point, move in [("the new game", lambda t: None), POINTS[0]]:
        if tab.evaluate("document.body.dataset.await") == "start":
            start_game(tab, "hearts")  # the game was lost with localStorage: another one
            wait_await(tab, ("pass",))
        move(tab)
        settled(tab)
        before = Game.of(tab)
        errors = kill(profile, tab)
        assert not errors, f"{point}: {errors}"
        tab = reopen(profile, site, QUERY, REFUSE_INDEXEDDB)
        settled(tab)
        after = Game.of(tab)
        # What localStorage had put on disk, as before the journal: a beginning of the game (or
        # nothing at all), never anything else; nothing is said; the page plays on.
        assert after.actions == before.actions[: len(after.actions)], point
        assert after.id in (None, before.id), point
        assert after.shown == len(after.actions) or after.waiting == "start", point
        assert backups(tab) == [] and not tab.visible("#journal-notice"), point
        assert not tab.visible("#save-error"), f"{point}: nothing alarming is said"
        print(f"{profile.engine}, IndexedDB refused, {point}: {len(before.actions)} actions "
              f"before the kill, {len(after.actions)} after")
    assert not tab.errors()
