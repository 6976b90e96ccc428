"""The page's worker calls ``call(kind, payload_json)``: JSON text in, JSON text out.

So no Python object ever reaches JavaScript. A request ``{type, payload}`` gives
``{"ok": true, "result": ...}`` or ``{"ok": false, "error": {name, message, reason, params, it,
en}}``, where ``it`` and ``en`` say the reason in plain words; a fault of kawu itself (any
exception but ``ValueError``) also carries ``trace``. The requests:

===================  ===============================================  ============================
type                 payload                                          result
===================  ===============================================  ============================
``describe``         (nothing)                                        ``api.describe()``
``new_game``         game, options?, seed?, deal?, viewer? (0)        ``{record, view}``
``view``             record, seat                                     the view
``act``              record, seat, action                             the record
``step``             record, seat, action, viewer                     ``{record, view}``
``undo``             record, seat                                     ``{record, view}`` (seat's)
``bot_action``       record, seat, level? ("normal"), seed?, effort?, the action
                     table?
``hint``             record, seat, effort?, table?                    ``{action, reason, expect}``
``finish``           record, viewer                                   ``{record, view}``
``review_outline``   record, seat, hand                               ``api.review_outline``
``review_decision``  record, seat, index, effort?, table?             ``api.review_decision``
``review``           record, seat, hand, effort?, table?              ``api.review``
``lab_start``        spec (``botlab.spec.Spec``'s JSON)               the Lab's first request
``lab_answer``       match, reply (the bot's)                         the next request or result
``lab_stop``         match                                            the result so far
``verify``           record                                           ``api.verify``
``audit_outline``    record, hand, table?                             ``api.audit_outline``
``audit_decision``   record, index, effort?, table?, samples? (3)     ``api.audit_decision``
``daily_game``       game, date (YYYY-MM-DD), viewer? (0)             ``api.daily_game`` + view
``daily_par_step``   game, date, record? (none: begin), seat? (0)     ``api.daily_par_step``
``daily_result``     record, date, seat? (0), par?                    ``api.daily_result``
``lesson_step``      record, seat, seen (the topics introduced)       ``{topic, words, first}``
``lesson_end``       record, seat                                     ``{words}``
===================  ===============================================  ============================

``bot_action`` without a seed uses the computer players' seed rule (``bots.seed_for``: the
record's seed and the action's index), as the review does. ``table`` says who plays at each seat
(``api.check_table``: the page's is ``["person", level, level, level]``): the hard level's search
reads the plays of the normal level's computer players by that level's rules.

An unknown type, or a payload field missing or of the wrong type, is a ``ValueError``.
"""

from __future__ import annotations

import json
import traceback
from collections.abc import Callable
from typing import Any

from kawu import api
from kawu.engine.errors import brief
from kawu.engine.records import check_seat
from kawu.words.say import say

Payload = dict[str, Any]
_REQUIRED = object()
#: The longest payload read, in characters: a whole game's record is a few tens of thousands.
MAX_PAYLOAD = 1_000_000


def _field(p: Payload, name: str, kinds: tuple[type, ...], default: Any = _REQUIRED) -> Any:
    """The payload's field ``name``, of one of ``kinds`` (``None`` only as a default)."""
    if name not in p:
        if default is _REQUIRED:
            raise ValueError(f"the request needs the field {name!r}")
        return default
    value = p[name]
    if (value is None and default is None) or object in kinds:
        return value
    if (isinstance(value, bool) and bool not in kinds) or not isinstance(value, kinds):
        raise ValueError(f"the field {name!r} cannot be {brief(value)}")
    return value


def _record(p: Payload) -> Any:
    return _field(p, "record", (dict,))


def _seat(p: Payload, name: str = "seat", default: Any = _REQUIRED) -> int:
    seat: int = _field(p, name, (int,), default)
    return check_seat(seat)


def _new_game(p: Payload) -> Any:
    viewer = _seat(p, "viewer", 0)
    record = api.new_game(
        _field(p, "game", (str,)),
        _field(p, "options", (dict,), None),
        _field(p, "seed", (int,), None),
        _field(p, "deal", (str,), None),
    )
    return {"record": record, "view": api.view(record, viewer)}


def _step(p: Payload) -> Any:
    viewer = _seat(p, "viewer")
    record = api.act(_record(p), _seat(p), _field(p, "action", (object,)))
    return {"record": record, "view": api.view(record, viewer)}


def _undo(p: Payload) -> Any:
    seat = _seat(p)
    record = api.undo(_record(p), seat)
    return {"record": record, "view": api.view(record, seat)}


def _finish(p: Payload) -> Any:
    viewer = _seat(p, "viewer")
    record = api.finish_hand(_record(p))
    return {"record": record, "view": api.view(record, viewer)}


def _bot_action(p: Payload) -> Any:
    record = _record(p)
    seed = _field(p, "seed", (int,), None)
    if seed is None:
        seed = _rule_seed(record)
    return api.bot_action(
        record,
        _seat(p),
        _field(p, "level", (str,), "normal"),
        seed,
        _effort(p),
        _table(p),
    )


# A Spades bid and a Hearts card of the hard level, at a quarter of its search: what the page's
# worker asks once after it booted (js/worker.js), so the first decision of a game is not the one
# that loads the core and runs its code for the first time (the engine compiles WebAssembly in
# tiers: the first calls run its baseline code). Decisions are seeded: this changes none.
WARM_UP = (("spades", "bid"), ("hearts", "play"))


