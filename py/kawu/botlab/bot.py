"""A person's bot file, loaded and asked for decisions: view JSON in, action JSON or a failure out.

A bot is Python source with a function ``choose(view)`` and, optionally, ``pass_cards(view)``
(Hearts' pass) and ``bid(view)`` (Spades' bid); each takes the seat's view, exactly the JSON the
page gets for that seat, and returns an action as :mod:`kawu.api` takes it: a card code
(``"QS"``), a list of three card codes (a pass), a number from 0 to 13 or ``"blind_nil"`` /
``"look"`` (a bid). ``choose`` does what the other two do when they are missing.

This module imports nothing of kawu: a sandbox (the page's worker of its own, a child process)
runs it with the bot and sees nothing but views. Whoever runs the bot gets a :class:`Reply`, whose
JSON form (:meth:`Reply.to_json`) is what crosses a worker's or a process's boundary. Whether an
action is *legal* is the match's to say, in the engine's words (:mod:`kawu.botlab.match`); here
only its shape as JSON is checked.
"""

from __future__ import annotations

import builtins
import json
import linecache
import sys
import time
import traceback
import types
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: The function asked in each phase of the view, and the one asked when it is missing.
FUNCTIONS = {"pass": "pass_cards", "bid": "bid", "play": "choose"}
REQUIRED = "choose"
#: How long a decision may take by default, in seconds (the runner stops it after that).
TIME_LIMIT = 2.0
#: The module name a bot runs under (never one of the standard library's or ours).
MODULE = "kawu_player_bot"
KINDS = ("exception", "garbage", "timeout", "illegal", "crash")


@dataclass(frozen=True, slots=True)
class Failure:
    """Why a decision gave no usable action.

    ``kind``: ``exception`` (the bot raised; ``traceback`` names the person's file and lines),
    ``garbage`` (it returned something that is no action: ``None``, a set, an object),
    ``timeout`` (it took longer than the limit and was stopped), ``illegal`` (the engine refused
    the action; ``message`` says why in its words) or ``crash`` (the bot's process died).
    """

    kind: str
    message: str
    traceback: str = ""

    def to_json(self) -> dict[str, str]:
        return {"kind": self.kind, "message": self.message, "traceback": self.traceback}

    @staticmethod
    def from_json(data: Any) -> Failure:
        if not isinstance(data, dict) or data.get("kind") not in KINDS:
            return Failure("crash", f"the bot's runner answered garbage: {_short(data)}")
        return Failure(data["kind"], str(data.get("message", "")), str(data.get("traceback", "")))


@dataclass(frozen=True, slots=True)
class Reply:
    """A decision: the action as JSON, or the failure; ``seconds`` the bot's own time."""

    action: Any = None
    failure: Failure | None = None
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        if self.failure is not None:
            return {"error": self.failure.to_json(), "seconds": self.seconds}
        return {"action": self.action, "seconds": self.seconds}

    @staticmethod
    def from_json(data: Any) -> Reply:
        if not isinstance(data, dict):
            return Reply(failure=Failure("crash", f"the bot's runner answered {_short(data)}"))
        seconds = data.get("seconds", 0.0)
        seconds = float(seconds) if isinstance(seconds, (int, float)) else 0.0
        if "error" in data:
            return Reply(failure=Failure.from_json(data["error"]), seconds=seconds)
        return Reply(action=data.get("action"), seconds=seconds)


class BotLoadError(ValueError):
    """A bot file that cannot be used: it does not compile, raises while loading, or defines no
    ``choose``. ``traceback`` is the person's, in their file's lines."""

    def __init__(self, message: str, trace: str = "") -> None:
        super().__init__(message)
        self.traceback = trace


