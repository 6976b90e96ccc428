"""Accessibility: a whole Hearts hand played from the keyboard alone (no mouse at all), axe-core's
check on every screen, what the live region says and in which language, reduced motion, the
four-colour deck."""

from __future__ import annotations

import re
from collections.abc import Callable

import kawu_page as kp
import pytest
import ux_page as ux
from drivers import DESKTOP, Session, Tab
from kawu_page import PHONE, TURN, Site
from play import (
    actions,
    axe_violations,
    click_card,
    close_panel,
    engine_view,
    hand_cards,
    inject,
    open_game,
    open_panel,
    pressed_cards,
    said,
    saved,
    start_game,
    wait_await,
)
from playwright.sync_api import Browser, Page
from ux_page import bots_until

from kawu import api

IT_RANKS = {"A": "asso", "K": "re", "Q": "donna", "J": "fante", "T": "10"}
EN_RANKS = {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "T": "10"}
IT_SUITS = {"C": "fiori", "D": "quadri", "H": "cuori", "S": "picche"}
EN_SUITS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
IT_SEATS = ["Tu", "Ovest", "Nord", "Est"]
EN_SEATS = ["You", "West", "North", "East"]


def card_said(lang: str, code: str) -> str:
    if lang == "it":
        ranks, suits, joiner = IT_RANKS, IT_SUITS, "di"
    else:
        ranks, suits, joiner = EN_RANKS, EN_SUITS, "of"
    return f"{ranks.get(code[0], code[0])} {joiner} {suits[code[1]]}"


def focused(tab: Tab) -> dict[str, object]:
    return tab.evaluate(
        """() => {
            const el = document.activeElement;
            const style = getComputedStyle(el);
            return {id: el.id, card: el.dataset?.card ?? null, tag: el.tagName,
                    inHand: Boolean(el.closest('#hand')), disabled: Boolean(el.disabled),
                    visible: el.matches(':focus-visible'), outline: style.outlineStyle,
                    outlineWidth: parseFloat(style.outlineWidth)};
        }"""
    )


def assert_visible_focus(tab: Tab) -> None:
    f = focused(tab)
    assert f["visible"] and f["outline"] != "none" and float(f["outlineWidth"]) >= 2, f  # type: ignore[arg-type]


def test_a_whole_hearts_hand_from_the_keyboard_alone(tab: Tab, site: Site) -> None:
    open_game(tab, site, "pace=0&seed=7")
    # Tab to the Play Hearts button: every control on the way is reachable, and shows its focus.
    for _ in range(40):
        tab.press("Tab")
        assert_visible_focus(tab)
        if focused(tab)["id"] == "play-hearts":
            break
    else:
        raise AssertionError("Tab never reached the Play Hearts button")
    tab.press("Enter")
    wait_await(tab, ("pass",))
    tab.wait_for("document.activeElement.closest('#hand') !== null")

    # Passing: Space chooses the focused card, the arrow keys move along the hand.
    start = focused(tab)["card"]
    chosen = []
    for _ in range(3):
        chosen.append(focused(tab)["card"])
        tab.press("Space")
        tab.press("ArrowRight")
    assert chosen[0] == start and len(set(chosen)) == 3
    pressed = pressed_cards(tab)
    assert sorted(pressed) == sorted(chosen)
    # Only one card of the hand is in the Tab order (a roving tabindex).
    assert tab.count("#hand .card[tabindex='0']") == 1
    tab.press("Shift+Tab")
    assert focused(tab)["id"] == "btn-pass", "the Pass button is right before the hand"
    assert_visible_focus(tab)
    before = actions(tab)
    tab.press("Enter")

    plays = 0
    kind = wait_await(tab, ("play", "summary"), before)
    assert sorted(engine_view(tab)["passed"]) == sorted(chosen)
    hinted = False
    while kind == "play":
        tab.wait_for("document.activeElement.closest('#hand .card') !== null")
        view = engine_view(tab)
        legal = view["legal"]
        f = focused(tab)
        assert f["card"] in legal, "the focus waits on a card that may be played"
        assert_visible_focus(tab)
        # The arrow keys visit exactly the playable cards (the others are disabled, skipped).
        seen = {f["card"]}
        for _ in range(len(legal)):
            tab.press("ArrowRight")
            seen.add(focused(tab)["card"])
        assert seen == set(legal)
        if not hinted:
            tab.press("h")
            tab.wait_selector("#hand .card.hinted")
            hinted = True
            code = tab.attribute("#hand .card.hinted", "data-card")
            assert said(tab)[-1].startswith(f"Suggerimento: {card_said('it', code)}. ")
        tab.press("End")
        card = focused(tab)["card"]
        before = actions(tab)
        tab.press("Enter")
        plays += 1
        kind = wait_await(tab, ("play", "summary"), before)
        record = saved(tab)["record"]
        assert [0, card] in record["actions"]
    assert kind == "summary" and plays == 13

    # The hand's summary takes the focus on its Continue button; Enter goes on.
    tab.wait_for("document.activeElement.closest('dialog[open]') !== null")
    assert tab.evaluate("document.activeElement.dataset.value") == "continue"
    tab.press("Enter")
    wait_await(tab, ("pass",))
    tab.wait_for("document.activeElement.closest('#hand .card') !== null")

    # N leaves the table for the start screen: the game stays saved and is offered to continue.
    tab.press("n")
    tab.wait_selector("body[data-await=start]")
    assert focused(tab)["id"] == "continue-hearts", "the focus is on Continue, first"
    # A new Hearts game would replace it: asked first, the safe answer focused; Escape keeps it.
    tab.evaluate("document.querySelector('#play-hearts').focus()")
    tab.press("Enter")
    tab.wait_selector("dialog[open][data-kind=confirm]")
    assert tab.evaluate("document.activeElement.dataset.value") == "no", "the safe answer first"
    tab.press("Escape")
    tab.wait_gone("#dialog[open]")
    tab.evaluate("document.querySelector('#continue-hearts').focus()")
    tab.press("Enter")
    wait_await(tab, ("pass",))
    assert engine_view(tab)["hand_number"] == 2


