"""What the game does with Python, for tools/build/stdlib.mjs (run inside Pyodide).

``kawu()`` imports every module of kawu the page can reach (the computer players included; not
the command-line tools, ``CLI``) and plays through ``kawu.bridge.call`` exactly as the page's
worker does: every request type, both games, every level, hints, undo, deal codes and the
refusals (illegal moves, bad requests, bad records, with their words), the review of a finished
hand, and formats a traceback as the worker's fault path does. It raises on the first thing that
fails: under the trimmed standard library a missing module fails the build here, not in a
player's game.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import traceback
from typing import Any

# Actions per game: enough for passes, bids and several tricks at every level (the hard level
# searches, so it plays a stretch of a game, not all of it).
STRETCH = {"easy": 400, "normal": 120, "hard": 12}
# Command-line tools, never imported in a page: kawu.measure (the arena runs matches in processes,
# multiprocessing; bench, bench_hard) with the runners of its short names, __main__ and
# kawu.cli (python -m kawu verify / audit: argparse; a hand's review at the terminal).
CLI = (
    "kawu.__main__", "kawu.arena", "kawu.bench", "kawu.bench_hard", "kawu.cli",
    "kawu.cli.fair", "kawu.cli.review", "kawu.cli.daily",
    "kawu.measure", "kawu.measure.arena", "kawu.measure.bench", "kawu.measure.bench_hard",
    "kawu.measure.matches", "kawu.measure.botchild", "kawu.measure.botrun", "kawu.measure.cluster",
    "kawu.measure.differential", "kawu.measure.fingerprint",
)


def page_modules() -> list[str]:
    """Every module of kawu but the command-line tools, imported."""
    root = importlib.import_module("kawu")
    names = ["kawu"]
    for info in pkgutil.walk_packages(root.__path__, "kawu."):
        if info.name not in CLI:
            importlib.import_module(info.name)
            names.append(info.name)
    return names


def ask(call: Any, kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(call(kind, json.dumps(payload)))
    return reply


def answer(call: Any, kind: str, payload: dict[str, Any]) -> Any:
    reply = ask(call, kind, payload)
    if not reply["ok"]:
        raise RuntimeError(f"{kind}: {reply['error']}")
    return reply["result"]


def refused(call: Any, kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    reply = ask(call, kind, payload)
    if reply["ok"] or not (reply["error"].get("it") and reply["error"].get("en")):
        raise RuntimeError(f"{kind} {payload} was not refused with words: {reply}")
    error: dict[str, Any] = reply["error"]
    return error


def play(call: Any, game: str, level: str, seed: int) -> dict[str, Any]:
    started = answer(call, "new_game", {"game": game, "seed": seed, "viewer": 0})
    record, view = started["record"], started["view"]
    refused(call, "act", {"record": record, "seat": 0, "action": "ZZ"})
    undos = hints = 0
    while view["phase"] != "game_over" and len(record["actions"]) < STRETCH[level]:
        seat = view["to_act"][0]
        if seat == 0 and hints < 2:
            answer(call, "hint", {"record": record, "seat": 0, "effort": 0.2})
            hints += 1
        action = answer(
            call,
            "bot_action",
            {"record": record, "seat": seat, "level": level, "seed": len(record["actions"])},
        )
        step = answer(call, "step", {"record": record, "seat": seat, "action": action, "viewer": 0})
        record, view = step["record"], step["view"]
        if seat == 0 and view["undo"]["possible"] and undos < 2:
            back = answer(call, "undo", {"record": record, "seat": 0})
            answer(call, "view", {"record": back["record"], "seat": 1})
            undos += 1
    return {"record": record, "view": view}


def kawu() -> dict[str, Any]:
    names = page_modules()
    from kawu import api, bridge

    call = bridge.call
    answer(call, "describe", {})
    refused(call, "chess", {})
    refused(call, "view", {"record": {"game": "poker"}, "seat": 0})
    refused(call, "new_game", {"game": "hearts", "seed": -1})
    games = []
    for game in ("hearts", "spades"):
        for n, level in enumerate(("easy", "normal", "hard")):
            games.append(play(call, game, level, 100 + n))
    finished = next(g for g in games if g["view"]["history"])
    code = finished["view"]["history"][0]["deal_code"]
    answer(call, "new_game", {"game": finished["record"]["game"], "deal": code, "seed": 1})
    # A finished hand of each game reviewed as the page does: outline, then one decision, and
    # a whole review (the search at a small effort), and a review refused.
    for kind in ("hearts", "spades"):
        record = next(
            g["record"] for g in games if g["view"]["history"] and g["view"]["game"] == kind
        )
        outline = answer(call, "review_outline", {"record": record, "seat": 0, "hand": 1})
        index = outline["decisions"][-1]["index"]
        payload = {"record": record, "seat": 0, "index": index, "effort": 0.1}
        answer(call, "review_decision", payload)
        answer(call, "review", {"record": record, "seat": 0, "hand": 1, "effort": 0.05})
        refused(call, "review", {"record": record, "seat": 0, "hand": 99})
        answer(call, "verify", {"record": record})
        table = ["person", "hard", "hard", "hard"]
        found = answer(call, "audit_outline", {"record": record, "hand": 1, "table": table})
        payload = {"record": record, "index": found["decisions"][-1]["index"], "effort": 0.05}
        answer(call, "audit_decision", {**payload, "table": table, "samples": 1})
    # The day's deal (issue 45) as the page plays it: the game, its par step by step, the result.
    for kind in ("hearts", "spades"):
        found = answer(call, "daily_game", {"game": kind, "date": "2026-12-06"})
        step = answer(call, "daily_par_step", {"game": kind, "date": "2026-12-06"})
        while not step["done"]:
            payload = {"game": kind, "date": "2026-12-06", "record": step["record"]}
            step = answer(call, "daily_par_step", payload)
        answer(call, "daily_result", {"record": step["record"], "date": "2026-12-06", "par": 0})
        refused(call, "daily_result", {"record": found["record"], "date": "2026-12-06"})
    refused(call, "daily_game", {"game": "hearts", "date": "2026-02-30"})
    try:
        api.view({"game": "hearts"}, 0)
    except Exception as e:  # any refusal will do: its traceback is the point
        "".join(traceback.format_exception(e))
    return {"modules": names, "games": len(games)}
