"""Why a computer player chose what it chose, for the hint (worded by :mod:`kawu.words.say`)."""

from __future__ import annotations

from typing import Any

from kawu.engine.cards import pretty
from kawu.engine.tricks import TrickGame
from kawu.words.hints import HINTS as TEXTS
from kawu.words.say import reason

__all__ = ["TEXTS", "explain"]


def explain(code: str, params: dict[str, Any], state: TrickGame, action: Any) -> dict[str, Any]:
    """The hint's reason: its code and parameters, and the sentence in both languages."""
    fill: dict[str, Any] = dict(params)
    if isinstance(action, list):
        fill["cards"] = " ".join(pretty(c) for c in action)
    elif isinstance(action, int) and state.phase.value == "play":
        fill["card"] = pretty(action)
    elif isinstance(action, int):
        fill["bid"] = action
    return reason(code if code in TEXTS else "easy", fill)
