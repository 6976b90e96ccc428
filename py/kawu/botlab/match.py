"""A match of a person's bot against kawu's computer players, on duplicate deals.

Each deal is played with the bot in every seat in turn (four tables), and again with one of ours
in the bot's seat (``ours``, by default the level the bot plays against): the table puts the bot's
figures beside ours on the same deals and seats, with their paired difference. Hearts: the bot
against three players of ``level``. Spades: the bot with a partner (``partner``, by default
``level``) against a team of ``level``. A deal is one hand (``games`` false) or a whole game to
the target (``games`` true, every hand of it from the deal's seed).

Everything goes through :mod:`kawu.api`, as the page does: the bot gets ``api.view`` for its seat
as JSON-decoded data, its action goes through ``api.act`` (so an illegal one is refused in the
engine's words), and our players' actions are ``api.bot_action`` with the page's seed rule
(``bots.seed_for``). The same spec gives the same games in CPython and in the page.

The match never runs the bot itself: it *asks* (:meth:`Match.next` gives the view the bot must
answer, :meth:`Match.answer` takes the bot's :class:`~kawu.botlab.bot.Reply`), so whoever holds
the bot (the page's sandboxed worker, a child process, the same Python) answers in its own time.
:func:`play` is the plain loop for a bot that answers at once. No process, no thread: this module
runs in Pyodide.
"""

from __future__ import annotations

import json
import math
import statistics
from collections import Counter
from collections.abc import Generator, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from kawu import api
from kawu.botlab.bot import Bot, Failure, Reply
from kawu.engine import deals
from kawu.engine.errors import IllegalAction, brief
from kawu.engine.records import Record
from kawu.words.say import say

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


# -- the tables of a deal ------------------------------------------------------------------------
def deal_record(spec: Spec, deal: int) -> Record:
    """Deal ``deal``'s starting record: a seed of its own (a game's later hands come from it)
    and, for a single hand, that seed's first deal with the pass direction or the dealer
    rotating with the deal number."""
    seed = (spec.seed * 100_003 + deal) % deals.MAX_SEED
    code = None
    if not spec.games:
        code = deals.encode(spec.game, deal % 4, deals.deal_key(seed, 1))
    return api.new_game(spec.game, spec.options, seed=seed, deal=code)


def lineup(spec: Spec, seat: int, player: str) -> list[str]:
    """Who plays where with ``player`` (the bot, or ours) at ``seat``."""
    seats = [spec.level] * 4
    if spec.game == "spades":
        seats[(seat + 2) % 4] = spec.partner or spec.level
    seats[seat] = player
    return seats


def _over(spec: Spec, state: Any) -> bool:
    if state.phase.value == "game_over":
        return True
    return bool(state.hand_number > (MAX_HANDS if spec.games else 1))


def _our_action(spec: Spec, record: Record, seat: int, level: str, seats: Sequence[str]) -> Any:
    from kawu.bots import seed_for

    table = ["person" if s == BOT else s for s in seats]
    seed = seed_for(record["seed"], len(record["actions"]))
    return api.bot_action(record, seat, level, seed, spec.effort, table)


def play_table(
    spec: Spec, deal: int, seats: Sequence[str], result: DealResult
) -> Generator[Request, Reply, Any]:
    """One table of ``deal``: asks the bot's decisions (yields a ``Request``, is sent its
    ``Reply``), plays ours, and returns the final state. Failures go to ``result``."""
    record = deal_record(spec, deal)
    fresh = True
    while True:
        state = api.load(record)
        if _over(spec, state):
            return state
        seat = state.to_act()[0]
        if seats[seat] != BOT:
            action = _our_action(spec, record, seat, seats[seat], seats)
            record = api.act(record, seat, action)
            continue
        view = json.loads(json.dumps(api.view(record, seat)))
        reply = yield Request(deal, seat, view, fresh)
        fresh = False
        result.seconds.append(reply.seconds)
        failure = reply.failure
        if failure is None:
            try:
                record = api.act(record, seat, reply.action)
                continue
            except IllegalAction as e:
                failure = Failure("illegal", _illegal(reply.action, e))
        failed = Failed(
            deal,
            seat,
            view["hand_number"],
            view["trick_number"],
            view["phase"],
            failure,
            reply.action if failure.kind == "illegal" else None,
        )
        if spec.on_error == "stop":
            raise MatchStopped(failed)
        result.failures[failure.kind] += 1
        if len(result.kept) < KEEP_FAILURES:
            result.kept.append(failed)
        record = api.act(record, seat, _our_action(spec, record, seat, STAND_IN, seats))


