"""Computer players against each other: ``python -m kawu.arena``.

Hearts is measured per hand or per game. Per hand (``--boards``): every deal is played four times
with the line-up rotated one seat each time, so each player holds each seat's cards once
(duplicate deals: the luck of the cards cancels out); the table gives the mean points per hand of
each level with a 95% confidence interval over deals. Per game (``--games``): every seed's deals
are played as four whole games to the target, the tested level (the first named) sitting at each
seat in turn; the table gives its share of games won (fair: 25%) with a 95% interval over seeds,
and the points per hand of each level. Spades is measured in whole games to the target: every
game's seed is played twice, the teams swapping seats, and the table gives games won per team
with the same interval. All report the milliseconds per decision of each level (median and 95th
percentile), and how often each shot the moon (Hearts) or bid nil and blind nil, and made them
(Spades). Seeds make runs repeatable; long runs show their progress on stderr (done/total,
elapsed, time left); ``--option`` plays a rule variant (``--option queen=after_hearts``,
``--option blind_nil=true``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from kawu.botlab.bot import TIME_LIMIT
from kawu.botlab.report import mean_ci
from kawu.botlab.spec import POLICIES
from kawu.bots import LEVELS
from kawu.bots.rollouts import Budget
from kawu.engine.hearts import HeartsOptions
from kawu.engine.spades import SpadesOptions
from kawu.measure.matches import (
    Progress,
    Search,
    Tally,
    hearts_board,
    hearts_game,
    run,
    spades_game,
)

__all__ = ["Progress", "Tally", "hearts_board", "hearts_game", "main", "spades_game"]


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


def share_ci(tally: Tally, key: str) -> str:
    """Games won as a share with its 95% interval over seeds (each seed's games are one sample:
    they share their deals, so they are not independent)."""
    shares = tally.shares.get(key, [])
    if not shares:
        return "  -"
    m, ci = mean_ci(shares)
    return f"{m:6.1%} ± {ci * 100:4.1f}"


def spades_table(tally: Tally, teams: tuple[str, str]) -> str:
    rows = ["team           games won   share (95% CI)   ms/move median   p95   nils (made/bid)"]
    for i, level in enumerate(teams):
        won = tally.wins[f"team {i}"]
        rows.append(
            f"{i} ({level:6s})  {won:5d}/{tally.games:<5d} {share_ci(tally, f'team {i}')}"
            f"   {_timing(tally, level)}"
            f"   nil made {_made(tally, f'team {i} nil')}"
            f"   blind nil made {_made(tally, f'team {i} blind nil')}"
        )
    return "\n".join(rows)


def hearts_games_table(tally: Tally, lineup: Sequence[str]) -> str:
    """The tested level's share of games won, then every level's points per hand."""
    tested = lineup[0]
    rows = [
        f"{tested} won {tally.wins[tested] if len(set(lineup)) > 1 else '-'} of {tally.games}"
        f" games: {share_ci(tally, tested)} (fair share 25%)",
        hearts_table(tally, lineup),
    ]
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
    budget: Search,
    rules: HeartsOptions | None = None,
    games: bool = False,
) -> str:
    """Per hand over ``boards`` deals, or (``games``) whole games over ``boards`` seeds."""
    lineup = hearts_lineup(levels)
    rules = rules or HeartsOptions()
    args = ((b, seed, lineup, budget, rules) for b in range(boards))
    if games:
        tally = run(jobs, hearts_game, args, Progress(boards))
        return (
            f"Hearts games to {rules.target}, line-up {lineup} rotated, {boards} seeds x 4 games,"
            f" seed {seed}, {_rules(rules)}{_work(budget)}\n" + hearts_games_table(tally, lineup)
        )
    tally = run(jobs, hearts_board, args, Progress(boards))
    return (
        f"Hearts, line-up {lineup}, {boards} deals x 4 rotations, seed {seed}, {_rules(rules)}"
        f"{_work(budget)}\n" + hearts_table(tally, lineup)
    )


def run_spades(
    levels: Sequence[str],
    boards: int,
    seed: int,
    jobs: int,
    budget: Search,
    rules: SpadesOptions | None = None,
) -> str:
    if len(levels) != 2:
        raise SystemExit("Spades takes two levels: team 0, then team 1")
    teams = (levels[0], levels[1])
    rules = rules or SpadesOptions()
    args = ((g, seed, teams, budget, rules) for g in range(boards))
    tally = run(jobs, spades_game, args, Progress(boards))
    return (
        f"Spades, team 0 {teams[0]} vs team 1 {teams[1]}, {boards} seeds x 2, seed {seed},"
        f" {_rules(rules)}{_work(budget)}\n" + spades_table(tally, teams)
    )


def _work(budget: Search) -> str:
    """How much the hard level searched, when not its own budgets."""
    if isinstance(budget, float):
        return f", hard effort {budget:g}"
    return "" if budget is None else f", hard plays {budget.plays}"


def _rules(options: HeartsOptions | SpadesOptions) -> str:
    return "rules " + " ".join(f"{k}={v}" for k, v in options.to_json().items())


def parse_option(text: str) -> tuple[str, Any]:
    """``name=value`` from the command line: whole numbers and true/false as such, a list of
    pass directions as ``pass_directions=right`` or ``pass_directions=left,hold``, else text."""
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"an option is name=value, not {text!r}")
    if name == "pass_directions":
        return name, value.split(",")
    if value in ("true", "false"):
        return name, value == "true"
    if value.lstrip("-").isdigit():
        return name, int(value)
    return name, value


#: The match-ups the issue sets targets for, with the seeds or deals each needs to say something;
#: ``True``: Hearts whole games (seeds x 4 games), ``False``: Hearts hands (deals x 4).
SUITE = (
    ("hearts", ("normal", "easy"), 100, True),
    ("hearts", ("hard", "normal"), 100, True),
    ("hearts", ("hard", "normal"), 500, False),
    ("spades", ("normal", "easy"), 500, False),
    ("spades", ("hard", "normal"), 100, False),
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
        "--deals",
        dest="boards",
        type=int,
        default=None,
        help="Hearts deals (each played 4 times) or Spades seeds (each played twice);"
        " the suite's own counts when omitted. With --bot: deals of one hand each",
    )
    parser.add_argument(
        "--games",
        type=int,
        default=None,
        help="Hearts: play N seeds as whole games to the target, the first level named sitting at"
        " each seat in turn (4 games a seed), and report its share of games won",
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
    work = parser.add_mutually_exclusive_group()
    work.add_argument(
        "--plays",
        type=int,
        default=None,
        help="hard level: rollout work per decision (cards played)",
    )
    work.add_argument(
        "--effort",
        type=float,
        default=None,
        help="hard level: the effort a device asks for, as the page does (1 full, 0.25 a phone's):"
        " every decision's budget scaled, the pass and the bid included",
    )
    add_bot_arguments(parser)
    args = parser.parse_intermixed_args(argv)
    if args.bot is not None:
        run_bot(parser, args)
        return
    if args.effort is not None and not 0 < args.effort <= 4:
        parser.error("--effort is a number above 0 and at most 4")
    budget: Search = Budget(plays=args.plays) if args.plays else args.effort
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
        for game, levels, count, games in SUITE:
            _report(game, levels, args.boards or count, args.seed, args.jobs, budget, None, games)
        return
    if args.games is not None and (args.game != "hearts" or args.boards is not None):
        parser.error("--games is for Hearts, instead of --boards (Spades always plays games)")
    try:
        rules = (HeartsOptions if args.game == "hearts" else SpadesOptions)(**options)
    except (TypeError, ValueError) as e:  # an unknown option or value, said plainly
        parser.error(str(e))
    count = args.games or args.boards or 100
    _report(args.game, args.levels, count, args.seed, args.jobs, budget, rules, bool(args.games))


def add_bot_arguments(parser: argparse.ArgumentParser) -> None:
    """A person's bot file at the table (issue 35): ``hearts --bot FILE LEVEL``."""
    bot = parser.add_argument_group(
        "a bot of your own",
        "--bot FILE plays your file's choose(view) (see docs/bot-lab.md) on duplicate deals, in"
        " every seat in turn, against three players of the level named (Hearts) or with a partner"
        " against a team of it (Spades), beside that level in its seat on the same deals",
    )
    bot.add_argument("--bot", metavar="FILE", default=None, help="a bot file (Python)")
    bot.add_argument(
        "--time-limit", type=float, default=TIME_LIMIT, help="seconds a decision may take"
    )
    bot.add_argument(
        "--on-error",
        choices=POLICIES,
        default="replace",
        help="replace: a failed decision is the normal level's, counted; stop: the match ends",
    )
    bot.add_argument("--partner", default=None, help="Spades: the bot's partner's level")
    bot.add_argument("--ours", default=None, help="who sits in the bot's seat to compare with")
    bot.add_argument(
        "--cluster",
        metavar="ADDRESS",
        default=None,
        help="a Dask scheduler (tcp://host:8786): the batches of deals spread over its workers",
    )


