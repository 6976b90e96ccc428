"""Saved games, in Chromium (the damaged saves and two tabs: test_saves_hold.py, every engine): a
failing write is reported and the game goes on, and is written when the page is hidden or
closed; "New game" asks before discarding a game in progress; with no room for a backup, an
unreadable save stays where it was."""

from __future__ import annotations

import json

from kawu_page import (
    GAME_KEY,
    Site,
    actions,
    click_card,
    engine_view,
    hand_cards,
    open_game,
    saved,
    start_game,
    wait_await,
)
from playwright.sync_api import BrowserContext, Page

from kawu import api

CORRUPT = '{"format": 1, "record": {"version": 1, "game": "hea'


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


def test_a_save_that_failed_is_written_when_the_page_is_hidden_or_closed(
    context: BrowserContext, site: Site
) -> None:
    context.add_init_script(
        """
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
          if (window.failSaves && String(key).startsWith("kawu:game")) {
            throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
          }
          return setItem.call(this, key, value);
        };
        """
    )
    page = context.new_page()
    open_game(page, site, "pace=0&seed=8")
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    page.evaluate("window.failSaves = true")
    n = actions(page)
    for code in hand_cards(page)[:3]:
        click_card(page, code)
    page.click("#btn-pass")
    wait_await(page, ("play",), n)
    assert page.is_visible("#save-error")
    assert len(saved(page)["record"]["actions"]) <= n, "the pass could not be written"
    page.evaluate("window.failSaves = false")
    page.evaluate(
        """() => {
            const hidden = {value: "hidden", configurable: true};
            Object.defineProperty(document, "visibilityState", hidden);
            document.dispatchEvent(new Event("visibilitychange"));
        }"""
    )
    shown = actions(page)
    assert len(saved(page)["record"]["actions"]) == shown, "written on visibilitychange"

    page.evaluate("window.failSaves = true")
    card = engine_view(page)["legal"][0]
    click_card(page, card)
    wait_await(page, ("play", "summary"), shown)
    page.evaluate("window.failSaves = false")
    shown = actions(page)
    page.close()  # pagehide
    other = context.new_page()
    other.goto(site.url + "icon.svg")  # same origin, without starting the game
    raw = other.evaluate("k => localStorage.getItem(k)", GAME_KEY)
    assert raw is not None and len(json.loads(raw)["record"]["actions"]) == shown, "on pagehide"


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
    raw = CORRUPT
    open_game(page, site, "pace=0&seed=3")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [GAME_KEY, raw])
    page.reload()
    page.wait_for_selector("body[data-state=ready]", timeout=60_000)
    assert page.is_visible("#save-notice[data-reason=corrupt]")
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    assert page.is_visible("#save-error")
    assert page.evaluate("k => localStorage.getItem(k)", GAME_KEY) == raw, "never overwritten"
