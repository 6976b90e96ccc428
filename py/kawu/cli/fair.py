"""``python -m kawu verify FILE_OR_CODE`` and ``python -m kawu audit FILE``, at the terminal.

A FILE is a game's record (the API's), a save of the page (``{format, record, ui}``) or the page's
data file (``{format: "kawu-data", games: {...}}``, every game in it). ``verify`` imports nothing
but :mod:`kawu.fair.verify` (the deck, the deal codes and the commitment: the standard library
alone); ``audit`` replays the game and runs the computer players.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, TextIO

SEATS = ("South", "West", "North", "East")
LEVELS = ("easy", "normal", "hard")


def games_in(data: Any) -> list[tuple[str, dict[str, Any], str | None]]:
    """``(name, record, level)`` of every game in a file's JSON (``level``: the page's)."""
    if isinstance(data, dict) and "actions" in data and "game" in data:
        return [("record", data, None)]
    if isinstance(data, dict) and isinstance(data.get("record"), dict):
        ui = data.get("ui")
        level = ui.get("level") if isinstance(ui, dict) else None
        return [("save", data["record"], level if level in LEVELS else None)]
    if isinstance(data, dict) and isinstance(data.get("games"), dict):
        found = []
        for key, save in data["games"].items():
            for _, record, level in games_in(save):
                found.append((str(key), record, level))
        return found + daily_in(data)
    return []


def daily_in(data: dict[str, Any]) -> list[tuple[str, dict[str, Any], str | None]]:
    """The day's deals kept in the page's data file (``daily.days[game][date].record``, the
    counted try of each of the last days), named ``daily <game> <date>``."""
    daily = data.get("daily")
    days = daily.get("days") if isinstance(daily, dict) else None
    found: list[tuple[str, dict[str, Any], str | None]] = []
    for game, by_date in (days or {}).items() if isinstance(days, dict) else ():
        for date, entry in by_date.items() if isinstance(by_date, dict) else ():
            record = entry.get("record") if isinstance(entry, dict) else None
            if isinstance(record, dict):
                found.append((f"daily {game} {date}", record, "normal"))
    return found


def _read(path: str) -> Any:
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise SystemExit(f"cannot read {path}: {e.strerror}") from None
    except ValueError as e:
        raise SystemExit(f"{path} is not JSON: {e}") from None


def verify(target: str, out: TextIO, daily: str | None = None) -> int:
    """Exit status 0 when everything checked matches, 1 when something does not, 2 on bad input.
    With ``daily`` (a date), each game must also be that day's deal (``--daily DATE``)."""
    from kawu.fair import verify as verifying

    if target.count(":") == 2 and not Path(target).exists():
        try:
            found = verifying.check_code(target)
        except ValueError as e:
            out.write(f"not a proof code: {e}\n")
            return 2
        out.write(f"deal {found['deal_code']} ({found['game']})\n")
        for seat, cards in zip(SEATS, found["hands"], strict=True):
            out.write(f"  {seat:<6} {' '.join(cards)}\n")
        if found["ok"]:
            out.write("MATCH: the commitment is SHA-256(secret, these four hands)\n")
            return 0
        out.write(f"MISMATCH: SHA-256(secret, these hands) is {found['recomputed']},\n")
        out.write(f"          not the commitment {found['commitment']}\n")
        return 1
    games = games_in(_read(target))
    if daily is not None and any(name.startswith("daily ") for name, _, _ in games):
        # the page's data file: that day's deals only (its other games are no day's deal)
        games = [g for g in games if g[0].startswith("daily ") and g[0].endswith(f" {daily}")]
    if not games:
        out.write(f"{target}: no game record in it (a record, a save or the page's data file)\n")
        return 2
    status = 0
    for name, record, _ in games:
        try:
            verifying.check_shape(record)
        except ValueError as e:
            out.write(f"{name}: not a saved game: {e}\n")
            status = max(status, 2)
            continue
        result = verifying.check_record(record)
        out.write(f"{name}: {record['game']}\n")
        if daily is not None:
            try:
                day = verifying.check_daily(record, daily)
            except ValueError as e:
                out.write(f"  {e}\n")
                return 2
            want = day["expected"]
            if day["ok"]:
                out.write(
                    f"  DAILY: the day's deal of {day['date']} ({want['deal']}, seed"
                    f" {want['seed']}), by SHA-256 of 'kawu-daily:{day['game']}:{day['date']}'\n"
                )
            else:
                got = day["found"]
                out.write(
                    f"  NOT the day's deal of {day['date']}: the rule deals {want['deal']}"
                    f" with seed {want['seed']}; this game has {got['deal']}, seed"
                    f" {got['seed']}\n"
                )
                status = max(status, 1)
        if not result["sealed"]:
            out.write("  this game kept no commitments (saved before kawu committed its deals)\n")
        for row in result["hands"]:
            out.write(f"  hand {row['hand']}: {_said(row)}\n")
            for problem in row["problems"]:
                out.write(f"    - {problem['en']}\n")
        if not result["ok"]:
            status = max(status, 1)
    out.write("all verified hands match\n" if status == 0 else "")
    return status


