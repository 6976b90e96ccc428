"""The normal Hearts level against three easy players, paired with a variant of its rules:
``tools/research/normal_pairs.py``.

Every seed's deals are played as four whole games to the target (the arena's ``--games``: the
normal level at each seat in turn), once with the level's rules as they are
(``hearts_style.LEVEL``) and once with some of its fields changed (``--set FIELD=VALUE``, a
Python literal). It prints both levels' games won and points a hand, the moons the easy players
shot against them and its own, and the differences in games won and in points a hand, paired by
seed with a 95% interval: most games are the same in both runs, so the pairing sees changes the
arena's interval would hide (points a hand move far less by chance than games won).

    .venv/bin/python tools/research/normal_pairs.py --seeds 2500 --seed 100 --set burn_lead=None

With ``--among-normal`` it checks the variant against players who do not play at random: each of
``--seeds`` deals is played as one hand with the variant at one seat and three normal players as
they are, each seat in turn, paired with the same hand played by four normal players as they are;
it prints the variant seat's change in points a hand (a rule that only pays against easy players'
random cards costs points here).
"""

from __future__ import annotations

import argparse
import ast
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from kawu.bots.hearts import normal as hearts_normal
from kawu.bots.hearts.style import LEVEL, Style
from kawu.engine import deals
from kawu.engine.hearts import Hearts
from kawu.engine.tricks import Phase
from kawu.measure.arena import mean_ci
from kawu.measure.matches import Progress, Tally, hearts_game

LINEUP = ["normal", "easy", "easy", "easy"]


def one_seed(game: int, seed: int, changes: dict[str, Any]) -> tuple[Tally, Tally]:
    """Seed ``game``'s four games with the rules as they are, then with ``changes``."""
    hearts_normal.LEVEL = LEVEL
    before = hearts_game(game, seed, LINEUP, None)
    hearts_normal.LEVEL = replace(LEVEL, **changes)
    try:
        after = hearts_game(game, seed, LINEUP, None)
    finally:
        hearts_normal.LEVEL = LEVEL
    return before, after


def hand_points(deck: list[int], board: int, styles: list[Style]) -> list[int]:
    """One hand of ``deck`` by four normal players, each seat with its own style."""
    state = Hearts(deals=lambda _n: deck, first_direction=board % 4)
    try:
        while state.hand_number == 1:
            for seat in state.to_act():
                hearts_normal.LEVEL = styles[seat]
                if state.phase is Phase.PASS:
                    action: Any = hearts_normal.choose_before_play(state, seat)[0]
                else:
                    action = hearts_normal.choose_card(state, seat)[0]
                state.apply(seat, action)
    finally:
        hearts_normal.LEVEL = LEVEL
    points: list[int] = state.history[-1]["points"]
    return points


def among_normal(board: int, seed: int, changes: dict[str, Any]) -> float:
    """Deal ``board``'s change in points a hand for the variant at one seat among three normal
    players as they are (the mean over the four seats), against the same seat as it is."""
    variant = replace(LEVEL, **changes)
    deck = deals.deck_for_key(deals.deal_key(seed, board))
    before = hand_points(deck, board, [LEVEL] * 4)
    diffs = []
    for seat in range(4):
        styles = [variant if s == seat else LEVEL for s in range(4)]
        diffs.append(hand_points(deck, board, styles)[seat] - before[seat])
    return statistics.fmean(diffs)


def parse_changes(items: list[str]) -> dict[str, Any]:
    changes: dict[str, Any] = {}
    for item in items:
        name, _, value = item.partition("=")
        if not hasattr(LEVEL, name) or not value:
            raise SystemExit(f"--set {item}: expected FIELD=VALUE, a field of hearts_style.Style")
        changes[name] = ast.literal_eval(value)
    return changes


def line(name: str, tally: Tally) -> str:
    won = tally.wins["normal"]
    pts, ci = mean_ci(tally.points["normal"])
    moons = tally.events["easy moons"]
    mine = tally.events["normal moons"]
    return (
        f"{name:8s} won {won} of {tally.games} ({100 * won / tally.games:.2f}%), "
        f"{pts:.3f} ± {ci:.3f} points a hand, easy moons {moons}, normal moons {mine}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=500, help="seeds, four games each")
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--set", action="append", default=[], metavar="FIELD=VALUE")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--among-normal", action="store_true", help="one hand a deal, see above")
    args = parser.parse_args()
    changes = parse_changes(args.set)
    if args.among_normal:
        with ProcessPoolExecutor(args.jobs) as pool:
            boards = range(args.seeds)
            diffs = list(
                pool.map(
                    among_normal,
                    boards,
                    [args.seed] * args.seeds,
                    [changes] * args.seeds,
                    chunksize=20,
                )
            )
        d, ci = mean_ci(diffs)
        print(
            f"variant {changes} at one seat among three normal players, seed {args.seed}, "
            f"{args.seeds} deals x 4 seats: {d:+.3f} ± {ci:.3f} points a hand (paired)"
        )
        return
    before, after = Tally(), Tally()
    progress = Progress(args.seeds)
    with ProcessPoolExecutor(args.jobs) as pool:
        seeds = range(args.seeds)
        for b, a in pool.map(one_seed, seeds, [args.seed] * args.seeds, [changes] * args.seeds):
            before.merge(b)
            after.merge(a)
            progress.step()
    print(f"normal vs 3 easy, seed {args.seed}, {args.seeds} seeds x 4 games; variant: {changes}")
    print(line("as is", before))
    print(line("variant", after))
    diffs = [a - b for a, b in zip(after.shares["normal"], before.shares["normal"], strict=True)]
    d, ci = mean_ci(diffs)
    print(f"variant - as is: {100 * d:+.2f} ± {100 * ci:.2f} points of games won (paired)")
    pairs = zip(after.points["normal"], before.points["normal"], strict=True)
    p, p_ci = mean_ci([a - b for a, b in pairs])
    print(f"variant - as is: {p:+.3f} ± {p_ci:.3f} points a hand (paired)")


if __name__ == "__main__":
    main()
