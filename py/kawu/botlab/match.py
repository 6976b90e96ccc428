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
from collections.abc import Generator, Sequence
from typing import Any, Protocol

from kawu import api
from kawu.botlab.bot import Bot, Failure, Reply
from kawu.botlab.spec import (
    BOT,
    KEEP_FAILURES,
    MAX_HANDS,
    STAND_IN,
    DealResult,
    Failed,
    MatchStopped,
    Request,
    Spec,
)
from kawu.engine import deals
from kawu.engine.errors import IllegalAction, brief
from kawu.engine.records import Record
from kawu.words.say import say


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
    (:class:`kawu.measure.botrun.Child`), the page in a worker of their own."""

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
