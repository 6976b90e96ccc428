"""Scripted scenarios: whole hands and games on fixed deals written with card codes."""

from __future__ import annotations

import pytest

from helpers import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    bid_all,
    cards,
    deck_from_hands,
    hand,
    legal,
    moon_game,
    new_hearts,
    new_spades,
    pass_cards,
    play,
    play_hearts_hand,
    play_out_hand,
    play_spades_hand,
    spades_sweep_deck,
)
from kawu.engine.tricks import Phase

# -- Hearts -------------------------------------------------------------------------------------
# Before passing left. East passes South K♣ A♣ A♠; with twelve clubs and A♠ South wins every
# trick: West must lead 2♣ into South's clubs, then nobody else holds a club or beats A♠.
MOON_BEFORE_PASSING = deck_from_hands(
    south="3C 4C 5C 6C 7C 8C 9C TC JC QC JD QD KD",
    west="2C 2D 3D 4D 5D 6D 7D 8D 9D TD JH QH KH",
    north="AD 2H 3H 4H 5H 6H 7H 8H 9H TH JS QS KS",
    east="KC AC AH 2S 3S 4S 5S 6S 7S 8S 9S TS AS",
)
MOON_PASSES = {SOUTH: "JD QD KD", WEST: "JH QH KH", NORTH: "JS QS KS", EAST: "KC AC AS"}