def run_bot(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """``--bot FILE LEVEL``: the match, its table and the bot's failures and times."""
    from kawu.botlab.bot import BotLoadError
    from kawu.botlab.spec import MatchStopped, Spec
    from kawu.measure import botrun

    if args.game == "suite" or len(args.levels) != 1:
        parser.error("--bot plays against one level: e.g. hearts --bot mybot.py normal")
    if args.games is not None and args.boards is not None:
        parser.error("--games (whole games) or --deals (one hand each), not both")
    if args.plays is not None or args.effort is not None:
        parser.error("--plays and --effort are not for a bot's match")
    if not args.time_limit > 0:
        parser.error("--time-limit is a number of seconds above 0")
    try:
        with open(args.bot, encoding="utf-8") as f:
            source = f.read()
    except (OSError, UnicodeDecodeError) as e:
        parser.error(f"cannot read the bot file: {e}")
    try:
        spec = Spec(
            args.game,
            args.levels[0],
            deals=args.games or args.boards or 100,
            seed=args.seed,
            games=args.games is not None,
            partner=args.partner,
            ours=args.ours,
            options=dict(args.option),
            on_error=args.on_error,
            name=args.bot,
        ).checked()
    except (TypeError, ValueError) as e:
        parser.error(str(e))
    cluster_errors: tuple[type[Exception], ...] = ()
    if args.cluster is not None:
        from kawu.measure import cluster

        mapper = cluster.mapper(args.cluster)
        cluster_errors = (cluster.ClusterError,)
    else:
        mapper = botrun.local_mapper(args.jobs)
    t0 = time.perf_counter()
    try:
        print(botrun.report(spec, source, args.time_limit, mapper))
    except BotLoadError as e:
        print(f"{e}\n{e.traceback}".rstrip(), file=sys.stderr)
        raise SystemExit(2) from None
    except cluster_errors as e:
        print(e, file=sys.stderr)
        raise SystemExit(2) from None
    except MatchStopped as e:
        stopped = "the match stopped at the bot's first failure (--on-error stop)"
        print(f"{stopped}:\n{e}", file=sys.stderr)
        raise SystemExit(1) from None
    print(f"({time.perf_counter() - t0:.1f} s)\n", flush=True)


def _report(
    game: str,
    levels: Sequence[str],
    boards: int,
    seed: int,
    jobs: int,
    budget: Search,
    rules: HeartsOptions | SpadesOptions | None,
    games: bool = False,
) -> None:
    t0 = time.perf_counter()
    if game == "hearts":
        assert rules is None or isinstance(rules, HeartsOptions)
        print(run_hearts(levels, boards, seed, jobs, budget, rules, games))
    else:
        assert rules is None or isinstance(rules, SpadesOptions)
        print(run_spades(levels, boards, seed, jobs, budget, rules))
    print(f"({time.perf_counter() - t0:.0f} s)\n", flush=True)


if __name__ == "__main__":
    main()
