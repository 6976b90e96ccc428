"""The day's par (issue 45): the same deal played again with the hard level in the person's seat,
the same computer players and seeds elsewhere; deterministic, and the same one action at a time
through the bridge (the page's way) as whole (CPython's); the result graded against it."""

from __future__ import annotations

import json
from typing import Any

import pytest

from kawu import api, bridge
from kawu.bots import seed_for
from kawu.engine.hearts import trick_points


def played_by(game: str, date: str, level: str) -> dict[str, Any]:
    """The day's hand with ``level`` at South, as the page plays it (the normal level elsewhere,
    each computer player seeded by the rule)."""
    found = api.daily_game(game, date)
    record = found["record"]
    while not api.view(record, 0)["history"]:
        seat = api.view(record, 0)["to_act"][0]
        lvl = level if seat == 0 else "normal"
        seed = seed_for(record["seed"], len(record["actions"]))
        record = api.act(record, seat, api.bot_action(record, seat, lvl, seed, 1.0, found["table"]))
    return record


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_the_par_is_deterministic(game: str) -> None:
    one = api.daily_par(game, "2026-12-06")
    two = api.daily_par(game, "2026-12-06")
    assert one == two
    assert len(one["tricks"]) == 13


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_the_par_step_by_step_through_the_bridge_is_the_whole_par(game: str) -> None:
    whole = api.daily_par(game, "2026-12-08")
    payload: dict[str, Any] = {"game": game, "date": "2026-12-08"}
    steps = 0
    while True:
        answer = json.loads(bridge.call("daily_par_step", json.dumps(payload)))
        assert answer["ok"], answer
        step = answer["result"]
        steps += 1
        assert step["actions"] == len(step["record"]["actions"])
        if step["done"]:
            break
        payload["record"] = step["record"]
    assert step["record"] == whole["record"]
    assert step["result"]["result"] == whole["result"]
    assert steps == len(whole["record"]["actions"]) == step["total"]


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_the_par_is_the_hard_level_at_south_on_the_days_cards(game: str) -> None:
    par = api.daily_par(game, "2026-12-09")
    found = api.daily_game(game, "2026-12-09")
    record = par["record"]
    assert (record["seed"], record["deal"]) == (found["seed"], found["deal"])
    v = api.view(record, 0)
    assert len(v["history"]) == 1
    row = v["history"][0]
    assert row["deal_code"] == found["deal"]
    expected = row["points"][0]
    assert par["result"] == expected
    # each of South's decisions is the hard level's, each other seat's the normal level's
    replay = api.daily_game(game, "2026-12-09")["record"]
    for seat, action in record["actions"]:
        level = "hard" if seat == 0 else "normal"
        seed = seed_for(replay["seed"], len(replay["actions"]))
        table = ["hard", "normal", "normal", "normal"]
        assert api.bot_action(replay, seat, level, seed, 1.0, table) == action
        replay = api.act(replay, seat, action)


def test_the_par_from_each_seat() -> None:
    for seat in range(4):
        par = api.daily_par("hearts", "2026-12-06", seat)
        assert par["seat"] == seat
        row = api.view(par["record"], 0)["history"][0]
        assert par["result"] == row["points"][seat]


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_a_result_and_its_row_of_tricks(game: str) -> None:
    record = played_by(game, "2026-12-06", "normal")
    found = api.daily_result(record, "2026-12-06")
    row = api.view(record, 0)["history"][0]
    assert found["result"] == row["points"][0]
    assert len(found["tricks"]) == 13
    if game == "hearts":
        # the tricks that cost South points: those it won with a heart or Q♠ in them
        assert any(found["tricks"]) == (row["taken"][0] > 0)
    else:
        assert sum(found["tricks"]) == row["tricks"][0] + row["tricks"][2]


def test_a_hearts_row_marks_only_tricks_with_points() -> None:
    record = played_by("hearts", "2026-12-01", "easy")
    marks = api.daily_result(record, "2026-12-01")["tricks"]
    from kawu.engine import records

    state = records.build(
        "hearts", records.options_of("hearts", None), record["seed"], record["deal"]
    )
    tricks: list[tuple[int, int]] = []
    for seat, action in record["actions"]:
        before = state.last_trick
        state.apply(seat, records.engine_action(state, action))
        if state.last_trick is not before and len(tricks) < 13:
            _, cards, winner = state.last_trick
            tricks.append((winner, trick_points(cards, False)))
    assert marks == [w == 0 and p != 0 for w, p in tricks]


def test_the_result_graded_against_the_par() -> None:
    record = played_by("hearts", "2026-12-06", "normal")
    result = api.daily_result(record, "2026-12-06")["result"]
    for par, grade in [
        (result + 1, "better"),
        (result, "equal"),
        (result - 3, "close"),
        (result - 4, "worse"),
    ]:
        assert api.daily_result(record, "2026-12-06", 0, par)["grade"] == grade
    spades = played_by("spades", "2026-12-06", "normal")
    score = api.daily_result(spades, "2026-12-06")["result"]
    for par, grade in [
        (score - 1, "better"),
        (score, "equal"),
        (score + 3, "close"),
        (score + 4, "worse"),
    ]:
        assert api.daily_result(spades, "2026-12-06", 0, par)["grade"] == grade


def test_the_hard_level_in_the_persons_seat_is_the_par() -> None:
    """Played by the hard level at South, the day's game scores the par exactly: the grade is
    "equal" (the same seeds, the same other players)."""
    for game in ("hearts", "spades"):
        record = played_by(game, "2026-12-10", "hard")
        par = api.daily_par(game, "2026-12-10")
        assert record["actions"] == par["record"]["actions"]
        assert api.daily_result(record, "2026-12-10", 0, par["result"])["grade"] == "equal"


def test_the_hold_days_par_has_no_pass() -> None:
    step = api.daily_par_step("hearts", "2026-12-10")  # a Thursday
    assert step["total"] == 52
    assert api.daily_par("hearts", "2026-12-10")["record"]["actions"][0][1] == "2C"
