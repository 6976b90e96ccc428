"""The day's deal (issue 45): the date and the game, by a public rule, give the deal and the
computer players' seeds; the same date gives the same cards, neighbouring dates other cards."""

from __future__ import annotations

import datetime
import hashlib
import json

import pytest

from kawu import api, bridge
from kawu.engine import daily, deals
from kawu.engine.errors import RecordError


def by_hand(game: str, date: str) -> tuple[int, str]:
    """The documented rule, written again from its description with hashlib alone."""
    d = hashlib.sha256(f"kawu-daily:{game}:{date}".encode()).digest()
    seed = int.from_bytes(d[:8], "big") % 2**53
    key = int.from_bytes(d[8:13], "big")
    if game == "hearts":
        position = (0, 1, 2, 3, 0, 1, 2)[datetime.date.fromisoformat(date).weekday()]
    else:
        position = d[13] % 4
    return seed, deals.encode(game, position, key)


def days(first: str, n: int) -> list[str]:
    start = datetime.date.fromisoformat(first)
    return [(start + datetime.timedelta(days=i)).isoformat() for i in range(n)]


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_the_rule_is_the_documented_hash(game: str) -> None:
    for date in days("2026-12-01", 14):
        found = api.daily_game(game, date)
        assert (found["seed"], found["deal"]) == by_hand(game, date)
        assert found["record"]["seed"] == found["seed"]
        assert found["record"]["deal"] == found["deal"]


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_same_date_same_deal(game: str) -> None:
    one = api.daily_game(game, "2026-12-06")
    two = api.daily_game(game, "2026-12-06")
    assert one["deal"] == two["deal"] and one["seed"] == two["seed"]
    for seat in range(4):
        assert api.view(one["record"], seat)["hand"] == api.view(two["record"], seat)["hand"]
    # the record's own secret differs (each try is sealed anew); the cards do not
    assert one["record"]["fair"]["secret"] != two["record"]["fair"]["secret"]


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_neighbouring_dates_differ(game: str) -> None:
    dates = days("2026-12-25", 14)  # across a new year, too
    found = [api.daily_game(game, d) for d in dates]
    assert len({f["seed"] for f in found}) == len(dates)
    assert len({f["deal"][3:] for f in found}) == len(dates)
    south = [tuple(api.view(f["record"], 0)["hand"]) for f in found]
    assert len(set(south)) == len(dates)


def test_each_game_its_own_deal() -> None:
    hearts = api.daily_game("hearts", "2026-12-06")
    spades = api.daily_game("spades", "2026-12-06")
    assert hearts["deal"][3:] != spades["deal"][3:]
    assert api.view(hearts["record"], 0)["hand"] != api.view(spades["record"], 0)["hand"]


def test_hearts_pass_by_weekday_with_a_hold_day() -> None:
    # 2026-12-07 is a Monday
    expected = ["left", "right", "across", "none", "left", "right", "across"]
    for date, direction in zip(days("2026-12-07", 7), expected, strict=True):
        found = api.daily_game("hearts", date)
        assert found["pass_direction"] == direction
        v = api.view(found["record"], 0)
        assert v["pass_direction"] == direction
        assert v["phase"] == ("play" if direction == "none" else "pass")
    assert api.daily_game("hearts", "2026-12-10")["weekday"] == "thursday"


def test_spades_one_hand_with_bidding_at_a_games_start() -> None:
    for date in days("2026-12-01", 8):
        found = api.daily_game("spades", date)
        v = api.view(found["record"], 0)
        assert v["phase"] == "bid"
        assert v["dealer"] == found["dealer"]
        assert v["scores"] == [0, 0] and v["bags"] == [0, 0]
        assert v["options"] == api.describe()["games"]["spades"]["defaults"]
    assert found["table"] == ["person", "normal", "normal", "normal"]


@pytest.mark.parametrize(
    "date", ["2026-02-30", "2026-1-05", "06/12/2026", "", "2026-12-06T00:00", 20261206, None]
)
def test_a_date_that_is_not_one_is_refused(date: object) -> None:
    with pytest.raises(ValueError):
        api.daily_game("hearts", date)  # type: ignore[arg-type]
    answer = json.loads(bridge.call("daily_game", json.dumps({"game": "hearts", "date": date})))
    assert answer["ok"] is False and answer["error"]["name"] == "ValueError"


def test_leap_day_is_a_day() -> None:
    assert api.daily_game("spades", "2028-02-29")["date"] == "2028-02-29"


def test_the_bridge_gives_the_record_and_the_view() -> None:
    answer = json.loads(
        bridge.call("daily_game", json.dumps({"game": "spades", "date": "2026-12-06"}))
    )
    assert answer["ok"] is True
    result = answer["result"]
    assert result["view"]["hand"] == api.view(result["record"], 0)["hand"]
    assert result["deal"] == daily.daily("spades", "2026-12-06").code


def test_a_game_that_is_not_the_days_is_refused() -> None:
    other = api.new_game("hearts", seed=5)
    with pytest.raises(RecordError) as caught:
        api.daily_result(other, "2026-12-06")
    assert caught.value.reason == "not_daily"
    # the right cards with other options are not the day's game either
    day = daily.daily("hearts", "2026-12-06")
    moved = api.new_game("hearts", {"target": 50}, seed=day.seed, deal=day.code)
    with pytest.raises(RecordError):
        api.daily_result(moved, "2026-12-06")
    # nor the day's game on another date
    today = api.daily_game("hearts", "2026-12-06")["record"]
    with pytest.raises(RecordError):
        api.daily_result(today, "2026-12-07")


def test_an_unfinished_hand_has_no_result() -> None:
    record = api.daily_game("hearts", "2026-12-06")["record"]
    with pytest.raises(RecordError) as caught:
        api.daily_result(record, "2026-12-06")
    assert caught.value.reason == "daily_unfinished"