def test_keyboard_bids_and_menu(page: Page, site: Site) -> None:
    kp.open_game(page, site, "pace=0&seed=3")
    kp.start_game(page, "spades")
    kp.wait_await(page, ("bid",))
    page.wait_for_function("document.activeElement.closest('#bids') !== null", timeout=TURN)
    assert page.locator("#bids button[tabindex='0']").count() == 1
    page.keyboard.press("Home")
    assert page.evaluate("document.activeElement.dataset.bid") == "0"
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == (
        "Dichiara nil (nessuna presa)"
    )
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.bid") == "3"
    before = kp.actions(page)
    page.keyboard.press("Enter")
    kp.wait_await(page, ("play",), before)
    assert kp.engine_view(page)["bids"][0] == 3
    # M opens the menu; its items are buttons; Escape closes it and the focus comes back.
    page.keyboard.press("m")
    page.wait_for_selector("#panel[open][data-kind=menu]", timeout=TURN)
    assert page.evaluate("document.activeElement.classList.contains('menu-item')")
    page.keyboard.press("Escape")
    page.wait_for_selector("#panel[open]", state="detached", timeout=TURN)
    page.wait_for_function("document.activeElement.closest('#hand, #btn-menu') !== null")


SCREENS_SEEN: dict[str, list[dict[str, object]]] = {}


def check(tab: Tab, screen: str) -> None:
    found = axe_violations(tab)
    SCREENS_SEEN[screen] = found
    print(f"axe {screen}: {len(found)} serious or critical")
    assert found == [], f"{screen}: {found}"


def test_axe_start_screen_and_panels(tab: Tab, site: Site) -> None:
    open_game(tab, site, "pace=0")
    check(tab, "start")
    open_panel(tab, "settings")
    check(tab, "settings")
    close_panel(tab)
    open_panel(tab, "stats")
    check(tab, "statistics")
    tab.click("#stats-reset")
    tab.wait_selector("#stats-reset-yes")
    check(tab, "statistics, reset asked")
    close_panel(tab)
    open_panel(tab, "guide", game="spades", doc="strategy")
    check(tab, "strategy guide")
    close_panel(tab)
    open_panel(tab, "keys")
    check(tab, "keys")
    close_panel(tab)
    open_panel(tab, "data")
    check(tab, "your data")
    close_panel(tab)
    # The refused code's message, checked by axe. The code is put in the field and the form sent
    # in one step: typed and clicked, on a fresh Chromium right after another test, the field was
    # sometimes found empty at the click (no script of the page wrote it; cause not found), and a
    # game started instead. Typing and clicking a code are tested in test_features.py.
    tab.evaluate(
        """() => { document.querySelector('#deal-code').value = 'nonsense';
                   document.querySelector('#start-form').requestSubmit(); }"""
    )
    tab.wait_selector("#deal-error")
    check(tab, "start, bad deal code")