def _short(value: object, limit: int = 60) -> str:
    try:
        text = repr(value)
    except Exception:  # a repr that fails is the bot's, not ours
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def person_traceback(error: BaseException, filename: str) -> str:
    """``error``'s traceback from the first frame in the person's file on: our frames (the
    runner's, the loader's) trimmed, the person's lines shown."""
    tb = error.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename != filename:
        tb = tb.tb_next
    return "".join(traceback.format_exception(type(error), error, tb))


class Bot:
    """A bot file's source, compiled under the person's file name and run once (its module-level
    code), so tracebacks name that file and its lines. ``BotLoadError`` says what is wrong."""

    def __init__(self, source: str, filename: str = "bot.py") -> None:
        if not isinstance(source, str):
            raise BotLoadError(f"a bot is Python source text, not {_short(source)}")
        self.filename = filename
        # Tracebacks read their lines through linecache: the source is given, not a file on disk
        # (the page's editor), so it is put there under the file's name.
        linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
        try:
            code = compile(source, filename, "exec", dont_inherit=True)
        except SyntaxError as e:
            trace = "".join(traceback.format_exception_only(type(e), e))
            message = f"{filename} does not compile: {e.msg} (line {e.lineno})"
            raise BotLoadError(message, trace) from None
        module = types.ModuleType(MODULE)
        module.__file__ = filename
        module.__dict__["__builtins__"] = builtins
        sys.modules[MODULE] = module  # dataclasses and pickle look their module up there
        try:
            exec(code, module.__dict__)
        except (Exception, SystemExit) as e:
            trace = person_traceback(e, filename)
            message = f"{filename} raised while loading: {_short(e, 200)}"
            raise BotLoadError(message, trace) from None
        self.functions: dict[str, Callable[[Any], Any]] = {}
        for name in FUNCTIONS.values():
            fn = module.__dict__.get(name)
            if fn is not None and callable(fn):
                self.functions[name] = fn
        if REQUIRED not in self.functions:
            raise BotLoadError(
                f"{filename} defines no function {REQUIRED}(view): a bot answers every decision"
                " with it (pass_cards(view) and bid(view) are optional)"
            )

    def function_for(self, phase: Any) -> str:
        """The name of the function asked in ``phase`` (``choose`` when the other is missing)."""
        name = FUNCTIONS.get(phase, REQUIRED) if isinstance(phase, str) else REQUIRED
        return name if name in self.functions else REQUIRED

    def decide(self, view: dict[str, Any]) -> Reply:
        """The bot's action for ``view``, as JSON, or why there is none (no time limit here:
        whoever runs the bot stops it, see :mod:`kawu.measure.botrun`)."""
        name = self.function_for(view.get("phase"))
        t0 = time.perf_counter()
        try:
            action = self.functions[name](view)
        except (Exception, SystemExit) as e:  # sys.exit() in a bot is its error, not ours
            seconds = time.perf_counter() - t0
            trace = person_traceback(e, self.filename)
            failure = Failure("exception", f"{name}(view) raised {type(e).__name__}: {e}", trace)
            return Reply(failure=failure, seconds=seconds)
        seconds = time.perf_counter() - t0
        return check_action(name, action, seconds)


def check_action(name: str, action: Any, seconds: float = 0.0) -> Reply:
    """``action`` as JSON (a tuple becomes a list, as it would on its way to the page), or a
    ``garbage`` failure that says what was returned and what an action is."""
    what = (
        "an action is a card code such as 'QS' (a play), a list of three card codes (a pass),"
        " or a number from 0 to 13, 'blind_nil' or 'look' (a bid)"
    )
    if action is None:
        message = f"{name}(view) returned None (no return?): {what}"
        return Reply(failure=Failure("garbage", message), seconds=seconds)
    try:
        action = json.loads(json.dumps(action, allow_nan=False))
    except (TypeError, ValueError, RecursionError):
        message = f"{name}(view) returned {_short(action)}, which is no JSON value: {what}"
        return Reply(failure=Failure("garbage", message), seconds=seconds)
    return Reply(action=action, seconds=seconds)
