"""The normal Spades player's card helpers written out for speed (issue 34) answer as the plain
definitions they replace, which are written here: ``min``/``max`` over the cards with a key."""

from __future__ import annotations

import random

from kawu.bots.spades import play
from kawu.bots.spades.view import SeatView, power
from kawu.engine.cards import (
    ABOVE,
    FIRST_SPADE,
    RANK_OF,
    SUIT_MASKS,
    cards_in,
    lowest,
    shuffled_deck,
)
from kawu.engine.spades import Spades, SpadesOptions
from kawu.engine.tricks import Phase


def masks(seed: int, count: int) -> list[tuple[int, int]]:
    """Random (cards, cards out) pairs that share no card."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        deck = shuffled_deck(rng)
        k, j = rng.randrange(1, 14), rng.randrange(0, 30)
        out.append((sum(1 << c for c in deck[:k]), sum(1 << c for c in deck[k : k + j])))
    return out


def test_the_lowest_power_of_one_side_suit_and_spades_is_the_lowest_card() -> None:
    # (``_follow_to_win`` takes the lowest of its winning cards for their lowest ``power``)
    for m, _ in masks(1, 3000):
        for suit in range(3):
            cards = m & (SUIT_MASKS[suit] | SUIT_MASKS[3])
            if cards:
                assert lowest(cards) == min(cards_in(cards), key=power)


def test_top_lead_is_the_highest_side_winner_else_the_highest_spade() -> None:
    for m, out in masks(2, 3000):
        tops = [c for c in cards_in(m) if not out & ABOVE[c]]
        want = max(tops, key=lambda c: (c < FIRST_SPADE, RANK_OF[c])) if tops else -1
        assert play._top_lead(m, out) == want


def test_lowest_rank_puts_side_cards_before_spades_and_the_first_suit_first() -> None:
    for m, _ in masks(3, 3000):
        want = min(cards_in(m), key=lambda c: (RANK_OF[c], c >= FIRST_SPADE))
        assert play._lowest_rank(m) == want


def test_holding_is_every_card_the_seat_view_says_holds() -> None:
    rng = random.Random(4)
    checked = 0
    for n in range(150):
        deck = shuffled_deck(rng)
        state = Spades(SpadesOptions(), deals=lambda _n, d=deck: d, first_dealer=n % 4)
        while state.phase is Phase.BID:
            state.bid(state.turn, rng.randrange(0, 5))
        while state.hand_number == 1 and state.phase is Phase.PLAY:
            if state.trick:
                v = SeatView(state, state.turn, state.legal_mask())
                lead = state.lead_suit
                want = sum(1 << c for c in cards_in(v.legal) if v.holds(c, lead))
                assert play._holding(v, v.legal, lead) == want
                checked += 1
            state.play(rng.choice(cards_in(state.legal_mask())))
    assert checked > 150 * 30
