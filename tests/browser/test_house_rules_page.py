"""House rules at the table (issue 44), in every engine: the start screen's "Regole della casa"
group (closed while the rules are kawu's) with its presets, Black Maria chosen there and played:
the rules line on the table, a pass of the view's number of cards to the right, the scoring cards
taken marked on the piles from the view (K♠ and A♠ count in Black Maria) and back after a reload,
and the choice kept as the player's defaults; a pass of 5 cards; a game without passing. The
screens are saved at 1280x800 and 375x667 under ``test-output/house/`` for a person to look at.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import kawu_page as kp
from drivers import Tab
from kawu_page import Site
from play import (
    actions,
    click_card,
    close_panel,
    engine_view,
    hand_cards,
    open_game,
    open_options,
    open_panel,
    play,
    pressed_cards,
    wait_await,
)
from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path(os.environ.get("KAWU_SCREENS") or ROOT / "test-output") / "house"
LAYOUT = (Path(__file__).parent / "layout_check.js").read_text(encoding="utf-8").split("\n", 2)[2]
PILE_MARKS = (
    "() => [0, 1, 2, 3].map((s) => document.querySelector(`#seat-${s} .pile`).dataset.marks)"
)
SCROLL_TO = "(s) => document.querySelector(s).scrollIntoView({ block: 'start' })"


def shoot(tab: Tab, name: str, scroll_to: str | None = None) -> None:
    """The screen at 1280x800 and 375x667 (scrolled to ``scroll_to``), saved, with nothing
    overlapping or out of view."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    problems = {}
    for width, height in ((1280, 800), (375, 667)):
        tab.set_viewport(width, height)
        tab.wait_for("([w, h]) => innerWidth === w && innerHeight === h", [width, height])
        found = tab.evaluate(LAYOUT, width < 500)
        if found:
            problems[f"{width}x{height}"] = found
        if scroll_to:
            tab.evaluate(SCROLL_TO, scroll_to)
        tab.screenshot(SHOTS / f"{tab.engine}-{name}-{width}x{height}.png")
    tab.set_viewport(375, 667)
    assert not problems, f"{name}: {problems}"


def expected_marks(view: dict[str, Any]) -> list[str]:
    """What each seat's pile shows of the view's ``taken``: the scoring cards that are not hearts,
    then the hearts' count (piles.js)."""
    marks = []
    for taken in view["taken"]:
        cards = [c for c in taken if c[1] != "H"]
        hearts = sum(c[1] == "H" for c in taken)
        marks.append(" ".join(cards + ([f"H{hearts}"] if hearts else [])))
    return marks


def line(tab: Tab) -> str:
    """The rules line as read out (its label is for screen readers only), spaces tidied."""
    return " ".join(tab.text("#rules-line").split())


def selected(tab: Tab, name: str) -> Any:
    return json.loads(str(tab.evaluate("(n) => document.querySelector(`#opt-${n}`).value", name)))


def open_house_rules(tab: Tab) -> None:
    open_options(tab)
    if not tab.evaluate("() => document.querySelector('#house-rules').open"):
        tab.click("#house-summary")
    tab.wait_selector("#house-preset", visible=True)


