"""Who wins a trick (RULES.md: the highest card of the suit led, unless a spade is played in
Spades, when the highest spade wins), told by one function for the engine and every bot."""

from __future__ import annotations

import random

from kawu.engine.cards import card
from kawu.engine.tricks import beats, winning_at


def trick(text: str) -> list[int]:
    return [card(c) for c in text.split()]


def test_trick_highest_card_of_the_suit_led_wins() -> None:
    assert winning_at(trick("5D KD 2D 9D"), trumps=False) == 1
    assert winning_at(trick("5D AC AS AH"), trumps=False) == 0  # off-suit aces never win
    assert winning_at(trick("TC 2C QC"), trumps=False) == 2  # a trick still in play
    assert winning_at(trick("7H"), trumps=False) == 0


def test_trick_spades_trump_when_the_game_has_trumps() -> None:
    assert winning_at(trick("5D AD 2S 9D"), trumps=True) == 2
    assert winning_at(trick("5D 3S KS 9D"), trumps=True) == 2  # the highest spade
    assert winning_at(trick("5D AD KH 9D"), trumps=True) == 1  # no spade: as without trumps
    assert winning_at(trick("4S AH 2S 3S"), trumps=True) == 0  # spades led


def test_trick_spades_do_not_trump_in_hearts() -> None:
    assert winning_at(trick("5D 2D AS 9D"), trumps=False) == 3


def test_trick_beats_agrees_with_the_trick_winner_with_trumps() -> None:
    rng = random.Random(5)
    deck = list(range(52))
    for _ in range(2000):
        cards = rng.sample(deck, rng.randint(1, 4))
        best = 0
        for i in range(1, len(cards)):
            if beats(cards[i], cards[best], cards[0] // 13):
                best = i
        assert winning_at(cards, trumps=True) == best
