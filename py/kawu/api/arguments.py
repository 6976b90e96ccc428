"""The API's checks of its arguments that several calls share: a level, an effort, a table, a
seat that must act (``kawu.api`` and ``kawu.api.finished``)."""

from __future__ import annotations

from typing import Any

from kawu.engine.errors import IllegalAction, brief
from kawu.engine.records import Game

LEVELS = ("easy", "normal", "hard")
MAX_EFFORT = 4


def check_effort(effort: Any) -> float:
    if isinstance(effort, bool) or not isinstance(effort, (int, float)):
        raise ValueError(f"effort is a number above 0 and at most 4, not {brief(effort)}")
    if not 0 < effort <= MAX_EFFORT:
        raise ValueError(f"effort is a number above 0 and at most 4, not {brief(effort)}")
    return float(effort)


def check_to_act(state: Game, seat: int) -> None:
    if seat not in state.to_act():
        raise IllegalAction("this seat has nothing to do now", "not_your_turn", turn=state.turn)


def check_table(table: Any) -> list[str] | None:
    """``table``, who plays at each seat, checked: ``None``, or four names, each a level of
    ``LEVELS`` or ``"person"`` (the page's: ``["person", level, level, level]``)."""
    from kawu.bots import PERSON

    if table is None:
        return None
    names = (*LEVELS, PERSON)
    if (
        not isinstance(table, list)
        or len(table) != 4
        or not all(isinstance(t, str) and t in names for t in table)
    ):
        raise ValueError(
            f"a table is four of {', '.join(names)} (who plays at each seat), not {brief(table)}"
        )
    return list(table)
