"""The hard level's bid at Spades: candidate bids played out over deals that fit what it knows.

The normal player's bid and its neighbours (and nil, when the hand could make one) are each tried
on the same sampled deals: the other seats' hands are dealt from the cards this seat cannot see,
weighed by how well they fit the bids already made (``spades_normal.plausible``); the seats still
to bid bid as the normal player would, and the hand is played out by the normal player. The bid
with the best mean result is chosen. Like the play search, the work is counted in cards played, so
the choice is deterministic for a given seed.
"""

from __future__ import annotations

import math
import random
import time

from kawu.bots import spades_normal
from kawu.bots.knowledge import plausible_hands
from kawu.bots.search import Budget, rollout
from kawu.spades import Spades
from kawu.tricks import Phase

NIL_TRY = 0.3  # nil is tried when the nil model gives it at least this chance
MIN_DEALS = 12
CONFIDENCE = 2.0  # a candidate this many standard errors worse than the best stops being tried
_BLANK_DECK = list(range(52))


def candidates(state: Spades, seat: int) -> tuple[list[int], int, str]:
    """The bids worth trying, and the normal player's bid with its reason."""
    bid, why = spades_normal.choose_bid(state, seat)
    count, _ = spades_normal.count_bid(state, seat)
    tries = {bid, count, max(1, count - 1), min(13, count + 1)}
    partner_bid = state.bids[seat ^ 2]
    partner = 3.3 if partner_bid is None else partner_bid + 0.5
    if partner_bid != 0 and spades_normal.nil_chance(state.hands[seat], partner) >= NIL_TRY:
        tries.add(0)
    return sorted(tries), bid, why


def best_bid(
    state: Spades, seat: int, rng: random.Random, budget: Budget
) -> tuple[int, str, dict[str, int]]:
    """(bid, reason code, reason parameters) for ``seat`` in the bidding."""
    assert state.phase is Phase.BID
    if not state.looked[seat]:
        bid, why = spades_normal.choose_bid(state, seat)  # blind nil or look: no cards to weigh
        return bid, why, {}
    bids, normal, why = candidates(state, seat)
    scores: dict[int, list[float]] = {b: [] for b in bids}
    alive = list(bids)
    deadline = time.perf_counter() + budget.time_cap
    spent = done = 0
    while done < budget.max_deals and (spent < budget.plays or done < MIN_DEALS):
        world = state.clone()
        world.hands = plausible_hands(state, seat, rng, None, spades_normal.plausible)
        world.deals = _blank_deals
        for b in alive:
            w = world.clone()
            w.bid(seat, b)
            while w.phase is Phase.BID:
                w.bid(w.turn, spades_normal.choose_bid(w, w.turn)[0])
            rollout(w, spades_normal.rollout)
            scores[b].append(spades_normal.score(w, seat))
        spent += 52 * len(alive)
        done += 1
        if done >= MIN_DEALS and done % 4 == 0:
            alive = _prune(alive, scores)
            if len(alive) == 1:
                break
        if time.perf_counter() > deadline:
            break
    best = max(alive, key=lambda b: sum(scores[b]))  # the bids alive were tried on every deal
    if best == normal:
        return best, why, {}
    return best, "search_bid", {"deals": done}


def _blank_deals(_hand_number: int) -> list[int]:
    return _BLANK_DECK


def _prune(alive: list[int], scores: dict[int, list[float]]) -> list[int]:
    """The bids not clearly worse than the best on the same deals."""
    n = len(scores[alive[0]])
    best = max(alive, key=lambda b: sum(scores[b]))
    top = scores[best]
    keep = []
    for b in alive:
        diffs = [x - y for x, y in zip(scores[b], top, strict=True)]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if b == best or mean + CONFIDENCE * math.sqrt(var / n) >= 0:
            keep.append(b)
    return keep

