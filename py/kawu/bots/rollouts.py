"""The hard level's rollouts: how much a decision may search (``Budget``), the outcomes of
(world, candidate) pairs played to the end of the hand by the normal player at every seat, in
the core or in Python (``Rollouts``), what they were (``Tally``), and the comparison of candidates
over shared worlds that drops the clearly worse as it goes (``compare``). ``search`` uses them
for a card and a pass, ``spades.search`` for a bid.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeVar

from kawu import core
from kawu.core import layout
from kawu.engine.cards import DECK
from kawu.engine.tricks import Phase, TrickGame

T = TypeVar("T", int, tuple[int, ...])

#: A whole rollout: plays the world to the end of its hand, every seat by one policy.
PlayOut = Callable[[TrickGame], None]
#: The value of a finished hand for ``seat`` (higher is better), from the game's last history row.
Score = Callable[[TrickGame, int], float]
#: The core's parameters for the rollouts of ``seat``'s search from this state
#: (``kawu.core.layout``), or None when the core does not play them (an option it lacks).
CoreParams = Callable[[TrickGame, int], "list[int] | None"]
#: Rolls out a batch of (world, candidate) pairs: the score of each (``Rollouts``).
Outcomes = Callable[[list[tuple[TrickGame, T]]], list[float]]
#: The words of a world's core record that do a candidate (``Rollouts``), or None.
Mark = Callable[[TrickGame, T], "list[tuple[int, int]] | None"]

_BLANK_DECK = list(DECK)
HAND_PLAYS = len(DECK)  # the plays of a whole hand: what one outcome costs from its start


@dataclass(frozen=True, slots=True)
class Budget:
    """How much searching one decision may do.

    ``plays`` is the work: cards played in rollouts, summed over deals and candidates. Late in a
    hand rollouts are short, so the same work buys more deals. Every ``batch`` deals (from
    ``min_deals`` on) a candidate that is clearly worse than the best, by ``confidence`` standard
    errors of their paired difference, stops being rolled out, so the work goes to the close calls.
    So does one that is clearly no better than the best by ``tie`` or more (in the score's units):
    a choice between cards that end alike is made without rolling either out to the budget.
    With ``keep``, the normal player's choice (when the search is told it) stays unless the best
    beats it by ``keep`` standard errors of their paired difference: with few deals, chance alone
    would often pick another. ``slow_tie`` and ``slow_keep`` are the ``tie`` and ``keep`` of the
    same search with less work (``scaled``: a slow device's effort).
    """

    plays: int = 30_000
    min_deals: int = 8
    max_deals: int = 400
    batch: int = 4
    confidence: float = 2.5
    tie: float = 0.0
    keep: float = 0.0
    slow_tie: float = 0.0
    slow_keep: float = 0.0

    def scaled(self, effort: float) -> Budget:
        """The same search with ``effort`` times the work (and the most deals). The fewest deals
        stay: with fewer, chance would decide; with less than the full effort the search stops
        ties early and keeps the normal player's choice unless clearly beaten (``slow_tie``,
        ``slow_keep``), so the work it has goes to the close calls."""
        out = replace(
            self, plays=round(self.plays * effort), max_deals=max(4, round(self.max_deals * effort))
        )
        if effort < 1:
            out = replace(
                out, tie=max(self.tie, self.slow_tie), keep=max(self.keep, self.slow_keep)
            )
        return out


@dataclass(slots=True)
class Tally:
    """Every outcome a search rolled out, by candidate: the search's own ``score`` (what it
    chooses by) and ``measure``, the same finished hand in a person's units (the review's and
    the hint's figures). Recording changes nothing the search does."""

    seat: int
    measure: Score
    scores: dict[Any, list[float]] = field(default_factory=dict)
    values: dict[Any, list[float]] = field(default_factory=dict)

    def add(self, key: Any, score: float, world: TrickGame) -> float:
        return self.put(key, score, self.measure(world, self.seat))

    def put(self, key: Any, score: float, value: float) -> float:
        """Record an outcome whose ``measure`` is known (``value``)."""
        self.scores.setdefault(key, []).append(score)
        self.values.setdefault(key, []).append(value)
        return score


