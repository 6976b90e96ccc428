"""The arena's games: one Hearts deal or game, one Spades game, run in worker processes with the
progress of a long run on stderr (``python -m kawu.arena`` prints the tables)."""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import TextIO

from kawu.bots import budget_for, decide
from kawu.bots.rollouts import Budget
from kawu.engine import deals
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.spades import Spades, SpadesOptions
from kawu.engine.tricks import Phase, TrickGame

MAX_HANDS = 200  # a game that has not ended after this many hands is stopped (none has)

#: How much the hard level searches: ``None`` (its own budgets), a fixed ``Budget`` (``--plays``),
#: or an effort as the page asks for it (``--effort``: each decision's budget scaled, the pass's
#: and the bid's included, ``bots.budget_for``).
Search = Budget | float | None


@dataclass
class Tally:
    """Results by level: mean points per hand of each deal (Hearts), games won, each seed's share
    of games won (for the interval over seeds), seconds per decision, and counted events
    (``"normal moons"``, ``"team 0 nil made"``)."""

    points: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    hands: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    wins: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    shares: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    games: int = 0
    times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    events: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def merge(self, other: Tally) -> None:
        for k, v in other.points.items():
            self.points[k].extend(v)
        for k, n in other.wins.items():
            self.wins[k] += n
        for k, v in other.shares.items():
            self.shares[k].extend(v)
        for k, n in other.hands.items():
            self.hands[k] += n
        self.games += other.games
        for k, v in other.times.items():
            self.times[k].extend(v)
        for k, n in other.events.items():
            self.events[k] += n


def _step(
    state: TrickGame, lineup: Sequence[str], rng: random.Random, tally: Tally, budget: Search
) -> None:
    """Every seat to act acts, at its level of ``lineup`` (each knows who plays where)."""
    for seat in state.to_act():
        level = lineup[seat]
        t0 = time.perf_counter()
        fixed = budget_for(state, budget) if isinstance(budget, float) else budget
        action, _, _ = decide(state, seat, level, rng, fixed, lineup)
        tally.times[level].append(time.perf_counter() - t0)
        state.apply(seat, action)


def hearts_board(
    board: int,
    seed: int,
    lineup: Sequence[str],
    budget: Search,
    options: HeartsOptions | None = None,
) -> Tally:
    """One deal played four times, the line-up rotated; points per hand go to each level."""
    tally = Tally()
    per_board: dict[str, list[float]] = defaultdict(list)
    deck = deals.deck_for_key(deals.deal_key(seed, board))
    for r in range(4):
        seats = [lineup[(s - r) % 4] for s in range(4)]
        state = Hearts(options, deals=lambda _n: deck, first_direction=board % 4)
        rng = random.Random(seed * 1000 + board * 4 + r)
        # (a hand can end the game: Spot's 129 points against a target of 100)
        while state.hand_number == 1 and state.phase is not Phase.GAME_OVER:
            _step(state, seats, rng, tally, budget)
        points = state.history[-1]["points"]
        moon = state.history[-1]["moon"]
        if moon is not None:
            tally.events[f"{seats[moon]} moons"] += 1
        for s in range(4):
            per_board[seats[s]].append(points[s])
    for level, pts in per_board.items():
        tally.points[level].append(statistics.fmean(pts))
        tally.hands[level] += len(pts)
    return tally


def hearts_game(
    game: int,
    seed: int,
    lineup: Sequence[str],
    budget: Search,
    options: HeartsOptions | None = None,
) -> Tally:
    """One seed's deals played as four whole games to the target, the line-up rotated one seat
    each game (the tested level, ``lineup[0]``, sits at every seat once with the same cards).

    Games won and points per hand go to each level; the seed's share of the tested level's wins
    (0, ¼ … 1) is one sample of the interval."""
    tally = Tally()
    key_seed = seed * 100_003 + game
    won = 0
    per_seed: dict[str, list[float]] = defaultdict(list)
    for r in range(4):
        seats = [lineup[(s - r) % 4] for s in range(4)]

        def source(n: int, key_seed: int = key_seed) -> list[int]:
            return deals.deck_for_key(deals.deal_key(key_seed, n))

        state = Hearts(options, deals=source, first_direction=game % 4)
        rng = random.Random(key_seed * 4 + r)
        while state.phase is not Phase.GAME_OVER and state.hand_number < MAX_HANDS:
            _step(state, seats, rng, tally, budget)
        for entry in state.history:
            for s in range(4):
                per_seed[seats[s]].append(entry["points"][s])
            if entry["moon"] is not None:
                tally.events[f"{seats[entry['moon']]} moons"] += 1
        tally.games += 1
        if state.winner is not None:
            tally.wins[seats[state.winner]] += 1
            won += state.winner == r
    for level, pts in per_seed.items():
        tally.points[level].append(statistics.fmean(pts))
        tally.hands[level] += len(pts)
    tally.shares[lineup[0]].append(won / 4)
    return tally


