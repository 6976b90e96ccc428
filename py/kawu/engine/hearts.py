"""Hearts (Cuori) as RULES.md specifies it: kawu's rules by default, the variants as options."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any, Self

from kawu.engine.cards import (
    CODES,
    DECK_SIZE,
    FIRST_HEART,
    FIRST_SPADE,
    HEARTS,
    JACK_DIAMONDS,
    JD_BIT,
    QS_BIT,
    QUEEN_SPADES,
    SUIT_MASKS,
    TWO_CLUBS,
    TWO_CLUBS_BIT,
    cards_in,
    codes,
    deal_hands,
    pretty,
)
from kawu.engine.errors import IllegalAction
from kawu.engine.tricks import DealSource, Phase, TrickGame

HEARTS_MASK = SUIT_MASKS[HEARTS]
#: The cards that score: every heart and the queen of spades.
POINT_CARDS = HEARTS_MASK | QS_BIT
QUEEN_POINTS = 13
#: Every point of a hand: 13 hearts and the queen. Taking them all shoots the moon.
MOON_POINTS = 26
#: What J♦ is worth to the seat that takes it, with option ``jack_of_diamonds``.
JACK_POINTS = -10
PASS_SIZE = 3

PASS_DIRECTIONS = ("left", "right", "across", "none")
#: How far round the table each direction sends the cards (left is the next seat, seat + 1).
PASS_OFFSETS = (1, 3, 2, 0)

QUEEN_RULES = ("free", "after_hearts", "breaks_hearts")
MOON_RULES = ("add_to_others", "subtract_from_self")
TARGETS = (100, 50, 150)


@dataclass(frozen=True, slots=True)
class HeartsOptions:
    """Rule variants. Defaults are kawu's rules."""

    target: int = 100
    queen: str = "free"
    moon: str = "add_to_others"
    jack_of_diamonds: bool = False

    def __post_init__(self) -> None:
        if type(self.target) is not int or self.target not in TARGETS:
            raise ValueError(f"hearts target must be one of {TARGETS}, not {self.target!r}")
        if self.queen not in QUEEN_RULES:
            raise ValueError(f"hearts queen rule must be one of {QUEEN_RULES}, not {self.queen!r}")
        if self.moon not in MOON_RULES:
            raise ValueError(f"hearts moon rule must be one of {MOON_RULES}, not {self.moon!r}")
        if not isinstance(self.jack_of_diamonds, bool):
            raise ValueError(
                f"hearts jack_of_diamonds must be true or false, not {self.jack_of_diamonds!r}"
            )

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def pass_direction(hand_number: int) -> str:
    """Left, right, across, none, and again: by hand number, 1-based."""
    return PASS_DIRECTIONS[(hand_number - 1) % 4]


def trick_points(cards: Sequence[int], jack: bool = False) -> int:
    """The points of these cards: 1 a heart, 13 Q♠, and with ``jack`` (the option) -10 J♦."""
    points = 0
    for c in cards:
        if FIRST_HEART <= c < FIRST_SPADE:
            points += 1
        elif c == QUEEN_SPADES:
            points += QUEEN_POINTS
        elif jack and c == JACK_DIAMONDS:
            points += JACK_POINTS
    return points


