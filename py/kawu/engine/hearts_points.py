"""The points of Hearts (RULES.md): a card's, a trick's, and a finished hand's (the moon, J♦, the
no-tricks bonus), in kawu's scheme and the house rules' (``house.CARD_POINTS``). The game is
``engine/hearts.py``'s."""

from __future__ import annotations

from collections.abc import Sequence

from kawu.engine import house
from kawu.engine.cards import (
    FIRST_HEART,
    FIRST_SPADE,
    HEARTS,
    JACK_DIAMONDS,
    QS_BIT,
    QUEEN_SPADES,
    SUIT_MASKS,
)
from kawu.engine.options import HeartsOptions

#: The cards that score: every heart and the queen of spades.
POINT_CARDS = SUIT_MASKS[HEARTS] | QS_BIT
QUEEN_POINTS = 13
#: Every point of a hand: 13 hearts and the queen. Taking them all shoots the moon.
MOON_POINTS = 26
#: What J♦ is worth to the seat that takes it, with option ``jack_of_diamonds``.
JACK_POINTS = -10


def trick_points(cards: Sequence[int], jack: bool = False, scheme: str = "standard") -> int:
    """The points of these cards: 1 a heart, 13 Q♠, and with ``jack`` (the option) -10 J♦; in
    another ``points`` scheme (option ``points``), that scheme's points (``house.CARD_POINTS``)."""
    points = 0
    if scheme != "standard":
        values = house.CARD_POINTS[scheme]
        for c in cards:
            points += values[c]
            if jack and c == JACK_DIAMONDS:
                points += JACK_POINTS
        return points
    for c in cards:
        if FIRST_HEART <= c < FIRST_SPADE:
            points += 1
        elif c == QUEEN_SPADES:
            points += QUEEN_POINTS
        elif jack and c == JACK_DIAMONDS:
            points += JACK_POINTS
    return points


def hand_score(
    options: HeartsOptions,
    scheme_points: Sequence[int],
    taken: Sequence[int],
    jack: int | None,
    tricks_won: Sequence[int],
    scores: Sequence[int],
) -> tuple[list[int], int | None, list[int] | None]:
    """A finished hand's points for each seat, the seat that shot the moon (or ``None``) and the
    no-tricks bonus (``None`` without the option): from the points each seat took in the scheme
    (``scheme_points``), with J♦'s (``taken``), who took J♦, the tricks won and the scores before
    the hand. Shooting the moon is taking every card that scores, whoever took J♦."""
    total = house.SCHEME_TOTALS[options.points]
    moon = list(scheme_points).index(total) if total in scheme_points else None
    bonus = None
    if moon is None:
        points = list(taken)
        if options.no_tricks_bonus:
            bonus = house.no_tricks_bonus(tricks_won)
            points = [p + b for p, b in zip(points, bonus, strict=True)]
    else:
        points = house.hearts_moon(options, moon, scores, jack)
        if options.no_tricks_bonus:
            bonus = [0, 0, 0, 0]
    return points, moon, bonus
