"""The easy level: a beginner's opponent. It plays legally with simple sense and no plan.

Hearts: it passes its three highest cards and throws away Q♠ or its highest heart whenever it
cannot follow suit; every other card is any legal one. Spades: it bids its aces, kings and long
spades, wins a trick when it can, and now and then plays carelessly.
"""

from __future__ import annotations

import random
from typing import Any

from kawu.engine.cards import (
    FIRST_SPADE,
    HEARTS,
    KING,
    QUEEN_SPADES,
    SUIT_MASKS,
    cards_in,
    highest,
    is_spade,
    rank_of,
    suit_of,
)
from kawu.engine.hearts import Hearts
from kawu.engine.house import CARD_POINTS
from kawu.engine.spades import LOOK, MAX_BID, Spades
from kawu.engine.tricks import Phase, TrickGame, beats

HEARTS_MASK = SUIT_MASKS[HEARTS]
CARELESS = 0.15  # how often a beginner plays any legal card without thinking


def choose(state: TrickGame, seat: int, rng: random.Random) -> Any:
    if state.phase is Phase.PASS:
        hand = cards_in(state.hands[seat])
        hand.sort(key=lambda c: (rank_of(c), suit_of(c)), reverse=True)
        assert isinstance(state, Hearts)
        return hand[: state.pass_size]
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
        if state.options.points == "black_maria":  # K♠ and A♠ score too: the most first
            values = CARD_POINTS["black_maria"]
            spades = [c for c in cards_in(legal) if values[c] > 1]
            if spades:
                return max(spades, key=values.__getitem__)
        hearts = legal & HEARTS_MASK
        if hearts:
            return highest(hearts)
    options = cards_in(legal)
    return options[rng.randrange(len(options))]


def _bid(state: Spades, seat: int) -> int:
    if not state.looked[seat]:
        return LOOK
    hand = cards_in(state.hands[seat])
    sure = sum(1 for c in hand if rank_of(c) >= KING)
    spades = sum(1 for c in hand if is_spade(c))
    return max(1, min(MAX_BID, sure + max(0, spades - 3)))


def _spades_play(state: Spades, legal: int) -> int:
    cards = cards_in(legal)
    if not state.trick:
        return max(cards, key=rank_of)
    best, _ = state.winning()
    winners = [c for c in cards if beats(c, best, state.lead_suit)]
    if winners:
        return min(winners, key=lambda c: (c >= FIRST_SPADE, c))
    return min(cards, key=lambda c: (c >= FIRST_SPADE, rank_of(c)))
