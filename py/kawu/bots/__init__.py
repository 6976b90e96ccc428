"""Computer players: ``choose`` an action for a seat at a level, ``advise`` the person.

Every level decides from what its seat may know (see ``knowledge``). ``decide`` returns the engine
action with a reason code; ``choose`` turns it into the API's JSON form.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kawu.bots import easy, figures, game_model, rollouts, search
from kawu.bots.figures import to_json
from kawu.bots.hearts import normal as hearts_normal
from kawu.bots.hearts import passing as hearts_pass
from kawu.bots.policy import Policy
from kawu.bots.reasons import explain
from kawu.bots.spades import normal as spades_normal
from kawu.bots.spades import search as spades_search
from kawu.engine.hearts import Hearts
from kawu.engine.spades import Spades
from kawu.engine.tricks import Phase, TrickGame

LEVELS = ("easy", "normal", "hard")
#: A seat played by a person, in a ``Table``.
PERSON = "person"
#: Who plays at each seat, as the computer players know it: a level of ``LEVELS`` or ``PERSON``
#: for each of the four seats (the page's table: the person, then three players of one level).
Table = Sequence[str]


def modeled(table: Table | None, seat: int) -> frozenset[int]:
    """The seats other than ``seat`` that the hard level's search may read by the normal level's
    rules (``inference``): the computer players of the normal level. None without a table."""
    if table is None:
        return frozenset()
    return frozenset(s for s in range(4) if s != seat and table[s] == "normal")


def _policy(state: TrickGame) -> Policy:
    return hearts_normal.POLICY if isinstance(state, Hearts) else spades_normal.POLICY


def seed_for(record_seed: int, index: int) -> int:
    """The computer player's seed for the action at ``index`` of a game whose seed is
    ``record_seed``: the page's rule, kept here so a review searches as the player did."""
    return (record_seed % 1_000_003) * 1000 + index


#: What a bag costs in Spades, in points: ten of them take 100 off.
BAG_POINTS = 10


def measure(state: TrickGame, seat: int) -> float:
    """A finished hand in a person's units. Hearts: the points ``seat`` took (lower is better).
    Spades: the hand's score of ``seat``'s team minus the opponents', each bag taken costed at
    the 10 points that ten bags take off (and the 100 taken off at the tenth bag left out, so
    it is not counted twice); higher is better."""
    row = state.history[-1]
    if isinstance(state, Hearts):
        return float(row["points"][seat])
    team = [row["points"][t] + row["bag_penalty"][t] - BAG_POINTS * row["bags"][t] for t in (0, 1)]
    us = seat & 1
    return float(team[us] - team[us ^ 1])


@dataclass(frozen=True, slots=True)
class Evaluation:
    """The hard level's choice (an engine action) with its reason, and every candidate it
    searched: ``tally`` holds each one's outcomes (the search's score and ``measure``); empty
    when nothing was searched (a forced card, Spades' blind nil or look)."""

    action: Any
    why: str
    params: dict[str, Any]
    tally: rollouts.Tally


def evaluate(
    state: TrickGame,
    seat: int,
    rng: random.Random,
    budget: rollouts.Budget | None = None,
    also: Any = None,
    table: Table | None = None,
) -> Evaluation:
    """The hard level's decision for ``seat`` now: the one search ``decide`` and the review share.

    ``also`` is one more pass (sorted card tuple) or bid to search beside the hard level's own
    candidates (every legal card is already one, by class: see ``search.distinct_cards``).
    ``table`` says who plays at each seat: the normal level's plays are read by its rules.
    """
    policy = _policy(state)
    tally = rollouts.Tally(seat, measure)
    if state.phase is Phase.PASS:
        assert isinstance(state, Hearts)
        cards, why, pass_params = _hard_pass(
            state, seat, rng, budget or policy.before_budget, tally, also
        )
        return Evaluation(cards, why, pass_params, tally)
    if state.phase is Phase.BID:
        assert isinstance(state, Spades)
        bid, why, bid_params = spades_search.best_bid(
            state, seat, rng, budget or policy.before_budget, tally, also
        )
        return Evaluation(bid, why, dict(bid_params), tally)
    card, why = policy.choose_play(state, seat)
    found = search.best_card(
        state,
        seat,
        rng,
        policy.rollout_for(seat),
        policy.score,
        budget or policy.budget,
        policy.plausible,
        tally,
        policy.model,
        policy.model_reads,
        modeled(table, seat),
        card,
        policy.core_params(state, seat) if policy.core_params is not None else None,
    )
    chosen = found.card
    if (
        chosen != card
        and isinstance(state, Hearts)
        and state.options.points != "standard"
        and (not found.deals or figures.key_of(state, tally, card) == chosen)
    ):
        # Black Maria, Spot: touching cards play alike but may score apart (5♥ and 6♥, K♠ and
        # A♠); the search tried their class once (no deals: one class), and the normal player's
        # card of it reads the scheme.
        chosen = card
    params: dict[str, Any] = {"deals": found.deals}
    if chosen != card and found.deals:  # (no deals: one class of cards, the normal's reason)
        why = "search"
        if game_model.counts(state):
            why = "search_game"  # a chance of winning, not points: no points to quote
        elif isinstance(state, Hearts):
            why = "search_points"
            params["points"] = round(figures.mean(tally.values[chosen]))
    return Evaluation(chosen, why, params, tally)


