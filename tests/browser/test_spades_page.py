"""Spades by clicking, in every engine: bid with the buttons Nil, 1-13, then play only playable
cards; bids, tricks, team scores and bags are on the table; the hint highlights a legal bid. (A
whole game: in Chromium.)"""

from __future__ import annotations

import re

import kawu_page as kp
from drivers import Tab
from kawu_page import Site
from play import (
    actions,
    dimmed_cards,
    engine_view,
    hand_cards,
    open_game,
    page_hint,
    play,
    start_game,
    wait_await,
)
from playwright.sync_api import Page

from kawu import api


def test_a_spades_hand_bid_and_played_by_clicking(tab: Tab, site: Site) -> None:
    open_game(tab, site, "pace=0&seed=3")
    start_game(tab, "spades")
    wait_await(tab, ("bid",))
    labels = tab.evaluate("[...document.querySelectorAll('#actions .bid')].map(e => e.textContent)")
    assert labels == ["Nil", *[str(n) for n in range(1, 14)]]
    view = engine_view(tab)
    assert len(hand_cards(tab)) == 13 and sorted(hand_cards(tab)) == sorted(view["hand"])
    # Rule 3: bidding starts left of the dealer; the bids before ours are on the table.
    dealer = view["dealer"]
    assert tab.count(f"#seat-{dealer} .badge") == 1
    for seat in range(4):
        text = tab.text(f"#seat-{seat} .bid")
        assert text.endswith("…") == (view["bids"][seat] is None), (seat, text)

    tab.click("#btn-hint")
    tab.wait_selector("#actions .bid.hinted")
    hinted = [int(b) for b in tab.data("#actions .bid.hinted", "bid")]
    assert len(hinted) == 1 and hinted[0] in view["legal"]
    assert hinted[0] == page_hint(tab)["action"]

    before = actions(tab)
    tab.click("#actions .bid.hinted")
    kind = wait_await(tab, ("play", "summary"), before)
    view = engine_view(tab)
    assert view["bids"][0] == hinted[0]
    assert all(b is not None for b in view["bids"]), "everyone has bid before the first card"
    for seat in range(4):
        assert not tab.text(f"#seat-{seat} .bid").endswith("…")
    assert tab.count("#scoreboard li[data-team]") == 2
    assert tab.count("#scoreboard .bags") == 2

    plays = 0
    while kind == "play":
        view = engine_view(tab)
        hand = set(hand_cards(tab))
        assert hand == set(view["hand"])
        assert dimmed_cards(tab) == hand - set(view["legal"])
        tricks = [int(tab.text(f"#seat-{s} .stat:nth-child(2)").split()[-1]) for s in range(4)]
        assert tricks == view["tricks_won"]
        kind = play(tab, view["legal"][-1])
        plays += 1
    assert kind == "summary" and plays == 13

    entry = engine_view(tab)["history"][0]
    rows = dict(
        tab.evaluate(
            """[...document.querySelectorAll('dialog[open] table.summary tbody tr')].map(r =>
                [r.dataset.row, [...r.querySelectorAll('td')].map(td => td.textContent)])"""
        )
    )

    def numbers(text: str) -> list[int]:
        return [int(n) for n in re.findall(r"-?\d+", text.replace("\u2212", "-"))]

    for team in (0, 1):
        # the hand's points are the sum's last figure (test_hand_summary.py checks every part)
        assert numbers(rows["points"][team])[-1] == entry["points"][team]
        assert numbers(rows["total"][team]) == [entry["scores"][team]]
        assert numbers(rows["bags"][team])[-1] == entry["bag_totals"][team]
        assert abs(numbers(rows["bags"][team])[0]) == entry["bags"][team]
    tab.click("dialog[open] button[data-value=continue]")
    wait_await(tab, ("bid", "play"))
    assert engine_view(tab)["hand_number"] == 2


def test_a_whole_spades_game_to_the_end(page: Page, site: Site) -> None:
    kp.open_game(page, site, "pace=0&seed=8")
    kp.start_game(page, "spades", target=250)
    while True:
        kind = kp.wait_await(page, ("bid", "play", "summary", "gameover"))
        if kind == "summary":
            page.click("dialog[open] button[data-value=continue]")
            page.wait_for_function("document.body.dataset.await !== 'summary'")
            continue
        if kind == "gameover":
            break
        record = kp.saved(page)["record"]
        before = kp.actions(page)
        if kind == "bid":
            bid = api.hint(record, 0)["action"]
            page.click(f"#actions .bid[data-bid='{bid}']")
        else:
            kp.click_card(page, api.view(record, 0)["legal"][0])
        kp.wait_await(page, ("bid", "play", "summary", "gameover"), before)
    view = kp.engine_view(page)
    assert view["phase"] == "game_over"
    assert max(view["scores"]) >= 250
    expected = "La vostra squadra vince!" if view["winner"] == 0 else "Vince la squadra avversaria."
    assert page.inner_text("#winner") == expected
