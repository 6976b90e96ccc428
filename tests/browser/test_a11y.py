"""Accessibility: a whole Hearts hand played from the keyboard alone (no mouse at all), axe-core's
check on every screen, what the live region says and in which language, reduced motion, the
four-colour deck."""

from __future__ import annotations

import re

import pytest
from kawu_page import (
    DESKTOP,
    PHONE,
    TURN,
    Site,
    actions,
    click_card,
    engine_view,
    hand_cards,
    open_game,
    saved,
    start_game,
    wait_await,
)
from playwright.sync_api import Browser, Page
from ux_page import axe_violations, bots_until, close_panel, inject, open_panel, said

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


def focused(page: Page) -> dict[str, object]:
    return page.evaluate(
        """() => {
            const el = document.activeElement;
            const style = getComputedStyle(el);
            return {id: el.id, card: el.dataset?.card ?? null, tag: el.tagName,
                    inHand: Boolean(el.closest('#hand')), disabled: Boolean(el.disabled),
                    visible: el.matches(':focus-visible'), outline: style.outlineStyle,
                    outlineWidth: parseFloat(style.outlineWidth)};
        }"""
    )


def assert_visible_focus(page: Page) -> None:
    f = focused(page)
    assert f["visible"] and f["outline"] != "none" and float(f["outlineWidth"]) >= 2, f  # type: ignore[arg-type]


def test_a_whole_hearts_hand_from_the_keyboard_alone(page: Page, site: Site) -> None:
    open_game(page, site, "pace=0&seed=7")
    # Tab to the Play button: every control on the way is reachable, and shows its focus.
    for _ in range(40):
        page.keyboard.press("Tab")
        assert_visible_focus(page)
        if focused(page)["id"] == "btn-start":
            break
    else:
        raise AssertionError("Tab never reached the Play button")
    page.keyboard.press("Enter")
    wait_await(page, ("pass",))
    page.wait_for_function("document.activeElement.closest('#hand') !== null", timeout=TURN)

    # Passing: Space chooses the focused card, the arrow keys move along the hand.
    start = focused(page)["card"]
    chosen = []
    for _ in range(3):
        chosen.append(focused(page)["card"])
        page.keyboard.press("Space")
        page.keyboard.press("ArrowRight")
    assert chosen[0] == start and len(set(chosen)) == 3
    pressed = page.eval_on_selector_all(
        "#hand .card[aria-pressed=true]", "els => els.map(e => e.dataset.card)"
    )
    assert sorted(pressed) == sorted(chosen)
    # Only one card of the hand is in the Tab order (a roving tabindex).
    assert page.locator("#hand .card[tabindex='0']").count() == 1
    page.keyboard.press("Shift+Tab")
    assert focused(page)["id"] == "btn-pass", "the Pass button is right before the hand"
    assert_visible_focus(page)
    before = actions(page)
    page.keyboard.press("Enter")

    plays = 0
    kind = wait_await(page, ("play", "summary"), before)
    assert sorted(engine_view(page)["passed"]) == sorted(chosen)
    hinted = False
    while kind == "play":
        page.wait_for_function("document.activeElement.closest('#hand .card') !== null")
        view = engine_view(page)
        legal = view["legal"]
        f = focused(page)
        assert f["card"] in legal, "the focus waits on a card that may be played"
        assert_visible_focus(page)
        # The arrow keys visit exactly the playable cards (the others are disabled, skipped).
        seen = {f["card"]}
        for _ in range(len(legal)):
            page.keyboard.press("ArrowRight")
            seen.add(focused(page)["card"])
        assert seen == set(legal)
        if not hinted:
            page.keyboard.press("h")
            page.wait_for_selector("#hand .card.hinted", timeout=TURN)
            hinted = True
            code = page.get_attribute("#hand .card.hinted", "data-card")
            assert said(page)[-1].startswith(f"Suggerimento: {card_said('it', code)}. ")
        page.keyboard.press("End")
        card = focused(page)["card"]
        before = actions(page)
        page.keyboard.press("Enter")
        plays += 1
        kind = wait_await(page, ("play", "summary"), before)
        record = saved(page)["record"]
        assert [0, card] in record["actions"]
    assert kind == "summary" and plays == 13

    # The hand's summary takes the focus on its Continue button; Enter goes on.
    page.wait_for_function("document.activeElement.closest('dialog[open]') !== null", timeout=TURN)
    assert page.evaluate("document.activeElement.dataset.value") == "continue"
    page.keyboard.press("Enter")
    wait_await(page, ("pass",))
    page.wait_for_function("document.activeElement.closest('#hand .card') !== null", timeout=TURN)

    # N asks before abandoning the game: Escape keeps playing, Enter confirms.
    page.keyboard.press("n")
    page.wait_for_selector("dialog[open][data-kind=confirm]", timeout=TURN)
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog[open]", state="detached", timeout=TURN)
    assert engine_view(page)["hand_number"] == 2
    page.keyboard.press("n")
    page.wait_for_selector("dialog[open][data-kind=confirm]", timeout=TURN)
    assert page.evaluate("document.activeElement.dataset.value") == "no", "the safe answer first"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.value") == "yes"
    page.keyboard.press("Enter")
    page.wait_for_selector("body[data-await=start]", timeout=TURN)
    assert page.evaluate("document.activeElement.name") == "game", "the focus is on the game choice"


