"""A hand's rhythm and words (issue 50), in every engine: a hand ends in order at the default pace
(its last trick seen going to its winner, then its summary; the next hand's cards, its number in
the bar, its pass marker and its deal only after Continue), in Hearts, in Spades and at the end of
a game; a forced card plays itself (said to screen readers), and waits for a press with the
setting off; Undo looks disabled before any move, and a press on it says why on the table; the
deal's seal is off the bar, one press away on the table."""

from __future__ import annotations

import json
from typing import Any

from drivers import TURN, Tab
from kawu_page import Site, game_key
from play import (
    actions,
    before_the_last_card,
    click_card,
    engine_view,
    inject,
    open_game,
    said,
    wait_await,
)
from ux_page import bots_until

from kawu import api

# Every frame from now on: the hand's cards, the bar's line, the seats' pass marker, the trick
# and whether a dialog is open (read by the test when the dialog has opened).
WATCH = """() => { window.frames_seen = [];
    const look = () => { window.frames_seen.push({
        at: performance.now(),
        hand: document.querySelectorAll('#hand .card').length,
        hud: document.querySelector('#hud').textContent,
        passMark: Boolean(document.querySelector('.seat.pass-to, #pass-arrow')),
        trick: document.querySelectorAll('#trick .slot').length,
        collecting: document.querySelector('#trick').classList.contains('collecting'),
        dialog: document.querySelector('#dialog[open]')?.dataset.kind ?? null });
      if (window.frames_seen.length < 5000 && !document.querySelector('#dialog[open]'))
        requestAnimationFrame(look); };
    requestAnimationFrame(look); }"""


def end_of_hand_frames(tab: Tab, site: Site, record: dict[str, Any], kind: str) -> list[Any]:
    """Open ``record`` at the default pace, play the person's last card, and every frame seen
    until the dialog ``kind`` opened."""
    inject(tab, site, record, query="pace=1")  # (the hands before it summed up)
    wait_await(tab, ("play",))
    tab.evaluate(WATCH)
    click_card(tab, api.view(record, 0)["legal"][0])
    tab.wait_selector(f"#dialog[open][data-kind={kind}]", timeout=TURN)
    tab.wait_for("() => window.frames_seen.at(-1).dialog !== null")
    return list(tab.evaluate("() => window.frames_seen"))


def check_in_order(frames: list[Any], hand: int, word: str) -> None:
    shown = [f for f in frames if f["dialog"] is None]
    assert shown, "frames before the dialog"
    # Nothing of the next hand before the dialog: no card in the hand, the same hand's number
    # in the bar, no pass marker.
    assert all(f["hand"] <= 1 for f in shown), [f["hand"] for f in shown]
    assert all(f"{word} {hand}" in f["hud"] for f in shown), {f["hud"] for f in shown}
    assert not any(f["passMark"] for f in shown)
    # The last trick was seen whole, then going to its winner, before the dialog opened.
    assert any(f["trick"] == 4 and not f["collecting"] for f in shown), "the full trick shown"
    assert any(f["collecting"] for f in shown), "the trick seen going to its winner"
    dialog = frames[-1]
    assert dialog["hand"] == 0 and f"{word} {hand}" in dialog["hud"] and not dialog["passMark"]


def test_a_hearts_hand_ends_in_order_the_next_after_continue(tab: Tab, site: Site) -> None:
    record = before_the_last_card("hearts", {}, 4)
    frames = end_of_hand_frames(tab, site, record, "summary")
    check_in_order(frames, 1, "Mano")
    # Continue: now the next hand, its number, its pass and its deal
    tab.click("#dialog .primary")
    wait_await(tab, ("pass",))
    assert len(tab.data("#hand .card", "card")) == 13
    assert "Mano 2" in tab.text("#hud")
    view = engine_view(tab)
    tab.wait_selector(f"#seat-{view['pass_to']}.pass-to")


