"""Is the hand being played decided? Then the rest can be played out at once.

A hand is *decided* when nothing that remains can change its score, whatever the seats play. The
test is sound, not complete: it never says "decided" wrongly, and may miss a decided hand. It
says yes when

- only the last trick is left (every card is forced);
- Hearts: no point card is left in any hand or in the trick being played (the cards that score
  in the ``points`` scheme, and J♦ with that option): every point has been won already (and,
  with ``no_tricks_bonus``, every seat has taken a trick);
- Spades: both teams have missed their contract beyond repair (they need more tricks than are
  left) and nobody bid nil, so no trick can change either team's points or bags;
- one seat wins every trick left whatever anyone plays: it wins the trick in play and then leads
  every trick with cards nobody can beat (no higher card of their suit, and in Spades no spade
  to trump them with).

Asked for a seat (``seat``), the test uses only what that seat knows: its own hand and the public
facts (cards played, voids shown, and in Hearts where its passed cards went), so the answer
reveals nothing about the other hands: the other seats may hold any card they could hold.
Asked without a seat, it reads every hand; a hand decided for a seat is decided for everyone.
"""

from __future__ import annotations

from kawu.engine.cards import (
    ALL_CARDS,
    CODES,
    FIRST_SPADE,
    JD_BIT,
    SPADES,
    SUIT_MASKS,
    SUIT_OF,
    cards_in,
)
from kawu.engine.hearts import Hearts
from kawu.engine.house import SCORING_MASKS
from kawu.engine.spades import Spades
from kawu.engine.tricks import TRICKS_PER_HAND, Phase, TrickGame

SPADES_MASK = SUIT_MASKS[SPADES]


def hand_decided(state: TrickGame, seat: int | None = None) -> bool:
    """Whether the hand in play is decided, from ``seat``'s knowledge (``None``: all hands)."""
    if state.phase is not Phase.PLAY:
        return False
    if max(h.bit_count() for h in state.hands) <= 1:
        return True
    if isinstance(state, Hearts) and not _points_left(state):
        return True
    if isinstance(state, Spades) and _spades_fixed(state):
        return True
    return any(_sweeps(state, x, _possible(state, seat), seat) for x in range(4))


def _points_left(state: Hearts) -> bool:
    """Points not won yet: point cards still in a hand (not played) or in the trick in play."""
    points = SCORING_MASKS[state.options.points] | (JD_BIT if state.options.jack_of_diamonds else 0)
    in_trick = any(1 << c & points for c in state.trick)
    if state.options.no_tricks_bonus and 0 in state.tricks_won:
        return True  # a seat without a trick yet may still take one and lose its bonus
    return in_trick or bool(ALL_CARDS & ~state.played & points)


def _spades_fixed(state: Spades) -> bool:
    """Both teams set beyond repair, and no nil: no trick left changes points or bags."""
    left = TRICKS_PER_HAND - state.trick_number
    for team in (0, 1):
        seats = (team, team + 2)
        if any(state.bids[s] == 0 for s in seats):
            return False
        made = sum(state.tricks_won[s] for s in seats)
        if made + left >= state.contract(team):
            return False
    return True


def _possible(state: TrickGame, seat: int | None) -> list[int]:
    """For each seat, the cards it may hold as far as ``seat`` knows (``None``: its hand)."""
    if seat is None:
        return list(state.hands)
    unseen = ALL_CARDS & ~state.played & ~state.hands[seat]
    passed_to, passed = -1, 0  # Hearts: the cards it passed, where they went, while unplayed
    if isinstance(state, Hearts) and state.pass_offset:
        passed_to = (seat + state.pass_offset) & 3
        passed = state.passed[seat] & ~state.played
    out = []
    for s in range(4):
        if s == seat:
            out.append(state.hands[s])
            continue
        m = unseen if s == passed_to else unseen & ~passed
        for suit in range(4):
            if state.voids[s] >> suit & 1:
                m &= ~SUIT_MASKS[suit]
        out.append(m)
    return out


def _strength(c: int, lead: int, trumps: bool) -> int:
    """How strongly ``c`` bids for a trick led in ``lead``: a spade trump above the suit led,
    a card of another suit never (-1)."""
    if trumps and c >= FIRST_SPADE:
        return 100 + c
    return c if SUIT_OF[c] == lead else -1


def _sweeps(state: TrickGame, x: int, possible: list[int], seat: int | None) -> bool:
    """Does seat ``x`` win every trick left, whatever anyone plays?"""
    trumps = isinstance(state, Spades)
    if not _wins_trick_in_play(state, x, possible, seat, trumps):
        return False
    others = 0
    for s in range(4):
        if s != x:
            others |= possible[s]
    mine = possible[x]
    if trumps and mine & ~SPADES_MASK and others & SPADES_MASK:
        return False  # a seat void in a suit x leads might trump it
    for suit in range(4):
        suit_mine = mine & SUIT_MASKS[suit]
        if suit_mine:
            lowest = suit_mine & -suit_mine
            if others & SUIT_MASKS[suit] & ~(2 * lowest - 1):
                return False  # someone may hold a card above x's lowest of this suit
    return True


def _wins_trick_in_play(
    state: TrickGame, x: int, possible: list[int], seat: int | None, trumps: bool
) -> bool:
    """Does ``x`` win the trick in play whatever is played (with no trick started: does it
    lead)? A seat that ``seat`` cannot see may play any card it may hold."""
    trick = state.trick
    if not trick:
        return state.leader == x
    lead = state.lead_suit

    def plays(r: int) -> int:
        m = possible[r]
        if seat is None or r == seat:  # its hand is known: it must follow suit
            return m & SUIT_MASKS[lead] or m
        return m

    def top(m: int) -> int:
        return max((_strength(c, lead, trumps) for c in cards_in(m)), default=-1)

    best, winner = state.winning()
    to_play = [(state.leader + i) & 3 for i in range(len(trick), 4)]
    bar = _strength(best, lead, trumps)
    if x not in to_play:
        return winner == x and all(top(plays(r)) < bar for r in to_play)
    for r in to_play:
        if r != x:
            bar = max(bar, top(plays(r)))
    return all(_strength(c, lead, trumps) > bar for c in cards_in(plays(x)))


def play_out(state: TrickGame) -> list[list[object]]:
    """Play the hand to its end, each seat its lowest legal card: the actions ``[seat, code]``."""
    actions: list[list[object]] = []
    hand = state.hand_number
    while state.phase is Phase.PLAY and state.hand_number == hand:
        seat = state.turn
        c = min(state.legal_actions(seat))
        state.apply(seat, c)
        actions.append([seat, CODES[c]])
    return actions