def _warm_up(_: Payload) -> dict[str, Any]:
    """Play the first hard decision of a kind of each game, at a quarter of the effort, and
    forget it; says whether the core ran and how long each took (ms)."""
    import time

    from kawu import core

    took = {}
    table = ["person", "hard", "hard", "hard"]
    for game, phase in WARM_UP:
        start = time.perf_counter()
        record = api.new_game(game, seed=1)
        while True:
            view = api.view(record, 0)
            seat = view["to_act"][0]
            if view["phase"] == phase and seat != 0 and len(api.legal(record, seat)) > 1:
                api.bot_action(record, seat, "hard", 0, 0.25, table)
                break
            record = api.act(record, seat, api.bot_action(record, seat, "normal", 0))
        took[game] = round((time.perf_counter() - start) * 1000, 1)
    return {"core": core.core() is not None, "ms": took}


def _rule_seed(record: Any) -> int | None:
    """The seed rule's seed for a record's next action (``None``, left to the API to refuse,
    for a record without a usable seed or action list)."""
    from kawu.bots import seed_for

    seed, actions = record.get("seed"), record.get("actions")
    if isinstance(seed, bool) or not isinstance(seed, int) or not isinstance(actions, list):
        return None
    return seed_for(seed, len(actions)) if seed >= 0 else None


def _effort(p: Payload) -> Any:
    return _field(p, "effort", (int, float), 1.0)


def _table(p: Payload) -> Any:
    return _field(p, "table", (list,), None)


def _review_decision(p: Payload) -> Any:
    index = _field(p, "index", (int,))
    return api.review_decision(_record(p), _seat(p), index, _effort(p), _table(p))


def _daily_game(p: Payload) -> Any:
    viewer = _seat(p, "viewer", 0)
    found = api.daily_game(_field(p, "game", (str,)), _field(p, "date", (str,)))
    return {**found, "view": api.view(found["record"], viewer)}


def _daily_par_step(p: Payload) -> Any:
    return api.daily_par_step(
        _field(p, "game", (str,)),
        _field(p, "date", (str,)),
        _field(p, "record", (dict,), None),
        _seat(p, "seat", 0),
    )


def _daily_result(p: Payload) -> Any:
    return api.daily_result(
        _record(p), _field(p, "date", (str,)), _seat(p, "seat", 0), _field(p, "par", (int,), None)
    )


CALLS: dict[str, Callable[[Payload], Any]] = {
    "describe": lambda p: api.describe(),
    "warm_up": _warm_up,
    "new_game": _new_game,
    "view": lambda p: api.view(_record(p), _seat(p)),
    "act": lambda p: api.act(_record(p), _seat(p), _field(p, "action", (object,))),
    "step": _step,
    "undo": _undo,
    "bot_action": _bot_action,
    "hint": lambda p: api.hint(_record(p), _seat(p), _effort(p), _table(p)),
    "finish": _finish,
    "review_outline": lambda p: api.review_outline(_record(p), _seat(p), _field(p, "hand", (int,))),
    "review_decision": _review_decision,
    "review": lambda p: api.review(
        _record(p), _seat(p), _field(p, "hand", (int,)), _effort(p), _table(p)
    ),
    "lab_start": lambda p: _lab().start(p),
    "lab_answer": lambda p: _lab().answer(p),
    "lab_stop": lambda p: _lab().stop(p),
    "verify": lambda p: api.verify(_record(p)),
    "audit_outline": lambda p: api.audit_outline(_record(p), _field(p, "hand", (int,)), _table(p)),
    "audit_decision": lambda p: api.audit_decision(
        _record(p),
        _field(p, "index", (int,)),
        _effort(p),
        _table(p),
        _field(p, "samples", (int,), 3),
    ),
    "daily_game": _daily_game,
    "daily_par_step": _daily_par_step,
    "daily_result": _daily_result,
    "lesson_step": lambda p: api.lesson_step(_record(p), _seat(p), _field(p, "seen", (list,))),
    "lesson_end": lambda p: api.lesson_end(_record(p), _seat(p)),
}


def _lab() -> Any:
    """The page's Lab (``botlab.page``): a person's bot's match, held between requests."""
    from kawu.botlab import page

    return page


def _payload(payload_json: str) -> Payload:
    if len(payload_json) > MAX_PAYLOAD:
        raise ValueError(f"the request is too long ({len(payload_json)} characters)")
    try:
        payload = json.loads(payload_json)
    except (ValueError, RecursionError) as e:
        raise ValueError(f"the request is not JSON: {str(e)[:80]}") from None
    if not isinstance(payload, dict):
        raise ValueError(f"the request's payload is an object, not {brief(payload)}")
    return payload


def error(e: BaseException) -> dict[str, Any]:
    """The error object for ``e``: its name, message, reason code and params, and words."""
    code = getattr(e, "reason", None)
    params = getattr(e, "params", None)
    if not isinstance(code, str):
        code = "bad_request" if isinstance(e, ValueError) else "internal"
    if not isinstance(params, dict):
        params = {}
    return {
        "name": type(e).__name__,
        "message": str(e),
        "reason": code,
        "params": params,
        **say(code, params),
    }


def call(kind: str, payload_json: str) -> str:
    """Answer one request: ``kind`` is its type, ``payload_json`` its payload as JSON text."""
    try:
        handler = CALLS.get(kind) if isinstance(kind, str) else None
        if handler is None:
            raise ValueError(f"unknown request type {brief(kind)}")
        if not isinstance(payload_json, str):
            raise ValueError("the payload is JSON text")
        result = handler(_payload(payload_json))
        return json.dumps({"ok": True, "result": result}, separators=(",", ":"))
    except ValueError as e:
        return json.dumps({"ok": False, "error": error(e)}, default=str)
    except Exception as e:
        fault = error(e)
        fault["trace"] = traceback.format_exc(limit=6)
        return json.dumps({"ok": False, "error": fault}, default=str)