def decide(
    state: TrickGame,
    seat: int,
    level: str,
    rng: random.Random,
    budget: rollouts.Budget | None = None,
    table: Table | None = None,
) -> tuple[Any, str, dict[str, Any]]:
    """(engine action, reason code, reason parameters) for ``seat`` at ``level``; ``table``
    (optional) says who plays at each seat."""
    if level == "easy":
        return easy.choose(state, seat, rng), "easy", {}
    if level == "hard":
        found = evaluate(state, seat, rng, budget, table=table)
        return found.action, found.why, found.params
    policy = _policy(state)
    if state.phase is not Phase.PLAY:
        action, why = policy.choose_before_play(state, seat)
        return action, why, {}
    card, why = policy.choose_play(state, seat)
    return card, why, {}


PASS_CANDIDATES = 6


def _hard_pass(
    state: Hearts,
    seat: int,
    rng: random.Random,
    budget: rollouts.Budget,
    tally: rollouts.Tally | None = None,
    also: Any = None,
) -> tuple[list[int], str, dict[str, Any]]:
    normal, why = hearts_pass.choose_pass(state, seat, game=True)
    candidates = hearts_pass.ranked_passes(state, seat, PASS_CANDIDATES)
    if tuple(sorted(normal)) not in candidates:
        candidates.insert(0, tuple(sorted(normal)))
    if also is not None and tuple(sorted(also)) not in candidates:
        candidates.append(tuple(sorted(also)))

    def model(world: Hearts, s: int) -> list[int]:
        return hearts_pass.choose_pass(world, s)[0]

    chosen, _, deals = search.best_pass(
        state,
        seat,
        rng,
        candidates,
        model,
        hearts_normal.rollout_for(seat),
        hearts_normal.score,
        budget,
        tally,
        tuple(sorted(normal)),
        hearts_normal.core_params(state, seat),
    )
    cards = list(chosen)
    if sorted(cards) == sorted(normal):
        return normal, why, {"deals": deals}
    return cards, hearts_pass.pass_reason(state, seat, cards), {"deals": deals}


def work(state: TrickGame) -> int:
    """How many times its usual work the hard level's decision due now takes (the same at every
    effort): 3 for a Spades bid in a hand that can end the game (``spades_search.bid_work``),
    else 1. Public facts only (the scores), so a page may say it before it asks."""
    if isinstance(state, Spades) and state.phase is Phase.BID:
        return spades_search.bid_work(state)
    return 1


def budget_for(state: TrickGame, effort: float) -> rollouts.Budget | None:
    """The search budget for ``effort`` (``None``: each decision's own default)."""
    if effort == 1:
        return None
    policy = _policy(state)
    before = state.phase in (Phase.PASS, Phase.BID)
    return (policy.before_budget if before else policy.budget).scaled(effort)


def choose(
    state: TrickGame,
    seat: int,
    level: str,
    seed: int | None = None,
    effort: float = 1.0,
    table: Table | None = None,
) -> Any:
    rng = random.Random(seed if seed is not None else 0)
    action, _, _ = decide(state, seat, level, rng, budget_for(state, effort), table)
    return to_json(state, action)


def advise(
    state: TrickGame,
    seat: int,
    effort: float = 1.0,
    seed: int = 0,
    table: Table | None = None,
) -> dict[str, Any]:
    """The hard level's action with its reason, and what it expects (``figures.expect``; the
    figures are also said at the end of the reason's sentences). With the seed rule's seed
    (``seed_for``), a hint followed is a decision the review finds best at the same effort and
    table."""
    rng = random.Random(seed)
    found = evaluate(state, seat, rng, budget_for(state, effort), table=table)
    reason = explain(found.why, found.params, state, found.action)
    more = _more_bids(state, seat, found, rng, effort)
    expect = figures.expect(state, found.tally, found.action, more)
    if expect is not None:
        figures.with_figures(reason, state, expect)
    return {"action": to_json(state, found.action), "reason": reason, "expect": expect}


#: The deals on which the hint plays out the bids its search did not try (at effort 1), beside
#: its own bid: those are the bids far from the hand's count, whose cost is large.
MORE_BID_DEALS = 24


def _more_bids(
    state: TrickGame, seat: int, found: Evaluation, rng: random.Random, effort: float
) -> rollouts.Tally | None:
    """The outcomes of the legal bids the hard level's search did not try, played out beside its
    bid (``spades.search.more_bids``) after its decision and from the hint's generator: the
    decision is unchanged. None when the decision is not a searched bid or every bid was tried."""
    if state.phase is not Phase.BID or not found.tally.values:
        return None
    assert isinstance(state, Spades)
    tried = set(found.tally.values)
    rest = [b for b in state.legal_actions(seat) if b not in tried]
    if not rest:
        return None
    more = rollouts.Tally(seat, measure)
    deals = max(rollouts.Budget().min_deals, round(MORE_BID_DEALS * effort))
    spades_search.more_bids(state, seat, rng, rest, found.action, deals, more)
    return more
