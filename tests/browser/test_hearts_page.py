"""Hearts by clicking, in every engine: pass three cards, then only playable cards; the dimmed
cards are exactly the engine's illegal ones at every turn; the hand ends with a summary; the
second hand's pass works too; a hint highlights a legal choice; closing the page mid-hand and
opening it again gives the same table. (A whole game and the pace of the computer players: in
Chromium.)"""

from __future__ import annotations

import random

import kawu_page as kp
from drivers import Session, Tab
from kawu_page import Site, game_key
from play import (
    actions,
    click_card,
    dimmed_cards,
    engine_view,
    hand_cards,
    open_game,
    page_hint,
    pass_three,
    play,
    pressed_cards,
    saved,
    start_game,
    table_state,
    wait_await,
)
from playwright.sync_api import Page

from kawu import api


def test_a_hearts_hand_by_clicking_dims_exactly_the_illegal_cards(tab: Tab, site: Site) -> None:
    play_open(tab, site, "pace=0&seed=7")
    wait_await(tab, ("pass",))
    view = engine_view(tab)
    assert view["phase"] == "pass" and view["pass_direction"] == "left"
    assert sorted(hand_cards(tab)) == sorted(view["hand"])
    assert dimmed_cards(tab) == set(), "nothing is dimmed while passing"
    assert tab.evaluate("document.querySelector('#btn-pass').disabled")

    # Rule 1 (passing): exactly three cards; a fourth click does not select a fourth card.
    chosen = hand_cards(tab)[-3:]
    for code in chosen:
        click_card(tab, code)
    click_card(tab, hand_cards(tab)[0])
    assert sorted(pressed_cards(tab)) == sorted(chosen)
    assert not tab.evaluate("document.querySelector('#btn-pass').disabled")
    before = actions(tab)
    tab.click("#btn-pass")

    rng = random.Random(7)
    plays = 0
    kind = wait_await(tab, ("play", "summary"), before)
    view = engine_view(tab)
    assert view["passed"] == sorted(chosen, key=lambda c: view["passed"].index(c))
    assert not set(chosen) & set(hand_cards(tab)), "the passed cards left the hand"
    received = tab.data("#hand .card.received", "card")
    assert sorted(received) == sorted(view["received"]) and len(received) == 3
    while kind == "play":
        view = engine_view(tab)
        assert view["to_act"] == [0]
        hand = set(hand_cards(tab))
        assert hand == set(view["hand"])
        legal = set(view["legal"])
        assert dimmed_cards(tab) == hand - legal
        disabled = set(tab.data("#hand .card:disabled", "card"))
        assert disabled == hand - legal, "dimmed cards cannot be played"
        if view["trick_number"] == 1 and not view["trick"]:
            assert legal == {"2C"}, "rule 2: the first lead is 2♣"
        kind = play(tab, rng.choice(sorted(legal)))
        plays += 1
    assert kind == "summary"
    assert plays == 13

    entry = engine_view(tab)["history"][0]
    rows = tab.evaluate(
        """[...document.querySelectorAll('dialog[open] #summary-table tbody tr')]
            .map(r => ['hearts', 'points', 'total'].map(c =>
                r.querySelector(`td[data-col=${c}]`).textContent.replace('\u2212', '-')))"""
    )
    hearts = [str(n) if n else "" for n in entry["hearts"]]
    assert rows == [[hearts[s], str(entry["points"][s]), str(entry["scores"][s])] for s in range(4)]
    if entry["moon"] is not None:
        assert tab.visible("dialog[open] .moon")
    tab.click("dialog[open] button[data-value=continue]")
    wait_await(tab, ("pass",))
    assert engine_view(tab)["pass_direction"] == "right"
    assert "destra" in tab.text("#hud")
    assert saved(tab)["ui"]["summarySeen"] == 1
    # The second hand's pass, by clicking at the cards' visible corners (WebKit once chose only
    # one of three here: see test_cards_overlap.py).
    pass_three(tab, hand_cards(tab)[2:5])
    assert len(engine_view(tab)["passed"]) == 3


def test_hint_highlights_a_legal_pass_and_a_legal_card(tab: Tab, site: Site) -> None:
    play_open(tab, site, "pace=0&seed=21")
    wait_await(tab, ("pass",))
    tab.click("#btn-hint")
    tab.wait_for("document.querySelectorAll('#hand .card.hinted').length === 3")
    hinted = tab.data("#hand .card.hinted", "card")
    record = saved(tab)["record"]
    advice = page_hint(tab)
    assert sorted(hinted) == sorted(advice["action"])
    assert set(hinted) <= set(api.view(record, 0)["legal"])
    shown = tab.text("#status .hint-text").strip()
    assert shown == advice["reason"].get("it", shown) and shown, "the reason, in Italian"
    pass_three(tab, hinted)

    tab.click("#btn-hint")
    tab.wait_selector("#hand .card.hinted")
    hinted = tab.data("#hand .card.hinted", "card")
    view = engine_view(tab)
    assert len(hinted) == 1 and hinted[0] in view["legal"]
    assert hinted[0] == page_hint(tab)["action"]
    play(tab, hinted[0])
    assert tab.count("#hand .card.hinted") == 0, "a hint lasts one turn"


def test_closing_the_page_mid_hand_and_opening_it_again_gives_the_same_table(
    session: Session, tab: Tab, site: Site
) -> None:
    play_open(tab, site, "pace=0&seed=99")
    wait_await(tab, ("pass",))
    pass_three(tab, hand_cards(tab)[:3])
    for _ in range(3):
        play(tab, engine_view(tab)["legal"][0], ("play",))
    table = table_state(tab)
    record = saved(tab)["record"]
    assert len(table["hand"]) == 10
    tab.close()  # fires pagehide, which saves again

    again = session.new_tab()
    open_game(again, site)
    wait_await(again, ("play",))
    assert saved(again)["record"] == record
    assert table_state(again) == table
    assert again.storage_get(game_key("hearts")) is not None
    # and the game goes on from there
    play(again, engine_view(again)["legal"][0])


