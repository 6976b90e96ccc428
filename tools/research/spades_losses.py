"""Where Spades games are won and lost: ``tools/research/spades_losses.py hard normal``.

Plays the arena's games (``kawu.measure.matches.spades_game``: the same seeds, deals and players,
each seed twice with the teams swapping seats) and sums, for each team level, the points of every
hand by where they came from: contracts made, contracts set, nils and blind nils made and failed,
bag penalties. The games won are the arena's; the table says which part of the score the stronger
team's lead comes from (per game, with the count of each event).

    .venv/bin/python tools/research/spades_losses.py hard normal --games 20 --seed 1 \
        --option blind_nil=true
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from kawu.bots import decide
from kawu.engine.spades import SpadesOptions
from kawu.engine.tricks import Phase
from kawu.measure.arena import parse_option
from kawu.measure.matches import MAX_HANDS, spades_table

Sums = dict[str, list[float]]  # "level part" -> [points, count]


def _add(sums: Sums, key: str, points: float) -> None:
    sums[key][0] += points
    sums[key][1] += 1


def seed_games(game: int, seed: int, teams: tuple[str, str], options: SpadesOptions) -> Sums:
    """One arena seed (both seatings): points by level and part, and games won."""
    sums: Sums = defaultdict(lambda: [0.0, 0.0])
    for swap in (0, 1):
        seats, state, rng = spades_table(game, seed, teams, swap, options)
        while state.phase is not Phase.GAME_OVER and state.hand_number < MAX_HANDS:
            for seat in state.to_act():
                action, _, _ = decide(state, seat, seats[seat], rng, table=seats)
                state.apply(seat, action)
        for row in state.history:
            for team in (0, 1):
                level = seats[team]
                bids = [row["bids"][team], row["bids"][team + 2]]
                tricks = [row["tricks"][team], row["tricks"][team + 2]]
                contract = sum(b for b in bids if b)
                taken = sum(t for b, t in zip(bids, tricks, strict=True) if b)
                for s, b in zip((team, team + 2), bids, strict=True):
                    if b == 0:
                        kind = "blind nil" if row["blind_nil"][s] else "nil"
                        ok = row["tricks"][s] == 0
                        bonus = 200 if kind == "blind nil" else 100
                        _add(
                            sums,
                            f"{level} {kind} {'made' if ok else 'failed'}",
                            bonus if ok else -bonus,
                        )
                if contract:
                    if taken >= contract:
                        _add(sums, f"{level} contract made", 10 * contract)
                    else:
                        _add(sums, f"{level} contract set", -10 * contract)
                if row["bag_penalty"][team]:
                    _add(sums, f"{level} bag penalty", -row["bag_penalty"][team])
                _add(sums, f"{level} bags", row["bags"][team])
        if state.winner is not None:
            _add(sums, f"{seats[state.winner]} games won", 1)
        _add(sums, "games", 1)
    return dict(sums)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("levels", nargs=2)
    parser.add_argument("--games", type=int, default=20, help="seeds, each played twice")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="the first seed's number")
    parser.add_argument("--option", type=parse_option, action="append", default=[])
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    teams = (args.levels[0], args.levels[1])
    options = SpadesOptions(**dict(args.option))
    total: Sums = defaultdict(lambda: [0.0, 0.0])
    games = range(args.first, args.first + args.games)
    with ProcessPoolExecutor(args.jobs) as pool:
        n = len(games)
        for i, sums in enumerate(
            pool.map(seed_games, games, [args.seed] * n, [teams] * n, [options] * n)
        ):
            for k, (p, c) in sums.items():
                total[k][0] += p
                total[k][1] += c
            won = total[f"{teams[0]} games won"][1]
            print(
                f"  {i + 1}/{n} seeds: {teams[0]} won {won:.0f} of {total['games'][1]:.0f}",
                file=sys.stderr,
                flush=True,
            )
    played = total["games"][1]
    print(f"{int(played)} games, seeds {games.start}-{games.stop - 1} of seed {args.seed}")
    for k in sorted(total):
        p, c = total[k]
        print(f"{k:28s} {int(c):6d} times  {p / played:+8.1f} points per game")


if __name__ == "__main__":
    main()