class Rollouts(Generic[T]):
    """The outcomes of a search: each (world, candidate) pair is made ready (``prepare``: a
    copy of the world with the candidate done), played to the end of its hand with the normal
    player at every seat, and scored for ``seat``; ``tally`` (optional) records each.

    With the core loaded (``kawu.core``) and ``params`` (the core's parameters for the batch),
    a batch is played out in one call to the core and the finished hands are scored by the
    Python engine and ``score``, once for each distinct result (``layout.result_key``); else each
    is played out by ``play_out`` in Python. Both give the same scores. With ``mark``, the core
    does the candidate itself: ``mark(world, candidate)`` gives the words to set on the world's
    record (a card to play first, a pass to make; None: the core cannot, ``prepare`` does it), so
    each world's record is made once, not a copy of the world for each candidate. With ``rows``
    as well, the caller promises that its worlds differ from one another only in their hands (the
    search of a card: ``knowledge.determinize``) and that ``mark`` sets only the card to play
    first: the core then makes each record from the first world's and a row of the world's hands
    and that card (``Core.play_out_rows``), 5 words to pack, not 40.
    """

    def __init__(
        self,
        seat: int,
        prepare: Callable[[TrickGame, T], TrickGame],
        play_out: PlayOut,
        score: Score,
        tally: Tally | None = None,
        params: list[int] | None = None,
        mark: Mark[T] | None = None,
        rows: bool = False,
    ) -> None:
        self.seat = seat
        self.prepare: Callable[[TrickGame, T], TrickGame] = prepare
        self.play_out = play_out
        self.score = score
        self.tally = tally
        self.core = core.core() if params is not None else None
        self.params = params
        self.mark: Mark[T] | None = mark
        self.rows = rows and mark is not None
        self._template: bytes | None = None  # the first world's record (``rows``)
        self._known: dict[tuple[int, ...], tuple[float, float]] = {}

    def __call__(self, pairs: list[tuple[TrickGame, T]]) -> list[float]:
        if self.core is not None and self.params is not None:
            size = self.core.max_records
            out: list[float] = []
            for start in range(0, len(pairs), size):
                out += self._in_core(pairs[start : start + size], self.core, self.params)
            return out
        return [self._in_python(c, self.prepare(w, c)) for w, c in pairs]

    def _in_python(self, c: T, w: TrickGame) -> float:
        self.play_out(w)
        value = self.score(w, self.seat)
        return value if self.tally is None else self.tally.add(c, value, w)

    def _in_core(
        self, pairs: list[tuple[TrickGame, T]], loaded: core.Core, params: list[int]
    ) -> list[float]:
        """The outcomes of at most the core's largest batch of pairs."""
        if self.rows:
            done = self._in_core_rows(pairs, loaded, params)
            if done is not None:
                return done
        # Each record packed as soon as it is made (``core.pack_record``, ``layout.packed``): no
        # list of a batch outlives its making, for CPython's collector to run through.
        pack = core.pack_record
        records: list[bytes] = []
        ready: list[TrickGame | None] = []  # the pair made ready in Python, if it was
        played: list[int] = []  # each pair's record in the batch (-1: none, nothing to play out)
        made: dict[int, list[int]] = {}  # a world's record, by the world (``mark``)
        for world, c in pairs:
            marks = self.mark(world, c) if self.mark is not None else None
            if marks is not None:
                base = made.get(id(world))
                if base is None:
                    base = made[id(world)] = layout.record(world)
                record = base.copy()
                for at, word in marks:
                    record[at] = word
                played.append(len(records))
                records.append(pack(*record))
                ready.append(None)
                continue
            prepared = self.prepare(world, c)
            ready.append(prepared)
            if _goes_on(world, prepared):
                played.append(len(records))
                records.append(layout.packed(prepared))
            else:
                played.append(-1)
        batch = loaded.play_out_packed(params, records)
        return self._scored(pairs, ready, played, batch)

    def _in_core_rows(
        self, pairs: list[tuple[TrickGame, T]], loaded: core.Core, params: list[int]
    ) -> list[float] | None:
        """``_in_core`` with each pair's record made in the core (``rows``); None when a pair
        needs a whole record of its own (a candidate ``mark`` cannot do, whose hand goes on)."""
        assert self.mark is not None
        row = layout.ROW.pack
        first_at = layout.R_FIRST
        rows: list[bytes] = []
        ready: list[TrickGame | None] = []
        played: list[int] = []
        for world, c in pairs:
            marks = self.mark(world, c)
            if marks is None:
                prepared = self.prepare(world, c)
                if _goes_on(world, prepared):
                    return None
                ready.append(prepared)
                played.append(-1)
                continue
            ((at, first),) = marks
            if at != first_at:
                raise ValueError(f"a row sets the card to play first, not word {at}")
            if self._template is None:
                self._template = layout.packed(world)
            played.append(len(rows))
            rows.append(row(*world.hands, first))
            ready.append(None)
        if self._template is None:  # every candidate ended the hand
            return self._scored(pairs, ready, played, None)
        batch = loaded.play_out_rows(params, self._template, rows)
        return self._scored(pairs, ready, played, batch)

    def _scored(
        self,
        pairs: list[tuple[TrickGame, T]],
        ready: list[TrickGame | None],
        played: list[int],
        batch: core.Played | None,
    ) -> list[float]:
        """Each pair's outcome: its record's in ``batch`` (``played[i]``), scored once for each
        distinct result, or (-1) its world made ready in Python (``ready[i]``)."""
        out: list[float] = []
        for (world, c), w, k in zip(pairs, ready, played, strict=True):
            if k < 0:  # the candidate ended the hand: nothing to play out
                assert w is not None
                out.append(self._in_python(c, w))
                continue
            assert batch is not None
            done = batch[k]  # (its view made now, dropped with the next)
            key = layout.result_key(world, done)
            known = self._known.get(key)
            if known is None:
                if w is None:
                    w = self.prepare(world, c)
                layout.finish(w, done)
                value = self.score(w, self.seat)
                known = value, (self.tally.measure(w, self.seat) if self.tally else 0.0)
                self._known[key] = known
            if self.tally is not None:
                self.tally.put(c, *known)
            out.append(known[0])
        return out