def test_a_spades_hand_ends_in_order(tab: Tab, site: Site) -> None:
    record = before_the_last_card("spades", {}, 4)
    frames = end_of_hand_frames(tab, site, record, "summary")
    check_in_order(frames, 1, "Mano")
    tab.click("#dialog .primary")
    wait_await(tab, ("bid",))
    assert len(tab.data("#hand .card", "card")) == 13 and "Mano 2" in tab.text("#hud")


def test_the_last_hand_of_a_game_ends_in_order_with_the_game(tab: Tab, site: Site) -> None:
    record = before_the_last_card("hearts", {"target": 50}, 18, over=True)
    hand = api.view(record, 0)["hand_number"]
    frames = end_of_hand_frames(tab, site, record, "gameover")
    check_in_order(frames, hand, "Mano")


def test_a_forced_card_plays_itself_and_waits_with_the_setting_off(tab: Tab, site: Site) -> None:
    # South holds 2♣ on the first trick: the only card it may lead.
    record = bots_until(
        api.new_game("hearts", seed=2),
        lambda v: v["phase"] == "play" and v["to_act"] == [0] and v["legal"] == ["2C"],
    )
    n = len(record["actions"])
    inject(tab, site, record, query="pace=0&autoplay=setting")  # the setting decides: on
    tab.wait_for("(n) => Number(document.body.dataset.actions) > n", n)
    assert engine_view(tab)["trick_number"] >= 1
    mine = [a for seat, a in saved_record(tab)["actions"][n:] if seat == 0]
    assert mine and mine[0] == "2C", "played for the person"
    assert any("2 di fiori" in s and "Si può giocare una sola carta" in s for s in said(tab))

    # the setting off: the same moment waits for a press
    inject(tab, site, record, query="pace=0&autoplay=setting", prefs={"autoPlay": False})
    wait_await(tab, ("play",))
    assert actions(tab) == n and engine_view(tab)["legal"] == ["2C"]


def saved_record(tab: Tab) -> dict[str, Any]:
    raw = tab.storage_get(game_key("hearts"))
    assert raw is not None
    return dict(json.loads(raw)["record"])


def test_undo_looks_disabled_before_any_move_and_says_why(tab: Tab, site: Site) -> None:
    open_game(tab, site, "pace=0&seed=7")
    tab.click("#play-hearts")
    wait_await(tab, ("pass",))
    assert tab.attribute("#btn-undo", "aria-disabled") == "true"
    look = "() => { const s = getComputedStyle(document.querySelector('#btn-undo'));" \
           " return [Number(s.opacity), s.cursor]; }"  # fmt: skip
    opacity, cursor = tab.evaluate(look)
    assert opacity <= 0.6 and cursor == "not-allowed", (opacity, cursor)
    reason = engine_view(tab)["undo"]["reason"]["it"]
    tab.click("#btn-undo")
    tab.wait_for("(r) => document.querySelector('#status').textContent.includes(r)", reason)
    assert reason in said(tab)


def test_the_seal_is_off_the_bar_and_one_press_away(tab: Tab, site: Site) -> None:
    # The deal's seal is committed before the first card, as before, but the bar no longer says
    # "Deal sealed: …": a small lock on the table opens Fair play (its fingerprint, what it
    # proves, and the last finished hand's Verify and audit).
    record = bots_until(api.new_game("hearts", seed=5), lambda v: len(v["history"]) == 1)
    inject(tab, site, record)
    wait_await(tab, ("pass",))
    assert "sigillat" not in tab.text(".topbar").lower()
    commitment = record["fair"]["commitments"][1]
    assert tab.data("#seal", "commitment") == [commitment]
    tab.click("#seal")
    tab.wait_selector("#panel[open][data-kind=fair-info]")
    fp = " ".join(commitment[i : i + 4] for i in range(0, 16, 4))
    assert fp in tab.text("#fair-info-text") and "mano 2" in tab.text("#fair-info-text")
    tab.click("#fair-info-verify")
    tab.wait_selector("#panel[open][data-kind=verify] #verify-status[data-status=match]")
