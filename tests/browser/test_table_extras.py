"""What players of other card apps expect (issue 13), in Chromium: sounds (the setting remembered,
a sound for every card and trick, none while the page is hidden), the score chart at a hand's
summary and at the end of the game, "your data in a file" (export, clear, import gives the same;
a damaged file changes nothing), and "finish the hand" when the engine says it is decided."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from kawu_page import (
    TURN,
    Site,
    actions,
    click_card,
    engine_view,
    hand_cards,
    open_game,
    pass_three,
    saved,
    start_game,
    wait_await,
)
from playwright.sync_api import Page
from ux_page import bots_until, close_panel, inject, open_panel, said

from kawu import api

KEYS = ("kawu:game:v2:hearts", "kawu:stats:v1", "kawu:settings:v1")


def sounds(page: Page) -> dict[str, Any]:
    figures: dict[str, Any] = page.evaluate("window.kawuFigures().sounds")
    return figures


def hide_page(page: Page) -> None:
    page.evaluate(
        """() => {
            const hidden = {value: "hidden", configurable: true};
            Object.defineProperty(document, "visibilityState", hidden);
            document.dispatchEvent(new Event("visibilitychange"));
        }"""
    )


def cards_and_tricks(record: dict[str, Any]) -> tuple[int, int]:
    played = sum(1 for _, a in record["actions"] if isinstance(a, str) and len(a) == 2)
    return played, played // 4


def test_the_sound_setting_is_remembered_and_every_card_and_trick_sounds(
    page: Page, site: Site
) -> None:
    open_game(page, site, "pace=0&seed=5")
    open_panel(page, "settings")
    assert page.is_checked("#set-sound")
    page.focus("#set-volume")
    for _ in range(3):
        page.keyboard.press("ArrowLeft")
    page.wait_for_function(
        "JSON.parse(localStorage.getItem('kawu:settings:v1') ?? '{}').prefs?.volume === 30"
    )
    page.uncheck("#set-sound")
    close_panel(page)
    page.reload()
    page.wait_for_selector("body[data-state=ready]", timeout=60_000)
    open_panel(page, "settings")
    assert not page.is_checked("#set-sound"), "remembered after a reload"
    assert page.input_value("#set-volume") == "30"
    page.check("#set-sound")
    close_panel(page)

    start_game(page, "hearts")
    wait_await(page, ("pass",))
    pass_three(page, hand_cards(page)[:3])
    for _ in range(3):
        before = actions(page)
        click_card(page, engine_view(page)["legal"][0])
        wait_await(page, ("play",), before)
    played = sounds(page)["played"]
    cards, tricks = cards_and_tricks(saved(page)["record"])
    assert played["card"] == cards and played["trick"] + played["queen"] == tricks, played
    assert played["turn"] >= 4, "your turn: the pass and each card"

    # Hidden: the game goes on, silently.
    hide_page(page)
    silenced = sounds(page)["silenced"]["hidden"]
    before = actions(page)
    click_card(page, engine_view(page)["legal"][0])
    wait_await(page, ("play", "summary"), before)
    after = sounds(page)
    assert after["played"] == played, "no sound while the page is hidden"
    assert after["silenced"]["hidden"] > silenced


def chart_points(page: Page, where: str) -> dict[str, int]:
    counts: dict[str, int] = page.eval_on_selector_all(
        f"{where} svg.chart g.series",
        "gs => Object.fromEntries(gs.map(g => [g.dataset.series,"
        " g.querySelectorAll('circle.point').length]))",
    )
    return counts


def test_the_score_chart_at_a_summary_and_at_the_end_of_the_game(page: Page, site: Site) -> None:
    record = bots_until(api.new_game("hearts", seed=31), lambda v: len(v["history"]) == 2)
    inject(page, site, record, summary_seen=1)
    page.wait_for_selector("dialog[open][data-kind=summary] svg.chart", timeout=TURN)
    assert chart_points(page, "dialog[open]") == {"0": 2, "1": 2, "2": 2, "3": 2}
    totals = page.eval_on_selector_all(
        "dialog[open] g.series[data-series='1'] circle",
        "cs => cs.map(c => Number(c.dataset.total))",
    )
    history = api.view(record, 0)["history"]
    assert totals == [h["scores"][1] for h in history]
    chart = page.query_selector("dialog[open] svg.chart")
    assert chart is not None and chart.get_attribute("role") == "img"
    labelled = chart.get_attribute("aria-labelledby") or ""
    assert page.text_content(f"#{labelled.split()[0]}") == "Grafico dei punteggi"
    assert page.query_selector("dialog[open] svg.chart line.limit.target") is not None
    assert page.query_selector("dialog[open] table.summary") is not None, "the text alternative"

    full = bots_until(
        api.new_game("spades", {"target": 250}, seed=8), lambda v: v["phase"] == "game_over"
    )
    inject(page, site, full)
    page.wait_for_selector("dialog[open][data-kind=gameover] svg.chart", timeout=TURN)
    hands = len(api.view(full, 0)["history"])
    assert chart_points(page, "dialog[open]") == {"0": hands, "1": hands}


def local(page: Page) -> dict[str, Any]:
    values: dict[str, Any] = page.evaluate(
        "keys => Object.fromEntries(keys.map(k => [k, JSON.parse(localStorage.getItem(k))]))",
        list(KEYS),
    )
    return values


def game_with_statistics(page: Page, site: Site) -> None:
    """A game in progress, statistics of a finished game, and a changed setting."""
    record = bots_until(api.new_game("hearts", seed=12), lambda v: len(v["history"]) == 1)
    record = bots_until(record, lambda v: v["phase"] == "play" and v["to_act"] == [0])
    inject(page, site, record, ui={"counted": {"hands": 0, "over": False}})  # hand 1 counts now
    wait_await(page, ("play",))
    open_panel(page, "settings")
    page.check("#set-fourColour")
    close_panel(page)


def test_your_data_exported_then_imported_after_clearing_gives_the_same(
    page: Page, site: Site, tmp_path: Path
) -> None:
    game_with_statistics(page, site)
    before = local(page)
    assert all(before[k] is not None for k in KEYS), before
    assert before["kawu:stats:v1"]["hearts"]["hands"] == 1
    open_panel(page, "data")
    with page.expect_download() as download:
        page.click("#data-export")
    path = tmp_path / "data.json"
    download.value.save_as(path)
    data = json.loads(path.read_text())
    assert data["format"] == "kawu-data" and data["exportedAt"]
    close_panel(page)

    page.evaluate("localStorage.clear()")
    open_game(page, site)
    assert page.get_attribute("body", "data-screen") == "start"
    open_panel(page, "data")
    page.set_input_files("#data-import", str(path))
    page.wait_for_selector("#data-import-yes", timeout=TURN)
    assert "1" in page.inner_text("#data-confirm")
    with page.expect_navigation():
        page.click("#data-import-yes")
    page.wait_for_selector("body[data-state=ready]", timeout=60_000)
    wait_await(page, ("play",))
    assert local(page) == before
    assert page.evaluate("document.body.classList.contains('four-colour')"), "settings taken up"


def test_a_damaged_import_file_changes_nothing_and_says_why(
    page: Page, site: Site, tmp_path: Path
) -> None:
    game_with_statistics(page, site)
    before = page.evaluate("() => ({...localStorage})")
    open_panel(page, "data")
    with page.expect_download() as download:
        page.click("#data-export")
    good = json.loads(Path(download.value.path()).read_text())
    game = good["games"]["kawu:game:v2:hearts"]
    moves = [[0, "AS"], *game["record"]["actions"]]  # a card seat 0 never had, first
    broken = {**game, "record": {**game["record"], "actions": moves}}
    cases = {
        "truncated.json": json.dumps(good)[:-40],
        "record.json": json.dumps({**good, "games": {"kawu:game:v2:hearts": broken}}),
        "stats.json": json.dumps({**good, "stats": {"format": 1, "hearts": {"played": "x"}}}),
    }
    for name, text in cases.items():
        path = tmp_path / name
        path.write_text(text)
        page.set_input_files("#data-import", str(path))
        page.wait_for_selector("#data-message[data-kind=error]", timeout=TURN)
        message = page.inner_text("#data-message")
        assert "Non è cambiato niente." in message, message
        assert page.query_selector("#data-import-yes") is None, "never asked: nothing to import"
        assert page.evaluate("() => ({...localStorage})") == before, name
        page.evaluate("document.querySelector('#data-message').remove()")
    assert page.get_attribute("body", "data-screen") == "table", "the game goes on"


def decided(view: dict[str, Any]) -> bool:
    return bool(view.get("decided")) and view["phase"] == "play" and view["to_act"] == [0]


def test_finish_a_decided_hand_by_the_button_and_automatically(page: Page, site: Site) -> None:
    """Needs the engine's side of issue 13: ``view.decided`` and the worker's ``finish``."""
    record = bots_until(api.new_game("hearts", seed=21), decided)
    hands = len(api.view(record, 0)["history"])
    inject(page, site, record)
    wait_await(page, ("play",))
    page.wait_for_selector("#btn-finish", timeout=TURN)
    page.click("#btn-finish")
    page.wait_for_selector("dialog[open][data-kind=summary]", timeout=TURN)
    finished = saved(page)["record"]
    assert len(api.view(finished, 0)["history"]) == hands + 1
    assert finished["actions"][: len(record["actions"])] == record["actions"]
    assert any("giocato subito" in p for p in said(page))

    page.click("dialog[open] button[data-value=continue]")
    open_panel(page, "settings")
    page.check("#set-autoFinish")
    close_panel(page)
    inject(page, site, record)
    page.wait_for_selector("dialog[open][data-kind=summary]", timeout=TURN)
    assert len(api.view(saved(page)["record"], 0)["history"]) == hands + 1, "finished by itself"