@pytest.mark.parametrize(
    ("moon", "scores"),
    [("add_to_others", [0, 26, 26, 26]), ("subtract_from_self", [-26, 0, 0, 0])],
)
def test_scenario_hearts_moon_shot_after_passing(moon: str, scores: list[int]) -> None:
    game = new_hearts(MOON_BEFORE_PASSING, moon=moon)
    pass_cards(game, MOON_PASSES)
    assert hand(game, SOUTH) == "3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC AS"
    assert game.view(SOUTH)["received"] == ["KC", "AC", "AS"]
    assert game.to_act() == [WEST]
    # Trick 1: North and East, out of clubs, may not give points; A♦ and a low spade go.
    play(game, "2C")
    play(game, "AD")
    assert legal(game) == {"2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "KS"}
    play(game, "2S AC")
    assert game.turn == SOUTH
    # South leads Q♣; nobody else has a club: West drops K♦, North Q♥, East Q♠.
    play(game, "QC KD QH QS")
    assert game.points == [14, 0, 0, 0]
    play_out_hand(game)
    (record,) = game.history
    assert record["taken"] == [26, 0, 0, 0]
    assert record["moon"] == SOUTH
    assert record["points"] == scores
    assert game.scores == scores
    assert game.hand_number == 2
    assert game.pass_direction == "right"


def test_scenario_hearts_tie_for_lowest_at_100_plays_another_hand() -> None:
    game, passes = moon_game([SOUTH, WEST, SOUTH, WEST, SOUTH])
    expected = [
        [0, 26, 26, 26],
        [26, 26, 52, 52],
        [26, 52, 78, 78],
        [52, 52, 104, 104],  # North and East passed 100; South and West tie for lowest
        [52, 78, 130, 130],
    ]
    for n in range(4):
        play_hearts_hand(game, passes[n])
        assert game.scores == expected[n]
        assert game.phase is not Phase.GAME_OVER
    assert game.hand_number == 5
    assert game.pass_direction == "left"
    assert [h["pass_direction"] for h in game.history] == ["left", "right", "across", "none"]
    play_hearts_hand(game, passes[4])
    assert game.scores == expected[4]
    assert game.phase is Phase.GAME_OVER
    assert game.winner == SOUTH
    assert [h["points"] for h in game.history] == [
        [0, 26, 26, 26], [26, 0, 26, 26], [0, 26, 26, 26], [26, 0, 26, 26], [0, 26, 26, 26],
    ]  # fmt: skip


# 2♣ sits with South before passing; it leads from wherever the pass sends it.
TWO_CLUBS_DEAL = deck_from_hands(
    south="2C 3D 9D 4H 8H QH 3S 7S JS AC KD 6C TC",
    west="3C 7C JC 2D 6D TD AD 5H 9H KH 4S 8S QS",
    north="4C 8C QC 3H 7H JH 5D JD 2H 6H TH AH 5S",
    east="5C 9C KC 4D 8D QD 2S 6S TS KS 9S AS 7D",
)


@pytest.mark.parametrize(("first_direction", "receiver"), [(0, WEST), (1, EAST), (2, NORTH)])
def test_scenario_hearts_two_of_clubs_holder_after_passing_leads(
    first_direction: int, receiver: int
) -> None:
    game = new_hearts(TWO_CLUBS_DEAL, first_direction=first_direction)
    assert "2C" in hand(game, SOUTH)
    pass_cards(game, {SOUTH: "2C AC KD", WEST: "AD KH QS", NORTH: "AH QC JH", EAST: "AS KS KC"})
    assert "2C" in hand(game, receiver)
    assert game.to_act() == [receiver]
    assert game.view(receiver)["legal"] == ["2C"]
    for seat in range(4):
        if seat != receiver:
            assert game.view(seat)["legal"] == []
    play(game, "2C")
    assert game.view(SOUTH)["trick"] == [[receiver, "2C"]]


def test_scenario_hearts_hold_hand_two_of_clubs_holder_leads_without_passing() -> None:
    game = new_hearts(TWO_CLUBS_DEAL, first_direction=3)
    assert game.phase is Phase.PLAY
    assert game.to_act() == [SOUTH]
    assert legal(game) == {"2C"}


# -- Spades -------------------------------------------------------------------------------------
# North bids nil and holds A♠ among hearts: South's first spade lead makes North win a trick.
NIL_FAILS = deck_from_hands(
    south="2D 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
    west="2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    north="AS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
    east="3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD AH",
)


def test_scenario_spades_nil_made_and_failed() -> None:
    game = new_spades(NIL_FAILS, spades_sweep_deck(WEST), dealer=EAST)
    bid_all(game, {SOUTH: 11, WEST: 0, NORTH: 0, EAST: 1})
    assert game.view(NORTH)["contracts"] == [11, 1]
    play(game, "2D 2C 2H 3D")  # South must lead its diamond; East wins
    play(game, "4D 2S 3C 3H")  # South trumps
    play(game, "3S 4C AS 5D")  # North has to play A♠ on the spade lead: its nil fails
    play(game, "4H AH 4S 5C")
    play_out_hand(game)  # South holds only spades now and takes the rest
    first = game.history[0]
    assert first["tricks"] == [11, 0, 1, 1]
    # South: 11 made exactly, +110. North: nil failed, -100, its trick a bag (+1).
    # West: nil made, +100. East: 1 made, +10.
    assert first["points"] == [11, 110]
    assert first["bags"] == [1, 0]
    # Hand 2, dealt by South: West takes every trick.
    assert game.dealer == SOUTH
    bid_all(game, {WEST: 0, NORTH: 0, EAST: 3, SOUTH: 0})
    play_out_hand(game)
    second = game.history[1]
    assert second["tricks"] == [0, 13, 0, 0]
    # South and North: both nils made, +200. West: nil failed with 13, -100 + 13; East's 3
    # missed, -30; 13 bags reach 10: -100, 3 bags left.
    assert second["points"] == [200, -100 + 13 - 30 - 100]
    assert game.scores == [211, -107]
    assert game.bags == [1, 3]


def test_scenario_spades_ten_bag_penalty() -> None:
    game = new_spades(spades_sweep_deck(SOUTH))  # South takes all 13 tricks every hand
    totals = []
    for _ in range(3):
        play_spades_hand(game, {SOUTH: 8, WEST: 1, NORTH: 1, EAST: 1})
        totals.append((list(game.scores), list(game.bags)))
    # Contract 9 made with 13: +94 and 4 bags a hand; the third hand brings 12 bags: -100.
    assert totals == [([94, -20], [4, 0]), ([188, -40], [8, 0]), ([182, -60], [2, 0])]
    assert [h["bag_penalty"] for h in game.history] == [[0, 0], [0, 0], [100, 0]]


def test_scenario_spades_both_teams_over_500_higher_score_wins() -> None:
    game = new_spades(spades_sweep_deck(SOUTH))
    bids = {SOUTH: 13, WEST: 0, NORTH: 0, EAST: 0}  # North, West and East all make nil
    play_spades_hand(game, bids)
    play_spades_hand(game, bids)
    assert game.scores == [460, 400]
    assert game.phase is Phase.BID
    play_spades_hand(game, bids)
    assert game.scores == [690, 600]  # both past 500 in the same hand
    assert game.phase is Phase.GAME_OVER
    assert game.winner == 0


def test_scenario_spades_both_teams_over_500_tie_plays_on() -> None:
    game = new_spades(
        spades_sweep_deck(SOUTH),
        spades_sweep_deck(SOUTH),
        spades_sweep_deck(WEST),
        spades_sweep_deck(SOUTH),
    )
    play_spades_hand(game, {SOUTH: 13, WEST: 0, NORTH: 0, EAST: 0})
    play_spades_hand(game, {SOUTH: 13, WEST: 0, NORTH: 0, EAST: 0})
    assert game.scores == [460, 400]
    # West takes all 13: West 6 + East 7 made exactly, +130. South's nil made (+100),
    # North's 3 missed (-30).
    play_spades_hand(game, {SOUTH: 0, WEST: 6, NORTH: 3, EAST: 7})
    assert game.scores == [530, 530]
    assert game.phase is Phase.BID  # level past 500: play continues
    assert game.winner is None
    assert game.hand_number == 4
    play_spades_hand(game, {SOUTH: 13, WEST: 0, NORTH: 0, EAST: 0})
    assert game.scores == [760, 730]
    assert game.phase is Phase.GAME_OVER
    assert game.winner == 0


def test_scenario_spades_cards_of_the_deal_are_the_ones_played() -> None:
    game = new_spades(NIL_FAILS)
    bid_all(game, {SOUTH: 1, WEST: 1, NORTH: 1, EAST: 1})
    before = {s: set(cards(hand(game, s))) for s in range(4)}
    seen: dict[int, set[int]] = {s: set() for s in range(4)}
    while game.hand_number == 1:
        seat = game.turn
        c = min(game.legal_actions(seat))
        seen[seat].add(c)
        game.apply(seat, c)
    assert seen == before
