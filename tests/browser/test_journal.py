"""The journal beside localStorage and whether the browser keeps kawu's data (issue 52), in every
engine: the journal's copy of the same game further on is taken at boot; a copy that disagrees in
anything but length is kept aside (a backup, byte for byte, said once) and the save is played; the
data panel shows what the browser says of its storage ("kept" / "may be cleared"), how to keep it,
and on Safari's engine the download at once; after a finished game the page asks to be kept
(Chromium, the permission given: "kept"). The kills: test_crash.py."""

from __future__ import annotations

import json
from typing import Any

import pytest
from crash import JOURNAL_IDLE, backups, legal, settled
from drivers import Tab
from kawu_page import CURRENT_KEY, Site, game_key
from kawu_page import open_game as open_page
from kawu_page import wait_await as page_wait_await
from play import (
    actions,
    hand_cards,
    open_game,
    open_panel,
    pass_three,
    play,
    saved,
    start_game,
    wait_await,
)
from playwright.sync_api import Page

from kawu import api

HEARTS = game_key("hearts")

# The journal as the page keeps it (storage/journal.js: database kawu-journal, store saves).
JOURNAL = """(work) => new Promise((ok, no) => {
    const r = indexedDB.open("kawu-journal", 1);
    r.onerror = () => no(r.error);
    r.onsuccess = () => {
        const tx = r.result.transaction("saves", "readwrite");
        const got = work(tx.objectStore("saves"));
        tx.oncomplete = () => { r.result.close(); ok(got ? got.result ?? null : null); };
        tx.onerror = () => no(tx.error);
    };
})"""
PUT = f"([entry]) => ({JOURNAL})((store) => void store.put(entry))"
GET = f"([key]) => ({JOURNAL})((store) => store.get(key))"


def journal_put(tab: Tab, text: str, save: dict[str, Any]) -> None:
    tab.evaluate(PUT, [{"key": HEARTS, "text": text, "id": save["id"], "rev": save["rev"]}])


def journal_text(tab: Tab) -> str | None:
    entry = tab.evaluate(GET, [HEARTS])
    return None if entry is None else str(entry["text"])


def a_game_after_the_pass(tab: Tab, site: Site) -> dict[str, Any]:
    open_game(tab, site, "pace=0&seed=5")
    start_game(tab, "hearts")
    wait_await(tab, ("pass",))
    pass_three(tab, hand_cards(tab)[:3])
    settled(tab)
    return saved(tab)


def copy_of(save: dict[str, Any], record: dict[str, Any], rev: int) -> str:
    """A save of ``record`` at revision ``rev``, as the page writes one."""
    return json.dumps({**save, "rev": rev, "record": record, "view": api.view(record, 0)})


def test_the_journal_holding_the_game_further_on_is_taken(tab: Tab, site: Site) -> None:
    save = a_game_after_the_pass(tab, site)
    # The same game two of the person's cards on (the computer players' cards after each).
    record = save["record"]
    for _ in range(2):
        record = api.act(record, 0, api.view(record, 0)["legal"][0])
        while 0 not in (view := api.view(record, 0))["to_act"] and view["phase"] == "play":
            seat = view["to_act"][0]
            record = api.act(record, seat, api.bot_action(record, seat, "easy", seed=1))
    text = copy_of(save, record, save["rev"] + 2)
    journal_put(tab, text, {"id": save["id"], "rev": save["rev"] + 2})
    assert json.loads(tab.storage_get(HEARTS) or "{}")["rev"] == save["rev"], "the save is behind"
    tab.reload()
    wait_await(tab, ("play",))
    assert actions(tab) == len(record["actions"]), "the game resumed where the journal had it"
    assert tab.storage_get(HEARTS) == text, "and it is the save again"
    assert backups(tab) == [] and not tab.visible("#journal-notice")


# IndexedDB refusing every write for want of room, as Firefox 153 does in the first session after
# a crash in a fresh profile's first seconds (and any browser on a full disk); and as it was.
REFUSE_PUTS = """() => { window.kawuPut = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function () {
        throw new DOMException("The current transaction exceeded its quota limitations.",
                               "QuotaExceededError"); }; }"""
ALLOW_PUTS = "() => { IDBObjectStore.prototype.put = window.kawuPut; }"


def test_a_browser_refusing_every_write_is_said_with_what_to_do(tab: Tab, site: Site) -> None:
    a_game_after_the_pass(tab, site)
    assert not tab.visible("#save-error")
    tab.evaluate(REFUSE_PUTS)
    play(tab, legal(tab), ("play", "summary"))
    settled(tab)
    assert tab.visible("#save-error[data-kind=refused]"), "said at the first refused write"
    words = tab.text("#save-error")
    assert "chiudilo del tutto e riaprilo" in words and "QuotaExceeded" not in words, words
    tab.evaluate(ALLOW_PUTS)
    play(tab, legal(tab), ("play", "summary"))
    settled(tab)
    assert not tab.visible("#save-error"), "taken back when a write succeeds again"
    assert saved(tab)["record"]["actions"] == journal_actions(tab)


def journal_actions(tab: Tab) -> list[Any]:
    """The actions the journal holds for the game now."""
    return list(json.loads(journal_text(tab) or "{}")["record"]["actions"])


