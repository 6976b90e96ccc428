"""A bot's match under house rules (issue 44): the spec's options are the engine's to check, the
bot's views carry them, the hands are scored by them, and a bot that does not follow them (a
pass of three cards where four are passed) is refused in the engine's words, the match's policy
applying."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from kawu import bridge
from kawu.botlab.bot import Reply
from kawu.botlab.match import InProcess, play
from kawu.botlab.report import table
from kawu.botlab.spec import Spec

ROOT = Path(__file__).resolve().parents[2]
SIMPLE = (ROOT / "examples/bots/hearts_simple.py").read_text()
#: The simple starter made to pass three cards, whatever the rules ask.
THREE = SIMPLE.replace('[-view["pass_count"] :]', "[-3:]")
FOLLOWS = """
RANKS = "23456789TJQKA"

def pass_cards(view):
    return sorted(view["hand"], key=lambda c: RANKS.index(c[0]))[-view["pass_count"]:]

def choose(view):
    return min(view["legal"], key=lambda c: RANKS.index(c[0]))
"""
BLACK_MARIA = {"points": "black_maria", "pass_directions": ["right"]}


class Watched(InProcess):
    """The bot in this Python, every view it is asked with kept."""

    def __init__(self, source: str) -> None:
        super().__init__(source, "bot.py")
        self.views: list[dict[str, Any]] = []

    def decide(self, view: dict[str, Any]) -> Reply:
        self.views.append(view)
        return super().decide(view)


def test_a_black_maria_match_is_played_and_scored_by_black_marias_rules() -> None:
    bot = Watched(FOLLOWS)
    spec = Spec(
        "hearts", "easy", deals=1, seed=2, games=True, options={**BLACK_MARIA, "target": 50}
    )
    done = play(spec, bot)
    assert done.stopped is None and sum(done.results[0].failures.values()) == 0
    assert bot.views, "the bot was asked"
    for view in bot.views:
        assert view["options"]["points"] == "black_maria"
        assert view["options"]["pass_directions"] == ["right"]
        assert view["options"]["target"] == 50
    passes = [v for v in bot.views if v["phase"] == "pass"]
    assert passes and {v["pass_direction"] for v in passes} == {"right"}
    # Every finished hand the bot saw: K♠ 10 and A♠ 7 beside Q♠ 13 and the hearts, 43 a hand
    # (a shot moon gives the three others 43 each); kawu's rules would give 26.
    hands = {
        (v["history"][-1]["hand"], tuple(v["history"][-1]["points"]))
        for v in bot.views
        if v["history"]
    }
    assert len(hands) >= 4
    for _, points in hands:
        assert sum(points) == 43 or sorted(points) == [0, 43, 43, 43], points
    assert "rules pass_directions=right points=black_maria target=50" in table(
        done.spec, done.results
    )


def test_a_pass_of_four_is_asked_and_a_bot_passing_three_is_refused_in_the_engines_words() -> None:
    follows = Watched(FOLLOWS)
    done = play(Spec("hearts", deals=1, options={"pass_count": 4}), follows)
    assert sum(done.results[0].failures.values()) == 0
    passes = [v for v in follows.views if v["phase"] == "pass"]
    assert passes and all(v["pass_count"] == 4 and v["options"]["pass_count"] == 4 for v in passes)
    assert all(len(v["passed"]) == 4 for v in follows.views if v["phase"] == "play" and v["passed"])

    # replace: each pass of three refused, our normal player passes four instead, the match goes on
    spec = Spec("hearts", deals=1, options={"pass_count": 4})
    assert THREE != SIMPLE
    replaced = play(spec, InProcess(THREE))
    (r,) = replaced.results
    assert replaced.stopped is None and r.hands == 4
    assert r.failures == {"illegal": 4}, "the hand's pass (left), at each of the bot's four seats"
    first = r.kept[0]
    assert first.phase == "pass" and len(first.action) == 3
    assert "refused: Pass exactly 4 cards. (pass_count_n:" in first.failure.message
    # stop: the match ends at the first pass
    stopped = play(
        Spec("hearts", deals=1, on_error="stop", options={"pass_count": 4}), InProcess(THREE)
    )
    assert stopped.results == [] and stopped.stopped is not None
    assert stopped.stopped.failure.kind == "illegal" and stopped.stopped.phase == "pass"
    assert "Pass exactly 4 cards" in stopped.stopped.say()


@pytest.mark.parametrize(
    ("options", "reason", "says"),
    [
        ({"pass_count": 9}, "option_value", "pass_count must be one of 3, 4, 5, not 9"),
        ({"colour": "red"}, "unknown_option", "unknown hearts option 'colour'"),
        ({"mercy": True}, "unknown_option", "unknown hearts option 'mercy'"),
        (
            {"pass_count": 4, "pass_directions": ["hold"]},
            "options_conflict",
            "needs a hand that passes",
        ),
        ("black_maria", "bad_request", "options must be an object"),
    ],
)
def test_options_the_engine_cannot_play_are_refused_with_its_reason(
    options: Any, reason: str, says: str
) -> None:
    with pytest.raises(ValueError, match=says):
        Spec.from_json({"game": "hearts", "options": options})
    # The page's Lab starts its match through the bridge: the reason and its words come back.
    reply = json.loads(
        bridge.call("lab_start", json.dumps({"spec": {"game": "hearts", "options": options}}))
    )
    assert not reply["ok"]
    error = reply["error"]
    assert error["reason"] == reason and says in error["message"]
    assert error["en"] and error["it"] and error["en"] != error["it"]


@pytest.mark.parametrize("name", ["hearts_simple.py", "hearts_reasonable.py"])
def test_the_hearts_starters_pass_as_many_cards_as_the_rules_ask(name: str) -> None:
    source = (ROOT / "examples/bots" / name).read_text()
    for count in (4, 5):
        done = play(Spec("hearts", deals=1, options={"pass_count": count}), InProcess(source))
        assert done.stopped is None
        assert sum(done.results[0].failures.values()) == 0, (name, count)
