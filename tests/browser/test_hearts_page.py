"""Hearts by clicking: pass three cards, then only playable cards; the dimmed cards are exactly
the engine's illegal ones at every turn; the hand ends with a summary; a hint highlights a
legal choice; closing the page mid-hand and opening it again gives the same table."""

from __future__ import annotations

import random

from kawu_page import (
    GAME_KEY,
    Site,
    actions,
    click_card,
    dimmed_cards,
    engine_view,
    hand_cards,
    open_game,
    saved,
    start_game,
    trick_cards,
    wait_await,
)
from playwright.sync_api import BrowserContext, Page

from kawu import api


def pass_three(page: Page, cards: list[str]) -> None:
    for code in cards:
        click_card(page, code)
    before = actions(page)
    page.click("#btn-pass")
    wait_await(page, ("play",), before)


def test_a_hearts_hand_by_clicking_dims_exactly_the_illegal_cards(page: Page, site: Site) -> None:
    open_game(page, site, "pace=0&seed=7")
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    view = engine_view(page)
    assert view["phase"] == "pass" and view["pass_direction"] == "left"
    assert sorted(hand_cards(page)) == sorted(view["hand"])
    assert dimmed_cards(page) == set(), "nothing is dimmed while passing"
    assert page.is_disabled("#btn-pass")

    # Rule 1 (passing): exactly three cards; a fourth click does not select a fourth card.
    chosen = hand_cards(page)[-3:]
    for code in chosen:
        click_card(page, code)
    click_card(page, hand_cards(page)[0])
    pressed = page.eval_on_selector_all(
        "#hand .card[aria-pressed=true]", "els => els.map(e => e.dataset.card)"
    )
    assert sorted(pressed) == sorted(chosen)
    assert page.is_enabled("#btn-pass")
    before = actions(page)
    page.click("#btn-pass")

    rng = random.Random(7)
    plays = 0
    kind = wait_await(page, ("play", "summary"), before)
    view = engine_view(page)
    assert view["passed"] == sorted(chosen, key=lambda c: view["passed"].index(c))
    assert not set(chosen) & set(hand_cards(page)), "the passed cards left the hand"
    received = page.eval_on_selector_all(
        "#hand .card.received", "els => els.map(e => e.dataset.card)"
    )
    assert sorted(received) == sorted(view["received"]) and len(received) == 3
    while kind == "play":
        view = engine_view(page)
        assert view["to_act"] == [0]
        hand = set(hand_cards(page))
        assert hand == set(view["hand"])
        legal = set(view["legal"])
        assert dimmed_cards(page) == hand - legal
        disabled = set(
            page.eval_on_selector_all("#hand .card:disabled", "els => els.map(e => e.dataset.card)")
        )
        assert disabled == hand - legal, "dimmed cards cannot be played"
        if view["trick_number"] == 1 and not view["trick"]:
            assert legal == {"2C"}, "rule 2: the first lead is 2♣"
        before = actions(page)
        click_card(page, rng.choice(sorted(legal)))
        plays += 1
        kind = wait_await(page, ("play", "summary"), before)
    assert kind == "summary"
    assert plays == 13

    entry = engine_view(page)["history"][0]
    rows = page.eval_on_selector_all(
        "dialog[open] table.summary tbody tr",
        "rows => rows.map(r => [...r.querySelectorAll('td')].map(td => Number(td.textContent)))",
    )
    assert rows == [[entry["taken"][s], entry["points"][s], entry["scores"][s]] for s in range(4)]
    if entry["moon"] is not None:
        assert page.is_visible("dialog[open] .moon")
    page.click("dialog[open] button[data-value=continue]")
    wait_await(page, ("pass",))
    assert engine_view(page)["pass_direction"] == "right"
    assert "destra" in page.inner_text("#hud")
    assert saved(page)["ui"]["summarySeen"] == 1


def test_hint_highlights_a_legal_pass_and_a_legal_card(page: Page, site: Site) -> None:
    open_game(page, site, "pace=0&seed=21")
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    page.click("#btn-hint")
    page.wait_for_function("document.querySelectorAll('#hand .card.hinted').length === 3")
    hinted = page.eval_on_selector_all("#hand .card.hinted", "els => els.map(e => e.dataset.card)")
    record = saved(page)["record"]
    advice = api.hint(record, 0)
    assert sorted(hinted) == sorted(advice["action"])
    assert set(hinted) <= set(api.view(record, 0)["legal"])
    shown = page.inner_text("#status .hint-text").strip()
    assert shown == advice["reason"].get("it", shown) and shown, "the reason, in Italian"
    pass_three(page, hinted)

    page.click("#btn-hint")
    page.wait_for_selector("#hand .card.hinted")
    hinted = page.eval_on_selector_all("#hand .card.hinted", "els => els.map(e => e.dataset.card)")
    view = engine_view(page)
    assert len(hinted) == 1 and hinted[0] in view["legal"]
    assert hinted[0] == api.hint(saved(page)["record"], 0)["action"]
    before = actions(page)
    click_card(page, hinted[0])
    wait_await(page, ("play", "summary"), before)
    assert page.locator("#hand .card.hinted").count() == 0, "a hint lasts one turn"


