"""Where cards overlap, in every engine: a card of the hand is reached at its visible corner (the
only part of it that shows) by mouse and by finger, also while another card has the keyboard
focus; the cards of the trick and of the last trick panel show their corners.

WebKit once failed the second hand's pass: there the card the page focuses after the summary
matches ``:focus-visible`` (a click on a button does not focus it in WebKit, so the page's own
focus counts as the keyboard's), and the focused card was raised above its right-hand neighbour
(``z-index``), covering the neighbour's corner: a click there chose the focused card instead.
"""

from __future__ import annotations

from collections.abc import Callable

from drivers import DESKTOP, PHONE, Session, Tab
from kawu_page import Site
from play import (
    engine_view,
    hand_cards,
    open_game,
    pass_three,
    play,
    pressed_cards,
    start_game,
    wait_await,
)

CORNER = (7, 24)  # the visible strip at a hand card's left edge, where tests and people click

# For every element of the selector: is the point (x, y) of its box on it, or on what else?
HITS = """([selector, x, y]) => [...document.querySelectorAll(selector)].map((el) => {
    const r = el.getBoundingClientRect();
    const [px, py] = [r.left + (x ?? r.width / 2), r.top + (y ?? r.height / 2)];
    const hit = document.elementFromPoint(px, py);
    const card = hit?.closest('.card');
    return [el.dataset.card ?? el.closest('[data-card]')?.dataset.card,
            el.contains(hit) ? 'itself' : (card?.dataset.card ?? hit?.tagName ?? 'nothing')];
})"""


def covered_corners(tab: Tab) -> list[list[str]]:
    """The hand's cards whose visible corner is on another card (or on nothing)."""
    hits = tab.evaluate(HITS, ["#hand .card", *CORNER])
    return [hit for hit in hits if hit[1] != "itself"]


def click_corner(tab: Tab, code: str) -> None:
    """A click at the card's corner, wherever it lands (no check that it is on the card)."""
    rect = tab.evaluate(
        "c => { const r = document.querySelector(c).getBoundingClientRect();"
        " return [r.left, r.top]; }",
        f"#hand .card[data-card='{code}']",
    )
    tab._mouse_click(rect[0] + CORNER[0], rect[1] + CORNER[1])


def test_the_second_hands_pass_by_the_cards_corners(
    open_session: Callable[..., Session], site: Site
) -> None:
    tab = open_session(viewport=DESKTOP).new_tab()
    open_game(tab, site, "pace=0&seed=7")
    start_game(tab, "hearts")
    wait_await(tab, ("pass",))
    assert covered_corners(tab) == []
    pass_three(tab, hand_cards(tab)[:3])
    kind = "play"
    while kind == "play":
        kind = play(tab, engine_view(tab)["legal"][0])
    tab.click("dialog[open] button[data-value=continue]")
    wait_await(tab, ("pass",))
    tab.wait_for("document.activeElement.closest('#hand .card') !== null")
    assert covered_corners(tab) == [], "every card of the hand shows its corner"
    # The focused card's right-hand neighbour first (its corner is where the focused card
    # would cover it), then two more.
    focused = str(tab.evaluate("document.activeElement.dataset.card"))
    hand = hand_cards(tab)
    at = hand.index(focused)
    chosen = [hand[(at + 1) % len(hand)], hand[(at + 3) % len(hand)], hand[(at + 5) % len(hand)]]
    for code in chosen:
        click_corner(tab, code)
    assert sorted(pressed_cards(tab)) == sorted(chosen)
    # With the keyboard's focus on a card (visible in every engine), still every corner.
    tab.press("Shift+Tab")  # to the Pass button, then back into the hand: the keyboard's way
    tab.press("Tab")
    tab.wait_for("document.activeElement.matches('#hand .card:focus-visible')")
    assert covered_corners(tab) == [], "the focused card covers no other card's corner"


def test_the_trick_and_the_last_trick_show_every_card_corner(tab: Tab, site: Site) -> None:
    open_game(tab, site, "pace=0&seed=11")
    start_game(tab, "hearts")
    wait_await(tab, ("pass",))
    pass_three(tab, hand_cards(tab)[:3])
    seen = 0
    for _ in range(6):
        corners = tab.evaluate(HITS, ["#trick .card .corner", None, None])
        assert all(hit == "itself" for _, hit in corners), corners
        seen += len(corners)
        play(tab, engine_view(tab)["legal"][0], ("play",))
    assert seen >= 6, "cards were on the table to look at"
    tab.click("#btn-last-trick")
    tab.wait_selector("#panel[open][data-kind=last-trick]")
    corners = tab.evaluate(HITS, ["#panel .last-trick .card .corner", None, None])
    assert len(corners) == 4 and all(hit == "itself" for _, hit in corners), corners


def test_a_tap_chooses_the_card_under_the_finger_on_a_phone(
    open_session: Callable[..., Session], site: Site
) -> None:
    tab = open_session(viewport=PHONE, touch=True).new_tab()
    open_game(tab, site, "pace=0&seed=7")
    start_game(tab, "hearts")
    wait_await(tab, ("pass",))
    assert tab.evaluate("[innerWidth, innerHeight]") == [375, 667]
    assert covered_corners(tab) == []
    chosen = hand_cards(tab)[4:7]
    for code in chosen:
        tab.tap(f"#hand .card[data-card='{code}']", *CORNER)
    assert sorted(pressed_cards(tab)) == sorted(chosen)

