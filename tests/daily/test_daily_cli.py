"""``python -m kawu daily DATE GAME`` prints the day's deal code and the hard level's par from
each seat; ``python -m kawu verify --daily DATE FILE`` says whether a game is that day's deal."""

from __future__ import annotations

import json
import re
from pathlib import Path

from helpers import run_kawu
from kawu import api
from kawu.bots import seed_for


def finished(game: str, date: str) -> dict[str, object]:
    found = api.daily_game(game, date)
    record = found["record"]
    while not api.view(record, 0)["history"]:
        seat = api.view(record, 0)["to_act"][0]
        seed = seed_for(record["seed"], len(record["actions"]))
        record = api.act(record, seat, api.bot_action(record, seat, "normal", seed))
    return record


def test_daily_prints_the_code_and_the_par_from_each_seat() -> None:
    done = run_kawu("daily", "2026-12-06", "hearts")
    assert done.returncode == 0, done.stderr
    found = api.daily_game("hearts", "2026-12-06")
    assert f"deal {found['deal']}" in done.stdout
    assert "pass across" in done.stdout  # a Sunday
    pars = [api.daily_par("hearts", "2026-12-06", s)["result"] for s in range(4)]
    shown = re.search(r"South (-?\d+)  West (-?\d+)  North (-?\d+)  East (-?\d+)", done.stdout)
    assert shown is not None
    assert [int(x) for x in shown.groups()] == pars


def test_daily_for_a_week_of_both_games() -> None:
    done = run_kawu("daily", "2026-12-07", "--days", "7")
    assert done.returncode == 0, done.stderr
    codes = re.findall(r"deal ([HS][0-3]-[0-9A-Z]{8})", done.stdout)
    assert len(codes) == 14 and len(set(codes)) == 14
    assert "hold: no pass" in done.stdout  # Thursday 2026-12-10


def test_daily_refuses_a_date_that_is_not_one() -> None:
    done = run_kawu("daily", "2026-13-01", "spades")
    assert done.returncode == 2
    assert "no day 2026-13-01" in done.stderr


def test_verify_daily_tells_the_days_deal_from_another(tmp_path: Path) -> None:
    record = finished("spades", "2026-12-06")
    path = tmp_path / "daily.json"
    path.write_text(json.dumps(record))
    done = run_kawu("verify", "--daily", "2026-12-06", str(path))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "DAILY: the day's deal of 2026-12-06" in done.stdout
    assert "hand 1: MATCH" in done.stdout
    wrong_day = run_kawu("verify", "--daily", "2026-12-07", str(path))
    assert wrong_day.returncode == 1
    assert "NOT the day's deal of 2026-12-07" in wrong_day.stdout
    other = api.new_game("spades", seed=7)
    path.write_text(json.dumps(other))
    assert run_kawu("verify", "--daily", "2026-12-06", str(path)).returncode == 1
    assert run_kawu("verify", "--daily", "yesterday", str(path)).returncode == 2


def test_verify_daily_reads_the_days_deals_in_the_pages_data_file(tmp_path: Path) -> None:
    hearts = finished("hearts", "2026-12-06")
    other = api.new_game("spades", seed=3)
    data = {
        "format": "kawu-data",
        "version": 1,
        "games": {"kawu:game:v2:spades": {"format": 1, "record": other, "ui": {"level": "easy"}}},
        "daily": {
            "format": 1,
            "days": {"hearts": {"2026-12-06": {"deal": hearts["deal"], "record": hearts}}},
        },
    }
    path = tmp_path / "kawu-data.json"
    path.write_text(json.dumps(data))
    done = run_kawu("verify", "--daily", "2026-12-06", str(path))
    assert done.returncode == 0, done.stdout
    assert "daily hearts 2026-12-06: hearts" in done.stdout
    assert "kawu:game:v2:spades" not in done.stdout
    # without --daily every game of the file is verified, the day's too
    plain = run_kawu("verify", str(path))
    assert plain.returncode == 0, plain.stdout
    assert "kawu:game:v2:spades" in plain.stdout and "daily hearts 2026-12-06" in plain.stdout