def test_black_maria_chosen_played_and_kept(tab: Tab, site: Site) -> None:
    open_game(tab, site, "pace=0&seed=5")
    tab.wait_selector("body[data-await=start]")
    # A new player's rules are kawu's: the group is there, closed, and says so.
    assert tab.evaluate("() => document.querySelector('#house-rules').open") is False
    open_options(tab)
    assert tab.text("#house-summary") == "Regole della casa: Standard"
    open_house_rules(tab)
    # Each rule is its own select, explained in a line of its own that describes it.
    help_id = tab.attribute("#opt-points", "aria-describedby")
    assert help_id == "opt-points-help"
    explain = "Quanto valgono le carte prese: normale, Black Maria o Spot."
    assert tab.text("#opt-points-help") == explain
    # The preset sets the selects; a select changed makes it custom, and back again.
    tab.select("#house-preset", "black_maria")
    assert selected(tab, "points") == "black_maria"
    assert selected(tab, "pass_directions") == ["right"]
    assert tab.text("#house-preset-name") == "Black Maria"
    tab.select("#opt-pass_count", "4")
    assert tab.evaluate("() => document.querySelector('#house-preset').value") == "custom"
    assert tab.text("#house-preset-name") == "Personalizzate"
    tab.select("#opt-pass_count", "3")
    assert tab.evaluate("() => document.querySelector('#house-preset').value") == "black_maria"
    shoot(tab, "start-house-rules", "#house-rules")

    tab.click("#btn-start")
    wait_await(tab, ("pass",))
    view = engine_view(tab)
    options = view["options"]
    assert options["points"] == "black_maria" and options["pass_directions"] == ["right"]
    assert line(tab) == "Regole in gioco: Black Maria · passaggio a destra · 3 carte"
    # The pass: to the right (East), three cards (the view's pass_count), said in the status.
    assert view["pass_direction"] == "right" and view["pass_to"] == 3 and view["pass_count"] == 3
    assert "Scegli 3 carte da passare a Est (a destra): 0 di 3." in tab.text("#status")
    chosen = hand_cards(tab)[:3]
    for i, code in enumerate(chosen[:2]):
        click_card(tab, code)
        assert tab.evaluate("() => document.querySelector('#btn-pass').disabled"), i
    click_card(tab, chosen[2])
    click_card(tab, hand_cards(tab)[-1])  # a fourth is not chosen
    assert sorted(pressed_cards(tab)) == sorted(chosen)
    before = actions(tab)
    tab.click("#btn-pass")
    wait_await(tab, ("play",), before)
    assert sorted(engine_view(tab)["passed"]) == sorted(chosen)

    # Play until a scoring card of Black Maria has been taken: its taker's pile is marked.
    rng = random.Random(5)
    for _ in range(13):
        view = engine_view(tab)
        if any(view["taken"]) and view["phase"] == "play":
            break
        play(tab, rng.choice(view["legal"]), ("play",))
    view = engine_view(tab)
    assert any(view["taken"]), "a scoring card was taken"
    assert tab.evaluate(PILE_MARKS) == expected_marks(view)
    shoot(tab, "black-maria-table")

    # A reload: the same marks, from the view (the page remembers nothing of them).
    tab.reload()
    wait_await(tab, ("play",))
    view = engine_view(tab)
    assert tab.evaluate(PILE_MARKS) == expected_marks(view)
    assert line(tab).endswith("Black Maria · passaggio a destra · 3 carte")
    # The rules page of the guide lists the house rules of the game on the table, by name.
    open_panel(tab, "guide", game="hearts", doc="rules")
    tab.wait_selector("#guide-options")
    listed = tab.text("#guide-options")
    assert "Punti: Black Maria: ♥ 1, Q♠ 13, K♠ 10, A♠ 7" in listed
    assert "Direzioni del passaggio: A destra" in listed
    close_panel(tab)

    # The next visit's start screen: Black Maria is the player's choice, the group open.
    tab.click("#btn-new")
    tab.wait_selector("body[data-await=start]")
    assert tab.evaluate("() => document.querySelector('#house-rules').open") is True
    assert tab.evaluate("() => document.querySelector('#house-preset').value") == "black_maria"
    assert selected(tab, "points") == "black_maria"


