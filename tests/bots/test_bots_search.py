"""The hard level's search tries every card that plays differently (``search.distinct_cards``):
touching cards of a suit are one choice only while no card between them lies on the table. Each
scenario is a position where the two were taken as one and the hard level played the low one."""

from __future__ import annotations

import random

from helpers import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    bid_all,
    deck_from_hands,
    east_shooting,
    new_spades,
    play,
    redeal,
)
from kawu.bots import decide
from kawu.bots.rollouts import Budget
from kawu.bots.search import distinct_cards
from kawu.engine.cards import card
from kawu.engine.spades import Spades

SMALL = Budget(plays=3000, min_deals=8, max_deals=24)


def test_a_card_on_the_table_between_two_cards_of_the_hand_sets_them_apart() -> None:
    # Hearts: every club between 4♣ and A♣ is gone, but K♣ lies on the table: A♣ wins the trick,
    # 4♣ does not. Before, the search took them as one card and tried 4♣ only.
    state = east_shooting([0, 0, 0, 0])
    assert distinct_cards(state, state.legal_mask(), SOUTH) == [card("4C"), card("AC")]


# An arena game (seed 5, game 39, hand 1): North bids nil, South 5. In the tenth trick West leads
# 3♠, North (the nil) plays 8♠ and East 4♠; South, last, holds 5♠ and 9♠ (6♠ and 7♠ are gone).
NIL_COVER = dict(
    south="3C 8C KC AC 4D 7D TD AD 6H KH 5S 7S 9S",
    west="TC QC 8D QD 7H 9H QH 2S 3S JS QS KS AS",
    north="5C 7C 2D 3D 6D 9D JD 4H 8H TH AH 6S 8S",
    east="2C 4C 6C 9C JC 5D KD 2H 3H 5H JH 4S TS",
)
NIL_PLAYS = (
    "7C 6C 8C TC  7H 8H 5H KH  AD 8D 2D 5D  6H 9H 4H 2H  QC 5C 2C KC  AC QD 3D 4C"
    "  TD QH 9D KD  3H 7S 2S TH  3C JS 6S 9C  3S 8S 4S"
)


def north_nil_on_the_table() -> Spades:
    state = new_spades(deck_from_hands(**NIL_COVER), dealer=WEST)
    bid_all(state, {NORTH: 0, EAST: 1, SOUTH: 5, WEST: 5})
    play(state, NIL_PLAYS)
    assert state.turn == SOUTH and state.tricks_won[NORTH] == 0
    return state


def test_hard_covers_its_partners_nil_over_the_card_on_the_table() -> None:
    # Before: 5♠, the only card the search tried, and North took the trick: the nil was lost
    # (its reason still said it covered the nil). The normal level covers with 9♠.
    state = north_nil_on_the_table()
    assert distinct_cards(state, state.legal_mask(), SOUTH) == [card("5S"), card("9S")]
    for seed in (0, 1):
        action, why, _ = decide(state, SOUTH, "hard", random.Random(seed), SMALL)
        assert (action, why) == (card("9S"), "cover_nil")
    assert decide(state, SOUTH, "normal", random.Random(0))[:2] == (card("9S"), "cover_nil")
    # The hidden cards dealt again (voids and hand sizes kept) change nothing.
    rng = random.Random(4)
    for _ in range(3):
        other = redeal(state, SOUTH, rng)
        assert other is not None
        choice = decide(other, SOUTH, "hard", random.Random(0), SMALL)[:2]
        assert choice == (card("9S"), "cover_nil")


def test_the_partners_nil_survives_the_trick() -> None:
    state = north_nil_on_the_table()
    action, _, _ = decide(state, SOUTH, "hard", random.Random(0), SMALL)
    state.apply(SOUTH, action)
    assert state.tricks_won[NORTH] == 0 and state.leader == SOUTH
