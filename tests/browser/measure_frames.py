"""Frame times of the table's animations in headless Chromium (a script, not a test: figures).

    .venv/bin/python tests/browser/measure_frames.py [--tricks N] [--size WxH] [--dist DIR]

Opens a Hearts game at the normal pace (the animations as a person sees them), passes, then for
N tricks plays the first legal card and records every animation frame (requestAnimationFrame)
from the person's click until the trick has been collected to its winner's pile. Prints the
frames' median, 95th percentile and longest interval in ms, and how many frames took longer
than 1.5 display frames (25 ms at 60 Hz): a dropped frame. Also measured: the start of the game
(from the press on Start to the table on screen, where the table is built) and the deal's
animation after it.
Run after ./build.sh (it serves dist/ itself on a free loopback port).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from kawu_page import CHROMIUM, CHROMIUM_ARGS, Site
from playwright.sync_api import sync_playwright

RECORD = """() => { window.__frames = []; let last = performance.now();
  const tick = (now) => { window.__frames.push(now - last); last = now;
    if (window.__recording) requestAnimationFrame(tick); };
  window.__recording = true; requestAnimationFrame(tick); }"""
STOP = "() => { window.__recording = false; return window.__frames.slice(1); }"


def summary(name: str, frames: list[float]) -> None:
    if not frames:
        print(f"{name}: no frames")
        return
    frames = sorted(frames)
    p95 = frames[min(len(frames) - 1, round(0.95 * (len(frames) - 1)))]
    dropped = sum(1 for f in frames if f > 25)
    print(
        f"{name}: {len(frames)} frames, median {statistics.median(frames):.1f} ms, "
        f"p95 {p95:.1f} ms, max {frames[-1]:.1f} ms, over 25 ms: {dropped}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tricks", type=int, default=6)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--dist", type=Path, default=Path(__file__).resolve().parents[2] / "dist")
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.split("x"))
    site = Site(args.dist)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_context(
                viewport={"width": width, "height": height}, locale="en-US", bypass_csp=True
            ).new_page()
            page.goto(f"{site.url}?seed=11")
            page.wait_for_selector("body[data-state=ready]", timeout=60_000)
            page.evaluate(RECORD)
            page.click("#play-hearts")
            page.wait_for_selector("body[data-await=pass]", timeout=30_000)
            # From the press to the first frame of the table: the new game's screen is built.
            summary("start (the press to the table)", page.evaluate(STOP))
            page.evaluate(RECORD)
            page.wait_for_timeout(1200)  # the deal's cards arriving
            summary("deal (its animation)", page.evaluate(STOP))
            codes = "cs => cs.map(c => c.dataset.card)"
            for code in page.eval_on_selector_all("#hand .card", codes)[:3]:
                page.click(f"#hand .card[data-card='{code}']", position={"x": 7, "y": 24})
            page.click("#btn-pass")
            trick_frames: list[float] = []
            for _ in range(args.tricks):
                page.wait_for_selector("body[data-await=play]", timeout=30_000)
                legal = page.eval_on_selector_all("#hand button.card:not(:disabled)", codes)
                done = int(page.evaluate("Number(document.body.dataset.actions)"))
                page.evaluate(RECORD)
                page.click(f"#hand .card[data-card='{legal[0]}']", position={"x": 7, "y": 24})
                page.wait_for_function(
                    "([n]) => Number(document.body.dataset.actions) > n"
                    " && ['play', 'summary'].includes(document.body.dataset.await)",
                    arg=[done],
                    timeout=30_000,
                )
                trick_frames += page.evaluate(STOP)
            summary(
                f"{args.tricks} tricks (the card to the trick, the trick to its pile)", trick_frames
            )
            browser.close()
    finally:
        site.stop()


if __name__ == "__main__":
    main()