def test_a_pass_of_five_cards(tab: Tab, site: Site) -> None:
    open_game(tab, site, "pace=0&seed=6")
    tab.wait_selector("body[data-await=start]")
    open_house_rules(tab)
    tab.select("#opt-pass_count", "5")
    assert tab.text("#house-preset-name") == "Personalizzate"
    tab.click("#btn-start")
    wait_await(tab, ("pass",))
    assert engine_view(tab)["pass_count"] == 5
    assert line(tab).endswith("passaggio a sinistra, a destra, di fronte, nessuno · 5 carte")
    chosen = hand_cards(tab)[:5]
    for code in chosen[:4]:
        click_card(tab, code)
    assert tab.evaluate("() => document.querySelector('#btn-pass').disabled")
    assert "4 di 5" in tab.text("#status")
    click_card(tab, chosen[4])
    assert not tab.evaluate("() => document.querySelector('#btn-pass').disabled")
    before = actions(tab)
    tab.click("#btn-pass")
    wait_await(tab, ("play",), before)
    view = engine_view(tab)
    assert sorted(view["passed"]) == sorted(chosen) and len(view["received"]) == 5
    assert len(hand_cards(tab)) == 13


def test_no_passing_says_so(tab: Tab, site: Site) -> None:
    open_game(tab, site, "pace=0&seed=7")
    tab.wait_selector("body[data-await=start]")
    open_house_rules(tab)
    tab.select("#house-preset", "no_passing")
    assert selected(tab, "pass_directions") == ["hold"]
    tab.click("#btn-start")
    wait_await(tab, ("play",))
    view = engine_view(tab)
    assert view["pass_direction"] == "none" and view["hand_number"] == 1
    assert "Nessun passaggio in questa mano" in tab.text("#hud")
    assert line(tab) == "Regole in gioco: Senza passaggio"


def test_statistics_keep_a_scoring_house_rule_apart(tab: Tab, site: Site) -> None:
    # Stored statistics with Black Maria's hands kept apart (storage/stats.js SCORING): the panel
    # shows kawu's average and, on a row of its own, Black Maria's, named in the page's words.
    open_game(tab, site)
    stats = {
        "format": 1,
        "hearts": {"played": 2, "won": 1, "hands": 2, "points": 10,
                   "rules": {"points=black_maria": {"hands": 1, "points": 30}}},
    }  # fmt: skip
    tab.evaluate("(v) => localStorage.setItem('kawu:stats:v1', v)", json.dumps(stats))
    open_game(tab, site)
    open_panel(tab, "stats")
    row = '#panel tr[data-stat="rules:points=black_maria"]'
    assert tab.text(f"{row} th") == "A mano con Black Maria: ♥ 1, Q♠ 13, K♠ 10, A♠ 7"
    assert tab.text(f"{row} td") == "30 (1 mani)"
    assert tab.text('#panel tr[data-stat="average.hearts"] td') == "5"
    assert tab.text('#panel tr[data-stat="hands"] td') == "3"


def test_the_hand_summary_says_the_jack_and_the_no_tricks_bonus(page: Page, site: Site) -> None:
    # Omnibus's J♦ and the no-tricks bonus are in the hand points: the summary shows J♦'s -10 in
    # its taker's row (issue 50: a column of its own) and says who scored the bonus, as the
    # engine's history has them (seed 8: East takes no trick).
    kp.open_game(page, site, "pace=0&seed=8")
    kp.open_options(page)
    page.click("#house-rules > summary")  # the group is closed while the rules are kawu's
    kp.start_game(page, "hearts", jack_of_diamonds=True, no_tricks_bonus=True,
                  pass_directions=["hold"])  # fmt: skip
    while kp.wait_await(page, ("play", "summary")) == "play":
        before = kp.actions(page)
        kp.click_card(page, kp.engine_view(page)["legal"][0])
        kp.wait_await(page, ("play", "summary"), before)
    entry = kp.engine_view(page)["history"][0]
    assert entry["jack"] is not None and any(entry["bonus"]), entry
    seats = ["Tu", "Ovest", "Nord", "Est"]
    jack = page.eval_on_selector_all(
        "dialog[open] #summary-table td[data-col=jack]", "tds => tds.map(td => td.textContent)"
    )
    assert jack == ["\u221210" if s == entry["jack"] else "" for s in range(4)]
    clean = [seats[s] for s in range(4) if entry["bonus"][s]]
    assert page.inner_text("dialog[open] #summary-bonus") == (
        f"Nessuna presa, \u22125 ciascuno: {', '.join(clean)}."
    )
