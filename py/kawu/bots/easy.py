"""The easy level: legal play with a beginner's simple sense, and a little carelessness."""

from __future__ import annotations

import random
from typing import Any

from kawu.cards import QUEEN_SPADES, SUIT_MASKS, cards_in, lowest
from kawu.hearts import Hearts
from kawu.spades import LOOK, Spades
from kawu.tricks import Phase, TrickGame

CARELESS = 0.15  # how often a beginner plays any legal card without thinking


def choose(state: TrickGame, seat: int, rng: random.Random) -> Any:
    if state.phase is Phase.PASS:
        hand = cards_in(state.hands[seat])
        hand.sort(key=lambda c: (c % 13, c // 13), reverse=True)
        return hand[:3]
    if state.phase is Phase.BID:
        assert isinstance(state, Spades)
        return _bid(state, seat)
    legal = state.legal_mask()
    if rng.random() < CARELESS:
        options = cards_in(legal)
        return options[rng.randrange(len(options))]
    if isinstance(state, Hearts):
        return _hearts_play(state, legal)
    assert isinstance(state, Spades)
    return _spades_play(state, legal)


def _hearts_play(state: Hearts, legal: int) -> int:
    if not state.trick:
        return min(cards_in(legal), key=lambda c: c % 13)
    if legal & SUIT_MASKS[state.lead_suit]:
        return lowest(legal)
    if legal >> QUEEN_SPADES & 1:
        return QUEEN_SPADES
    return max(cards_in(legal), key=lambda c: c % 13)


def _bid(state: Spades, seat: int) -> int:
    if not state.looked[seat]:
        return LOOK
    hand = cards_in(state.hands[seat])
    sure = sum(1 for c in hand if c % 13 >= 11)
    spades = sum(1 for c in hand if c >= 39)
    return max(1, min(13, sure + max(0, spades - 3)))


def _spades_play(state: Spades, legal: int) -> int:
    cards = cards_in(legal)
    if not state.trick:
        return max(cards, key=lambda c: c % 13)
    best = _current_best(state)
    winners = [c for c in cards if _beats(c, best, state.lead_suit)]
    if winners:
        return min(winners, key=lambda c: (c >= 39, c))
    return min(cards, key=lambda c: (c >= 39, c % 13))


def _current_best(state: Spades) -> int:
    best = state.trick[0]
    for c in state.trick[1:]:
        if _beats(c, best, state.lead_suit):
            best = c
    return best


def _beats(c: int, best: int, lead: int) -> bool:
    if c >= 39:
        return best < 39 or c > best
    return best < 39 and c // 13 == lead and c > best
