"""What the journal costs and what it keeps (issue 52; a script, not a test: figures, not verdicts;
docs/saving.md):

    .venv/bin/python tests/browser/measure_journal.py [--hands 2] [--delay 1.0] [--dist DIR]

1. The journal's cost per action in Chromium: a Hearts game played at ``?pace=0`` (the first legal
   card each turn) for ``--hands`` hands; each action saved is one journal write, timed by the page
   from the call to the transaction's completion, flushed to disk (durability strict): median and
   p95 (kawuFigures().journal.times). The page does not wait for it: its main thread goes on.
2. The kill table: for each of the person's moves in ``--moves``, a fresh profile plays a Hearts
   game to that move, waits ``--delay`` seconds after the page shows it, and the browser's whole
   process group gets SIGKILL (no pagehide); the profile is opened again and the actions found
   are counted. Once with IndexedDB refused (the page as it was before the journal: localStorage
   alone) and once with the journal. ``--kill-engine firefox`` makes the table in Firefox (the
   cost stays Chromium's); "said" is whether the reopened page says the browser refuses every
   write (Firefox after a kill in a fresh profile's first seconds: docs/saving.md).

Run after ./build.sh (it serves dist/ itself on a free loopback port).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

import drivers
from crash import JOURNAL_IDLE, REFUSE_INDEXEDDB, Game, legal, open_fresh, reopen
from drivers import Tab
from kawu_page import Site
from play import hand_cards, pass_three, play, start_game, wait_await

ROOT = Path(__file__).resolve().parents[2]
QUERY = "pace=0&seed=5"
HANDS_PLAYED = """() => JSON.parse(localStorage.getItem("kawu:game:v2:hearts") ?? "null")
    ?.view?.history?.length ?? 0"""


def person_moves(tab: Tab) -> None:
    """The person's next move: the pass, a card, or Continue after a hand's summary."""
    waiting = wait_await(tab, ("pass", "play", "summary"))
    if waiting == "pass":
        pass_three(tab, hand_cards(tab)[:3])
    elif waiting == "play":
        play(tab, legal(tab), ("pass", "play", "summary"))
    else:
        tab.click("#dialog button.primary")
        wait_await(tab, ("pass", "play"))


def cost(chromium: drivers.Engine, site: Site, hands: int, pace: float) -> dict[str, list[float]]:
    """Each write's ms: from its call to on disk ("times"), and its transaction's own ("own")."""
    session = chromium.new_session()
    tab = session.new_tab()
    tab.goto(f"{site.url}?pace={pace:g}&seed=5")
    tab.wait_selector("body[data-state=ready]", timeout=60_000)
    start_game(tab, "hearts")
    while int(tab.evaluate(HANDS_PLAYED)) < hands:
        person_moves(tab)
    tab.wait_for("() => window.kawuFigures().journal.pending === 0")
    journal = tab.evaluate("window.kawuFigures().journal")
    session.close()
    return {name: [float(t) for t in journal[name]] for name in ("times", "own")}


def kill_once(engine: drivers.Engine, site: Site, moves: int, delay: float,
              refuse: bool) -> tuple[int, int, float, bool]:
    """(actions before the kill, actions found after, seconds from the browser's start, whether
    the page opened again says the browser refuses every write)."""
    script = REFUSE_INDEXEDDB if refuse else None
    with tempfile.TemporaryDirectory(prefix="kawu-kill-") as directory:
        profile = engine.profile(Path(directory) / "profile")
        started = time.monotonic()
        tab = open_fresh(profile, site, QUERY, script)
        start_game(tab, "hearts")
        for _ in range(moves):
            person_moves(tab)
        wait_await(tab, ("pass", "play", "summary"))
        time.sleep(delay)  # the experiment's parameter: how long after the move the crash comes
        # what the page holds at the kill (it may have played the computer players' cards after
        # the person's move meanwhile)
        before = Game.of(tab)
        seconds = time.monotonic() - started
        profile.kill()
        tab = reopen(profile, site, QUERY, script)
        tab.wait_for("() => document.body.dataset.await !== undefined")
        tab.wait_for(JOURNAL_IDLE)
        after = Game.of(tab)
        said = tab.visible("#save-error[data-kind=refused]")
        profile.close()
    common = min(len(after.actions), len(before.actions))
    differ = [i for i in range(common) if after.actions[i] != before.actions[i]]
    assert not differ and len(after.actions) <= len(before.actions), (
        f"found a beginning of the game: {len(before.actions)} actions before the kill, "
        f"{len(after.actions)} after, the first different at {differ[:1]}")
    return len(before.actions), len(after.actions), seconds, said


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=2)
    parser.add_argument("--pace", type=float, default=0, help="the page's ?pace= for the cost")
    parser.add_argument("--moves", default="1,2,4,8,13,20",
                        help="the person's moves before each kill ('' for none)")
    parser.add_argument("--delay", type=float, default=1.0, help="seconds from a move to its kill")
    parser.add_argument("--kill-engine", default="chromium", choices=["chromium", "firefox"],
                        help="the browser killed for the table")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    site = Site(args.dist)
    chromium = drivers.engine("chromium")
    killed = drivers.engine(args.kill_engine)
    try:
        ms = cost(chromium, site, args.hands, args.pace)
        print(f"Chromium {chromium.version}, ?pace={args.pace:g}, {args.hands} hands: "
              f"{len(ms['times'])} journal writes")
        for name, what in (("times", "from the call to on disk"), ("own", "its transaction")):
            p95 = statistics.quantiles(ms[name], n=20)[18]
            print(f"  {what:<25} median {statistics.median(ms[name]):6.1f} ms, "
                  f"p95 {p95:6.1f} ms, max {max(ms[name]):6.1f} ms")
        if not args.moves:
            return
        print(f"\nkills ({killed.name} {killed.version}): SIGKILL {args.delay:g} s after the "
              "person's move, a fresh profile each")
        print("storage                      move  s from start  actions  found  lost  said")
        for refuse in (True, False):
            name = "localStorage alone (before)" if refuse else "with the journal (after)"
            lost_all = 0
            for moves in (int(m) for m in args.moves.split(",")):
                before, after, seconds, said = kill_once(killed, site, moves, args.delay, refuse)
                lost_all += before - after
                print(f"{name:<28} {moves:>4}  {seconds:>12.1f}  {before:>7}  {after:>5}  "
                      f"{before - after:>4}  {'refused' if said else '-'}")
            print(f"{name:<28} total lost: {lost_all}")
    finally:
        drivers.stop_all()
        site.stop()


if __name__ == "__main__":
    main()