def _illegal(action: Any, error: IllegalAction) -> str:
    """The engine's refusal: the action, the rule in the page's words, the engine's detail."""
    words = say(error.reason, error.params)["en"]
    return f"{brief(action)} refused: {words} ({error.reason}: {error})"


def measures(spec: Spec, state: Any, seat: int) -> dict[str, float]:
    """The figures of a finished table for ``seat`` (see :class:`DealResult`)."""
    rows = state.history
    n = max(1, len(rows))
    out: dict[str, float] = {}
    if spec.game == "hearts":
        out["points"] = sum(r["points"][seat] for r in rows) / n
        if spec.games:
            out["won"] = float(state.winner == seat)
        return out
    team = seat & 1
    out["points"] = sum(r["points"][team] for r in rows) / n
    out["margin"] = sum(r["points"][team] - r["points"][team ^ 1] for r in rows) / n
    if spec.games:
        out["won"] = float(state.winner == team)
    return out


def play_deal(spec: Spec, deal: int) -> Generator[Request, Reply, DealResult]:
    """Deal ``deal`` played with the bot in each seat, and with ours there: the deal's figures.
    A table without the bot (ours in every seat) is played once and read at each seat."""
    result = DealResult(deal, {}, {})
    ours = spec.ours or spec.level
    done: dict[tuple[str, ...], Any] = {}
    for seat in range(4):
        for player, into in ((BOT, result.bot), (ours, result.ours)):
            seats = lineup(spec, seat, player)
            state = done.get(tuple(seats))
            if state is None:
                state = yield from play_table(spec, deal, seats, result)
                if player == BOT:
                    result.hands += len(state.history)
                else:
                    done[tuple(seats)] = state
            for name, value in measures(spec, state, seat).items():
                into.setdefault(name, []).append(value)
    return result


def play_deals(spec: Spec) -> Generator[Request, Reply, list[DealResult]]:
    results = []
    for deal in range(spec.first, spec.first + spec.deals):
        results.append((yield from play_deal(spec, deal)))
    return results


class Match:
    """A match the bot answers one request at a time (the page's way: the bot is elsewhere).

    ``next()`` is the request to answer (``None`` once the match is over), ``answer(reply)`` its
    answer (a :class:`Reply` or its JSON form). ``results`` grows deal by deal; ``stopped`` holds
    the failure that ended a match whose policy is ``stop``."""

    def __init__(self, spec: Spec) -> None:
        self.spec = spec.checked()
        self.results: list[DealResult] = []
        self.stopped: Failed | None = None
        self._play = self._deals()
        self._pending: Request | None = self._advance(None)

    def _deals(self) -> Generator[Request, Reply, None]:
        for deal in range(self.spec.first, self.spec.first + self.spec.deals):
            self.results.append((yield from play_deal(self.spec, deal)))

    def _advance(self, reply: Reply | None) -> Request | None:
        try:
            if reply is None:
                return next(self._play)
            return self._play.send(reply)
        except StopIteration:
            return None
        except MatchStopped as e:
            self.stopped = e.failed
            return None

    def next(self) -> Request | None:
        return self._pending

    def answer(self, reply: Reply | dict[str, Any]) -> Request | None:
        if self._pending is None:
            raise ValueError("the match is over: there is nothing to answer")
        if not isinstance(reply, Reply):
            reply = Reply.from_json(reply)
        self._pending = self._advance(reply)
        return self._pending


class Runner(Protocol):
    """Whoever holds the bot: answers a view at once, and loads the bot's file anew."""

    def decide(self, view: dict[str, Any]) -> Reply: ...

    def reset(self) -> None: ...


class InProcess:
    """The bot in this Python, with no time limit (a decision is timed, never stopped): for a
    bot that is trusted to end, and for tests. The command line runs bots in a child process
    (:class:`kawu.lab.botrun.Child`), the page in a worker of their own."""

    def __init__(self, source: str, filename: str = "bot.py") -> None:
        self.source, self.filename = source, filename
        self.bot = Bot(source, filename)

    def decide(self, view: dict[str, Any]) -> Reply:
        return self.bot.decide(view)

    def reset(self) -> None:
        self.bot = Bot(self.source, self.filename)


