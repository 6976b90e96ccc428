"""Spades house rules, rule by rule (RULES.md "House rules for Spades"): each option and value,
alone and combined. In a sweep deal one seat takes all 13 tricks whatever anyone plays, so the
scores are exact. East deals, South bids and (kawu's first lead) leads first.
"""

from __future__ import annotations

import pytest

from engine.test_spades_rules import MIXED, sweep
from helpers import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    bid_all,
    hand,
    legal,
    new_spades,
    play,
    play_spades_hand,
    spades_sweep_deck,
)
from kawu.engine import house
from kawu.engine.cards import card
from kawu.engine.errors import IllegalAction, OptionError
from kawu.engine.spades import BLIND_NIL, LOOK, SpadesOptions
from kawu.engine.tricks import Phase


def raises(state: object, seat: int, code: str, reason: str) -> None:
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, card(code))  # type: ignore[attr-defined]
    assert info.value.reason == reason, str(info.value)


# -- nil_value -----------------------------------------------------------------------------------
def test_house_nil_value_50_a_nil_made_scores_50() -> None:
    game = sweep(WEST, nil_value=50)
    play_spades_hand(game, {SOUTH: 0, WEST: 4, NORTH: 1, EAST: 4})
    # South's nil made: +50; North's 1 missed: -10. West and East: 80 + 5 bags.
    assert game.history[-1]["points"] == [40, 85]


def test_house_nil_value_50_a_nil_failed_costs_50() -> None:
    game = sweep(SOUTH, nil_value=50)
    play_spades_hand(game, {SOUTH: 0, WEST: 1, NORTH: 1, EAST: 1})
    # South's nil took 13: -50, 13 bags (+13, then -100 at ten, 3 carried); North's 1: -10.
    assert game.history[-1]["points"] == [-50 + 13 - 100 - 10, -20]
    assert game.bags == [3, 0]


def test_house_nil_value_50_blind_nil_stays_200() -> None:
    game = sweep(WEST, nil_value=50, blind_nil=True)
    game.scores = [0, 200]  # South's team trails by 200: blind nil is open to it
    game.looked = [not game.may_bid_blind(s) for s in range(4)]
    game.apply(SOUTH, BLIND_NIL)
    for seat, bid in ((WEST, 4), (NORTH, LOOK), (NORTH, 1), (EAST, 4)):
        game.apply(seat, bid)
    play_spades_hand(game, {})
    assert game.history[-1]["points"] == [200 - 10, 85]


# -- bag_penalty ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("rule", "points", "bags"),
    [
        ("ten_for_100", [[85, -20], [85, -20]], [[5, 0], [0, 0]]),  # 10 bags: -100
        ("five_for_50", [[85 - 50, -20], [85 - 50, -20]], [[0, 0], [0, 0]]),  # 5 bags: -50
        ("none", [[85, -20], [85, -20]], [[5, 0], [10, 0]]),  # bags never cost
    ],
)
def test_house_bag_penalty_each_rule(
    rule: str, points: list[list[int]], bags: list[list[int]]
) -> None:
    game = sweep(SOUTH, SOUTH, bag_penalty=rule)
    for n in range(2):
        play_spades_hand(game, {SOUTH: 4, WEST: 1, NORTH: 4, EAST: 1})
        row = game.history[-1]
        expected = list(points[n])
        if rule == "ten_for_100" and n == 1:
            expected[0] -= 100
        assert row["points"] == expected, (rule, n)
        assert row["bag_totals"] == bags[n] == game.bags