def test_closing_the_page_mid_hand_and_opening_it_again_gives_the_same_table(
    context: BrowserContext, page: Page, site: Site
) -> None:
    open_game(page, site, "pace=0&seed=99")
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    pass_three(page, hand_cards(page)[:3])
    for _ in range(3):
        view = engine_view(page)
        before = actions(page)
        click_card(page, view["legal"][0])
        wait_await(page, ("play",), before)

    table = {
        "hand": hand_cards(page),
        "trick": trick_cards(page),
        "scores": page.inner_text("#scoreboard"),
        "hud": page.inner_text("#hud"),
        "seats": [page.inner_text(f"#seat-{s}") for s in range(4)],
        "dimmed": dimmed_cards(page),
    }
    record = saved(page)["record"]
    assert len(table["hand"]) == 10
    page.close()  # fires pagehide, which saves again

    again = context.new_page()
    open_game(again, site)
    wait_await(again, ("play",))
    assert saved(again)["record"] == record
    assert {
        "hand": hand_cards(again),
        "trick": trick_cards(again),
        "scores": again.inner_text("#scoreboard"),
        "hud": again.inner_text("#hud"),
        "seats": [again.inner_text(f"#seat-{s}") for s in range(4)],
        "dimmed": dimmed_cards(again),
    } == table
    assert again.evaluate(f"localStorage.getItem({GAME_KEY!r}) !== null")
    # and the game goes on from there
    before = actions(again)
    click_card(again, engine_view(again)["legal"][0])
    wait_await(again, ("play", "summary"), before)


def test_a_whole_hearts_game_to_the_end_then_a_new_game(page: Page, site: Site) -> None:
    open_game(page, site, "pace=0&seed=5")
    start_game(page, "hearts", target=50)
    hands = 0
    while True:
        kind = wait_await(page, ("pass", "play", "summary", "gameover"))
        if kind == "pass":
            pass_three(page, hand_cards(page)[:3])
        elif kind == "play":
            before = actions(page)
            click_card(page, engine_view(page)["legal"][0])
            wait_await(page, ("play", "summary", "gameover"), before)
        elif kind == "summary":
            hands += 1
            page.click("dialog[open] button[data-value=continue]")
            page.wait_for_function("document.body.dataset.await !== 'summary'")
        else:
            break
    view = engine_view(page)
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
    assert page.evaluate(f"localStorage.getItem({GAME_KEY!r})") is None


def test_computer_players_move_at_a_readable_pace_and_a_trick_goes_to_its_winner(
    page: Page, site: Site
) -> None:
    # Half the normal pace: the real pauses and animations, shorter. The table's states are
    # recorded by a MutationObserver, so no state is missed however briefly it lasts.
    open_game(page, site, "pace=0.5&seed=7")
    start_game(page, "hearts")
    wait_await(page, ("pass",))
    pass_three(page, hand_cards(page)[:3])
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
    view = engine_view(page)
    before = actions(page)
    click_card(page, view["legal"][0])
    wait_await(page, ("play",), before)
    log = page.evaluate("trickLog")
    now = engine_view(page)
    assert now["trick_number"] == 2
    winner = now["leader"]  # the first trick's winner leads the second
    full = [e for e in log if e["count"] == "4" and not e["collecting"]]
    collecting = [e for e in log if e["collecting"]]
    assert full and collecting, "the full trick is shown, then collected"
    assert {e["winner"] for e in collecting} == {str(winner)}, "by its winner"
    shown = collecting[0]["at"] - full[0]["at"]
    assert shown >= 0.5 * 1100 * 0.9, f"the full trick stayed only {shown:.0f} ms"
    after = [e for e in log if e["at"] > collecting[-1]["at"]]
    assert after and after[0]["count"] == "0", "then the table clears"
    # Computer players were shown thinking (their seat highlighted) before they played.
    assert any(e["thinking"] and e["thinking"] != ["0"] for e in log)
