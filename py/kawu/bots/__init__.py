"""Computer players: ``choose`` an action for a seat at a level, ``advise`` the person.

Every level decides from what its seat may know (see ``knowledge``). ``decide`` returns the engine
action with a reason code; ``choose`` turns it into the API's JSON form.
"""

from __future__ import annotations

import random
from typing import Any

from kawu.bots import easy, game_model, hearts_normal, search, spades_normal, spades_search
from kawu.bots.policy import Policy
from kawu.bots.reasons import explain
from kawu.cards import CODES
from kawu.hearts import Hearts
from kawu.spades import BID_NAMES, Spades
from kawu.tricks import Phase, TrickGame

LEVELS = ("easy", "normal", "hard")


def _policy(state: TrickGame) -> Policy:
    return hearts_normal.POLICY if isinstance(state, Hearts) else spades_normal.POLICY


def decide(
    state: TrickGame, seat: int, level: str, rng: random.Random, budget: search.Budget | None = None
) -> tuple[Any, str, dict[str, Any]]:
    """(engine action, reason code, reason parameters) for ``seat`` at ``level``."""
    if level == "easy":
        return easy.choose(state, seat, rng), "easy", {}
    policy = _policy(state)
    if state.phase is Phase.PASS and level == "hard":
        assert isinstance(state, Hearts)
        return _hard_pass(state, seat, rng, budget or policy.before_budget)
    if state.phase is Phase.BID and level == "hard":
        assert isinstance(state, Spades)
        return spades_search.best_bid(state, seat, rng, budget or policy.before_budget)
    if state.phase is not Phase.PLAY:
        action, why = policy.choose_before_play(state, seat)
        return action, why, {}
    card, why = policy.choose_play(state, seat)
    if level == "hard":
        found = search.best_card(
            state,
            seat,
            rng,
            policy.rollout,
            policy.score,
            budget or policy.budget,
            policy.plausible,
        )
        params: dict[str, Any] = {"deals": found.deals}
        if found.card != card:
            why = "search"
            if game_model.counts(state):
                why = "search_game"  # a chance of winning, not points: no points to quote
            elif isinstance(state, Hearts):
                why = "search_points"
                params["points"] = round(-found.means[found.card])
        return found.card, why, params
    return card, why, {}


PASS_CANDIDATES = 6


def _hard_pass(
    state: Hearts, seat: int, rng: random.Random, budget: search.Budget
) -> tuple[list[int], str, dict[str, Any]]:
    normal, why = hearts_normal.choose_pass(state, seat)
    candidates = hearts_normal.ranked_passes(state, seat, PASS_CANDIDATES)
    if tuple(sorted(normal)) not in candidates:
        candidates.insert(0, tuple(sorted(normal)))

    def model(world: Hearts, s: int) -> list[int]:
        return hearts_normal.choose_pass(world, s)[0]

    chosen, _, deals = search.best_pass(
        state, seat, rng, candidates, model, hearts_normal.rollout, hearts_normal.score, budget
    )
    cards = list(chosen)
    if sorted(cards) == sorted(normal):
        return normal, why, {"deals": deals}
    return cards, hearts_normal.pass_reason(state, seat, cards), {"deals": deals}


def to_json(state: TrickGame, action: Any) -> Any:
    if state.phase is Phase.PASS:
        return [CODES[c] for c in action]
    if state.phase is Phase.BID:
        return BID_NAMES.get(action, action)
    return CODES[action]


def _budget(state: TrickGame, effort: float) -> search.Budget | None:
    """The search budget for ``effort`` (``None``: each decision's own default)."""
    if effort == 1:
        return None
    policy = _policy(state)
    before = state.phase in (Phase.PASS, Phase.BID)
    return (policy.before_budget if before else policy.budget).scaled(effort)


def choose(
    state: TrickGame, seat: int, level: str, seed: int | None = None, effort: float = 1.0
) -> Any:
    rng = random.Random(seed if seed is not None else 0)
    action, _, _ = decide(state, seat, level, rng, _budget(state, effort))
    return to_json(state, action)


def advise(state: TrickGame, seat: int, effort: float = 1.0) -> dict[str, Any]:
    rng = random.Random(0)
    action, why, params = decide(state, seat, "hard", rng, _budget(state, effort))
    return {"action": to_json(state, action), "reason": explain(why, params, state, action)}
