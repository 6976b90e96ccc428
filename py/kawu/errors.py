"""The errors the engine raises at its edge: ``ValueError``s that say why in plain words."""

from __future__ import annotations

from typing import Any


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

    def __init__(self, message: str, reason: str = "bad_record") -> None:
        super().__init__(message)
        self.reason = reason
