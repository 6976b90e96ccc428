"""The hand's summary and the game-over dialog (issue 50) in every engine: the figures shown are
CPython's history row (Hearts: the hearts, Q♠, K♠ and A♠ with Black Maria, J♦ with its option,
one points column and the total; Spades: the bid made or set, each nil, the bags, the penalty and
the hand's points as their sum); the chart absent after the first hand and there from the second;
Verify and the audit behind one small "Fair play" link; and at 1280x800, 768x1024, 375x667,
320x568, 667x375 and 844x390 the dialogs fit: the heading and Continue / New game in view, the
body not scrolling (the game over's chart whole in view), the chart never cut. A screenshot of
each at each size goes to ``test-output/summary/<engine>/``: look at them.

Each summary opens as a person meets it: the record is saved one card before the hand's end
(made by CPython's kawu.api), the page opened, the last card clicked.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from drivers import TURN, Tab
from kawu_page import Site
from play import axe_violations, click_card, engine_view, inject, wait_await
from ux_page import bots_until

from kawu import api

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path(os.environ.get("KAWU_SCREENS") or ROOT / "test-output" / "screens").parent / "summary"
SIZES = [(1280, 800), (768, 1024), (375, 667), (320, 568), (667, 375), (844, 390)]
SUMMARY = "dialog[open][data-kind=summary]"
MINUS = "\u2212"

Record = dict[str, Any]
View = dict[str, Any]


def last_card_of(hand: int) -> Callable[[View], bool]:
    """Seat 0 holds its last card of hand ``hand``, and it is its turn: one click ends the hand."""
    return lambda v: (
        v["hand_number"] == hand
        and v["phase"] == "play"
        and v["to_act"] == [0]
        and len(v["hand"]) == 1
    )


def with_nil(record: Record, done: Callable[[View], bool], nil_in: int) -> Record:
    """The easy players at every seat until ``done``, South bidding nil in hand ``nil_in``."""
    while not done(view := api.view(record, 0)):
        seat = view["to_act"][0]
        if (
            seat == 0
            and view["phase"] == "bid"
            and view["hand_number"] == nil_in
            and 0 in view["legal"]
        ):
            action: Any = 0
        else:
            action = api.bot_action(record, seat, "easy", seed=len(record["actions"]))
        record = api.act(record, seat, action)
    return record


def end_the_hand(tab: Tab, site: Site, record: Record) -> View:
    """Open ``record`` (seat 0 to play its last card), play it; the summary or game over opens.
    Returns the history row of the hand just over, as CPython's kawu.api says it of the record
    the page saved."""
    inject(tab, site, record)
    wait_await(tab, ("play",))
    (card,) = api.view(record, 0)["hand"]
    click_card(tab, card)
    tab.wait_selector("dialog[open]:is([data-kind=summary], [data-kind=gameover])", timeout=TURN)
    history = engine_view(tab)["history"]
    assert len(history) == len(api.view(record, 0)["history"]) + 1, "the hand is over"
    row: View = history[-1]
    return row


def cells(tab: Tab, column: str) -> list[str]:
    """The Hearts summary's cells of one column (``data-col``), a seat a row, seat 0 first."""
    return list(
        tab.evaluate(
            "(col) => [0, 1, 2, 3].map((s) => document.querySelector("
            "`#summary-table tr[data-seat='${s}'] td[data-col='${col}']`)?.textContent ?? null)",
            column,
        )
    )


def figure(n: int) -> str:
    return str(n).replace("-", MINUS)


def numbers(text: str) -> list[int]:
    """The signed whole numbers of a cell, in order: "-30 - 100 + 6 = -124" (with minus signs) is
    [-30, -100, 6, -124]."""
    text = text.replace(MINUS, "-").replace("\u00a0", " ")
    return [int(m.replace(" ", "")) for m in re.findall(r"[-+]? ?\d+", text)]


def spades_rows(tab: Tab) -> dict[str, list[str]]:
    found: dict[str, list[str]] = tab.evaluate(
        "() => Object.fromEntries([...document.querySelectorAll('#summary-table tbody tr')]"
        ".map((r) => [r.dataset.row, [...r.querySelectorAll('td')].map((td) => td.textContent)]))"
    )
    return found


