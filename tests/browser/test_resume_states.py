"""Games resumed from a save at particular moments: a hand won by shooting the moon (the summary
announces it), a Spades bid where blind nil is open, and the saved table drawn at once, before
Python is ready."""

from __future__ import annotations

import json
from typing import Any

from kawu_page import (
    GAME_KEY,
    Site,
    actions,
    engine_view,
    hand_cards,
    open_game,
    pass_three,
    start_game,
    wait_await,
)
from playwright.sync_api import BrowserContext, Page, Route

from kawu import api


def bots_until(record: dict[str, Any], done: Any, limit: int = 5000) -> dict[str, Any] | None:
    """Let the easy computer players play every seat until ``done(view of seat 0)``."""
    for _ in range(limit):
        view = api.view(record, 0)
        if done(view):
            return record
        if view["phase"] == "game_over":
            return None
        seat = view["to_act"][0]
        action = api.bot_action(record, seat, "easy", seed=len(record["actions"]))
        record = api.act(record, seat, action)
    return None


def inject(page: Page, site: Site, record: dict[str, Any], summary_seen: int | None = None) -> None:
    """Save ``record`` as the page would (every hand's summary seen unless told) and reload."""
    if summary_seen is None:
        summary_seen = len(api.view(record, 0)["history"])
    open_game(page, site, "pace=0")
    save = {"format": 1, "record": record, "ui": {"level": "easy", "summarySeen": summary_seen}}
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [GAME_KEY, json.dumps(save)])
    page.reload()
    page.wait_for_selector("body[data-state=ready]", timeout=60_000)


def test_a_moon_shot_is_announced_in_the_hand_summary(page: Page, site: Site) -> None:
    # Rule 6 (shooting the moon): find a first hand in which the computer players shoot it.
    for seed in range(2000):
        record = bots_until(api.new_game("hearts", seed=seed), lambda v: bool(v["history"]))
        assert record is not None
        entry = api.view(record, 0)["history"][0]
        if entry["moon"] is not None:
            break
    else:
        raise AssertionError("no moon shot in 2000 deals")
    inject(page, site, record, summary_seen=0)
    wait_await(page, ("summary",))
    names = {0: "Hai fatto cappotto", 1: "Ovest ha", 2: "Nord ha", 3: "Est ha"}
    moon = page.inner_text("dialog[open] .moon")
    assert moon.startswith(names[entry["moon"]]) and "cappotto" in moon
    rows = page.eval_on_selector_all(
        "dialog[open] #summary-table tbody tr",
        "rows => rows.map(r => Number(r.querySelector('td[data-col=points]').textContent))",
    )
    assert rows == entry["points"]
    assert sorted(rows) == [0, 26, 26, 26]


def test_blind_nil_is_offered_before_the_cards_are_seen(page: Page, site: Site) -> None:
    record = bots_until(
        api.new_game("spades", {"blind_nil": True}, seed=0),
        lambda v: v["phase"] == "bid" and v["to_act"] == [0] and "blind_nil" in v["legal"],
    )
    assert record is not None, "no hand where our team trails by 100 at our bid"
    inject(page, site, record)
    wait_await(page, ("bid",))
    labels = page.eval_on_selector_all("#actions .bid", "els => els.map(e => e.textContent)")
    assert labels == ["Nil alla cieca", "Guarda le carte"]
    assert page.locator("#hand .back-card").count() == 13
    assert hand_cards(page) == []
    assert "alla cieca" in page.inner_text("#status")

    before = actions(page)
    page.click("#actions .bid[data-bid='\"look\"']")
    wait_await(page, ("bid",), before)
    labels = page.eval_on_selector_all("#actions .bid", "els => els.map(e => e.textContent)")
    assert labels == ["Nil", *[str(n) for n in range(1, 14)]]
    assert sorted(hand_cards(page)) == sorted(engine_view(page)["hand"])


def test_the_saved_table_is_drawn_before_python_is_ready(
    context: BrowserContext, page: Page, site: Site
) -> None:
    open_game(page, site, "pace=0&seed=31")
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    pass_three(page, hand_cards(page)[:3])
    hand = hand_cards(page)
    page.close()

    stalled: list[Route] = []
    later = context.new_page()
    later.route("**/pyodide.asm.wasm", lambda route: stalled.append(route))
    later.goto(site.url)
    later.wait_for_selector("#hand .card[data-card]")
    assert later.get_attribute("body", "data-state") == "loading"
    assert hand_cards(later) == hand
    assert later.get_attribute("body", "data-await") is None, "no move before the engine is ready"
    later.unroute("**/pyodide.asm.wasm")
