"""The review of a finished hand (issue 12) in Chromium: opened from the hand's summary and from
the score sheet, stepped by its buttons, the arrow keys and the slider; all 52 cards face up at the
deal; a deliberate bad play marked as a mistake with its better card; Stop and Resume; axe-core
clean; Italian on a phone, English on a desktop; the statistics' points lost per reviewed hand.
The engine's figures are checked against CPython's kawu.api at the same (low) effort."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from kawu_page import DESKTOP, TURN, Site
from play import axe_violations
from playwright.sync_api import Browser, Page
from review_page import COMPLETE, badly_played, open_review_from_sheet, review_state
from ux_page import bots_until, close_panel, inject, open_panel

from kawu import api
from kawu.words.say import one_decimal

EFFORT = 0.05  # the review's effort in these tests (?review_effort=): fast, same figures as CPython
QUERY = f"pace=0&review_effort={EFFORT}"


# Who played at each seat, as the page tells the engine for a game saved by ux_page.inject.
TABLE = ["person", "easy", "easy", "easy"]


def expected(record: dict[str, Any], hand: int) -> dict[str, Any]:
    review: dict[str, Any] = api.review(record, 0, hand, EFFORT, TABLE)
    return review


def page_loss(decisions: list[dict[str, Any]]) -> str:
    """The points lost as the page says them: the decisions' losses added one by one, as the page
    adds them, to one decimal as Intl rounds (``words.one_decimal``: 37.55 is 37.6 there, where
    Python's own format says 37.5)."""
    total = 0.0
    for d in decisions:
        total += d["loss"]
    return one_decimal(total)


def fits_the_screen(page: Page) -> None:
    """Nothing of the review sticks out sideways, and its controls are on screen."""
    found = page.evaluate(
        """() => {
            const panel = document.querySelector("#panel");
            const wide = [...panel.querySelectorAll("#review *")]
                .filter(e => e.getBoundingClientRect().right > innerWidth + 1)
                .map(e => e.id || e.className);
            const off = ["#review-back", "#review-next", "#review-slider", ".panel-close"]
                .filter(s => { const r = document.querySelector(s).getBoundingClientRect();
                               return r.left < 0 || r.right > innerWidth || r.width < 24; });
            return {scroll: panel.scrollWidth - panel.clientWidth, wide: wide.slice(0, 5), off};
        }"""
    )
    assert found == {"scroll": 0, "wide": [], "off": []}, found


def test_review_from_the_summary_stepped_by_buttons_keys_and_slider(page: Page, site: Site) -> None:
    record = badly_played("hearts", 3)
    want = expected(record, 1)
    grades = [d["grade"] for d in want["decisions"]]
    assert {"mistake", "blunder"} & set(grades), f"the bad plays make a mistake: {grades}"
    inject(page, site, record, summary_seen=0, query=QUERY)
    page.wait_for_selector("dialog[open][data-kind=summary]", timeout=TURN)
    page.click("dialog[open] [data-intent=review][data-hand='1']")
    page.wait_for_selector(COMPLETE, timeout=60_000)
    s = review_state(page)
    assert s["step"] == 0 and s["steps"] == 15, "the deal, the pass, 13 tricks"
    assert len(s["hands"]) == 52 and len(set(s["hands"])) == 52, "all four hands face up"
    dealt = sorted(c for hand in want["deal"]["hands"] for c in hand)
    assert sorted(s["hands"]) == dealt
    assert s["grades"] == grades, "the engine's grades, as CPython gives them"
    mistakes = grades.count("mistake") + grades.count("blunder")
    assert s["summary"].startswith(f"{mistakes} error"), s["summary"]
    said = page_loss(want["decisions"]).replace(".", ",")
    assert said in s["summary"], (s, want["total_loss"])
    assert page.evaluate("document.activeElement.id") == "review-next"
    fits_the_screen(page)
    page.set_viewport_size({"width": 390, "height": 844})
    fits_the_screen(page)
    assert axe_violations(page) == []

    # The keyboard: Enter on Next, the arrow keys, End and Home; the live region says each step.
    page.keyboard.press("Enter")
    assert review_state(page)["step"] == 1
    assert review_state(page)["live"].startswith("Il passaggio (a sinistra). Hai passato")
    page.keyboard.press("ArrowRight")
    s = review_state(page)
    assert s["step"] == 2 and s["heading"].startswith("Presa 1 di 13") and len(s["trick"]) == 4
    assert s["live"].startswith("Presa 1 di 13.")
    page.keyboard.press("End")
    assert review_state(page)["step"] == 14
    page.keyboard.press("ArrowRight")
    assert review_state(page)["step"] == 14, "no step after the last"
    page.keyboard.press("Home")
    assert review_state(page)["step"] == 0
    page.click("#review-next")
    page.click("#review-next")
    page.click("#review-back")
    assert review_state(page)["step"] == 1
    page.focus("#review-slider")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert review_state(page)["step"] == 3, "the slider steps too"

    # The first mistake: its better card on the table, with its cost and the engine's reason.
    first = next(d for d in want["decisions"] if d["grade"] in ("mistake", "blunder"))
    page.click(f"#review-decisions li[data-index='{first['index']}'] button")
    s = review_state(page)
    if first["phase"] == "play":
        assert s["heading"].startswith(f"Presa {first['trick']} di 13")
        assert s["better"] == [first["best"]], "the better card marked in your hand"
        assert page.get_attribute("#review-better", "data-card") == first["best"]
        better = page.inner_text("#review-better")
        assert one_decimal(first["loss"]).replace(".", ",") in better, (better, first["loss"])
    else:
        assert sorted(s["better"]) == sorted(first["best"]), "the better pass marked"
    assert first["reason"]["it"] in s["decision"], s["decision"]
    assert "errore" in s["decision"]
    assert axe_violations(page) == []
    stop_and_resume(page, site)


def stop_and_resume(page: Page, site: Site) -> None:
    """Stop keeps what was done (the hand can still be stepped through); Resume goes on; closing
    the review stops it. A higher effort, so that there is time to press Stop."""
    inject(page, site, badly_played("hearts", 6), query="pace=0&review_effort=1")
    page.wait_for_selector("body[data-await=pass]", timeout=TURN)
    open_review_from_sheet(page, 1)
    page.wait_for_selector("#review[data-state=running]:not([data-done='0'])", timeout=TURN)
    page.click("#review-cancel")
    page.wait_for_selector("#review[data-state=stopped]", timeout=TURN)
    s = review_state(page)
    assert 0 < s["done"] < s["total"], s
    assert s["grades"].count("pending") == s["total"] - s["done"]
    assert page.inner_text("#review-stopped").startswith("Revisione interrotta")
    page.click("#review-next")
    assert review_state(page)["step"] == 1, "the hand can still be stepped through"
    page.click("#review-resume")
    page.wait_for_selector(
        f"#review[data-state=running]:not([data-done='{review_state(page)['done']}'])",
        timeout=TURN,
    )
    # Closed at once, in the same task that reads how many decisions are done (with the core a
    # decision takes tens of milliseconds: a close sent later may find the review finished).
    closed_at = page.evaluate(
        "() => { const d = Number(document.querySelector('#review').dataset.done);"
        " document.querySelector('#panel .panel-close').click(); return d; }"
    )
    page.wait_for_selector("#panel[open]", state="detached", timeout=TURN)
    assert closed_at < s["total"] - 1, (closed_at, s["total"], "closed with decisions still to do")
    # The worker answers in order: once the hint is back, the decision under way at the close is
    # too, and the review has had its chance to ask for another. It has not: a second round trip
    # to the worker finds the same number of decisions asked for, at most the one under way more.
    page.click("#btn-hint")
    page.wait_for_selector("#hand .card.hinted", timeout=TURN)
    assert "Previsione: circa" in page.inner_text("#status .hint-text"), "the hint's figures"
    asked = page.evaluate("window.kawuFigures().timings.review_decision.length")
    page.click("#btn-hint")
    page.wait_for_function("window.kawuFigures().timings.hint.length === 2", timeout=TURN)
    assert page.evaluate("window.kawuFigures().timings.review_decision.length") == asked
    assert asked <= closed_at + 1 < s["total"], ("closed: the review stopped", asked, closed_at)


@pytest.fixture
def desktop(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport=DESKTOP, locale="en-US")  # type: ignore[arg-type]
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    context.close()
    assert not errors, errors


def test_review_from_the_score_sheet_in_english_and_the_statistics(
    desktop: Page, site: Site
) -> None:
    page = desktop
    record = badly_played("spades", 4)
    want = expected(record, 1)
    inject(page, site, record, query=QUERY)  # hand 2 being bid: hand 1 is on the score sheet
    page.wait_for_selector("body[data-await=bid]", timeout=TURN)
    page.click("#btn-sheet")
    page.wait_for_selector("#panel[open][data-kind=sheet]", timeout=TURN)
    assert page.eval_on_selector_all("#sheet [data-intent=review]", "bs => bs.length") == 1, (
        "only the finished hand: never a hand in progress"
    )
    close_panel(page)
    open_review_from_sheet(page, 1)
    page.wait_for_selector(COMPLETE, timeout=60_000)
    s = review_state(page)
    assert s["steps"] == 14 and s["total"] == len(want["decisions"])
    assert len(s["hands"]) == 52
    assert s["grades"] == [d["grade"] for d in want["decisions"]]
    summary = s["summary"]
    given_up = summary.endswith("points given up on average against the opponents.")
    assert given_up or summary.startswith("No mistakes"), summary
    # What the figures mean, and the hand's result beside them, never as points lost (issue 50).
    us, them = want["result"]["points"]
    assert page.inner_text("#review-result") == (
        f"This hand your team scored {us}, the opponents {them}: the figures are about your"
        " decisions, not this result."
    ).replace("-", "\u2212")
    assert page.inner_text("#review-explain").startswith("The figures are estimates:")
    assert page.inner_text("#panel-title") == "Review of hand 1"
    for seat, bid in enumerate(want["result"]["bids"]):
        said = "Nil" if bid == 0 else str(bid)
        assert f"Bid: {said}" in page.inner_text(f".review-seat-{seat} .name"), "every bid shown"
    assert axe_violations(page) == []
    page.keyboard.press("ArrowRight")
    assert review_state(page)["heading"].startswith("Trick 1 of 13")
    close_panel(page)

    open_panel(page, "stats")
    row = "table[data-game=spades] tr[data-stat='review.hands'] td"
    assert page.inner_text(row) == "1", "the reviewed hand counted"
    assert page.query_selector("[data-review=spades] svg.chart circle.point") is not None
    assert axe_violations(page) == []
    close_panel(page)
    open_review_from_sheet(page, 1)  # again: reused, and counted once
    page.wait_for_selector(COMPLETE, timeout=TURN)
    close_panel(page)
    open_panel(page, "stats")
    assert page.inner_text(row) == "1"
    close_panel(page)

    # At the end of the game: the last hand's review.
    game = api.new_game("spades", {"target": 250}, seed=8)
    over = bots_until(game, lambda v: v["phase"] == "game_over")
    last = api.view(over, 0)["history"][-1]["hand"]
    inject(page, site, over, query=QUERY)
    page.wait_for_selector("dialog[open][data-kind=gameover]", timeout=TURN)
    page.click(f"dialog[open] [data-intent=review][data-hand='{last}']")
    page.wait_for_selector("#panel[open][data-kind=review] #review[data-steps='14']", timeout=TURN)
    assert page.inner_text("#panel-title") == f"Review of hand {last}"
