"""The normal Spades player's bid, and how likely a deal is given the bids the others made.

Bidding counts the tricks a hand should take (sure tricks in the side suits, spade honours and
length, ruffs from short suits with spades to spare), bids nil on a hand that should take none,
and adds its count to the partner's bid with the total of all bids in mind. The same counts
weigh the deals the hard level samples (``plausible``): a nil bidder's hand should look like a
nil, another bidder's hand should count about as many tricks as it bid.
"""

from __future__ import annotations

import math
from functools import lru_cache

from kawu.bots import endgame
from kawu.bots.knowledge import Weigh, tricks_seen
from kawu.engine.cards import ACE, JACK, KING, QUEEN, RANK_OF, SPADES, SUIT_MASKS, TEN
from kawu.engine.house import BAG_RULES
from kawu.engine.spades import BLIND_NIL, LOOK, MAX_BID, Spades
from kawu.engine.tricks import TRICKS_PER_HAND, TrickGame

NIL_CHANCE = 0.55  # bid nil when it succeeds this often (see nil_chance) ...
NIL_PER_TRICK = 0.05  # ... and this much more often for each trick the hand would bid over 1.5
NIL_MAX_TRICKS = 4.0
BID_ROUND = 0.0  # the first bid of a team is its estimate plus this, rounded down
TEAM_MARGIN = 1.3  # the second bid makes the team's contract its estimated tricks less this
PARTNER_EXTRA = 0.5  # what a partner's first bid leaves out, on average
PARTNER_UNKNOWN = 3.3  # the tricks a partner that has not bid yet is expected to take
BAG_BONUS = 0.4  # with many bags the team bids this much closer to its estimate
BAG_WORRY = 7  # with this many bags the team bids up to what it expects to take ...
# ... and near the game's end (a team this close to the target) with this many, two from the
# penalty, it bids up further: the penalty will land before the game ends, so every overtrick
# costs it now (far from the end a bag costs about 10 wherever it falls, and bidding up measured
# no better: 94.1% of games won against easy players instead of 96.1%; near the end, 0.8 more
# measured 95.1% instead of 96.0%, this 95.9%).
BAGS_END = 200
BAG_NEAR = 8
BAG_UP = 0.5
# Blind nil (the option on) is the long shot of a team this far behind ...
DESPERATE_GAP = 200
# ... or this far behind with the opponents this close to the target.
NEAR_TARGET = 120
BID_SPREAD = 0.9  # how far (in tricks) a seat's count may stray from what its bid says
BID_SHORT = 0.6  # a bidder's count lies this far above its bid, on average


def partner_tricks(partner_bid: int | None) -> float:
    """The tricks a partner is expected to take, from its bid (``None``: not bid yet)."""
    return PARTNER_UNKNOWN if partner_bid is None else partner_bid + PARTNER_EXTRA


def _ranks(hand: int, suit: int) -> list[int]:
    """Ranks (0 = two .. 12 = ace) of the hand's cards of ``suit``, highest first."""
    m = hand & SUIT_MASKS[suit]
    out = []
    while m:
        c = m.bit_length() - 1
        out.append(RANK_OF[c])
        m ^= 1 << c
    return out


#: Tricks from spade length alone (0 to 13 spades), before the honours count.
_SPADE_LENGTH = (-0.88, -0.46, 0.0, 0.53, 1.0, 1.56, 2.19, 2.77, 3.4, 4.2, 5.0, 5.8, 6.6, 7.4)


@lru_cache(maxsize=1 << 14)
def hand_tricks(hand: int) -> float:
    """The tricks a hand should take with spades as trumps (an estimate, not a promise).
    Kept by hand (``lru_cache``): the bid search asks the same hands' counts again and again.

    The weights were fitted (least squares) to the tricks teams of this player took in 40,000
    deals played out with every seat trying to win every trick.
    """
    spades = _ranks(hand, SPADES)
    n_sp = len(spades)
    est = 0.54 + _SPADE_LENGTH[n_sp]
    if ACE in spades:
        est += 0.61
    if KING in spades:
        est += 0.83 if n_sp >= 2 else 0.58
    if QUEEN in spades:
        est += 0.75 if n_sp >= 3 else 0.56
    if JACK in spades and n_sp >= 4:
        est += 0.5
    if TEN in spades and n_sp >= 5:
        est += 0.26
    spare = n_sp - sum(1 for r in spades if r >= JACK)
    for suit in range(3):
        ranks = _ranks(hand, suit)
        n = len(ranks)
        ace = ACE in ranks
        if ace:
            est += 1.0 if n <= 6 else 0.9
        if KING in ranks:
            if ace:
                est += 0.65 if n <= 4 else 0.5
            elif n == 1:
                est += 0.45
            else:
                est += 0.67 if n <= 4 else 0.58
        if QUEEN in ranks and 3 <= n <= 5:
            est += 0.11
        # Ruffs: a short suit lets spades not counted above take tricks.
        if n == 0:
            est += 0.22 * min(spare, 3)
        elif n == 1 and ranks[0] < KING:
            est += 0.15 * min(spare, 2)
        elif n == 2 and ranks[0] < QUEEN:
            est += 0.1 * min(spare, 1)
        if n <= 1:
            est += 0.07 * spare
    return est


