"""The coach's figures in the hint (issue 51): every legal card or bid priced against the hint's
own (``expect.costs``), and the question asked before a choice that costs more than the game's
threshold (``expect.warn``); none of it for a pass or a forced card, and the hard level's
decisions unchanged."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from helpers import EAST, SOUTH, deck_from_hands, new_hearts, new_spades, play
from kawu import api, bridge
from kawu.bots import advise, decide, figures, seed_for
from kawu.bots.search import distinct_cards
from kawu.engine.cards import CODES, card
from kawu.engine.spades import MAX_BID

EFFORT = 0.1
TABLE = ["person", "normal", "normal", "normal"]


def south_decisions(game: str, seed: int) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """The first hand of a game, South following the hint: each of South's (view, hint)."""
    record = api.new_game(game, seed=seed, secret="0" * 32)
    out = []
    while not api.view(record, SOUTH)["history"]:
        view = api.view(record, SOUTH)
        for seat in view["to_act"]:
            if seat == SOUTH:
                hint = api.hint(record, SOUTH, EFFORT, TABLE)
                out.append((api.view(record, SOUTH), hint))
                action = hint["action"]
            else:
                action = api.bot_action(record, seat, "normal")
            record = api.act(record, seat, action)
    return out


@pytest.fixture(scope="module")
def decisions() -> dict[str, list[tuple[dict[str, Any], dict[str, Any]]]]:
    return {game: [d for s in (3, 4) for d in south_decisions(game, s)] for game in
            ("hearts", "spades")}  # fmt: skip


def key(action: Any) -> str:
    return action if isinstance(action, str) else str(action)


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_the_hint_prices_every_legal_card_or_bid_against_its_own(
    decisions: dict[str, Any], game: str
) -> None:
    priced = 0
    for view, hint in decisions[game]:
        expect = hint["expect"]
        if view["phase"] == "pass" or expect is None:
            continue
        costs = expect["costs"]
        assert set(costs) == {key(a) for a in view["legal"]}, view["legal"]
        assert costs[key(hint["action"])] == 0
        assert all(c >= 0 and round(c, 2) == c for c in costs.values())
        if view["phase"] == "bid":
            assert set(costs) == {str(b) for b in range(MAX_BID + 1)}
        priced += 1
    assert priced >= 15