def spades_table(
    game: int, seed: int, teams: tuple[str, str], swap: int, options: SpadesOptions | None
) -> tuple[list[str], Spades, random.Random]:
    """The arena's Spades game ``game`` of ``seed``, the teams' seats swapped (``swap`` 1) or not:
    each seat's level, the game, and its players' random numbers."""
    seats = [teams[(s + swap) & 1] for s in range(4)]
    key_seed = seed * 100_003 + game

    def source(n: int) -> list[int]:
        return deals.deck_for_key(deals.deal_key(key_seed, n))

    state = Spades(options, deals=source, first_dealer=deals.first_position(key_seed))
    return seats, state, random.Random(key_seed * 2 + swap)


def spades_game(
    game: int,
    seed: int,
    teams: tuple[str, str],
    budget: Search,
    options: SpadesOptions | None = None,
) -> Tally:
    """One seed played twice, the teams swapping seats; wins are counted per team level."""
    tally = Tally()
    won = [0, 0]
    for swap in (0, 1):
        seats, state, rng = spades_table(game, seed, teams, swap, options)
        while state.phase is not Phase.GAME_OVER and state.hand_number < MAX_HANDS:
            _step(state, seats, rng, tally, budget)
        if state.winner is not None:
            team = (state.winner + swap) & 1
            tally.wins[f"team {team}"] += 1
            won[team] += 1
        tally.games += 1
        for entry in state.history:
            for s in range(4):
                if entry["bids"][s] != 0:
                    continue
                kind = "blind nil" if entry["blind_nil"][s] else "nil"
                team_name = f"team {(s + swap) & 1}"
                tally.events[f"{team_name} {kind}"] += 1
                if entry["tricks"][s] == 0:
                    tally.events[f"{team_name} {kind} made"] += 1
    for team in (0, 1):
        tally.shares[f"team {team}"].append(won[team] / 2)
    return tally


class Progress:
    """``done/total, elapsed, time left`` on ``out`` (stderr), at most every ``every`` seconds."""

    def __init__(self, total: int, out: TextIO | None = None, every: float = 5.0) -> None:
        self.total = total
        self.out = out if out is not None else sys.stderr
        self.every = every
        self.t0 = time.perf_counter()
        self.shown = self.t0
        self.done = 0

    def step(self) -> None:
        self.done += 1
        now = time.perf_counter()
        if now - self.shown < self.every and self.done < self.total:
            return
        self.shown = now
        elapsed = now - self.t0
        left = elapsed / self.done * (self.total - self.done)
        print(
            f"  {self.done}/{self.total} done, {_clock(elapsed)} elapsed, {_clock(left)} left",
            file=self.out,
            flush=True,
        )


def _clock(seconds: float) -> str:
    m, s = divmod(round(seconds), 60)
    return f"{m}:{s:02d}" if m < 60 else f"{m // 60}:{m % 60:02d}:{s:02d}"


def run(
    jobs: int,
    fn: Callable[..., Tally],
    args: Iterable[tuple[object, ...]],
    progress: Progress | None = None,
) -> Tally:
    """Every ``fn(*a)`` merged, in ``jobs`` processes; each finished one steps ``progress``."""
    total = Tally()
    arg_list = list(args)
    if jobs <= 1:
        for a in arg_list:
            total.merge(fn(*a))
            if progress:
                progress.step()
        return total
    with ProcessPoolExecutor(jobs) as pool:
        for t in pool.map(fn, *zip(*arg_list, strict=True)):
            total.merge(t)
            if progress:
                progress.step()
    return total
