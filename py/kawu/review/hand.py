"""Hand review (issue 12): what each decision of a seat in a finished hand cost, and why.

A decision is judged from what its seat knew at that moment, by the hard player's own search
(``bots.evaluate``, the one ``decide`` uses): the record is replayed to just before it, and the
search samples the hidden cards, never reads them; it uses the seed the computer players use for
that action (``bots.seed_for``) and the hard player's budget, so a decision the hard level made
reviews with loss 0. Figures are in a person's units (``bots.figures``): Hearts, points taken in
the hand (lower is better); Spades, the hand's score of the seat's team minus the opponents'
(higher is better). ``loss`` (≥ 0) is how much worse the choice did than the search's best on
the same deals, rounded to 2 decimals; the grade follows ``THRESHOLDS``.

Hands are numbered from 1, as ``view()["hand_number"]`` and the history's ``hand``.
"""

from __future__ import annotations

from typing import Any

from kawu.bots import Table, seed_for
from kawu.engine import records
from kawu.engine.cards import CODES, codes
from kawu.engine.errors import IllegalAction, brief
from kawu.engine.hearts import Hearts, trick_points
from kawu.engine.records import Game, Record, check_seat, load
from kawu.engine.tricks import Phase, winning_at
from kawu.review.judge import GRADES, THRESHOLDS, grade, judge, scale_of, thresholds

__all__ = [
    "GRADES",
    "THRESHOLDS",
    "grade",
    "judge",
    "review",
    "review_decision",
    "review_outline",
    "scale",
    "thresholds",
]


def scale() -> dict[str, Any]:
    """The grades, and their thresholds in each game (``api.describe()["review"]``)."""
    return {"grades": list(GRADES), "thresholds": {g: thresholds(g) for g in THRESHOLDS}}


# -- the record, replayed -----------------------------------------------------------------------
def _fresh(record: Record) -> Game:
    """The game of a record (already checked by ``records.load``) before its first action."""
    opts = records.saved_options(record["game"], record["options"])[0]  # (as ``load`` reads them)
    return records.build(record["game"], opts, record["seed"], record["deal"])


def _apply(state: Game, entry: list[Any]) -> None:
    seat, action = entry
    state.apply(seat, records.engine_action(state, action))


def check_hand(final: Game, hand: int) -> None:
    """``IllegalAction`` unless hand number ``hand`` of the game is over."""
    if not 1 <= hand <= final.hand_number:
        raise IllegalAction(f"there is no hand {hand} in this game", "review_no_hand", hand=hand)
    if hand > len(final.history):
        raise IllegalAction(
            f"hand {hand} is not over: only a finished hand is reviewed",
            "review_unfinished",
            hand=hand,
        )


def outline(
    record: Record, final: Game, seat: int, hand: int
) -> tuple[dict[str, Any], dict[int, Game]]:
    """The hand's outline (see ``api.review_outline``) and the state before each of ``seat``'s
    decisions in it, by index."""
    check_hand(final, hand)
    state = _fresh(record)
    dealt: list[int] | None = None
    passed = received = None
    plays: list[tuple[int, int]] = []
    decisions: list[dict[str, Any]] = []
    before: dict[int, Game] = {}
    for i, entry in enumerate(record["actions"]):
        if state.hand_number > hand:
            break
        if state.hand_number == hand:
            if dealt is None:
                dealt = list(state.hands)
            if (
                isinstance(state, Hearts)
                and state.phase is Phase.PLAY
                and passed is None
                and state.pass_offset
            ):
                passed = [codes(m) for m in state.passed]
                received = [codes(m) for m in state.received]
            if state.phase is Phase.PLAY:
                plays.append((state.turn, records.engine_action(state, entry[1])))
            if entry[0] == seat:
                before[i] = state.clone()
                decisions.append(_decision(state, i, entry[1]))
        _apply(state, entry)
    assert dealt is not None
    row = final.history[hand - 1]
    hearts = isinstance(final, Hearts)
    deal = {
        "hands": [codes(h) for h in dealt],
        "pass_direction": row["pass_direction"] if hearts else None,
        "passed": passed,
        "received": received,
    }
    if not hearts:
        deal["dealer"] = row["dealer"]
    result = {k: list(v) if isinstance(v, list) else v for k, v in row.items()}
    result["totals"] = list(row["scores"])
    found = {
        "game": record["game"],
        "seat": seat,
        "hand_number": hand,
        "deal": deal,
        "tricks": _tricks(final, plays),
        "result": result,
        "decisions": decisions,
        "thresholds": thresholds(record["game"], scale_of(final)),
    }
    return found, before


def _decision(state: Game, index: int, action: Any) -> dict[str, Any]:
    play = state.phase is Phase.PLAY
    return {
        "index": index,
        "phase": state.phase.value,
        "trick": state.trick_number + 1 if play else None,
        "choice": list(action) if isinstance(action, list) else action,
    }


