"""Computer players: ``choose`` an action for a seat at a level, ``advise`` the person.

Every level decides from what its seat may know (see ``knowledge``). ``decide`` returns the engine
action with a reason code; ``choose`` turns it into the API's JSON form.
"""

from __future__ import annotations

import random
from typing import Any

from kawu.bots import easy, hearts_normal, search, spades_normal
from kawu.bots.reasons import explain
from kawu.cards import CODES
from kawu.hearts import Hearts
from kawu.spades import BID_NAMES, Spades
from kawu.tricks import Phase, TrickGame

LEVELS = ("easy", "normal", "hard")


def _hearts_rollout(state: TrickGame) -> int:
    assert isinstance(state, Hearts)
    return hearts_normal.choose_play(state, state.turn)[0]


def _hearts_score(state: TrickGame, seat: int) -> float:
    points: list[int] = state.history[-1]["points"]
    return -float(points[seat])


def decide(
    state: TrickGame, seat: int, level: str, rng: random.Random, budget: search.Budget | None = None
) -> tuple[Any, str, dict[str, Any]]:
    """(engine action, reason code, reason parameters) for ``seat`` at ``level``."""
    if level == "easy":
        return easy.choose(state, seat, rng), "easy", {}
    if isinstance(state, Hearts):
        if state.phase is Phase.PASS:
            cards, why = hearts_normal.choose_pass(state, seat)
            return cards, why, {}
        if level == "hard":
            card, _ = search.best_card(
                state, seat, rng, _hearts_rollout, _hearts_score, budget or search.Budget()
            )
            why = hearts_normal.choose_play(state, seat)[1]
            return card, why, {}
        card, why = hearts_normal.choose_play(state, seat)
        return card, why, {}
    assert isinstance(state, Spades)
    if state.phase is Phase.BID:
        bid, why = spades_normal.choose_bid(state, seat)
        return bid, why, {}
    card, why = spades_normal.choose_play(state, seat)
    return card, why, {}


def to_json(state: TrickGame, action: Any) -> Any:
    if state.phase is Phase.PASS:
        return [CODES[c] for c in action]
    if state.phase is Phase.BID:
        return BID_NAMES.get(action, action)
    return CODES[action]


def choose(state: TrickGame, seat: int, level: str, seed: int | None = None) -> Any:
    rng = random.Random(seed if seed is not None else 0)
    action, _, _ = decide(state, seat, level, rng)
    return to_json(state, action)


def advise(state: TrickGame, seat: int) -> dict[str, Any]:
    rng = random.Random(0)
    action, why, params = decide(state, seat, "hard", rng)
    return {"action": to_json(state, action), "reason": explain(why, params, state, action)}
