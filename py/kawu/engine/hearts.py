"""Hearts (Cuori) as RULES.md specifies it: kawu's rules by default, the variants as options."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Self

from kawu.engine import house
from kawu.engine.cards import (
    CLUBS,
    CODES,
    DECK_SIZE,
    HEARTS,
    JACK_DIAMONDS,
    JD_BIT,
    QS_BIT,
    QUEEN_SPADES,
    SUIT_MASKS,
    TWO_CLUBS_BIT,
    cards_in,
    codes,
    deal_hands,
    pretty,
)
from kawu.engine.errors import IllegalAction
from kawu.engine.hearts_points import (
    JACK_POINTS,
    MOON_POINTS,
    POINT_CARDS,
    QUEEN_POINTS,
    hand_score,
    trick_points,
    what_was_taken,
)
from kawu.engine.options import HEARTS_TARGETS as TARGETS
from kawu.engine.options import MOON_RULES, QUEEN_RULES, HeartsOptions
from kawu.engine.tricks import TRICKS_PER_HAND, DealSource, Phase, TrickGame

__all__ = [
    "JACK_POINTS",
    "MOON_POINTS",
    "MOON_RULES",
    "POINT_CARDS",
    "QUEEN_POINTS",
    "QUEEN_RULES",
    "TARGETS",
    "Hearts",
    "HeartsOptions",
    "trick_points",
]

HEARTS_MASK = SUIT_MASKS[HEARTS]
PASS_SIZE = 3

PASS_DIRECTIONS = ("left", "right", "across", "none")
#: How far round the table each direction sends the cards (left is the next seat, seat + 1).
PASS_OFFSETS = (1, 3, 2, 0)
CLUBS_MASK = SUIT_MASKS[CLUBS]

#: The number of cards passed in the English messages (their words are ``kawu.words``).
COUNT_WORDS = {3: "three", 4: "four", 5: "five"}


def pass_direction(hand_number: int) -> str:
    """Left, right, across, none, and again: by hand number, 1-based (kawu's cycle; a game with
    the option ``pass_directions`` has its own: ``Hearts.pass_direction``)."""
    return PASS_DIRECTIONS[(hand_number - 1) % 4]


class Hearts(TrickGame):
    """One game of Hearts, from the first deal to a single lowest score at or past the target."""

    __slots__ = (
        "_banned_first",
        "_hearts_any",
        "_jack_bit",
        "_lead_rule",
        "_queen_after",
        "_scheme",
        "dealer",
        "first_dealer",
        "first_direction",
        "jack",
        "options",
        "pass_offset",
        "passed",
        "points",
        "received",
    )

    game = "hearts"

    def __init__(
        self,
        options: HeartsOptions | None = None,
        *,
        deals: DealSource,
        first_direction: int = 0,
        first_dealer: int = 0,
    ) -> None:
        self.options = o = options or HeartsOptions()
        self.first_direction = first_direction
        #: The first hand's dealer (option ``first_lead = dealer_left``: drawn from the seed).
        self.first_dealer = first_dealer
        self.dealer = first_dealer
        break_mask = HEARTS_MASK | (QS_BIT if o.queen == "breaks_hearts" else 0)
        self._queen_after = o.queen == "after_hearts"
        #: J♦'s bit when it scores (option ``jack_of_diamonds``), else 0.
        self._jack_bit = JD_BIT if o.jack_of_diamonds else 0
        self._scheme = o.points
        #: The cards rule 4 keeps off trick 1 (every card that scores; none with
        #: ``first_trick_points``).
        self._banned_first = 0 if o.first_trick_points else house.SCORING_MASKS[o.points]
        self._hearts_any = o.hearts_lead == "any"
        self._lead_rule = o.first_lead
        super().__init__(deals, break_mask, trumps=False)
        self.scores = [0, 0, 0, 0]
        self._start_hand()

    def _clone_into(self, new: Self) -> None:
        new._banned_first = self._banned_first
        new._hearts_any = self._hearts_any
        new._jack_bit = self._jack_bit
        new._lead_rule = self._lead_rule
        new._queen_after = self._queen_after
        new._scheme = self._scheme
        new.dealer = self.dealer
        new.first_dealer = self.first_dealer
        new.first_direction = self.first_direction
        new.jack = self.jack
        new.options = self.options
        new.pass_offset = self.pass_offset
        new.passed = self.passed.copy()
        new.points = self.points.copy()
        new.received = self.received.copy()

    # -- a hand's course ---------------------------------------------------------------------
    def _start_hand(self) -> None:
        self.hand_number += 1
        self._reset_hand()
        self.hands = deal_hands(self.deals(self.hand_number))
        #: Each seat's points taken this hand in the ``points`` scheme (J♦ apart: see ``jack``,
        #: ``hand_points``).
        self.points = [0, 0, 0, 0]
        #: The seat that took J♦ this hand, when it scores (option ``jack_of_diamonds``).
        self.jack: int | None = None
        self.passed = [0, 0, 0, 0]
        self.received = [0, 0, 0, 0]
        self.dealer = self.dealer_of_hand(self.hand_number)
        self.pass_offset = house.DIRECTION_OFFSETS[self._direction()]
        if self.pass_offset:
            self.phase = Phase.PASS
        else:
            self._start_play()

    def _direction(self, hand_number: int | None = None) -> str:
        """The pass direction of a hand (this one by default), in the ``pass_directions`` cycle."""
        n = self.hand_number if hand_number is None else hand_number
        cycle = self.options.pass_directions
        return cycle[(self.first_direction + n - 1) % len(cycle)]

    def cycle_position(self, hand_number: int) -> int:
        """Where a hand sits in the cycle of pass directions (its deal code's digit)."""
        return (self.first_direction + hand_number - 1) % len(self.options.pass_directions)

    def dealer_of_hand(self, hand_number: int) -> int:
        """The dealer of a hand: the first dealer's, moved left each hand."""
        return (self.first_dealer + hand_number - 1) & 3

    def code_dealer(self, hand_number: int) -> int:
        """The dealer a hand's deal code names: its own where it says who leads (option
        ``first_lead = dealer_left``), else 0 (kawu's codes name none)."""
        return self.dealer_of_hand(hand_number) if self._lead_rule == "dealer_left" else 0

    def _start_play(self) -> None:
        if self._lead_rule == "dealer_left":
            self.leader = self.turn = (self.dealer + 1) & 3
        else:
            for seat in range(4):
                if self.hands[seat] & TWO_CLUBS_BIT:
                    self.leader = self.turn = seat
        self.phase = Phase.PLAY

    @property
    def pass_size(self) -> int:
        """How many cards each seat passes (option ``pass_count``)."""
        return self.options.pass_count

    @property
    def pass_direction(self) -> str:
        """``left``, ``right``, ``across``, or ``none`` in a hand without a pass."""
        direction = self._direction()
        return "none" if direction == "hold" else direction

    def to_act(self) -> list[int]:
        if self.phase is Phase.PASS:
            return [s for s in range(4) if not self.passed[s]]
        return super().to_act()

    # -- passing -----------------------------------------------------------------------------
    def check_pass(self, seat: int, cards: Sequence[int]) -> None:
        if self.phase is not Phase.PASS:
            raise self.wrong_phase(Phase.PASS)
        self._check_turn(seat)
        size = self.options.pass_count
        # (kawu's three cards keep their words; 4 or 5, option ``pass_count``, say how many)
        more = {} if size == PASS_SIZE else {"size": size}
        if self.passed[seat]:
            raise IllegalAction(
                f"you have already passed your {COUNT_WORDS[size]} cards",
                "already_passed_n" if more else "already_passed", **more,
            )  # fmt: skip
        if len(cards) != size:
            raise IllegalAction(
                f"pass exactly {size} cards, not {len(cards)}",
                "pass_count_n" if more else "pass_count", count=len(cards), **more,
            )  # fmt: skip
        seen = 0
        for c in cards:
            if not 0 <= c < DECK_SIZE:
                raise IllegalAction(f"not a card: {c!r}", "not_a_card")
            if seen >> c & 1:
                raise IllegalAction(
                    f"the same card twice in the pass: {pretty(c)}", "duplicate_card", card=CODES[c]
                )
            seen |= 1 << c
            if not self.hands[seat] >> c & 1:
                raise IllegalAction(f"you do not hold {pretty(c)}", "not_in_hand", card=CODES[c])

    def pass_cards(self, seat: int, cards_mask: int) -> None:
        """Set aside ``seat``'s cards (trusted); when all four have passed, exchange them."""
        self.passed[seat] = cards_mask
        self.hands[seat] ^= cards_mask
        if all(self.passed):
            offset = self.pass_offset
            for s in range(4):
                to = (s + offset) & 3
                self.hands[to] |= self.passed[s]
                self.received[to] = self.passed[s]
            self._start_play()

    # -- playing -----------------------------------------------------------------------------
    def legal_mask(self) -> int:
        hand = self.hands[self.turn]
        if self.trick:
            follow = hand & SUIT_MASKS[self.lead_suit]
            if follow:
                return follow
            if self.trick_number == 0:
                safe = hand & ~self._banned_first
                if safe:
                    return safe
            return hand
        first = self.trick_number == 0
        if first:
            rule = self._lead_rule
            if rule == "two_clubs":
                return TWO_CLUBS_BIT
            if rule == "any_club":
                return hand & CLUBS_MASK
        # Rule 5 (hearts led once broken, or from trick 2 with ``hearts_lead``), the queen's
        # rule, and on trick 1 (``first_lead = dealer_left``) rule 4.
        leads = hand
        if not self.broken:
            leads = hand if self._hearts_any and not first else hand & ~HEARTS_MASK
            if self._queen_after and leads & ~QS_BIT:
                leads &= ~QS_BIT
            leads = leads or hand
        if first:
            return leads & ~self._banned_first or leads
        return leads

    def _check_special(self, seat: int, c: int) -> None:
        b = 1 << c
        if b & self.legal_mask():
            return
        if not self.trick:
            if self.trick_number == 0 and self._lead_rule == "two_clubs":
                raise IllegalAction("the first trick must be led with 2♣", "lead_two_clubs")
            if self.trick_number == 0 and self._lead_rule == "any_club":
                raise IllegalAction("the first trick is led with a club", "lead_a_club")
            if b & HEARTS_MASK and not self.broken and not (self._hearts_any and self.trick_number):
                raise IllegalAction("hearts are not broken", "hearts_not_broken")
            if c == QUEEN_SPADES and self._queen_after and not self.broken:
                raise IllegalAction(
                    "Q♠ may not be led before hearts are broken", "queen_before_hearts"
                )
        if self._scheme == "standard":
            raise IllegalAction(
                "no points on the first trick: play a card that is not a heart or Q♠",
                "no_points_first_trick",
            )
        raise IllegalAction(
            "no points on the first trick: play a card that does not score",
            "no_points_first_trick_scheme",
        )

    def _take_trick(self, winner: int, trick: tuple[int, ...]) -> None:
        self.points[winner] += trick_points(trick, False, self._scheme)
        if self._jack_bit and JACK_DIAMONDS in trick:
            self.jack = winner

    def hand_points(self) -> list[int]:
        """Each seat's points taken this hand so far, J♦'s -10 included (before any moon)."""
        points = list(self.points)
        if self.jack is not None:
            points[self.jack] += JACK_POINTS
        return points

    @property
    def moon_points(self) -> int:
        """The points of a hand in the ``points`` scheme: 26, 43 or 129 (all of them: a moon)."""
        return house.SCHEME_TOTALS[self._scheme]

    def _end_hand(self) -> None:
        taken = self.hand_points()
        points, moon, bonus = hand_score(
            self.options, self.points, taken, self.jack, self.tricks_won, self.scores
        )
        for s in range(4):
            self.scores[s] += points[s]
        row: dict[str, Any] = {
            "hand": self.hand_number,
            "pass_direction": self.pass_direction,
            "taken": taken,
            "points": points,
            "moon": moon,
            "jack": self.jack,
            "scores": list(self.scores),
            "tricks": list(self.tricks_won),  # each seat's tricks taken in the hand
        }
        if bonus is not None:
            row["bonus"] = bonus
        # What each seat took, card by card, for the hand's summary: from the hand's tricks. A
        # state the core finished (a search's, core/layout.finish) has no log of the tricks the
        # core played, so its row goes without (nothing reads them but a view's history).
        if len(self.log) == TRICKS_PER_HAND:
            row.update(what_was_taken(self._scheme, bool(self._jack_bit), self.log))
            # The moon's own points, J♦'s -10 aside (the moon's sentence says them).
            row["moon_points"] = (
                None
                if moon is None
                else [p - (JACK_POINTS if s == self.jack else 0) for s, p in enumerate(points)]
            )
        self.history.append(row)
        if max(self.scores) >= self.options.target:
            low = min(self.scores)
            if self.scores.count(low) == 1:
                self.winner = self.scores.index(low)
                self.phase = Phase.GAME_OVER
                return
        self._start_hand()

    # -- the uniform surface -------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Any]:
        if self.phase is Phase.PASS:
            return [] if self.passed[seat] else cards_in(self.hands[seat])
        if self.phase is Phase.PLAY and seat == self.turn:
            return cards_in(self.legal_mask())
        return []

    def apply(self, seat: int, action: Any) -> None:
        if self.phase is Phase.PASS:
            if isinstance(action, int) and not isinstance(action, bool):
                raise self.wrong_phase(Phase.PLAY)
            if isinstance(action, str) or not isinstance(action, Sequence):
                raise IllegalAction("a pass is a list of 3 cards", "pass_count", count=1)
            cards = list(action)
            self.check_pass(seat, cards)
            self.pass_cards(seat, sum(1 << c for c in cards))
        else:
            if isinstance(action, Sequence) and not isinstance(action, str):
                raise self.wrong_phase(Phase.PASS)
            if not isinstance(action, int) or isinstance(action, bool):
                raise IllegalAction(f"a play is one card, not {action!r}", "not_a_card")
            self.check_play(seat, action)
            self.play(action)

    def view(self, seat: int) -> dict[str, Any]:
        legal = [CODES[c] for c in self.legal_actions(seat)]
        v = self._table_view(seat, legal)
        all_passed = self.phase is not Phase.PASS
        v.update(
            {
                "pass_direction": self.pass_direction,
                # Who this seat passes to and receives from (None in a hand without a pass).
                "pass_to": (seat + self.pass_offset) & 3 if self.pass_offset else None,
                "pass_from": (seat - self.pass_offset) & 3 if self.pass_offset else None,
                "passed": codes(self.passed[seat]),
                "received": codes(self.received[seat]) if all_passed else [],
                "hearts_broken": self.broken,
                "points": self.hand_points(),
                "scores": list(self.scores),
                "options": self.options.to_json(),
            }
        )
        if self._lead_rule == "dealer_left":  # (option first_lead: the dealer's left leads)
            v["dealer"] = self.dealer
        return v