def test_keyboard_bids_and_menu(page: Page, site: Site) -> None:
    open_game(page, site, "pace=0&seed=3")
    start_game(page, "spades")
    wait_await(page, ("bid",))
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
    before = actions(page)
    page.keyboard.press("Enter")
    wait_await(page, ("play",), before)
    assert engine_view(page)["bids"][0] == 3
    # M opens the menu; its items are buttons; Escape closes it and the focus comes back.
    page.keyboard.press("m")
    page.wait_for_selector("#panel[open][data-kind=menu]", timeout=TURN)
    assert page.evaluate("document.activeElement.classList.contains('menu-item')")
    page.keyboard.press("Escape")
    page.wait_for_selector("#panel[open]", state="detached", timeout=TURN)
    page.wait_for_function("document.activeElement.closest('#hand, #btn-menu') !== null")


SCREENS_SEEN: dict[str, list[dict[str, object]]] = {}


def check(page: Page, screen: str) -> None:
    found = axe_violations(page)
    SCREENS_SEEN[screen] = found
    print(f"axe {screen}: {len(found)} serious or critical")
    assert found == [], f"{screen}: {found}"


def test_axe_start_screen_and_panels(page: Page, site: Site) -> None:
    open_game(page, site, "pace=0")
    check(page, "start")
    open_panel(page, "settings")
    check(page, "settings")
    close_panel(page)
    open_panel(page, "stats")
    check(page, "statistics")
    page.click("#stats-reset")
    page.wait_for_selector("#stats-reset-yes")
    check(page, "statistics, reset asked")
    close_panel(page)
    open_panel(page, "guide", game="spades", doc="strategy")
    check(page, "strategy guide")
    close_panel(page)
    open_panel(page, "keys")
    check(page, "keys")
    close_panel(page)
    open_panel(page, "data")
    check(page, "your data")
    bad = {"name": "x.json", "mimeType": "application/json", "buffer": b"{"}
    page.set_input_files("#data-import", files=[bad])  # type: ignore[list-item]
    page.wait_for_selector("#data-message[data-kind=error]")
    check(page, "your data, a file refused")
    close_panel(page)
    page.fill("#deal-code", "nonsense")
    page.click("#btn-start")
    page.wait_for_selector("#deal-error")
    check(page, "start, bad deal code")


def test_axe_hearts_table_summary_and_panels(page: Page, site: Site) -> None:
    open_game(page, site, "pace=0&seed=7")
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    check(page, "hearts table, passing")
    page.click("#btn-hint")
    page.wait_for_selector("#hand .card.hinted")
    for code in hand_cards(page)[:3]:
        click_card(page, code)
    before = actions(page)
    page.click("#btn-pass")
    wait_await(page, ("play",), before)
    for _ in range(2):
        before = actions(page)
        click_card(page, engine_view(page)["legal"][0])
        wait_await(page, ("play",), before)
    check(page, "hearts table, playing")
    page.click("#btn-last-trick")
    page.wait_for_selector("#panel[open][data-kind=last-trick]")
    check(page, "last trick")
    close_panel(page)
    page.click("#btn-sheet")
    page.wait_for_selector("#panel[open][data-kind=sheet]")
    check(page, "score sheet, empty")
    close_panel(page)

    record = bots_until(api.new_game("hearts", seed=31), lambda v: len(v["history"]) == 2)
    inject(page, site, record, summary_seen=1)
    page.wait_for_selector("dialog[open][data-kind=summary] svg.chart", timeout=TURN)
    check(page, "hearts hand summary, with its chart")
    page.click("dialog[open] [data-intent=sheet]")
    page.wait_for_selector("#panel[open][data-kind=sheet]")
    check(page, "score sheet over the summary")


