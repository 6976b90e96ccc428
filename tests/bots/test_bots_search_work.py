"""Where the hard level's search spends its work (``search.compare``, issue 34): candidates that
tie stop early (``Budget.tie``), the normal player's choice stays unless clearly beaten
(``Budget.keep``), both with less effort only (``Budget.scaled``, which keeps the fewest deals),
and the same seed gives the same choice."""

from __future__ import annotations

import random
from dataclasses import replace

from helpers import SOUTH, east_shooting
from kawu.bots import budget_for, decide, evaluate
from kawu.bots.hearts import normal as hearts_normal
from kawu.bots.rollouts import Budget, compare
from kawu.bots.spades import normal as spades_normal
from kawu.engine.tricks import TrickGame

WIDE = Budget(plays=100_000, min_deals=8, max_deals=200)


def outcomes(edge: dict[str, float], spread: float, seed: int = 1):  # type: ignore[no-untyped-def]
    """Worlds that are random numbers; a candidate's outcome is the world's number (the luck of
    the deal, shared by every candidate) plus noise of its own and its ``edge``."""
    rng = random.Random(seed)
    noise = random.Random(seed + 1)
    count = {"worlds": 0}

    def world() -> TrickGame:
        count["worlds"] += 1
        return rng.gauss(0, 5)  # type: ignore[return-value]

    def outcome(pairs: list[tuple[TrickGame, str]]) -> list[float]:
        # (a batch of worlds and candidates, in the order the search rolls them out)
        return [float(w) + edge[c] + noise.gauss(0, spread) for w, c in pairs]  # type: ignore[arg-type]

    return world, outcome, count


def test_candidates_that_end_alike_stop_at_the_fewest_deals_with_a_tie_margin() -> None:
    world, outcome, _ = outcomes({"a": 0.0, "b": 0.0}, spread=0.0)
    _, _, without = compare(["a", "b"], world, outcome, 10, WIDE)
    world, outcome, _ = outcomes({"a": 0.0, "b": 0.0}, spread=0.0)
    _, _, with_tie = compare(["a", "b"], world, outcome, 10, replace(WIDE, tie=0.1))
    assert without == WIDE.max_deals  # no difference is ever "clearly worse": the whole budget
    assert with_tie == WIDE.min_deals  # clearly no better by a tenth: stopped at the first check


def test_a_tie_margin_still_separates_a_real_difference() -> None:
    world, outcome, _ = outcomes({"a": 0.0, "b": 1.0}, spread=0.5)
    best, means, _ = compare(["a", "b"], world, outcome, 10, replace(WIDE, tie=0.1))
    assert best == "b" and means["b"] > means["a"]


def test_the_normal_choice_stays_unless_the_best_beats_it_by_keep_standard_errors() -> None:
    few = Budget(plays=10**6, min_deals=8, max_deals=8, keep=1.0)
    # b is a little better but noisy: over 8 deals it cannot be told from a, so a stays ...
    world, outcome, _ = outcomes({"a": 0.0, "b": 0.05}, spread=3.0, seed=3)
    best, means, _ = compare(["a", "b"], world, outcome, 10, few, default="a")
    assert means["b"] > means["a"] and best == "a"
    # ... without keep the higher mean wins ...
    world, outcome, _ = outcomes({"a": 0.0, "b": 0.05}, spread=3.0, seed=3)
    free = Budget(plays=10**6, min_deals=8, max_deals=8)
    assert compare(["a", "b"], world, outcome, 10, free, default="a")[0] == "b"
    # ... and a clear difference is taken with keep too.
    world, outcome, _ = outcomes({"a": 0.0, "b": 3.0}, spread=0.5, seed=3)
    assert compare(["a", "b"], world, outcome, 10, few, default="a")[0] == "b"


def test_less_effort_scales_the_work_keeps_the_fewest_deals_and_turns_on_tie_and_keep() -> None:
    for budget in (hearts_normal.BUDGET, hearts_normal.PASS_BUDGET, spades_normal.BUDGET):
        quarter = budget.scaled(0.25)
        assert quarter.plays == round(budget.plays / 4)
        assert quarter.max_deals == round(budget.max_deals / 4)
        assert quarter.min_deals == budget.min_deals
        assert (quarter.tie, quarter.keep) == (budget.slow_tie, budget.slow_keep)
        assert quarter.tie > 0 and quarter.keep > 0


def test_at_full_effort_the_search_is_the_hard_levels_own() -> None:
    # Full effort searches as before issue 34 (no tie, no keep): its strength is the arena's.
    for budget in (hearts_normal.BUDGET, hearts_normal.PASS_BUDGET, spades_normal.BUDGET):
        assert (budget.tie, budget.keep) == (0.0, 0.0)
        assert budget.scaled(1.0) == budget
    assert budget_for(east_shooting([0, 0, 0, 0]), 1.0) is None


def test_a_decision_at_less_effort_is_made_with_tie_and_keep() -> None:
    state = east_shooting([0, 0, 0, 0])
    budget = budget_for(state, 0.5)
    assert budget is not None and budget.keep == hearts_normal.BUDGET.slow_keep


def test_the_same_seed_gives_the_same_card_and_figures() -> None:
    state = east_shooting([0, 0, 0, 0])
    first = evaluate(state, SOUTH, random.Random(7))
    again = evaluate(state, SOUTH, random.Random(7))
    assert first.action == again.action
    assert first.tally.scores == again.tally.scores
    assert decide(state, SOUTH, "hard", random.Random(7))[0] == first.action
