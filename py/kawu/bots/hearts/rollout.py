"""The hard level's rollout policy for Hearts: the normal player's rules as ``ROLLOUT`` plays them,
written out for speed.

A search plays tens of thousands of rollout cards a decision, so this is ``normal.choose_play``
with ``style=ROLLOUT`` (the style's extra rules all off) and without the reasons, its checks in
one function. With option ``jack_of_diamonds`` (J♦'s rules) it asks ``normal.choose_play`` itself.
It must choose exactly the card ``choose_play`` chooses: ``tests/bots/test_bots_rollout.py``
compares the two on every card of many rollouts, so a change to the rules is made in both or the
test fails.
"""

from __future__ import annotations

from kawu.bots.endgame import hearts_discard
from kawu.bots.hearts.moon import (
    moon_threat,
    shoot,
    shooting,
)
from kawu.bots.hearts.style import highest_rank
from kawu.engine.cards import (
    ABOVE,
    ACE_SPADES,
    ALL_CARDS,
    HEARTS,
    KING_SPADES,
    QS_BIT,
    QUEEN_SPADES,
    SPADES,
    SUIT_MASKS,
)
from kawu.engine.hearts import Hearts, trick_points
from kawu.engine.tricks import Phase

HEARTS_MASK = SUIT_MASKS[HEARTS]
NOT_POINTS = ALL_CARDS & ~HEARTS_MASK & ~QS_BIT
HIGH_SPADES = (1 << ACE_SPADES) | (1 << KING_SPADES)
LOWER_OUT = 4.0  # ROLLOUT's ``lower_out``
FLUSH_QUEEN = 4.0  # ROLLOUT's ``flush_queen``
_PLAY = Phase.PLAY


def card(state: Hearts, seat: int, game: bool) -> int:
    """``normal.choose_play(state, seat, game, ROLLOUT)``'s card."""
    if state.options.jack_of_diamonds:
        from kawu.bots.hearts.normal import choose_play  # (normal imports this module)

        return choose_play(state, seat, game)[0]
    legal = state.legal_mask()
    if legal & (legal - 1) == 0:
        return (legal & -legal).bit_length() - 1
    if state.trick_number > 0 and shooting(state, seat, game):
        return shoot(state, legal)
    if not state.trick:
        return _lead(state, seat, legal)
    best, winner = state.winning()
    if legal & SUIT_MASKS[state.lead_suit]:
        return _follow(state, seat, legal, best, winner)
    return _discard(state, seat, legal, winner)


def _follow(state: Hearts, seat: int, legal: int, best: int, winner: int) -> int:
    under = legal & ((1 << best) - 1)
    over = legal & ~under
    trick = state.trick
    n = len(trick)
    last = n == 3
    pts = trick_points(trick)
    if over and (pts or not last) and moon_threat(state, seat) == winner:
        return over.bit_length() - 1
    lead = state.lead_suit
    if lead == SPADES and legal & QS_BIT and best > QUEEN_SPADES:
        return QUEEN_SPADES
    if under:
        return under.bit_length() - 1
    if last:
        return (over & ~QS_BIT or over).bit_length() - 1
    if lead == SPADES:
        low = over & ~QS_BIT or over
        return (low & -low).bit_length() - 1
    if pts == 0:
        behind = 3 - n
        voids = state.voids
        for i in range(1, behind + 1):
            if voids[(seat + i) & 3] >> lead & 1:
                break
        else:
            outstanding = ALL_CARDS & ~state.played & ~state.hands[seat] & SUIT_MASKS[lead]
            if outstanding.bit_count() >= 2 * behind + 2:
                return over.bit_length() - 1
    return (over & -over).bit_length() - 1


def _discard(state: Hearts, seat: int, legal: int, winner: int) -> int:
    if moon_threat(state, seat) == winner:
        safe = legal & NOT_POINTS
        if safe:
            return highest_rank(state, seat, safe)
    by_score = hearts_discard(state, seat, legal)
    if by_score is not None:
        return by_score[0]
    if legal & QS_BIT:
        return QUEEN_SPADES
    if legal & HIGH_SPADES and not (state.played | state.hands[seat]) & QS_BIT:
        return (legal & HIGH_SPADES).bit_length() - 1
    hearts = legal & HEARTS_MASK
    if hearts:
        return hearts.bit_length() - 1
    return highest_rank(state, seat, legal)


def _lead(state: Hearts, seat: int, legal: int) -> int:
    hand = state.hands[seat]
    out = ALL_CARDS & ~state.played & ~hand
    if moon_threat(state, seat) is not None:
        hearts = legal & HEARTS_MASK
        if hearts and not out & HEARTS_MASK & ABOVE[hearts.bit_length() - 1]:
            return hearts.bit_length() - 1
    v = state.voids
    shown = (v[0] | v[1] | v[2] | v[3]) & ~v[seat]
    queen_out = out & QS_BIT
    best, best_score = -1, -1e9
    for s in range(4):
        mine = legal & SUIT_MASKS[s]
        if not mine:
            continue
        c = (mine & -mine).bit_length() - 1
        if c == QUEEN_SPADES and mine & ~QS_BIT:
            rest = mine & ~QS_BIT
            c = (rest & -rest).bit_length() - 1
        others = out & SUIT_MASKS[s]
        n_out = others.bit_count()
        lower = (others & ((1 << c) - 1)).bit_count()
        score = n_out - LOWER_OUT * lower
        if n_out == 0:
            score -= 30.0
        if shown >> s & 1:
            voids = (v[0] >> s & 1) + (v[1] >> s & 1) + (v[2] >> s & 1) + (v[3] >> s & 1)
            score -= 4.0 * (voids - (v[seat] >> s & 1))
        if s == SPADES:
            if hand & QS_BIT or (queen_out and hand & HIGH_SPADES):
                score -= 12.0
            elif queen_out and c < QUEEN_SPADES:
                score += FLUSH_QUEEN
        elif s == HEARTS:
            score -= 1.0
        if score > best_score:
            best, best_score = c, score
    return best


def play_out(world: Hearts, seat: int) -> None:
    """Play ``world`` to the end of its hand, every seat by this policy, ``seat`` with the moon
    for the game (``moon.shooting``'s ``game``)."""
    hand = world.hand_number
    while world.hand_number == hand and world.phase is _PLAY:
        turn = world.turn
        world.play(card(world, turn, turn == seat))
