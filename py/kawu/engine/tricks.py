"""What Hearts and Spades share: seats, phases, and playing cards to tricks.

:class:`TrickGame` holds one game's mutable state. Its subclasses add the phase before play
(passing or bidding), the legal-card rule and the scoring; everything about a trick itself (who
is to play, following suit, who wins it, what is public afterwards) lives here once.

Two ways in, as in python-chess: ``check_play`` / ``can_play`` / ``apply`` validate and say why;
``play`` is the trusted fast path that bots and the benchmark use after taking a card from
``legal_mask``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Any, Self

from kawu.engine.cards import (
    CODES,
    DECK_SIZE,
    FIRST_SPADE,
    HAND_SIZE,
    SUIT_LETTERS,
    SUIT_MASKS,
    SUIT_OF,
    SUIT_SIZE,
    SUIT_SYMBOLS,
    codes,
    pretty,
)
from kawu.engine.errors import IllegalAction

SEAT_NAMES = ("South", "West", "North", "East")

#: Gives the 52-card deck order for a hand number (1-based); card i goes to seat i % 4.
DealSource = Callable[[int], list[int]]


class Phase(StrEnum):
    PASS = "pass"
    BID = "bid"
    PLAY = "play"
    GAME_OVER = "game_over"


def seat_name(seat: int) -> str:
    return f"seat {seat} ({SEAT_NAMES[seat]})"


TRICKS_PER_HAND = HAND_SIZE


def winning_at(trick: Sequence[int], trumps: bool) -> int:
    """Where in ``trick`` (cards in play order, led first) the card winning it so far lies.

    The highest card of the suit led wins, unless ``trumps`` (Spades) and a spade was played:
    then the highest spade. Card numbers make both a comparison: inside a suit a higher number
    is a higher card, and spades are the highest numbers.
    """
    best = trick[0]
    if trumps:
        top = max(trick)
        if top >= FIRST_SPADE:
            return trick.index(top)
    at = 0
    above_suit = (SUIT_OF[best] + 1) * SUIT_SIZE  # the first card of the next suit
    for i in range(1, len(trick)):
        c = trick[i]
        if best < c < above_suit:
            best, at = c, i
    return at


def beats(c: int, best: int, lead_suit: int) -> bool:
    """Does ``c`` beat ``best`` in a trick led in ``lead_suit``, with spades trumps?"""
    if c >= FIRST_SPADE:
        return best < FIRST_SPADE or c > best
    return best < FIRST_SPADE and SUIT_OF[c] == lead_suit and c > best


class TrickGame:
    """State shared by both games. Seats 0-3 play clockwise; a seat's left is ``seat + 1``."""

    __slots__ = (
        "_break_mask",
        "_trumps",
        "broken",
        "deals",
        "hand_number",
        "hands",
        "history",
        "last_trick",
        "lead_suit",
        "leader",
        "log",
        "phase",
        "played",
        "scores",
        "trick",
        "trick_number",
        "tricks_won",
        "turn",
        "voids",
        "winner",
    )

    game = ""
    scores: list[int]  # each seat's (Hearts) or team's (Spades) score, set by the game

    def __init__(self, deals: DealSource, break_mask: int, trumps: bool) -> None:
        self.deals = deals
        self._break_mask = break_mask
        self._trumps = trumps
        self.hand_number = 0
        self.phase = Phase.PLAY
        self.hands = [0, 0, 0, 0]
        self.history: list[dict[str, Any]] = []
        self.last_trick: tuple[int, tuple[int, ...], int] | None = None
        self.winner: int | None = None
        self._reset_hand()

    def _reset_hand(self) -> None:
        self.trick: list[int] = []
        self.leader = 0
        self.turn = 0
        self.lead_suit = -1
        self.trick_number = 0
        self.tricks_won = [0, 0, 0, 0]
        self.played = 0
        self.voids = [0, 0, 0, 0]
        self.broken = False
        #: This hand's finished tricks as ``(leader, cards, winner)``: what every seat saw.
        self.log: list[tuple[int, tuple[int, ...], int]] = []

    # -- copying ---------------------------------------------------------------------------
    def clone(self) -> Self:
        """An independent copy for search: lists are copied, frozen values shared (the history's
        rows too: they are never changed once written). Written out slot by slot: a search makes
        tens of thousands of copies a decision (``tests/engine`` checks that none is missed)."""
        new = object.__new__(type(self))
        new._break_mask = self._break_mask
        new._trumps = self._trumps
        new.broken = self.broken
        new.deals = self.deals
        new.hand_number = self.hand_number
        new.hands = self.hands.copy()
        new.history = self.history.copy()
        new.last_trick = self.last_trick
        new.lead_suit = self.lead_suit
        new.leader = self.leader
        new.log = self.log.copy()
        new.phase = self.phase
        new.played = self.played
        new.scores = self.scores.copy()
        new.trick = self.trick.copy()
        new.trick_number = self.trick_number
        new.tricks_won = self.tricks_won.copy()
        new.turn = self.turn
        new.voids = self.voids.copy()
        new.winner = self.winner
        self._clone_into(new)
        return new

    def _clone_into(self, new: Self) -> None:
        """Copy the game's own slots into ``new`` (``clone``)."""
        raise NotImplementedError

    # -- the uniform surface -----------------------------------------------------------------
    def to_act(self) -> list[int]:
        """The seats that must act now (several only while passing)."""
        if self.phase is Phase.GAME_OVER:
            return []
        return [self.turn]

    def legal_mask(self) -> int:
        """Mask of the cards the seat to play may play now (play phase only)."""
        raise NotImplementedError

    def legal_actions(self, seat: int) -> list[Any]:
        """The seat's legal actions now, in engine terms (card numbers, bids); ``[]`` if none."""
        raise NotImplementedError

    def apply(self, seat: int, action: Any) -> None:
        """Check ``action`` for ``seat`` and do it; ``IllegalAction`` says why when it may not."""
        raise NotImplementedError

    def wrong_phase(self, wanted: Phase) -> IllegalAction:
        """The error for an action that belongs to phase ``wanted``, made in another phase."""
        if self.phase is Phase.GAME_OVER:
            return IllegalAction("the game is over", "game_over")
        doing = {
            Phase.PASS: "it is time to pass three cards",
            Phase.BID: "it is time to bid",
            Phase.PLAY: "it is time to play a card",
        }[self.phase]
        return IllegalAction(
            f"{doing}, not to {wanted.value}", "wrong_phase", phase=self.phase.value
        )

    def _check_turn(self, seat: int) -> None:
        if seat not in (0, 1, 2, 3):
            raise IllegalAction(f"there is no seat {seat!r}: seats are 0 to 3", "bad_seat")
        if self.phase is not Phase.PASS and seat != self.turn and self.phase is not Phase.GAME_OVER:
            raise IllegalAction(
                f"it is {seat_name(self.turn)}'s turn, not {seat_name(seat)}'s",
                "not_your_turn",
                turn=self.turn,
            )

    # -- playing -------------------------------------------------------------------------------
    def check_play(self, seat: int, c: int) -> None:
        if self.phase is not Phase.PLAY:
            raise self.wrong_phase(Phase.PLAY)
        self._check_turn(seat)
        if not 0 <= c < DECK_SIZE:
            raise IllegalAction(f"not a card: {c!r}", "not_a_card")
        hand = self.hands[seat]
        if not hand >> c & 1:
            raise IllegalAction(f"you do not hold {pretty(c)}", "not_in_hand", card=CODES[c])
        if self.trick:
            lead = self.lead_suit
            if SUIT_OF[c] != lead and hand & SUIT_MASKS[lead]:
                raise IllegalAction(
                    f"must follow suit: you hold {SUIT_SYMBOLS[lead]}",
                    "must_follow",
                    suit=SUIT_LETTERS[lead],
                )
        self._check_special(seat, c)

    def _check_special(self, seat: int, c: int) -> None:
        """The game's own restrictions beyond following suit (raises ``IllegalAction``)."""
        raise NotImplementedError

    def can_play(self, seat: int, c: int) -> bool:
        try:
            self.check_play(seat, c)
        except IllegalAction:
            return False
        return True

    def play(self, c: int) -> None:
        """Play card ``c`` for the seat to play. Trusted: ``c`` must come from ``legal_mask``."""
        seat = self.turn
        b = 1 << c
        self.hands[seat] ^= b
        self.played |= b
        if b & self._break_mask:
            self.broken = True
        trick = self.trick
        if trick:
            if SUIT_OF[c] != self.lead_suit:
                self.voids[seat] |= 1 << self.lead_suit
        else:
            self.lead_suit = SUIT_OF[c]
        trick.append(c)
        if len(trick) == 4:
            self._finish_trick()
        else:
            self.turn = (seat + 1) & 3

    def winning(self) -> tuple[int, int]:
        """The card winning the trick in play so far, and its seat (a trick must be started)."""
        trick = self.trick
        at = winning_at(trick, self._trumps)
        return trick[at], (self.leader + at) & 3

    def _finish_trick(self) -> None:
        trick = self.trick
        winner = (self.leader + winning_at(trick, self._trumps)) & 3
        self.tricks_won[winner] += 1
        cards = tuple(trick)
        self._take_trick(winner, cards)
        self.last_trick = (self.leader, cards, winner)
        self.log.append(self.last_trick)
        self.trick = []
        self.leader = self.turn = winner
        self.trick_number += 1
        if self.trick_number == TRICKS_PER_HAND:
            self._end_hand()

    def _take_trick(self, winner: int, trick: tuple[int, ...]) -> None:
        """Score what the winner took (Hearts counts points; Spades needs nothing more)."""

    def _end_hand(self) -> None:
        raise NotImplementedError

    # -- what a seat may see --------------------------------------------------------------------
    def _table_view(self, seat: int, legal: list[Any]) -> dict[str, Any]:
        """The part of a view both games share; ``legal`` is the seat's legal actions as JSON."""
        trick = [[(self.leader + i) & 3, CODES[c]] for i, c in enumerate(self.trick)]
        last = None
        if self.last_trick is not None and not self.trick:
            leader, cards, winner = self.last_trick
            last = {
                "cards": [[(leader + i) & 3, CODES[c]] for i, c in enumerate(cards)],
                "winner": winner,
            }
        return {
            "game": self.game,
            "seat": seat,
            "phase": self.phase.value,
            "to_act": self.to_act(),
            "hand": codes(self.hands[seat]),
            "legal": legal,
            "trick": trick,
            "leader": self.leader if self.phase is Phase.PLAY else None,
            "last_trick": last,
            "hand_number": self.hand_number,
            "trick_number": self.trick_number + 1 if self.phase is Phase.PLAY else 0,
            "tricks_won": list(self.tricks_won),
            "hand_sizes": [h.bit_count() for h in self.hands],
            "history": [_copy_entry(h) for h in self.history],
            "winner": self.winner,
        }


def _copy_entry(entry: dict[str, Any]) -> dict[str, Any]:
    """A history entry for a view: its lists copied, since states share entries with clones."""
    return {k: list(v) if isinstance(v, list) else v for k, v in entry.items()}