def test_axe_spades_table_and_summary(page: Page, site: Site) -> None:
    open_game(page, site, "pace=0&seed=3")
    start_game(page, "spades")
    wait_await(page, ("bid",))
    check(page, "spades table, bidding")
    before = actions(page)
    page.click("#actions .bid[data-bid='3']")
    wait_await(page, ("play",), before)
    before = actions(page)
    click_card(page, engine_view(page)["legal"][0])
    wait_await(page, ("play",), before)
    check(page, "spades table, playing")

    record = bots_until(api.new_game("spades", seed=32), lambda v: len(v["history"]) == 1)
    inject(page, site, record, summary_seen=0)
    page.wait_for_selector("dialog[open][data-kind=summary]", timeout=TURN)
    check(page, "spades hand summary")


def test_axe_desktop_and_english(browser: Browser, site: Site) -> None:
    context = browser.new_context(viewport=DESKTOP, locale="en-US")
    page = context.new_page()
    try:
        open_game(page, site, "pace=0&seed=5")
        check(page, "start, desktop, English")
        start_game(page, "hearts")
        wait_await(page, ("pass",))
        check(page, "hearts table, desktop, English")
        open_panel(page, "guide", game="hearts", doc="rules")
        check(page, "hearts rules, English")
    finally:
        page.close()
        context.close()


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_live_region_says_each_card_trick_and_turn_in_the_page_language(
    browser: Browser, site: Site, lang: str
) -> None:
    context = browser.new_context(viewport=PHONE, locale="it-IT" if lang == "it" else "en-US")
    page = context.new_page()
    try:
        open_game(page, site, "pace=0&seed=7")
        start_game(page, "hearts")
        wait_await(page, ("pass",))
        # Every card of the hand is named in the page's language.
        labels = page.eval_on_selector_all(
            "#hand .card", "els => els.map(e => [e.dataset.card, e.getAttribute('aria-label')])"
        )
        for code, label in labels:
            assert label.lower() == card_said(lang, code), (code, label)
        for code in hand_cards(page)[:3]:
            click_card(page, code)
        before = actions(page)
        page.click("#btn-pass")
        wait_await(page, ("play",), before)
        for _ in range(5):
            before = actions(page)
            click_card(page, engine_view(page)["legal"][0])
            wait_await(page, ("play", "summary"), before)
        record = saved(page)["record"]
        lines = said(page)
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
        open_game(page, site, "pace=0&seed=4")
        assert page.evaluate("document.body.dataset.motion") == "reduced"
        start_game(page, "hearts")
        wait_await(page, ("pass",))
        assert page.evaluate(probe) == "none"
    finally:
        page.close()
        context.close()
    # Without the system's request the cards fly, until the "less motion" setting stops them.
    context = browser.new_context(viewport=PHONE, locale="it-IT")
    page = context.new_page()
    try:
        open_game(page, site, "pace=0&seed=4")
        start_game(page, "hearts")
        wait_await(page, ("pass",))
        assert page.evaluate(probe) == "from-west"
        open_panel(page, "settings")
        page.check("#set-lessMotion")
        page.wait_for_selector("body.less-motion")
        assert page.evaluate(probe) == "none"
        assert page.evaluate("document.body.dataset.motion") == "reduced"
    finally:
        page.close()
        context.close()


def test_the_four_colour_deck(page: Page, site: Site) -> None:
    open_game(page, site, "pace=0&seed=7")
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    colour = """s => getComputedStyle(
        document.querySelector(`#hand .card[data-suit=${s}]`)).color"""
    suits = {c[1] for c in hand_cards(page)}
    assert {"C", "D"} <= suits
    assert page.evaluate(colour, "D") == page.evaluate(colour, "H") == "rgb(200, 16, 46)"
    open_panel(page, "settings")
    page.check("#set-fourColour")
    page.wait_for_selector("body.four-colour")
    close_panel(page)
    assert page.evaluate(colour, "D") == "rgb(11, 79, 179)"
    assert page.evaluate(colour, "C") == "rgb(13, 107, 44)"
    assert page.evaluate(colour, "H") == "rgb(200, 16, 46)"
    page.reload()
    page.wait_for_selector("body[data-state=ready]", timeout=60_000)
    assert page.evaluate("document.body.classList.contains('four-colour')"), "remembered"
