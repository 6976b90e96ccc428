"""Prints the Lab's figures in the page (a script, not a test: figures, not verdicts).

    .venv/bin/python tests/browser/measure_lab.py [--engine chromium] [--deals 25] [--dist DIR]

- open: from the click on "Lab" in the menu to the editor ready to type in, the first time in a
  page (its bundle fetched and run): on the first visit, then on a warm visit (a new tab of the
  same profile, once the service worker has the site);
- the sandbox: from Run to the bot's first decision asked (its frame, its worker, its Python);
- the match: --deals deals of the simple Hearts bot against three normal players (4 hands a
  deal with the bot), wall time in the page and the progress bar's value sampled every 0.5 s;
- the bytes of the Lab's files (as a compressing host sends them, gzip -6), and when they load.
Run after ./build.sh (it serves dist/ itself on a free loopback port).
"""

from __future__ import annotations

import argparse
import gzip
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import drivers
from kawu_page import Site
from play import open_game

ROOT = Path(__file__).resolve().parents[2]

OPEN_JS = """async () => {
    const until = (f) => new Promise((done) => {
        const poll = () => (f() ? done() : requestAnimationFrame(poll));
        poll();
    });
    document.querySelector('#btn-menu').click();
    await until(() => document.querySelector('#panel [data-intent=lab]'));
    const t0 = performance.now();
    document.querySelector('#panel [data-intent=lab]').click();
    await until(() => document.querySelector('#lab-editor')?.shadowRoot
        ?.querySelector('.cm-content[contenteditable=true]'));
    return performance.now() - t0;
}"""


def sizes(dist: Path) -> list[tuple[str, int, int]]:
    out = []
    for name in ("js/lab.js", "lab-sandbox.html", "lab/python_stdlib.zip"):
        data = (dist / name).read_bytes()
        out.append((name, len(data), len(gzip.compress(data, 6))))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--engine", default="chromium")
    parser.add_argument("--deals", type=int, default=25)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    site = Site(args.dist)
    engine = drivers.engine(args.engine)
    session = engine.new_session(locale="en-US")
    try:
        tab = session.new_tab()
        open_game(tab, site, "pace=0")
        first = tab.evaluate(OPEN_JS)
        print(f"open the Lab, first visit: {first:.0f} ms")
        tab.fill("#lab-deals", str(args.deals))
        t0 = time.monotonic()
        tab.click("#lab-run")
        moving = "() => Number(document.querySelector('#lab-progress')?.value) > 0"
        tab.wait_for(moving, timeout=120_000)
        print(f"Run to the first decisions answered (sandbox up): {time.monotonic() - t0:.1f} s")
        samples = []
        while not tab.evaluate("() => (window.kawuLab?.runs ?? 0) >= 1"):
            value = tab.evaluate("() => document.querySelector('#lab-progress')?.value ?? null")
            samples.append(round(value, 2) if value is not None else None)
            time.sleep(0.5)
        lab = tab.evaluate("() => window.kawuLab")
        print(
            f"match: {args.deals} deals, {lab['last']['hands']} hands with the bot,"
            f" {lab['last']['decisions']} decisions: {lab['last']['seconds']:.1f} s in the page"
            f" (Run to the table: {time.monotonic() - t0:.1f} s)"
        )
        print(f"progress bar every 0.5 s: {samples}")
        print(tab.evaluate("() => document.querySelector('#lab-timing')?.textContent"))
        # A warm visit: the service worker has the site (it precaches after the first boot).
        tab.wait_for("() => navigator.serviceWorker?.controller !== null", timeout=60_000)
        warm = session.new_tab()
        open_game(warm, site, "pace=0")
        print(f"open the Lab, warm visit: {warm.evaluate(OPEN_JS):.0f} ms")
        for name, raw, packed in sizes(args.dist):
            print(f"{name}: {raw / 1000:.0f} kB ({packed / 1000:.0f} kB gzip -6)")
    finally:
        session.close()
        drivers.stop_all()
        site.stop()


if __name__ == "__main__":
    main()
