"""Helpers of the review tests and of the review's measurement: a finished hand whose seat 0
played badly on purpose (Hearts: passes its three lowest cards and plays its highest legal card,
so it keeps taking points; Spades: plays its highest legal card), the review opened from the score
sheet, and what the review panel shows."""

from __future__ import annotations

from typing import Any

from kawu_page import TURN
from playwright.sync_api import Page

from kawu import api

RANKS = "23456789TJQKA"
#: The review's panel once the engine has evaluated every decision.
COMPLETE = "#panel[open][data-kind=review] #review[data-state=complete]"


def rank(code: str) -> int:
    return RANKS.index(code[0])


def badly_played(game: str, seed: int, hands: int = 1) -> dict[str, Any]:
    """A game of ``game`` whose first ``hands`` hands are over, seat 0 playing badly (the others:
    the easy computer players)."""
    record = api.new_game(game, seed=seed)
    for _ in range(2000):
        view = api.view(record, 0)
        if len(view["history"]) >= hands:
            return record
        seat = view["to_act"][0]
        action: Any
        if seat == 0 and view["phase"] == "pass":
            action = sorted(view["hand"], key=rank)[:3]
        elif seat == 0 and view["phase"] == "play":
            action = max(view["legal"], key=rank)
        else:
            action = api.bot_action(record, seat, "easy", seed=len(record["actions"]))
        record = api.act(record, seat, action)
    raise AssertionError("the hands did not end")


def open_review_from_sheet(page: Page, hand: int) -> None:
    page.click("#btn-sheet")
    page.wait_for_selector("#panel[open][data-kind=sheet]", timeout=TURN)
    page.click(f"#sheet [data-intent=review][data-hand='{hand}']")
    page.wait_for_selector("#panel[open][data-kind=review] #review", timeout=TURN)


def review_state(page: Page) -> dict[str, Any]:
    """The review's step, its counts and what its table shows now."""
    state: dict[str, Any] = page.evaluate(
        """() => {
            const r = document.querySelector("#review");
            const cards = (sel) => [...document.querySelectorAll(sel)].map(c => c.dataset.card);
            return {step: Number(r.dataset.step), steps: Number(r.dataset.steps),
                    done: Number(r.dataset.done), total: Number(r.dataset.total),
                    state: r.dataset.state,
                    heading: document.querySelector("#review-step").textContent,
                    summary: document.querySelector("#review-summary").textContent,
                    decision: document.querySelector("#review-decision").textContent,
                    live: document.querySelector("#review-live").textContent,
                    hands: cards("#review-table .review-seat .card"),
                    trick: cards("#review-table .trick .card"),
                    better: cards("#review-table .card.better"),
                    grades: [...document.querySelectorAll("#review-decisions li")]
                        .map(li => li.dataset.grade)};
        }"""
    )
    return state
