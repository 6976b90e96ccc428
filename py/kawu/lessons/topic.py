"""A lesson's topic at one decision: its name, the code of its words, their parameters."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Topic:
    """``name`` is the topic (``pass``, ``follow`` ...); ``code`` the words' code of its long form
    in ``kawu.words.lessons`` (a variant of the topic's own, for the situation), whose reminder
    is ``code + "_again"``; ``params`` fill the words' slots."""

    name: str
    code: str
    params: dict[str, Any] = field(default_factory=dict)