def nil_chance(hand: int, partner_tricks: float = PARTNER_UNKNOWN) -> float:
    """The chance a nil bid with this hand takes no trick, against good opponents.

    A logistic model fitted to many nils played out by this player (partner covering, opponents
    trying to set it): high spades, aces and kings in short suits, queens, and side suits with no
    low card to duck with make a nil fail; voids and low singletons let it shed its high cards.
    ``partner_tricks`` is what the partner is expected to take (a strong partner covers better).
    """
    x = nil_logit(hand, partner_tricks)
    return 0.0 if x is None else _logistic(x)


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


@lru_cache(maxsize=1 << 14)
def nil_logit(hand: int, partner_tricks: float = PARTNER_UNKNOWN) -> float | None:
    """``nil_chance`` before its logistic: ``x`` where the chance is ``1 / (1 + exp(-x))``; None
    where the hand has no chance (six spades or more, or the queen, king or ace of spades)."""
    spades = _ranks(hand, SPADES)
    n_sp = len(spades)
    if n_sp >= 6 or (spades and spades[0] >= QUEEN):
        return None
    x = 1.84 + 0.1 * partner_tricks
    x += (0.09, -0.18, 0.0, 0.07, -0.94, -1.88)[n_sp]
    if n_sp:
        x -= 0.11 * max(0, spades[0] - 4)
    if n_sp > 1:
        x -= 0.17 * max(0, spades[1] - 3)
    for suit in range(3):
        ranks = _ranks(hand, suit)
        n = len(ranks)
        if not n:
            x += 0.31
            continue
        at = min(n, 4) - 1
        if ranks[0] == ACE:
            x -= (4.95, 3.22, 1.55, 0.55)[at]
        if KING in ranks:
            x -= (1.74, 1.66, 1.05, 0.49)[at]
        if QUEEN in ranks:
            x -= (0.23, 0.82, 0.74, 0.45)[at]
        if JACK in ranks:
            x -= 0.41 if n <= 2 else 0.45
        if ranks[-1] >= 5:
            x -= 0.6  # no card below seven to duck with
        if n == 1 and ranks[0] <= 5:
            x += 0.44
        if n >= 5:
            x += 0.27 * sum(1 for r in ranks if r >= JACK)
    return x


def nil_worthy(
    hand: int, partner_bid: int | None = None, easier: float = 0.0, nil_value: int = 100
) -> bool:
    """A hand that should take no trick: likely enough to make nil, worth little as a bid
    (``easier``: how much less chance it needs, when only a nil can catch up; ``nil_value``:
    the option, what a nil is worth either way)."""
    partner = partner_tricks(partner_bid)
    tricks = hand_tricks(hand)
    # A nil gives up the tricks the hand would bid: the more of them, the surer it must be.
    need = NIL_CHANCE + NIL_PER_TRICK * (tricks - 1.5) + (0.02 if partner_bid is None else 0.0)
    need -= easier
    if nil_value != 100:
        # A nil is worth (2p - 1) x its value: for the same worth, p's margin over even odds
        # grows as the value shrinks.
        need = 0.5 + (need - 0.5) * 100 / nil_value
    return tricks < NIL_MAX_TRICKS and nil_chance(hand, partner) >= need


def choose_bid(state: Spades, seat: int) -> tuple[int, str]:
    """The normal player's bid: blind nil when desperate (the option on; never beside a
    partner's nil), nil on a nil hand (never beside a partner's nil), otherwise its count
    (``count_bid``)."""
    team = seat & 1
    if not state.looked[seat]:
        them, us = state.scores[1 - team], state.scores[team]
        target = state.options.target
        # One long shot a team: beside a partner's nil the seat looks, bids and covers it.
        partner_nil = state.bids[seat ^ 2] == 0
        desperate = them - us >= DESPERATE_GAP or (
            them >= target - NEAR_TARGET and them - us >= NEAR_TARGET
        )
        if desperate and not partner_nil:
            return BLIND_NIL, "bid_blind_nil"  # a long shot, when nothing else can catch up
        return LOOK, "bid_look"
    partner_bid = state.bids[seat ^ 2]
    easier = endgame.nil_to_catch_up(state, seat)  # far behind near the end: nil is the way
    nil_value = state.options.nil_value
    if partner_bid != 0 and nil_worthy(state.hands[seat], partner_bid, easier, nil_value):
        return 0, "bid_nil" if not easier else "bid_nil_catch_up"
    bid, why = count_bid(state, seat)
    if endgame.close_out(state, seat, bid):
        return bid - 1, "bid_close_out"
    return bid, why


