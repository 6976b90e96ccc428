"""A person's bot file (issue 35): loaded under its own name, asked with the page's view, its
errors said as a programmer expects them, and a match on duplicate deals beside our level."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from kawu import api
from kawu.botlab import match, report
from kawu.botlab.bot import Bot, BotLoadError, Reply
from kawu.botlab.match import InProcess, Match, play
from kawu.botlab.spec import MatchStopped, Spec
from kawu.engine.cards import CODES

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "bots"
LOWEST = """
RANKS = "23456789TJQKA"

def choose(view):
    return min(view["legal"], key=lambda c: RANKS.index(c[0]))
"""


def source(name: str) -> str:
    return (EXAMPLES / name).read_text()


def test_a_bot_file_plays_a_whole_match_with_every_seat_and_ours_beside_it() -> None:
    spec = Spec("hearts", "normal", deals=2, seed=3, name="hearts_simple.py")
    done = play(spec, InProcess(source("hearts_simple.py"), "hearts_simple.py"))
    assert done.stopped is None
    assert [r.deal for r in done.results] == [0, 1]
    for r in done.results:
        assert r.hands == 4  # one hand with the bot in each seat
        assert len(r.bot["points"]) == len(r.ours["points"]) == 4
        assert all(0 <= p <= 26 for p in r.bot["points"] + r.ours["points"])
        assert not r.failures
        # ours: the normal level in every seat, one table read at each seat: 26 a hand (or 78)
        assert sum(r.ours["points"]) in (26, 78)
        # a decision a card (13 a hand), and a pass in every hand but the deal without one
        assert len(r.seconds) == 4 * (13 if r.deal % 4 == 3 else 14)
    table = report.table(spec, done.results)
    assert "hearts_simple.py against three normal players" in table
    assert "points/hand" in table and "bot - normal" in table and "failures: none" in table


def test_whole_games_count_games_won_for_the_bot_and_for_ours() -> None:
    spec = Spec("hearts", "easy", deals=1, seed=5, games=True, options={"target": 50})
    done = play(spec, InProcess(source("hearts_reasonable.py")))
    (r,) = done.results
    assert set(r.bot) == {"points", "won"}
    assert all(w in (0.0, 1.0) for w in r.bot["won"])
    assert sum(r.ours["won"]) == 1  # one table of four easy players: one of them won
    assert r.hands >= 4 * 2  # four games of at least two hands to 50
    assert "games won" in report.table(spec, done.results)


def test_spades_puts_a_partner_of_ours_beside_the_bot_and_reports_margins() -> None:
    spec = Spec("spades", "normal", deals=1, seed=2, partner="easy")
    assert match.lineup(spec.checked(), 1, "bot") == ["normal", "bot", "normal", "easy"]
    done = play(spec, InProcess(source("spades_reasonable.py")))
    (r,) = done.results
    assert set(r.bot) == {"points", "margin"}
    assert "with a easy partner against a normal team" in report.table(spec, done.results)


def test_a_traceback_names_the_persons_file_and_lines_and_none_of_ours() -> None:
    text = 'def helper(view):\n    return view["no such field"]\n\n\ndef choose(view):\n'
    text += "    return helper(view)\n"
    bot = Bot(text, "mine.py")
    reply = bot.decide({"phase": "play", "legal": ["2C"]})
    assert reply.failure is not None and reply.failure.kind == "exception"
    assert "KeyError" in reply.failure.message
    trace = reply.failure.traceback
    assert 'File "mine.py", line 6, in choose' in trace
    assert 'File "mine.py", line 2, in helper' in trace
    assert 'return view["no such field"]' in trace  # the line's text, from the given source
    assert "kawu" not in trace


def test_a_file_that_does_not_load_says_where() -> None:
    with pytest.raises(BotLoadError) as e:
        Bot("def choose(view):\n    return 1\n  oops(\n", "broken.py")
    assert "broken.py does not compile" in str(e.value) and "line 3" in str(e.value)
    with pytest.raises(BotLoadError) as e:
        Bot("x = 1\ny = 1 / 0\ndef choose(view):\n    return 1\n", "loading.py")
    assert 'File "loading.py", line 2, in <module>' in e.value.traceback
    assert "ZeroDivisionError" in e.value.traceback
    with pytest.raises(BotLoadError, match="defines no function choose"):
        Bot("def play(view):\n    return 1\n", "nochoose.py")


def test_a_garbage_return_is_named_with_what_an_action_is() -> None:
    for body, says in (
        ("pass", "returned None (no return?)"),
        ("return {1, 2}", "returned {1, 2}, which is no JSON value"),
        ("return float('nan')", "which is no JSON value"),
    ):
        reply = Bot(f"def choose(view):\n    {body}\n").decide({"phase": "play"})
        assert reply.failure is not None and reply.failure.kind == "garbage"
        assert says in reply.failure.message and "a card code such as 'QS'" in reply.failure.message
    # a tuple is JSON's list, as on its way to the page
    assert Bot("def choose(view):\n    return ('2C', '3C', '4C')\n").decide({}).action == [
        "2C",
        "3C",
        "4C",
    ]


def test_pass_cards_and_bid_are_asked_in_their_phase_choose_otherwise() -> None:
    bot = Bot("def choose(view):\n    return 'c'\ndef bid(view):\n    return 3\n")
    assert bot.decide({"phase": "bid"}).action == 3
    assert bot.decide({"phase": "play"}).action == "c"
    assert bot.decide({"phase": "pass"}).action == "c"  # no pass_cards: choose passes


ILLEGAL = """
def choose(view):
    if view["phase"] == "play" and view["trick"]:
        return next(c for c in ("AS", "KS", "QS", "JS", "AH", "AD", "AC") if c not in view["hand"])
    return view["legal"][:3] if view["phase"] == "pass" else view["legal"][0]
