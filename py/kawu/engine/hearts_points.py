"""The points of Hearts (RULES.md): a card's, a trick's, and a finished hand's (the moon, J♦, the
no-tricks bonus), in kawu's scheme and the house rules' (``house.CARD_POINTS``). The game is
``engine/hearts.py``'s."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kawu.engine import house
from kawu.engine.cards import (
    ACE_SPADES,
    CODES,
    FIRST_HEART,
    FIRST_SPADE,
    HEARTS,
    JACK_DIAMONDS,
    JD_BIT,
    KING_SPADES,
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


def cards_taken(
    log: Sequence[tuple[int, Sequence[int], int]], scheme: str = "standard", jack: bool = False
) -> list[list[str]]:
    """Each seat's scoring cards in the tricks of ``log`` (``(leader, cards, winner)`` each), in
    the order taken: the cards of the ``points`` scheme (``house.SCORING_MASKS``) and, with
    ``jack`` (the option), J♦. Every one of them was played: public."""
    scoring = house.SCORING_MASKS[scheme] | (JD_BIT if jack else 0)
    taken: list[list[str]] = [[], [], [], []]
    for _leader, cards, winner in log:
        taken[winner].extend(CODES[c] for c in cards if scoring >> c & 1)
    return taken


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


#: The cards that score besides the hearts, by the name a history row gives them (RULES.md:
#: "History lists points, never cards"): Q♠, Black Maria's K♠ and A♠, J♦ (option).
NAMED_CARDS = {QUEEN_SPADES: "queen", KING_SPADES: "king", ACE_SPADES: "ace", JACK_DIAMONDS: "jack"}


def what_was_taken(
    scheme: str, jack: bool, log: Sequence[tuple[int, Sequence[int], int]]
) -> dict[str, Any]:
    """What each seat took in a finished hand, from its tricks (``log``: ``(leader, cards,
    winner)``, all 13): ``hearts``, how many hearts each seat took, and ``made_of``, each seat's
    points taken by what scored them: ``hearts`` (the count, but Spot's by rank), ``queen``
    (Q♠), ``king`` and ``ace`` (K♠ and A♠ with Black Maria), ``jack`` (J♦ with option ``jack``,
    its -10); only what the seat took. A seat's ``made_of`` adds up to its ``taken``."""
    values = house.CARD_POINTS[scheme]
    hearts = [0, 0, 0, 0]
    made_of: list[dict[str, int]] = [{}, {}, {}, {}]
    for _leader, cards, winner in log:
        for c in cards:
            if FIRST_HEART <= c < FIRST_SPADE:
                hearts[winner] += 1
                made_of[winner]["hearts"] = made_of[winner].get("hearts", 0) + values[c]
            elif c in NAMED_CARDS and (values[c] or (jack and c == JACK_DIAMONDS)):
                points = values[c] + (JACK_POINTS if c == JACK_DIAMONDS else 0)
                made_of[winner][NAMED_CARDS[c]] = points
    return {"hearts": hearts, "made_of": made_of}