def play(spec: Spec, runner: Runner) -> Match:
    """The whole match with ``runner`` answering each request at once: the finished match."""
    match = Match(spec)
    request = match.next()
    while request is not None:
        if request.fresh:
            runner.reset()
        request = match.answer(runner.decide(request.view))
    return match


# -- the table -----------------------------------------------------------------------------------
def mean_ci(xs: Sequence[float]) -> tuple[float, float]:
    """The mean and its 95% interval's half-width (normal approximation; NaN for one sample)."""
    m = statistics.fmean(xs)
    if len(xs) < 2:
        return m, float("nan")
    return m, 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))


LABELS = {
    "points": "points/hand",
    "margin": "margin/hand",
    "won": "games won",
}


def _figure(name: str, xs: Sequence[float], signed: bool = False) -> str:
    m, ci = mean_ci(xs)
    if name == "won":
        return f"{m * 100:+6.1f}% ± {ci * 100:4.1f}" if signed else f"{m:6.1%} ± {ci * 100:4.1f}"
    return f"{m:+7.2f} ± {ci:4.2f}" if signed else f"{m:7.2f} ± {ci:4.2f}"


def heading(spec: Spec) -> str:
    spec = spec.checked()
    what = "a whole game each" if spec.games else "one hand each"
    if spec.game == "hearts":
        who = f"{spec.name} against three {spec.level} players"
    else:
        who = f"{spec.name} with a {spec.partner} partner against a {spec.level} team"
    rules = " ".join(f"{k}={v}" for k, v in sorted(spec.options.items())) or "kawu's"
    return (
        f"{spec.game.capitalize()}: {who}; deals {spec.first} to {spec.first + spec.deals - 1}"
        f" ({what}), the bot in every seat; seed {spec.seed}; rules {rules}"
    )


def table(spec: Spec, results: Iterable[DealResult]) -> str:
    """The result table, the same in CPython and in the page for the same deals: each measure,
    the bot's and ours (mean over deals of the deal's mean over the four seats, 95% intervals
    over deals), and the bot's minus ours on the same deals and seats; then the failures."""
    spec = spec.checked()
    rows = sorted(results, key=lambda r: r.deal)
    ours = spec.ours or spec.level
    lines = [heading(spec)]
    if not rows:
        return "\n".join([*lines, "no deal finished"])
    hands = sum(r.hands for r in rows)
    lines.append(
        f"{len(rows)} deals, {hands} hands with the bot;"
        f" intervals are 95% over deals; {'lower' if spec.game == 'hearts' else 'higher'}"
        " points are better"
    )
    lines.append(f"{'':14s} {'bot':>16s}   {ours + ' in its seat':>18s}   {'bot - ' + ours:>16s}")
    for name in rows[0].bot:
        b = [statistics.fmean(r.bot[name]) for r in rows]
        o = [statistics.fmean(r.ours[name]) for r in rows]
        d = [x - y for x, y in zip(b, o, strict=True)]
        lines.append(
            f"{LABELS[name]:14s} {_figure(name, b):>16s}   {_figure(name, o):>18s}"
            f"   {_figure(name, d, signed=True):>16s}"
        )
    lines.append(failures_line(spec, rows))
    return "\n".join(lines)


def failures_line(spec: Spec, rows: Sequence[DealResult]) -> str:
    counts: Counter[str] = Counter()
    for r in rows:
        counts.update(r.failures)
    if not counts:
        return "failures: none"
    kinds = ", ".join(f"{k} {n}" for k, n in sorted(counts.items()))
    return (
        f"failures: {sum(counts.values())} ({kinds}), each decision replaced by the"
        f" {STAND_IN} level's"
    )


def failure_details(rows: Iterable[DealResult], limit: int = KEEP_FAILURES) -> str:
    """The first failures whole, tracebacks included (empty when there were none)."""
    kept = [f for r in sorted(rows, key=lambda r: r.deal) for f in r.kept][:limit]
    return "\n\n".join(f.say() for f in kept)


def timing(rows: Iterable[DealResult]) -> str:
    """The bot's time per decision: median, 95th percentile and the longest (not part of the
    table: it differs from one run, and one machine, to the next)."""
    ts = sorted(t for r in rows for t in r.seconds)
    if not ts:
        return "the bot decided nothing"
    p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
    return (
        f"the bot's time per decision: median {statistics.median(ts) * 1000:.2f} ms,"
        f" p95 {p95 * 1000:.2f} ms, longest {ts[-1] * 1000:.1f} ms ({len(ts)} decisions)"
    )