def _tricks(game: Game, plays: list[tuple[int, int]]) -> list[dict[str, Any]]:
    out = []
    hearts = isinstance(game, Hearts)
    jack = isinstance(game, Hearts) and game.options.jack_of_diamonds
    scheme = game.options.points if isinstance(game, Hearts) else "standard"
    for n in range(len(plays) // 4):
        trick = plays[4 * n : 4 * n + 4]
        cards = [c for _, c in trick]
        leader = trick[0][0]
        out.append(
            {
                "number": n + 1,
                "leader": leader,
                "plays": [{"seat": s, "card": CODES[c]} for s, c in trick],
                "winner": (leader + winning_at(cards, not hearts)) & 3,
                "points": trick_points(cards, jack, scheme) if hearts else None,
            }
        )
    return out


def state_before(record: Record, index: int) -> Game:
    """The game just before action ``index`` of the record."""
    state = _fresh(record)
    for entry in record["actions"][:index]:
        _apply(state, entry)
    return state


# -- the API (kawu.api calls these, the effort already checked) --------------------------------
def review_one(
    record: Record,
    state: Game,
    seat: int,
    index: int,
    effort: float,
    table: Table | None = None,
) -> dict[str, Any]:
    """``api.review_decision``'s answer for the state before action ``index``."""
    seed = seed_for(record["seed"], index)
    found = judge(state, seat, record["actions"][index][1], seed, effort, table)
    return {"index": index, **found}


def review_hand(
    record: Record,
    final: Game,
    seat: int,
    hand: int,
    effort: float,
    table: Table | None = None,
) -> dict[str, Any]:
    """``api.review``'s answer: the outline with every decision reviewed."""
    found, before = outline(record, final, seat, hand)
    decisions = [
        review_one(record, before[d["index"]], seat, d["index"], effort, table)
        for d in found["decisions"]
    ]
    found["decisions"] = decisions
    found["total_loss"] = round(sum(d["loss"] for d in decisions), 2)
    found["grades"] = {g: sum(d["grade"] == g for d in decisions) for g in GRADES}
    return found


def _check_number(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value.bit_length() > 32:
        raise ValueError(f"{what} is a whole number, not {brief(value)}")
    return value


def review_outline(record: Record, seat: int, hand_number: int) -> dict[str, Any]:
    """Hand ``hand_number`` (from 1, as the view's ``hand_number``) of the game, once it is over:
    ``{game, seat, hand_number, deal, tricks, result, decisions, thresholds}``. ``deal``: the four
    hands as dealt, the pass direction and the cards passed and received (Hearts; ``None``
    without a pass); ``tricks``: ``{number, leader, plays: [{seat, card}], winner, points}``;
    ``result``: the hand's history row with ``totals``; ``decisions``: ``seat``'s actions in the
    hand, ``{index, phase, trick, choice}``, not yet evaluated (see :func:`review_decision`).
    ``IllegalAction`` (``review_no_hand``, ``review_unfinished``) for a hand that does not exist
    or is not over.
    """
    final = load(record)
    seat = check_seat(seat)
    found, _ = outline(record, final, seat, _check_number(hand_number, "a hand number"))
    return found


def review_decision(
    record: Record, seat: int, index: int, effort: float, table: Table | None = None
) -> dict[str, Any]:
    """``seat``'s decision at ``record["actions"][index]`` (in a finished hand), judged from what
    the seat knew then by the hard player's search (see :mod:`kawu.review.hand`)::

        {index, phase, trick, choice, best, best_reason, loss, grade, options: [{action, value}],
         reason: {code, params, en, it}}

    ``options``: every legal card (touching cards share their class's value), or for a pass or a
    bid every candidate the hard player searched and the seat's own choice, each with its
    ``value``, the best value first (``None`` for a choice not searched: a forced card, cards
    that all play alike, blind nil or look). ``best`` is the search's choice: it ranks by the
    hard player's own valuation of a hand, which can weigh what the person's units leave out
    (the game, in Spades the bags' future cost), so in a close call it may not be the first
    option; its cost then shows as 0. ``table`` (optional) says who played at each seat (the
    search reads the normal level's plays by its rules). ``IllegalAction``
    (``review_not_decision``) when the action is not the seat's, ``review_unfinished`` while its
    hand is played.
    """
    final = load(record)
    seat = check_seat(seat)
    index = _check_number(index, "an action's index")
    actions = record["actions"]
    if not 0 <= index < len(actions) or actions[index][0] != seat:
        raise IllegalAction(
            f"action {index} is not a decision of seat {seat}", "review_not_decision", index=index
        )
    state = state_before(record, index)
    check_hand(final, state.hand_number)
    return review_one(record, state, seat, index, effort, table)


def review(
    record: Record, seat: int, hand_number: int, effort: float, table: Table | None = None
) -> dict[str, Any]:
    """:func:`review_outline` with every decision reviewed (:func:`review_decision`), plus
    ``total_loss`` and ``grades``, the count of decisions of each grade."""
    final = load(record)
    seat = check_seat(seat)
    hand = _check_number(hand_number, "a hand number")
    return review_hand(record, final, seat, hand, effort, table)
