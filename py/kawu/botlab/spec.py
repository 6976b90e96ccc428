"""What a bot's match is and what it gives: its spec (``Spec``, checked), a failed decision of the
bot (``Failed``), a deal's figures (``DealResult``), the decision asked of the bot (``Request``).
All of it goes to JSON and back: the page holds a match in the engine's worker, and the arena's
batches cross processes and machines."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from kawu import api
from kawu.botlab.bot import Failure
from kawu.engine.errors import brief

BOT = "bot"
POLICIES = ("replace", "stop")
#: The level whose decision stands in for a bot's failed one under the ``replace`` policy.
STAND_IN = "normal"
#: Games that have not ended after this many hands are stopped (none has).
MAX_HANDS = 200
#: How many failures a result keeps whole (with their tracebacks); all are counted.
KEEP_FAILURES = 5


@dataclass(frozen=True)
class Spec:
    """What a match plays. ``level``: the bot's opponents; ``partner`` (Spades): the bot's
    partner; ``ours``: who sits in the bot's seat for the comparison (each defaults to ``level``);
    ``deals`` deals from ``first`` on; ``on_error``: ``replace`` (our normal level decides
    instead, the failure counted) or ``stop`` (the match ends at the first failure)."""

    game: str
    level: str = "normal"
    deals: int = 100
    seed: int = 1
    games: bool = False
    partner: str | None = None
    ours: str | None = None
    options: dict[str, Any] = field(default_factory=dict)
    on_error: str = "replace"
    effort: float = 1.0
    first: int = 0
    name: str = "bot.py"

    def checked(self) -> Spec:
        """The spec with its defaults filled; ``ValueError`` says what is wrong."""
        if self.game not in ("hearts", "spades"):
            raise ValueError(f"unknown game {brief(self.game)}: choose 'hearts' or 'spades'")
        partner = self.partner or self.level
        ours = self.ours or self.level
        for what, level in (("level", self.level), ("partner", partner), ("ours", ours)):
            if level not in api.LEVELS:
                raise ValueError(f"{what} {brief(level)} is not one of {', '.join(api.LEVELS)}")
        if self.game == "hearts" and self.partner is not None:
            raise ValueError("Hearts has no partners: the bot plays against three players")
        for what, n, low in (("deals", self.deals, 1), ("first", self.first, 0)):
            if isinstance(n, bool) or not isinstance(n, int) or n < low:
                raise ValueError(f"{what} is a whole number from {low}, not {brief(n)}")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or self.seed < 0:
            raise ValueError(f"a match's seed is a whole number from 0, not {brief(self.seed)}")
        if not isinstance(self.games, bool) or not isinstance(self.name, str):
            raise ValueError("games is true or false, and name a file's name")
        effort = self.effort
        if isinstance(effort, bool) or not isinstance(effort, (int, float)) or not 0 < effort <= 4:
            raise ValueError(f"effort is a number above 0 and at most 4, not {brief(effort)}")
        if self.on_error not in POLICIES:
            raise ValueError(f"on_error is 'replace' or 'stop', not {brief(self.on_error)}")
        api.new_game(self.game, self.options, seed=0)  # the options, checked by the engine
        return replace(self, partner=partner if self.game == "spades" else None, ours=ours)

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__dataclass_fields__}

    @staticmethod
    def from_json(data: Any) -> Spec:
        if not isinstance(data, dict):
            raise ValueError(f"a match is an object, not {brief(data)}")
        unknown = next((k for k in data if k not in Spec.__dataclass_fields__), None)
        if unknown is not None:
            raise ValueError(f"a match has no field {brief(unknown)}")
        return Spec(**data).checked()


@dataclass
class Failed:
    """One failed decision of the bot, where it happened."""

    deal: int
    seat: int
    hand: int
    trick: int
    phase: str
    failure: Failure
    action: Any = None

    def to_json(self) -> dict[str, Any]:
        return {
            "deal": self.deal,
            "seat": self.seat,
            "hand": self.hand,
            "trick": self.trick,
            "phase": self.phase,
            "action": self.action,
            **self.failure.to_json(),
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Failed:
        failure = Failure.from_json(data)
        fields = ("deal", "seat", "hand", "trick", "phase", "action")
        return Failed(**{k: data[k] for k in fields}, failure=failure)

    def say(self) -> str:
        where = f"deal {self.deal}, seat {self.seat}, hand {self.hand}"
        if self.phase == "play":
            where += f", trick {self.trick}"
        else:
            where += f", the {self.phase}"
        text = f"{self.failure.kind} at {where}: {self.failure.message}"
        return text + ("\n" + self.failure.traceback.rstrip() if self.failure.traceback else "")


@dataclass
class DealResult:
    """A deal's figures: for each measure, the bot's value with it in each seat, and ours.

    Measures: ``points`` (Hearts: the seat's points a hand, lower is better; Spades: its team's),
    ``margin`` (Spades: its team's points a hand minus the other team's) and, with whole games,
    ``won`` (1 when the seat or its team won the game)."""

    deal: int
    bot: dict[str, list[float]]
    ours: dict[str, list[float]]
    hands: int = 0
    seconds: list[float] = field(default_factory=list)
    failures: Counter[str] = field(default_factory=Counter)
    kept: list[Failed] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "deal": self.deal,
            "bot": self.bot,
            "ours": self.ours,
            "hands": self.hands,
            "seconds": self.seconds,
            "failures": dict(self.failures),
            "kept": [f.to_json() for f in self.kept],
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> DealResult:
        return DealResult(
            data["deal"],
            data["bot"],
            data["ours"],
            data["hands"],
            data["seconds"],
            Counter(data["failures"]),
            [Failed.from_json(f) for f in data["kept"]],
        )


class MatchStopped(Exception):
    """The bot failed and the match's policy is ``stop``: ``failed`` says where and why."""

    def __init__(self, failed: Failed) -> None:
        super().__init__(failed.say())
        self.failed = failed


@dataclass(frozen=True)
class Request:
    """The bot's decision due now: the view for ``seat`` (plain JSON data) in deal ``deal``.

    ``fresh`` is true on a table's first request: the bot's file is loaded anew before it
    answers (its globals start again). So a bot that remembers what it saw cannot carry one
    table's cards to the next table of the same deal (the same cards, the bot in another seat),
    and every deal is played alike however the deals are split into batches, in CPython and in
    the page."""

    deal: int
    seat: int
    view: dict[str, Any]
    fresh: bool = False