# -- Hearts ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("options", "seed", "cards"),
    [
        (None, 3, ["queen"]),
        ({"points": "black_maria", "jack_of_diamonds": True}, 5, ["queen", "king", "ace", "jack"]),
    ],
)
def test_hearts_summary_shows_the_history_rows_hearts_cards_and_points(
    tab: Tab, site: Site, options: dict[str, Any] | None, seed: int, cards: list[str]
) -> None:
    record = bots_until(api.new_game("hearts", options, seed=seed), last_card_of(1))
    row = end_the_hand(tab, site, record)
    tab.wait_selector(SUMMARY)
    head = tab.data("#summary-table thead th[data-col]", "col")
    assert head == ["player", "hearts", *cards, "points", "total"]
    assert cells(tab, "hearts") == [str(n) if n else "" for n in row["hearts"]]
    for card in cards:
        want = [figure(m[card]) if card in m else "" for m in row["made_of"]]
        assert cells(tab, card) == want, card
    assert cells(tab, "points") == [figure(p) for p in row["points"]]
    assert cells(tab, "total") == [figure(s) for s in row["scores"]]
    assert tab.count(f"{SUMMARY} svg.chart") == 0, "a chart of one hand says nothing"
    # Continue the one primary button; Verify and the audit behind one small Fair play link.
    assert tab.data(f"{SUMMARY} .dialog-actions button", "intent") == [
        "verify",
        "review",
        "sheet",
        None,
    ]
    assert tab.data(f"{SUMMARY} .dialog-actions .primary", "value") == ["continue"]
    assert tab.count(f"{SUMMARY} .dialog-link[data-intent=verify][data-hand='1'] svg.lock") == 1
    assert tab.count(f"{SUMMARY} [data-intent=audit]") == 0
    assert axe_violations(tab) == [], "the summary"


def test_hearts_summary_has_the_chart_from_the_second_hand(tab: Tab, site: Site) -> None:
    record = bots_until(api.new_game("hearts", seed=3), last_card_of(2))
    end_the_hand(tab, site, record)
    tab.wait_selector(f"{SUMMARY} svg.chart")
    history = engine_view(tab)["history"]
    totals = tab.evaluate(
        "() => [0, 1, 2, 3].map((s) => [...document.querySelectorAll("
        "`dialog[open] g.series[data-series='${s}'] circle`)].map((c) => Number(c.dataset.total)))"
    )
    assert totals == [[h["scores"][s] for h in history] for s in range(4)]


# -- Spades ---------------------------------------------------------------------------------------
def test_spades_summary_adds_up_the_history_rows_points(open_session: Any, site: Site) -> None:
    tab: Tab = open_session(locale="en-US").new_tab()
    record = with_nil(api.new_game("spades", seed=4), last_card_of(1), nil_in=1)
    row = end_the_hand(tab, site, record)
    tab.wait_selector(SUMMARY)
    assert row["nil_points"][0] is not None, "South bid nil"
    rows = spades_rows(tab)
    order = tab.data("#summary-table tbody tr", "row")
    assert order[0] == "bid" and order[-2:] == ["points", "total"] and "nil" in order
    for team in (0, 1):
        contract, points = row["contracts"][team], row["bid_points"][team]
        if contract:
            assert numbers(rows["bid"][team]) == [contract, row["counted"][team], points]
            assert ("set" in rows["bid"][team]) == (points < 0), rows["bid"][team]
        else:  # both bid nil: no contract
            assert numbers(rows["bid"][team]) == [] and points == 0
        nils = [row["nil_points"][s] for s in (team, team + 2) if row["nil_points"][s] is not None]
        if nils:
            shown = [n for n in numbers(rows["nil"][team]) if abs(n) in (100, 200)]
            assert shown == nils, rows["nil"][team]
        assert numbers(rows["bags"][team]) == [row["bags"][team], row["bag_totals"][team]]
        parts = [points, *nils] + ([row["bags"][team]] if row["bags"][team] else [])
        parts += [-row["bag_penalty"][team]] if row["bag_penalty"][team] else []
        # "-30 - 100 + 6 = -124": the parts, then the hand's points; one part alone, signed.
        want = [*parts, row["points"][team]] if len(parts) > 1 else parts
        assert numbers(rows["points"][team]) == want, rows["points"][team]
        assert sum(parts) == row["points"][team]
        assert numbers(rows["total"][team]) == [row["scores"][team]]
    assert "Your nil " in rows["nil"][0]
    assert axe_violations(tab) == [], "the summary"


