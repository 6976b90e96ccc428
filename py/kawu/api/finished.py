"""The JSON boundary's calls on a finished hand: its review, its seal verified, the computer
players' audit. Part of :mod:`kawu.api` (which exports them, beside the calls on a game in
progress); plain JSON in and out. (It was ``kawu.api_after``.)"""

from __future__ import annotations

from typing import Any

from kawu.api.arguments import check_effort, check_table
from kawu.engine import records
from kawu.engine.records import Record


# -- reviewing a finished hand: kawu.review.hand says what each call answers -------------------
def review_outline(record: Record, seat: int, hand_number: int) -> dict[str, Any]:
    """Finished hand ``hand_number`` (from 1, as the view's) shown whole, decisions listed."""
    from kawu.review import hand as reviews

    return reviews.review_outline(record, seat, hand_number)


def review_decision(
    record: Record,
    seat: int,
    index: int,
    effort: float = 1.0,
    table: list[str] | None = None,
) -> dict[str, Any]:
    """``seat``'s action at ``index`` of a finished hand, valued from what it knew then (and who
    played at each seat, ``table``, as ``bot_action``'s)."""
    from kawu.review import hand as reviews

    effort = check_effort(effort)
    return reviews.review_decision(record, seat, index, effort, check_table(table))


def review(
    record: Record,
    seat: int,
    hand_number: int,
    effort: float = 1.0,
    table: list[str] | None = None,
) -> dict[str, Any]:
    """:func:`review_outline` with every decision reviewed, ``total_loss`` and ``grades``."""
    from kawu.review import hand as reviews

    effort = check_effort(effort)
    return reviews.review(record, seat, hand_number, effort, check_table(table))


# -- fair play: committed deals and the computer players' audit (kawu.fair) ---------------------
def verify(record: Record) -> dict[str, Any]:
    """Every hand's commitment recomputed from its revealed secret and its deal code, and the
    cards played checked against the four hands it seals: see :func:`kawu.fair.verify.check_record`.
    Checks the record's shape first (``RecordError``), not whether it replays: a record whose
    seal or deal was changed is what this is for."""
    from kawu.fair import verify as verifying

    records.check_shape(record)
    return verifying.check_record(record)


def audit_outline(
    record: Record, hand_number: int, table: list[str] | None = None
) -> dict[str, Any]:
    """The computer players' decisions of finished hand ``hand_number``: see
    :func:`kawu.fair.audit.outline`. ``table`` says who played at each seat (``check_table``;
    without it, every seat but South's is a computer player of the normal level)."""
    from kawu.fair import audit

    return audit.outline(record, hand_number, check_table(table))


def audit_decision(
    record: Record,
    index: int,
    effort: float = 1.0,
    table: list[str] | None = None,
    samples: int = 3,
) -> dict[str, Any]:
    """A computer player's decision at ``index`` made again on ``samples`` deals of the cards
    its seat could not see: see :func:`kawu.fair.audit.audit_decision`."""
    from kawu.fair import audit

    return audit.audit_decision(
        record, index, check_effort(effort), check_table(table), audit.check_samples(samples)
    )
