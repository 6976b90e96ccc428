"""A Spades lesson's topics: what a decision of a seat is about, from what that seat may know.

Only the seat's own cards and what is public (RULES.md, "What views show"): the bids, the tricks
each seat has taken, the trick, whether spades are broken. Never another seat's cards
(``tests/fair/test_coach_fair.py`` deals them again).
"""

from __future__ import annotations

from kawu.engine.cards import RANK_OF, SPADES, SUIT_LETTERS, SUIT_MASKS, cards_in, codes
from kawu.engine.spades import Spades
from kawu.engine.tricks import Phase
from kawu.lessons.topic import Topic

#: The Spades lesson's topics, in the order a hand brings them.
TOPICS = (
    "bid",
    "contract",
    "follow",
    "trump",
    "discard",
    "spades_unbroken",
    "spades_broken",
    "bags",
    "nil",
    "blind_nil",
)

SPADES_MASK = SUIT_MASKS[SPADES]
ACE, KING = 12, 11  # ranks
#: Spades after this many are long: each one a trick once the others have run out.
LONG_AFTER = 3


def topics(state: Spades, seat: int) -> list[Topic]:
    """The topics of ``seat``'s decision now, the most pressing first (``seat`` must act)."""
    hand = state.hands[seat]
    if state.phase is Phase.BID:
        if not state.looked[seat]:
            return [Topic("blind_nil", "lesson_blind_nil")]
        sure = sure_tricks(hand)
        params = {"cards": codes(sure), "count": sure.bit_count()}
        return [Topic("bid", "lesson_bid" if sure else "lesson_bid_none", params)]
    out: list[Topic] = []
    if not state.trick:
        out.append(_lead(state, hand))
    elif not hand & SUIT_MASKS[state.lead_suit]:
        suit = SUIT_LETTERS[state.lead_suit]
        if state.lead_suit == SPADES:
            out.append(Topic("discard", "lesson_discard_trumps"))
        elif hand & SPADES_MASK:
            out.append(Topic("trump", "lesson_trump", {"suit": suit}))
        else:
            out.append(Topic("discard", "lesson_discard_spades", {"suit": suit}))
    nil = _nil(state, seat)
    if nil is not None:
        out.append(nil)
    team = seat & 1
    us, won = state.contract(team), counted(state, team)
    if us and won >= us:
        out.append(Topic("bags", "lesson_bags", {"us": us}))
    elif us:
        out.append(_contract(state, seat, us, won))
    if state.trick and hand & SUIT_MASKS[state.lead_suit]:
        legal = state.legal_mask()
        params = {"suit": SUIT_LETTERS[state.lead_suit], "cards": codes(legal)}
        out.append(Topic("follow", "lesson_follow_spades", params))
    return out


def sure_tricks(hand: int) -> int:
    """The cards a newcomer counts as sure tricks (a mask): each ace, each king with another card
    of its suit, and each spade after the third (the lowest of them)."""
    sure = 0
    for suit in range(4):
        held = cards_in(hand & SUIT_MASKS[suit])
        for c in held:
            if RANK_OF[c] == ACE or (RANK_OF[c] == KING and len(held) > 1):
                sure |= 1 << c
    spades = [c for c in cards_in(hand & SPADES_MASK) if not sure >> c & 1]
    long = (hand & SPADES_MASK).bit_count() - LONG_AFTER
    for c in spades[: max(0, long)]:
        sure |= 1 << c
    return sure


def counted(state: Spades, team: int) -> int:
    """The team's tricks that count toward its contract (a nil bidder's only with the option
    ``nil_tricks = count``)."""
    count_nil = state.options.nil_tricks == "count"
    return sum(state.tricks_won[s] for s in (team, team + 2) if state.bids[s] or count_nil)


def _lead(state: Spades, hand: int) -> Topic:
    if state.broken or state.options.spades_lead != "broken":
        return Topic("spades_broken", "lesson_spades_broken")
    if hand & ~SPADES_MASK:
        return Topic("spades_unbroken", "lesson_spades_unbroken")
    return Topic("spades_unbroken", "lesson_spades_unbroken_only")


def _contract(state: Spades, seat: int, us: int, won: int) -> Topic:
    partner = seat ^ 2
    params = {
        "us": us,
        "won": won,
        "mine": state.bids[seat],
        "partner": state.bids[partner],
        "them": state.contract(1 - (seat & 1)),
    }
    if state.bids[partner] == 0:
        return Topic("contract", "lesson_contract_partner_nil", params)
    if state.bids[seat] == 0:
        return Topic("contract", "lesson_contract_own_nil", params)
    return Topic("contract", "lesson_contract", params)


def _nil(state: Spades, seat: int) -> Topic | None:
    """The first nil still alive (its bidder has taken no trick): the seat's own, its
    partner's, then the opponents' from the seat's left."""
    for s in (seat, seat ^ 2, (seat + 1) & 3, (seat + 3) & 3):
        if state.bids[s] == 0 and not state.tricks_won[s]:
            if s == seat:
                return Topic("nil", "lesson_nil_own")
            if s == seat ^ 2:
                return Topic("nil", "lesson_nil_cover")
            return Topic("nil", "lesson_nil_set", {"seats": [s]})
    return None
