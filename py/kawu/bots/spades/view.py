"""What one Spades seat reads off the table for a card decision, shared by its play modules.

``SeatView`` holds the cards still out and the seats still to play to the trick; ``need`` and
``want_tricks`` say what the team wants from the hand; ``power`` and ``danger`` order cards.
"""

from __future__ import annotations

from kawu.bots.endgame import about_to_win
from kawu.engine.cards import (
    ABOVE,
    ALL_CARDS,
    FIRST_SPADE,
    RANK_OF,
    SPADES,
    SUIT_MASKS,
    SUIT_OF,
    SUIT_SIZE,
    cards_in,
    highest,
    rank_of,
)
from kawu.engine.spades import Spades
from kawu.engine.tricks import TRICKS_PER_HAND

SPADES_MASK = SUIT_MASKS[SPADES]
SIDE_MASK = ALL_CARDS & ~SPADES_MASK
SET_MARGIN = 3  # try to set the opponents when we need at most this many of the tricks left


def need(state: Spades, team: int) -> int:
    """Tricks the team's non-nil bidders still need for the contract (0 once made)."""
    bids = state.bids
    won = state.tricks_won
    a = bids[team] or 0
    b = bids[team + 2] or 0
    both = state.options.nil_tricks == "count"  # (a nil bidder's tricks count for the partner)
    left = a + b - (won[team] if a or both else 0) - (won[team + 2] if b or both else 0)
    return left if left > 0 else 0


#: For a trick with n cards played and the seat to play, the seats that play after it.
_AFTER = tuple(
    tuple([(seat + i) & 3 for i in range(1, 4 - n)] for seat in range(4)) for n in range(4)
)


class SeatView:
    """What one seat reads off the table for one decision."""

    __slots__ = ("after", "hand", "legal", "out", "partner", "seat", "state")

    def __init__(self, state: Spades, seat: int, legal: int) -> None:
        self.state = state
        self.seat = seat
        self.partner = seat ^ 2
        hand = self.hand = state.hands[seat]
        self.legal = legal
        #: Cards this seat has not seen: in the other hands.
        self.out = ALL_CARDS & ~state.played & ~hand
        #: Seats still to play to this trick after this one.
        self.after = _AFTER[len(state.trick)][seat]

    def top(self, c: int) -> bool:
        """No card out can beat ``c`` in its suit."""
        return not self.out & ABOVE[c]

    def may_ruff(self, s: int, suit: int) -> bool:
        """Might seat ``s`` trump a lead of ``suit``?"""
        voids = self.state.voids[s]
        if voids >> SPADES & 1 or not self.out & SPADES_MASK:
            return False
        if voids >> suit & 1:
            return True
        return (self.out & SUIT_MASKS[suit]).bit_count() <= 2

    def holds(self, c: int, lead: int) -> bool:
        """Will ``c`` still be winning when the seats after this one have played?"""
        after = self.after
        if not after or after == [self.partner]:
            return True
        if self.out & ABOVE[c]:
            return False
        if c >= FIRST_SPADE:
            return True
        partner = self.partner
        return not any(self.may_ruff(s, lead) for s in after if s != partner)


def want_tricks(state: Spades, seat: int) -> tuple[bool, bool]:
    """(take tricks?, to set the opponents?) for a seat that is not playing its own nil."""
    team = seat & 1
    left = TRICKS_PER_HAND - state.trick_number
    ours = need(state, team)
    if ours > 0 and ours <= left:
        return True, False
    theirs = need(state, 1 - team)
    # A team one made contract from winning the game is set whatever the bags.
    margin = left + 1 if about_to_win(state, 1 - team) else SET_MARGIN
    if theirs > 0 and left - theirs < margin:
        return True, True
    if state.options.bag_penalty == "none" and ours == 0:
        return True, False  # bags score their point and never cost: take what comes
    return False, False


def power(c: int) -> int:
    """An ordering key: a card's rank, with spades above every side card."""
    return RANK_OF[c] + (SUIT_SIZE if c >= FIRST_SPADE else 0)


def highest_power(m: int) -> int:
    """The strongest card of ``m``: its top spade, else its highest-ranked side card."""
    sp = m & SPADES_MASK
    if sp:
        return highest(sp)
    return max(cards_in(m), key=rank_of)


def bottom_of_top(v: SeatView, c: int) -> int:
    """The lowest card of ``v.hand`` that plays as ``c``: no card out lies between them."""
    low = c
    d = c - 1
    while d >= 0 and SUIT_OF[d] == SUIT_OF[c] and not v.out >> d & 1:
        if v.hand >> d & 1:
            low = d
        d -= 1
    return low


def danger(v: SeatView, c: int) -> int:
    """How hard ``c`` is to lose later: fewer cards out above it is worse; spades are worst."""
    return -(v.out & ABOVE[c]).bit_count() * 2 + RANK_OF[c] + (20 if c >= FIRST_SPADE else 0)
