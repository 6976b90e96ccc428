"""Prints the page's figures in headless Chromium (a script, not a test: figures, not verdicts).

    .venv/bin/python tests/browser/measure.py [--hands N]

- navigation -> ready (Python booted, table or start screen usable), cold (empty cache, new
  browser context) and warm (reload in the same context), with the worker's boot stages;
- the computer players' ms per move inside the page (the worker's time for ``bot_action``), per
  level, over N hands of each game played with the person's moves taken from the hint.
Run after ./build.sh (it serves dist/ itself on a free loopback port).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from kawu_page import CHROMIUM, CHROMIUM_ARGS, PHONE, Site
from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[2]


def ready_ms(page: Page) -> float:
    page.wait_for_selector("body[data-state=ready]", timeout=120_000)
    return float(page.evaluate("Number(document.body.dataset.readyMs)"))


def stages(page: Page) -> str:
    figures: dict[str, Any] = page.evaluate("window.kawuFigures()")
    return ", ".join(f"{s['stage']} {s['at']:.0f}" for s in figures["bootStages"])


def play_hands(page: Page, game: str, level: str, hands: int) -> list[float]:
    page.check(f"input[name=game][value={game}]")
    page.select_option("#opt-level", level)
    page.click("#btn-start")
    done = 0
    while done < hands:
        page.wait_for_function(
            "['pass','bid','play','summary','gameover'].includes(document.body.dataset.await)",
            timeout=120_000,
        )
        kind = page.evaluate("document.body.dataset.await")
        before = page.evaluate("Number(document.body.dataset.actions)")
        if kind in ("summary", "gameover"):
            done += 1
            if kind == "gameover" or done >= hands:
                break
            page.click("dialog[open] button[data-value=continue]")
            page.wait_for_function("document.body.dataset.await !== 'summary'")
            continue
        page.click("#btn-hint")
        page.wait_for_selector(".hinted")
        if kind == "pass":
            codes = page.eval_on_selector_all(
                "#hand .card.hinted", "els => els.map(e => e.dataset.card)"
            )
            for code in codes:
                page.click(f"#hand .card[data-card='{code}']", position={"x": 7, "y": 24})
            page.click("#btn-pass")
        elif kind == "bid":
            page.click("#actions .bid.hinted")
        else:
            page.click("#hand .card.hinted", position={"x": 7, "y": 24})
        page.wait_for_function(
            "n => Number(document.body.dataset.actions) > n", arg=before, timeout=120_000
        )
    figures: dict[str, Any] = page.evaluate("window.kawuFigures()")
    return list(figures["timings"].get("bot_action", []))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=2)
    parser.add_argument("--loads", type=int, default=3)
    args = parser.parse_args()
    site = Site(ROOT / "dist")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            cold, warm = [], []
            for _ in range(args.loads):
                context = browser.new_context(viewport=PHONE, locale="en-US")
                page = context.new_page()
                page.goto(site.url)
                cold.append(ready_ms(page))
                cold_stages = stages(page)
                page.reload()
                warm.append(ready_ms(page))
                warm_stages = stages(page)
                page.close()
                context.close()
            print(f"navigation->ready cold: median {statistics.median(cold):.0f} ms  {cold}")
            print(f"  boot stages (ms since navigation): {cold_stages}")
            print(f"navigation->ready warm: median {statistics.median(warm):.0f} ms  {warm}")
            print(f"  boot stages (ms since navigation): {warm_stages}")
            for level in ("easy", "normal", "hard"):
                for game in ("hearts", "spades"):
                    context = browser.new_context(viewport=PHONE, locale="en-US")
                    page = context.new_page()
                    page.goto(f"{site.url}?pace=0&seed=1")
                    ready_ms(page)
                    ms = play_hands(page, game, level, args.hands)
                    page.close()
                    context.close()
                    ms.sort()
                    print(
                        f"bot ms per move in page, {game:6} {level:6}: n={len(ms)} "
                        f"median {statistics.median(ms):.1f}  p95 {ms[int(len(ms) * 0.95)]:.1f}  "
                        f"max {ms[-1]:.1f}"
                    )
            browser.close()
    finally:
        site.stop()


if __name__ == "__main__":
    main()
