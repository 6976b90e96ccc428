"""Spades (Picche) as RULES.md specifies it: kawu's scoring, partners across, spades trump."""

from __future__ import annotations

from typing import Any, Self

from kawu.engine import house
from kawu.engine.cards import (
    CODES,
    SPADES,
    SUIT_MASKS,
    TWO_CLUBS,
    TWO_CLUBS_BIT,
    cards_in,
    deal_hands,
    is_spade,
)
from kawu.engine.errors import IllegalAction
from kawu.engine.options import SPADES_TARGETS as TARGETS
from kawu.engine.options import SpadesOptions
from kawu.engine.tricks import DealSource, Phase, TrickGame

__all__ = ["TARGETS", "Spades", "SpadesOptions", "team_of"]

SPADES_MASK = SUIT_MASKS[SPADES]

#: Bid actions beyond the numbers 0 (nil) to 13, with option ``blind_nil``.
BLIND_NIL = -1
LOOK = -2
BID_NAMES = {BLIND_NIL: "blind_nil", LOOK: "look"}

MERCY_FLOOR = -200
BLIND_NIL_DEFICIT = 100
BAG_LIMIT = 10
BAG_PENALTY = 100
MAX_BID = 13
POINTS_PER_TRICK = 10  # a contract made scores ten per trick bid (set: minus ten per trick)
NIL_BONUS = 100
BLIND_NIL_BONUS = 200


def team_of(seat: int) -> int:
    """Team 0 is seats 0 and 2 (South and North), team 1 is seats 1 and 3."""
    return seat & 1


