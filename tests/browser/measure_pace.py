"""The table's pace as a player meets it (issue 50): a script, not a test.

    .venv/bin/python tests/browser/measure_pace.py [--dist DIR] [--hands N] [--paces 1,0.5,1.6]

In headless Chromium, fresh profiles, one Hearts hand after another (seeds 1..N) played by
clicking a random legal card, as a person would: for each pace (the URL's ?pace=, as the speed
setting's multiplier: slow 1.6, normal 1, fast 0.5), the seconds from each card of the person's
(clicked, or a forced one the page plays) to their next turn (a card to choose, a forced card's
beat, or the hand's summary), timed in the page (the changes of body[data-await] and
data-actions), and the seconds of each hand from its first card to its summary. Forced cards play
themselves (the default); a build without that setting waits for them like any other card (an
older build: --dist of it). Prints the median, the 90th percentile and the maximum of the turns,
and the median hand.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from kawu_page import CHROMIUM, CHROMIUM_ARGS, Site, click_card, engine_view, hand_cards, saved
from playwright.sync_api import Page, sync_playwright

AWAIT = """([kinds, n]) => kinds.includes(document.body.dataset.await)
    && Number(document.body.dataset.actions ?? -1) > n"""

# Every change of what the page waits for and of the record's length, timed.
WATCH = """() => { window.paceLog = [];
    const note = () => paceLog.push({t: performance.now(),
        await: document.body.dataset.await ?? null,
        actions: Number(document.body.dataset.actions ?? -1)});
    new MutationObserver(note).observe(document.body,
        {attributes: true, attributeFilter: ["data-await", "data-actions"]}); note(); }"""
TURNS = ("play", "forced", "summary", "gameover")


def until(page: Page, kinds: list[str], after: int) -> None:
    page.wait_for_function(AWAIT, arg=[kinds, after], timeout=60_000, polling="raf")


def actions(page: Page) -> int:
    return int(page.evaluate("() => Number(document.body.dataset.actions ?? -1)"))


def start_hearts(page: Page) -> None:
    page.wait_for_selector("body[data-await=start]", timeout=60_000)
    if page.query_selector("#play-hearts"):
        page.click("#play-hearts")
    else:  # a build before issue 50: the form's game and Play
        page.check("input[name=game][value=hearts]")
        page.click("#btn-start")


def one_hand(page: Page, rng: random.Random) -> tuple[list[float], float]:
    """Play the hand on the table by clicking; the seconds from each of the person's cards
    (clicked, or forced and played by the page) to their next turn (a card to choose, a forced
    card's beat, the summary), and of the hand from its first card to its summary."""
    kind = str(page.evaluate("() => document.body.dataset.await"))
    if kind == "pass":
        for code in rng.sample(hand_cards(page), engine_view(page).get("pass_count", 3)):
            click_card(page, code)
        n = actions(page)
        page.click("#btn-pass")
        until(page, ["play", "summary"], n)
    page.evaluate(WATCH)
    start = engine_view(page)["actions"]
    while page.evaluate("() => document.body.dataset.await") == "play":
        legal = engine_view(page)["legal"]
        n = actions(page)
        click_card(page, rng.choice(legal))
        until(page, ["play", "summary", "gameover"], n)
    log = page.evaluate("() => window.paceLog")
    record = saved(page)["record"]
    acts = record["actions"]
    mine = [i for i in range(start, len(acts)) if acts[i][0] == 0 and isinstance(acts[i][1], str)]
    turns = []
    for i in mine:
        played = next(e["t"] for e in log if e["actions"] >= i + 1)
        turn = next((e["t"] for e in log if e["t"] > played and e["await"] in TURNS), None)
        if turn is not None:
            turns.append((turn - played) / 1000)
    first = next(e["t"] for e in log if e["actions"] >= mine[0] + 1)
    over = next(e["t"] for e in log if e["await"] in ("summary", "gameover"))
    return turns, (over - first) / 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dist", type=Path, default=Path(__file__).resolve().parents[2] / "dist")
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--paces", default="1,0.5,1.6")
    args = parser.parse_args()
    site = Site(args.dist)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for pace in args.paces.split(","):
                turns: list[float] = []
                hands: list[float] = []
                for seed in range(1, args.hands + 1):
                    context = browser.new_context(
                        viewport={"width": 1280, "height": 800}, locale="en-US"
                    )
                    page = context.new_page()
                    page.goto(f"{site.url}?pace={pace}&seed={seed}")
                    start_hearts(page)
                    page.wait_for_function(
                        "() => ['pass', 'play'].includes(document.body.dataset.await)",
                        timeout=60_000,
                    )
                    t, hand = one_hand(page, random.Random(seed))
                    turns += t
                    hands.append(hand)
                    context.close()
                q90 = statistics.quantiles(turns, n=10)[-1] if len(turns) > 1 else turns[0]
                print(
                    f"pace {pace}: {len(turns)} turns over {len(hands)} hands: from your card"
                    f" to your next turn median {statistics.median(turns):.2f} s, p90 {q90:.2f} s,"
                    f" max {max(turns):.2f} s; a hand (first card to summary) median"
                    f" {statistics.median(hands):.1f} s"
                )
            browser.close()
    finally:
        site.stop()


if __name__ == "__main__":
    main()
