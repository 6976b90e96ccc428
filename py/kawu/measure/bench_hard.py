"""The hard level's time per decision: ``python -m kawu.bench_hard``.

The hard level sits at one seat of whole hands against the normal level (Hearts and Spades), from
scores drawn so that about half of the hands are near the game's end (where its value weighs the
game), and every one of its decisions (pass, bid, card) is timed in CPU time, so that other work
on the machine does not count. Prints the median and the 95th percentile per game, the same for
the decisions before play (pass, bid) and the cards apart, and the CPU time of a fixed loop of
plain Python (``reference``), the machine's pace, so that figures of two machines or days can be
compared. The core (``kawu.core``) is loaded before the first decision is timed, as a page loads
it when its worker starts; ``KAWU_CORE=python`` times the Python rules instead.

``--compare`` times every hard decision twice on the same positions and seeds, with the core and
with the Python rules (``KAWU_CORE=python``), in turn, checks that both decide alike, and prints
the ratio of their times: at the bench's own table (the hard level against three normal players,
whose plays it reads by their rules) and at the page's (a person and three hard players).
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time

from kawu import core
from kawu.bots import decide
from kawu.engine import deals
from kawu.engine.hearts import Hearts
from kawu.engine.spades import Spades
from kawu.engine.tricks import Phase, TrickGame

HARD = 0  # the hard level's seat


def _state(game: str, hand: int, rng: random.Random) -> TrickGame:
    deck = deals.deck_for_key(deals.deal_key(rng.getrandbits(32), hand))
    near = hand % 2 == 1
    state: TrickGame
    if game == "hearts":
        state = Hearts(deals=lambda _n: deck, first_direction=hand % 4)
        state.scores = [rng.randrange(60, 99) if near else rng.randrange(0, 40) for _ in range(4)]
    else:
        state = Spades(deals=lambda _n: deck, first_dealer=hand % 4)
        low, high = (300, 499) if near else (0, 200)
        state.scores = [rng.randrange(low, high), rng.randrange(low, high)]
    return state


def reference() -> float:
    """CPU seconds of a fixed loop of plain Python (a million additions): the machine's pace."""
    t0 = time.process_time()
    total = 0
    for i in range(1_000_000):
        total += i
    return time.process_time() - t0


def time_hands(game: str, hands: int, seed: int, before: list[float] | None = None) -> list[float]:
    """CPU seconds of each of the hard level's decisions over ``hands`` hands; those made before
    play (the pass, the bid) are also added to ``before`` when given."""
    rng = random.Random(seed)
    times: list[float] = []
    hard = {HARD, HARD + 2} if game == "spades" else {HARD}  # Spades: the hard team
    table = ["hard" if seat in hard else "normal" for seat in range(4)]
    for hand in range(hands):
        state = _state(game, hand, rng)
        while state.hand_number == 1 and state.winner is None:
            for seat in state.to_act():
                level = table[seat]
                early = state.phase is not Phase.PLAY
                t0 = time.process_time()
                action, _, _ = decide(state, seat, level, rng, table=table)
                if level == "hard":
                    times.append(time.process_time() - t0)
                    if early and before is not None:
                        before.append(times[-1])
                state.apply(seat, action)
    return times


PAGE_TABLE = ["person", "hard", "hard", "hard"]


def positions(game: str, hands: int, seed: int, table: list[str]) -> list[tuple[TrickGame, int]]:
    """Every decision of the hard players of ``table`` over ``hands`` hands (the person's
    seat played by the normal level), as (state, seat)."""
    rng = random.Random(seed)
    out: list[tuple[TrickGame, int]] = []
    for hand in range(hands):
        state = _state(game, hand, rng)
        while state.hand_number == 1 and state.winner is None:
            for seat in state.to_act():
                level = table[seat] if table[seat] != "person" else "normal"
                if level == "hard":
                    out.append((state.clone(), seat))
                action, _, _ = decide(state, seat, level, rng, table=table)
                state.apply(seat, action)
    return out


def compare(game: str, hands: int, seed: int, table: list[str]) -> tuple[list[float], list[float]]:
    """CPU seconds of each hard decision with the core and with the Python rules, on the same
    positions and seeds (in turn, the core first at even decisions); raises if they differ."""
    loaded = core.load()
    with_core: list[float] = []
    without: list[float] = []
    for n, (state, seat) in enumerate(positions(game, hands, seed, table)):
        chosen = {}
        for way in ((loaded, None) if n % 2 == 0 else (None, loaded)):
            with core.using(way):
                t0 = time.process_time()
                chosen[way] = decide(state.clone(), seat, "hard", random.Random(n), table=table)
                (with_core if way else without).append(time.process_time() - t0)
        if chosen[loaded] != chosen[None]:
            raise AssertionError(f"{game} decision {n}: {chosen}")
    return with_core, without


def _compare(args: argparse.Namespace) -> None:
    print(
        f"hard level with the core and with KAWU_CORE=python, CPU ms per decision:"
        f" {platform.python_implementation()} {platform.python_version()}, {args.hands} hands"
        f" a game, seed {args.seed}"
    )
    for game in ("hearts", "spades"):
        hard = {HARD, HARD + 2} if game == "spades" else {HARD}
        bench_table = ["hard" if seat in hard else "normal" for seat in range(4)]
        for name, table in (("bench's table", bench_table), ("page's table", PAGE_TABLE)):
            fast, slow = compare(game, args.hands, args.seed, table)
            ratios = sorted(s / f for f, s in zip(fast, slow, strict=True) if f > 0)
            print(f"{game} at the {name}: {len(fast)} decisions, the same with and without")
            print(_line("  core", fast))
            print(_line("  python", slow))
            print(
                f"  python / core: total {sum(slow) / sum(fast):.1f}x, median decision"
                f" {statistics.median(ratios):.1f}x, p95 {_p95(slow) / _p95(fast):.1f}x"
            )


def _p95(times: list[float]) -> float:
    ts = sorted(times)
    return ts[min(len(ts) - 1, int(0.95 * len(ts)))]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m kawu.bench_hard", description=__doc__)
    parser.add_argument("--hands", type=int, default=12, help="hands per game (default 12)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--compare", action="store_true", help="time each decision with and without the core"
    )
    args = parser.parse_args(argv)
    if args.compare:
        _compare(args)
        return
    loaded = core.core()  # (loaded once, before the first decision, as a page's worker does)
    print(
        f"hard level, CPU ms per decision: {platform.python_implementation()}"
        f" {platform.python_version()}, {args.hands} hands a game, seed {args.seed},"
        f" rollouts {'in the core' if loaded else 'in Python (' + str(core.why_not) + ')'}"
    )
    print(f"reference loop (a million additions): {reference() * 1000:.0f} ms CPU")
    for game in ("hearts", "spades"):
        early: list[float] = []
        ts = time_hands(game, args.hands, args.seed, early)
        print(_line(game, ts))
        print(_line("  " + ("pass" if game == "hearts" else "bid"), early))
        cards = sorted(ts)
        for t in early:
            cards.remove(t)
        print(_line("  cards", cards))


def _line(name: str, times: list[float]) -> str:
    ts = sorted(times)
    if not ts:
        return f"{name:7s}    0 decisions"
    p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
    return (
        f"{name:7s} {len(ts):4d} decisions  median {statistics.median(ts) * 1000:6.1f}"
        f"  p95 {p95 * 1000:6.1f}  max {ts[-1] * 1000:6.1f}"
    )


if __name__ == "__main__":
    main()
