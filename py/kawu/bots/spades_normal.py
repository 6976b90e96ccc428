"""The normal Spades player: counts its tricks to bid, then plays for the team's contract.

It reads its own hand and public facts only (bids, tricks taken, cards played, voids shown). It
bids nil on a hand that cannot take a trick, covers a partner's nil, tries to set an opponent's
nil, avoids bags once the contract is made and plays to set a contract it can set.
"""

from __future__ import annotations

from kawu.bots.knowledge import unseen
from kawu.bots.search import Budget
from kawu.cards import SPADES, SUIT_MASKS, cards_in, highest, lowest
from kawu.spades import BLIND_NIL, LOOK, Spades
from kawu.tricks import Phase, TrickGame

SPADES_MASK = SUIT_MASKS[SPADES]
NIL_LIMIT = 0.9  # a hand worth less than this many tricks, with no high spade, bids nil
BAG_WORRY = 7  # with this many bags, the team bids closer to what it can take


def _above(c: int) -> int:
    return SUIT_MASKS[c // 13] & ~((1 << (c + 1)) - 1)


# -- bidding ---------------------------------------------------------------------------------
def hand_tricks(hand: int) -> float:
    """The tricks a hand should take with spades as trumps (a count, not a promise)."""
    spades = hand & SPADES_MASK
    n_spades = spades.bit_count()
    est = 0.0
    ranks = [c % 13 for c in cards_in(spades)]
    top = {12: 1, 11: 2, 10: 3, 9: 4}  # A, K, Q, J count when guarded by this many spades
    counted = 0
    for r, need in top.items():
        if r in ranks and n_spades >= need:
            est += 1.0 if r >= 11 else 0.8 if r == 10 else 0.5
            counted += 1
    est += max(0, n_spades - 4) * 0.9
    spare = max(0, n_spades - counted - max(0, n_spades - 4))
    for suit in range(3):
        m = hand & SUIT_MASKS[suit]
        n = m.bit_count()
        held = [c % 13 for c in cards_in(m)]
        if 12 in held:
            est += 1.0 if n <= 5 else 0.6
        if 11 in held and n >= 2:
            est += 0.8 if n <= 4 else 0.4
        if 10 in held and n >= 3 and (12 in held or 11 in held):
            est += 0.4
        if spare and n == 0:
            est += min(spare, 2) * 0.8
            spare = max(0, spare - 2)
        elif spare and n == 1 and 12 not in held:
            est += 0.6
            spare -= 1
    return est


def nil_worthy(hand: int) -> bool:
    spades = hand & SPADES_MASK
    if spades.bit_count() > 3 or (spades and highest(spades) % 13 >= 9):
        return False
    for suit in range(3):
        m = hand & SUIT_MASKS[suit]
        n = m.bit_count()
        if not m:
            continue
        top = highest(m) % 13
        if top == 12 or (top == 11 and n <= 3) or (top == 10 and n <= 2):
            return False
    return hand_tricks(hand) < NIL_LIMIT


def choose_bid(state: Spades, seat: int) -> tuple[int, str]:
    if not state.looked[seat]:
        team = seat & 1
        them, us = state.scores[1 - team], state.scores[team]
        if them >= state.options.target - 100 and them - us >= 150:
            return BLIND_NIL, "bid_blind_nil"  # a long shot, when nothing else can catch up
        return LOOK, "bid_look"
    hand = state.hands[seat]
    partner = (seat + 2) & 3
    partner_bid = state.bids[partner]
    if partner_bid != 0 and nil_worthy(hand):
        return 0, "bid_nil"
    est = hand_tricks(hand)
    team = seat & 1
    bid = int(est + 0.5) if state.bags[team] < BAG_WORRY else int(est + 0.7)
    if partner_bid == 0:
        bid += 1  # covering a nil takes tricks of its own
    others = sum(b for b in state.bids if b)
    bid = max(1, min(bid, 13 - others if others < 13 else 1))
    return bid, "bid_count"


# -- playing ---------------------------------------------------------------------------------
def beats(c: int, best: int, lead: int) -> bool:
    if c >= 39:
        return best < 39 or c > best
    return best < 39 and c // 13 == lead and c > best


def trick_winner(state: Spades) -> tuple[int, int]:
    trick = state.trick
    best, at = trick[0], 0
    for i in range(1, len(trick)):
        if beats(trick[i], best, state.lead_suit):
            best, at = trick[i], i
    return best, (state.leader + at) & 3


def _need(state: Spades, team: int) -> int:
    """Tricks the team's non-nil bidders still need for the contract (0 once made)."""
    made = sum(state.tricks_won[s] for s in (team, team + 2) if state.bids[s])
    return max(0, state.contract(team) - made)


def _live_nil(state: Spades, s: int) -> bool:
    return state.bids[s] == 0 and state.tricks_won[s] == 0


def _is_top(state: Spades, seat: int, c: int) -> bool:
    """No card ``seat`` has not seen can beat ``c`` in its suit."""
    return not unseen(state, seat) & _above(c)


def want_tricks(state: Spades, seat: int) -> bool:
    """Should this seat try to take the trick (for the contract or to set the opponents)?"""
    team = seat & 1
    if state.bids[seat] == 0:
        return False
    if _need(state, team) > 0:
        return True
    opp_need = _need(state, 1 - team)
    left = 13 - state.trick_number
    # Setting them is worth a few bags when they need nearly every trick that is left.
    return opp_need > 0 and left - opp_need <= 2


def choose_play(state: Spades, seat: int) -> tuple[int, str]:
    legal = state.legal_mask()
    if legal & (legal - 1) == 0:
        return lowest(legal), "forced"
    if state.bids[seat] == 0 and state.tricks_won[seat] == 0:
        return _play_nil(state, seat, legal)
    if not state.trick:
        return _lead(state, seat, legal)
    return _follow(state, seat, legal)


def _lowest_rank(m: int) -> int:
    return min(cards_in(m), key=lambda c: (c >= 39, c % 13))


def _highest_rank(m: int) -> int:
    return max(cards_in(m), key=lambda c: (c < 39, c % 13))


def _play_nil(state: Spades, seat: int, legal: int) -> tuple[int, str]:
    """Our own nil: never take a trick if a card can avoid it."""
    if not state.trick:
        non_spades = legal & ~SPADES_MASK
        return _lowest_rank(non_spades or legal), "nil_duck"
    best, _ = trick_winner(state)
    losing = [c for c in cards_in(legal) if not beats(c, best, state.lead_suit)]
    if losing:
        follow = [c for c in losing if c // 13 == state.lead_suit]
        if follow:
            return max(follow), "nil_duck"
        return max(losing, key=lambda c: (c < 39, c % 13)), "nil_duck"
    return lowest(legal), "nil_duck"


def _lead(state: Spades, seat: int, legal: int) -> tuple[int, str]:
    partner = (seat + 2) & 3
    if _live_nil(state, partner):
        # Lead winners so the nil partner can play under them.
        tops = [c for c in cards_in(legal) if _is_top(state, seat, c)]
        if tops:
            return max(tops, key=lambda c: (c < 39, c % 13)), "cover_nil"
        return _highest_rank(legal), "cover_nil"
    opp_nil = [s for s in ((seat + 1) & 3, (seat + 3) & 3) if _live_nil(state, s)]
    if opp_nil:
        choices = [
            c for c in cards_in(legal) if not any(state.voids[s] >> (c // 13) & 1 for s in opp_nil)
        ]
        return _lowest_rank(legal if not choices else sum(1 << c for c in choices)), "set_nil"
    if want_tricks(state, seat):
        tops = [c for c in cards_in(legal & ~SPADES_MASK) if _is_top(state, seat, c)]
        if tops:
            return tops[0], "lead_winner"
        spade_tops = [c for c in cards_in(legal & SPADES_MASK) if _is_top(state, seat, c)]
        if spade_tops:
            return spade_tops[-1], "lead_winner"
        # Lead low from the shortest side suit: a void to trump later.
        best_suit, best_len = -1, 99
        for s in range(3):
            n = (legal & SUIT_MASKS[s]).bit_count()
            if n and n < best_len:
                best_suit, best_len = s, n
        if best_suit >= 0:
            return lowest(legal & SUIT_MASKS[best_suit]), "lead_short"
        return lowest(legal), "lead_low"
    return _lowest_rank(legal), "avoid_bags"


def _follow(state: Spades, seat: int, legal: int) -> tuple[int, str]:
    lead = state.lead_suit
    best, winner = trick_winner(state)
    partner = (seat + 2) & 3
    last = len(state.trick) == 3
    winning = [c for c in cards_in(legal) if beats(c, best, lead)]
    losing = [c for c in cards_in(legal) if not beats(c, best, lead)]
    follows = bool(legal & SUIT_MASKS[lead])

    if _live_nil(state, partner):
        if winner == partner and winning:
            return (min(winning) if last else max(winning)), "cover_nil"
        if partner not in _played_by(state) and not last and winning:
            # Partner plays after us: win high so partner can play under.
            return max(winning, key=lambda c: (c >= 39, c % 13)), "cover_nil"
    opp_nil = [s for s in ((seat + 1) & 3, (seat + 3) & 3) if _live_nil(state, s)]
    if opp_nil:
        if winner in opp_nil and losing:
            return max(losing, key=lambda c: (c < 39, c % 13)), "set_nil"
        if any(s not in _played_by(state) for s in opp_nil) and losing and follows:
            return min(losing), "set_nil"
    if want_tricks(state, seat):
        partner_safe = winner == partner and (
            last or (len(state.trick) == 2 and _is_top(state, seat, best) and best // 13 == lead)
        )
        if partner_safe:
            return _lowest_rank(sum(1 << c for c in losing) or legal), "partner_wins"
        if winning:
            if last or not follows:
                return min(winning, key=lambda c: (c >= 39, c % 13)), "win_cheap"
            top = [c for c in winning if _is_top(state, seat, c)]
            if top:
                return min(top), "win_top"
            return max(winning), "third_high" if len(state.trick) == 2 else "second_low"
        return _lowest_rank(legal), "follow_low"
    # Contract made: shed high cards under the trick, take no bags.
    if losing:
        return max(losing, key=lambda c: (c < 39, c % 13)), "avoid_bags"
    return min(winning, key=lambda c: (c >= 39, c % 13)), "avoid_bags"


def _played_by(state: Spades) -> set[int]:
    return {(state.leader + i) & 3 for i in range(len(state.trick))}


# -- what the search needs -------------------------------------------------------------------
BUDGET = Budget()
BAG_COST = 10.0  # ten bags cost 100 points: each bag is worth about -10 beyond its +1


def choose_before_play(state: TrickGame, seat: int) -> tuple[int, str]:
    assert isinstance(state, Spades) and state.phase is Phase.BID
    return choose_bid(state, seat)


def rollout(state: TrickGame) -> int:
    """The rollout policy: this player's card for the seat to play."""
    assert isinstance(state, Spades)
    return choose_play(state, state.turn)[0]


def score(state: TrickGame, seat: int) -> float:
    """A finished hand's value for ``seat``'s team: points over the opponents', bags costed."""
    row = state.history[-1]
    team = seat & 1
    points: list[int] = row["points"]
    bags: list[int] = row["bags"]
    return float(points[team] - points[1 - team]) - BAG_COST * (bags[team] - bags[1 - team])
