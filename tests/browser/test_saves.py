"""Saved games: an unreadable save (corrupt, from a newer version, tampered) is kept under a
backup key, the person is told, and a new game can start; a failing write is reported and the
game goes on; "New game" asks before discarding a game in progress."""

from __future__ import annotations

import json

import pytest
from kawu_page import (
    GAME_KEY,
    Site,
    actions,
    click_card,
    hand_cards,
    open_game,
    saved,
    start_game,
    wait_await,
)
from playwright.sync_api import BrowserContext, Page

from kawu import api

RECORD = api.new_game("hearts", seed=1)
TAMPERED = {**RECORD, "actions": [[0, ["AS", "AH", "AD"]], [0, ["KS", "KH", "KD"]]]}
NEWER = {**RECORD, "version": 99}

UNREADABLE = {
    "corrupt": '{"format": 1, "record": {"version": 1, "game": "hea',
    "tampered": json.dumps({"format": 1, "record": TAMPERED, "ui": {"level": "easy"}}),
    "newer_version": json.dumps({"format": 1, "record": NEWER}),
}


@pytest.mark.parametrize("reason", sorted(UNREADABLE))
def test_an_unreadable_save_is_kept_aside_reported_and_a_new_game_starts(
    page: Page, site: Site, reason: str
) -> None:
    raw = UNREADABLE[reason]
    open_game(page, site)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [GAME_KEY, raw])
    page.reload()
    page.wait_for_selector("body[data-state=ready]", timeout=60_000)
    notice = page.locator(f"#save-notice[data-reason={reason}]")
    assert notice.is_visible()
    backups = page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('kawu:backup:v1:'))"
    )
    assert len(backups) == 1
    assert backups[0] in notice.inner_text(), "the message names the backup"
    assert page.evaluate("k => localStorage.getItem(k)", backups[0]) == raw, "kept byte for byte"
    assert page.evaluate("k => localStorage.getItem(k)", GAME_KEY) is None

    start_game(page, "hearts")
    wait_await(page, ("pass",))
    assert all(seat != 0 for seat, _ in saved(page)["record"]["actions"]), "a fresh game"
    assert page.evaluate("k => localStorage.getItem(k)", backups[0]) == raw, "still kept"


def test_a_failing_write_is_reported_and_the_game_goes_on(
    context: BrowserContext, site: Site
) -> None:
    context.add_init_script(
        """
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
          if (String(key).startsWith("kawu:game")) {
            throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
          }
          return setItem.call(this, key, value);
        };
        """
    )
    page = context.new_page()
    open_game(page, site, "pace=0&seed=4")
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    assert page.is_visible("#save-error")
    assert "QuotaExceededError" in page.inner_text("#save-error")
    for code in hand_cards(page)[:3]:
        click_card(page, code)
    page.click("#btn-pass")
    wait_await(page, ("play",), 0)
    assert page.evaluate("k => localStorage.getItem(k)", GAME_KEY) is None


def test_new_game_asks_before_discarding_the_game_in_progress(page: Page, site: Site) -> None:
    open_game(page, site, "pace=0&seed=6")
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    for code in hand_cards(page)[:3]:
        click_card(page, code)
    page.click("#btn-pass")
    wait_await(page, ("play",), 0)
    record = saved(page)["record"]

    page.click("#btn-new")
    page.wait_for_selector("dialog[open][data-kind=confirm]")
    page.click("dialog[open] button[data-value=no]")
    wait_await(page, ("play",))
    assert saved(page)["record"] == record
    before = actions(page)
    click_card(page, api.view(record, 0)["legal"][0])
    wait_await(page, ("play", "summary"), before)

    page.click("#btn-new")
    page.wait_for_selector("dialog[open][data-kind=confirm]")
    page.keyboard.press("Escape")  # Escape is "no" too
    page.wait_for_selector("dialog[open]", state="detached")
    assert page.evaluate("k => localStorage.getItem(k)", GAME_KEY) is not None

    page.click("#btn-new")
    page.click("dialog[open] button[data-value=yes]")
    page.wait_for_selector("body[data-await=start]")
    assert page.evaluate("k => localStorage.getItem(k)", GAME_KEY) is None


def test_the_game_is_saved_again_when_the_page_is_hidden_or_closed(
    context: BrowserContext, page: Page, site: Site
) -> None:
    open_game(page, site, "pace=0&seed=8")
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    record = saved(page)["record"]
    page.evaluate("k => localStorage.removeItem(k)", GAME_KEY)
    page.evaluate(
        """() => {
            const hidden = {value: "hidden", configurable: true};
            Object.defineProperty(document, "visibilityState", hidden);
            document.dispatchEvent(new Event("visibilitychange"));
        }"""
    )
    assert saved(page)["record"] == record, "written again on visibilitychange"

    page.evaluate("k => localStorage.removeItem(k)", GAME_KEY)
    page.close()  # pagehide
    other = context.new_page()
    other.goto(site.url + "icon.svg")  # same origin, without starting the game
    raw = other.evaluate("k => localStorage.getItem(k)", GAME_KEY)
    assert raw is not None and json.loads(raw)["record"] == record, "written again on pagehide"


def test_with_no_room_for_a_backup_the_unreadable_save_stays_and_is_not_overwritten(
    context: BrowserContext, site: Site
) -> None:
    context.add_init_script(
        """
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
          if (String(key).startsWith("kawu:backup")) {
            throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
          }
          return setItem.call(this, key, value);
        };
        """
    )
    page = context.new_page()
    raw = UNREADABLE["corrupt"]
    open_game(page, site, "pace=0&seed=3")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [GAME_KEY, raw])
    page.reload()
    page.wait_for_selector("body[data-state=ready]", timeout=60_000)
    assert page.is_visible("#save-notice[data-reason=corrupt]")
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    assert page.is_visible("#save-error")
    assert page.evaluate("k => localStorage.getItem(k)", GAME_KEY) == raw, "never overwritten"
