"""The coach's thresholds (``bots.figures.WARN_OVER``) against the real cards:
``.venv/bin/python tools/research/coach_thresholds.py --game hearts --games 60``.

Plays the first ``--hands`` hands of seeded games of the normal level at every seat. At each
decision of South (seat 0, a person's seat) that is a card to play or a bid and not forced, asks
the hint (``bots.advise``, the page's table ``["person", "normal", "normal", "normal"]``, the
computer players' seed rule) for its ``costs``; then plays every legal action of that class on
the real cards (each from the same position, the rest of the hand by the normal level at every
seat) and compares its result with the hint's action's, in the hint's units (``bots.measure``).

For each threshold it prints: how many decisions would stop South's own choice (the normal
level's: what a fair player would meet), how many have any warning at all, and of the choices
flagged how many did worse on the real cards than the hint's action, the same, or better, with
the mean cost predicted and the mean difference found. A close call (cost under ``--close``)
is shown as well, to see what the search's figures say when they say little.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from kawu.bots import advise, decide, measure, seed_for
from kawu.bots.figures import WARN_OVER, json_key, lower_is_better
from kawu.engine import records
from kawu.engine.tricks import Phase, TrickGame

TABLE = ["person", "normal", "normal", "normal"]
THRESHOLDS = {"hearts": (1.0, 1.5, 2.0, 2.5, 3.0, 4.0), "spades": (10, 15, 20, 25, 30, 40)}
CLOSE = {"hearts": 0.5, "spades": 5.0}


@dataclass
class Choice:
    """One legal action at one decision: its cost (the hint's figure), what it did on the real
    cards against the hint's action (positive: worse), whether South's own choice."""

    cost: float
    real: float
    chosen: bool
    bid: bool


def play_out(state: TrickGame, rng: random.Random) -> float:
    """The rest of the hand by the normal level at every seat: South's result (``measure``)."""
    start = state.hand_number
    while state.hand_number == start and state.phase is not Phase.GAME_OVER:
        seat = state.to_act()[0]
        action, _, _ = decide(state, seat, "normal", rng)
        state.apply(seat, action)
    return measure(state, 0)


def worse(state: TrickGame, a: float, b: float) -> float:
    """How much worse result ``a`` is than ``b`` in the hint's units (positive: worse)."""
    return a - b if lower_is_better(state) else b - a


def decisions(game: str, seed: int, hands: int, effort: float) -> list[list[Choice]]:
    """Every priced decision of South in the game's first ``hands`` hands: its choices."""
    options = records.options_of(game, None)
    state = records.build(game, options, seed, None)
    rng = random.Random(seed)
    index = 0
    out: list[list[Choice]] = []
    while state.hand_number <= hands and state.phase is not Phase.GAME_OVER:
        seat = state.to_act()[0]
        action, _, _ = decide(state, seat, "normal", rng)
        if seat == 0 and state.phase in (Phase.PLAY, Phase.BID):
            hint = advise(state.clone(), 0, effort, seed_for(seed, index), TABLE)
            expect = hint["expect"]
            costs = expect.get("costs") if expect else None
            if costs:
                best = records.engine_action(state, hint["action"])
                base = _real(state, best, seed)
                row = []
                for other in state.legal_actions(0):
                    cost = costs.get(json_key(state, other))
                    if cost is None:
                        continue
                    real = base if other == best else _real(state, other, seed)
                    bid = state.phase is Phase.BID
                    row.append(Choice(cost, worse(state, real, base), other == action, bid))
                out.append(row)
        if state.phase is Phase.PASS:
            for s in state.to_act():
                state.apply(s, decide(state, s, "normal", rng)[0])
            index += 4
            continue
        state.apply(seat, action)
        index += 1
    return out


def _real(state: TrickGame, action: object, seed: int) -> float:
    trial = state.clone()
    trial.apply(0, action)
    return play_out(trial, random.Random(seed))


def report(game: str, found: list[list[Choice]], close: float, what: str) -> None:
    n = len(found)
    if not n:
        return
    print(f"{game}: {n} decisions priced ({what}, none forced)")
    print("threshold | South's choice warned | decisions with a warning | choices flagged:"
          " worse / same / better on the real cards | mean cost | mean real")  # fmt: skip
    rows = [(t, lambda c, t=t: c.cost > t) for t in THRESHOLDS[game]]
    rows.append((f"≤{close} (close)", lambda c: 0 < c.cost <= close))
    limits = (0, *THRESHOLDS[game], float("inf"))
    for low, high in itertools.pairwise(limits):
        rows.append((f"({low}, {high}]", lambda c, lo=low, hi=high: lo < c.cost <= hi))
    for label, flagged in rows:
        mine = sum(any(c.chosen and flagged(c) for c in d) for d in found)
        some = sum(any(flagged(c) for c in d) for d in found)
        hits = [c for d in found for c in d if flagged(c)]
        if not hits:
            print(f"{label} | {mine} | {some} | none")
            continue
        w = sum(c.real > 0 for c in hits)
        s = sum(c.real == 0 for c in hits)
        b = sum(c.real < 0 for c in hits)
        k = len(hits)
        print(
            f"{label} | {mine} ({100 * mine / n:.1f}%) | {some} ({100 * some / n:.1f}%) |"
            f" {k}: {100 * w / k:.0f}% / {100 * s / k:.0f}% / {100 * b / k:.0f}% |"
            f" {sum(c.cost for c in hits) / k:.2f} | {sum(c.real for c in hits) / k:.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("hearts", "spades"), default="hearts")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--hands", type=int, default=2, help="hands of each game (default 2)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--effort", type=float, default=1.0)
    args = parser.parse_args()
    start = time.perf_counter()
    found: list[list[Choice]] = []
    for g in range(args.games):
        found += decisions(args.game, args.seed + g, args.hands, args.effort)
    print(f"current threshold {WARN_OVER[args.game]}; {args.games} games from seed {args.seed},"
          f" {args.hands} hands each, effort {args.effort}"
          f" ({time.perf_counter() - start:.0f} s)")  # fmt: skip
    report(args.game, found, CLOSE[args.game], "cards and bids")
    if args.game == "spades":
        bids = [d for d in found if d[0].bid]
        cards = [d for d in found if not d[0].bid]
        report(args.game, bids, CLOSE[args.game], "bids")
        report(args.game, cards, CLOSE[args.game], "cards")


if __name__ == "__main__":
    main()