class Spades(TrickGame):
    """One game of Spades, until one team is ahead at or past the target at the end of a hand."""

    __slots__ = ("bags", "bids", "blind", "dealer", "first_dealer", "looked", "options")

    game = "spades"

    def __init__(
        self, options: SpadesOptions | None = None, *, deals: DealSource, first_dealer: int
    ) -> None:
        self.options = options or SpadesOptions()
        super().__init__(deals, SPADES_MASK, trumps=True)
        self.first_dealer = first_dealer
        self.dealer = first_dealer
        self.scores = [0, 0]
        self.bags = [0, 0]
        self._start_hand()

    # -- a hand's course ---------------------------------------------------------------------
    def _clone_into(self, new: Self) -> None:
        new.bags = self.bags.copy()
        new.bids = self.bids.copy()
        new.blind = self.blind.copy()
        new.dealer = self.dealer
        new.first_dealer = self.first_dealer
        new.looked = self.looked.copy()
        new.options = self.options

    def _start_hand(self) -> None:
        self.hand_number += 1
        self._reset_hand()
        self.hands = deal_hands(self.deals(self.hand_number))
        self.dealer = (self.first_dealer + self.hand_number - 1) & 3
        self.bids: list[int | None] = [None, None, None, None]
        self.blind = [False, False, False, False]
        self.looked = [not self.may_bid_blind(s) for s in range(4)]
        self.turn = (self.dealer + 1) & 3
        self.phase = Phase.BID

    def may_bid_blind(self, seat: int) -> bool:
        """Blind nil (an option) is open to a seat whose team trails by 100 or more."""
        if not self.options.blind_nil:
            return False
        team = team_of(seat)
        return self.scores[1 - team] - self.scores[team] >= BLIND_NIL_DEFICIT

    def contract(self, team: int) -> int:
        """The sum of the team's non-nil bids so far."""
        return sum(b for s in (team, team + 2) if (b := self.bids[s]) is not None and b > 0)

    # -- bidding ---------------------------------------------------------------------------------
    def legal_bids(self, seat: int) -> list[int]:
        if self.phase is not Phase.BID or seat != self.turn:
            return []
        if not self.looked[seat]:
            return [BLIND_NIL, LOOK]
        return list(range(MAX_BID + 1))

    def check_bid(self, seat: int, bid: int) -> None:
        if self.phase is not Phase.BID:
            raise self.wrong_phase(Phase.BID)
        self._check_turn(seat)
        if bid in (BLIND_NIL, LOOK):
            if not self.options.blind_nil:
                raise IllegalAction("blind nil is not played in this game", "blind_nil_off")
            if self.looked[seat]:
                if bid == BLIND_NIL and not self.may_bid_blind(seat):
                    raise IllegalAction(
                        "blind nil is only for a team trailing by 100 or more", "no_blind_nil"
                    )
                if bid == BLIND_NIL:
                    raise IllegalAction(
                        "blind nil is bid before looking, and you have seen your cards",
                        "already_looked",
                    )
                raise IllegalAction("you have already seen your cards", "already_looked")
            return
        if not self.looked[seat]:
            raise IllegalAction(
                "first choose: bid blind nil, or look at your cards", "blind_or_look"
            )
        if not 0 <= bid <= MAX_BID:
            raise IllegalAction(f"a bid is nil (0) or 1 to 13, not {bid}", "bid_range", bid=bid)

    def bid(self, seat: int, bid: int) -> None:
        """Record ``seat``'s bid (trusted; ``LOOK`` only turns its cards up)."""
        if bid == LOOK:
            self.looked[seat] = True
            return
        if bid == BLIND_NIL:
            self.looked[seat] = True
            self.blind[seat] = True
            bid = 0
        self.bids[seat] = bid
        self.turn = (seat + 1) & 3
        if self.turn == (self.dealer + 1) & 3:
            self.phase = Phase.PLAY
            if self.options.first_lead == "two_clubs":
                self.turn = next(s for s in range(4) if self.hands[s] & TWO_CLUBS_BIT)
            self.leader = self.turn

    # -- playing -----------------------------------------------------------------------------
    def legal_mask(self) -> int:
        hand = self.hands[self.turn]
        if self.trick:
            return hand & SUIT_MASKS[self.lead_suit] or hand
        if self.trick_number == 0 and self.options.first_lead == "two_clubs":
            return TWO_CLUBS_BIT
        if not self.broken and self.options.spades_lead == "broken":
            return hand & ~SPADES_MASK or hand
        return hand

    def _check_special(self, seat: int, c: int) -> None:
        hand = self.hands[seat]
        if self.trick:
            return
        if self.trick_number == 0 and self.options.first_lead == "two_clubs" and c != TWO_CLUBS:
            raise IllegalAction("the first trick must be led with 2♣", "lead_two_clubs")
        if self.options.spades_lead != "broken":
            return
        if not self.broken and is_spade(c) and hand & ~SPADES_MASK:
            raise IllegalAction("spades are not broken", "spades_not_broken")

    def _end_hand(self) -> None:
        o = self.options
        nil_value = o.nil_value
        count_nil = o.nil_tricks == "count"
        bag_rule = house.BAG_RULES[o.bag_penalty]
        points = [0, 0]
        bags_taken = [0, 0]
        penalties = [0, 0]
        # How the points add up, for the hand's summary: points == bid_points + the team's
        # nil_points + bags (a point each) - bag_penalty.
        contracts = [0, 0]
        counted = [0, 0]
        bid_points = [0, 0]
        nil_points: list[int | None] = [None, None, None, None]
        cleared = [0, 0]
        for team in (0, 1):
            seats = (team, team + 2)
            contract = self.contract(team)
            # A nil bidder's tricks count toward the partner's bid only with ``nil_tricks``.
            made = sum(self.tricks_won[s] for s in seats if self.bids[s] or count_nil)
            contracts[team] = contract
            counted[team] = made
            bags = 0
            if contract:
                if made >= contract:
                    bid_points[team] = POINTS_PER_TRICK * contract
                    bags += made - contract
                else:
                    bid_points[team] = -POINTS_PER_TRICK * contract
            elif count_nil:  # both bid nil: every trick they took is a bag
                bags += made
            for s in seats:
                if self.bids[s] == 0:
                    value = BLIND_NIL_BONUS if self.blind[s] else nil_value
                    taken = self.tricks_won[s]
                    nil_points[s] = value if taken == 0 else -value
                    if not count_nil:
                        bags += taken
            total = self.bags[team] + bags
            if bag_rule is not None:
                limit, cost = bag_rule
                while total >= limit:
                    total -= limit
                    penalties[team] += cost
                    cleared[team] += limit
            nils = sum(nil_points[s] or 0 for s in seats)
            points[team] = bid_points[team] + nils + bags - penalties[team]
            bags_taken[team] = bags
            self.bags[team] = total
            self.scores[team] += points[team]
        self.history.append(
            {
                "hand": self.hand_number,
                "dealer": self.dealer,
                "bids": list(self.bids),
                "blind_nil": list(self.blind),
                "tricks": list(self.tricks_won),
                "points": points,
                "bags": bags_taken,
                "bag_penalty": penalties,
                "scores": list(self.scores),
                "bag_totals": list(self.bags),
                "contracts": contracts,
                "counted": counted,
                "bid_points": bid_points,
                "nil_points": nil_points,
                "bags_cleared": cleared,
            }
        )
        a, b = self.scores
        target = self.options.target
        ended = a >= target or b >= target
        if self.options.mercy:
            ended = ended or a <= MERCY_FLOOR or b <= MERCY_FLOOR
        if ended and a != b:
            self.winner = 0 if a > b else 1
            self.phase = Phase.GAME_OVER
            return
        self._start_hand()

    # -- the uniform surface -------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Any]:
        if self.phase is Phase.BID:
            return self.legal_bids(seat)
        if self.phase is Phase.PLAY and seat == self.turn:
            return cards_in(self.legal_mask())
        return []

    def apply(self, seat: int, action: Any) -> None:
        if self.phase is Phase.BID:
            if not isinstance(action, int) or isinstance(action, bool):
                raise IllegalAction(
                    f"a bid is nil (0) or 1 to 13, not {action!r}", "bid_range", bid=action
                )
            self.check_bid(seat, action)
            self.bid(seat, action)
        else:
            if not isinstance(action, int) or isinstance(action, bool):
                raise IllegalAction(f"a play is one card, not {action!r}", "not_a_card")
            self.check_play(seat, action)
            self.play(action)

    def view(self, seat: int) -> dict[str, Any]:
        legal: list[Any]
        if self.phase is Phase.BID:
            legal = [BID_NAMES.get(b, b) for b in self.legal_bids(seat)]
        else:
            legal = [CODES[c] for c in self.legal_actions(seat)]
        v = self._table_view(seat, legal)
        hidden = self.phase is Phase.BID and not self.looked[seat]
        if hidden:
            v["hand"] = []
        v.update(
            {
                "hand_hidden": hidden,
                "dealer": self.dealer,
                "bids": list(self.bids),
                "blind_nil": list(self.blind),
                "contracts": [self.contract(0), self.contract(1)],
                "spades_broken": self.broken,
                "scores": list(self.scores),
                "bags": list(self.bags),
                "options": self.options.to_json(),
            }
        )
        return v
