"""The day's deal: one deal a day per game, the same everywhere, from the date alone.

The rule (public, so anyone can check a daily hand, :mod:`kawu.fair.verify`)::

    digest = SHA-256("kawu-daily:<game>:<YYYY-MM-DD>")      # UTF-8, game "hearts" or "spades"
    seed   = int(digest[0:8], big-endian) mod 2**53         # the game's seed: the computer
                                                            # players' seeds (bots.seed_for)
    key    = int(digest[8:13], big-endian)                  # the deal's 40-bit key (engine.deals)
    Hearts: the pass direction by the date's weekday:
            Monday left, Tuesday right, Wednesday across, Thursday hold (no pass),
            Friday left, Saturday right, Sunday across
    Spades: the dealer is digest[13] mod 4 (0 South, 1 West, 2 North, 3 East)
    deal code = deals.encode(game, direction or dealer, key)   # e.g. "H1-7KQ3M9XA"

The date is a calendar date written ``YYYY-MM-DD`` (the person's local date in the page, never
milliseconds divided by a day), so a day is never skipped or repeated when clocks change. The
game is played with the default options (kawu's rules), the person at seat 0 (South) and the
normal level's computer players at the other three; only the first hand counts.

Standard library only, like the rest of the engine.
"""

from __future__ import annotations

import datetime
import hashlib
import re
from dataclasses import dataclass

from kawu.engine import deals
from kawu.engine.errors import brief

PREFIX = "kawu-daily"
GAMES = ("hearts", "spades")
#: The Hearts pass direction of each weekday (Monday first): the position in the default cycle
#: left, right, across, hold (``engine.hearts``), so ``3`` is the hold day, Thursday.
HEARTS_POSITION = (0, 1, 2, 3, 0, 1, 2)
DIRECTIONS = ("left", "right", "across", "none")  # "none": the hold day, as the views say
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
#: Who plays the day's deal: the person at South, the normal level elsewhere.
LEVEL = "normal"
#: A date as the rule writes it (the calendar checks the rest).
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


@dataclass(frozen=True)
class Daily:
    """One day's deal of one game."""

    game: str
    date: str
    seed: int
    key: int
    position: int  # Hearts: the pass direction (0..3); Spades: the dealer (0..3)
    weekday: int  # 0 Monday .. 6 Sunday

    @property
    def code(self) -> str:
        return deals.encode(self.game, self.position, self.key)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "game": self.game,
            "date": self.date,
            "seed": self.seed,
            "deal": self.code,
            "weekday": WEEKDAYS[self.weekday],
        }
        if self.game == "hearts":
            out["pass_direction"] = DIRECTIONS[self.position]
        else:
            out["dealer"] = self.position
        return out


def check_date(date: object) -> str:
    """``date`` as ``YYYY-MM-DD`` if it is a real calendar date; ``ValueError`` says why not."""
    if not isinstance(date, str) or not _DATE.fullmatch(date):
        raise ValueError(f"a date is written YYYY-MM-DD (e.g. 2026-12-06), not {brief(date)}")
    try:
        datetime.date.fromisoformat(date)
    except ValueError:
        raise ValueError(f"there is no day {date}") from None
    return date


def digest(game: str, date: str) -> bytes:
    return hashlib.sha256(f"{PREFIX}:{game}:{date}".encode()).digest()


def daily(game: object, date: object) -> Daily:
    """The day's deal of ``game`` on ``date`` (``ValueError`` for an unknown game or a bad date)."""
    if not isinstance(game, str) or game not in GAMES:
        raise ValueError(f"unknown game {brief(game)}: choose 'hearts' or 'spades'")
    day = check_date(date)
    d = digest(game, day)
    seed = int.from_bytes(d[0:8], "big") % deals.MAX_SEED
    key = int.from_bytes(d[8:13], "big")
    weekday = datetime.date.fromisoformat(day).weekday()
    position = HEARTS_POSITION[weekday] if game == "hearts" else d[13] & 3
    return Daily(game, day, seed, key, position, weekday)
