"""What a player does and sees, through the driver interface (any engine): open the site, start a
game, wait for the person's turn, read the hand and the trick, click a card, and the engine's view
of the same game (CPython's kawu.api on the record the page saved)."""

from __future__ import annotations

import json
from typing import Any

from drivers import TURN, Tab
from kawu_page import GAME_KEY, Site

from kawu import api

BOOT = 60_000  # ms: Pyodide's first start in a fresh profile


def open_game(tab: Tab, site: Site, query: str = "pace=0") -> None:
    tab.goto(f"{site.url}?{query}")
    tab.wait_selector("body[data-state=ready]", timeout=BOOT)


def start_game(tab: Tab, game: str = "hearts", **options: Any) -> None:
    tab.wait_selector("body[data-await=start]", timeout=TURN)
    tab.click(f"input[name=game][value={game}]")
    for name, value in options.items():
        tab.select(f"#opt-{name}", json.dumps(value) if name != "level" else value)
    tab.click("#btn-start")


def wait_await(tab: Tab, kinds: tuple[str, ...], after_actions: int = -1) -> str:
    """Wait until the page waits for the person (one of ``kinds``) after more than N actions."""
    return str(
        tab.wait_for(
            """([kinds, n]) => kinds.includes(document.body.dataset.await)
                && Number(document.body.dataset.actions ?? -1) > n
                && document.body.dataset.await""",
            [list(kinds), after_actions],
        )
    )


def actions(tab: Tab) -> int:
    return int(tab.evaluate("Number(document.body.dataset.actions)"))


def saved(tab: Tab) -> dict[str, Any]:
    value = tab.storage_json(GAME_KEY)
    assert value is not None, "no saved game"
    return dict(value)


def engine_view(tab: Tab) -> dict[str, Any]:
    """Seat 0's view, computed by CPython's kawu.api from the record the page saved."""
    return api.view(saved(tab)["record"], 0)


def hand_cards(tab: Tab) -> list[str]:
    return tab.data("#hand .card[data-card]", "card")


def dimmed_cards(tab: Tab) -> set[str]:
    return set(tab.data("#hand .card.illegal", "card"))


def pressed_cards(tab: Tab) -> list[str]:
    return tab.data("#hand .card[aria-pressed=true]", "card")


def card(code: str) -> str:
    return f"#hand .card[data-card='{code}']"


def click_card(tab: Tab, code: str) -> None:
    # Cards overlap in the hand: click the visible strip at the card's left edge.
    tab.click(card(code), 7, 24)


def play(tab: Tab, code: str, kinds: tuple[str, ...] = ("play", "summary")) -> str:
    """Click a card of the hand and wait for the person's next turn."""
    before = actions(tab)
    click_card(tab, code)
    return wait_await(tab, kinds, before)


def pass_three(tab: Tab, cards: list[str]) -> None:
    for code in cards:
        click_card(tab, code)
    assert sorted(pressed_cards(tab)) == sorted(cards), "the three cards clicked are chosen"
    before = actions(tab)
    tab.click("#btn-pass")
    wait_await(tab, ("play", "summary"), before)


def trick_cards(tab: Tab) -> list[list[Any]]:
    return list(
        tab.evaluate(
            """[...document.querySelectorAll('#trick .slot')]
                .map(e => [Number(e.dataset.seat), e.querySelector('.card').dataset.card])"""
        )
    )


def table_state(tab: Tab) -> dict[str, Any]:
    """What the person sees of the table, to compare two moments."""
    return {
        "hand": hand_cards(tab),
        "trick": trick_cards(tab),
        "scores": tab.text("#scoreboard"),
        "hud": tab.text("#hud"),
        "seats": [tab.text(f"#seat-{s}") for s in range(4)],
        "dimmed": dimmed_cards(tab),
    }
