"""Helpers of the accessibility and feature tests: saved games made by CPython's kawu.api at a
chosen moment, the axe-core check (injected from web/node_modules, never part of the site), the
live region's sentences and the panels."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from kawu_page import CURRENT_KEY, FORGET_JOURNAL, TURN, Site, game_key, open_game
from playwright.sync_api import Page

from kawu import api


def bots_until(
    record: dict[str, Any], done: Callable[[dict[str, Any]], bool], limit: int = 5000
) -> dict[str, Any]:
    """Let the easy computer players play every seat until ``done(view of seat 0)``."""
    for _ in range(limit):
        view = api.view(record, 0)
        if done(view):
            return record
        assert view["phase"] != "game_over", "the game ended first"
        seat = view["to_act"][0]
        action = api.bot_action(record, seat, "easy", seed=len(record["actions"]))
        record = api.act(record, seat, action)
    raise AssertionError("not reached")


def inject(
    page: Page,
    site: Site,
    record: dict[str, Any],
    summary_seen: int | None = None,
    query: str = "pace=0",
    ui: dict[str, Any] | None = None,
) -> None:
    """Save ``record`` as the page would (every hand's summary seen unless told) and open it."""
    if summary_seen is None:
        summary_seen = len(api.view(record, 0)["history"])
    # The page saves its own game when it goes away: write the save from another page of the
    # site (no game runs there), then open the game.
    page.goto(f"{site.url}build.json")
    page.evaluate(FORGET_JOURNAL)
    save = {
        "format": 1,
        "record": record,
        "ui": {"level": "easy", "summarySeen": summary_seen, **(ui or {})},
    }
    store = "([k, v]) => localStorage.setItem(k, v)"
    page.evaluate(store, [game_key(record["game"]), json.dumps(save)])
    page.evaluate(store, [CURRENT_KEY, record["game"]])
    open_game(page, site, query)


def said(page: Page) -> list[str]:
    """The sentences in the live region, oldest first."""
    return page.eval_on_selector_all("#announcer p", "ps => ps.map(p => p.textContent)")


def open_panel(page: Page, intent: str, **data: str) -> None:
    """Open a panel through the menu (as a person would) and wait for it."""
    page.click("#btn-menu")
    page.wait_for_selector("#panel[open][data-kind=menu]", timeout=TURN)
    extra = "".join(f"[data-{k}={v}]" for k, v in data.items())
    page.click(f"#panel [data-intent={intent}]{extra}")
    kind = "guide" if intent == "guide" else intent
    page.wait_for_selector(f"#panel[open][data-kind={kind}]", timeout=TURN)


def close_panel(page: Page) -> None:
    page.click("#panel .panel-close")
    page.wait_for_selector("#panel[open]", state="detached", timeout=TURN)
