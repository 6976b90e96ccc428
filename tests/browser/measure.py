"""Prints the page's figures in headless Chromium (a script, not a test: figures, not verdicts).

    .venv/bin/python tests/browser/measure.py [--runs N] [--warm N] [--hands N] [--no-bots]
                                              [--no-sw] [--dist DIR]

Load times, measured from navigation start (the page's own clock, performance.now()):
- table: the saved table's cards are on screen (drawn from the save, before Python is ready);
- ready: Python has booted and checked the save (body[data-state=ready]).
Each run uses a new browser profile on disk, as a person's browser would:
- cold: the first visit ever (no HTTP cache, no compiled code, no service worker);
- warm: the same person coming back (a new tab, after the first visit's service worker has
  finished caching the site); --warm N such visits per run.
A saved Hearts game in mid-hand (the person to play) is put in localStorage before each run,
so every visit resumes a table. --no-sw keeps service workers out (the HTTP cache alone).
Medians over --runs runs; the boot stages of the last visit of each kind follow.

The same again for a bare page that only calls ``loadPyodide()`` (in a module worker, on the
same runtime files of dist/, served beside the site): cold in a profile of its own, warm in the
site's profile (its files from the site's service worker cache, as kawu's warm visits). The
ratio kawu warm ready / bare warm ready follows, and the bytes a first visit fetched until ready
(each file as a compressing host sends it, gzip -6).

Then the computer players' ms per move inside the page (the worker's time for ``bot_action``),
per level, over N hands of each game played with the person's moves taken from the hint.
And how long a whole hand's review takes in the page, Hearts and Spades (measure_review.py;
--reviews N hands of each, 0 for none).
Run after ./build.sh (it serves the site itself on a free loopback port).
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import statistics
import sys
import tempfile
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from kawu_page import CHROMIUM, CHROMIUM_ARGS, CURRENT_KEY, GAME_KEY, PHONE, Site, game_key
from measure_review import review_times
from playwright.sync_api import BrowserContext, Page, Playwright, sync_playwright

from kawu import api

ROOT = Path(__file__).resolve().parents[2]

# When the first card of the hand is drawn (a MutationObserver from the very start of the page).
TABLE_CLOCK = """
(() => {
  const seen = () => document.querySelector("#hand .card[data-card]");
  new MutationObserver((_, observer) => {
    if (seen() && window.kawuTableAt === undefined) {
      window.kawuTableAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
})();
"""


# A page that only boots Pyodide, in a module worker as kawu does, from dist/'s runtime files.
BARE_HTML = """<!doctype html><meta charset="utf-8"><title>bare loadPyodide</title>
<script type="module">
const worker = new Worker("bare-worker.mjs", { type: "module" });
worker.onmessage = (e) => { document.body.dataset.readyMs = String(performance.now());
  document.body.dataset.state = e.data; };
</script><body></body>"""
BARE_WORKER = """
const here = (path) => new URL(path, import.meta.url).href;
const [build, { loadPyodide }] = await Promise.all([
  fetch(here("build.json"), { cache: "no-cache" }).then((r) => r.json()),
  import("./pyodide/pyodide.js"),
]);
const stdlib = build.stdlib ?? "python_stdlib.zip";
await loadPyodide({ indexURL: here("pyodide/"), stdLibURL: here(`pyodide/${stdlib}`) });
postMessage("ready");
"""


def with_bare_page(dist: Path) -> Path:
    """dist/ (its files linked, not copied) with the bare page beside index.html."""
    root = Path(tempfile.mkdtemp(prefix="kawu-bare-"))
    for entry in dist.iterdir():
        os.symlink(entry.resolve(), root / entry.name)
    (root / "bare.html").write_text(BARE_HTML)
    (root / "bare-worker.mjs").write_text(BARE_WORKER)
    return root


def bare_visit(context: BrowserContext, url: str) -> float:
    page = context.new_page()
    page.goto(url + "bare.html")
    page.wait_for_selector("body[data-state=ready]", state="attached", timeout=120_000)
    ready = float(page.evaluate("Number(document.body.dataset.readyMs)"))
    page.close()
    return ready


def first_visit_bytes(dist: Path, urls: list[str], base: str) -> tuple[int, int, list[str]]:
    """Raw and gzip -6 bytes of the files of dist/ fetched (each once), and their names."""
    names = sorted(
        {u[len(base) :].split("?")[0] or "index.html" for u in urls if u.startswith(base)}
    )
    raw = packed = 0
    for name in names:
        path = dist / name
        if path.is_file():
            data = path.read_bytes()
            raw += len(data)
            packed += len(gzip.compress(data, 6))
    return raw, packed, names


def mid_hand_save(seed: int = 5) -> dict[str, Any]:
    """A Hearts game after the passes and a few cards, with the person (seat 0) to play."""
    record = api.new_game("hearts", None, seed)
    played = 0
    while True:
        view = api.view(record, 0)
        if view["phase"] == "play" and view["to_act"] == [0] and played >= 6:
            break
        seat = view["to_act"][0]
        record = api.act(record, seat, api.bot_action(record, seat, "easy", seed + played))
        played += 1
    return {
        "format": 1,
        "record": record,
        "view": view,
        "ui": {"level": "normal", "summarySeen": 0},
    }


def per_kind(dist: Path) -> bool:
    """Builds with one saved game per kind (persistence.js names the keys)."""
    return any("kawu:game:v2" in f.read_text() for f in (dist / "js").glob("*.js"))


def has_service_worker(url: str) -> bool:
    """Builds from before the service worker have none: then there is nothing to wait for."""
    try:
        with urllib.request.urlopen(url + "sw.js"):
            return True
    except urllib.error.HTTPError:
        return False


def visit(
    context: BrowserContext,
    url: str,
    offline: bool,
    boots: list[str],
    at_ready: Callable[[], None] | None = None,
) -> tuple[float, float, str]:
    """Open the page in a new tab: (navigation->table ms, navigation->ready ms, boot stages);
    how the engine's worker booted (from a snapshot or fresh) goes to ``boots``."""
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body[data-state=ready]", timeout=120_000)
    if at_ready:
        at_ready()
    if page.workers:
        boot = page.workers[0].evaluate("self.kawuBoot ?? null")
        boots.append(boot["path"] if boot else "?")
    table = float(page.evaluate("window.kawuTableAt ?? NaN"))
    ready = float(page.evaluate("Number(document.body.dataset.readyMs)"))
    figures: dict[str, Any] = page.evaluate("window.kawuFigures()")
    # The worker's times are epoch ms (older builds: ms since the worker started).
    origin = float(page.evaluate("performance.timeOrigin"))
    if figures["bootStages"] and figures["bootStages"][0]["at"] < 1e12:
        origin = 0.0
    stages = ", ".join(f"{s['stage']} {s['at'] - origin:.0f}" for s in figures["bootStages"])
    # A warm visit comes after the site is cached: wait for the service worker (if any) to have
    # installed and taken over, the engine's worker to have stored its snapshot of Python and
    # (builds that do) the page to have primed the next visit's compiled code, as they have by
    # the time a person comes back.
    if offline:
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
    if page.workers:
        page.workers[0].evaluate(
            """async () => { for (let i = 0; i < 600 && self.kawuBoot
                  && self.kawuBoot.path === "fresh" && self.kawuBoot.snapshot === null; i++)
                await new Promise((r) => setTimeout(r, 100)); }"""
        )
    if offline:
        page.wait_for_function(
            "!('primed' in kawuFigures()) || kawuFigures().primed !== null", timeout=120_000
        )
    page.close()
    return table, ready, stages


def load_times(
    p: Playwright,
    url: str,
    dist: Path,
    runs: int,
    warm_visits: int,
    sw: bool,
    verbose: bool = False,
) -> None:
    offline = sw and has_service_worker(url)
    save = json.dumps(json.dumps(mid_hand_save()))
    figures: dict[str, list[float]] = {
        k: []
        for k in ("cold table", "cold ready", "warm table", "warm ready", "bare cold", "bare warm")
    }
    stages = {}
    fetched: list[str] = []
    first: list[str] = []  # what the first visit fetched until ready
    boots: list[str] = []
    for run in range(runs):
        profile = tempfile.mkdtemp(prefix="kawu-measure-")
        try:
            context = p.chromium.launch_persistent_context(
                profile,
                executable_path=CHROMIUM,
                args=CHROMIUM_ARGS,
                viewport=PHONE,
                locale="en-US",
                service_workers="allow" if sw else "block",
                bypass_csp=True,  # Playwright's waits evaluate their text (the page forbids eval)
            )
            context.add_init_script(TABLE_CLOCK)
            # The same saved game before every visit (the page rewrites it as it resumes).
            # The saved game where this build reads it: one key per kind (older builds: one key).
            key = game_key("hearts") if per_kind(dist) else GAME_KEY
            context.add_init_script(
                f"localStorage.setItem({json.dumps(key)}, {save});"
                f"localStorage.setItem({json.dumps(CURRENT_KEY)}, 'hearts');"
            )
            if run == 0:
                # The page's and its engine worker's requests (not the service worker's
                # precaching, which starts once the page is ready).
                context.on(
                    "request",
                    lambda r: None if r.service_worker else fetched.append(r.url),
                )
            for kind, n in (("cold", 1), ("warm", warm_visits)):
                for _ in range(n):
                    mark = run == 0 and kind == "cold"
                    at_ready = (lambda: first.extend(fetched)) if mark else None
                    table, ready, stages[kind] = visit(context, url, offline, boots, at_ready)
                    if verbose:
                        print(f"  {kind}: table {table:.0f}, ready {ready:.0f}: {stages[kind]}")
                    figures[f"{kind} table"].append(table)
                    figures[f"{kind} ready"].append(ready)
            for _ in range(warm_visits):  # the same runtime files, from the same cache
                figures["bare warm"].append(bare_visit(context, url))
            context.close()
            bare = p.chromium.launch_persistent_context(
                profile + "-bare",
                executable_path=CHROMIUM,
                args=CHROMIUM_ARGS,
                viewport=PHONE,
                bypass_csp=True,
            )
            figures["bare cold"].append(bare_visit(bare, url))
            bare.close()
        finally:
            shutil.rmtree(profile, ignore_errors=True)
            shutil.rmtree(profile + "-bare", ignore_errors=True)
    label = "service worker" if sw else "no service worker (HTTP cache only)"
    print(f"navigation -> table / ready, ms, {runs} runs, {label}:")
    for name, values in figures.items():
        shown = " ".join(f"{v:.0f}" for v in values)
        print(f"  {name:10}  median {statistics.median(values):5.0f}   ({shown})")
    for kind, text in stages.items():
        print(f"  boot stages, last {kind} visit (ms since navigation): {text}")
    print(f"  engine boots (visit order, all runs): {' '.join(boots)}")
    ratio = statistics.median(figures["warm ready"]) / statistics.median(figures["bare warm"])
    print(f"  warm ready / bare loadPyodide warm ready: {ratio:.2f}")
    raw, packed, names = first_visit_bytes(dist, first, url)
    print(
        f"first visit until ready: {len(names)} files, {raw / 1e6:.2f} MB, "
        f"{packed / 1e6:.2f} MB gzip -6: {' '.join(names)}"
    )


def play_hands(page: Page, game: str, level: str, hands: int) -> list[float]:
    if not page.evaluate("() => document.querySelector('#start-options').open"):
        page.click("#start-options-summary")  # the options, folded on the start screen
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


def bot_times(p: Playwright, url: str, hands: int) -> None:
    browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    for level in ("easy", "normal", "hard"):
        for game in ("hearts", "spades"):
            context = browser.new_context(viewport=PHONE, locale="en-US", bypass_csp=True)
            page = context.new_page()
            page.goto(f"{url}?pace=0&seed=1")
            page.wait_for_selector("body[data-state=ready]", timeout=120_000)
            # As a person reads the start screen: the worker's warm-up (js/worker.js) is done.
            page.wait_for_function("() => window.kawuFigures().warm !== undefined", timeout=60_000)
            warm = page.evaluate("window.kawuFigures().warm")
            ms = play_hands(page, game, level, hands)
            page.close()
            context.close()
            slowest = ms.index(max(ms)) + 1 if ms else 0  # which move of the game, from 1
            first = " ".join(f"{x:.0f}" for x in ms[:4])  # the game's first (bids in Spades)
            ms.sort()
            print(
                f"bot ms per move in page, {game:6} {level:6}: n={len(ms)} "
                f"median {statistics.median(ms):.1f}  p95 {ms[int(len(ms) * 0.95)]:.1f}  "
                f"max {ms[-1]:.1f} (move {slowest}; the first: {first})"
                f"  (warm-up after boot: {warm})"
            )
    browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="new profiles (cold visits)")
    parser.add_argument("--warm", type=int, default=2, help="warm visits per run")
    parser.add_argument("--hands", type=int, default=2, help="hands per game and bot level")
    parser.add_argument("--no-bots", action="store_true", help="load times only")
    parser.add_argument("--reviews", type=int, default=3, help="hands reviewed per game")
    parser.add_argument("--no-sw", action="store_true", help="block service workers")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="the built site")
    parser.add_argument("--verbose", action="store_true", help="every visit's boot stages")
    args = parser.parse_args()
    served = with_bare_page(args.dist)
    site = Site(served)
    try:
        with sync_playwright() as p:
            load_times(
                p,
                site.url,
                args.dist,
                args.runs,
                args.warm,
                sw=not args.no_sw,
                verbose=args.verbose,
            )
            if not args.no_bots:
                bot_times(p, site.url, args.hands)
            if args.reviews:
                review_times(p, site.url, args.reviews)
    finally:
        site.stop()
        shutil.rmtree(served, ignore_errors=True)


if __name__ == "__main__":
    main()
