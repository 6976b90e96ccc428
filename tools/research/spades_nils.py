"""Where a Spades team's points go against an opponent's nil: ``tools/research/spades_nils.py``.

Deals are drawn from a seed; the normal player bids all four seats, and every deal where a seat of
team 1 bids nil (team 0 none) is played once with team 0 at the tested level (``--level``) and
team 1 normal. It prints how often the nil was made, and team 0's mean hand points over team 1's
(bags at 10 each) with a 95% interval: the same deals for every level, so two levels' runs are
paired (``--level normal`` then ``--level hard``).

    .venv/bin/python tools/research/spades_nils.py --deals 120 --seed 1 --level hard
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from kawu.bots import decide
from kawu.bots.spades.bid import choose_bid
from kawu.engine import deals
from kawu.engine.spades import Spades
from kawu.engine.tricks import Phase
from kawu.measure.arena import mean_ci


def nil_deal(seed: int, k: int) -> Spades | None:
    """Deal ``k`` of ``seed`` bid by the normal player, if team 1 (and only it) bids nil."""
    deck = deals.deck_for_key(deals.deal_key(seed, k))
    state = Spades(None, deals=lambda _n: deck, first_dealer=k & 3)
    while state.phase is Phase.BID:
        state.apply(state.turn, choose_bid(state, state.turn)[0])
    bids = state.bids
    if 0 in (bids[0], bids[2]) or 0 not in (bids[1], bids[3]):
        return None
    return state


def play_out(state: Spades, level: str, rng: random.Random) -> tuple[bool, float]:
    """(nil made?, team 0's hand points over team 1's, bags at 10 each)."""
    table = [level if seat % 2 == 0 else "normal" for seat in range(4)]
    while state.hand_number == 1:
        seat = state.turn
        action, _, _ = decide(state, seat, table[seat], rng, table=table)
        state.apply(seat, action)
    row = state.history[-1]
    made = all(row["tricks"][s] == 0 for s in (1, 3) if row["bids"][s] == 0)
    pts = [row["points"][t] + row["bag_penalty"][t] - 10 * row["bags"][t] for t in (0, 1)]
    return made, float(pts[0] - pts[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=100, help="nil deals to play")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--skip", type=int, default=0, help="nil deals to skip first")
    args = parser.parse_args()
    t0 = time.perf_counter()
    made, diffs = 0, list[float]()
    k = 0
    found = 0
    while len(diffs) < args.deals:
        k += 1
        state = nil_deal(args.seed, k)
        if state is None:
            continue
        found += 1
        if found <= args.skip:
            continue
        ok, diff = play_out(state, args.level, random.Random(args.seed * 10_000 + k))
        made += ok
        diffs.append(diff)
        print(f"{k} {int(ok)} {diff:+.0f}", file=sys.stderr, flush=True)
    m, ci = mean_ci(diffs)
    print(
        f"{args.level}: {len(diffs)} nil deals (seed {args.seed}), nils made {made}"
        f" ({made / len(diffs):.1%}), team 0 over team 1 {m:+.1f} ± {ci:.1f} points/hand"
        f" ({time.perf_counter() - t0:.0f} s)"
    )


if __name__ == "__main__":
    main()