# -- nil_tricks -----------------------------------------------------------------------------------
def test_house_nil_tricks_count_toward_the_partners_bid() -> None:
    game = sweep(SOUTH, nil_tricks="count")
    play_spades_hand(game, {SOUTH: 0, WEST: 1, NORTH: 4, EAST: 1})
    # South's 13 tricks make North's 4: +40, 9 bags (+9); South's nil failed: -100.
    row = game.history[-1]
    assert row["points"] == [40 + 9 - 100, -20]
    assert row["bags"] == [9, 0] and game.bags == [9, 0]
    kawu = sweep(SOUTH)
    play_spades_hand(kawu, {SOUTH: 0, WEST: 1, NORTH: 4, EAST: 1})
    # kawu: North's 4 missed (-40), South's nil -100, its 13 tricks bags (+13, -100 at ten).
    assert kawu.history[-1]["points"] == [-40 - 100 + 13 - 100, -20]


def test_house_nil_tricks_count_both_nil_every_trick_is_a_bag() -> None:
    game = sweep(SOUTH, nil_tricks="count")
    play_spades_hand(game, {SOUTH: 0, WEST: 1, NORTH: 0, EAST: 1})
    row = game.history[-1]
    # South's nil failed (-100), North's made (+100); 13 bags (+13, -100 at ten).
    assert row["points"] == [-100 + 100 + 13 - 100, -20]
    assert game.bags == [3, 0]


def test_house_nil_tricks_count_a_made_nil_adds_nothing() -> None:
    game = sweep(WEST, nil_tricks="count")
    play_spades_hand(game, {SOUTH: 0, WEST: 4, NORTH: 1, EAST: 4})
    assert game.history[-1]["points"] == [100 - 10, 85]


# -- spades_lead ----------------------------------------------------------------------------------
def test_house_spades_lead_any_spades_may_be_led_unbroken() -> None:
    kawu = new_spades(MIXED)
    bid_all(kawu, dict.fromkeys(range(4), 3))
    raises(kawu, SOUTH, "2S", "spades_not_broken")
    game = new_spades(MIXED, spades_lead="any")
    bid_all(game, dict.fromkeys(range(4), 3))
    assert legal(game) == set(hand(game, SOUTH).split())
    play(game, "2S")
    assert game.broken


# -- first_lead -----------------------------------------------------------------------------------
def test_house_first_lead_two_clubs_its_holder_leads_it() -> None:
    game = new_spades(spades_sweep_deck(WEST), first_lead="two_clubs")  # North holds the clubs
    assert game.turn == SOUTH  # bidding still starts left of the dealer
    bid_all(game, dict.fromkeys(range(4), 3))
    assert game.phase is Phase.PLAY and game.turn == NORTH == game.leader
    assert legal(game) == {"2C"}
    raises(game, NORTH, "3C", "lead_two_clubs")
    play(game, "2C")
    assert game.turn == EAST


def test_house_first_lead_two_clubs_with_spades_lead_any_later_tricks() -> None:
    game = new_spades(MIXED, first_lead="two_clubs", spades_lead="any")
    bid_all(game, dict.fromkeys(range(4), 3))
    assert game.turn == WEST and legal(game) == {"2C"}
    play(game, "2C 6C 7S AC")  # East trumps
    assert game.turn == EAST and legal(game) == set(hand(game, EAST).split())


# -- the options ----------------------------------------------------------------------------------
def test_house_spades_options_refuse_bad_values() -> None:
    for options in (
        {"nil_value": 75},
        {"nil_value": "100"},
        {"bag_penalty": "ten"},
        {"nil_tricks": True},
        {"spades_lead": "never"},
        {"first_lead": "any_club"},
    ):
        with pytest.raises(OptionError) as info:
            SpadesOptions(**options)  # type: ignore[arg-type]
        assert info.value.reason == "option_value"
        assert info.value.params["option"] == next(iter(options))


def test_house_spades_defaults_are_kawus_rules() -> None:
    o = SpadesOptions()
    assert (o.nil_value, o.bag_penalty, o.nil_tricks) == (100, "ten_for_100", "bags")
    assert (o.spades_lead, o.first_lead) == ("broken", "dealer_left")
    assert house.is_default("spades", o)
    assert house.BAG_RULES["ten_for_100"] == (10, 100)
