"""The hard level: Monte-Carlo search over deals consistent with what the seat knows.

For each sampled deal of the unseen cards (``knowledge.determinize``) every distinct legal card is
played and the hand is rolled out to its end by the normal policy for all four seats; the card with
the best average result wins. Cards that are equivalent (touching ranks of one suit in the hand,
the cards between them already played) are tried once. The budget is a number of deals, so the
choice is deterministic for a given seed; ``time_cap`` only guards the page against a slow machine.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from kawu.bots.knowledge import determinize
from kawu.cards import QUEEN_SPADES, SUIT_MASKS, cards_in
from kawu.tricks import Phase, TrickGame

#: A policy for rollouts: the card the seat to play chooses in ``state``.
Rollout = Callable[[TrickGame], int]
#: The value of a finished hand for ``seat`` (higher is better), from the game's last history row.
Score = Callable[[TrickGame, int], float]

_BLANK_DECK = list(range(52))


@dataclass(frozen=True, slots=True)
class Budget:
    """How much searching one decision may do.

    ``plays`` is the work: cards played in rollouts, summed over deals and candidates. Late in a
    hand rollouts are short, so the same work buys more deals, between ``min_deals`` and
    ``max_deals``.
    """

    plays: int = 40_000
    min_deals: int = 12
    max_deals: int = 400
    time_cap: float = 1.0  # seconds; a guard for slow machines, not the normal stop

    def deals_for(self, candidates: int, remaining: int) -> int:
        deals = self.plays // max(1, candidates * remaining)
        return max(self.min_deals, min(self.max_deals, deals))


def distinct_cards(state: TrickGame, legal: int, seat: int) -> list[int]:
    """One card per class of cards that play alike: touching ranks in a suit of the hand."""
    gone = state.played | state.hands[seat]
    out = []
    for suit in range(4):
        m = legal & SUIT_MASKS[suit]
        prev = -2
        for c in cards_in(m):
            touching = prev >= 0 and all(gone >> x & 1 for x in range(prev + 1, c))
            if touching and c != QUEEN_SPADES and prev != QUEEN_SPADES:
                prev = c
                continue
            out.append(c)
            prev = c
    return out


def rollout(world: TrickGame, policy: Rollout) -> None:
    """Play ``world`` to the end of its current hand with ``policy`` for every seat."""
    hand = world.hand_number
    while world.hand_number == hand and world.phase is Phase.PLAY:
        world.play(policy(world))


def best_card(
    state: TrickGame,
    seat: int,
    rng: random.Random,
    policy: Rollout,
    score: Score,
    budget: Budget,
) -> tuple[int, dict[int, float]]:
    """The card with the best mean rollout score, and the mean score of every candidate."""
    candidates = distinct_cards(state, state.legal_mask(), seat)
    if len(candidates) == 1:
        return candidates[0], {candidates[0]: 0.0}
    totals = dict.fromkeys(candidates, 0.0)
    deadline = time.perf_counter() + budget.time_cap
    remaining = sum(h.bit_count() for h in state.hands)
    done = 0
    for _ in range(budget.deals_for(len(candidates), remaining)):
        world = determinize(state, seat, rng)
        world.deals = lambda _n: _BLANK_DECK
        for c in candidates:
            w = world.clone()
            w.play(c)
            rollout(w, policy)
            totals[c] += score(w, seat)
        done += 1
        if time.perf_counter() > deadline:
            break
    means = {c: t / done for c, t in totals.items()}
    best = max(candidates, key=lambda c: means[c])
    return best, means
