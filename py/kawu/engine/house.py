"""House rules (RULES.md, "House rules" under Hearts and "House rules for Spades"): their keys,
values and defaults, the checks of a combination, and the scoring they change.

Every house rule is off by default, so a game with default options is kawu's game to the bit: the
options' defaults are kawu's rules, and a record keeps a house rule only when it is not its default
(:func:`record_options`), so a default game's record is the record it always was.

The options' words (names and one-line explanations, Italian and English) are ``kawu.words``'s
(``words/options.py``); here are only the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kawu.engine.cards import (
    ACE_SPADES,
    DECK_SIZE,
    FIRST_HEART,
    FIRST_SPADE,
    KING_SPADES,
    QUEEN_SPADES,
    SUIT_SIZE,
)
from kawu.engine.errors import OptionError, brief

# -- Hearts ------------------------------------------------------------------------------------
DIRECTIONS = ("left", "right", "across", "hold")
#: How far round the table each direction sends the cards (left is the next seat, seat + 1).
DIRECTION_OFFSETS = {"left": 1, "right": 3, "across": 2, "hold": 0}
DEFAULT_DIRECTIONS = ("left", "right", "across", "hold")
#: A cycle is 1 to 4 directions long: a deal code names the hand's place in it with one digit 0-3.
MAX_DIRECTIONS = 4
PASS_COUNTS = (3, 4, 5)
HEARTS_LEADS = ("broken", "any")
HEARTS_FIRST_LEADS = ("two_clubs", "any_club", "dealer_left")
SCHEMES = ("standard", "black_maria", "spot")
NO_TRICKS_BONUS = -5

#: The Hearts house rules: key -> (values, default). ``pass_directions`` is any list of 1 to 4
#: of ``DIRECTIONS``; its listed values are the directions it is made of.
HEARTS_HOUSE: dict[str, tuple[tuple[Any, ...], Any]] = {
    "pass_directions": (DIRECTIONS, DEFAULT_DIRECTIONS),
    "pass_count": (PASS_COUNTS, 3),
    "first_trick_points": ((False, True), False),
    "hearts_lead": (HEARTS_LEADS, "broken"),
    "first_lead": (HEARTS_FIRST_LEADS, "two_clubs"),
    "points": (SCHEMES, "standard"),
    "no_tricks_bonus": ((False, True), False),
}


def _values(scheme: str) -> tuple[int, ...]:
    values = [0] * DECK_SIZE
    for c in range(FIRST_HEART, FIRST_SPADE):
        # Spot: 2-10 at face value, J 11, Q 12, K 13, A 14 (the rank index 0..12 is 2..A).
        values[c] = (c - FIRST_HEART) % SUIT_SIZE + 2 if scheme == "spot" else 1
    values[QUEEN_SPADES] = 25 if scheme == "spot" else 13
    if scheme == "black_maria":
        values[KING_SPADES] = 10
        values[ACE_SPADES] = 7
    return tuple(values)


#: Each scheme's points of every card (J♦ apart: option ``jack_of_diamonds``).
CARD_POINTS: dict[str, tuple[int, ...]] = {s: _values(s) for s in SCHEMES}
#: Each scheme's points in a hand: 26, 43, 129.
SCHEME_TOTALS: dict[str, int] = {s: sum(v) for s, v in CARD_POINTS.items()}
#: Each scheme's cards that score (rule 4 covers them; taking them all shoots the moon).
SCORING_MASKS: dict[str, int] = {
    s: sum(1 << c for c, v in enumerate(values) if v) for s, values in CARD_POINTS.items()
}


def check_hearts_value(name: str, value: Any) -> Any:
    """A Hearts house rule's value checked (a list of directions becomes a tuple)."""
    values, _ = HEARTS_HOUSE[name]
    if name == "pass_directions":
        if (
            isinstance(value, (list, tuple))
            and 1 <= len(value) <= MAX_DIRECTIONS
            and all(isinstance(d, str) and d in DIRECTIONS for d in value)
        ):
            return tuple(value)
        raise OptionError(
            f"hearts pass_directions is a list of 1 to {MAX_DIRECTIONS} of"
            f" {', '.join(DIRECTIONS)}, not {brief(value)}",
            "option_value",
            option=name,
            value=brief(value),
        )
    if isinstance(values[0], bool):
        ok = isinstance(value, bool)
    elif isinstance(values[0], int):
        ok = type(value) is int and value in values
    else:
        ok = isinstance(value, str) and value in values
    if not ok:
        shown = ", ".join(str(v).lower() if isinstance(v, bool) else str(v) for v in values)
        raise OptionError(
            f"hearts {name} must be one of {shown}, not {brief(value)}",
            "option_value",
            option=name,
            value=brief(value),
        )
    return value


