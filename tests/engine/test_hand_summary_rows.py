"""What a finished hand's history row says of how its points add up (issue 50: the hand's
summary spells them out from these figures, never working a rule out in the page).

Hearts: ``hearts`` (how many hearts each seat took), ``made_of`` (each seat's points taken by what
scored them: ``hearts``, ``queen``, ``king``, ``ace``, ``jack``), ``moon_points`` (the moon's own
points, J♦ aside). Spades: ``contracts``, ``counted`` (the tricks that count toward the bid),
``bid_points``, ``nil_points`` (per seat), ``bags_cleared``; a team's ``points`` are its
``bid_points`` + its nils + its ``bags`` (a point each) - its ``bag_penalty``. Rows name no card
(RULES.md: "History lists points, never cards").

Seats: 0 South, 1 West, 2 North, 3 East.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.test_hearts_rules import QUEEN_AND_HEARTS
from engine.test_spades_rules import sweep
from helpers import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    moon_deck,
    new_hearts,
    play_out_hand,
    play_spades_hand,
    random_action,
    seeded_deals,
    view_card_codes,
)
from kawu.engine import house
from kawu.engine.cards import FIRST_HEART, FIRST_SPADE, card
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.spades import BLIND_NIL, LOOK, Spades, SpadesOptions


def hold_hand(deck: list[int], **options: Any) -> dict[str, Any]:
    """A hold hand (kawu's 4th) played out with the lowest legal cards: its history row."""
    game = new_hearts(deck, first_direction=3, **options)
    play_out_hand(game)
    row: dict[str, Any] = game.history[-1]
    return row


# -- Hearts ---------------------------------------------------------------------------------------
def test_hearts_row_counts_the_hearts_and_names_who_took_the_queen() -> None:
    # North takes all thirteen hearts, East Q♠ (engine.test_hearts_rules.QUEEN_AND_HEARTS).
    row = hold_hand(QUEEN_AND_HEARTS)
    assert row["hearts"] == [0, 0, 13, 0]
    assert row["made_of"] == [{}, {}, {"hearts": 13}, {"queen": 13}]
    assert row["taken"] == row["points"] == [0, 0, 13, 13]
    assert row["moon"] is None and row["moon_points"] is None


def test_hearts_row_jack_of_diamonds_is_minus_ten_to_its_taker() -> None:
    row = hold_hand(QUEEN_AND_HEARTS, jack_of_diamonds=True)
    assert row["made_of"] == [{}, {}, {"hearts": 13, "jack": -10}, {"queen": 13}]
    assert row["jack"] == NORTH and row["points"] == [0, 0, 3, 13]


def test_hearts_row_black_maria_king_ten_ace_seven() -> None:
    row = hold_hand(QUEEN_AND_HEARTS, points="black_maria")
    assert row["made_of"] == [{}, {}, {"hearts": 13, "king": 10, "ace": 7}, {"queen": 13}]
    assert row["points"] == [0, 0, 30, 13]


def test_hearts_row_spot_hearts_by_rank_queen_twenty_five() -> None:
    row = hold_hand(QUEEN_AND_HEARTS, points="spot")
    assert row["hearts"] == [0, 0, 13, 0], "the count, whatever the hearts are worth"
    assert row["made_of"] == [{}, {}, {"hearts": sum(range(2, 15))}, {"queen": 25}]
    assert row["points"] == [0, 0, 104, 25]


def test_hearts_row_no_tricks_bonus_is_apart_from_what_was_taken() -> None:
    row = hold_hand(QUEEN_AND_HEARTS, no_tricks_bonus=True)
    assert row["made_of"] == [{}, {}, {"hearts": 13}, {"queen": 13}]
    assert row["bonus"] == [-5, -5, 0, 0] and row["points"] == [-5, -5, 13, 13]


@pytest.mark.parametrize(
    ("options", "points", "moon_points"),
    [
        ({}, [26, 26, 0, 26], [26, 26, 0, 26]),
        ({"moon": "subtract_from_self"}, [0, 0, -26, 0], [0, 0, -26, 0]),
        # North shoots holding J♦ too: its -10 stays beside the moon's 0.
        ({"jack_of_diamonds": True}, [26, 26, -10, 26], [26, 26, 0, 26]),
        ({"points": "black_maria"}, [43, 43, 0, 43], [43, 43, 0, 43]),
    ],
)
def test_hearts_row_moon_points_are_the_moons_jack_aside(
    options: dict[str, Any], points: list[int], moon_points: list[int]
) -> None:
    deck, _ = moon_deck(NORTH, 3)
    row = hold_hand(deck, **options)
    assert row["moon"] == NORTH
    assert row["hearts"] == [0, 0, 13, 0]
    assert row["points"] == points and row["moon_points"] == moon_points


def made_of_by_log(
    log: list[tuple[int, tuple[int, ...], int]], options: HeartsOptions
) -> list[dict[str, int]]:
    """Each seat's points taken by what scored them, written out again from the cards."""
    values = house.CARD_POINTS[options.points]
    names = {card("QS"): "queen", card("KS"): "king", card("AS"): "ace"}
    out: list[dict[str, int]] = [{}, {}, {}, {}]
    for _leader, trick, winner in log:
        for c in trick:
            if FIRST_HEART <= c < FIRST_SPADE:
                out[winner]["hearts"] = out[winner].get("hearts", 0) + values[c]
            elif c in names and values[c]:
                out[winner][names[c]] = values[c]
            elif options.jack_of_diamonds and c == card("JD"):
                out[winner]["jack"] = -10
    return out


@pytest.mark.parametrize("seed", range(12))
def test_hearts_row_made_of_adds_up_to_what_each_seat_took(seed: int) -> None:
    rng = random.Random(seed)
    options = HeartsOptions(
        points=rng.choice(house.SCHEMES),
        jack_of_diamonds=rng.random() < 0.5,
        no_tricks_bonus=rng.random() < 0.5,
    )
    game = Hearts(options, deals=seeded_deals(seed))
    while len(game.history) < 3 and game.to_act():
        seat = game.to_act()[0]
        log, hands = list(game.log), len(game.history)
        game.apply(seat, random_action(game, seat, rng))
        if len(game.history) == hands:
            continue
        assert game.last_trick is not None
        row = game.history[-1]  # the hand just over: its tricks are the log and the last one
        assert row["made_of"] == made_of_by_log([*log, game.last_trick], options)
        assert sum(row["hearts"]) == 13
        assert [sum(m.values()) for m in row["made_of"]] == row["taken"]
        if row["moon"] is None:
            bonus = row.get("bonus", [0, 0, 0, 0])
            assert row["points"] == [t + b for t, b in zip(row["taken"], bonus, strict=True)]
    for row in game.history:
        assert view_card_codes(row) == set(), "history lists points, never cards"


# -- Spades ---------------------------------------------------------------------------------------
def add_up(row: dict[str, Any]) -> list[int]:
    """A team's points as the summary adds them: bid, nils, a point a bag, less the penalty."""
    return [
        row["bid_points"][t]
        + sum(row["nil_points"][s] or 0 for s in (t, t + 2))
        + row["bags"][t]
        - row["bag_penalty"][t]
        for t in (0, 1)
    ]


def test_spades_row_bid_made_ten_a_trick_and_a_point_a_bag() -> None:
    game = sweep(WEST)  # West takes all 13
    play_spades_hand(game, {SOUTH: 2, WEST: 4, NORTH: 1, EAST: 4})
    row = game.history[-1]
    assert row["contracts"] == [3, 8] and row["counted"] == [0, 13]
    assert row["bid_points"] == [-30, 80], "South and North set: -10 a trick bid"
    assert row["bags"] == [0, 5] and row["nil_points"] == [None] * 4
    assert row["points"] == add_up(row) == [-30, 85]
    assert row["bags_cleared"] == [0, 0]


def test_spades_row_nil_made_and_failed_by_nil_value() -> None:
    game = sweep(WEST, nil_value=50)
    play_spades_hand(game, {SOUTH: 0, WEST: 4, NORTH: 1, EAST: 4})
    row = game.history[-1]
    assert row["nil_points"] == [50, None, None, None]
    assert row["bid_points"] == [-10, 80] and row["points"] == add_up(row) == [40, 85]
    failed = sweep(SOUTH)
    play_spades_hand(failed, {SOUTH: 0, WEST: 1, NORTH: 1, EAST: 1})
    row = failed.history[-1]
    # South's nil took 13: -100, 13 bags (+13), ten of them cleared for -100; North's 1 set.
    assert row["nil_points"] == [-100, None, None, None]
    assert row["counted"] == [0, 0], "a nil bidder's tricks never count toward the partner's bid"
    assert row["bags"] == [13, 0] and row["bags_cleared"] == [10, 0]
    assert row["bag_penalty"] == [100, 0] and row["bag_totals"] == [3, 0]
    assert row["points"] == add_up(row) == [-100 + 13 - 100 - 10, -20]


def test_spades_row_blind_nil_is_two_hundred() -> None:
    game = sweep(WEST, blind_nil=True)
    game.scores = [0, 200]  # South's team trails by 200: blind nil is open to it
    game.looked = [not game.may_bid_blind(s) for s in range(4)]
    game.apply(SOUTH, BLIND_NIL)
    for seat, bid in ((WEST, 4), (NORTH, LOOK), (NORTH, 1), (EAST, 4)):
        game.apply(seat, bid)
    play_spades_hand(game, {})
    row = game.history[-1]
    assert row["nil_points"] == [200, None, None, None]
    assert row["points"] == add_up(row) == [200 - 10, 85]


def test_spades_row_nil_tricks_count_toward_the_partners_bid() -> None:
    game = sweep(SOUTH, nil_tricks="count")
    play_spades_hand(game, {SOUTH: 0, WEST: 1, NORTH: 4, EAST: 1})
    row = game.history[-1]
    assert row["counted"] == [13, 0] and row["bid_points"] == [40, -20]
    assert row["nil_points"] == [-100, None, None, None] and row["bags"] == [9, 0]
    assert row["points"] == add_up(row) == [40 + 9 - 100, -20]


def test_spades_row_five_bags_for_fifty_clears_five() -> None:
    game = sweep(SOUTH, SOUTH, bag_penalty="five_for_50")
    play_spades_hand(game, {SOUTH: 4, WEST: 1, NORTH: 4, EAST: 1})
    row = game.history[-1]
    assert row["bags"] == [5, 0] and row["bags_cleared"] == [5, 0]
    assert row["bag_penalty"] == [50, 0] and row["points"] == add_up(row) == [85 - 50, -20]


@pytest.mark.parametrize("seed", range(8))
def test_spades_row_points_add_up_in_random_hands(seed: int) -> None:
    rng = random.Random(seed)
    options = SpadesOptions(
        nil_value=rng.choice(house.NIL_VALUES),
        bag_penalty=rng.choice(house.BAG_PENALTIES),
        nil_tricks=rng.choice(house.NIL_TRICKS),
    )
    game = Spades(options, deals=seeded_deals(seed), first_dealer=EAST)
    while len(game.history) < 4 and game.to_act():
        seat = game.to_act()[0]
        if game.phase.value == "bid":
            action = rng.choice([0, *range(1, 6)])
        else:
            action = random_action(game, seat, rng)
        game.apply(seat, action)
    for row in game.history:
        assert row["points"] == add_up(row)
        for t in (0, 1):
            assert row["contracts"][t] == sum(row["bids"][s] for s in (t, t + 2))
            if row["contracts"][t]:
                made = row["counted"][t] >= row["contracts"][t]
                assert row["bid_points"][t] == (10 if made else -10) * row["contracts"][t]
        assert [v is not None for v in row["nil_points"]] == [b == 0 for b in row["bids"]]
