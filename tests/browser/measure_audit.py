"""Fair play's figures (a script, not a test: figures, not verdicts; docs/fair-play.md):

    .venv/bin/python tests/browser/measure_audit.py [--hands N] [--level hard] [--dist DIR]

1. How long "Audit the computer players" of a whole hand takes in the page (headless Chromium),
   at ``--level`` (hard by default, at the page's effort on this machine): each hand is the first
   hand of a game played by that level's computer players in CPython (the page's seed rule and
   table, effort 1), opened from the hand's summary in a page just loaded, timed by the page
   itself from the click until every decision is audited (``#audit[data-ms]``). The same audit
   in CPython follows (kawu.fair.audit.audit_hand, same samples).
2. What the commitment costs a move: ``api.act`` then ``api.view`` (what the page's ``step``
   does) over whole games, for the record with its seal and the same record without (a save from
   before commitments), interleaved, medians in microseconds.

Run after ./build.sh (it serves dist/ itself on a free loopback port).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path
from typing import Any

from kawu_page import CHROMIUM, CHROMIUM_ARGS, CURRENT_KEY, DESKTOP, Site, game_key
from playwright.sync_api import sync_playwright

from kawu import api
from kawu.bots import seed_for
from kawu.fair import audit

SAMPLES = {"easy": 4, "normal": 4, "hard": 2}  # as web/js/fair/fair-model.js AUDIT_SAMPLES


def hand_played(game: str, seed: int, level: str) -> dict[str, Any]:
    table = ["person", level, level, level]
    record = api.new_game(game, seed=seed)
    while not api.view(record, 0)["history"]:
        seat = api.view(record, 0)["to_act"][0]
        lvl = "normal" if seat == 0 else level
        index = len(record["actions"])
        record = api.act(
            record,
            seat,
            api.bot_action(record, seat, lvl, seed_for(record["seed"], index), 1.0, table),
        )
    return record


def page_audits(url: str, game: str, level: str, hands: int) -> None:
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page_s: list[float] = []
        cpython_s: list[float] = []
        for n in range(hands):
            record = hand_played(game, 300 + n, level)
            context = browser.new_context(viewport=DESKTOP, locale="en-US")
            page = context.new_page()
            page.goto(f"{url}build.json")
            save = {"format": 1, "record": record, "ui": {"level": level, "summarySeen": 0}}
            page.evaluate(
                "([k, v]) => localStorage.setItem(k, v)", [game_key(game), json.dumps(save)]
            )
            page.evaluate("([k, v]) => localStorage.setItem(k, v)", [CURRENT_KEY, game])
            page.goto(f"{url}?pace=0")
            page.wait_for_selector("dialog[open][data-kind=summary]", timeout=120_000)
            # the summary's Fair play link opens Verify, which offers the audit (issue 50)
            page.click("dialog[open] [data-intent=verify][data-hand='1']")
            page.click("#panel .verify-audit [data-intent=audit][data-hand='1']")
            page.wait_for_selector("#audit[data-state=complete][data-ms]", timeout=600_000)
            ms = int(page.get_attribute("#audit", "data-ms") or 0)
            changed = page.get_attribute("#audit", "data-changed")
            total = page.get_attribute("#audit", "data-total")
            page_s.append(ms / 1000)
            inside = page.evaluate("window.kawuFigures().timings.audit_decision")
            phases = [
                d["phase"]
                for d in audit.outline(record, 1, ["person", level, level, level])["decisions"]
            ]
            by: dict[str, list[float]] = {}
            for phase, t in zip(phases, inside, strict=False):
                by.setdefault(phase, []).append(t)
            print(
                "    ms per decision inside the worker: "
                + ", ".join(
                    f"{ph} median {statistics.median(v):.0f} (n={len(v)},"
                    f" sum {sum(v) / 1000:.1f} s)"
                    for ph, v in by.items()
                )
                + f"; the rest of the page's time {ms / 1000 - sum(inside) / 1000:.1f} s"
            )
            context.close()
            start = time.perf_counter()
            found = audit.audit_hand(
                record, 1, 1.0, ["person", level, level, level], SAMPLES[level]
            )
            cpython_s.append(time.perf_counter() - start)
            same = sum(d["same"] for d in found["decisions"])
            print(
                f"  {game} hand {n + 1}: page {ms / 1000:.1f} s ({total} decisions,"
                f" {changed} changed);"
                f" CPython {cpython_s[-1]:.1f} s ({same} of {len(found['decisions'])} the same)"
            )
        browser.close()
    print(
        f"audit of a whole {game} hand at {level}, {SAMPLES[level]} deals a decision: page median"
        f" {statistics.median(page_s):.1f} s (max {max(page_s):.1f}), CPython median"
        f" {statistics.median(cpython_s):.1f} s (max {max(cpython_s):.1f}), n={hands}"
    )


def move_cost(games: int = 4) -> None:
    """``act`` + ``view`` per move, sealed record against the same record unsealed (µs)."""
    sealed_us: list[float] = []
    plain_us: list[float] = []
    for g in range(games):
        for game in ("hearts", "spades"):
            record = api.new_game(game, seed=900 + g)
            plain = {k: v for k, v in record.items() if k != "fair"}
            while api.view(record, 0)["phase"] != "game_over" and len(record["actions"]) < 600:
                seat = api.view(record, 0)["to_act"][0]
                action = api.bot_action(record, seat, "easy", seed=len(record["actions"]))
                for which, times in ((record, sealed_us), (plain, plain_us)):
                    start = time.perf_counter()
                    after = api.act(which, seat, action)
                    api.view(after, 0)
                    times.append((time.perf_counter() - start) * 1e6)
                    if which is record:
                        record = after
                    else:
                        plain = after
    print(
        f"a move (act + view) in CPython over {len(sealed_us)} moves: with the seal median"
        f" {statistics.median(sealed_us):.0f} µs, without {statistics.median(plain_us):.0f} µs"
        f" (p95 {sorted(sealed_us)[int(len(sealed_us) * 0.95)]:.0f} / "
        f"{sorted(plain_us)[int(len(plain_us) * 0.95)]:.0f})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--level", default="hard", choices=tuple(SAMPLES))
    parser.add_argument("--games", nargs="*", default=["hearts", "spades"])
    parser.add_argument("--dist", type=Path, default=Path(__file__).resolve().parents[2] / "dist")
    parser.add_argument("--no-page", action="store_true")
    args = parser.parse_args()
    move_cost()
    if args.no_page:
        return
    site = Site(args.dist)
    try:
        for game in args.games:
            page_audits(site.url, game, args.level, args.hands)
    finally:
        site.stop()


if __name__ == "__main__":
    main()