def _goes_on(world: TrickGame, prepared: TrickGame) -> bool:
    """Is there a hand left to play out in ``prepared`` (``world`` with a candidate done)?"""
    return prepared.phase is Phase.PLAY and prepared.hand_number == world.hand_number


def compare(
    candidates: list[T],
    world: Callable[[], TrickGame],
    outcomes: Outcomes[T],
    cost: int,
    budget: Budget,
    work: Callable[[], float] | None = None,
    default: T | None = None,
) -> tuple[T, dict[T, float], int]:
    """The candidate with the best mean outcome over sampled worlds, each world shared by all
    candidates still in the running; also every candidate's mean and the worlds sampled.

    ``outcomes`` rolls out a batch of (world, candidate) pairs (``Rollouts``): the worlds sampled
    between two prunings are rolled out together, in the order one by one would take, so that
    the core (``kawu.core``) is called a few times a decision, not once a rollout. ``cost`` is
    the plays one outcome takes; ``work`` (optional) tells the work done besides the outcomes so
    far, in plays (making the worlds). Candidates clearly worse than the best on the same worlds
    are dropped every ``budget.batch`` worlds (see ``Budget``); ``default`` (one of the
    candidates, optional) is kept unless clearly beaten (``Budget.keep``).
    """
    scores: dict[T, list[float]] = {c: [] for c in candidates}
    alive = list(candidates)
    rolled = 0
    spent = work() if work is not None else 0.0
    done = 0
    waiting: list[TrickGame] = []  # worlds sampled, not yet rolled out

    def roll_out() -> None:
        pairs = [(w, c) for w in waiting for c in alive]
        for (_, c), value in zip(pairs, outcomes(pairs), strict=True):
            scores[c].append(value)
        waiting.clear()

    while done < budget.max_deals and (spent < budget.plays or done < budget.min_deals):
        waiting.append(world())
        rolled += cost * len(alive)
        spent = rolled + (work() if work is not None else 0)
        done += 1
        if done >= budget.min_deals and done % budget.batch == 0:
            roll_out()
            alive = _prune(alive, scores, budget.confidence, budget.tie)
            if len(alive) == 1:
                break
    roll_out()
    means = {c: sum(v) / len(v) for c, v in scores.items()}
    best = max(alive, key=lambda c: means[c])
    if (
        budget.keep
        and default is not None
        and default != best
        and default in scores
        and not _beats(scores[best], scores[default], budget.keep)
    ):
        best = default
    return best, means, done


def blank_deals(_hand_number: int) -> list[int]:
    # Rollouts end with their hand; the next deal is never looked at.
    return _BLANK_DECK


def _difference(a: list[float], b: list[float]) -> tuple[float, float, int]:
    """The mean of ``a - b`` on the deals both were rolled out on (a candidate dropped early has
    the first ones), its standard error and the number of deals (the error is 0 below two)."""
    diffs = [x - y for x, y in zip(a, b, strict=False)]
    n = len(diffs)
    if n < 2:
        return (diffs[0] if diffs else 0.0), 0.0, n
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n), n


def _beats(a: list[float], b: list[float], z: float) -> bool:
    """``a`` is better than ``b`` by ``z`` standard errors of their paired difference."""
    mean, se, n = _difference(a, b)
    return n >= 2 and mean - z * se > 0


def _prune(alive: list[T], scores: dict[T, list[float]], z: float, tie: float = 0.0) -> list[T]:
    """The candidates that may still be better than the best by ``tie`` on the same deals."""
    best = max(alive, key=lambda c: sum(scores[c]))
    keep = []
    for c in alive:
        if c != best:
            mean, se, _ = _difference(scores[c], scores[best])
            if mean + z * se < tie:
                continue
        keep.append(c)
    return keep
