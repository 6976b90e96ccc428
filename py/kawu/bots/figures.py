"""A search's figures in a person's units: what each candidate is worth, what a choice costs.

The search ranks its candidates by the hard player's own ``score``; ``search.Tally`` also keeps
every outcome in a person's units (``bots.measure``): Hearts, the points the seat takes in the
hand (lower is better); Spades, the hand's score of the seat's team minus the opponents' (higher
is better). A cost compares two candidates on the deals both were played out on (the search
stops rolling out a candidate clearly worse than the best, so the worse one has the fewer
deals, and those are the first deals of the better one).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from kawu.bots.rollouts import Tally
from kawu.engine.cards import CODES, SUIT_OF
from kawu.engine.hearts import Hearts
from kawu.engine.spades import BID_NAMES
from kawu.engine.tricks import Phase, TrickGame
from kawu.words.say import one_decimal, say

#: Up to this many next-best choices in a hint's ``expect``.
ALTERNATIVES = 2

WARN_OVER: dict[str, float] = {"hearts": 2.0, "spades": 20.0}
"""The coach's thresholds, in each game's units: a legal card or bid whose cost (``costs``) is over
its game's is a clear mistake, which the coach asks about before it is played (``warn``); at or
under it a close call, never asked about. Hearts 2 points taken, Spades 20 points of the team
over the opponents (the review's "mistake" is 1.5 and 15: a warning stops the game, so it asks
for a little more). Measured on the first two hands of 300 games of the normal level (7 December
2026, ``tools/research/coach_thresholds.py``): a normal player's own choice would be stopped at
6.5% (Hearts) and 6.6% (Spades) of its priced decisions, and the choices flagged did worse than
the hint's on the real cards 63% and 72% of the time, better 13% and 15% (docs/coach.md)."""


def lower_is_better(state: TrickGame) -> bool:
    return isinstance(state, Hearts)


def mean(values: list[float]) -> float:
    return sum(values) / len(values)


def worse_by(state: TrickGame, tally: Tally, key: Any, than: Any) -> float:
    """How much worse candidate ``key`` did than ``than``, on the deals both were played out on,
    in a person's units; never below 0."""
    if key == than:
        return 0.0
    a, b = tally.values[key], tally.values[than]
    n = min(len(a), len(b))
    diff = sum(a[i] - b[i] for i in range(n)) / n
    return max(0.0, diff if lower_is_better(state) else -diff)


def ranked(tally: Tally) -> list[Any]:
    """The candidates searched, the search's best first (by its own score's mean)."""
    keys = list(tally.scores)
    return sorted(keys, key=lambda k: -mean(tally.scores[k]))


def key_of(state: TrickGame, tally: Tally, action: Any) -> Any:
    """The candidate that stands for an engine action: a pass as its sorted cards; a card as the
    lowest card of its class (touching cards play alike, see ``search.distinct_cards``)."""
    if state.phase is Phase.PASS:
        return tuple(sorted(action))
    if state.phase is Phase.PLAY:
        same = [k for k in tally.values if SUIT_OF[k] == SUIT_OF[action] and k <= action]
        return max(same) if same else action
    return action


def to_json(state: TrickGame, key: Any) -> Any:
    """A candidate as the API writes actions."""
    if state.phase is Phase.PASS:
        return [CODES[c] for c in key]
    if state.phase is Phase.BID:
        return BID_NAMES.get(key, key)
    return CODES[key]


