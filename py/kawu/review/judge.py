"""One decision of a finished hand judged (see :mod:`kawu.review.hand`): the hard player's search
from the state just before it, the choice's cost against the best, its grade and its reason in
words.

Grades by the loss, in the game's units (``THRESHOLDS``): below the first figure good, below the
second an inaccuracy, below the third a mistake, else a blunder.
"""

from __future__ import annotations

import random
from typing import Any

from kawu.bots import Table, budget_for, evaluate, figures
from kawu.bots.reasons import explain
from kawu.bots.rollouts import Tally
from kawu.engine import records
from kawu.engine.cards import CODES, SUIT_LETTERS, SUIT_OF
from kawu.engine.hearts import Hearts
from kawu.engine.house import SCHEME_TOTALS
from kawu.engine.records import Game
from kawu.engine.spades import BID_NAMES
from kawu.engine.tricks import Phase, TrickGame
from kawu.words.review import UNIT_WORDS
from kawu.words.say import reason

GRADES = ("good", "inaccuracy", "mistake", "blunder")
#: A loss below the first figure is good, below the second an inaccuracy, below the third a
#: mistake, else a blunder. Hearts in points taken; Spades in points of the team on the
#: opponents (a trick bid is worth 10).
THRESHOLDS = {"hearts": (0.5, 1.5, 4.0), "spades": (5.0, 15.0, 40.0)}


def scale_of(state: TrickGame) -> float:
    """How much larger a hand's points are than kawu's: Hearts under option ``points`` (Black
    Maria's 43 a hand, Spot's 129, against 26); the thresholds grow with them (1 otherwise)."""
    if isinstance(state, Hearts):
        return SCHEME_TOTALS[state.options.points] / SCHEME_TOTALS["standard"]
    return 1.0


def grade(game: str, loss: float, scale: float = 1.0) -> str:
    for name, limit in zip(GRADES, THRESHOLDS[game], strict=False):
        if loss < limit * scale:
            return name
    return GRADES[-1]


def thresholds(game: str, scale: float = 1.0) -> dict[str, Any]:
    """The grades' lower bounds in ``game``'s units (times ``scale``, ``scale_of``), for a page or
    a person to read."""
    low = [round(x * scale, 2) for x in THRESHOLDS[game]]
    return {
        "inaccuracy": low[0],
        "mistake": low[1],
        "blunder": low[2],
        "unit": "points" if game == "hearts" else "margin",
        "lower_is_better": game == "hearts",
        "unit_words": dict(zip(("en", "it"), UNIT_WORDS[game], strict=True)),
    }


def judge(
    state: Game, seat: int, choice: Any, seed: int, effort: float, table: Table | None = None
) -> dict[str, Any]:
    """The review of ``seat``'s JSON action ``choice`` in ``state``: ``review_decision``'s answer
    without its index. Reads only what ``seat`` knew (the search's sampling); ``seed`` seeds it;
    ``table`` says who played at each seat (see ``bots.evaluate``)."""
    action = records.engine_action(state, choice)
    searched = state.phase in (Phase.PASS, Phase.BID)
    found = evaluate(
        state,
        seat,
        random.Random(seed),
        budget_for(state, effort),
        action if searched else None,
        table,
    )
    tally = found.tally
    out: dict[str, Any] = {
        "phase": state.phase.value,
        "trick": state.trick_number + 1 if state.phase is Phase.PLAY else None,
        "choice": figures.to_json(state, figures.key_of(state, tally, action))
        if state.phase is Phase.PASS
        else choice,
        "best": figures.to_json(
            state, found.action if state.phase is not Phase.PASS else tuple(sorted(found.action))
        ),
        "best_reason": explain(found.why, found.params, state, found.action),
    }
    if not tally.values:
        if state.phase is Phase.PLAY:  # forced, or every card alike: the choice is as good
            out["best"] = choice
        out.update(loss=0.0, grade=GRADES[0], options=_unvalued(state, seat))
        out["reason"] = reason(_unvalued_code(state, seat), {"choice": _shown(choice)})
        return out
    choice_key = figures.key_of(state, tally, action)
    best_key = figures.key_of(state, tally, found.action)
    if choice_key == best_key:  # the best, or a card that plays alike
        out["best"] = out["choice"]
    loss = round(figures.worse_by(state, tally, choice_key, best_key), 2)
    graded = grade(state.game, loss, scale_of(state))
    out.update(loss=loss, grade=graded, options=_options(state, seat, tally))
    out["reason"] = _reason(state, seat, out, choice_key == best_key)
    return out


def _shown(action: Any) -> Any:
    return figures.shown(action)


def _unvalued(state: Game, seat: int) -> list[dict[str, Any]]:
    return [
        {"action": CODES[a] if state.phase is Phase.PLAY else BID_NAMES.get(a, a), "value": None}
        for a in state.legal_actions(seat)
    ]


def _unvalued_code(state: Game, seat: int) -> str:
    if state.phase is not Phase.PLAY:
        return "review_unvalued"
    return "review_forced" if len(state.legal_actions(seat)) == 1 else "review_same"


def _options(state: Game, seat: int, tally: Tally) -> list[dict[str, Any]]:
    """Every choice valued: every legal card (by its class), or every pass or bid searched."""
    rank = {k: i for i, k in enumerate(figures.ranked(tally))}
    if state.phase is Phase.PLAY:
        keys = [(a, figures.key_of(state, tally, a)) for a in state.legal_actions(seat)]
    else:
        keys = [(k, k) for k in tally.values]
    sign = 1 if figures.lower_is_better(state) else -1
    rows = [(sign * figures.mean(tally.values[k]), rank[k], a) for a, k in keys]
    rows.sort(key=lambda r: (r[0], r[1]))
    return [{"action": figures.to_json(state, a), "value": round(sign * v, 2)} for v, _, a in rows]


def _reason(state: Game, seat: int, out: dict[str, Any], same: bool) -> dict[str, Any]:
    params: dict[str, Any] = {"choice": _shown(out["choice"]), "best": _shown(out["best"])}
    if out["grade"] == GRADES[0]:
        return reason("review_best" if same else "review_good", params)
    params["loss"] = float(out["loss"])
    hearts = isinstance(state, Hearts)
    if state.phase is Phase.PASS:
        return reason("review_pass", params)
    if state.phase is Phase.BID:
        return reason("review_bid", params)
    code = "review_points" if hearts else "review_score"
    seats, suit = _voids(state, seat, out["best"])
    if seats:
        code += "_voids"
        params.update(seats=seats, suit=SUIT_LETTERS[suit])
    return reason(code, params)


def _voids(state: TrickGame, seat: int, best: str) -> tuple[list[int], int]:
    """The other seats that had shown a void (public: they did not follow it) in the suit that
    matters here: the suit led, or the suit of the better card when leading."""
    suit = state.lead_suit if state.trick else SUIT_OF[records.engine_action(state, best)]
    seats = [s for s in range(4) if s != seat and state.voids[s] >> suit & 1]
    return seats, suit
