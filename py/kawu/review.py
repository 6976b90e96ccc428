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

import random
from typing import Any

from kawu import records
from kawu.bots import budget_for, evaluate, figures, seed_for
from kawu.bots.reasons import explain
from kawu.cards import CODES, SUIT_LETTERS, SUIT_OF, codes
from kawu.errors import IllegalAction
from kawu.hearts import Hearts, trick_points
from kawu.records import Game, Record
from kawu.spades import BID_NAMES
from kawu.tricks import Phase, TrickGame, winning_at
from kawu.words import reason

GRADES = ("good", "inaccuracy", "mistake", "blunder")
#: A loss below the first figure is good, below the second an inaccuracy, below the third a
#: mistake, else a blunder. Hearts in points taken; Spades in points of the team on the
#: opponents (a trick bid is worth 10).
THRESHOLDS = {"hearts": (0.5, 1.5, 4.0), "spades": (5.0, 15.0, 40.0)}


def grade(game: str, loss: float) -> str:
    for name, limit in zip(GRADES, THRESHOLDS[game], strict=False):
        if loss < limit:
            return name
    return GRADES[-1]


def thresholds(game: str) -> dict[str, Any]:
    """The grades' lower bounds in ``game``'s units, for a page or a person to read."""
    low = THRESHOLDS[game]
    return {
        "inaccuracy": low[0],
        "mistake": low[1],
        "blunder": low[2],
        "unit": "points" if game == "hearts" else "team points",
        "lower_is_better": game == "hearts",
    }


# -- the record, replayed -----------------------------------------------------------------------
def _fresh(record: Record) -> Game:
    """The game of a record (already checked by ``records.load``) before its first action."""
    opts = records.options_of(record["game"], record["options"])
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
        "thresholds": thresholds(record["game"]),
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
                "points": trick_points(cards, jack) if hearts else None,
            }
        )
    return out


def state_before(record: Record, index: int) -> Game:
    """The game just before action ``index`` of the record."""
    state = _fresh(record)
    for entry in record["actions"][:index]:
        _apply(state, entry)
    return state


# -- one decision --------------------------------------------------------------------------------
def judge(state: Game, seat: int, choice: Any, seed: int, effort: float) -> dict[str, Any]:
    """The review of ``seat``'s JSON action ``choice`` in ``state``: ``review_decision``'s answer
    without its index. Reads only what ``seat`` knew (the search's sampling); ``seed`` seeds it."""
    action = records.engine_action(state, choice)
    searched = state.phase in (Phase.PASS, Phase.BID)
    found = evaluate(
        state, seat, random.Random(seed), budget_for(state, effort), action if searched else None
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
        out.update(loss=0.0, grade=GRADES[0], options=_unvalued(state, seat))
        out["reason"] = reason(_unvalued_code(state, seat), {"choice": _shown(choice)})
        return out
    choice_key = figures.key_of(state, tally, action)
    best_key = figures.key_of(state, tally, found.action)
    loss = round(figures.worse_by(state, tally, choice_key, best_key), 2)
    out.update(loss=loss, grade=grade(state.game, loss), options=_options(state, seat, tally))
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


def _options(state: Game, seat: int, tally: Any) -> list[dict[str, Any]]:
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


def review_one(record: Record, state: Game, seat: int, index: int, effort: float) -> dict[str, Any]:
    """``api.review_decision``'s answer for the state before action ``index``."""
    found = judge(state, seat, record["actions"][index][1], seed_for(record["seed"], index), effort)
    return {"index": index, **found}


def review_hand(record: Record, final: Game, seat: int, hand: int, effort: float) -> dict[str, Any]:
    """``api.review``'s answer: the outline with every decision reviewed."""
    found, before = outline(record, final, seat, hand)
    decisions = [
        review_one(record, before[d["index"]], seat, d["index"], effort) for d in found["decisions"]
    ]
    found["decisions"] = decisions
    found["total_loss"] = round(sum(d["loss"] for d in decisions), 2)
    found["grades"] = {g: sum(d["grade"] == g for d in decisions) for g in GRADES}
    return found
