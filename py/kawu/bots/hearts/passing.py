"""The normal Hearts player's pass: the three most dangerous cards, or a void, or a moon.

It reads its own hand only (and, for the hard level's moon for the game, the scores).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from kawu.bots.hearts import jack as hearts_jack
from kawu.bots.hearts.moon import moon_pass
from kawu.bots.hearts.style import ROLLOUT, Style
from kawu.engine.cards import (
    ACE_SPADES,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JACK_DIAMONDS,
    KING_SPADES,
    QUEEN_SPADES,
    RANK_OF,
    SPADES,
    SUIT_MASKS,
    SUIT_OF,
    cards_in,
)
from kawu.engine.hearts import Hearts

SPADES_MASK = SUIT_MASKS[SPADES]


def _pass_danger(
    hand: int, jack: bool = False, style: Style = ROLLOUT, scheme: str = "standard"
) -> dict[int, float]:
    """How much each card of ``hand`` is worth passing (the higher, the more); ``scheme``, the
    option ``points``: in Black Maria K♠ and A♠ score themselves, in Spot a heart costs its
    rank and Q♠ 25."""
    spades = hand & SPADES_MASK
    low_spades = (spades & ((1 << QUEEN_SPADES) - 1)).bit_count()
    danger: dict[int, float] = {}
    for c in cards_in(hand):
        suit, rank = SUIT_OF[c], RANK_OF[c]
        if c == QUEEN_SPADES:
            danger[c] = 1.0 if low_spades >= 3 else 20.0
            if scheme == "spot" and low_spades < 3:
                danger[c] = 25.0
        elif scheme == "black_maria" and c in (ACE_SPADES, KING_SPADES):
            # Points in themselves (7 and 10), and the cards that catch Q♠: shed them.
            danger[c] = 14.0 if c == ACE_SPADES else 13.0
        elif c in (ACE_SPADES, KING_SPADES):
            if low_spades >= style.spade_guards:
                danger[c] = 1.5
            else:
                danger[c] = 12.0 if c == ACE_SPADES else 11.0
        elif suit == SPADES:
            danger[c] = -2.0
        elif suit == HEARTS:
            # (Spot: a heart scores its rank, 2 to 14: the high ones cost far more)
            danger[c] = rank * (1.5 if scheme == "spot" else 0.75) - 2.0
        elif jack and c == JACK_DIAMONDS:
            danger[c] = hearts_jack.KEEP_JACK
        else:
            danger[c] = rank * style.other_rank
    return danger


def ranked_passes(
    state: Hearts, seat: int, k: int, style: Style = ROLLOUT
) -> list[tuple[int, ...]]:
    """The ``k`` best passes by this player's reckoning of danger, best first (sorted cards).

    A pass is worth the danger of its cards (three, or the option ``pass_count``), plus a bonus
    when it empties clubs or diamonds. The best ones are among the most dangerous cards, or
    empty a short suit and add the most dangerous others, so only those combinations are scored.
    """
    hand = state.hands[seat]
    size = state.pass_size
    danger = _pass_danger(hand, state.options.jack_of_diamonds, style, state.options.points)
    by_danger = sorted(danger, key=lambda c: -danger[c])
    pool = {tuple(sorted(combo)) for combo in combinations(by_danger[:8], size)}
    for suit in (CLUBS, DIAMONDS):
        short = [c for c in by_danger if SUIT_OF[c] == suit]
        if 0 < len(short) <= size:
            rest = [c for c in by_danger if SUIT_OF[c] != suit][:5]
            for extra in combinations(rest, size - len(short)):
                pool.add(tuple(sorted((*short, *extra))))
    counts = [(hand & SUIT_MASKS[s]).bit_count() for s in range(4)]

    def worth(combo: tuple[int, ...]) -> float:
        score = danger[combo[0]] + danger[combo[1]] + danger[combo[2]]
        for c in combo[3:]:  # (option pass_count: 4 or 5 cards)
            score += danger[c]
        for suit in (CLUBS, DIAMONDS):
            n = counts[suit]
            if n and sum(1 for c in combo if SUIT_OF[c] == suit) == n:
                score += 7.0 - n  # a void is worth more the fewer cards it costs
        return score

    return sorted(pool, key=lambda combo: (-worth(combo), combo))[:k]


def pass_reason(state: Hearts, seat: int, chosen: Sequence[int]) -> str:
    hand = state.hands[seat]
    counts = [(hand & SUIT_MASKS[s]).bit_count() for s in range(4)]
    if QUEEN_SPADES in chosen:
        return "pass_queen"
    if any(c in (ACE_SPADES, KING_SPADES) for c in chosen):
        return "pass_high_spades"
    for s in (CLUBS, DIAMONDS):
        if counts[s] and sum(1 for c in chosen if SUIT_OF[c] == s) == counts[s]:
            return "pass_void"
    return "pass_high"


def choose_pass(
    state: Hearts, seat: int, game: bool = False, style: Style = ROLLOUT
) -> tuple[list[int], str]:
    """The pass; ``game``: the hard level's moon for the game (see ``hearts_moon``)."""
    moon = moon_pass(state, seat, state.hands[seat], game)
    if moon is not None:
        return moon, "pass_moon"
    chosen = list(ranked_passes(state, seat, 1, style)[0])
    return chosen, pass_reason(state, seat, chosen)
