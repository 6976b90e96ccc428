"""The lessons' calls (``kawu.lessons``): a topic at each of the person's decisions, the summary
once the lesson's hand is over. Part of :mod:`kawu.api` (its ``__init__`` imports them)."""

from __future__ import annotations

from typing import Any

from kawu.api.arguments import check_to_act
from kawu.engine.errors import IllegalAction, brief
from kawu.engine.records import Record, check_seat, load

#: The most topics a lesson's ``seen`` may list (a hand has 14 decisions of the person).
MAX_SEEN = 64


def lessons() -> dict[str, Any]:
    """Each game's lesson: ``{game: {deal, seed, options, level}}`` (``describe()["lessons"]``):
    ``new_game(game, options, seed, deal)`` deals it, the computer players play at ``level``."""
    from kawu.lessons import LESSONS

    return {game: lesson.to_json() for game, lesson in LESSONS.items()}


def lesson_step(record: Record, seat: int, seen: Any = None) -> dict[str, Any]:
    """``{topic, words: {it, en}, first}`` for ``seat``'s decision now (``seat`` must act):
    the topic of this decision in a lesson whose topics so far are ``seen`` (a list of the
    game's topics, ``kawu.lessons.TOPICS``), worded at length when ``first`` (a topic not seen)
    and in one line after. Worked out from what the seat may know alone."""
    from kawu.lessons import TOPICS, step

    state = load(record)
    seat = check_seat(seat)
    topics = TOPICS[record["game"]]
    seen = [] if seen is None else seen
    if (
        not isinstance(seen, list)
        or len(seen) > MAX_SEEN
        or not all(isinstance(t, str) and t in topics for t in seen)
    ):
        raise ValueError(
            f"seen is a list of the lesson's topics already introduced ({', '.join(topics)}),"
            f" not {brief(seen)}"
        )
    check_to_act(state, seat)
    return step(state, seat, seen)


def lesson_end(record: Record, seat: int) -> dict[str, Any]:
    """``{words: {it, en}}``: the lesson's summary (its hand's result, the topics met, what comes
    next), once the record's first hand is over; ``IllegalAction`` (``lesson_unfinished``)
    before."""
    from kawu.lessons import end

    state = load(record)
    seat = check_seat(seat)
    if not state.history:
        raise IllegalAction("the lesson's hand is not over yet", "lesson_unfinished")
    return end(record, state, seat)
