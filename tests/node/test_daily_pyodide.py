"""The day's deal (issue 45) in Pyodide under Node, as the page's worker runs it: the same date
gives the same deal code, the same four hands and the same par (every action of it) as CPython."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_pyodide import run_in_pyodide

from kawu import api

pytestmark = pytest.mark.node
DATES = ["2026-12-06", "2026-12-07", "2026-12-10"]  # a Sunday (across), a Monday, the hold day


@pytest.fixture(scope="module")
def daily_in_pyodide(dist: Path) -> dict[str, Any]:
    spec = [
        {"kind": "daily", "game": game, "seed": 0, "arg": {"date": date}}
        for game in ("hearts", "spades")
        for date in DATES
    ]
    return run_in_pyodide(dist, spec)


def test_the_same_date_gives_the_same_deal_and_par_as_cpython(
    daily_in_pyodide: dict[str, Any],
) -> None:
    found = daily_in_pyodide["games"]
    assert len(found) == 2 * len(DATES)
    for got in found:
        game, date = got["game"], got["arg"]["date"]
        here = api.daily_game(game, date)
        assert got["deal"] == here["deal"]
        assert got["daily_seed"] == here["seed"]
        assert got["hands"] == [api.view(here["record"], s)["hand"] for s in range(4)]
        par = api.daily_par(game, date)
        assert got["par_actions"] == par["record"]["actions"], (game, date)
        assert (got["par"], got["par_tricks"]) == (par["result"], par["tricks"])
    print(
        "par in Pyodide under Node, ms:",
        {f"{g['game']} {g['arg']['date']}": round(g["par_ms"]) for g in found},
    )