def test_axe_hearts_table_summary_and_panels(tab: Tab, site: Site) -> None:
    open_game(tab, site, "pace=0&seed=7")
    start_game(tab, "hearts")
    wait_await(tab, ("pass",))
    check(tab, "hearts table, passing")
    tab.click("#btn-hint")
    tab.wait_selector("#hand .card.hinted")
    for code in hand_cards(tab)[:3]:
        click_card(tab, code)
    before = actions(tab)
    tab.click("#btn-pass")
    wait_await(tab, ("play",), before)
    for _ in range(2):
        before = actions(tab)
        click_card(tab, engine_view(tab)["legal"][0])
        wait_await(tab, ("play",), before)
    check(tab, "hearts table, playing")
    tab.click("#btn-last-trick")
    tab.wait_selector("#panel[open][data-kind=last-trick]")
    check(tab, "last trick")
    close_panel(tab)
    tab.click("#btn-sheet")
    tab.wait_selector("#panel[open][data-kind=sheet]")
    check(tab, "score sheet, empty")
    close_panel(tab)

    record = bots_until(api.new_game("hearts", seed=31), lambda v: len(v["history"]) == 2)
    inject(tab, site, record, summary_seen=1)
    tab.wait_selector("dialog[open][data-kind=summary] svg.chart")
    check(tab, "hearts hand summary, with its chart")
    tab.click("dialog[open] [data-intent=sheet]")
    tab.wait_selector("#panel[open][data-kind=sheet]")
    check(tab, "score sheet over the summary")


def test_axe_spades_table_and_summary(tab: Tab, site: Site) -> None:
    open_game(tab, site, "pace=0&seed=3")
    start_game(tab, "spades")
    wait_await(tab, ("bid",))
    check(tab, "spades table, bidding")
    before = actions(tab)
    tab.click("#actions .bid[data-bid='3']")
    wait_await(tab, ("play",), before)
    before = actions(tab)
    click_card(tab, engine_view(tab)["legal"][0])
    wait_await(tab, ("play",), before)
    check(tab, "spades table, playing")

    record = bots_until(api.new_game("spades", seed=32), lambda v: len(v["history"]) == 1)
    inject(tab, site, record, summary_seen=0)
    tab.wait_selector("dialog[open][data-kind=summary]")
    check(tab, "spades hand summary")


def test_axe_the_end_of_a_game_with_its_placings(tab: Tab, site: Site) -> None:
    # The game over (placings, final scores, chart) and the table behind it (seats with their
    # piles and badges), reached by playing the last card of a short Hearts game.
    full = bots_until(api.new_game("hearts", {"target": 50}, seed=18),
                      lambda v: v["phase"] == "game_over")  # fmt: skip
    last = max(i for i, (seat, _) in enumerate(full["actions"]) if seat == 0)
    record = {**full, "actions": full["actions"][:last]}
    open_game(tab, site, "pace=0&seed=7")
    inject(tab, site, record)
    wait_await(tab, ("play",))
    check(tab, "hearts table, last trick of the game (piles, badges)")
    click_card(tab, api.view(record, 0)["legal"][0])
    tab.wait_selector("dialog[open][data-kind=gameover] #placings", timeout=TURN)
    check(tab, "hearts game over, placings")


