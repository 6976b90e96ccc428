"""The page's Lab through the bridge: a match held between requests, as the page drives it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from kawu import bridge
from kawu.botlab.bot import Bot
from kawu.botlab.match import InProcess, play
from kawu.botlab.report import table
from kawu.botlab.spec import Spec

ROOT = Path(__file__).resolve().parents[2]
SIMPLE = (ROOT / "examples/bots/hearts_simple.py").read_text()


def call(kind: str, payload: dict[str, Any]) -> Any:
    reply = json.loads(bridge.call(kind, json.dumps(payload)))
    assert reply["ok"], reply
    return reply["result"]


def test_a_match_driven_through_the_bridge_gives_the_arena_table() -> None:
    spec = {"game": "hearts", "deals": 3, "seed": 4}
    state = call("lab_start", {"spec": spec})
    bot: Bot | None = None
    progress = [state["progress"]]
    while state["request"] is not None:
        request = state["request"]
        if request["fresh"]:
            bot = Bot(SIMPLE, "bot.py")
        assert bot is not None and request["view"]["seat"] == request["seat"]
        reply = bot.decide(request["view"]).to_json()
        state = call("lab_answer", {"match": state["match"], "reply": reply})
        progress.append(state["progress"])
    assert progress == sorted(progress) and progress[-1] == 1.0
    expected = play(Spec.from_json(spec), InProcess(SIMPLE, "bot.py"))
    result = state["result"]
    assert result["table"] == table(expected.spec, expected.results)
    assert [r["measure"] for r in result["rows"]] == ["points"]
    assert len(result["deals"]) == 3 and result["hands"] == 12


def test_stop_gives_the_deals_finished_and_the_match_is_gone() -> None:
    state = call("lab_start", {"spec": {"game": "hearts", "deals": 5}})
    bot = Bot(SIMPLE, "bot.py")
    while state["deals_done"] < 1:
        state = call(
            "lab_answer",
            {"match": state["match"], "reply": bot.decide(state["request"]["view"]).to_json()},
        )
    stopped = call("lab_stop", {"match": state["match"]})
    assert stopped["request"] is None and len(stopped["result"]["deals"]) == 1
    again = json.loads(
        bridge.call("lab_answer", json.dumps({"match": state["match"], "reply": {}}))
    )
    assert not again["ok"] and "no such match" in again["error"]["message"]


def test_a_bad_spec_and_a_garbage_reply_are_said() -> None:
    bad = json.loads(bridge.call("lab_start", json.dumps({"spec": {"game": "chess"}})))
    assert not bad["ok"] and "unknown game" in bad["error"]["message"]
    state = call("lab_start", {"spec": {"game": "hearts", "deals": 1, "on_error": "stop"}})
    state = call("lab_answer", {"match": state["match"], "reply": 42})
    assert state["request"] is None and "crash" in state["result"]["stopped"]
