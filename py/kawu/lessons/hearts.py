"""A Hearts lesson's topics: what a decision of a seat is about, from what that seat may know.

Only the seat's own cards and what is public (RULES.md, "What views show"): the trick, the cards
played, whether hearts are broken, the points each seat has taken this hand, the pass's
direction. Never another seat's cards (``tests/fair/test_coach_fair.py`` deals them again).
"""

from __future__ import annotations

from kawu.engine.cards import (
    ACE_SPADES,
    HEARTS,
    KING_SPADES,
    QS_BIT,
    QUEEN_SPADES,
    SPADES,
    SUIT_LETTERS,
    SUIT_MASKS,
    TWO_CLUBS,
    TWO_CLUBS_BIT,
    card,
    codes,
)
from kawu.engine.hearts import Hearts
from kawu.engine.tricks import Phase
from kawu.lessons.topic import Topic

#: The Hearts lesson's topics, in the order a hand brings them.
TOPICS = (
    "pass",
    "two_clubs",
    "first_trick",
    "follow",
    "discard",
    "hearts_unbroken",
    "hearts_broken",
    "queen",
    "moon",
)

HEARTS_MASK = SUIT_MASKS[HEARTS]
HIGH_SPADES = QS_BIT | 1 << KING_SPADES | 1 << ACE_SPADES
#: The hearts a pass should think of first: J♥ and higher.
HIGH_HEARTS = sum(1 << card(c) for c in ("JH", "QH", "KH", "AH"))
BIG_SPADES = 1 << KING_SPADES | 1 << ACE_SPADES
#: A moon seen coming: this many tricks played, every point so far taken by one seat, at least
#: this many of them.
MOON_AFTER_TRICKS = 6
MOON_POINTS = 10


def topics(state: Hearts, seat: int) -> list[Topic]:
    """The topics of ``seat``'s decision now, the most pressing first (``seat`` must act)."""
    if state.phase is Phase.PASS:
        return [_pass(state, seat)]
    hand = state.hands[seat]
    legal = state.legal_mask()
    out: list[Topic] = []
    moon = _moon(state, seat)
    if moon is not None:
        out.append(moon)
    if not state.trick:
        if state.trick_number == 0 and legal == TWO_CLUBS_BIT:
            out.append(Topic("two_clubs", "lesson_two_clubs"))
        else:
            out.append(_lead(state, hand))
        if hand & QS_BIT:
            out.append(Topic("queen", "lesson_queen"))
        return out
    lead = state.lead_suit
    suit = SUIT_LETTERS[lead]
    follows = bool(hand & SUIT_MASKS[lead])
    if state.trick_number == 0:
        variant = "lesson_first_trick"
        params: dict[str, object] = {"cards": codes(legal), "suit": suit}
        if state.trick[0] == TWO_CLUBS:
            variant += "_2c"
            params["seats"] = [state.leader]
        out.append(Topic("first_trick", variant + ("" if follows else "_void"), params))
    if QUEEN_SPADES in state.trick:
        out.append(Topic("queen", "lesson_queen_trick"))
    queen_out = not (state.played | hand) & QS_BIT
    later = len(state.trick) < 3  # a seat still to play after this one
    if lead == SPADES and follows and queen_out and later and hand & BIG_SPADES:
        out.append(Topic("queen", "lesson_queen_out", {"cards": codes(hand & BIG_SPADES)}))
    if not follows and state.trick_number:
        out.append(Topic("discard", "lesson_discard", {"suit": suit}))
        if legal & QS_BIT:
            out.append(Topic("queen", "lesson_queen_dump", {"suit": suit}))
    elif follows and state.trick_number:
        out.append(Topic("follow", "lesson_follow", {"suit": suit, "cards": codes(legal)}))
    if hand & QS_BIT:
        out.append(Topic("queen", "lesson_queen"))
    return out


def _pass(state: Hearts, seat: int) -> Topic:
    to = (seat + state.pass_offset) & 3
    hand = state.hands[seat] | state.passed[seat]
    watch = hand & (HIGH_SPADES | HIGH_HEARTS)
    params = {"count": state.options.pass_count, "seats": [to], "cards": codes(watch)}
    return Topic("pass", "lesson_pass" if watch else "lesson_pass_void", params)


def _lead(state: Hearts, hand: int) -> Topic:
    if state.broken:
        return Topic("hearts_broken", "lesson_hearts_broken")
    if hand & ~HEARTS_MASK:
        return Topic("hearts_unbroken", "lesson_hearts_unbroken")
    return Topic("hearts_unbroken", "lesson_hearts_unbroken_only")


def _moon(state: Hearts, seat: int) -> Topic | None:
    """One seat has taken every point so far, late in the hand: public (every trick was seen)."""
    if state.trick_number < MOON_AFTER_TRICKS:
        return None
    takers = [s for s in range(4) if state.points[s]]
    if len(takers) != 1 or state.points[takers[0]] < MOON_POINTS:
        return None
    taker = takers[0]
    points = state.points[taker]
    if taker == seat:
        return Topic("moon", "lesson_moon_self", {"points": points})
    return Topic("moon", "lesson_moon", {"seats": [taker], "points": points})
