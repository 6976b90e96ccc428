"""A search's figures in a person's units: what each candidate is worth, what a choice costs.

The search ranks its candidates by the hard player's own ``score``; ``search.Tally`` also keeps
every outcome in a person's units (``bots.measure``): Hearts, the points the seat takes in the
hand (lower is better); Spades, the hand's score of the seat's team minus the opponents' (higher
is better). A cost compares two candidates on the deals both were played out on (the search
stops rolling out a candidate clearly worse than the best, so the worse one has the fewer
deals, and those are the first deals of the better one).
"""

from __future__ import annotations

from typing import Any

from kawu.bots.rollouts import Tally
from kawu.engine.cards import CODES, SUIT_OF
from kawu.engine.hearts import Hearts
from kawu.engine.spades import BID_NAMES
from kawu.engine.tricks import Phase, TrickGame
from kawu.words.say import say

#: Up to this many next-best choices in a hint's ``expect``.
ALTERNATIVES = 2


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


def expect(state: TrickGame, tally: Tally, best: Any) -> dict[str, Any] | None:
    """The hint's figures: ``{value, alternatives: [{action, more}]}`` (``None`` when nothing
    was searched: a forced card, blind nil or look)."""
    if not tally.values:
        return None
    top = key_of(state, tally, best)
    others = [k for k in ranked(tally) if k != top][:ALTERNATIVES]
    return {
        "value": round(mean(tally.values[top]), 2),
        "alternatives": [
            {"action": to_json(state, k), "more": round(worse_by(state, tally, k, top), 2)}
            for k in others
        ],
    }


def shown(action: Any) -> Any:
    """An action (JSON form) as a sentence names it: a nil bid as "nil"."""
    return "nil" if action == 0 else action


def with_figures(reason: dict[str, Any], state: TrickGame, figures: dict[str, Any]) -> None:
    """Add the hint's figures to its reason's sentences (and ``params["expect"]``)."""
    kind = "expect_points" if lower_is_better(state) else "expect_score"
    params: dict[str, Any] = {"value": float(figures["value"])}
    if figures["alternatives"]:
        first = figures["alternatives"][0]
        kind += "_alt"
        params.update(alt=shown(first["action"]), more=float(first["more"]))
    words = say(kind, params)
    reason["en"] += " " + words["en"]
    reason["it"] += " " + words["it"]
    reason["params"]["expect"] = {"code": kind, **params}
