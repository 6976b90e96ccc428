"""The API refuses, never crashes (issue "Saves that hold", part 3): for any JSON — arbitrary
records, real records mutated, garbage actions, seats, levels, seeds and efforts — every function
of kawu.api and kawu.bridge.call either answers or raises IllegalAction, RecordError or (for a
bad argument value) ValueError, and refuses quickly. KAWU_FUZZ=n runs n examples per test."""

from __future__ import annotations

import copy
import gc
import json
import os
import time
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helpers import SOUTH, Record, play_until, step
from kawu import api, bridge

EXAMPLES = int(os.environ.get("KAWU_FUZZ", "120"))
#: A refusal takes at most this much processor time (the figures are printed at the end).
#: Processor time, not the clock's: on a shared machine the clock also counts other programs.
REFUSE_MS = 250.0
STATS: dict[str, Any] = {"calls": 0, "refusals": 0, "slowest_refusal_ms": 0.0, "slowest": ""}


def deep(n: int, container: Callable[[Any], Any] = lambda x: [x]) -> Any:
    value: Any = 0
    for _ in range(n):
        value = container(value)
    return value


NASTY = [
    deep(100_000),
    deep(100_000, lambda x: {"a": x}),
    deep(500),
    10**4000,
    -(2**64),
    float("nan"),
    float("inf"),
    "Q" * 1_000_000,
    ["2C"] * 200_000,
    [[0, "2C"]] * 100_000,
    [[1, ["2C", "3C", "4C"]]] * 50_000,
    {str(i): i for i in range(10_000)},
]
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-5, 60)
    | st.integers()
    | st.floats()
    | st.text(max_size=6)
    | st.sampled_from(["2C", "QS", "AH", "blind_nil", "look", "hearts", "spades", "hard"])
)
JSON = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=10,
)
ANY = JSON | st.sampled_from(NASTY)


def _pool() -> list[Record]:
    hearts = api.new_game("hearts", seed=3)
    spades = api.new_game("spades", {"blind_nil": True}, seed=3)
    in_play = play_until(step(hearts), lambda r: len(r["actions"]) >= 11)
    next_hand = play_until(hearts, lambda r: api.view(r, SOUTH)["hand_number"] == 2)
    spades_play = play_until(spades, lambda r: len(r["actions"]) >= 9)
    return [hearts, in_play, next_hand, spades, spades_play]


POOL = _pool()
# The nasty values above are a million objects: keep the garbage collector from walking them in
# the middle of a timed call (the time would be the test's, not the engine's).
gc.freeze()


@st.composite
def mutated(draw: st.DrawFn) -> Any:
    """A real record with one thing changed the way a damaged or edited save might be."""
    record = copy.deepcopy(draw(st.sampled_from(POOL)))
    actions = record["actions"]
    kind = draw(st.sampled_from(["field", "drop", "extra", "entry", "seat", "action", "cut"]))
    field = draw(st.sampled_from(list(record)))
    if kind == "field":
        record[field] = draw(ANY)
    elif kind == "drop":
        del record[field]
    elif kind == "extra":
        record[draw(st.text(max_size=5))] = draw(JSON)
    elif actions and kind in ("entry", "seat", "action"):
        i = draw(st.integers(0, len(actions) - 1))
        if kind == "entry":
            actions[i] = draw(ANY)
        else:
            actions[i][0 if kind == "seat" else 1] = draw(ANY)
    else:
        del actions[draw(st.integers(0, len(actions))) :]
    return record


RECORDS = st.sampled_from(POOL) | mutated() | ANY
SEATS = st.integers(0, 3) | ANY
LEVELS = st.sampled_from(["easy", "normal"]) | ANY
EFFORTS = st.sampled_from([0.02, 0.05]) | ANY


def attempt(do: Callable[[], Any]) -> None:
    """Run one call: it answers or refuses with a ValueError (IllegalAction and RecordError are
    ValueErrors), and a refusal is quick."""
    gc.disable()  # time the engine's work, not a collection of the test's garbage
    start = time.process_time()
    try:
        do()
    except ValueError as e:
        ms = (time.process_time() - start) * 1000
        STATS["refusals"] += 1
        if ms > STATS["slowest_refusal_ms"]:
            STATS["slowest_refusal_ms"] = ms
            STATS["slowest"] = f"{type(e).__name__}: {str(e)[:100]}"
        assert ms < REFUSE_MS, f"a refusal took {ms:.0f} ms"
    finally:
        gc.enable()
        STATS["calls"] += 1


FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@FUZZ
@given(record=RECORDS, seat=SEATS, action=ANY, level=LEVELS, seed=st.none() | ANY, effort=EFFORTS)
def test_every_api_function_answers_or_refuses(
    record: Any, seat: Any, action: Any, level: Any, seed: Any, effort: Any
) -> None:
    attempt(lambda: api.view(record, seat))
    attempt(lambda: api.legal(record, seat))
    attempt(lambda: api.act(record, seat, action))
    attempt(lambda: api.undo(record, seat))
    attempt(lambda: api.deal_code(record))
    attempt(lambda: api.bot_action(record, seat, level, seed, effort))
    attempt(lambda: api.hint(record, seat, effort))


@FUZZ
@given(record=RECORDS, seat=SEATS, number=st.integers(-1, 60) | ANY, effort=EFFORTS)
def test_the_review_answers_or_refuses(record: Any, seat: Any, number: Any, effort: Any) -> None:
    attempt(lambda: api.review_outline(record, seat, number))
    attempt(lambda: api.review_decision(record, seat, number, effort))
    attempt(lambda: api.review(record, seat, number, effort))


@FUZZ
@given(game=st.sampled_from(["hearts", "spades"]) | ANY, options=ANY, seed=ANY, deal=ANY)
def test_new_game_answers_or_refuses(game: Any, options: Any, seed: Any, deal: Any) -> None:
    attempt(lambda: api.new_game(game, options, seed, deal))
    attempt(lambda: api.new_game(game, options))


DATES = st.sampled_from(["2026-12-06", "2026-02-29", "2028-02-29"]) | ANY


@FUZZ
@given(game=st.sampled_from(["hearts", "spades"]) | ANY, date=DATES, record=RECORDS, seat=SEATS)
def test_the_days_deal_answers_or_refuses(game: Any, date: Any, record: Any, seat: Any) -> None:
    """Issue 45: the day's deal, its par's step and a day's result, on anything."""
    attempt(lambda: api.daily_game(game, date))
    attempt(lambda: api.daily_par_step(game, date, record, seat))
    attempt(lambda: api.daily_result(record, date, seat, seat))


def as_json(value: Any) -> str:
    try:
        return json.dumps(value)
    except (ValueError, RecursionError):
        return "[" * 100_000  # what a deeply nested payload looks like as text


@FUZZ
@given(
    kind=st.sampled_from(sorted(bridge.CALLS)) | st.text(max_size=8),
    payload=st.fixed_dictionaries(
        {},
        optional={
            "record": RECORDS,
            "seat": SEATS,
            "viewer": SEATS,
            "action": ANY,
            "level": LEVELS,
            "seed": ANY,
            "effort": EFFORTS,
            "game": st.sampled_from(["hearts", "spades"]) | ANY,
            "options": ANY,
            "deal": ANY,
            "hand": st.integers(-1, 3) | ANY,
            "index": st.integers(-1, 60) | ANY,
            "date": DATES,
            "par": st.integers(-30, 30) | ANY,
        },
    )
    | ANY,
)
def test_the_bridge_answers_every_request_with_json(kind: str, payload: Any) -> None:
    text = as_json(payload)
    gc.disable()
    start = time.process_time()
    answer = bridge.call(kind, text)
    ms = (time.process_time() - start) * 1000
    gc.enable()
    reply = json.loads(answer)
    STATS["calls"] += 1
    if reply["ok"] is not True:
        error = reply["error"]
        STATS["refusals"] += 1
        STATS["slowest_refusal_ms"] = max(STATS["slowest_refusal_ms"], ms)
        assert error["name"] in ("IllegalAction", "RecordError", "ValueError"), error
        assert "trace" not in error
        assert error["it"] and error["en"]
        assert ms < REFUSE_MS, f"a refusal took {ms:.0f} ms"


def teardown_module() -> None:
    print(
        f"\nfuzz: {STATS['calls']} calls, {STATS['refusals']} refusals, "
        f"slowest refusal {STATS['slowest_refusal_ms']:.1f} ms ({STATS['slowest']})"
    )
