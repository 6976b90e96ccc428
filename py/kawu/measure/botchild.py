"""A bot's own Python: ``python -m kawu.measure.botchild``, started by
:class:`kawu.measure.botrun.Child`.

It talks JSON lines: it reads ``{"load": source, "filename": name}`` (answered ``{"ready": true}``
or ``{"load_error": {message, traceback}}``) and views (answered with a ``Reply``'s JSON). It
imports the bot protocol and nothing of the game: it holds no state but the bot's, so the bot
sees views and nothing else. The bot's ``print`` goes to stderr, never into the protocol.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any, BinaryIO

from kawu.botlab.bot import Bot, BotLoadError


def _send(out: BinaryIO, data: dict[str, Any]) -> None:
    out.write(json.dumps(data).encode() + b"\n")
    out.flush()


def main() -> None:
    out = os.fdopen(os.dup(1), "wb")  # the protocol's own copy of stdout
    os.dup2(2, 1)  # the bot's prints, and anything it writes to fd 1, go to stderr
    sys.stdout = sys.stderr
    bot: Bot | None = None
    for line in sys.stdin.buffer:
        message = json.loads(line)
        if "load" in message:
            try:
                bot = Bot(message["load"], message["filename"])
            except BotLoadError as e:
                _send(out, {"load_error": {"message": str(e), "traceback": e.traceback}})
                bot = None
            else:
                _send(out, {"ready": True})
        elif bot is not None:
            _send(out, bot.decide(message).to_json())
        else:
            _send(out, {"error": {"kind": "crash", "message": "no bot loaded"}})


if __name__ == "__main__":
    main()
