"""Every phase fits every screen (issues 33 and 50), in every engine: the start screen, the Hearts
pass, the table in play, a hand's summary, a Spades bid and play, and the end of a game, at the
sizes of ``fit.SIZES`` (the issue's six: 1280x800, 768x1024, 375x667, 320x568, 667x375, 844x390;
and 360x640, 1920x1080). At each: nothing scrolls, either way; every card of the hand is whole in
the window and shows a strip of 24 px or more that a press reaches; the top bar takes at most 15%
of the height; the seats' badges lie side by side; every button is in view (44x44 on a phone); a
dialog's heading is in view. On the start screen, a button that deals a game (or continues one) is
in the first view at every size. A screenshot of each screen at each size goes to
``KAWU_SCREENS`` (``./build.sh test`` names the folder at the end; by default
``test-output/screens/``) for a person to look at.
"""

from __future__ import annotations

from typing import Any

import pytest
from drivers import TURN, Tab
from fit import SHOTS, SIZES, fits, look_at_every_size, resize
from kawu_page import Site
from play import (
    before_the_last_card,
    click_card,
    engine_view,
    hand_cards,
    inject,
    open_game,
    pass_three,
    play,
    play_the_last_card,
    start_game,
    wait_await,
)
from ux_page import bots_until

from kawu import api

HAS_CLASS = "([s, c]) => document.querySelector(s).classList.contains(c)"
# Whether an element is whole in the window as the page opens (nothing scrolled).
IN_FIRST_VIEW = """(s) => { const e = document.querySelector(s);
    if (!e || !e.checkVisibility()) return false;
    const r = e.getBoundingClientRect(); return scrollY === 0 && r.top >= 0 && r.left >= 0
    && r.bottom <= innerHeight && r.right <= innerWidth; }"""


@pytest.fixture
def big_tab(open_session: Any) -> Tab:
    tab: Tab = open_session(viewport={"width": 1280, "height": 800}, locale="en-US").new_tab()
    return tab


def first_view_holds(tab: Tab, selectors: list[str], screen: str) -> None:
    """At every size, the buttons ``selectors`` are whole in the first view (nothing scrolled) and
    the page fits otherwise (fit_check.js); a screenshot of each size."""
    folder = SHOTS / tab.engine
    folder.mkdir(parents=True, exist_ok=True)
    missing: dict[str, list[str]] = {}
    for width, height in SIZES:
        out = fits(tab, width, height)
        out += [f"{s} not in view" for s in selectors if not tab.evaluate(IN_FIRST_VIEW, s)]
        if out:
            missing[f"{width}x{height}"] = out
        tab.screenshot(folder / f"{screen}-{width}x{height}.png")
    assert not missing, f"{screen}: {missing}"


def test_the_first_view_deals_a_game_at_every_size(big_tab: Tab, site: Site) -> None:
    # A fresh profile: both games one press away, in the first view, before anything is scrolled.
    tab = big_tab
    open_game(tab, site)
    tab.wait_selector("body[data-await=start]")
    first_view_holds(tab, ["#play-hearts", "#play-spades"], "start")
    # the press deals at once: the table with the hand's 13 cards
    resize(tab, 375, 667)
    tab.click("#play-spades")
    wait_await(tab, ("bid",))
    assert len(hand_cards(tab)) == 13


def test_the_first_view_continues_a_game_at_every_size(big_tab: Tab, site: Site) -> None:
    # A returning player whose game waits on the start screen: Continue comes first, in view.
    tab = big_tab
    record = bots_until(api.new_game("hearts", seed=3), lambda v: len(v["history"]) == 1
                        and v["phase"] == "play" and v["to_act"] == [0])  # fmt: skip
    inject(tab, site, record)
    wait_await(tab, ("play",))
    tab.click("#btn-new")
    tab.wait_selector("body[data-await=start]")
    first_view_holds(tab, ["#continue-hearts", "#play-hearts", "#play-spades"], "start-continue")
    resize(tab, 667, 375)
    tab.click("#continue-hearts")
    wait_await(tab, ("play",))
    assert engine_view(tab)["actions"] == len(record["actions"]), "the same game, where it was"


def test_the_hearts_pass_the_table_and_the_summary_at_every_size(big_tab: Tab, site: Site) -> None:
    tab = big_tab
    open_game(tab, site, "pace=0&seed=11")
    start_game(tab, "hearts")
    wait_await(tab, ("pass",))
    look_at_every_size(tab, "hearts-pass")
    # the pass goes to a seat that says so, with an arrow on the table
    to = engine_view(tab)["pass_to"]
    tab.wait_selector(f"#pass-arrow[data-to='{to}']")
    assert tab.evaluate(HAS_CLASS, [f"#seat-{to}", "pass-to"])
    resize(tab, 1280, 800)
    pass_three(tab, hand_cards(tab)[:3])
    wait_await(tab, ("play",))
    for _ in range(5):
        play(tab, engine_view(tab)["legal"][0], ("play",))
    # a trick on the table while the person plays
    while not engine_view(tab)["trick"]:
        play(tab, engine_view(tab)["legal"][0], ("play",))
    look_at_every_size(tab, "hearts-play")
    view = engine_view(tab)
    # every seat shows its pile of tricks, and the last trick's winner is marked
    piles = tab.evaluate(
        "() => [0, 1, 2, 3].map((s) =>"
        " Number(document.querySelector(`#seat-${s} .pile`).dataset.count))"
    )
    assert piles == view["tricks_won"]
    assert tab.evaluate(HAS_CLASS, [f"#seat-{view['last_trick']['winner']}", "took-last"])

    play_the_last_card(tab, site, before_the_last_card("hearts", {}, 4), "summary")
    look_at_every_size(tab, "hearts-summary")


def test_a_spades_bid_the_play_and_the_summary_at_every_size(big_tab: Tab, site: Site) -> None:
    tab = big_tab
    open_game(tab, site, "pace=0&seed=5")
    start_game(tab, "spades")
    wait_await(tab, ("bid",))
    look_at_every_size(tab, "spades-bid")
    tab.click("#bids button[data-bid='3']")
    wait_await(tab, ("play",))
    while not engine_view(tab)["trick"] or engine_view(tab)["trick_number"] < 4:
        play(tab, engine_view(tab)["legal"][0], ("play",))
    look_at_every_size(tab, "spades-play")

    play_the_last_card(tab, site, before_the_last_card("spades", {}, 4), "summary")
    look_at_every_size(tab, "spades-summary")


def test_the_end_of_a_game_shows_the_placings_at_every_size(big_tab: Tab, site: Site) -> None:
    tab = big_tab
    record = before_the_last_card("hearts", {"target": 50}, 18, over=True)
    full = bots_until(record, lambda v: v["phase"] == "game_over")
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