def diverging(record: dict[str, Any]) -> dict[str, Any]:
    """The same game, its last action with a choice made otherwise."""
    moves = record["actions"]
    for i in range(len(moves) - 1, -1, -1):
        seat, action = moves[i]
        before = {**record, "actions": moves[:i]}
        legal = api.view(before, seat)["legal"]
        other = next((a for a in legal if a != action and isinstance(a, str)), None)
        if other is not None:
            return api.act(before, seat, other)
    raise AssertionError("no choice in the game")


def test_a_journal_that_disagrees_is_kept_aside_and_the_save_is_played(
    tab: Tab, site: Site
) -> None:
    save = a_game_after_the_pass(tab, site)
    raw = tab.storage_get(HEARTS)
    other = diverging(save["record"])
    text = copy_of(save, other, save["rev"] + 3)
    journal_put(tab, text, {"id": save["id"], "rev": save["rev"] + 3})
    tab.reload()
    wait_await(tab, ("play",))
    assert actions(tab) == len(save["record"]["actions"]), "the save wins"
    assert tab.storage_get(HEARTS) == raw, "untouched"
    kept = backups(tab)
    assert len(kept) == 1 and tab.storage_get(kept[0]) == text, "the copy, byte for byte"
    tab.wait_selector("#journal-notice", visible=True)
    assert kept[0] in tab.text("#journal-notice"), "the notice names the backup"
    tab.wait_for(JOURNAL_IDLE)
    assert journal_text(tab) == raw, "the journal holds the save now"
    # Said once: the next visit has nothing to say, and keeps the one backup.
    tab.reload()
    wait_await(tab, ("play",))
    assert not tab.visible("#journal-notice")
    assert backups(tab) == kept


PERSISTED = "async () => (await navigator.storage?.persisted?.()) === true"


def test_the_data_panel_says_whether_the_browser_keeps_the_data(tab: Tab, site: Site) -> None:
    open_game(tab, site)
    open_panel(tab, "data")
    tab.wait_selector("#keep-state")
    state = "kept" if tab.evaluate(PERSISTED) else "may_be_cleared"
    assert tab.data("#keep-state", "state") == [state]
    if state == "may_be_cleared":
        assert tab.visible("#keep-how")
        assert "app" in tab.text("#keep-how"), "how to keep it: install the app, or the file"
    # Safari's seven days are said on Safari's engine only, with the download at once.
    assert tab.visible("#keep-safari") == (tab.engine == "webkit" and state != "kept")
    if tab.engine == "webkit":
        assert tab.attribute("#keep-download", "data-intent") == "data-export"
    tab.click("#keep-guide")
    tab.wait_selector("#panel[open][data-kind=guide] #guide-text[data-doc=saving] h3")
    assert "Safari" in tab.text("#guide-text")


def last_card_of_a_game(seed: int) -> dict[str, Any]:
    """A Hearts game to 50 where South's next card is the last decision of the game."""
    record = api.new_game("hearts", seed=seed, options={"target": 50})
    last = None
    while (view := api.view(record, 0))["phase"] != "game_over":
        seat = view["to_act"][0]
        if seat == 0 and view["phase"] == "play":
            last = record
        action = api.bot_action(record, seat, "easy", seed=len(record["actions"]))
        record = api.act(record, seat, action)
    assert last is not None
    return last


@pytest.mark.parametrize("granted", [True, False])
def test_after_a_finished_game_the_page_asks_to_be_kept(
    page: Page, site: Site, granted: bool
) -> None:
    """Chromium decides alone (no prompt); with the permission given (as an installed app or a
    bookmarked site has it) its answer is "kept"."""
    origin = site.url.rstrip("/")
    if granted:
        cdp = page.context.new_cdp_session(page)
        context_id = cdp.send("Target.getTargetInfo")["targetInfo"]["browserContextId"]
        cdp.send("Browser.setPermission", {
            "permission": {"name": "persistent-storage"}, "setting": "granted",
            "origin": origin, "browserContextId": context_id,
        })  # fmt: skip
    record = last_card_of_a_game(3)
    page.goto(f"{site.url}build.json")
    seen = len(api.view(record, 0)["history"])
    save = {"format": 1, "record": record, "ui": {"level": "easy", "summarySeen": seen}}
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [HEARTS, json.dumps(save)])
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [CURRENT_KEY, "hearts"])
    open_page(page, site)
    page_wait_await(page, ("play",))
    assert page.evaluate("window.kawuFigures().kept.asked") is None, "not before the game's end"
    page.click("#hand .card:not(.illegal)", position={"x": 7, "y": 24})
    page_wait_await(page, ("summary", "gameover"), len(record["actions"]))
    page.wait_for_function("() => window.kawuFigures().kept.asked === 'game_over'")
    want = "kept" if granted else "may_be_cleared"
    assert page.evaluate("navigator.storage.persisted()") is granted
    page.wait_for_function("(s) => window.kawuFigures().kept.state === s", arg=want)
    page.keyboard.press("Escape")  # the game's end closed
    page.wait_for_selector("#dialog[open]", state="detached")
    page.click("#btn-menu")
    page.click("#panel [data-intent=data]")
    page.wait_for_selector(f"#keep-state[data-state={want}]")
    assert page.is_visible("#keep-how") is not granted
