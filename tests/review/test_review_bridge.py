"""kawu.bridge's review kinds (issue 12) and the computer players' seed rule in ``bot_action``:
the same answers as kawu.api, strict payloads, refusals with their words."""

from __future__ import annotations

import json
from typing import Any

import pytest

from kawu import api, bridge
from kawu.bots import seed_for

EFFORT = 0.1


def call(kind: str, payload: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(bridge.call(kind, json.dumps(payload)))
    return reply


def ok(kind: str, payload: Any) -> Any:
    reply = call(kind, payload)
    assert reply["ok"] is True, reply
    return reply["result"]


def failed(kind: str, payload: Any) -> dict[str, Any]:
    reply = call(kind, payload)
    assert reply["ok"] is False, reply
    error: dict[str, Any] = reply["error"]
    assert error["it"] and error["en"] and error["it"] != error["en"]
    assert "{" not in error["it"] + error["en"] and "trace" not in error
    return error


def one_hand(game: str, seed: int) -> dict[str, Any]:
    """A game's first hand, to its end, played by the normal players through the bridge."""
    record = api.new_game(game, seed=seed)
    while api.view(record, 0)["hand_number"] == 1:
        seat = api.view(record, 0)["to_act"][0]
        action = ok("bot_action", {"record": record, "seat": seat})
        record = api.act(record, seat, action)
    return record


HAND = one_hand("spades", 8)


def test_bot_action_without_a_seed_follows_the_seed_rule_and_an_explicit_seed_still_counts() -> (
    None
):
    record = api.new_game("hearts", seed=12_345_678)
    for _ in range(6):
        seat = api.view(record, 0)["to_act"][0]
        rule = seed_for(record["seed"], len(record["actions"]))
        payload = {"record": record, "seat": seat, "level": "hard", "effort": EFFORT}
        assert ok("bot_action", payload) == api.bot_action(record, seat, "hard", rule, EFFORT)
        given = ok("bot_action", {**payload, "seed": 3})
        assert given == api.bot_action(record, seat, "hard", 3, EFFORT)
        record = api.act(record, seat, given)


def test_the_review_kinds_are_the_apis() -> None:
    outline = ok("review_outline", {"record": HAND, "seat": 2, "hand": 1})
    assert outline == api.review_outline(HAND, 2, 1)
    index = outline["decisions"][3]["index"]
    decision = ok("review_decision", {"record": HAND, "seat": 2, "index": index, "effort": EFFORT})
    assert decision == api.review_decision(HAND, 2, index, EFFORT)
    whole = ok("review", {"record": HAND, "seat": 2, "hand": 1, "effort": EFFORT})
    assert whole == api.review(HAND, 2, 1, EFFORT)
    assert whole["decisions"][3] == decision


def test_a_review_refused_comes_back_with_its_reason_in_words() -> None:
    error = failed("review", {"record": HAND, "seat": 0, "hand": 2, "effort": EFFORT})
    assert (error["name"], error["reason"], error["params"]) == (
        "IllegalAction",
        "review_unfinished",
        {"hand": 2},
    )
    west = next(i for i, (s, _) in enumerate(HAND["actions"]) if s == 1)
    error = failed("review_decision", {"record": HAND, "seat": 0, "index": west})
    assert error["reason"] == "review_not_decision"
    error = failed("review_outline", {"record": HAND, "seat": 0, "hand": 7})
    assert error["reason"] == "review_no_hand"


@pytest.mark.parametrize(
    ("kind", "payload", "says"),
    [
        ("review_outline", {"record": HAND, "seat": 0}, "needs the field 'hand'"),
        ("review_outline", {"record": HAND, "seat": 0, "hand": "1"}, "the field 'hand'"),
        ("review_outline", {"record": HAND, "seat": 0, "hand": 1.0}, "the field 'hand'"),
        ("review_outline", {"seat": 0, "hand": 1}, "needs the field 'record'"),
        ("review_decision", {"record": HAND, "seat": 0}, "needs the field 'index'"),
        ("review_decision", {"record": HAND, "seat": 0, "index": True}, "the field 'index'"),
        ("review_decision", {"record": HAND, "seat": 0, "index": 1, "effort": "x"}, "'effort'"),
        ("review", {"record": HAND, "seat": 0, "hand": 1, "effort": 0}, "effort is a number"),
        ("review", {"record": HAND, "seat": 0, "hand": None}, "the field 'hand'"),
        ("review", {"record": HAND, "seat": 0, "hand": 2**40}, "a hand number"),
    ],
)
def test_a_malformed_review_request_is_a_value_error(kind: str, payload: Any, says: str) -> None:
    error = failed(kind, payload)
    assert (error["name"], error["reason"]) == ("ValueError", "bad_request")
    assert says in error["message"], error["message"]