"""


def test_an_illegal_action_is_refused_in_the_engines_words_and_replaced() -> None:
    spec = Spec("hearts", deals=1, name="illegal.py")
    done = play(spec, InProcess(ILLEGAL, "illegal.py"))
    (r,) = done.results
    assert r.hands == 4  # every hand finished: the normal level decided instead
    assert r.failures["illegal"] > 0
    first = r.kept[0]
    assert first.failure.kind == "illegal" and first.phase == "play"
    assert "refused: You do not hold" in first.failure.message
    assert "(not_in_hand:" in first.failure.message
    assert first.action in ("AS", "KS", "QS", "JS", "AH", "AD", "AC")
    assert f"illegal {r.failures['illegal']}" in report.table(spec, done.results)
    assert "replaced by the normal level's" in report.table(spec, done.results)


def test_the_stop_policy_ends_the_match_at_the_first_failure() -> None:
    spec = Spec("hearts", deals=3, on_error="stop")
    done = play(spec, InProcess(ILLEGAL))
    assert done.stopped is not None and done.stopped.failure.kind == "illegal"
    assert done.results == []  # the first deal never finished
    assert done.next() is None
    with pytest.raises(ValueError, match="the match is over"):
        done.answer(Reply(action="2C"))
    assert "illegal at deal 0" in str(MatchStopped(done.stopped))


def cards_in(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value} if value in CODES else set()
    if isinstance(value, list):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    if isinstance(value, dict):
        return set().union(*(cards_in(v) for k, v in value.items() if k != "history"))
    return set()


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_the_bot_sees_the_pages_view_of_its_seat_and_no_other_seats_cards(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[dict[str, Any], int, dict[str, Any]]] = []
    real_view = api.view

    def spy(record: dict[str, Any], seat: int) -> dict[str, Any]:
        v = real_view(record, seat)
        asked.append((record, seat, json.loads(json.dumps(v))))
        return v

    monkeypatch.setattr(match.api, "view", spy)
    bot = InProcess(source(f"{game}_reasonable.py"))
    checked = 0

    class Checking:
        def decide(self, view: dict[str, Any]) -> Reply:
            nonlocal checked
            record, seat, page_view = asked[-1]
            assert view == page_view  # exactly the page's view for that seat, as JSON
            state = api.load(record)
            others = set()
            for s in range(4):
                if s != seat:
                    others |= {CODES[c] for c in range(52) if state.hands[s] >> c & 1}
            known = set(view.get("passed", []))  # a Hearts seat knows where its pass went
            assert cards_in(view) & others <= known
            if not view.get("hand_hidden"):
                own = {CODES[c] for c in range(52) if state.hands[seat] >> c & 1}
                assert set(view["hand"]) == own
            checked += 1
            return bot.decide(view)

        def reset(self) -> None:
            bot.reset()

    done = play(Spec(game, deals=1, seed=4), Checking())
    assert not done.results[0].failures
    assert checked == len(done.results[0].seconds) > 4 * 13


def test_the_page_drives_a_match_one_json_reply_at_a_time_with_the_same_results() -> None:
    spec = Spec("hearts", deals=2, seed=9)
    direct = play(spec, InProcess(LOWEST))
    bot = Bot(LOWEST)
    paged = Match(spec)
    request = paged.next()
    while request is not None:
        if request.fresh:
            bot = Bot(LOWEST)
        request = paged.answer(json.loads(json.dumps(bot.decide(request.view).to_json())))
    assert [r.bot for r in paged.results] == [r.bot for r in direct.results]
    assert [r.ours for r in paged.results] == [r.ours for r in direct.results]


def test_the_same_seed_gives_the_same_table_and_another_seed_another() -> None:
    def run(seed: int) -> str:
        spec = Spec("hearts", deals=3, seed=seed)
        return report.table(spec, play(spec, InProcess(LOWEST)).results)

    assert run(1) == run(1)
    assert run(1).split("\n", 1)[1] != run(2).split("\n", 1)[1]


def test_a_spec_refuses_what_it_cannot_play() -> None:
    for bad, says in (
        ({"game": "poker"}, "unknown game"),
        ({"game": "hearts", "level": "expert"}, "level 'expert'"),
        ({"game": "hearts", "partner": "easy"}, "Hearts has no partners"),
        ({"game": "hearts", "deals": 0}, "deals is a whole number"),
        ({"game": "hearts", "on_error": "ignore"}, "on_error"),
        ({"game": "hearts", "options": {"target": 7}}, "target"),
        ({"game": "hearts", "colour": "red"}, "no field 'colour'"),
        ({"game": "hearts", "effort": 0}, "effort is a number above 0"),
        ({"game": "hearts", "games": "yes"}, "games is true or false"),
    ):
        with pytest.raises(ValueError, match=says):
            Spec.from_json(bad)


REMEMBERS = """
RANKS = "23456789TJQKA"
SEATS = set()

def choose(view):
    SEATS.add(view["seat"])
    if len(SEATS) > 1:
        raise RuntimeError("this bot remembers a table it sat at in another seat")
    if view["phase"] == "pass":
        return view["legal"][:3]
    return min(view["legal"], key=lambda c: RANKS.index(c[0]))
"""


def test_a_bot_remembers_nothing_from_one_table_of_a_deal_to_the_next() -> None:
    # The same cards are dealt at the four tables of a deal: a bot that kept its globals from
    # one to the next would know the other seats' hands. Its file is loaded anew at each table.
    done = play(Spec("hearts", deals=2, games=True, options={"target": 50}), InProcess(REMEMBERS))
    assert all(not r.failures for r in done.results)

    class Keeping(InProcess):
        def reset(self) -> None:  # a runner that (wrongly) keeps the bot's globals
            pass

    kept = play(Spec("hearts", deals=1), Keeping(REMEMBERS))
    assert kept.results[0].failures["exception"] > 0
