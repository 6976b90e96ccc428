"""Spades by clicking: bid with the buttons Nil, 1-13, then play only playable cards; bids,
tricks, team scores and bags are on the table; the hint highlights a legal bid."""

from __future__ import annotations

from kawu_page import (
    Site,
    actions,
    click_card,
    dimmed_cards,
    engine_view,
    hand_cards,
    open_game,
    saved,
    start_game,
    wait_await,
)
from playwright.sync_api import Page

from kawu import api


def test_a_spades_hand_bid_and_played_by_clicking(page: Page, site: Site) -> None:
    open_game(page, site, "pace=0&seed=3")
    start_game(page, "spades")
    wait_await(page, ("bid",))
    labels = page.eval_on_selector_all("#actions .bid", "els => els.map(e => e.textContent)")
    assert labels == ["Nil", *[str(n) for n in range(1, 14)]]
    view = engine_view(page)
    assert len(hand_cards(page)) == 13 and sorted(hand_cards(page)) == sorted(view["hand"])
    # Rule 3: bidding starts left of the dealer; the bids before ours are on the table.
    dealer = view["dealer"]
    assert page.locator(f"#seat-{dealer} .badge").count() == 1
    for seat in range(4):
        text = page.inner_text(f"#seat-{seat} .bid")
        assert text.endswith("…") == (view["bids"][seat] is None), (seat, text)

    page.click("#btn-hint")
    page.wait_for_selector("#actions .bid.hinted")
    hinted = page.eval_on_selector_all(
        "#actions .bid.hinted", "els => els.map(e => JSON.parse(e.dataset.bid))"
    )
    assert len(hinted) == 1 and hinted[0] in view["legal"]
    assert hinted[0] == api.hint(saved(page)["record"], 0)["action"]

    before = actions(page)
    page.click("#actions .bid.hinted")
    kind = wait_await(page, ("play", "summary"), before)
    view = engine_view(page)
    assert view["bids"][0] == hinted[0]
    assert all(b is not None for b in view["bids"]), "everyone has bid before the first card"
    for seat in range(4):
        assert not page.inner_text(f"#seat-{seat} .bid").endswith("…")
    assert page.locator("#scoreboard li[data-team]").count() == 2
    assert page.locator("#scoreboard .bags").count() == 2

    plays = 0
    while kind == "play":
        view = engine_view(page)
        hand = set(hand_cards(page))
        assert hand == set(view["hand"])
        assert dimmed_cards(page) == hand - set(view["legal"])
        tricks = [
            int(page.inner_text(f"#seat-{s} .stat:nth-child(2)").split()[-1]) for s in range(4)
        ]
        assert tricks == view["tricks_won"]
        before = actions(page)
        click_card(page, view["legal"][-1])
        plays += 1
        kind = wait_await(page, ("play", "summary"), before)
    assert kind == "summary" and plays == 13

    entry = engine_view(page)["history"][0]
    rows = dict(
        page.eval_on_selector_all(
            "dialog[open] table.summary tbody tr",
            """rows => rows.map(r =>
                [r.dataset.row, [...r.querySelectorAll('td')].map(td => td.textContent)])""",
        )
    )
    for team in (0, 1):
        assert int(rows["tricks"][team]) == entry["tricks"][team] + entry["tricks"][team + 2]
        assert int(rows["points"][team]) == entry["points"][team]
        assert int(rows["total"][team]) == entry["scores"][team]
        assert rows["bags"][team] == f"{entry['bags'][team]} ({entry['bag_totals'][team]})"
    page.click("dialog[open] button[data-value=continue]")
    wait_await(page, ("bid", "play"))
    assert engine_view(page)["hand_number"] == 2


def test_a_whole_spades_game_to_the_end(page: Page, site: Site) -> None:
    open_game(page, site, "pace=0&seed=8")
    start_game(page, "spades", target=250)
    while True:
        kind = wait_await(page, ("bid", "play", "summary", "gameover"))
        if kind == "summary":
            page.click("dialog[open] button[data-value=continue]")
            page.wait_for_function("document.body.dataset.await !== 'summary'")
            continue
        if kind == "gameover":
            break
        record = saved(page)["record"]
        before = actions(page)
        if kind == "bid":
            bid = api.hint(record, 0)["action"]
            page.click(f"#actions .bid[data-bid='{bid}']")
        else:
            click_card(page, api.view(record, 0)["legal"][0])
        wait_await(page, ("bid", "play", "summary", "gameover"), before)
    view = engine_view(page)
    assert view["phase"] == "game_over"
    assert max(view["scores"]) >= 250
    expected = "La vostra squadra vince!" if view["winner"] == 0 else "Vince la squadra avversaria."
    assert page.inner_text("#winner") == expected