def count_bid(state: Spades, seat: int) -> tuple[int, str]:
    """The bid that counts the hand's tricks (never nil), with the partner's bid and the total."""
    team = seat & 1
    partner_bid = state.bids[seat ^ 2]
    est = hand_tricks(state.hands[seat])
    carried = state.bags[team]
    rule = BAG_RULES[state.options.bag_penalty]
    # (option bag_penalty: as near the penalty with 5 bags for 50; no worry when bags are free)
    shift = 0 if rule is None else 10 - rule[0]
    free = rule is None
    up = BAG_BONUS if carried + shift >= BAG_WORRY and not free else 0.0
    if (
        not free
        and carried + shift >= BAG_NEAR
        and max(state.scores) >= state.options.target - BAGS_END
    ):
        up = BAG_UP
    why = "bid_count"
    if partner_bid:
        # The partner's bid says what it expects to take: bid the team's total, less a margin.
        bid = round(partner_bid + PARTNER_EXTRA + est - TEAM_MARGIN + up) - partner_bid
        why = "bid_with_partner"
    else:
        bid = int(est + BID_ROUND + up)
        if partner_bid == 0:
            why = "bid_cover_nil"
    others = sum(b for b in state.bids if b)
    if others + bid > TRICKS_PER_HAND:
        bid = max(1, TRICKS_PER_HAND - others)
    return max(1, min(MAX_BID, bid)), why


def played_by(state: TrickGame) -> list[int]:
    """The cards each seat has played this hand (public: everyone saw them)."""
    out = [0, 0, 0, 0]
    for leader, cards in tricks_seen(state):
        for i, c in enumerate(cards):
            out[(leader + i) & 3] |= 1 << c
    return out


def _even(_hands: list[int]) -> float:
    return 1.0


def plausible(state: TrickGame, seat: int) -> Weigh:
    """How well a sampled deal fits the other seats' bids: a nil bidder's hand should look like a
    nil, another bidder's hand should count about as many tricks as it bid (see ``Weigh``).

    What the table shows (the bids, the cards each seat played) is read once, here."""
    if not isinstance(state, Spades):
        return _even
    bidders = [
        (s, bid)
        for s, bid in enumerate(state.bids)
        if s != seat and bid is not None and not (bid == 0 and state.blind[s])
    ]
    return BidWeigh(bidders, played_by(state) if bidders else [])


class BidWeigh:
    """``plausible``'s weigh: ``bidders`` (seat, bid) and the cards each seat has ``shown``. The
    core works out what it reads of a deal's hands (``core/bidterms.c``'s ``bid_terms``: each
    nil's logit, each other bid's count less the bid) and ``from_terms`` finishes it, with
    Python's ``exp``: the same weight."""

    __slots__ = ("bidders", "shown")

    def __init__(self, bidders: list[tuple[int, int]], shown: list[int]) -> None:
        self.bidders = bidders
        self.shown = shown

    def __call__(self, hands: list[int]) -> float:
        terms: list[tuple[float, bool]] = [(0.0, False)] * 4
        for s, bid in self.bidders:
            full = hands[s] | self.shown[s]
            if bid == 0:
                x = nil_logit(full)
                terms[s] = (0.0, True) if x is None else (x, False)
            else:
                terms[s] = (hand_tricks(full) - (bid + BID_SHORT), False)
        return self.from_terms(terms)

    def from_terms(self, terms: list[tuple[float, bool]]) -> float:
        """The weight of a deal from what it says of each bidder: ``(logit, no chance)`` of a
        nil (``nil_chance``), ``(count - bid - BID_SHORT, _)`` of another bid."""
        w = 1.0
        for s, bid in self.bidders:
            value, none = terms[s]
            if bid == 0:
                w *= min(1.0, 2.0 * (0.0 if none else _logistic(value)))
                continue
            d = value
            if bid == 1 and d < 0:
                continue
            w *= math.exp(-d * d / (2 * BID_SPREAD * BID_SPREAD))
        return w
