"""The easy level: a beginner's opponent. It plays legally with simple sense and no plan.

Hearts: it passes its three highest cards and throws away Q♠ or its highest heart whenever it
cannot follow suit; every other card is any legal one. Spades: it bids its aces, kings and long
spades, wins a trick when it can, and now and then plays carelessly.
"""

from __future__ import annotations

import random
from typing import Any

from kawu.cards import HEARTS, QUEEN_SPADES, SUIT_MASKS, cards_in, highest
from kawu.hearts import Hearts
from kawu.spades import LOOK, Spades
from kawu.tricks import Phase, TrickGame

HEARTS_MASK = SUIT_MASKS[HEARTS]
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
    if isinstance(state, Hearts):
        return _hearts_play(state, legal, rng)
    assert isinstance(state, Spades)
    if rng.random() < CARELESS:
        options = cards_in(legal)
        return options[rng.randrange(len(options))]
    return _spades_play(state, legal)


def _hearts_play(state: Hearts, legal: int, rng: random.Random) -> int:
    """A beginner's Hearts: knows to throw away Q♠ or a heart when it cannot follow suit, and
    otherwise plays any legal card, with no plan."""
    if state.trick and not legal & SUIT_MASKS[state.lead_suit]:
        if legal >> QUEEN_SPADES & 1:
            return QUEEN_SPADES
        hearts = legal & HEARTS_MASK
        if hearts:
            return highest(hearts)
    options = cards_in(legal)
    return options[rng.randrange(len(options))]


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
