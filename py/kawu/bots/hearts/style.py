"""The two ways the normal Hearts rules are played, and the normal level's reading of Q♠.

The hard level's search rolls hands out with the normal rules for all four seats (``ROLLOUT``): its
strength rests on them as they are, so they stay. The normal level, the player people meet, plays
the same rules with a club player's care for Q♠ on top (``LEVEL``): it wins more games against
beginners, and changing the rollouts instead cost the hard level games. Everything here reads this
seat's own hand and public facts only (cards played, voids shown, where its own passed cards went).
"""

from __future__ import annotations

from dataclasses import dataclass

from kawu.bots.hearts import jack as hearts_jack
from kawu.bots.knowledge import unseen
from kawu.engine.cards import (
    HEARTS,
    JACK,
    QS_BIT,
    QUEEN,
    RANK_OF,
    SUIT_MASKS,
    SUIT_OF,
    TEN,
    cards_in,
)
from kawu.engine.hearts import Hearts


@dataclass(frozen=True, slots=True)
class Style:
    """The constants and the extra rules that make the two ways of playing differ.

    ``lower_out``: a lead is worth this much less for each card still out below it. ``flush_queen``:
    Q♠ out, none of A♠ K♠ Q♠ in the hand: a low spade lead is worth this more. ``short_lead``:
    holding Q♠, a lead from a suit of n < 4 cards is worth this much per card short (a void to throw
    Q♠ away). ``burn_high``: win a pointless trick that Q♠ cannot fall on with a high card
    (``burn_rank`` or higher), to be rid of it. ``spade_guards``: with this many spades below Q♠, A♠
    and K♠ are kept at the pass. ``high_before_heart``: when Q♠ is out, a discard throws away a high
    card of another suit rather than a heart lower by this many ranks (``None``: hearts first).
    ``sure_win``: Q♠ out, a lead that wins the trick whatever the others follow with is worth this
    much less. ``read_queen``: a seat that has shown a void without throwing Q♠ away is taken not to
    hold it. ``burn_lead``: while no trick can cost Q♠ (played, or in this hand), the lead is a club
    or diamond of at least this rank when nobody has shown a void in its suit and enough of it is
    out for all to follow twice (``None``: no such lead). ``first_trick``: the first trick is such a
    trick whoever plays after this seat (rule 4: no points may fall on it but from a hand of nothing
    but points), so ``burn_high`` is rid of a high club there. ``other_rank``: at the pass, a club
    or diamond is this dangerous per rank (a heart 0.75, less 2). ``middle_lead``: once Q♠ is
    played, a club, diamond or spade lead in a suit nobody has shown a void in is the highest card
    of the suit that at least this many unseen cards beat, not the lowest (``None``: the lowest):
    such a trick is unlikely to carry points, and the middle card would be harder to lose later.
    """

    lower_out: float = 4.0
    flush_queen: float = 4.0
    short_lead: float = 0.0
    burn_high: bool = False
    burn_rank: int = QUEEN
    spade_guards: int = 3
    high_before_heart: float | None = None
    sure_win: float = 0.0
    read_queen: bool = False
    burn_lead: int | None = None
    first_trick: bool = False
    other_rank: float = 0.6
    middle_lead: int | None = None


#: The hard level's rollouts (and its model of the other seats' passes): main's rules as they were.
ROLLOUT = Style()
#: The normal level: 89.9% of games won against three easy players (86.8% before), see the README.
LEVEL = Style(
    lower_out=2.0,
    flush_queen=16.0,
    short_lead=10.0,
    burn_high=True,
    burn_rank=JACK,
    spade_guards=4,
    high_before_heart=4.0,
    sure_win=20.0,
    read_queen=True,
    burn_lead=TEN,
    first_trick=True,
    other_rank=0.5,
    middle_lead=2,
)


def middle_open(played: int, suit: int, shown: int) -> bool:
    """``middle_lead`` may lead a middle card of ``suit``: Q♠ is among the cards ``played``, the
    suit is not hearts, and no other seat has shown a void in it (``shown``: their void suits).
    The level's rule and the other seats' reading of it both ask this."""
    return bool(played & QS_BIT) and suit != HEARTS and not shown >> suit & 1


def holders(state: Hearts, seat: int) -> int:
    """The seats (bits) that may hold Q♠ as this seat reads it: none when it is played or in this
    hand; the seat it was passed to; else the others but a seat that has shown a void in a suit
    other than clubs (most players throw Q♠ away at their first chance; clubs is left out as the
    first trick allows no points) or in spades."""
    if (state.played | state.hands[seat]) & QS_BIT:
        return 0
    if state.passed[seat] & QS_BIT:
        return 1 << ((seat + state.pass_offset) & 3)
    seats = 0
    for s in range(4):
        if s != seat and not state.voids[s] & ~1:
            seats |= 1 << s
    return seats or (0b1111 & ~(1 << seat))


def rank_score(state: Hearts, seat: int, c: int) -> float:
    """How much ``c`` is worth getting rid of: its rank, more from a short suit (a void to come)."""
    n = (state.hands[seat] & SUIT_MASKS[SUIT_OF[c]]).bit_count()
    return RANK_OF[c] + (1.5 if n <= 2 else 0.0)


def highest_rank(state: Hearts, seat: int, m: int) -> int:
    """The card of ``m`` to get rid of: high rank first, from a short suit (a void to come) on
    ties (the normal player's discard, and its rollouts')."""
    best, best_score = -1, -1.0
    for c in cards_in(m):
        score = rank_score(state, seat, c)
        if score > best_score:
            best, best_score = c, score
    return best


def behind(state: Hearts, seat: int) -> int:
    """The seats (bits) that play after this one to the trick."""
    return sum(1 << ((seat + i) & 3) for i in range(1, 4 - len(state.trick)))


def safe(state: Hearts, seat: int, last: bool, style: Style) -> bool:
    """Winning this pointless trick costs nothing (kawu's rules): this seat plays last, or Q♠
    cannot fall on it (played, in this hand, with a seat that has already played to the trick, or
    with ``read_queen`` none of the seats behind may hold it), nobody after this seat has shown a
    void in the suit, and enough of it is out for all to follow; with ``first_trick``, always on
    the first trick."""
    if hearts_jack.on(state):
        return False  # J♦ scores: the jack's own rules decide who wins a trick
    if last:
        return True
    if style.first_trick and state.trick_number == 0:
        return True  # rule 4: no points on the first trick (but from a hand of nothing but points)
    if style.read_queen:
        if holders(state, seat) & behind(state, seat):
            return False
    elif not (state.played | state.hands[seat]) & QS_BIT:
        holder = (seat + state.pass_offset) & 3
        if not state.passed[seat] & QS_BIT or (holder - state.leader) & 3 >= len(state.trick):
            return False
    later = 3 - len(state.trick)
    for i in range(1, later + 1):
        if state.voids[(seat + i) & 3] >> state.lead_suit & 1:
            return False
    outstanding = (unseen(state, seat) & SUIT_MASKS[state.lead_suit]).bit_count()
    return outstanding >= 2 * later + 2