# -- the fit at every size ------------------------------------------------------------------------
FIT = """() => {
  const W = innerWidth, H = innerHeight;
  const d = document.querySelector('#dialog[open]');
  const box = (e) => {
    const r = e.getBoundingClientRect();
    return [r.left, r.top, r.right, r.bottom];
  };
  const inside = ([l, t, r, b], [L, T, R, B]) =>
    l >= L - 1 && t >= T - 1 && r <= R + 1 && b <= B + 1;
  const body = d.querySelector('.dialog-body');
  const view = [0, 0, W, H];
  const chart = d.querySelector('svg.chart');
  const primary = d.querySelector('.dialog-actions .primary');
  const p = box(primary);
  const hit = document.elementFromPoint((p[0] + p[2]) / 2, (p[1] + p[3]) / 2);
  return {
    scrollY: window.scrollY,
    dialog: inside(box(d), view),
    heading: inside(box(d.querySelector('h2')), view),
    primary: inside(p, view) && primary.contains(hit),
    bodyScrolls: body.scrollHeight > body.clientHeight + 1,
    chart: chart === null ? null : inside(box(chart), box(body)) && inside(box(chart), view),
    wide: [...d.querySelectorAll('*')].some((e) => e.getBoundingClientRect().right > W + 1),
  };
}"""


def fits_at_every_size(tab: Tab, name: str, chart: bool, body_fits: bool = True) -> None:
    folder = SHOTS / tab.engine
    folder.mkdir(parents=True, exist_ok=True)
    problems = {}
    for width, height in SIZES:
        tab.set_viewport(width, height)
        tab.wait_for("([w, h]) => innerWidth === w && innerHeight === h", [width, height])
        found = tab.evaluate(FIT)
        want = {"scrollY": 0, "dialog": True, "heading": True, "primary": True, "wide": False,
                "bodyScrolls": False, "chart": True if chart else None}  # fmt: skip
        if not body_fits:
            want["bodyScrolls"] = found["bodyScrolls"]
        if found != want:
            problems[f"{width}x{height}"] = {k: v for k, v in found.items() if want[k] != v}
        tab.screenshot(folder / f"{name}-{width}x{height}.png")
    assert not problems, f"{name}: {problems}"


def test_the_hearts_summary_fits_at_every_size(open_session: Any, site: Site) -> None:
    tab: Tab = open_session(viewport={"width": 1280, "height": 800}, locale="it-IT").new_tab()
    end_the_hand(tab, site, bots_until(api.new_game("hearts", seed=3), last_card_of(1)))
    fits_at_every_size(tab, "hearts-summary-hand-1", chart=False)
    end_the_hand(tab, site, bots_until(api.new_game("hearts", seed=3), last_card_of(2)))
    fits_at_every_size(tab, "hearts-summary-hand-2", chart=True)


def test_the_spades_summary_with_a_nil_fits_at_every_size(open_session: Any, site: Site) -> None:
    tab: Tab = open_session(viewport={"width": 1280, "height": 800}, locale="it-IT").new_tab()
    record = with_nil(api.new_game("spades", seed=4), last_card_of(2), nil_in=2)
    end_the_hand(tab, site, record)
    assert tab.count(f"{SUMMARY} tr[data-row=nil]") == 1
    fits_at_every_size(tab, "spades-summary-hand-2", chart=True)


@pytest.mark.parametrize(("game", "options", "seed"), [("hearts", {"target": 50}, 18),
                                                       ("spades", {"target": 250}, 8)])  # fmt: skip
def test_the_game_over_fits_at_every_size(
    open_session: Any, site: Site, game: str, options: dict[str, Any], seed: int
) -> None:
    tab: Tab = open_session(viewport={"width": 1280, "height": 800}, locale="it-IT").new_tab()
    full = bots_until(api.new_game(game, options, seed=seed), lambda v: v["phase"] == "game_over")
    last = max(i for i, (seat, _) in enumerate(full["actions"]) if seat == 0)
    record = {**full, "actions": full["actions"][:last]}
    assert last_card_of(api.view(record, 0)["hand_number"])(api.view(record, 0))
    end_the_hand(tab, site, record)
    tab.wait_selector("dialog[open][data-kind=gameover] svg.chart")
    fits_at_every_size(tab, f"{game}-game-over", chart=True)