def test_touching_cards_cost_alike_as_the_search_tried_them_once(decisions: Any) -> None:
    # Each class of cards that play alike (search.distinct_cards) has one cost.
    compared = 0
    for seed in (3, 4):
        record = api.new_game("hearts", seed=seed, secret="0" * 32)
        while not api.view(record, SOUTH)["history"]:
            view = api.view(record, SOUTH)
            seat = view["to_act"][0]
            if seat == SOUTH and view["phase"] == "play" and len(view["legal"]) > 2:
                hint = api.hint(record, SOUTH, EFFORT, TABLE)
                state = api.load(record)
                tried = distinct_cards(state, state.legal_mask(), SOUTH)
                for c in state.legal_actions(SOUTH):
                    stand = max(k for k in tried if k // 13 == c // 13 and k <= c)
                    assert hint["expect"]["costs"][CODES[c]] == hint["expect"]["costs"][
                        CODES[stand]
                    ]
                    compared += c != stand
            action = api.bot_action(record, seat, "normal")
            record = api.act(record, seat, action)
    assert compared > 0


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_a_warning_comes_exactly_for_a_cost_over_the_games_threshold(
    decisions: dict[str, Any], game: str
) -> None:
    limit = figures.WARN_OVER[game]
    warned = 0
    for _, hint in decisions[game]:
        expect = hint["expect"]
        if expect is None or "costs" not in expect:
            continue
        over = {k for k, c in expect["costs"].items() if c > limit}
        assert set(expect["warn"]) == over
        for words in expect["warn"].values():
            assert set(words) == {"it", "en"}
            assert words["en"].endswith("anyway?") and "comunque?" in words["it"]
        warned += len(over)
    assert warned > 0


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_no_figures_for_a_forced_card(decisions: dict[str, Any], game: str) -> None:
    forced = [h for v, h in decisions[game] if v["phase"] == "play" and len(v["legal"]) == 1]
    assert forced
    assert all(h["expect"] is None for h in forced)


def test_the_pass_has_its_figures_but_no_costs_and_no_warning(decisions: Any) -> None:
    passes = [h for v, h in decisions["hearts"] if v["phase"] == "pass"]
    assert passes
    for hint in passes:
        assert set(hint["expect"]) == {"value", "alternatives"}


# -- a position written with card codes ------------------------------------------------------
# North has won the first trick and leads 3♠; East plays Q♠. South holds A♠ K♠ 2♠: either of the
# two high spades takes her 13 points (West's J♠ is the only spade after), 2♠ gives her to East
# (South then holds A♠ K♠ for later spade tricks: the cost is less than her 13).
QUEEN_DEAL = dict(
    south="AS KS 2S 4C 5D 6D 7D 8D 9D TD JD QD KD",
    west="2C 3C 5C 6C 7C 8C 9C JS 2H 3H 4H 5H 6H",
    north="AC TC JC QC KC 3S 4S 5S 7H 8H 9H TH JH",
    east="QS 6S 7S 8S 9S TS AD 2D 3D 4D QH KH AH",
)


def queen_on_the_trick() -> Any:
    state = new_hearts(deck_from_hands(**QUEEN_DEAL), first_direction=3)  # no pass
    play(state, "2C AC 2D 4C  3S QS")
    assert state.turn == SOUTH
    return state


def test_taking_the_queen_of_spades_is_warned_and_ducking_her_is_not() -> None:
    hint = advise(queen_on_the_trick(), SOUTH, EFFORT, 1)
    expect = hint["expect"]
    assert hint["action"] == "2S"
    assert expect["costs"]["2S"] == 0
    assert expect["costs"]["KS"] == expect["costs"]["AS"] > figures.WARN_OVER["hearts"]
    assert set(expect["warn"]) == {"KS", "AS"}
    more = figures.whole(expect["costs"]["KS"])
    assert expect["warn"]["KS"] == {
        "en": f"K♠ likely costs about {more} points more than 2♠: play it anyway?",
        "it": f"K♠ probabilmente costa circa {more} punti in più di 2♠: la giochi comunque?",
    }


def test_a_threshold_over_the_cost_silences_the_warning(monkeypatch: pytest.MonkeyPatch) -> None:
    cost = advise(queen_on_the_trick(), SOUTH, EFFORT, 1)["expect"]["costs"]["KS"]
    monkeypatch.setitem(figures.WARN_OVER, "hearts", cost)  # over: strictly more than the limit
    assert advise(queen_on_the_trick(), SOUTH, EFFORT, 1)["expect"]["warn"] == {}
    monkeypatch.setitem(figures.WARN_OVER, "hearts", cost - 0.01)
    assert set(advise(queen_on_the_trick(), SOUTH, EFFORT, 1)["expect"]["warn"]) == {"KS", "AS"}


def test_a_forced_card_is_never_warned_whatever_the_threshold(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(figures.WARN_OVER, "hearts", -1.0)
    state = new_hearts(deck_from_hands(**QUEEN_DEAL), first_direction=3)
    play(state, "2C AC 2D")
    assert state.legal_actions(SOUTH) == [card("4C")]
    assert advise(state, SOUTH, EFFORT, 1)["expect"] is None


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_a_close_call_is_never_warned(decisions: dict[str, Any], game: str) -> None:
    limit = figures.WARN_OVER[game]
    close = 0
    for _, hint in decisions[game]:
        expect = hint["expect"]
        if expect is None or "costs" not in expect:
            continue
        for k, c in expect["costs"].items():
            if 0 < c <= limit:
                assert k not in expect["warn"]
                close += 1
    assert close > 0


# -- Spades: a bid -----------------------------------------------------------------------------
BID_DEAL = dict(
    south="AS KS QS 5S 4S AH KH 2H 3D 4D 2C 3C 4C",
    west="2S 3S 6S QH JH TH 5D 6D 7D 5C 6C 7C 8C",
    north="7S 8S 9S 9H 8H 7H 8D 9D TD 9C TC JC QC",
    east="TS JS 6H 5H 4H 3H AD KD QD JD 2D KC AC",
)


def test_a_bid_far_from_the_count_is_warned_in_the_teams_points() -> None:
    state = new_spades(deck_from_hands(**BID_DEAL), dealer=EAST)  # South bids first
    hint = advise(state, SOUTH, EFFORT, 2)
    expect = hint["expect"]
    assert set(expect["costs"]) == {str(b) for b in range(MAX_BID + 1)}
    assert "13" in expect["warn"] and "0" in expect["warn"]
    more = figures.whole(expect["costs"]["13"])
    bid = hint["action"]
    assert expect["warn"]["13"]["en"] == (
        f"Bidding 13 likely gives your team about {more} points less than bidding {bid}: bid 13"
        " anyway?"
    )
    assert expect["warn"]["0"]["en"].startswith("Bidding nil likely")
    assert expect["warn"]["0"]["it"].startswith("Dichiarando nil la squadra")


def test_the_hard_level_decides_as_it_did_before_the_coach_priced_the_rest() -> None:
    # The hint's extra deals for the bids the search did not try come after its decision: the
    # hard level's bid and card are the same with or without them.
    rng = random.Random(9)
    checked = 0
    for seed in range(6):
        record = api.new_game("spades", seed=40 + seed, secret="0" * 32)
        while api.view(record, SOUTH)["phase"] == "bid":
            seat = api.view(record, SOUTH)["to_act"][0]
            state = api.load(record)
            index = len(record["actions"])
            hard, _, _ = decide(state, seat, "hard", random.Random(seed_for(record["seed"], index)),
                                None, TABLE)  # fmt: skip
            hint = advise(state, seat, 1.0, seed_for(record["seed"], index), TABLE)
            assert hint["action"] == hard
            checked += 1
            record = api.act(record, seat, api.bot_action(record, seat, "normal", rng.randrange(9)))
    assert checked == 24


def test_the_bridge_gives_the_coachs_figures_as_the_api(decisions: Any) -> None:
    record = api.new_game("spades", seed=3, secret="0" * 32)
    while api.view(record, SOUTH)["to_act"] != [SOUTH]:
        seat = api.view(record, SOUTH)["to_act"][0]
        record = api.act(record, seat, api.bot_action(record, seat, "normal"))
    payload = {"record": record, "seat": SOUTH, "effort": EFFORT, "table": TABLE}
    answer = json.loads(bridge.call("hint", json.dumps(payload)))
    assert answer["ok"]
    assert answer["result"] == api.hint(record, SOUTH, EFFORT, TABLE)
    assert api.view(record, SOUTH)["phase"] == "bid"
    assert set(answer["result"]["expect"]["costs"]) == {str(b) for b in range(MAX_BID + 1)}
