"""The errors the engine raises at its edge: ``ValueError``s that say why in plain words.

Each carries a stable ``reason`` code and its ``params``; :mod:`kawu.words.say` says the reason in
Italian and English. Messages quote the caller's values through :func:`brief`, which never
recurses deeply and never grows with the value, so any input is refused quickly.
"""

from __future__ import annotations

from itertools import islice
from typing import Any

_MAX_TEXT = 40
_MAX_ITEMS = 4
_MAX_DEPTH = 3


class IllegalAction(ValueError):
    """An action the rules do not allow now.

    ``str(error)`` is the reason in English; ``reason`` is a stable code and ``params`` its
    parameters, so a page can show the same reason in its own language.
    """

    def __init__(self, message: str, reason: str = "illegal", **params: Any) -> None:
        super().__init__(message)
        self.reason = reason
        self.params = params


class RecordError(ValueError):
    """A saved record that cannot be replayed: garbage, a newer version, or tampered."""

    def __init__(self, message: str, reason: str = "bad_record", **params: Any) -> None:
        super().__init__(message)
        self.reason = reason
        self.params = params


class OptionError(ValueError):
    """Options that cannot make a game: an unknown key, a value that is not one of its choices,
    or a combination that cannot be played (``reason``: ``unknown_option``, ``option_value``,
    ``options_conflict``)."""

    def __init__(self, message: str, reason: str = "option_value", **params: Any) -> None:
        super().__init__(message)
        self.reason = reason
        self.params = params


def brief(value: object, depth: int = _MAX_DEPTH) -> str:
    """A short ``repr`` of any value for a message: bounded in length and depth."""
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        if value.bit_length() > 64:
            return "<a number of " + str(value.bit_length()) + " bits>"
        return repr(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        text = repr(value[:_MAX_TEXT])
        return text if len(value) <= _MAX_TEXT else text[:-1] + "…" + text[-1]
    if isinstance(value, (list, tuple, dict, set, frozenset)):
        brackets = {list: "[]", tuple: "()"}.get(type(value), "{}")
        open_, close = brackets[0], brackets[1]
        if depth <= 0:
            return open_ + "…" + close if value else open_ + close
        if isinstance(value, dict):
            items = [
                f"{brief(k, depth - 1)}: {brief(v, depth - 1)}"
                for k, v in islice(value.items(), _MAX_ITEMS)
            ]
        else:
            items = [brief(v, depth - 1) for v in islice(value, _MAX_ITEMS)]
        if len(value) > _MAX_ITEMS:
            items.append("…")
        return open_ + ", ".join(items) + close
    return "<" + type(value).__name__ + ">"