def play_open(tab: Tab, site: Site, query: str) -> None:
    open_game(tab, site, query)
    start_game(tab, "hearts")


def test_a_whole_hearts_game_to_the_end_then_a_new_game(page: Page, site: Site) -> None:
    kp.open_game(page, site, "pace=0&seed=5")
    kp.start_game(page, "hearts", target=50)
    hands = 0
    while True:
        kind = kp.wait_await(page, ("pass", "play", "summary", "gameover"))
        if kind == "pass":
            kp.pass_three(page, kp.hand_cards(page)[:3])
        elif kind == "play":
            before = kp.actions(page)
            kp.click_card(page, kp.engine_view(page)["legal"][0])
            kp.wait_await(page, ("play", "summary", "gameover"), before)
        elif kind == "summary":
            hands += 1
            page.click("dialog[open] button[data-value=continue]")
            page.wait_for_function("document.body.dataset.await !== 'summary'")
        else:
            break
    view = kp.engine_view(page)
    assert view["phase"] == "game_over"
    assert hands == len(view["history"]) - 1, "every hand but the last had its summary"
    assert page.get_attribute("#winner", "data-winner") == str(view["winner"])
    rows = page.locator("dialog[open] table.final tbody tr").count()
    assert rows == len(view["history"])
    page.click("dialog[open] button[data-value=close]")
    assert page.is_visible("#btn-again"), "after closing the results, a new game is one click away"
    assert page.inner_text("#status").startswith("Partita finita.")
    page.click("#btn-again")
    page.wait_for_selector("body[data-await=start]")
    assert page.evaluate(f"localStorage.getItem({game_key('hearts')!r})") is None, "a finished game"


def test_computer_players_move_at_a_readable_pace_and_a_trick_goes_to_its_winner(
    page: Page, site: Site
) -> None:
    # Half the normal pace: the real pauses and animations, shorter. The table's states are
    # recorded by a MutationObserver, so no state is missed however briefly it lasts.
    kp.open_game(page, site, "pace=0.5&seed=7")
    kp.start_game(page, "hearts")
    kp.wait_await(page, ("pass",))
    kp.pass_three(page, kp.hand_cards(page)[:3])
    page.evaluate(
        """() => {
            window.trickLog = [];
            const trick = document.querySelector("#trick");
            const seats = [...document.querySelectorAll(".seat")];
            const note = () => trickLog.push({
                at: performance.now(),
                count: trick.dataset.count,
                collecting: trick.classList.contains("collecting"),
                winner: trick.dataset.winner ?? null,
                thinking: seats.filter(s => s.classList.contains("to-act"))
                    .map(s => s.dataset.seat),
            });
            new MutationObserver(note).observe(document.querySelector("#table"),
                {attributes: true, childList: true, subtree: true});
        }"""
    )
    view = kp.engine_view(page)
    before = kp.actions(page)
    kp.click_card(page, view["legal"][0])
    kp.wait_await(page, ("play",), before)
    log = page.evaluate("trickLog")
    now = kp.engine_view(page)
    assert now["trick_number"] == 2
    winner = now["leader"]  # the first trick's winner leads the second
    full = [e for e in log if e["count"] == "4" and not e["collecting"]]
    collecting = [e for e in log if e["collecting"]]
    assert full and collecting, "the full trick is shown, then collected"
    assert {e["winner"] for e in collecting} == {str(winner)}, "by its winner"
    shown = collecting[0]["at"] - full[0]["at"]
    # (at ?pace=0.5: half of play.js's 600 ms, time to see who takes it)
    assert shown >= 0.5 * 600 * 0.9, f"the full trick stayed only {shown:.0f} ms"
    after = [e for e in log if e["at"] > collecting[-1]["at"]]
    assert after and after[0]["count"] == "0", "then the table clears"
    # Computer players were shown thinking (their seat highlighted) before they played.
    assert any(e["thinking"] and e["thinking"] != ["0"] for e in log)


def test_a_press_or_a_key_during_a_full_trick_collects_it_at_once(page: Page, site: Site) -> None:
    # At four times the normal pace a full trick stays 4.4 s and its collection lasts 1.9 s: a
    # press on the table, then a key in the hand, ends both at once. No animation delays input.
    kp.open_game(page, site, "pace=4&seed=7")
    kp.start_game(page, "hearts")
    kp.wait_await(page, ("pass",))
    kp.pass_three(page, kp.hand_cards(page)[:3])
    for how in ("press", "key"):
        kp.wait_await(page, ("play",))
        before = kp.actions(page)
        kp.click_card(page, kp.engine_view(page)["legal"][0])
        page.wait_for_function(
            "() => document.querySelector('#trick').dataset.count === '4'", timeout=kp.TURN
        )
        started = page.evaluate("performance.now()")
        if how == "press":
            box = page.locator("#trick").bounding_box()
            assert box
            page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        else:
            page.focus("#hand .card")
            page.keyboard.press("Enter")
        page.wait_for_function(
            "() => document.querySelector('#trick').dataset.count !== '4'", timeout=1500
        )
        took = page.evaluate("performance.now()") - started
        assert took < 1500, f"after a {how} the full trick stayed {took:.0f} ms, not at once"
        kp.wait_await(page, ("play",), before)
