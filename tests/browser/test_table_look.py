"""The table's look at every screen size, in every engine (issue 33): the table, the Hearts pass,
a Spades bid and the end of a game at 360x640, 375x667, 667x375 (a phone on its side), 768x1024,
1280x800 and 1920x1080. At each size nothing scrolls sideways, no card or control is outside the
viewport or covered where it is clicked, the game's dialog keeps its heading in view, the seats do
not overlap the trick or the hand, and on a phone every button is at least 44x44 px. A screenshot
of each screen at each size is written to ``KAWU_SCREENS`` (``./build.sh test`` names the folder
at the end; by default ``test-output/screens/``) so that a person can look at them.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from drivers import TURN, Tab
from kawu_page import Site
from play import (
    click_card,
    engine_view,
    hand_cards,
    inject,
    open_game,
    pass_three,
    play,
    start_game,
    wait_await,
)
from ux_page import bots_until

from kawu import api

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path(os.environ.get("KAWU_SCREENS") or ROOT / "test-output" / "screens")
HAS_CLASS = "([s, c]) => document.querySelector(s).classList.contains(c)"
SIZES = [(360, 640), (375, 667), (667, 375), (768, 1024), (1280, 800), (1920, 1080)]

# What is wrong with the layout now, as a list of sentences (empty: nothing).
LAYOUT = (Path(__file__).parent / "layout_check.js").read_text(encoding="utf-8").split("\n", 2)[2]


def look_at_every_size(tab: Tab, screen: str) -> None:
    folder = SHOTS / tab.engine
    folder.mkdir(parents=True, exist_ok=True)
    problems: dict[str, list[str]] = {}
    for width, height in SIZES:
        tab.set_viewport(width, height)
        tab.wait_for("([w, h]) => innerWidth === w && innerHeight === h", [width, height])
        phone = min(width, height) < 500
        found = tab.evaluate(LAYOUT, phone)
        if found:
            problems[f"{width}x{height}"] = found
        tab.screenshot(folder / f"{screen}-{width}x{height}.png")
    assert not problems, f"{screen}: {problems}"


@pytest.fixture
def big_tab(open_session: Any) -> Tab:
    tab: Tab = open_session(viewport={"width": 1280, "height": 800}, locale="en-US").new_tab()
    return tab


def test_the_hearts_pass_and_the_table_at_every_size(big_tab: Tab, site: Site) -> None:
    tab = big_tab
    open_game(tab, site, "pace=0&seed=11")
    start_game(tab, "hearts")
    wait_await(tab, ("pass",))
    look_at_every_size(tab, "hearts-pass")
    # the pass goes to a seat that says so, with an arrow on the table
    to = engine_view(tab)["pass_to"]
    tab.wait_selector(f"#pass-arrow[data-to='{to}']")
    assert tab.evaluate(HAS_CLASS, [f"#seat-{to}", "pass-to"])
    tab.set_viewport(1280, 800)
    pass_three(tab, hand_cards(tab)[:3])
    wait_await(tab, ("play",))
    for _ in range(5):
        play(tab, engine_view(tab)["legal"][0], ("play",))
    look_at_every_size(tab, "hearts-table")
    view = engine_view(tab)
    # every seat shows its pile of tricks, and the last trick's winner is marked
    piles = tab.evaluate(
        "() => [0, 1, 2, 3].map((s) =>"
        " Number(document.querySelector(`#seat-${s} .pile`).dataset.count))"
    )
    assert piles == view["tricks_won"]
    assert tab.evaluate(HAS_CLASS, [f"#seat-{view['last_trick']['winner']}", "took-last"])


def test_a_spades_bid_at_every_size(big_tab: Tab, site: Site) -> None:
    tab = big_tab
    open_game(tab, site, "pace=0&seed=5")
    start_game(tab, "spades")
    wait_await(tab, ("bid",))
    look_at_every_size(tab, "spades-bid")


def test_the_end_of_a_game_shows_the_placings_at_every_size(big_tab: Tab, site: Site) -> None:
    tab = big_tab
    start = api.new_game("hearts", {"target": 50}, seed=18)
    full = bots_until(start, lambda v: v["phase"] == "game_over")
    last = max(i for i, (seat, _) in enumerate(full["actions"]) if seat == 0)
    record = {**full, "actions": full["actions"][:last]}
    inject(tab, site, record)
    wait_await(tab, ("play",))
    click_card(tab, api.view(record, 0)["legal"][0])
    tab.wait_selector("dialog[open][data-kind=gameover]", timeout=TURN)
    look_at_every_size(tab, "game-over")
    scores = api.view(full, 0)["scores"]
    rows = tab.evaluate(
        "() => [...document.querySelectorAll('#placings tbody tr')]"
        ".map((r) => [Number(r.dataset.who), Number(r.dataset.place)])"
    )
    # best first, by the lowest score; equal scores share a place
    assert [who for who, _ in rows] == sorted(range(4), key=lambda s: (scores[s], s))
    for who, place in rows:
        assert place == 1 + sum(1 for s in range(4) if scores[s] < scores[who])


def test_a_game_won_is_celebrated_and_a_press_ends_it_at_once(big_tab: Tab, site: Site) -> None:
    # Seed 3 with a 50-point target: South wins (13 points to 22, 50 and 71). At the normal pace
    # the suits rain through the game-over dialog; they never take a click, and a press on the
    # dialog ends them at once.
    tab = big_tab
    full = bots_until(api.new_game("hearts", {"target": 50}, seed=3),
                      lambda v: v["phase"] == "game_over")  # fmt: skip
    assert api.view(full, 0)["winner"] == 0
    last = max(i for i, (seat, _) in enumerate(full["actions"]) if seat == 0)
    record = {**full, "actions": full["actions"][:last]}
    inject(tab, site, record, query="pace=1")
    wait_await(tab, ("play",))
    click_card(tab, api.view(record, 0)["legal"][0])
    tab.wait_selector("dialog[open][data-kind=gameover] .confetti .piece", timeout=TURN)
    # the buttons under the falling pips are still what a click at their centre reaches
    for button in ("[data-value=new]", "[data-value=close]"):
        assert tab.evaluate(
            """(s) => { const b = document.querySelector(`#dialog ${s}`).getBoundingClientRect();
                return document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2)
                    ?.closest('button')?.matches(s); }""",
            button,
        ), button
    tab.click("#dialog h2")
    tab.wait_for("() => !document.querySelector('#dialog .confetti')", timeout=1500)
    assert tab.evaluate("() => document.querySelector('dialog[open][data-kind=gameover]') !== null")