def _said(row: dict[str, Any]) -> str:
    status = row["status"]
    if status == "match":
        deal, secret, sealed = row["deal_code"], row["secret"], row["commitment"]
        return f"MATCH  deal {deal}  secret {secret}  commitment {sealed}"
    if status == "mismatch":
        return f"MISMATCH  deal {row['deal_code']}  commitment {row['commitment']}"
    if status == "unsealed":
        return f"no commitment  deal {row['deal_code']}"
    return f"being played (nothing revealed)  commitment {row['commitment']}"


def audit(
    path: str, hand: int | None, level: str | None, effort: float, samples: int, out: TextIO
) -> int:
    from kawu import api
    from kawu.fair import audit as auditing

    games = games_in(_read(path))
    if not games:
        out.write(f"{path}: no game record in it (a record, a save or the page's data file)\n")
        return 2
    status = 0
    for name, record, saved_level in games:
        lvl = level or saved_level or "normal"
        table = ["person", lvl, lvl, lvl]
        try:
            finished = len(api.view(record, 0)["history"])
        except (api.RecordError, api.IllegalAction, ValueError) as e:
            out.write(f"{name}: not a game that replays: {e}\n")
            status = max(status, 2)
            continue
        hands = [hand] if hand is not None else list(range(1, finished + 1))
        for n in hands:
            started = time.perf_counter()
            try:
                found = auditing.audit_hand(record, n, effort, table, samples)
            except (api.IllegalAction, ValueError) as e:
                out.write(f"{name}: hand {n}: {e}\n")
                status = max(status, 2)
                continue
            took = time.perf_counter() - started
            out.write(
                f"{name}: hand {n}, {lvl} level, {samples} deals of the hidden cards"
                f" a decision ({took:.1f} s)\n"
            )
            for row in found["seats"]:
                out.write(
                    f"  {SEATS[row['seat']]}: {row['same']} of {row['decisions']} decisions made"
                    f" without the hidden cards ({row['forced']} forced)\n"
                )
            for d in found["decisions"]:
                if not d["same"]:
                    status = 1
                    out.write(
                        f"  DEFECT: {SEATS[d['seat']]}'s decision {d['index']} ({d['phase']})"
                        f" changed with the hidden cards: {d['chosen']} on the real deal,"
                        f" {d['samples']} on others\n"
                    )
    return status


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m kawu", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    v = sub.add_parser("verify", help="check committed deals: a saved game or a proof code")
    v.add_argument("target", metavar="FILE_OR_CODE")
    v.add_argument(
        "--daily", metavar="YYYY-MM-DD", default=None, help="also check it is that day's deal"
    )
    a = sub.add_parser(
        "audit", help="make every computer decision again on other deals of the hidden cards"
    )
    a.add_argument("file", metavar="RECORD.json")
    a.add_argument(
        "--hand", type=int, default=None, help="one hand (from 1); default: every finished hand"
    )
    a.add_argument("--level", choices=LEVELS, default=None, help="default: the save's, else normal")
    a.add_argument("--effort", type=float, default=1.0)
    a.add_argument("--samples", type=int, default=3)
    args = parser.parse_args(argv)
    if args.command == "verify":
        return verify(args.target, sys.stdout, args.daily)
    return audit(args.file, args.hand, args.level, args.effort, args.samples, sys.stdout)
