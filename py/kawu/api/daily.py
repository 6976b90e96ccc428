"""The day's deal (:mod:`kawu.engine.daily`) through the JSON boundary: the game, its result, and
the *par*, the same deal played again with the hard level in the person's seat.

The par is played one action at a time (:func:`daily_par_step`), so the page's worker is never
busy for long and the page can show its progress; :func:`daily_par` plays it whole (CPython, the
command line, the tests) with the same function, so the two cannot differ. Every computer
player of the par, the hard one too, is seeded by the computer players' rule (``bots.seed_for``
of the day's seed and the action's index), as in the person's game, and the hard level searches
at its full effort: the par is the same number everywhere.
"""

from __future__ import annotations

import hashlib
from typing import Any

from kawu.engine import daily as rule
from kawu.engine import records
from kawu.engine.errors import RecordError, brief
from kawu.engine.hearts import trick_points
from kawu.engine.records import Record, check_seat, load
from kawu.engine.tricks import Phase

#: The grades of a result against the par, from best: better than the hard level, equal, within
#: ``CLOSE`` points of it, worse.
GRADES = ("better", "equal", "close", "worse")
CLOSE = 3


def daily_game(game: str, date: str, secret: str | None = None) -> dict[str, Any]:
    """The day's deal of ``game`` on ``date`` (``YYYY-MM-DD``): the rule's figures (``game``,
    ``date``, ``seed``, ``deal``, ``weekday``, ``pass_direction`` or ``dealer``), the ``table``
    (the person at South, the normal level elsewhere) and a new game ``record`` of that deal."""
    from kawu.api import new_game

    day = rule.daily(game, date)
    record = new_game(game, None, seed=day.seed, deal=day.code, secret=secret)
    return {**day.to_json(), "table": table_for(0, "person"), "level": rule.LEVEL, "record": record}


def table_for(seat: int, level: str) -> list[str]:
    """Who plays: ``level`` at ``seat``, the day's level (normal) at the others."""
    return [level if s == seat else rule.LEVEL for s in range(4)]


def check_daily(record: Record, date: str) -> rule.Daily:
    """The day's deal ``record`` was dealt by on ``date``; ``RecordError`` if it was not."""
    load(record)  # a record that replays, or RecordError
    day = rule.daily(record["game"], date)
    defaults = records.options_of(day.game, None).to_json()
    if record["seed"] != day.seed or record["deal"] != day.code or record["options"] != defaults:
        raise RecordError(
            f"this game is not the day's deal of {day.date} ({day.code}, seed {day.seed},"
            " kawu's rules)",
            "not_daily",
            date=day.date,
        )
    return day


def _par_record(day: rule.Daily) -> Record:
    from kawu.api import new_game

    # The par's own secret follows from the day (its seal hides nothing: the deal is public).
    secret = hashlib.sha256(f"{rule.PREFIX}/par:{day.game}:{day.date}".encode()).hexdigest()
    return new_game(day.game, None, seed=day.seed, deal=day.code, secret=secret[:32])


def _first_hand_over(state: Any) -> bool:
    return bool(state.hand_number > 1 or state.phase is Phase.GAME_OVER)


def daily_par_step(
    game: str, date: str, record: Record | None = None, seat: int = 0
) -> dict[str, Any]:
    """One more action of the par of ``seat`` (the hard level there, the normal level elsewhere):
    ``{record, done, actions, total, result}``; ``record`` is ``None`` to begin. ``total`` is how
    many actions the hand has (52 cards, and four passes or bids unless it is Hearts' hold day),
    for a progress bar; ``result`` (once ``done``) is :func:`daily_result`'s for ``seat``."""
    from kawu.api import act, bot_action
    from kawu.bots import seed_for

    day = rule.daily(game, date)
    seat = check_seat(seat)
    if record is None:
        record = _par_record(day)
    else:
        check_daily(record, day.date)
    state = load(record)
    if not _first_hand_over(state):
        actor = state.to_act()[0]
        level = "hard" if actor == seat else rule.LEVEL
        seed = seed_for(record["seed"], len(record["actions"]))
        action = bot_action(record, actor, level, seed, 1.0, table_for(seat, "hard"))
        record = act(record, actor, action)
        state = load(record)
    done = _first_hand_over(state)
    result = daily_result(record, day.date, seat) if done else None
    total = 52 if day.game == "hearts" and day.position == 3 else 56
    return {
        "record": record,
        "done": done,
        "actions": len(record["actions"]),
        "total": total,
        "result": result,
    }


def daily_par(game: str, date: str, seat: int = 0) -> dict[str, Any]:
    """The par of ``seat`` played whole: :func:`daily_result` of the hand the hard level played
    there, with ``record``."""
    step = daily_par_step(game, date, None, seat)
    while not step["done"]:
        step = daily_par_step(game, date, step["record"], seat)
    return {**step["result"], "record": step["record"]}


def grade(game: str, result: int, par: int) -> str:
    """``result`` against ``par``: Hearts counts points taken (fewer is better), Spades the
    team's score for the hand (more is better)."""
    worse_by = result - par if game == "hearts" else par - result
    if worse_by < 0:
        return "better"
    if worse_by == 0:
        return "equal"
    return "close" if worse_by <= CLOSE else "worse"


def daily_result(
    record: Record, date: str, seat: int = 0, par: int | None = None
) -> dict[str, Any]:
    """The first hand of a day's game, finished, for ``seat``: ``{game, date, deal, result,
    tricks}`` and with ``par`` also ``{par, grade}``. ``result``: Hearts, the points ``seat``
    took; Spades, its team's score for the hand. ``tricks``: for each trick in order, ``true``
    when it counted against ``seat`` (Hearts: it took points in it) or for it (Spades: its team
    won it) — the row a shared result shows, with no card in it."""
    day = check_daily(record, date)
    seat = check_seat(seat)
    if par is not None and (isinstance(par, bool) or not isinstance(par, int)):
        raise ValueError(f"a par is a whole number, not {brief(par)}")
    state = records.build(
        day.game, records.options_of(day.game, record["options"]), day.seed, day.code
    )
    marks: list[bool] = []
    for entry_seat, action in record["actions"]:
        if _first_hand_over(state):
            break
        before = state.last_trick
        state.apply(entry_seat, records.engine_action(state, action))
        if state.last_trick is not before and state.last_trick is not None:
            _, cards, winner = state.last_trick
            if day.game == "hearts":
                marks.append(winner == seat and trick_points(cards, False) != 0)
            else:
                marks.append(winner % 2 == seat % 2)
    if not _first_hand_over(state):
        raise RecordError(f"the day's hand of {day.date} is not over yet", "daily_unfinished")
    row = state.view(seat)["history"][0]
    result = int(row["points"][seat] if day.game == "hearts" else row["points"][seat % 2])
    out: dict[str, Any] = {
        "game": day.game,
        "date": day.date,
        "deal": day.code,
        "seat": seat,
        "result": result,
        "tricks": marks,
    }
    if par is not None:
        out.update(par=par, grade=grade(day.game, result, par))
    return out
