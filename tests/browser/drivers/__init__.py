"""The browsers the player-facing tests run in, behind one interface (see base.py).

``KAWU_ENGINES`` chooses them (comma-separated, default ``chromium,firefox,webkit``); each is
started on first use and stopped by :func:`stop_all` at the end of the run.
"""

from __future__ import annotations

import os

from .base import DESKTOP, PHONE, TURN, DriverError, Engine, Profile, Session, Tab

__all__ = ["DESKTOP", "ENGINES", "PHONE", "TURN", "DriverError", "Engine", "Profile", "Session",
           "Tab", "chosen", "engine", "stop_all"]

ENGINES = ("chromium", "firefox", "webkit")
_started: dict[str, Engine] = {}


def chosen() -> list[str]:
    """The engines named in KAWU_ENGINES (all three by default)."""
    names = [n.strip() for n in os.environ.get("KAWU_ENGINES", ",".join(ENGINES)).split(",")]
    wrong = [n for n in names if n not in ENGINES]
    if wrong or not names:
        raise ValueError(f"KAWU_ENGINES: unknown {wrong}; choose among {', '.join(ENGINES)}")
    return names


def engine(name: str) -> Engine:
    """The running engine ``name``, started now if it is not yet."""
    if name not in _started:
        if name == "chromium":
            from .chromium import Chromium

            _started[name] = Chromium()
        elif name == "firefox":
            from .firefox import Firefox

            _started[name] = Firefox()
        elif name == "webkit":
            from .webkit import WebKit

            _started[name] = WebKit()
        else:
            raise ValueError(f"no engine {name!r}")
    return _started[name]


def stop_all() -> None:
    while _started:
        _started.popitem()[1].stop()
