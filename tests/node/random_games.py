"""Full random games through kawu.api: run inside Pyodide by pyodide_games.mjs (and importable
from CPython). Every action is a random legal one, but for Spades bids, which come from the
computer players so that contracts mean something and the game reaches its target."""

import random
import time

from kawu import api


def random_game(game, seed, options=None):
    rng = random.Random(seed)
    record = api.new_game(game, options, seed=seed)
    while True:
        view = api.view(record, 0)
        if view["phase"] == "game_over":
            break
        seat = view["to_act"][0]
        seen = api.view(record, seat)
        legal = seen["legal"]
        if seen["phase"] == "pass":
            action = rng.sample(legal, 3)
        elif seen["phase"] == "bid":
            action = api.bot_action(record, seat, "easy", seed=rng.randrange(1 << 30))
        else:
            action = rng.choice(legal)
        assert action in legal or seen["phase"] == "pass", (action, legal)
        record = api.act(record, seat, action)
    return {"record": record, "view": api.view(record, 0)}


def bot_game(game, seed, level, max_actions=None):
    """The computer players of ``level`` in all four seats, to the end (or ``max_actions``)."""
    record = api.new_game(game, seed=seed)
    ms = []
    while max_actions is None or len(record["actions"]) < max_actions:
        view = api.view(record, 0)
        if view["phase"] == "game_over":
            break
        seat = view["to_act"][0]
        start = time.perf_counter()
        action = api.bot_action(record, seat, level, seed=len(record["actions"]))
        ms.append((time.perf_counter() - start) * 1000)
        record = api.act(record, seat, action)
    return {"record": record, "view": api.view(record, 0), "bot_ms": ms}


def reviewed_hand(game, seed, effort):
    """A game's first hand played by the normal players, then South's review of it."""
    record = api.new_game(game, seed=seed)
    while api.view(record, 0)["hand_number"] == 1:
        seat = api.view(record, 0)["to_act"][0]
        record = api.act(record, seat, api.bot_action(record, seat, "normal"))
    start = time.perf_counter()
    review = api.review(record, 0, 1, effort)
    return {"record": record, "review": review, "review_ms": (time.perf_counter() - start) * 1000}


def lesson_played(game, effort):
    """A game's lesson as the page plays it: South follows the hint (the coach's figures kept
    with it), the others at the lesson's level, a step of the lesson at each of South's
    decisions, and the lesson's summary."""
    lesson = api.describe()["lessons"][game]
    record = api.new_game(game, lesson["options"], seed=lesson["seed"], deal=lesson["deal"],
                          secret="0" * 32)
    seen, steps, hints = [], [], []
    while not api.view(record, 0)["history"]:
        for seat in api.view(record, 0)["to_act"]:
            if seat == 0:
                step = api.lesson_step(record, 0, seen)
                if step["first"]:
                    seen.append(step["topic"])
                hint = api.hint(record, 0, effort, ["person", "normal", "normal", "normal"])
                steps.append(step)
                hints.append(hint)
                action = hint["action"]
            else:
                action = api.bot_action(record, seat, lesson["level"])
            record = api.act(record, seat, action)
    return {"record": record, "steps": steps, "hints": hints, "end": api.lesson_end(record, 0)}


def bot_match(game, seed, arg):
    """A person's bot file played by kawu.botlab's match (the page's Lab will run the same code),
    in this Python: each deal's figures and failures, the table, and how long it took."""
    from kawu.botlab import match, report
    from kawu.botlab.spec import Spec

    spec = Spec(game, arg.get("level", "normal"), deals=arg["deals"], seed=seed)
    start = time.perf_counter()
    done = match.play(spec, match.InProcess(arg["source"], arg["name"]))
    return {
        "results": [r.to_json() for r in done.results],
        "table": report.table(spec, done.results),
        "match_ms": (time.perf_counter() - start) * 1000,
    }


def core_check(game, seed, arg):
    """The core in this Python (Pyodide: the browser's WebAssembly): loaded from the wheel, its
    cards against the Python rules at every position of many hands (kawu.measure.differential), and
    the fingerprint of the hard level's decisions with the core and with KAWU_CORE=python."""
    import os

    from kawu import core
    from kawu.measure import differential, fingerprint

    core.reset()
    loaded = core.core()
    start = time.perf_counter()
    compared, wrong = differential.compare(loaded, game, arg["hands"], seed) if loaded else (0, [])
    compare_ms = (time.perf_counter() - start) * 1000
    prints = {}
    for way in ("wasm", "python"):
        os.environ[core.ENV] = way
        core.reset()
        start = time.perf_counter()
        digest, count = fingerprint.fingerprint(game, 1, seed)
        decisions, _ = fingerprint.fingerprint(game, 1, seed, figures=False)
        prints[way] = [digest, count, (time.perf_counter() - start) * 1000 / 2, decisions]
    del os.environ[core.ENV]
    core.reset()
    return {
        "loaded": loaded is not None,
        "why_not": core.why_not,
        "compared": compared,
        "wrong": [repr(w) for w in wrong[:3]],
        "compare_ms": compare_ms,
        "fingerprints": prints,
    }


def daily_deal(game, date):
    """The day's deal of ``game`` on ``date`` (issue 45): its code, the four hands, and the par
    from South played whole (the hard level there), as the page's worker plays it."""
    found = api.daily_game(game, date)
    hands = [api.view(found["record"], seat)["hand"] for seat in range(4)]
    start = time.perf_counter()
    par = api.daily_par(game, date)
    return {
        "deal": found["deal"],
        "daily_seed": found["seed"],
        "hands": hands,
        "par": par["result"],
        "par_tricks": par["tricks"],
        "par_actions": par["record"]["actions"],
        "par_ms": (time.perf_counter() - start) * 1000,
    }
