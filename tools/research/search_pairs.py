"""The hard level's search as it is against a variant of it, paired on the same deals:
``tools/research/search_pairs.py``.

Hearts (``--boards N``): every deal is played four times, the hard level at each seat in turn
against three normal players (the arena's ``--boards``), once with each search. Spades
(``--games N``): every seed is played twice, the hard team against the normal team, the teams
swapping seats (the arena's Spades). A search is a list of changes to the hard level's budgets,
``FIELD=VALUE`` (the fields of ``search.Budget``) or ``scale=X`` (its work, as ``--effort``),
applied to the card's budget and to the pass's or the bid's, from today's budgets or, with
``before=1``, those before issue 34 (the base's default). Prints each search's points a hand
(Hearts: the hard level's and the normal players', and the edge) or games won (Spades), the
difference paired by deal with a 95% interval, and the CPU time each search took a decision.

    .venv/bin/python tools/research/search_pairs.py hearts --boards 150 --seed 777 \\
        --b "scale=0.5"

The first search's results are kept in ``/tmp/kawu-search-pairs/`` by its changes and seeds, so
trying many variants against one base pays for the base once.
"""

from __future__ import annotations

import argparse
import ast
import json
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from kawu.bots.hearts import normal as hearts_normal
from kawu.bots.rollouts import Budget
from kawu.bots.spades import normal as spades_normal
from kawu.measure import matches
from kawu.measure.arena import mean_ci

CACHE = Path("/tmp/kawu-search-pairs")
_TODAY = (hearts_normal.POLICY, spades_normal.POLICY)
#: The hard level's budgets before issue 34 (card, then pass or bid), for ``before=1``.
BEFORE = (
    (Budget(plays=30_000), Budget(plays=20_000)),
    (Budget(plays=12_000, max_deals=150), Budget(plays=12_000, min_deals=12, max_deals=150)),
)


def parse(text: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in filter(None, (t.strip() for t in text.split(","))):
        name, _, value = item.partition("=")
        out[name.strip()] = ast.literal_eval(value.strip())
    return out


def _changed(budget: Budget, changes: dict[str, Any]) -> Budget:
    fields = dict(changes)
    scale = fields.pop("scale", 1.0)
    out = budget.scaled(scale) if scale != 1.0 else budget
    return replace(out, **fields)


def apply(changes: dict[str, Any]) -> None:
    """Set the hard level's budgets of both games to today's (``before=1``: those before issue
    34) with ``changes``."""
    fields = dict(changes)
    before = fields.pop("before", 0)
    for module, policy, old in zip((hearts_normal, spades_normal), _TODAY, BEFORE, strict=True):
        card, early = old if before else (policy.budget, policy.before_budget)
        module.POLICY = replace(  # type: ignore[attr-defined]
            policy, budget=_changed(card, fields), before_budget=_changed(early, fields)
        )


def _hearts(board: int, seed: int, changes: dict[str, Any]) -> tuple[float, float, float, int]:
    apply(changes)
    t0 = time.process_time()
    tally = matches.hearts_board(board, seed, ["hard", "normal", "normal", "normal"], None)
    cpu = time.process_time() - t0
    return tally.points["hard"][0], tally.points["normal"][0], cpu, len(tally.times["hard"])


def _spades(game: int, seed: int, changes: dict[str, Any]) -> tuple[float, float, float, int]:
    apply(changes)
    t0 = time.process_time()
    tally = matches.spades_game(game, seed, ("hard", "normal"), None)
    cpu = time.process_time() - t0
    return tally.shares["team 0"][0], 0.0, cpu, len(tally.times["hard"])


def results(game: str, n: int, seed: int, changes: dict[str, Any], jobs: int) -> list[list[float]]:
    fn: Callable[..., tuple[float, float, float, int]] = _hearts if game == "hearts" else _spades
    with ProcessPoolExecutor(jobs) as pool:
        futures = [pool.submit(fn, i, seed, changes) for i in range(n)]
        out = []
        for i, f in enumerate(futures):
            out.append(list(f.result()))
            if (i + 1) % 10 == 0:
                print(f"  {i + 1}/{n}", file=sys.stderr, flush=True)
    return out


def cached(game: str, n: int, seed: int, changes: dict[str, Any], jobs: int) -> list[list[float]]:
    CACHE.mkdir(exist_ok=True)
    key = json.dumps([game, n, seed, sorted(changes.items())])
    stable = CACHE / ("".join(ch if ch.isalnum() else "_" for ch in key)[:200] + ".json")
    if stable.exists():
        return list(json.loads(stable.read_text()))
    out = results(game, n, seed, changes, jobs)
    stable.write_text(json.dumps(out))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game", choices=("hearts", "spades"))
    parser.add_argument("--boards", type=int, default=0, help="Hearts deals (each played 4 times)")
    parser.add_argument("--games", type=int, default=0, help="Spades seeds (each played twice)")
    parser.add_argument("--seed", type=int, default=777)
    parser.add_argument(
        "--a", default="before=1", help="the base search's changes (default: before issue 34)"
    )
    parser.add_argument("--b", required=True, help="the variant's changes")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    n = args.boards if args.game == "hearts" else args.games
    a = cached(args.game, n, args.seed, parse(args.a), args.jobs)
    b = results(args.game, n, args.seed, parse(args.b), args.jobs)
    for name, rows, text in (("a", a, args.a), ("b", b, args.b)):
        cpu = sum(r[2] for r in rows) / max(1, sum(r[3] for r in rows)) * 1000
        first, half = mean_ci([r[0] for r in rows])
        if args.game == "hearts":
            normal, nh = mean_ci([r[1] for r in rows])
            edge = statistics.fmean(r[1] - r[0] for r in rows)
            print(
                f"{name} [{text or 'as it is now'}]: hard {first:.2f} ± {half:.2f} points a hand,"
                f" normal {normal:.2f} ± {nh:.2f}, edge {edge:.2f}; {cpu:.1f} ms CPU a decision"
            )
        else:
            print(
                f"{name} [{text or 'as it is now'}]: hard team won {first:.1%} ± {half:.1%};"
                f" {cpu:.1f} ms CPU a decision"
            )
    diff, half = mean_ci([rb[0] - ra[0] for ra, rb in zip(a, b, strict=True)])
    hearts = args.game == "hearts"
    unit = "points a hand (b - a; lower is better)" if hearts else "share of games won"
    print(f"paired b - a: {diff:+.3f} ± {half:.3f} {unit}, {n} deals")
    if args.game == "hearts":
        e, eh = mean_ci([(rb[1] - rb[0]) - (ra[1] - ra[0]) for ra, rb in zip(a, b, strict=True)])
        print(f"paired edge b - a: {e:+.3f} ± {eh:.3f}")


if __name__ == "__main__":
    main()
