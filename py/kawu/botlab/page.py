"""The page's Lab: a match held in the engine's worker between the page's requests.

The bot is elsewhere (a Python of its own in a sandboxed worker): the page starts a match
(:func:`start`), sends each request's view to the bot and gives its answer back (:func:`answer`),
one request at a time, until the match is over; :func:`stop` ends it early with the deals
finished so far. One match at a time: starting one drops the one before. Every reply is plain
JSON data, through :mod:`kawu.bridge` (``lab_start``, ``lab_answer``, ``lab_stop``):

``{"match": id, "request": {deal, seat, view, fresh} | null, "progress": 0..1,
"deals_done": n, "result": null | {...}}``

where ``result``, once the match is over (or stopped), holds the table as
:func:`~kawu.botlab.report.table` prints it, its rows as figures (for the page's HTML table),
each deal's points for the bot and for ours (the page's chart), the failures and the timing.
"""

from __future__ import annotations

import math
import statistics
from typing import Any

from kawu.botlab.bot import Reply
from kawu.botlab.match import Match
from kawu.botlab.report import (
    LABELS,
    failure_details,
    failures_line,
    mean_ci,
    measures,
    table,
    timing,
)
from kawu.botlab.spec import DealResult, Request, Spec

_current: dict[str, Any] = {"id": 0, "match": None}


def _number(x: float) -> float | None:
    return None if math.isnan(x) else round(x, 4)


def _pair(xs: list[float]) -> list[float | None]:
    m, ci = mean_ci(xs)
    return [_number(m), _number(ci)]


def rows(results: list[DealResult]) -> list[dict[str, Any]]:
    """The table's rows as figures (``results`` in deal order): each measure's mean and 95%
    half-width for the bot, for ours and for their difference on the same deals (as
    :func:`~kawu.botlab.report.table`)."""
    return [
        {
            "measure": name,
            "label": LABELS[name],
            "bot": _pair(b),
            "ours": _pair(o),
            "diff": _pair(d),
        }
        for name, b, o, d in measures(results)
    ]


def result(match: Match) -> dict[str, Any]:
    """A finished (or stopped) match's figures for the page."""
    spec, results = match.spec, sorted(match.results, key=lambda r: r.deal)
    return {
        "table": table(spec, results),
        "rows": rows(results),
        "deals": [
            {
                "deal": r.deal,
                "bot": statistics.fmean(r.bot["points"]),
                "ours": statistics.fmean(r.ours["points"]),
            }
            for r in results
        ],
        "hands": sum(r.hands for r in results),
        "failures": failures_line(spec, results),
        "details": failure_details(results),
        "timing": timing(results),
        "stopped": match.stopped.say() if match.stopped is not None else None,
        "ours": spec.ours,
        "lower_is_better": spec.game == "hearts",
    }


def _reply(match: Match, request: Request | None, stopped: bool = False) -> dict[str, Any]:
    spec = match.spec
    done = len(match.results)
    progress = 1.0
    if request is not None:
        progress = min(1.0, (request.deal - spec.first + request.seat / 4) / spec.deals)
    over = request is None or stopped
    return {
        "match": _current["id"],
        "request": None
        if over or request is None
        else {
            "deal": request.deal,
            "seat": request.seat,
            "view": request.view,
            "fresh": request.fresh,
        },
        "progress": progress,
        "deals_done": done,
        "result": result(match) if over else None,
    }


def _held(payload: dict[str, Any]) -> Match:
    match = _current["match"]
    if match is None or payload.get("match") != _current["id"]:
        raise ValueError("no such match: it is over, or another one was started")
    assert isinstance(match, Match)
    return match


def start(payload: dict[str, Any]) -> dict[str, Any]:
    """A new match from ``payload["spec"]`` (``Spec.from_json``): its first request."""
    match = Match(Spec.from_json(payload.get("spec")))
    _current["id"] += 1
    _current["match"] = match
    return _reply(match, match.next())


def answer(payload: dict[str, Any]) -> dict[str, Any]:
    """The bot's reply (``payload["reply"]``: ``{"action", "seconds"}`` or ``{"error", ...}``) to
    the pending request: the next request, or the result."""
    match = _held(payload)
    request = match.answer(Reply.from_json(payload.get("reply")))
    if request is None:
        _current["match"] = None
    return _reply(match, request)


def stop(payload: dict[str, Any]) -> dict[str, Any]:
    """The match ended now: the result of the deals finished so far."""
    match = _held(payload)
    _current["match"] = None
    return _reply(match, match.next(), stopped=True)
