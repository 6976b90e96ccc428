"""A person's bot in the arena: each bot in a child Python of its own, the deals in batches over
``--jobs`` processes or a Dask cluster (``--cluster``), the same results whichever.

The time limit is kept by the parent: a decision not answered within the limit (plus a little for
the pipe) kills the child, which stops anything, ``while True:``, a sleep or a long C call alike,
and a new child loads the bot again for the next decision. A decision that answered in time but
took longer than the limit by the child's own clock is a timeout too. The child is a separate
process, not a security boundary: it keeps the bot away from the game's state (it has none to
read), and the bot's state and time away from ours.

Every deal is played alike in any batch (the bot's file is loaded anew at each table, see
``spec.Request.fresh``), and results are put back in deal order, so ``--jobs 1``, ``--jobs N``
and ``--cluster`` print the same table for the same seeds.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from kawu.botlab.bot import TIME_LIMIT, BotLoadError, Failure, Reply
from kawu.botlab.match import play
from kawu.botlab.report import failure_details, table, timing
from kawu.botlab.spec import DealResult, Failed, MatchStopped, Spec

#: Time allowed beyond the limit for the view and the reply to cross the pipe.
GRACE = 0.25
#: Time allowed for the bot's file to load (its imports and module-level code).
LOAD_LIMIT = 20.0
#: Deals a batch holds at most: small enough to spread a match over many workers.
BATCH = 10


class Child:
    """The bot in a child process, answering views as JSON lines; stopped by a kill when a
    decision takes longer than ``limit`` seconds (then started again)."""

    def __init__(self, source: str, filename: str = "bot.py", limit: float = TIME_LIMIT) -> None:
        self.source, self.filename, self.limit = source, filename, limit
        self.proc: subprocess.Popen[bytes] | None = None
        self._buffer = b""
        self._start()

    def _start(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "kawu.measure.botchild"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )
        self._buffer = b""
        self._load()

    def _load(self) -> None:
        self._send({"load": self.source, "filename": self.filename})
        try:
            answer = self._receive(LOAD_LIMIT)
        except EOFError:
            answer = None
        if answer is None or "ready" not in answer:
            error = (answer or {}).get("load_error")
            self.close()
            if isinstance(error, dict):
                raise BotLoadError(str(error.get("message")), str(error.get("traceback", "")))
            raise BotLoadError(f"{self.filename} did not load within {LOAD_LIMIT:g} s")

    def _send(self, data: dict[str, Any]) -> None:
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(data).encode() + b"\n")
        self.proc.stdin.flush()

    def _receive(self, seconds: float) -> dict[str, Any] | None:
        """The child's next line, or ``None`` when it is not there in ``seconds``; ``EOFError``
        when the child ended."""
        assert self.proc is not None and self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        deadline = time.monotonic() + seconds
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                return None
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                raise EOFError("the bot's process ended")
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        data = json.loads(line)
        return data if isinstance(data, dict) else None

    def decide(self, view: dict[str, Any]) -> Reply:
        try:
            self._send(view)
        except (BrokenPipeError, OSError):
            return self._crashed(0.0)
        t0 = time.perf_counter()
        try:
            answer = self._receive(self.limit + GRACE)
        except EOFError:
            return self._crashed(time.perf_counter() - t0)
        waited = time.perf_counter() - t0
        if answer is None:
            self._restart()
            message = (
                f"no answer within the limit of {self.limit:g} s: the bot was stopped"
                " (its process killed; its file loaded anew for the next decision)"
            )
            return Reply(failure=Failure("timeout", message), seconds=waited)
        reply = Reply.from_json(answer)
        if reply.failure is None and reply.seconds > self.limit:
            message = f"it answered after {reply.seconds:.2f} s, over the limit of {self.limit:g} s"
            return Reply(failure=Failure("timeout", message), seconds=reply.seconds)
        return reply

    def _crashed(self, waited: float) -> Reply:
        code = self.proc.wait() if self.proc is not None else None
        self._restart()
        message = f"the bot's process ended (exit code {code}) during its decision"
        return Reply(failure=Failure("crash", message), seconds=waited)

    def _restart(self) -> None:
        self.close()
        self._start()

    def reset(self) -> None:
        self._load()

    def close(self) -> None:
        if self.proc is None:
            return
        self.proc.kill()
        self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout):
            if stream is not None:
                stream.close()
        self.proc = None

    def __enter__(self) -> Child:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# -- batches -------------------------------------------------------------------------------------
def batches(spec: Spec, size: int = BATCH) -> list[Spec]:
    """The match's deals cut into batches of at most ``size`` consecutive deals."""
    spec = spec.checked()
    end = spec.first + spec.deals
    return [
        Spec(**{**spec.to_json(), "first": a, "deals": min(size, end - a)})
        for a in range(spec.first, end, size)
    ]


def play_batch(spec: dict[str, Any], source: str, limit: float) -> dict[str, Any]:
    """One batch played with the bot in a child process: ``{results, stopped}`` as JSON (what a
    worker process or a Dask worker sends back). A file that does not load gives ``load_error``."""
    checked = Spec.from_json(spec)
    try:
        with Child(source, checked.name, limit) as child:
            match = play(checked, child)
    except BotLoadError as e:
        return {"results": [], "stopped": None, "load_error": [str(e), e.traceback]}
    return {
        "results": [r.to_json() for r in match.results],
        "stopped": match.stopped.to_json() if match.stopped is not None else None,
    }


Mapper = Callable[[list[dict[str, Any]], str, float], Iterable[dict[str, Any]]]


def local_mapper(jobs: int) -> Mapper:
    """Batches played here (``jobs`` 1) or over ``jobs`` worker processes, answers in order."""

    def run(specs: list[dict[str, Any]], source: str, limit: float) -> Iterable[dict[str, Any]]:
        if jobs <= 1:
            for s in specs:
                yield play_batch(s, source, limit)
            return
        with ProcessPoolExecutor(jobs) as pool:
            n = len(specs)
            yield from pool.map(play_batch, specs, [source] * n, [limit] * n)

    return run


def run_match(
    spec: Spec,
    source: str,
    limit: float = TIME_LIMIT,
    mapper: Mapper | None = None,
    size: int = BATCH,
) -> list[DealResult]:
    """Every batch of the match played by ``mapper`` (default: here, one after the other), the
    deals' results in order. ``BotLoadError`` when the file does not load; ``MatchStopped`` at
    the first failure when the policy is ``stop`` (the deals before it finished are lost)."""
    mapper = mapper or local_mapper(1)
    results: list[DealResult] = []
    for answer in mapper([b.to_json() for b in batches(spec, size)], source, limit):
        if answer.get("load_error"):
            message, trace = answer["load_error"]
            raise BotLoadError(message, trace)
        if answer["stopped"] is not None:
            raise MatchStopped(Failed.from_json(answer["stopped"]))
        results.extend(DealResult.from_json(r) for r in answer["results"])
    return sorted(results, key=lambda r: r.deal)


def report(spec: Spec, source: str, limit: float = TIME_LIMIT, mapper: Mapper | None = None) -> str:
    """What ``python -m kawu.arena GAME --bot FILE LEVEL`` prints: the table (the same as the
    page's for the same deals), the first failures whole, then the bot's times."""
    results = run_match(spec, source, limit, mapper)
    parts = [table(spec, results)]
    details = failure_details(results)
    if details:
        parts.append("the first failures:\n" + details)
    parts.append(timing(results) + f"; time limit {limit:g} s")
    return "\n".join(parts)
