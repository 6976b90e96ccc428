"""What the normal Hearts level's plays say about its hand: cards it cannot hold if it played them.

The normal level (``hearts_normal`` with ``hearts_style.LEVEL``) plays by rules, so each of its
cards rules some cards out of its hand:

- following under the winning card, it plays the highest card it has below it (``duck``), so it
  holds no card of the suit between the two (Q♠ thrown under A♠ or K♠ apart);
- following over it when it could have ducked is a rule of its own (stopping a moon, getting rid
  of a high card while Q♠ cannot fall, shooting the moon); when none of them can apply, it held
  no card below the winning one; in the last seat it wins with its highest card but Q♠, and in a
  spade trick with its lowest one above the winner;
- a heart thrown away is its highest heart (every rule that throws a heart takes the highest);
- a lead is the lowest card of the suit chosen (a spade lead passes over Q♠), unless it is a high
  club or diamond (``burn_lead``), a moon's lead, or, once Q♠ is played, a middle club, diamond
  or spade in a suit nobody has shown a void in (``middle_lead``).

The hard level's search reads these for the other seats (``inference``) and checks every sampled
hand against the level's rules themselves, so a read only narrows where it looks first. They
assume a seat that is not shooting the moon; ``inference`` drops a seat's reads when no hand
that keeps them explains its plays (a seat that plays otherwise: a moon, a person). Nothing here
reads a hidden card: only the cards played, in order, and the scores.
"""

from __future__ import annotations

from kawu.bots.hearts import jack as hearts_jack
from kawu.bots.hearts.moon import MOON_WATCH
from kawu.bots.hearts.style import LEVEL, middle_open
from kawu.bots.knowledge import tricks_seen
from kawu.engine.cards import (
    ABOVE,
    ALL_CARDS,
    CLUBS,
    DIAMONDS,
    HEARTS,
    QS_BIT,
    QUEEN_SPADES,
    RANK_OF,
    SPADES,
    SUIT_MASKS,
    SUIT_OF,
    TEN,
)
from kawu.engine.hearts import Hearts, trick_points
from kawu.engine.house import is_default
from kawu.engine.tricks import winning_at

HEARTS_MASK = SUIT_MASKS[HEARTS]


def _below(c: int) -> int:
    """The cards of ``c``'s suit below it."""
    return SUIT_MASKS[SUIT_OF[c]] & ~ABOVE[c] & ~(1 << c)


def _between(low: int, high: int) -> int:
    """The cards of one suit strictly between ``low`` and ``high``."""
    return ABOVE[low] & ~ABOVE[high] & ~(1 << high)


def level_reads(state: Hearts, seat: int) -> list[int]:
    """For each seat but ``seat``, the cards it does not hold if it has played as the normal
    level does (none with the J♦ option, whose rules move cards around, nor with a house rule:
    these reads are the normal level's rules under kawu's, ``engine/house.py``)."""
    reads = [0, 0, 0, 0]
    if hearts_jack.on(state) or not is_default("hearts", state.options):
        return reads
    points = [0, 0, 0, 0]  # taken before the trick
    voids = [0, 0, 0, 0]  # shown before the card
    played = 0
    for n, (leader, cards) in enumerate(tricks_seen(state)):
        lead_suit = SUIT_OF[cards[0]]
        for i, c in enumerate(cards):
            s = (leader + i) & 3
            if s != seat:
                reads[s] |= _read(n, leader, cards[:i], c, points, voids, played)
            if i and SUIT_OF[c] != lead_suit:
                voids[s] |= 1 << lead_suit
            played |= 1 << c
        if len(cards) == 4:
            points[(leader + winning_at(cards, False)) & 3] += trick_points(cards)
    for s in range(4):
        reads[s] &= ALL_CARDS & ~played
    return reads


def _threat(points: list[int], s: int) -> int | None:
    """The seat ``s`` may see shooting the moon (``hearts_moon.moon_threat`` without its Q♠
    condition, which needs ``s``'s hand: a seat it may see, or none)."""
    total = sum(points)
    if total < MOON_WATCH:
        return None
    for t in range(4):
        if t != s and points[t] == total:
            return t
    return None


def _middle_lead(s: int, c: int, voids: list[int], played: int) -> bool:
    """``c``, led by ``s``, may be ``middle_lead``'s card: Q♠ is played, ``c`` is no heart, no
    other seat has shown a void in its suit, and enough of the cards above it are still unplayed
    (the leader's unseen cards are among them)."""
    above = LEVEL.middle_lead
    shown = 0
    for t in range(4):
        if t != s:
            shown |= voids[t]
    if above is None or not middle_open(played, SUIT_OF[c], shown):
        return False
    return (ABOVE[c] & ~played).bit_count() >= above


def _read(
    n: int,
    leader: int,
    before: tuple[int, ...],
    c: int,
    points: list[int],
    voids: list[int],
    played: int,
) -> int:
    """The cards the seat that played ``c`` to trick ``n`` (led by ``leader``, after the cards
    ``before``; ``played``: every card played before it) cannot hold, if it plays as the normal
    level does."""
    s = (leader + len(before)) & 3
    total = sum(points)
    may_shoot = points[s] == total  # every point so far is its own: a moon may be on
    threat = _threat(points, s)
    suit = SUIT_OF[c]
    if not before:  # a lead
        if n == 0 or may_shoot:
            return 0
        if suit in (CLUBS, DIAMONDS) and RANK_OF[c] >= TEN:
            return 0  # maybe a high lead to be rid of it (burn_lead)
        if suit == HEARTS and threat is not None:
            return 0  # maybe a heart to stop a moon
        if _middle_lead(s, c, voids, played):
            return 0  # maybe a middle card (middle_lead)
        low = _below(c)
        return low & ~QS_BIT if suit == SPADES else low  # a spade lead passes over Q♠
    lead_suit = SUIT_OF[before[0]]
    if suit != lead_suit:  # a discard
        if suit == HEARTS and not may_shoot:
            return HEARTS_MASK & ABOVE[c]  # every rule that throws a heart takes the highest
        return 0
    at = winning_at(before, False)
    best = before[at]
    if c < best:
        if c == QUEEN_SPADES:
            return 0  # Q♠ thrown under A♠ or K♠
        return _between(c, best)  # the highest card it had below the winner (a moon's too)
    pts = trick_points(before)
    last = len(before) == 3
    if may_shoot or threat == (leader + at) & 3:
        return 0  # maybe a moon's card, or one to stop a moon
    if pts == 0 and RANK_OF[c] >= LEVEL.burn_rank and c != QUEEN_SPADES:
        return 0  # maybe rid of a high card while Q♠ cannot fall (burn_high)
    out = _below(best)  # it had nothing below the winner
    behind = [(s + i) & 3 for i in range(1, 4 - len(before))]
    if last:
        if c != QUEEN_SPADES:
            out |= ABOVE[c] & ~QS_BIT  # the highest card it had, Q♠ kept back
    elif lead_suit == SPADES:
        if c == QUEEN_SPADES:
            out |= ABOVE[best] & ~QS_BIT  # Q♠ only when it had nothing else above
        else:
            out |= _between(best, c) & ~QS_BIT  # the lowest card it had above the winner
    elif pts or any(voids[t] >> lead_suit & 1 for t in behind):
        out |= _between(best, c)  # the lowest card it had above the winner
    return out