class Hearts(TrickGame):
    """One game of Hearts, from the first deal to a single lowest score at or past the target."""

    __slots__ = (
        "_jack_bit",
        "_queen_after",
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
        self, options: HeartsOptions | None = None, *, deals: DealSource, first_direction: int = 0
    ) -> None:
        self.options = options or HeartsOptions()
        self.first_direction = first_direction
        break_mask = HEARTS_MASK | (QS_BIT if self.options.queen == "breaks_hearts" else 0)
        self._queen_after = self.options.queen == "after_hearts"
        #: J♦'s bit when it scores (option ``jack_of_diamonds``), else 0.
        self._jack_bit = JD_BIT if self.options.jack_of_diamonds else 0
        super().__init__(deals, break_mask, trumps=False)
        self.scores = [0, 0, 0, 0]
        self._start_hand()

    def _clone_into(self, new: Self) -> None:
        new._jack_bit = self._jack_bit
        new._queen_after = self._queen_after
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
        #: Each seat's hearts and Q♠ taken this hand (J♦ apart: see ``jack``, ``hand_points``).
        self.points = [0, 0, 0, 0]
        #: The seat that took J♦ this hand, when it scores (option ``jack_of_diamonds``).
        self.jack: int | None = None
        self.passed = [0, 0, 0, 0]
        self.received = [0, 0, 0, 0]
        self.pass_offset = PASS_OFFSETS[(self.first_direction + self.hand_number - 1) % 4]
        if self.pass_offset:
            self.phase = Phase.PASS
        else:
            self._start_play()

    def _start_play(self) -> None:
        for seat in range(4):
            if self.hands[seat] & TWO_CLUBS_BIT:
                self.leader = self.turn = seat
        self.phase = Phase.PLAY

    @property
    def pass_direction(self) -> str:
        return pass_direction(self.first_direction + self.hand_number)

    def to_act(self) -> list[int]:
        if self.phase is Phase.PASS:
            return [s for s in range(4) if not self.passed[s]]
        return super().to_act()

    # -- passing -----------------------------------------------------------------------------
    def check_pass(self, seat: int, cards: Sequence[int]) -> None:
        if self.phase is not Phase.PASS:
            raise self.wrong_phase(Phase.PASS)
        self._check_turn(seat)
        if self.passed[seat]:
            raise IllegalAction("you have already passed your three cards", "already_passed")
        if len(cards) != PASS_SIZE:
            raise IllegalAction(
                f"pass exactly {PASS_SIZE} cards, not {len(cards)}", "pass_count", count=len(cards)
            )
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
        """Set aside ``seat``'s three cards (trusted); when all four have passed, exchange them."""
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
                safe = hand & ~POINT_CARDS
                if safe:
                    return safe
            return hand
        if self.trick_number == 0:
            return TWO_CLUBS_BIT
        if not self.broken:
            leads = hand & ~HEARTS_MASK
            if self._queen_after:
                others = leads & ~QS_BIT
                if others:
                    return others
            if leads:
                return leads
        return hand

    def _check_special(self, seat: int, c: int) -> None:
        hand = self.hands[seat]
        b = 1 << c
        if not self.trick:
            if self.trick_number == 0 and c != TWO_CLUBS:
                raise IllegalAction("the first trick must be led with 2♣", "lead_two_clubs")
            if not self.broken:
                if b & HEARTS_MASK and hand & ~HEARTS_MASK:
                    raise IllegalAction("hearts are not broken", "hearts_not_broken")
                if self._queen_after and c == QUEEN_SPADES and hand & ~HEARTS_MASK & ~QS_BIT:
                    raise IllegalAction(
                        "Q♠ may not be led before hearts are broken", "queen_before_hearts"
                    )
        elif self.trick_number == 0 and b & POINT_CARDS and hand & ~POINT_CARDS:
            raise IllegalAction(
                "no points on the first trick: play a card that is not a heart or Q♠",
                "no_points_first_trick",
            )

    def _take_trick(self, winner: int, trick: tuple[int, ...]) -> None:
        self.points[winner] += trick_points(trick)
        if self._jack_bit and JACK_DIAMONDS in trick:
            self.jack = winner

    def hand_points(self) -> list[int]:
        """Each seat's points taken this hand so far, J♦'s -10 included (before any moon)."""
        points = list(self.points)
        if self.jack is not None:
            points[self.jack] += JACK_POINTS
        return points

    def _end_hand(self) -> None:
        # Shooting the moon is taking all 13 hearts and Q♠, whoever took J♦ (RULES.md).
        hearts_queen = self.points
        moon = hearts_queen.index(MOON_POINTS) if MOON_POINTS in hearts_queen else None
        taken = self.hand_points()
        if moon is None:
            points = list(taken)
        elif self.options.moon == "add_to_others":
            points = [0 if s == moon else MOON_POINTS for s in range(4)]
        else:
            points = [-MOON_POINTS if s == moon else 0 for s in range(4)]
        if moon is not None and self.jack is not None:
            points[self.jack] += JACK_POINTS
        for s in range(4):
            self.scores[s] += points[s]
        self.history.append(
            {
                "hand": self.hand_number,
                "pass_direction": self.pass_direction,
                "taken": taken,
                "points": points,
                "moon": moon,
                "jack": self.jack,
                "scores": list(self.scores),
            }
        )
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
        return v