def check_hearts_combination(options: Any) -> None:
    """``OptionError`` for a combination of Hearts options that cannot be played together."""
    if options.pass_count != 3 and set(options.pass_directions) == {"hold"}:
        raise OptionError(
            f"hearts pass_count {options.pass_count} needs a hand that passes, but"
            " pass_directions holds every hand",
            "options_conflict",
            options=["pass_count", "pass_directions"],
        )


def hearts_moon(options: Any, shooter: int, scores: Sequence[int], jack: int | None) -> list[int]:
    """Each seat's points of a hand whose ``shooter`` took every card that scores (``jack``:
    the seat that took J♦ when it scores), by the ``moon`` rule; ``scores`` before the hand."""
    total = SCHEME_TOTALS[options.points]
    add = [0 if s == shooter else total for s in range(4)]
    subtract = [-total if s == shooter else 0 for s in range(4)]
    if jack is not None:
        add[jack] -= 10
        subtract[jack] -= 10
    if options.moon == "add_to_others":
        return add
    if options.moon == "subtract_from_self":
        return subtract
    # best_for_shooter: add, unless that ends the game with the shooter not the winner.
    after = [a + b for a, b in zip(scores, add, strict=True)]
    low = min(after)
    ends = max(after) >= options.target and after.count(low) == 1
    return subtract if ends and after.index(low) != shooter else add


def no_tricks_bonus(tricks_won: Sequence[int]) -> list[int]:
    """The bonus of option ``no_tricks_bonus``: -5 for each seat that took no trick."""
    return [NO_TRICKS_BONUS if t == 0 else 0 for t in tricks_won]


# -- Spades --------------------------------------------------------------------------------------
NIL_VALUES = (100, 50)
BAG_PENALTIES = ("ten_for_100", "five_for_50", "none")
#: Each bag rule's (bags, what they cost); ``none``: bags never cost anything.
BAG_RULES: dict[str, tuple[int, int] | None] = {
    "ten_for_100": (10, 100),
    "five_for_50": (5, 50),
    "none": None,
}
NIL_TRICKS = ("bags", "count")
SPADES_LEADS = ("broken", "any")
SPADES_FIRST_LEADS = ("dealer_left", "two_clubs")

SPADES_HOUSE: dict[str, tuple[tuple[Any, ...], Any]] = {
    "nil_value": (NIL_VALUES, 100),
    "bag_penalty": (BAG_PENALTIES, "ten_for_100"),
    "nil_tricks": (NIL_TRICKS, "bags"),
    "spades_lead": (SPADES_LEADS, "broken"),
    "first_lead": (SPADES_FIRST_LEADS, "dealer_left"),
}


def check_spades_value(name: str, value: Any) -> Any:
    values, _ = SPADES_HOUSE[name]
    if isinstance(values[0], int):
        ok = type(value) is int and value in values
    else:
        ok = isinstance(value, str) and value in values
    if not ok:
        raise OptionError(
            f"spades {name} must be one of {', '.join(map(str, values))}, not {brief(value)}",
            "option_value",
            option=name,
            value=brief(value),
        )
    return value


# -- records -------------------------------------------------------------------------------------
def house_rules(game: str) -> dict[str, tuple[tuple[Any, ...], Any]]:
    return HEARTS_HOUSE if game == "hearts" else SPADES_HOUSE


def record_options(game: str, options: dict[str, Any]) -> dict[str, Any]:
    """Options as a record keeps them: a house rule only when it is not its default (JSON
    values: a list of directions), so a default game's record is what it was before them."""
    house = house_rules(game)
    out = {}
    for name, value in options.items():
        if name in house and (tuple(value) if isinstance(value, list) else value) == house[name][1]:
            continue
        out[name] = list(value) if isinstance(value, tuple) else value
    return out


def is_default(game: str, options: Any) -> bool:
    """Whether every house rule of ``options`` is its default (kawu's rules)."""
    return all(getattr(options, k) == d for k, (_, d) in house_rules(game).items())
