"""The day's deal's figures (a script, not a test: figures, not verdicts; docs/daily.md):

    .venv/bin/python tests/browser/measure_daily.py [--from 2026-12-07] [--days 7] [--dist DIR]

For each day and game: the par from South in CPython (kawu.api.daily_par, timed here), then the
day's hand in the page (headless Chromium, the first legal card each turn, ``?now=`` that day's
noon) and how long the page took to work out the par once the hand was over, one action per
request in the worker, as the page times it (``body[data-daily-par-ms]``). The par the page
shows is checked against CPython's.

Run after ./build.sh (it serves dist/ itself on a free loopback port).
"""

from __future__ import annotations

import argparse
import datetime
import time
from pathlib import Path

from drivers.chromium import ChromiumSession
from kawu_page import CHROMIUM, CHROMIUM_ARGS, DESKTOP, Site
from playwright.sync_api import sync_playwright
from test_daily import instant, open_daily_page, play_daily_hand, stored

from kawu import api

ROOT = Path(__file__).resolve().parents[2]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--from", dest="first", default="2026-12-07")
    parser.add_argument("--days", type=int, default=7)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    site = Site(args.dist)
    first = datetime.date.fromisoformat(args.first)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        print("date        game    deal         par  CPython ms  page ms")
        for n in range(args.days):
            date = (first + datetime.timedelta(days=n)).isoformat()
            for game in ("hearts", "spades"):
                started = time.perf_counter()
                par = api.daily_par(game, date)
                cpython_ms = (time.perf_counter() - started) * 1000
                context = browser.new_context(viewport=DESKTOP, timezone_id="UTC")
                session = ChromiumSession(context)
                tab = session.new_tab()
                open_daily_page(tab, site, instant(f"{date}T12:00:00+00:00"))
                tab.click(f"#daily-{game}")
                play_daily_hand(tab)
                tab.wait_selector("body[data-daily-par=done]", timeout=120_000)
                page_ms = int(tab.evaluate("Number(document.body.dataset.dailyParMs)"))
                shown = stored(tab)["days"][game][date]["par"]
                assert shown == par["result"], (date, game, shown, par["result"])
                print(
                    f"{date}  {game:<6}  {par['deal']}  {par['result']:>4}"
                    f"  {cpython_ms:>10.0f}  {page_ms:>7}"
                )
                session.close()
        browser.close()
    site.stop()


if __name__ == "__main__":
    main()
