"""Fit and check ``kawu.bots.game_model``: ``.venv/bin/python tools/research/fit_game_model.py``.

1. Real games: the normal level plays itself (Hearts to 100, Spades to 500); every hand's result
   is kept (Hearts: the four seats' points; Spades: each team's points before any bag penalty and
   its bags).
2. Many more games are simulated by drawing those recorded hands at random (seats shuffled), with
   the game's own end and bag rules; each hand's start is one sample (the scores then, who won).
3. The formula's constants are fitted to the simulated samples (least log-loss, a coordinate
   search), then checked on the real games: log-loss against knowing nothing, and the chance
   predicted against the share won in bins. Paste the printed constants into ``game_model.py``.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from kawu.bots import decide
from kawu.bots.game_model import hearts_formula, spades_formula
from kawu.engine import deals
from kawu.engine.hearts import Hearts
from kawu.engine.spades import BAG_LIMIT, BAG_PENALTY, Spades
from kawu.engine.tricks import Phase, TrickGame

Sample = tuple[tuple[int, ...], int]  # the state before a hand, who won the game


def play(game: str, n: int, seed: int) -> list[TrickGame]:
    out: list[TrickGame] = []
    for g in range(n):
        key = seed * 100_003 + g

        def source(h: int, key: int = key) -> list[int]:
            return deals.deck_for_key(deals.deal_key(key, h))

        state: TrickGame
        if game == "hearts":
            state = Hearts(deals=source, first_direction=g % 4)
        else:
            state = Spades(deals=source, first_dealer=deals.first_position(key))
        rng = random.Random(key)
        while state.phase is not Phase.GAME_OVER and state.hand_number < 200:
            for seat in state.to_act():
                action, _, _ = decide(state, seat, "normal", rng)
                state.apply(seat, action)
        out.append(state)
    return out


def hearts_samples(games: list[TrickGame]) -> list[Sample]:
    samples = []
    for g in games:
        totals = (0, 0, 0, 0)
        for row in g.history:
            samples.append((totals, g.winner or 0))
            totals = tuple(row["scores"])
    return samples


def spades_samples(games: list[TrickGame]) -> list[Sample]:
    samples = []
    for g in games:
        state = (0, 0, 0, 0)
        for row in g.history:
            samples.append((state, g.winner or 0))
            state = (*row["scores"], *row["bag_totals"])
    return samples


def simulate_hearts(games: list[TrickGame], n: int, rng: random.Random) -> list[Sample]:
    hands = [row["points"] for g in games for row in g.history]
    samples: list[Sample] = []
    for _ in range(n):
        totals = [0, 0, 0, 0]
        seen = []
        while True:
            seen.append(tuple(totals))
            pts = rng.choice(hands)
            order = rng.sample(range(4), 4)
            totals = [totals[s] + pts[order[s]] for s in range(4)]
            low = min(totals)
            if max(totals) >= 100 and totals.count(low) == 1:
                samples.extend((t, totals.index(low)) for t in seen)
                break
    return samples


def simulate_spades(games: list[TrickGame], n: int, rng: random.Random) -> list[Sample]:
    hands = [
        (row["points"][t] + row["bag_penalty"][t], row["bags"][t])
        for g in games
        for row in g.history
        for t in (0, 1)
    ]
    pairs = [(hands[i], hands[i + 1]) for i in range(0, len(hands), 2)]
    samples: list[Sample] = []
    for _ in range(n):
        score, bags = [0, 0], [0, 0]
        seen = []
        while True:
            seen.append((score[0], score[1], bags[0], bags[1]))
            pair = rng.choice(pairs)
            if rng.random() < 0.5:
                pair = (pair[1], pair[0])
            for t in (0, 1):
                score[t] += pair[t][0]
                bags[t] += pair[t][1]
                while bags[t] >= BAG_LIMIT:
                    bags[t] -= BAG_LIMIT
                    score[t] -= BAG_PENALTY
            if max(score) >= 500 and score[0] != score[1]:
                won = 0 if score[0] > score[1] else 1
                samples.extend((s, won) for s in seen)
                break
    return samples


def hearts_p(params: Sequence[float]) -> Callable[[Sample], float]:
    def p(sample: Sample) -> float:
        return hearts_formula(sample[0], 100, *params)[sample[1]]

    return p


def spades_p(params: Sequence[float]) -> Callable[[Sample], float]:
    def p(sample: Sample) -> float:
        a, b, ba, bb = sample[0]
        p0 = spades_formula(a, b, ba, bb, 500, *params)
        return p0 if sample[1] == 0 else 1 - p0

    return p


def log_loss(p: Callable[[Sample], float], samples: list[Sample]) -> float:
    return -sum(math.log(max(1e-9, p(s))) for s in samples) / len(samples)


def fit(
    make: Callable[[Sequence[float]], Callable[[Sample], float]],
    start: list[float],
    samples: list[Sample],
) -> list[float]:
    best = list(start)
    loss = log_loss(make(best), samples)
    step = 0.25
    while step > 0.01:
        better = False
        for i in range(len(best)):
            for f in (1 + step, 1 / (1 + step)):
                trial = list(best)
                trial[i] *= f
                trial_loss = log_loss(make(trial), samples)
                if trial_loss < loss:
                    best, loss, better = trial, trial_loss, True
        if not better:
            step /= 2
    return best


def check(p: Callable[[Sample], float], samples: list[Sample], seats: int) -> None:
    print(f"  log-loss {log_loss(p, samples):.4f} (knowing nothing: {math.log(seats):.4f})")
    bins: list[list[float]] = [[0.0, 0.0, 0.0] for _ in range(5)]
    for totals, winner in samples:
        for seat in range(seats):
            q = p((totals, seat)) if seats == 4 else (p((totals, 0)) if seat == 0 else 0.0)
            if seats == 2 and seat == 1:
                q = 1 - p((totals, 0))
            b = bins[min(4, int(q * 5))]
            b[0] += 1
            b[1] += q
            b[2] += winner == seat
    print("  predicted   won    (samples)")
    for n, q, won in bins:
        if n:
            print(f"  {q / n:6.1%}   {won / n:6.1%}   ({int(n)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="real games of each")
    parser.add_argument("--simulated", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for game in ("hearts", "spades"):
        real = play(game, args.games, args.seed)
        if game == "hearts":
            sim = simulate_hearts(real, args.simulated, rng)
            params = fit(hearts_p, [6.75, 1.0, 9.0], sim)
            p, seats, held = hearts_p(params), 4, hearts_samples(real)
        else:
            sim = simulate_spades(real, args.simulated, rng)
            params = fit(spades_p, [62.0, 0.5, 75.0, 6.0], sim)
            p, seats, held = spades_p(params), 2, spades_samples(real)
        print(f"{game}: {len(real)} real games, {len(sim)} simulated hand starts")
        print(f"  constants (spread, base, pace{', bag' if seats == 2 else ''}):", end=" ")
        print(", ".join(f"{x:.3g}" for x in params))
        print(f"  check on the {len(held)} hand starts of the real games:")
        check(p, held, seats)


if __name__ == "__main__":
    main()
