"""The table of a bot's match: each measure, the bot's and ours on the same deals, with 95%
intervals, the failures and the bot's time per decision. The same text in CPython (the arena)
and in the page for the same deals."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Iterable, Sequence

from kawu.botlab.spec import KEEP_FAILURES, STAND_IN, DealResult, Spec


def mean_ci(xs: Sequence[float]) -> tuple[float, float]:
    """The mean and its 95% interval's half-width (normal approximation; NaN for one sample)."""
    m = statistics.fmean(xs)
    if len(xs) < 2:
        return m, float("nan")
    return m, 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))


LABELS = {
    "points": "points/hand",
    "margin": "margin/hand",
    "won": "games won",
}


def _figure(name: str, xs: Sequence[float], signed: bool = False) -> str:
    m, ci = mean_ci(xs)
    if name == "won":
        return f"{m * 100:+6.1f}% ± {ci * 100:4.1f}" if signed else f"{m:6.1%} ± {ci * 100:4.1f}"
    return f"{m:+7.2f} ± {ci:4.2f}" if signed else f"{m:7.2f} ± {ci:4.2f}"


def _rule(value: object) -> str:
    """An option's value as the arena's ``--option`` takes it: a list comma-separated."""
    return ",".join(map(str, value)) if isinstance(value, list) else str(value)


def heading(spec: Spec) -> str:
    spec = spec.checked()
    what = "a whole game each" if spec.games else "one hand each"
    if spec.game == "hearts":
        who = f"{spec.name} against three {spec.level} players"
    else:
        who = f"{spec.name} with a {spec.partner} partner against a {spec.level} team"
    rules = " ".join(f"{k}={_rule(v)}" for k, v in sorted(spec.options.items())) or "kawu's"
    return (
        f"{spec.game.capitalize()}: {who}; deals {spec.first} to {spec.first + spec.deals - 1}"
        f" ({what}), the bot in every seat; seed {spec.seed}; rules {rules}"
    )


def measures(
    rows: Sequence[DealResult],
) -> list[tuple[str, list[float], list[float], list[float]]]:
    """Each measure of ``rows`` (deals in order): its name, then deal by deal the bot's mean over
    the deal's four seats, ours, and the bot's minus ours (the table's three columns)."""
    out = []
    for name in rows[0].bot if rows else ():
        b = [statistics.fmean(r.bot[name]) for r in rows]
        o = [statistics.fmean(r.ours[name]) for r in rows]
        out.append((name, b, o, [x - y for x, y in zip(b, o, strict=True)]))
    return out


def table(spec: Spec, results: Iterable[DealResult]) -> str:
    """The result table, the same in CPython and in the page for the same deals: each measure,
    the bot's and ours (mean over deals of the deal's mean over the four seats, 95% intervals
    over deals), and the bot's minus ours on the same deals and seats; then the failures."""
    spec = spec.checked()
    rows = sorted(results, key=lambda r: r.deal)
    ours = spec.ours or spec.level
    lines = [heading(spec)]
    if not rows:
        return "\n".join([*lines, "no deal finished"])
    hands = sum(r.hands for r in rows)
    lines.append(
        f"{len(rows)} deals, {hands} hands with the bot;"
        f" intervals are 95% over deals; {'lower' if spec.game == 'hearts' else 'higher'}"
        " points are better"
    )
    lines.append(f"{'':14s} {'bot':>16s}   {ours + ' in its seat':>18s}   {'bot - ' + ours:>16s}")
    for name, b, o, d in measures(rows):
        lines.append(
            f"{LABELS[name]:14s} {_figure(name, b):>16s}   {_figure(name, o):>18s}"
            f"   {_figure(name, d, signed=True):>16s}"
        )
    lines.append(failures_line(spec, rows))
    return "\n".join(lines)


def failures_line(spec: Spec, rows: Sequence[DealResult]) -> str:
    counts: Counter[str] = Counter()
    for r in rows:
        counts.update(r.failures)
    if not counts:
        return "failures: none"
    kinds = ", ".join(f"{k} {n}" for k, n in sorted(counts.items()))
    return (
        f"failures: {sum(counts.values())} ({kinds}), each decision replaced by the"
        f" {STAND_IN} level's"
    )


def failure_details(rows: Iterable[DealResult], limit: int = KEEP_FAILURES) -> str:
    """The first failures whole, tracebacks included (empty when there were none)."""
    kept = [f for r in sorted(rows, key=lambda r: r.deal) for f in r.kept][:limit]
    return "\n\n".join(f.say() for f in kept)


def timing(rows: Iterable[DealResult]) -> str:
    """The bot's time per decision: median, 95th percentile and the longest (not part of the
    table: it differs from one run, and one machine, to the next)."""
    ts = sorted(t for r in rows for t in r.seconds)
    if not ts:
        return "the bot decided nothing"
    p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
    return (
        f"the bot's time per decision: median {statistics.median(ts) * 1000:.2f} ms,"
        f" p95 {p95 * 1000:.2f} ms, longest {ts[-1] * 1000:.1f} ms ({len(ts)} decisions)"
    )
