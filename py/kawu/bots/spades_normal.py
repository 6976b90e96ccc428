"""The normal Spades player: counts its tricks to bid, then plays for the team's contract.

It reads its own hand and public facts only (bids, tricks taken, cards played, voids shown).

Bidding counts the tricks a hand should take (sure tricks in the side suits, spade honours and
length, ruffs from short suits with spades to spare), bids nil on a hand that should take none,
and adds its count to the partner's bid with the total of all bids in mind. In play every decision
starts from what the team wants from the trick: its own nil bidder loses every trick it can; a
partner's nil is covered by winning high over it; an opponent's nil is attacked by playing under
it; otherwise the team takes tricks while its contract needs them or while the opponents can still
be set, and ducks them (no bags) once it has enough.
"""

from __future__ import annotations

import math

from kawu.bots.search import Budget
from kawu.cards import ALL_CARDS, SPADES, SUIT_MASKS, highest, lowest
from kawu.spades import BLIND_NIL, LOOK, Spades
from kawu.tricks import Phase, TrickGame

SPADES_MASK = SUIT_MASKS[SPADES]
SIDE_MASK = ALL_CARDS & ~SPADES_MASK
#: The cards of the same suit above each card.
ABOVE = tuple(SUIT_MASKS[c // 13] & ~((2 << c) - 1) for c in range(52))
ACE, KING, QUEEN, JACK, TEN = 12, 11, 10, 9, 8

# -- bidding ---------------------------------------------------------------------------------
NIL_CHANCE = 0.55  # bid nil when it succeeds this often (see nil_chance) ...
NIL_PER_TRICK = 0.05  # ... and this much more often for each trick the hand would bid over 1.5
NIL_MAX_TRICKS = 4.0
BID_ROUND = 0.0  # the first bid of a team is its estimate plus this, rounded down
TEAM_MARGIN = 1.3  # the second bid makes the team's contract its estimated tricks less this
PARTNER_EXTRA = 0.5  # what a partner's first bid leaves out, on average
BAG_BONUS = 0.4  # with many bags the team bids this much closer to its estimate
BAG_WORRY = 7  # with this many bags the team bids up to what it expects to take
SET_MARGIN = 3  # try to set the opponents when we need at most this many of the tricks left


def _suit(hand: int, suit: int) -> int:
    return hand & SUIT_MASKS[suit]


def _ranks(m: int) -> list[int]:
    """Ranks (0 = two .. 12 = ace) of the cards of one suit in ``m``, highest first."""
    out = []
    while m:
        c = m.bit_length() - 1
        out.append(c % 13)
        m ^= 1 << c
    return out


#: Tricks from spade length alone (0 to 13 spades), before the honours count.
_SPADE_LENGTH = (-0.88, -0.46, 0.0, 0.53, 1.0, 1.56, 2.19, 2.77, 3.4, 4.2, 5.0, 5.8, 6.6, 7.4)


def hand_tricks(hand: int) -> float:
    """The tricks a hand should take with spades as trumps (an estimate, not a promise).

    The weights were fitted (least squares) to the tricks teams of this player took in 40,000
    deals played out with every seat trying to win every trick.
    """
    spades = _ranks(_suit(hand, SPADES))
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
        ranks = _ranks(_suit(hand, suit))
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


def nil_chance(hand: int, partner_tricks: float = 3.3) -> float:
    """The chance a nil bid with this hand takes no trick, against good opponents.

    A logistic model fitted to many nils played out by this player (partner covering, opponents
    trying to set it): high spades, aces and kings in short suits, queens, and side suits with no
    low card to duck with make a nil fail; voids and low singletons let it shed its high cards.
    ``partner_tricks`` is what the partner is expected to take (a strong partner covers better).
    """
    spades = _ranks(_suit(hand, SPADES))
    n_sp = len(spades)
    if n_sp >= 6 or (spades and spades[0] >= QUEEN):
        return 0.0
    x = 1.84 + 0.1 * partner_tricks
    x += (0.09, -0.18, 0.0, 0.07, -0.94, -1.88)[n_sp]
    if n_sp:
        x -= 0.11 * max(0, spades[0] - 4)
    if n_sp > 1:
        x -= 0.17 * max(0, spades[1] - 3)
    for suit in range(3):
        ranks = _ranks(_suit(hand, suit))
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
    return 1.0 / (1.0 + math.exp(-x))


def nil_worthy(hand: int, partner_bid: int | None = None) -> bool:
    """A hand that should take no trick: likely enough to make nil, worth little as a bid."""
    partner = 3.3 if partner_bid is None else partner_bid + 0.5
    tricks = hand_tricks(hand)
    # A nil gives up the tricks the hand would bid: the more of them, the surer it must be.
    need = NIL_CHANCE + NIL_PER_TRICK * (tricks - 1.5) + (0.02 if partner_bid is None else 0.0)
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
        desperate = them - us >= 200 or (them >= target - 120 and them - us >= 120)
        if desperate and not partner_nil:
            return BLIND_NIL, "bid_blind_nil"  # a long shot, when nothing else can catch up
        return LOOK, "bid_look"
    partner_bid = state.bids[seat ^ 2]
    if partner_bid != 0 and nil_worthy(state.hands[seat], partner_bid):
        return 0, "bid_nil"
    return count_bid(state, seat)


def count_bid(state: Spades, seat: int) -> tuple[int, str]:
    """The bid that counts the hand's tricks (never nil), with the partner's bid and the total."""
    team = seat & 1
    partner_bid = state.bids[seat ^ 2]
    est = hand_tricks(state.hands[seat])
    bags = state.bags[team] >= BAG_WORRY
    why = "bid_count"
    if partner_bid:
        # The partner's bid says what it expects to take: bid the team's total, less a margin.
        margin = TEAM_MARGIN - (BAG_BONUS if bags else 0.0)
        bid = round(partner_bid + PARTNER_EXTRA + est - margin) - partner_bid
        why = "bid_with_partner"
    else:
        bid = int(est + (BID_ROUND + BAG_BONUS if bags else BID_ROUND))
        if partner_bid == 0:
            why = "bid_cover_nil"
    others = sum(b for b in state.bids if b)
    if others + bid > 13:
        bid = max(1, 13 - others)
    return max(1, min(13, bid)), why


# -- playing ---------------------------------------------------------------------------------
def beats(c: int, best: int, lead: int) -> bool:
    """Does ``c`` beat ``best`` in a trick led in suit ``lead``?"""
    if c >= 39:
        return best < 39 or c > best
    return best < 39 and c // 13 == lead and c > best


def trick_winner(state: Spades) -> tuple[int, int]:
    """The card winning the current trick so far, and its seat."""
    trick = state.trick
    lead = state.lead_suit
    best, at = trick[0], 0
    for i in range(1, len(trick)):
        if beats(trick[i], best, lead):
            best, at = trick[i], i
    return best, (state.leader + at) & 3


def need(state: Spades, team: int) -> int:
    """Tricks the team's non-nil bidders still need for the contract (0 once made)."""
    bids = state.bids
    won = state.tricks_won
    a = bids[team] or 0
    b = bids[team + 2] or 0
    left = a + b - (won[team] if a else 0) - (won[team + 2] if b else 0)
    return left if left > 0 else 0


def live_nil(state: Spades, s: int) -> bool:
    return state.bids[s] == 0 and state.tricks_won[s] == 0


#: For a trick with n cards played and the seat to play, the seats that play after it.
_AFTER = tuple(
    tuple([(seat + i) & 3 for i in range(1, 4 - n)] for seat in range(4)) for n in range(4)
)


class _View:
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
        if c >= 39:
            return True
        partner = self.partner
        return not any(self.may_ruff(s, lead) for s in after if s != partner)


def want_tricks(state: Spades, seat: int) -> tuple[bool, bool]:
    """(take tricks?, to set the opponents?) for a seat that is not playing its own nil."""
    team = seat & 1
    left = 13 - state.trick_number
    ours = need(state, team)
    if ours > 0 and ours <= left:
        return True, False
    theirs = need(state, 1 - team)
    if theirs > 0 and left - theirs < SET_MARGIN:
        return True, True
    return False, False


def choose_play(state: Spades, seat: int) -> tuple[int, str]:
    legal = state.legal_mask()
    if legal & (legal - 1) == 0:
        return lowest(legal), "forced"
    bids = state.bids
    won = state.tricks_won
    v = _View(state, seat, legal)
    if bids[seat] == 0 and won[seat] == 0:
        return _play_nil(v)
    partner = seat ^ 2
    partner_nil = bids[partner] == 0 and won[partner] == 0
    opp_nil = [s for s in ((seat + 1) & 3, (seat + 3) & 3) if bids[s] == 0 and won[s] == 0]
    if not state.trick:
        return _lead(v, partner_nil, opp_nil)
    return _follow(v, partner_nil, opp_nil)


# Ordering keys: a card's rank with spades above every side card.
def _power(c: int) -> int:
    return c % 13 + (13 if c >= 39 else 0)


def _cards(m: int) -> list[int]:
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def _highest_power(m: int) -> int:
    sp = m & SPADES_MASK
    if sp:
        return highest(sp)
    return max(_cards(m), key=lambda c: c % 13)


def _bottom_of_top(v: _View, c: int) -> int:
    """The lowest card of ``v.hand`` that plays as ``c``: no card out lies between them."""
    low = c
    d = c - 1
    while d >= 0 and d // 13 == c // 13 and not v.out >> d & 1:
        if v.hand >> d & 1:
            low = d
        d -= 1
    return low


# -- our own nil ---------------------------------------------------------------------------------
def _danger(v: _View, c: int) -> int:
    """How hard ``c`` is to lose later: fewer cards out above it is worse; spades are worst."""
    return -(v.out & ABOVE[c]).bit_count() * 2 + c % 13 + (20 if c >= 39 else 0)


def _play_nil(v: _View) -> tuple[int, str]:
    state = v.state
    legal = v.legal
    if not state.trick:
        # Lead the card with the most cards out above it, in a suit the others still hold.
        best_c, best_k = -1, -99
        for c in _cards(legal & SIDE_MASK or legal):
            suit = c // 13
            k = (v.out & ABOVE[c]).bit_count() * 2 - c % 13
            if all(state.voids[s] >> suit & 1 for s in range(4) if s != v.seat):
                k -= 50
            if k > best_k:
                best_c, best_k = c, k
        return best_c, "nil_lead_low"
    best, _ = trick_winner(state)
    lead = state.lead_suit
    winning = legal & ABOVE[best]
    if best < 39:
        winning |= legal & SPADES_MASK
    losing = legal & ~winning
    if losing:
        if losing & SUIT_MASKS[lead]:
            return highest(losing & SUIT_MASKS[lead]), "nil_duck"
        # Void: throw the card that would be hardest to lose later.
        return max(_cards(losing), key=lambda c: _danger(v, c)), "nil_discard"
    # Every card wins for now: play the one most likely to be beaten by those still to play.
    if not v.after:
        return max(_cards(legal), key=lambda c: _danger(v, c)), "nil_duck"
    return lowest(legal & SUIT_MASKS[lead] or legal & SPADES_MASK or legal), "nil_duck"


# -- leading ------------------------------------------------------------------------------------
def _lead(v: _View, partner_nil: bool, opp_nil: list[int]) -> tuple[int, str]:
    state = v.state
    legal = v.legal
    if partner_nil:
        # Lead winners (or high cards) for the nil partner to play under; a suit the partner is
        # void in lets the partner throw away a dangerous card.
        tops = [c for c in _cards(legal) if v.top(c)]
        if tops:
            return max(tops, key=lambda c: (c < 39, c % 13)), "cover_nil"
        pv = state.voids[v.partner]
        for c in _cards(legal & SIDE_MASK):
            if pv >> (c // 13) & 1 and not pv >> SPADES & 1:
                return c, "cover_nil"
        return _highest_power(legal & SIDE_MASK or legal), "cover_nil"
    if opp_nil:
        # Lead low in a suit the nil bidder still holds, so its cards may be forced to win.
        m = 0
        for s in range(4):
            if not any(state.voids[o] >> s & 1 for o in opp_nil):
                m |= legal & SUIT_MASKS[s]
        m = m or legal
        return min(_cards(m), key=lambda c: (c % 13, c >= 39)), "set_nil_lead"
    take, setting = want_tricks(state, v.seat)
    if not take:
        return _lead_to_lose(v), "avoid_bags"
    return _lead_to_win(v, setting)


def _lead_to_lose(v: _View) -> int:
    """A lead that someone else should win: the card with the most cards out above it."""
    state = v.state
    best_c, best_k = -1, -99
    for c in _cards(v.legal & SIDE_MASK or v.legal):
        suit = c // 13
        k = (v.out & ABOVE[c]).bit_count() * 2 - c % 13
        holders = [s for s in range(4) if s != v.seat and not state.voids[s] >> suit & 1]
        if not holders or not v.out & ABOVE[c]:
            k -= 50
        if k > best_k:
            best_c, best_k = c, k
    return best_c


def _lead_to_win(v: _View, setting: bool) -> tuple[int, str]:
    state = v.state
    legal = v.legal
    out = v.out
    opps = ((v.seat + 1) & 3, (v.seat + 3) & 3)
    win = "set_contract" if setting else "lead_winner"
    # 1. Cash a side-suit winner that no opponent should trump.
    cash = []
    for c in _cards(legal & SIDE_MASK):
        if v.top(c) and not any(v.may_ruff(o, c // 13) for o in opps):
            cash.append(c)
    if cash:
        # From the suit with the most cards out (the least likely to be trumped).
        return max(cash, key=lambda c: ((out & SUIT_MASKS[c // 13]).bit_count(), -(c % 13))), win
    my_spades = legal & SPADES_MASK
    out_spades = out & SPADES_MASK
    # 2. Draw trumps with the top spade when we hold as many spades as are out.
    if my_spades and out_spades:
        top = highest(my_spades)
        if v.top(top) and my_spades.bit_count() >= out_spades.bit_count() // 2:
            return top, "draw_trumps" if not setting else win
    # 3. A suit the partner can trump and the opponents cannot.
    pv = state.voids[v.partner]
    if not pv >> SPADES & 1 and out_spades:
        for s in range(3):
            m = legal & SUIT_MASKS[s]
            if m and pv >> s & 1 and not any(state.voids[o] >> s & 1 for o in opps):
                return lowest(m), "lead_to_ruff"
    side = legal & SIDE_MASK
    if not side:
        # Only spades: lead the top one if it is a winner, else the lowest.
        if v.top(highest(legal)):
            return highest(legal), win
        return lowest(legal), "lead_low_side"
    # 4. A short suit with spades to spare: lead it to trump the suit later.
    spare = (v.hand & SPADES_MASK).bit_count() - (out_spades.bit_count() + 1) // 3
    if spare > 0:
        for s in range(3):
            m = side & SUIT_MASKS[s]
            if m and m.bit_count() == 1 and lowest(m) % 13 < QUEEN:
                return lowest(m), "lead_short"
    # 5. Lead low from a suit without an unguarded honour.
    best_c, best_k = -1, 99.0
    for s in range(3):
        m = side & SUIT_MASKS[s]
        if not m:
            continue
        c = lowest(m)
        top = highest(m)
        k = 0.0
        if not v.top(top) and top % 13 >= QUEEN:
            k += 3  # leading away from a king or queen gives it to the ace
        k -= m.bit_count() * 0.5
        if any(state.voids[o] >> s & 1 for o in opps):
            k += 4
        if k < best_k:
            best_c, best_k = c, k
    return best_c, "lead_low_side"


# -- following ----------------------------------------------------------------------------------
def _follow(v: _View, partner_nil: bool, opp_nil: list[int]) -> tuple[int, str]:
    state = v.state
    legal = v.legal
    lead = state.lead_suit
    best, winner = trick_winner(state)
    in_suit = legal & SUIT_MASKS[lead]
    winning = legal & ABOVE[best]
    if best < 39:
        winning |= legal & SPADES_MASK
    losing = legal & ~winning
    partner = v.partner
    partner_to_play = partner in v.after

    if partner_nil:
        if winner == partner and winning:
            # Take the trick off the nil partner, with a card that holds if we have one.
            holding = [c for c in _cards(winning) if v.holds(c, lead)]
            if holding:
                return min(holding, key=_power), "cover_nil"
            return _highest_power(winning), "cover_nil"
        if partner_to_play and winning:
            # Partner plays after us: win as high as we can, so the partner can play under.
            return _highest_power(winning), "cover_nil"
    nil_opps_to_play = [o for o in opp_nil if o in v.after]
    if opp_nil and (winner in opp_nil or nil_opps_to_play):
        if winner in opp_nil:
            if losing:
                # Stay under the nil bidder's card: it must take this trick.
                return _highest_power(losing), "set_nil"
        elif in_suit and winner != partner:
            # The nil bidder plays after us: stay low so its card may be the highest.
            return lowest(in_suit), "set_nil"
        elif not in_suit and losing:
            return _discard(v, losing, keep_low=True), "set_nil"
    take, setting = want_tricks(state, v.seat)
    if not take:
        return _duck(v, winning, losing)
    win = "set_contract" if setting else None
    if winner == partner and (v.holds(best, lead) if best >= 39 or best // 13 == lead else True):
        # Partner has it: play low.
        return (_discard(v, losing or legal) if not in_suit else lowest(in_suit)), "partner_wins"
    if winning:
        opps_after = [s for s in v.after if s != partner]
        if not opps_after:
            c = min(_cards(winning), key=_power)
            return c, win or ("win_cheap" if in_suit else "ruff")
        holding = [c for c in _cards(winning) if v.holds(c, lead)]
        if holding:
            c = min(holding, key=_power)
            return c, win or ("win_top" if in_suit else "ruff")
        if not in_suit:
            # Trump: the lowest spade that wins, unless an opponent after us is void too.
            return min(_cards(winning), key=_power), win or "ruff"
        if len(state.trick) == 1 and partner_to_play:
            # Second hand low: the partner plays last.
            return lowest(in_suit), "second_low"
        # Third hand high: the lowest of our highest touching cards.
        return _bottom_of_top(v, highest(winning)), win or "third_high"
    if in_suit:
        return lowest(in_suit), "follow_under"
    return _discard(v, legal), "discard"


def _discard(v: _View, m: int, keep_low: bool = False) -> int:
    """A card we can spare: the lowest of a short side suit with no winner in it."""
    side = m & SIDE_MASK
    if not side:
        return lowest(m)
    best_c, best_k = -1, 99.0
    for s in range(3):
        sm = side & SUIT_MASKS[s]
        if not sm:
            continue
        c = highest(sm) if keep_low else lowest(sm)
        k = float(sm.bit_count())
        if v.top(c):
            k += 10  # a winner: keep it
        if sm.bit_count() == 2 and highest(sm) % 13 == KING:
            k += 3  # keep the king guarded
        if k < best_k:
            best_c, best_k = c, k
    return best_c


def _duck(v: _View, winning: int, losing: int) -> tuple[int, str]:
    """Contract made: lose the trick, with the highest card that loses."""
    if losing:
        # Dump the card hardest to lose later.
        return max(_cards(losing), key=lambda c: _danger(v, c)), "avoid_bags"
    if not v.after:
        return max(_cards(winning), key=lambda c: _danger(v, c)), "avoid_bags"
    return min(_cards(winning), key=_power), "avoid_bags"


# -- what the search needs -----------------------------------------------------------------------
BUDGET = Budget(plays=12_000, max_deals=150)
BID_BUDGET = Budget(plays=12_000, min_deals=12, max_deals=150)  # the hard bid (spades_search)
BAG_COST = 10.0  # ten bags cost 100 points: each bag is worth about -10 beyond its +1
GAME_WON = 500.0  # a hand that wins the game is worth this much more than its points


BID_SPREAD = 0.9  # how far (in tricks) a seat's count may stray from what its bid says


def played_by(state: TrickGame) -> list[int]:
    """The cards each seat has played this hand (public: everyone saw them)."""
    out = [0, 0, 0, 0]
    for leader, cards, _ in state.log:
        for i, c in enumerate(cards):
            out[(leader + i) & 3] |= 1 << c
    for i, c in enumerate(state.trick):
        out[(state.leader + i) & 3] |= 1 << c
    return out


_SHOWN: list[object] = [None, -1, []]  # the last state asked about, its played cards, played_by


def _shown(state: TrickGame) -> list[int]:
    """``played_by(state)``, kept while the search asks about the same state over and over."""
    memo = _SHOWN
    if memo[0] is not state or memo[1] != state.played:
        memo[:] = [state, state.played, played_by(state)]
    shown: list[int] = memo[2]  # type: ignore[assignment]
    return shown


def plausible(state: TrickGame, seat: int, hands: list[int]) -> float:
    """How well a sampled deal fits the other seats' bids: a nil bidder's hand should look like a
    nil, another bidder's hand should count about as many tricks as it bid."""
    if not isinstance(state, Spades):
        return 1.0
    w = 1.0
    shown: list[int] | None = None
    for s in range(4):
        bid = state.bids[s]
        if s == seat or bid is None or (bid == 0 and state.blind[s]):
            continue
        if shown is None:
            shown = _shown(state)
        full = hands[s] | shown[s]
        if bid == 0:
            w *= min(1.0, 2.0 * nil_chance(full))
            continue
        d = hand_tricks(full) - (bid + 0.6)
        if bid == 1 and d < 0:
            continue
        w *= math.exp(-d * d / (2 * BID_SPREAD * BID_SPREAD))
    return w


def choose_before_play(state: TrickGame, seat: int) -> tuple[int, str]:
    assert isinstance(state, Spades) and state.phase is Phase.BID
    return choose_bid(state, seat)


def rollout(state: TrickGame) -> int:
    """The rollout policy: this player's card for the seat to play."""
    assert isinstance(state, Spades)
    return choose_play(state, state.turn)[0]


def score(state: TrickGame, seat: int) -> float:
    """A finished hand's value for ``seat``'s team, over the opponents'.

    Points, with bags costed evenly: every bag counts -10 when it is taken (ten of them cost 100),
    so the 100 the tenth bag takes off is added back rather than counted twice. A hand that ends
    the game is worth its result above all.
    """
    row = state.history[-1]
    team = seat & 1
    points: list[int] = row["points"]
    bags: list[int] = row["bags"]
    penalty: list[int] = row["bag_penalty"]
    value = [points[t] + penalty[t] - BAG_COST * bags[t] for t in (0, 1)]
    result = value[team] - value[1 - team]
    if state.phase is Phase.GAME_OVER:
        result += GAME_WON if state.winner == team else -GAME_WON
    return result
