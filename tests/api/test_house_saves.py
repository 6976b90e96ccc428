"""Saves and the house rules (issue 44, part 4): the options are part of the record; a save made
before an option existed loads as kawu's rules; a damaged or unknown option in a save is reported
(the view's ``options_set_aside``, with its reason in both languages) and set aside (kawu's rule
is played for it), never fatal.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from kawu import api, bridge
from kawu.engine import records
from kawu.engine.hearts import HeartsOptions
from kawu.engine.spades import SpadesOptions


def played(record: dict[str, Any], actions: int) -> dict[str, Any]:
    for _ in range(actions):
        seat = api.view(record, 0)["to_act"][0]
        record = api.act(record, seat, api.bot_action(record, seat, "easy", seed=1))
    return record


def reload(record: dict[str, Any]) -> dict[str, Any]:
    """The record as a save read back: JSON text, and no state remembered."""
    records.CACHE.clear()
    out: dict[str, Any] = json.loads(json.dumps(record))
    return out


def test_house_save_keeps_the_options_and_replays_them() -> None:
    options = {"points": "spot", "pass_count": 5, "no_tricks_bonus": True}
    record = played(api.new_game("hearts", options, seed=4), 30)
    before = [api.view(record, s) for s in range(4)]
    again = reload(record)
    assert [api.view(again, s) for s in range(4)] == before
    assert before[0]["options"]["points"] == "spot" and "options_set_aside" not in before[0]


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_house_older_save_without_the_house_rules_loads_as_kawus_rules(game: str) -> None:
    record = played(api.new_game(game, seed=5), 20)
    old = reload(record)
    # A save from before the house rules (and, for Hearts, before J♦): no key for them.
    old["options"] = {"target": old["options"]["target"]}
    view = api.view(old, 0)
    defaults = (HeartsOptions() if game == "hearts" else SpadesOptions()).to_json()
    assert view["options"] == defaults and "options_set_aside" not in view
    assert view["hand"] == api.view(record, 0)["hand"]


@pytest.mark.parametrize(
    ("game", "damage", "option", "reason"),
    [
        ("hearts", {"house_rule_from_the_future": True}, "house_rule_from_the_future",
         "unknown_option"),
        ("hearts", {"points": "omnibus"}, "points", "option_value"),
        ("hearts", {"pass_count": 9}, "pass_count", "option_value"),
        ("hearts", {"target": 75}, "target", "option_value"),
        ("hearts", {"pass_directions": "left"}, "pass_directions", "option_value"),
        ("spades", {"bag_penalty": [1, 2]}, "bag_penalty", "option_value"),
        ("spades", {"nil_value": None}, "nil_value", "option_value"),
    ],
)  # fmt: skip
def test_house_damaged_or_unknown_option_in_a_save_is_reported_and_set_aside(
    game: str, damage: dict[str, Any], option: str, reason: str
) -> None:
    record = played(api.new_game(game, seed=6), 12)
    damaged = reload(record)
    damaged["options"].update(damage)
    view = api.view(damaged, 0)  # not fatal
    (aside,) = view["options_set_aside"]
    assert aside["option"] == option and aside["reason"]["code"] == reason
    assert aside["reason"]["it"] and aside["reason"]["en"]
    # The game plays kawu's rule instead, the same game as before the damage.
    expected = api.view(record, 0)
    assert view["hand"] == expected["hand"] and view["history"] == expected["history"]
    kawus = HeartsOptions() if game == "hearts" else SpadesOptions()
    assert view["options"] == kawus.to_json()  # kawu's rule for the option set aside
    assert (option in kawus.full_json()) == (reason != "unknown_option")
    nxt = api.act(damaged, view["to_act"][0], api.bot_action(damaged, view["to_act"][0], "easy"))
    assert len(nxt["actions"]) == len(record["actions"]) + 1
    assert nxt["options"] == damaged["options"]  # the save is never rewritten behind its back


def test_house_save_with_options_that_cannot_be_played_together_sets_one_aside() -> None:
    record = reload(api.new_game("hearts", seed=6))
    record["options"].update({"pass_directions": ["hold"], "pass_count": 4})
    view = api.view(record, 0)
    assert [(a["option"], a["value"]) for a in view["options_set_aside"]] == [("pass_count", "4")]
    assert view["options_set_aside"][0]["reason"]["code"] == "options_conflict"
    assert view["options"]["pass_directions"] == ["hold"] and view["phase"] == "play"


def test_house_damaged_option_through_the_bridge_is_a_view_not_an_error() -> None:
    record = reload(played(api.new_game("hearts", seed=7), 5))
    record["options"]["points"] = 42
    answer = json.loads(bridge.call("view", json.dumps({"record": record, "seat": 0})))
    assert answer["ok"] is True
    assert answer["result"]["options_set_aside"][0]["option"] == "points"


def test_house_set_aside_does_not_accept_what_is_not_a_save() -> None:
    record = api.new_game("hearts", seed=8)
    record["options"] = ["points", "spot"]  # not an object: not a saved game
    with pytest.raises(api.RecordError):
        api.view(record, 0)
    deep: Any = []
    for _ in range(100_000):
        deep = [deep]
    record["options"] = {"points": deep}
    with pytest.raises(api.RecordError):
        api.view(copy.copy(record), 0)


def test_house_a_save_with_an_option_set_aside_is_reviewed_and_audited_alike() -> None:
    record = reload(played(api.new_game("hearts", seed=9), 60))
    assert len(api.view(record, 0)["history"]) >= 1
    clean = api.review_outline(record, 0, 1), api.audit_outline(record, 1)
    record["options"]["pass_count"] = "many"
    assert (api.review_outline(record, 0, 1), api.audit_outline(record, 1)) == clean
