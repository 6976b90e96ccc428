"""Saved games, in Chromium (the damaged saves and two tabs: test_saves_hold.py, every engine): a
failing write is reported and the game goes on, and is written when the page is hidden or
closed; "New game" asks before discarding a game in progress; with no room for a backup, an
unreadable save stays where it was."""

from __future__ import annotations

import json

from kawu_page import (
    Site,
    actions,
    click_card,
    engine_view,
    game_key,
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
    assert page.evaluate("k => localStorage.getItem(k)", game_key("hearts")) is None


def test_one_game_per_kind_new_game_keeps_it_and_a_new_one_asks_before_replacing_it(
    page: Page, site: Site
) -> None:
    open_game(page, site, "pace=0&seed=6")
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    for code in hand_cards(page)[:3]:
        click_card(page, code)
    page.click("#btn-pass")
    wait_await(page, ("play",), 0)
    hearts = saved(page)["record"]

    # "New game" leaves the table: the game stays saved and is offered to continue.
    page.click("#btn-new")
    page.wait_for_selector("body[data-await=start]")
    assert json.loads(page.evaluate("k => localStorage.getItem(k)", game_key("hearts")))[
        "record"
    ] == hearts
    assert page.inner_text("#continue-hearts") == "Continua Cuori — mano 1, tu 0"
    # A Spades game beside it.
    start_game(page, "spades")
    wait_await(page, ("bid", "play"))
    spades = saved(page)["record"]
    page.click("#btn-new")
    page.wait_for_selector("#continue-spades")
    assert page.inner_text("#continue-spades").startswith("Continua Picche — mano 1, 0 a 0")
    page.reload()  # the start screen again: both games are offered, none lost
    page.wait_for_selector("body[data-await=start]", timeout=60_000)
    page.click("#continue-hearts")
    wait_await(page, ("play",))
    assert saved(page)["record"] == hearts

    # A new Hearts game would replace the saved one: asked first; "no" keeps it.
    page.click("#btn-new")
    start_game(page, "hearts")
    page.wait_for_selector("dialog[open][data-kind=confirm]")
    page.keyboard.press("Escape")
    page.wait_for_selector("body[data-await=start]")
    assert json.loads(page.evaluate("k => localStorage.getItem(k)", game_key("hearts")))[
        "record"
    ] == hearts
    page.click("#play-hearts")
    page.click("dialog[open] button[data-value=yes]")
    wait_await(page, ("pass",))
    assert all(seat != 0 for seat, _ in saved(page)["record"]["actions"]), "a new game"
    stored = json.loads(page.evaluate("k => localStorage.getItem(k)", game_key("spades")))
    assert stored["record"] == spades, "the other kind's game is untouched"


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
    raw = other.evaluate("k => localStorage.getItem(k)", game_key("hearts"))
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
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [game_key("hearts"), raw])
    page.reload()
    page.wait_for_selector("body[data-state=ready]", timeout=60_000)
    assert page.is_visible("#save-notice[data-reason=corrupt]")
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    assert page.is_visible("#save-error")
    stored = page.evaluate("k => localStorage.getItem(k)", game_key("hearts"))
    assert stored == raw, "never overwritten"


def test_the_one_save_of_older_versions_is_moved_to_its_kind_and_resumed(
    page: Page, site: Site
) -> None:
    record = api.new_game("spades", seed=21)
    old = json.dumps({"format": 1, "record": record, "ui": {"level": "hard", "summarySeen": 0}})
    open_game(page, site, "pace=0")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", ["kawu:game:v1", old])
    page.reload()
    wait_await(page, ("bid", "play"))
    assert page.evaluate("k => localStorage.getItem(k)", "kawu:game:v1") is None
    moved = json.loads(page.evaluate("k => localStorage.getItem(k)", game_key("spades")))
    assert moved["record"]["actions"][: len(record["actions"])] == record["actions"]
    assert moved["ui"]["level"] == "hard"
    assert saved(page)["record"] == moved["record"], "the game resumed is the one moved"