def expect(
    state: TrickGame, tally: Tally, best: Any, more: Tally | None = None
) -> dict[str, Any] | None:
    """The hint's figures: ``{value, alternatives: [{action, more}]}`` (``None`` when nothing
    was searched: a forced card, blind nil or look), and for a card to play or a bid the
    coach's ``costs`` and ``warn`` (``costs``, ``warnings``; ``more``: the outcomes of the bids
    the search did not try)."""
    if not tally.values:
        return None
    top = key_of(state, tally, best)
    others = [k for k in ranked(tally) if k != top][:ALTERNATIVES]
    found: dict[str, Any] = {
        "value": round(mean(tally.values[top]), 2),
        "alternatives": [
            {"action": to_json(state, k), "more": round(worse_by(state, tally, k, top), 2)}
            for k in others
        ],
    }
    if state.phase in (Phase.PLAY, Phase.BID):
        found["costs"] = costs(state, tally, best, more)
        found["warn"] = warnings(state, found["costs"], best)
    return found


def json_key(state: TrickGame, action: Any) -> str:
    """An engine action (a card, a bid) as a key of ``costs``: its card code, or its bid as text
    ("0" is nil): JSON's keys are text."""
    return CODES[action] if state.phase is Phase.PLAY else str(action)


def costs(
    state: TrickGame, tally: Tally, best: Any, more: Tally | None = None
) -> dict[str, float]:
    """How much worse than ``best`` each legal action of the seat is expected to do, in a
    person's units (``worse_by``), two decimals, by ``json_key``: a card as its class's candidate
    (``key_of``: touching cards play alike), so ``best``'s class costs 0. A bid the search did
    not try is costed from ``more`` (``spades.search.more_bids``: the bid beside ``best`` on
    deals of its own), when there."""
    top = key_of(state, tally, best)
    out: dict[str, float] = {}
    for action in state.legal_actions(tally.seat):
        k = key_of(state, tally, action)
        if k in tally.values:
            cost = worse_by(state, tally, k, top)
        elif more is not None and k in more.values and best in more.values:
            cost = worse_by(state, more, k, best)
        else:
            continue
        out[json_key(state, action)] = round(cost, 2)
    return out


def warn_over(state: TrickGame) -> float:
    """The coach's threshold for this game (``WARN_OVER``)."""
    return WARN_OVER[state.game]


def warnings(state: TrickGame, priced: dict[str, float], best: Any) -> dict[str, dict[str, str]]:
    """``{action: {it, en}}`` for each action of ``priced`` (``costs``) over the game's threshold:
    the question the coach asks before it is played ("Q♥ likely costs about 3 points more than
    9♣: play it anyway?"), the figure said to the whole point."""
    limit = warn_over(state)
    shown_best = to_json(state, best)
    kind = "coach_warn_points" if lower_is_better(state) else "coach_warn_score"
    if state.phase is Phase.BID:
        kind = "coach_warn_bid"
    out: dict[str, dict[str, str]] = {}
    for key, cost in priced.items():
        if cost > limit:
            action = key if state.phase is Phase.PLAY else int(key)
            fill = {"choice": shown(action), "best": shown(shown_best), "more": max(1, whole(cost))}
            out[key] = say(kind, fill)
    return out


def whole(value: float) -> int:
    """``value`` to the nearest whole number, halves away from zero (as the page's figures)."""
    return int(Decimal(repr(value)).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def shown(action: Any) -> Any:
    """An action (JSON form) as a sentence names it: a nil bid as "nil"."""
    return "nil" if action == 0 else action


def with_figures(reason: dict[str, Any], state: TrickGame, figures: dict[str, Any]) -> None:
    """Add the hint's figures to its reason's sentences (and ``params["expect"]``)."""
    kind = "expect_points" if lower_is_better(state) else "expect_score"
    params: dict[str, Any] = {"value": float(figures["value"])}
    if figures["alternatives"]:
        first = figures["alternatives"][0]
        # a difference the figure would say as 0.0: "would do about as well", not "cost 0.0 more"
        kind += "_alt" if one_decimal(float(first["more"])) != "0.0" else "_even"
        params.update(alt=shown(first["action"]), more=float(first["more"]))
    words = say(kind, params)
    reason["en"] += " " + words["en"]
    reason["it"] += " " + words["it"]
    reason["params"]["expect"] = {"code": kind, **params}
