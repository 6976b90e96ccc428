"""``python -m kawu daily DATE [GAME]``: the day's deal and its par, at the terminal.

For each game (both when none is named) and each day from ``DATE`` (``--days N`` days): the
rule's deal code and seed, and the *par* from each seat, the day's hand played with the hard level
in that seat and the normal level in the other three (:mod:`kawu.api.daily`). Hearts: the points
the hard level took there (fewer is better); Spades: its team's score for the hand. South's par is
the one the page shows beside the person's result.
"""

from __future__ import annotations

import argparse
import datetime
import sys
import time
from typing import TextIO

from kawu import api

SEATS = ("South", "West", "North", "East")


def show(game: str, date: str, out: TextIO) -> None:
    started = time.perf_counter()
    pars = [api.daily_par(game, date, seat) for seat in range(4)]
    took = time.perf_counter() - started
    first = api.daily_game(game, date)
    where = (
        (
            "hold: no pass"
            if first["pass_direction"] == "none"
            else f"pass {first['pass_direction']}"
        )
        if game == "hearts"
        else f"dealer {SEATS[first['dealer']]}"
    )
    unit = "points taken" if game == "hearts" else "team's score for the hand"
    out.write(
        f"{game} {date} ({first['weekday']}, {where})  deal {first['deal']}  seed {first['seed']}\n"
    )
    seats = "  ".join(f"{SEATS[s]} {p['result']}" for s, p in enumerate(pars))
    out.write(f"  hard level's par ({unit}) from each seat: {seats}  ({took:.1f} s)\n")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m kawu daily", description=__doc__)
    parser.add_argument("date", metavar="YYYY-MM-DD")
    parser.add_argument("game", nargs="?", choices=("hearts", "spades"), default=None)
    parser.add_argument("--days", type=int, default=1, help="this many days from DATE (1 to 366)")
    args = parser.parse_args(argv)
    try:
        first = datetime.date.fromisoformat(api.daily_game("hearts", args.date)["date"])
    except ValueError as e:
        parser.error(str(e))
    if not 1 <= args.days <= 366:
        parser.error("--days is 1 to 366")
    games = (args.game,) if args.game else ("hearts", "spades")
    for n in range(args.days):
        date = (first + datetime.timedelta(days=n)).isoformat()
        for game in games:
            show(game, date, sys.stdout)
    return 0
