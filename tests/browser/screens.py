"""Screenshots of a built site's four main screens, for a person to compare two builds.

    .venv/bin/python tests/browser/screens.py OUT [--dist DIR] [--sizes 1280x800,375x667]

In headless Chromium, at each size: the Hearts table in play (seed 11, five tricks played), the
Hearts pass, a Spades bid (seed 5) and the end of a game (a 50-point Hearts game, seed 18, its last
card played). Writes OUT/<screen>-<W>x<H>.png. Any build of kawu works, an older one too (check out
the commit, ./build.sh, then --dist its dist/): the same deals give the same screens, so the
pictures differ only where the look does. ``./build.sh test`` writes the same screens at six
sizes in three engines to test-output/screens/ (test_table_look.py); this is for the before.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from kawu_page import (
    CHROMIUM,
    CHROMIUM_ARGS,
    Site,
    click_card,
    engine_view,
    hand_cards,
    open_game,
    pass_three,
    start_game,
    wait_await,
)
from playwright.sync_api import Page, sync_playwright
from ux_page import bots_until, inject

from kawu import api


def shoot(page: Page, out: Path, name: str, sizes: list[tuple[int, int]]) -> None:
    for width, height in sizes:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        page.screenshot(path=str(out / f"{name}-{width}x{height}.png"))
        print(out / f"{name}-{width}x{height}.png")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--dist", type=Path, default=Path(__file__).resolve().parents[2] / "dist")
    parser.add_argument("--sizes", default="1280x800,375x667")
    args = parser.parse_args()
    sizes = [tuple(int(x) for x in s.split("x")) for s in args.sizes.split(",")]
    args.out.mkdir(parents=True, exist_ok=True)
    site = Site(args.dist)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)

            def fresh() -> Page:
                size = {"width": sizes[0][0], "height": sizes[0][1]}
                return browser.new_context(viewport=size, locale="en-US").new_page()

            page = fresh()
            open_game(page, site, "pace=0&seed=11")
            start_game(page, "hearts")
            wait_await(page, ("pass",))
            shoot(page, args.out, "hearts-pass", sizes)
            pass_three(page, hand_cards(page)[:3])
            for _ in range(5):
                before = int(page.evaluate("() => Number(document.body.dataset.actions)"))
                click_card(page, engine_view(page)["legal"][0])
                wait_await(page, ("play",), before)
            shoot(page, args.out, "hearts-table", sizes)

            page = fresh()
            open_game(page, site, "pace=0&seed=5")
            start_game(page, "spades")
            wait_await(page, ("bid",))
            shoot(page, args.out, "spades-bid", sizes)

            page = fresh()
            start = api.new_game("hearts", {"target": 50}, seed=18)
            full = bots_until(start, lambda v: v["phase"] == "game_over")
            last = max(i for i, (seat, _) in enumerate(full["actions"]) if seat == 0)
            record = {**full, "actions": full["actions"][:last]}
            inject(page, site, record)
            wait_await(page, ("play",))
            click_card(page, api.view(record, 0)["legal"][0])
            page.wait_for_selector("dialog[open][data-kind=gameover]", timeout=30_000)
            shoot(page, args.out, "game-over", sizes)
            browser.close()
    finally:
        site.stop()


if __name__ == "__main__":
    main()
