"""A browser killed outright after a move and its profile opened again (issue 52): shared by
test_crash.py and measure_journal.py.

The kill is SIGKILL to the browser's whole process group (drivers/base.py, ``Profile.kill``): no
pagehide, no visibilitychange, no shutdown of any kind, as when the browser crashes, the phone's
system ends it or the power goes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from drivers import Profile, Tab
from kawu_page import Site, page_query
from play import BOOT, dimmed_cards, hand_cards, open_game, play, trick_cards, wait_ready

BACKUP_PREFIX = "kawu:backup:v1:"

# IndexedDB refused, as a sandboxed document or a browser that blocks a site's storage refuses
# it: reading window.indexedDB throws (before any script of the page runs).
REFUSE_INDEXEDDB = """Object.defineProperty(window, "indexedDB", {
    configurable: true,
    get() { throw new DOMException("access is denied for this document", "SecurityError"); },
});"""

# Every write the page asked of the journal has completed (or failed): what a kill "right after
# a move" waits for, since the journal's write is the page's promise that the move is on disk.
JOURNAL_IDLE = """() => { const j = window.kawuFigures?.().journal;
    return Boolean(j) && j.state !== "opening" && j.pending === 0; }"""

# The page's game as it stands: the actions shown, and the saved game (id, revision, actions):
# localStorage's, or where localStorage holds none (Firefox refuses every write there after a
# crash in a fresh profile's first seconds), the journal's, which then keeps the game alone.
GAME_JS = """async () => {
    const journal = () => new Promise((ok) => {
        let open;
        try { open = indexedDB.open("kawu-journal"); } catch { return ok({}); }
        open.onerror = () => ok({});
        open.onsuccess = () => { try {
            const all = open.result.transaction("saves").objectStore("saves").getAll();
            all.onsuccess = () => ok(Object.fromEntries(all.result.map((e) => [e.key, e.text])));
            all.onerror = () => ok({});
        } catch { ok({}); } };
    });
    let kind = localStorage.getItem("kawu:current:v1");
    let raw = kind ? localStorage.getItem("kawu:game:v2:" + kind) : null;
    if (raw === null) {
        const kept = await journal();
        kind = kind ?? kept["kawu:current:v1"] ?? null;
        raw = kind ? kept["kawu:game:v2:" + kind] ?? null : null;
    }
    const {actions, screen, await: waiting} = document.body.dataset;
    return {shown: Number(actions ?? -1), screen, await: waiting ?? null, raw}; }"""


@dataclass
class Game:
    """What a person would find: the screen, the actions shown, and the saved game."""

    screen: str
    waiting: str | None
    shown: int
    id: str | None
    actions: list[Any]

    @classmethod
    def of(cls, tab: Tab) -> Game:
        found = tab.evaluate(GAME_JS)
        save = json.loads(found["raw"]) if found["raw"] else None
        return cls(
            screen=found["screen"],
            waiting=found["await"],
            shown=int(found["shown"]),
            id=save["id"] if save else None,
            actions=save["record"]["actions"] if save else [],
        )


def settled(tab: Tab) -> None:
    """Wait until the page waits for the person and its journal has written all it was given."""
    tab.wait_for("""() => ["start", "pass", "bid", "play", "summary", "gameover"]
        .includes(document.body.dataset.await)""")
    tab.wait_for(JOURNAL_IDLE)


def cached(tab: Tab) -> None:
    """Wait until the page has stored its offline copy and Python's snapshot (or found them
    stored) and asked the browser again whether it writes (main.js: the journal's visit written
    after them), and its journal has written all it was given."""
    tab.wait_for("() => window.kawuFigures?.().primed !== null", timeout=120_000)
    tab.wait_for(JOURNAL_IDLE)


def reopen(profile: Profile, site: Site, query: str, init_script: str | None,
           kill_first: bool = False) -> Tab:  # fmt: skip
    """Start the browser on the profile again (killing the one running first, if told) and open
    the game (it resumes what was saved)."""
    if kill_first:
        profile.kill()
    tab = profile.open(init_script)
    tab.goto(f"{site.url}?{page_query(query)}")  # autoplay=0 as before: a forced card waits
    wait_ready(tab, BOOT)
    tab.wait_for("() => document.body.dataset.await !== undefined")
    return tab


def kill(profile: Profile, tab: Tab) -> list[str]:
    """Kill the browser outright; returns the page's errors until then (read before the kill)."""
    errors = tab.errors()
    profile.kill()
    return errors


def open_fresh(profile: Profile, site: Site, query: str, init_script: str | None) -> Tab:
    tab = profile.open(init_script)
    open_game(tab, site, query)
    return tab


def backups(tab: Tab) -> list[str]:
    return [k for k in tab.storage_keys() if k.startswith(BACKUP_PREFIX)]


def legal(tab: Tab) -> str:
    dimmed = dimmed_cards(tab)
    return next(c for c in hand_cards(tab) if c not in dimmed)


def until_mid_trick(tab: Tab) -> None:
    """Play the person's first legal card, then on until it is the person's turn with cards on
    the trick (at least one move, so the kill comes right after one)."""
    play(tab, legal(tab), ("play",))
    while not trick_cards(tab):
        play(tab, legal(tab), ("play",))


def until_hand_end(tab: Tab) -> None:
    """Play the person's first legal card until the hand's summary opens."""
    while tab.evaluate("document.body.dataset.await") == "play":
        play(tab, legal(tab))
