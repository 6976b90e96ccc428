"""kawu.bridge, the worker's dispatcher: {type, payload} as JSON text in, {ok, result | error}
as JSON text out (README "One small protocol")."""

from __future__ import annotations

import json
from typing import Any

import pytest

from helpers import SOUTH, first_choice, step, turn_view
from kawu import api, bridge


def call(kind: str, payload: Any = None) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(bridge.call(kind, json.dumps(payload or {})))
    return reply


def ok(kind: str, payload: Any = None) -> Any:
    reply = call(kind, payload)
    assert reply["ok"] is True, reply
    assert set(reply) == {"ok", "result"}
    return reply["result"]


def failed(kind: str, payload: Any = None, text: str | None = None) -> dict[str, Any]:
    reply = json.loads(bridge.call(kind, text if text is not None else json.dumps(payload)))
    assert reply["ok"] is False, reply
    error: dict[str, Any] = reply["error"]
    assert {"name", "message", "reason", "params", "it", "en"} <= set(error)
    assert error["it"] and error["en"] and "{" not in error["it"] + error["en"]
    return error


def test_bridge_describe_is_the_apis() -> None:
    assert ok("describe") == api.describe()


def test_bridge_warm_up_runs_a_hard_decision_of_each_game_and_changes_no_decision() -> None:
    from kawu import core

    record = api.new_game("spades", seed=11)
    view = api.view(record, 0)
    seat = view["to_act"][0]
    before = api.bot_action(record, seat, "hard", 5, 0.25, ["person", "hard", "hard", "hard"])
    warmed = ok("warm_up")
    assert warmed["core"] is (core.core() is not None)
    assert set(warmed["ms"]) == {"spades", "hearts"}
    assert all(ms > 0 for ms in warmed["ms"].values())
    after = api.bot_action(record, seat, "hard", 5, 0.25, ["person", "hard", "hard", "hard"])
    assert after == before


def test_bridge_new_game_answers_the_record_and_the_view_at_once() -> None:
    result = ok("new_game", {"game": "spades", "options": {"target": 300}, "seed": 5, "viewer": 2})
    secret = result["record"]["fair"]["secret"]  # drawn by Python, never given by the page
    assert result["record"] == api.new_game("spades", {"target": 300}, seed=5, secret=secret)
    assert result["view"] == api.view(result["record"], 2)
    deal = api.deal_code(result["record"])
    again = ok("new_game", {"game": "spades", "deal": deal})
    assert again["view"]["seat"] == 0
    assert api.view(again["record"], 0)["hand"] == api.view(result["record"], 0)["hand"]


def test_bridge_view_act_step_and_undo_are_the_apis() -> None:
    record = step(api.new_game("hearts", seed=3))
    seat = turn_view(record)["seat"]
    action = first_choice(record, seat)
    assert ok("view", {"record": record, "seat": 1}) == api.view(record, 1)
    played = ok("act", {"record": record, "seat": seat, "action": action})
    assert played == api.act(record, seat, action)
    stepped = ok("step", {"record": record, "seat": seat, "action": action, "viewer": 0})
    assert stepped == {"record": played, "view": api.view(played, 0)}
    undone = ok("undo", {"record": played, "seat": seat})
    assert undone == {"record": record, "view": api.view(record, seat)}


def test_bridge_bot_action_and_hint_are_the_apis() -> None:
    record = step(api.new_game("hearts", seed=3))
    seat = turn_view(record)["seat"]
    payload = {"record": record, "seat": seat, "level": "easy", "seed": 4}
    assert ok("bot_action", payload) == api.bot_action(record, seat, "easy", 4)
    hint = ok("hint", {"record": record, "seat": seat, "effort": 0.25})
    assert hint == api.hint(record, seat, 0.25)
    assert set(hint["reason"]) == {"code", "params", "it", "en"}


def test_bridge_an_illegal_move_comes_back_with_its_reason_in_words() -> None:
    record = api.new_game("hearts", seed=3)
    error = failed("act", {"record": record, "seat": SOUTH, "action": "2C"})
    assert error == {
        "name": "IllegalAction",
        "message": "it is time to pass three cards, not to play",
        "reason": "wrong_phase",
        "params": {"phase": "pass"},
        "it": "Ora è il momento di passare tre carte.",
        "en": "It is time to pass three cards.",
    }


def test_bridge_a_bad_save_is_a_record_error_with_words() -> None:
    record = {**api.new_game("hearts", seed=3), "version": 9}
    error = failed("view", {"record": record, "seat": SOUTH})
    assert (error["name"], error["reason"]) == ("RecordError", "newer_version")
    assert "kawu" in error["en"] and "kawu" in error["it"]


NEW = api.new_game("hearts", seed=1)


@pytest.mark.parametrize(
    ("kind", "payload", "says"),
    [
        ("chess", {}, "unknown request type 'chess'"),
        ("view", {"seat": 0}, "needs the field 'record'"),
        ("view", {"record": NEW}, "needs the field 'seat'"),
        ("view", {"record": [], "seat": 0}, "the field 'record' cannot be []"),
        ("view", {"record": NEW, "seat": "0"}, "the field 'seat'"),
        ("view", {"record": NEW, "seat": True}, "the field 'seat'"),
        ("act", {"record": NEW, "seat": 0}, "'action'"),
        ("new_game", {"game": 5}, "the field 'game' cannot be 5"),
        ("new_game", {"game": "hearts", "options": []}, "the field 'options'"),
        ("new_game", {"game": "hearts", "seed": 1.5}, "the field 'seed'"),
        ("bot_action", {"record": NEW, "seat": 0, "level": 3}, "the field 'level'"),
        ("hint", {"record": NEW, "seat": 0, "effort": "max"}, "the field 'effort'"),
        ("view", [1, 2], "payload is an object"),
    ],
)
def test_bridge_a_malformed_request_is_a_value_error(kind: str, payload: Any, says: str) -> None:
    error = failed(kind, payload)
    assert error["name"] == "ValueError"
    assert error["reason"] == "bad_request"
    assert says in error["message"], error["message"]
    assert "trace" not in error


@pytest.mark.parametrize("text", ["{", "[" * 100_000, "", "NaN]"])
def test_bridge_text_that_is_not_json_is_a_value_error(text: str) -> None:
    error = failed("view", text=text)
    assert error["name"] == "ValueError"


def test_bridge_a_fault_of_kawu_itself_carries_its_trace(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken() -> None:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(api, "describe", broken)
    error = failed("describe", {})
    assert error["name"] == "ZeroDivisionError"
    assert (error["reason"], error["message"]) == ("internal", "a bug")
    assert "ZeroDivisionError" in error["trace"]
