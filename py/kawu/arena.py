"""Computer players against each other: ``python -m kawu.arena``.

Hearts is measured per hand: every deal is played four times with the line-up rotated one seat
each time, so each player holds each seat's cards once (duplicate deals: the luck of the cards
cancels out). The table gives the mean points per hand of each level with a 95% confidence
interval over deals. Spades is measured in whole games to the target: every game's seed is played
twice, the teams swapping seats, and the table gives games won per team. Both report the
milliseconds per decision of each level (median and 95th percentile), and how often each
shot the moon (Hearts) or bid nil and blind nil, and made them (Spades). Seeds make runs
repeatable; ``--option`` plays a rule variant (``--option queen=after_hearts``,
``--option blind_nil=true``).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from kawu import deals
from kawu.bots import LEVELS, decide
from kawu.bots.search import Budget
from kawu.hearts import Hearts, HeartsOptions
from kawu.spades import Spades, SpadesOptions
from kawu.tricks import Phase, TrickGame


@dataclass
class Tally:
    """Results by level: mean points per hand of each deal (Hearts), wins (Spades), seconds per
    decision, and counted events (``"normal moons"``, ``"team 0 nil made"``)."""

    points: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    hands: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    wins: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    games: int = 0
    times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    events: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def merge(self, other: Tally) -> None:
        for k, v in other.points.items():
            self.points[k].extend(v)
        for k, n in other.wins.items():
            self.wins[k] += n
        for k, n in other.hands.items():
            self.hands[k] += n
        self.games += other.games
        for k, v in other.times.items():
            self.times[k].extend(v)
        for k, n in other.events.items():
            self.events[k] += n


def _act(
    state: TrickGame, seat: int, level: str, rng: random.Random, tally: Tally, budget: Budget | None
) -> None:
    t0 = time.perf_counter()
    action, _, _ = decide(state, seat, level, rng, budget)
    tally.times[level].append(time.perf_counter() - t0)
    state.apply(seat, action)


def _step(
    state: TrickGame, lineup: Sequence[str], rng: random.Random, tally: Tally, budget: Budget | None
) -> None:
    for seat in state.to_act():
        _act(state, seat, lineup[seat], rng, tally, budget)


def hearts_board(
    board: int,
    seed: int,
    lineup: Sequence[str],
    budget: Budget | None,
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
        while state.hand_number == 1:
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


def spades_game(
    game: int,
    seed: int,
    teams: tuple[str, str],
    budget: Budget | None,
    options: SpadesOptions | None = None,
) -> Tally:
    """One seed played twice, the teams swapping seats; wins are counted per team level."""
    tally = Tally()
    for swap in (0, 1):
        seats = [teams[(s + swap) & 1] for s in range(4)]
        key_seed = seed * 100_003 + game

        def source(n: int, key_seed: int = key_seed) -> list[int]:
            return deals.deck_for_key(deals.deal_key(key_seed, n))

        state = Spades(options, deals=source, first_dealer=deals.first_position(key_seed))
        rng = random.Random(key_seed * 2 + swap)
        while state.phase is not Phase.GAME_OVER and state.hand_number < 200:
            _step(state, seats, rng, tally, budget)
        if state.winner is not None:
            tally.wins[f"team {(state.winner + swap) & 1}"] += 1
        tally.games += 1
        for entry in state.history:
            for s in range(4):
                if entry["bids"][s] != 0:
                    continue
                kind = "blind nil" if entry["blind_nil"][s] else "nil"
                team = f"team {(s + swap) & 1}"
                tally.events[f"{team} {kind}"] += 1
                if entry["tricks"][s] == 0:
                    tally.events[f"{team} {kind} made"] += 1
    return tally


def _run(jobs: int, fn: Callable[..., Tally], args: Iterable[tuple[object, ...]]) -> Tally:
    total = Tally()
    arg_list = list(args)
    if jobs <= 1:
        for a in arg_list:
            total.merge(fn(*a))
        return total
    with ProcessPoolExecutor(jobs) as pool:
        for t in pool.map(fn, *zip(*arg_list, strict=True)):
            total.merge(t)
    return total


def mean_ci(xs: list[float]) -> tuple[float, float]:
    m = statistics.fmean(xs)
    if len(xs) < 2:
        return m, float("nan")
    return m, 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))


def _timing(tally: Tally, level: str) -> str:
    ts = sorted(tally.times.get(level, []))
    if not ts:
        return "-"
    p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
    return f"{statistics.median(ts) * 1000:7.3f} {p95 * 1000:7.3f}"


def hearts_table(tally: Tally, lineup: Sequence[str]) -> str:
    rows = ["level    hands   points/hand (95% CI)   ms/move median   p95   moons shot"]
    for level in dict.fromkeys(lineup):
        # The interval is over deals: each deal's mean over the hands the level played in it.
        m, ci = mean_ci(tally.points[level])
        rows.append(
            f"{level:8s} {tally.hands[level]:5d}   {m:6.2f} ± {ci:4.2f}"
            f"          {_timing(tally, level)}"
            f"   moons {tally.events[f'{level} moons']}"
        )
    return "\n".join(rows)


def _made(tally: Tally, kind: str) -> str:
    return f"{tally.events[f'{kind} made']}/{tally.events[kind]}"


def spades_table(tally: Tally, teams: tuple[str, str]) -> str:
    rows = ["team           games won   share   ms/move median   p95   nils (made/bid)"]
    for i, level in enumerate(teams):
        won = tally.wins[f"team {i}"]
        share = won / tally.games if tally.games else float("nan")
        rows.append(
            f"{i} ({level:6s})  {won:5d}/{tally.games:<5d} {share:6.1%}   {_timing(tally, level)}"
            f"   nil made {_made(tally, f'team {i} nil')}"
            f"   blind nil made {_made(tally, f'team {i} blind nil')}"
        )
    return "\n".join(rows)


def hearts_lineup(levels: Sequence[str]) -> list[str]:
    """Four seats from one level (all alike), two (one seat against three) or four."""
    if len(levels) == 1:
        return [levels[0]] * 4
    if len(levels) == 2:
        return [levels[0], levels[1], levels[1], levels[1]]
    if len(levels) == 4:
        return list(levels)
    raise SystemExit("Hearts takes one, two or four levels")


def run_hearts(
    levels: Sequence[str],
    boards: int,
    seed: int,
    jobs: int,
    budget: Budget | None,
    rules: HeartsOptions | None = None,
) -> str:
    lineup = hearts_lineup(levels)
    rules = rules or HeartsOptions()
    tally = _run(jobs, hearts_board, ((b, seed, lineup, budget, rules) for b in range(boards)))
    return (
        f"Hearts, line-up {lineup}, {boards} deals x 4 rotations, seed {seed}, {_rules(rules)}\n"
        + hearts_table(tally, lineup)
    )


def run_spades(
    levels: Sequence[str],
    boards: int,
    seed: int,
    jobs: int,
    budget: Budget | None,
    rules: SpadesOptions | None = None,
) -> str:
    if len(levels) != 2:
        raise SystemExit("Spades takes two levels: team 0, then team 1")
    teams = (levels[0], levels[1])
    rules = rules or SpadesOptions()
    tally = _run(jobs, spades_game, ((g, seed, teams, budget, rules) for g in range(boards)))
    return (
        f"Spades, team 0 {teams[0]} vs team 1 {teams[1]}, {boards} seeds x 2, seed {seed},"
        f" {_rules(rules)}\n" + spades_table(tally, teams)
    )


def _rules(options: HeartsOptions | SpadesOptions) -> str:
    return "rules " + " ".join(f"{k}={v}" for k, v in options.to_json().items())


def parse_option(text: str) -> tuple[str, Any]:
    """``name=value`` from the command line: whole numbers and true/false as such, else text."""
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"an option is name=value, not {text!r}")
    if value in ("true", "false"):
        return name, value == "true"
    if value.lstrip("-").isdigit():
        return name, int(value)
    return name, value


#: The match-ups the issue sets targets for, with the boards each needs to say something.
SUITE = (
    ("hearts", ("normal", "easy"), 500),
    ("hearts", ("hard", "normal"), 500),
    ("spades", ("normal", "easy"), 500),
    ("spades", ("hard", "normal"), 100),
)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m kawu.arena", description=__doc__)
    parser.add_argument(
        "game",
        choices=("hearts", "spades", "suite"),
        help="suite: every target match-up of the issue, one after the other",
    )
    parser.add_argument(
        "levels",
        nargs="*",
        metavar="level",
        help="Hearts: one level, one seat's then the three others' (hard normal), or four;"
        " Spades: team 0 then team 1",
    )
    parser.add_argument(
        "--boards",
        type=int,
        default=None,
        help="Hearts deals (each played 4 times) or Spades seeds (each played twice);"
        " the suite's own counts when omitted",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--option",
        type=parse_option,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule variant, as the game's options name it: target=50, queen=after_hearts,"
        " moon=subtract_from_self; target=300, blind_nil=true, mercy=true (repeatable)",
    )
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--plays",
        type=int,
        default=None,
        help="hard level: rollout work per decision (cards played)",
    )
    args = parser.parse_args(argv)
    budget = Budget(plays=args.plays) if args.plays else None
    # Checked here, not by argparse's choices: Python 3.11 refuses an empty list against them.
    for level in args.levels:
        if level not in LEVELS:
            parser.error(f"unknown level {level!r}: choose from {', '.join(LEVELS)}")
    if args.game != "suite" and not args.levels:
        parser.error(f"{args.game} needs levels to play: e.g. {args.game} normal easy")
    options = dict(args.option)
    if args.game == "suite":
        if options:
            parser.error("the suite plays kawu's rules; name a game to play a variant")
        for game, levels, boards in SUITE:
            _report(game, levels, args.boards or boards, args.seed, args.jobs, budget, None)
        return
    try:
        rules = (HeartsOptions if args.game == "hearts" else SpadesOptions)(**options)
    except (TypeError, ValueError) as e:  # an unknown option or value, said plainly
        parser.error(str(e))
    _report(args.game, args.levels, args.boards or 100, args.seed, args.jobs, budget, rules)


def _report(
    game: str,
    levels: Sequence[str],
    boards: int,
    seed: int,
    jobs: int,
    budget: Budget | None,
    rules: HeartsOptions | SpadesOptions | None,
) -> None:
    t0 = time.perf_counter()
    if game == "hearts":
        assert rules is None or isinstance(rules, HeartsOptions)
        print(run_hearts(levels, boards, seed, jobs, budget, rules))
    else:
        assert rules is None or isinstance(rules, SpadesOptions)
        print(run_spades(levels, boards, seed, jobs, budget, rules))
    print(f"({time.perf_counter() - t0:.0f} s)\n", flush=True)


if __name__ == "__main__":
    main()
