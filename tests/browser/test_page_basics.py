"""The page itself: language (browser's, switchable, remembered), boot failures shown with a
reload button (never an endless spinner), and layouts for a phone and a desktop."""

from __future__ import annotations

from itertools import pairwise

import pytest
from kawu_page import (
    DESKTOP,
    PHONE,
    Site,
    hand_cards,
    open_game,
    open_options,
    saved,
    start_game,
    wait_await,
)
from playwright.sync_api import Browser, Page, Route

from kawu import api


def test_language_follows_the_browser_and_can_be_switched(browser: Browser, site: Site) -> None:
    english = browser.new_context(viewport=PHONE, locale="en-US")
    page = english.new_page()
    open_game(page, site)
    assert page.inner_text("#play-hearts") == "Play Hearts"
    assert page.evaluate("document.documentElement.lang") == "en"
    page.close()
    english.close()

    italian = browser.new_context(viewport=PHONE, locale="it-IT")
    page = italian.new_page()
    open_game(page, site, "pace=0&seed=2")
    assert page.inner_text("#play-hearts") == "Gioca a Cuori"
    assert page.evaluate("document.documentElement.lang") == "it"
    page.click("#btn-lang")
    assert page.inner_text("#play-hearts") == "Play Hearts"
    assert page.evaluate("document.documentElement.lang") == "en"
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    assert page.inner_text("#btn-pass") == "Pass"
    assert page.inner_text("#btn-hint") == "Hint"
    assert "Hand 1" in page.inner_text("#hud")
    # at the table the language is the menu's (the bar keeps room for the hand's line)
    assert not page.is_visible("#btn-lang")
    page.click("#btn-menu")
    page.click("#menu-lang")
    assert page.inner_text("#btn-pass") == "Passa"
    assert page.inner_text("#btn-hint") == "Suggerimento"
    assert "Mano 1" in page.inner_text("#hud")
    assert page.get_attribute("#hand .card[data-card]", "aria-label").split()[1] == "di"
    page.click("#btn-menu")
    page.click("#menu-lang")
    page.reload()
    page.wait_for_selector("body[data-state=ready]", timeout=60_000)
    assert page.inner_text("#btn-new") == "New game", "the choice is remembered"
    page.close()
    italian.close()


def test_a_failed_boot_shows_the_error_and_a_reload_button(page: Page, site: Site) -> None:
    page.route("**/build.json", lambda route: route.fulfill(status=404, body="missing"))
    page.goto(site.url)
    page.wait_for_selector("body[data-state=error]", timeout=30_000)
    assert page.is_visible("#fatal")
    assert page.is_visible("#btn-reload")
    assert "build.json: HTTP 404" in page.inner_text("#fatal-message")

    page.unroute("**/build.json")
    with page.expect_navigation():
        page.click("#btn-reload")
    page.wait_for_selector("body[data-state=ready]", timeout=60_000)
    assert not page.is_visible("#fatal")


def test_a_boot_that_never_finishes_times_out_visibly(page: Page, site: Site) -> None:
    stalled: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: stalled.append(route))  # never answered
    page.goto(f"{site.url}?boot_timeout=1500")
    page.wait_for_selector("body[data-state=error]", timeout=30_000)
    assert "2" in page.inner_text("#fatal-message")
    assert "Python" in page.inner_text("#fatal-message")
    assert page.is_visible("#btn-reload")
    assert stalled, "the runtime was asked for and never came"
    page.unroute("**/pyodide.asm.wasm")


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_table_fits_phone_and_desktop(
    browser: Browser, site: Site, size: dict[str, int]
) -> None:
    context = browser.new_context(viewport=size, locale="it-IT")
    page = context.new_page()
    open_game(page, site, "pace=0&seed=12")
    assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
    start_game(page, "spades")
    wait_await(page, ("bid",))
    checks = ["#seat-1", "#seat-2", "#seat-3", "#seat-0", "#status", "#btn-hint", "#scoreboard"]
    checks += [f"#hand .card[data-card='{c}']" for c in hand_cards(page)]
    checks += ["#actions .bid >> nth=0", "#actions .bid >> nth=13"]
    for selector in checks:
        box = page.locator(selector).bounding_box()
        assert box is not None, selector
        assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"], selector
        assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"], selector
    assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
    # the hand's cards show their corners: each card's left strip is not covered by the next
    corners = page.eval_on_selector_all(
        "#hand .card", "els => els.map(e => e.getBoundingClientRect().left)"
    )
    assert all(b - a >= 20 for a, b in pairwise(corners))
    assert (
        api.view(saved(page)["record"], 0)["phase"] == "bid"
    )
    page.close()
    context.close()


def test_the_start_screen_offers_the_engine_options_and_they_reach_the_game(
    page: Page, site: Site
) -> None:
    open_game(page, site, "pace=0&seed=9")
    open_options(page)
    described = api.describe()
    for game, spec in described["games"].items():
        page.check(f"input[name=game][value={game}]")
        for name, values in spec["options"].items():
            offered = page.eval_on_selector_all(
                f"#opt-{name} option", "els => els.map(e => JSON.parse(e.value))"
            )
            assert offered == values, (game, name)
            assert (
                page.eval_on_selector(f"#opt-{name}", "e => JSON.parse(e.value)")
                == (spec["defaults"][name])
            )
    levels = page.eval_on_selector_all("#opt-level option", "els => els.map(e => e.value)")
    assert levels == described["levels"]

    page.check("input[name=game][value=spades]")
    page.select_option("#opt-target", "300")
    page.check("input[name=game][value=hearts]")
    page.select_option("#opt-target", "50")
    page.select_option("#opt-queen", '"after_hearts"')
    page.check("input[name=game][value=spades]")
    assert page.eval_on_selector("#opt-target", "e => e.value") == "300", "choices are kept"
    page.select_option("#opt-mercy", "true")
    page.select_option("#opt-level", "hard")
    page.click("#btn-start")
    wait_await(page, ("bid", "play"))
    save = saved(page)
    assert save["record"]["options"] == {"target": 300, "blind_nil": False, "mercy": True}
    assert save["ui"]["level"] == "hard"
    assert save["record"]["seed"] == 9


def test_a_game_asked_for_while_python_loads_is_dealt_the_moment_it_is_ready(
    page: Page, site: Site
) -> None:
    # A first visit on a slow link: the engine's runtime held back. The game's button is never
    # disabled: pressed, it says the game is dealt as soon as the engine is ready, and it is.
    held: list[Route] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(f"{site.url}?pace=0&autoplay=0&seed=3")
    page.wait_for_selector("#play-spades")
    assert not page.is_disabled("#play-spades")
    page.click("#play-spades")
    page.wait_for_selector("#play-spades[aria-busy=true]")
    assert "appena il gioco è pronto" in page.inner_text("#play-spades")
    assert "partita comincia appena" in page.inner_text("#start-waiting")
    assert page.evaluate("document.body.dataset.state") != "ready"
    for _ in range(600):  # the runtime asked for and held (the handler runs as events are read)
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the runtime was asked for"
    for route in held:
        route.continue_()
    page.unroute("**/pyodide.asm.wasm")
    wait_await(page, ("bid",))  # dealt with no second press
    assert len(hand_cards(page)) == 13
    assert saved(page)["record"]["game"] == "spades"
