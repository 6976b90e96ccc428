"""The review's figures for measure.py: how long a whole hand's review takes in the page, at the
page's own effort (1.0), for Hearts and Spades. Each hand is a finished hand of a game whose seat
0 played badly on purpose (review_page.badly_played); the review is opened from the score sheet
(no review in the background first) and timed from the click until every decision is evaluated,
each in a page just loaded (Python restored from its snapshot; the review's first decision also
imports the search, as it would for a person)."""

from __future__ import annotations

import statistics
import time

from kawu_page import CHROMIUM, CHROMIUM_ARGS, PHONE
from playwright.sync_api import Playwright
from review_page import COMPLETE, badly_played, open_review_from_sheet
from ux_page import inject


class _Site:
    def __init__(self, url: str) -> None:
        self.url = url


def review_times(p: Playwright, url: str, hands: int) -> None:
    browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    site = _Site(url)
    for game in ("hearts", "spades"):
        context = browser.new_context(viewport=PHONE, locale="en-US", bypass_csp=True)
        page = context.new_page()
        totals: list[float] = []
        per_decision: list[float] = []
        for seed in range(hands):
            inject(page, site, badly_played(game, 100 + seed), query="pace=0")  # type: ignore[arg-type]
            open_review_from_sheet(page, 1)
            start = time.perf_counter()
            page.wait_for_selector(COMPLETE, timeout=600_000)
            took = time.perf_counter() - start
            ms = page.evaluate("window.kawuFigures().timings.review_decision")
            totals.append(took)
            per_decision.extend(ms)
        context.close()
        per_decision.sort()
        print(
            f"review of a whole hand in page, {game:6}: n={len(totals)} hands, "
            f"median {statistics.median(totals):.2f} s "
            f"(min {min(totals):.2f}, max {max(totals):.2f}); "
            f"ms per decision median {statistics.median(per_decision):.0f}, "
            f"p95 {per_decision[int(len(per_decision) * 0.95)]:.0f}, max {per_decision[-1]:.0f}"
        )
    browser.close()