def test_axe_desktop_and_english(open_session: Callable[..., Session], site: Site) -> None:
    tab = open_session(viewport=DESKTOP, locale="en-US").new_tab()
    open_game(tab, site, "pace=0&seed=5")
    check(tab, "start, desktop, English")
    start_game(tab, "hearts")
    wait_await(tab, ("pass",))
    check(tab, "hearts table, desktop, English")
    open_panel(tab, "guide", game="hearts", doc="rules")
    check(tab, "hearts rules, English")


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_live_region_says_each_card_trick_and_turn_in_the_page_language(
    browser: Browser, site: Site, lang: str
) -> None:
    context = browser.new_context(viewport=PHONE, locale="it-IT" if lang == "it" else "en-US")
    page = context.new_page()
    try:
        kp.open_game(page, site, "pace=0&seed=7")
        kp.start_game(page, "hearts")
        kp.wait_await(page, ("pass",))
        # Every card of the hand is named in the page's language.
        labels = page.eval_on_selector_all(
            "#hand .card", "els => els.map(e => [e.dataset.card, e.getAttribute('aria-label')])"
        )
        for code, label in labels:
            assert label.lower() == card_said(lang, code), (code, label)
        for code in kp.hand_cards(page)[:3]:
            kp.click_card(page, code)
        before = kp.actions(page)
        page.click("#btn-pass")
        kp.wait_await(page, ("play",), before)
        for _ in range(5):
            before = kp.actions(page)
            kp.click_card(page, kp.engine_view(page)["legal"][0])
            kp.wait_await(page, ("play", "summary"), before)
        record = kp.saved(page)["record"]
        lines = ux.said(page)
        seats = IT_SEATS if lang == "it" else EN_SEATS
        plays = [(s, a) for s, a in record["actions"] if isinstance(a, str)]
        expected = []
        for seat, code in plays:
            name = card_said(lang, code)
            if lang == "it":
                expected.append(f"Giochi {name}." if seat == 0 else f"{seats[seat]} gioca {name}.")
            else:
                expected.append(
                    f"You play the {name}." if seat == 0 else f"{seats[seat]} plays the {name}."
                )
        pattern = r"^(\S+ gioca |Giochi |\S+ plays the |You play the )"
        assert [line for line in lines if re.search(pattern, line)] == expected
        # Who took each trick, and for how many points (a heart 1, the queen of spades 13).
        ends = [i for i, (_, a) in enumerate(record["actions"]) if isinstance(a, str)][3::4]
        expected = []
        for end in ends:
            trick = api.view({**record, "actions": record["actions"][: end + 1]}, 0)["last_trick"]
            points = sum(1 for _, c in trick["cards"] if c[1] == "H") + 13 * any(
                c == "QS" for _, c in trick["cards"]
            )
            w = trick["winner"]
            if lang == "it":
                text = "Prendi tu la presa" if w == 0 else f"{seats[w]} prende la presa"
                text += f" (punti: {points})." if points else "."
            else:
                text = "You take the trick" if w == 0 else f"{seats[w]} takes the trick"
                text += f" (points: {points})." if points else "."
            expected.append(text)
        assert len(expected) >= 1
        taken = r"prende la presa|Prendi tu la presa|takes the trick|You take the trick"
        tricks = [line for line in lines if re.search(taken, line)]
        assert tricks == expected
        # The person's turn is said, with what to do.
        turn = "Tocca a te" if lang == "it" else "Your turn"
        assert lines[-1].startswith(turn) or any(line.startswith(turn) for line in lines[-3:])
        assert page.get_attribute("#announcer", "role") == "log"
    finally:
        page.close()
        context.close()


def test_reduced_motion_means_no_flying_cards(browser: Browser, site: Site) -> None:
    context = browser.new_context(viewport=PHONE, locale="it-IT", reduced_motion="reduce")
    page = context.new_page()
    probe = """() => {
        const slot = document.createElement('div');
        slot.className = 'slot slot-1 entering';
        slot.innerHTML = '<div class="card"></div>';
        document.querySelector('#trick').append(slot);
        const name = getComputedStyle(slot.firstChild).animationName;
        slot.remove();
        return name;
    }"""
    try:
        kp.open_game(page, site, "pace=0&seed=4")
        assert page.evaluate("document.body.dataset.motion") == "reduced"
        kp.start_game(page, "hearts")
        kp.wait_await(page, ("pass",))
        assert page.evaluate(probe) == "none"
    finally:
        page.close()
        context.close()
    # Without the system's request the cards fly, until the "less motion" setting stops them.
    context = browser.new_context(viewport=PHONE, locale="it-IT")
    page = context.new_page()
    try:
        kp.open_game(page, site, "pace=0&seed=4")
        kp.start_game(page, "hearts")
        kp.wait_await(page, ("pass",))
        assert page.evaluate(probe) == "from-west"
        ux.open_panel(page, "settings")
        page.check("#set-lessMotion")
        page.wait_for_selector("body.less-motion")
        assert page.evaluate(probe) == "none"
        assert page.evaluate("document.body.dataset.motion") == "reduced"
    finally:
        page.close()
        context.close()


def test_the_four_colour_deck(page: Page, site: Site) -> None:
    kp.open_game(page, site, "pace=0&seed=7")
    kp.start_game(page, "hearts")
    kp.wait_await(page, ("pass",))
    colour = """s => getComputedStyle(
        document.querySelector(`#hand .card[data-suit=${s}]`)).color"""
    suits = {c[1] for c in kp.hand_cards(page)}
    assert {"C", "D"} <= suits
    assert page.evaluate(colour, "D") == page.evaluate(colour, "H") == "rgb(200, 16, 46)"
    ux.open_panel(page, "settings")
    page.check("#set-fourColour")
    page.wait_for_selector("body.four-colour")
    ux.close_panel(page)
    assert page.evaluate(colour, "D") == "rgb(11, 79, 179)"
    assert page.evaluate(colour, "C") == "rgb(13, 107, 44)"
    assert page.evaluate(colour, "H") == "rgb(200, 16, 46)"
    page.reload()
    page.wait_for_selector("body[data-state=ready]", timeout=60_000)
    assert page.evaluate("document.body.classList.contains('four-colour')"), "remembered"
