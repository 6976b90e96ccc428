"""The hard level's bid at Spades: candidate bids played out over deals that fit what it knows.

The normal player's bid and its neighbours (and nil, when the hand could make one) are each tried
on the same sampled deals: the other seats' hands are dealt from the cards this seat cannot see,
weighed by how well they fit the bids already made (``spades_bid.plausible``); the seats still
to bid bid as the normal player would, and the hand is played out by the normal player. The bid
with the best mean result is chosen (``search.compare``: the work is counted in cards played, so
the choice is the same for a given seed on every machine).
"""

from __future__ import annotations

import random

from kawu.bots import endgame, game_model, spades_normal
from kawu.bots.knowledge import PLAUSIBLE_TRIES, Weigh, plausible_hands
from kawu.bots.search import HAND_PLAYS, Budget, Tally, blank_deals, compare, rollout
from kawu.bots.spades_bid import choose_bid, count_bid, nil_chance, partner_tricks, plausible
from kawu.cards import DECK
from kawu.spades import BLIND_NIL, LOOK, MAX_BID, POINTS_PER_TRICK, Spades
from kawu.tricks import Phase, TrickGame

NIL_TRY = 0.3  # nil is tried when the nil model gives it at least this chance
CLOSE_OUT_TIE = 15.0  # points: a safer bid that closes out the game is taken this close to the best
NIL_TRY_NEAR_END = 0.1  # ... near the game's end, when a nil may be the only way to catch up


def candidates(state: Spades, seat: int) -> tuple[list[int], int, str]:
    """The bids worth trying, and the normal player's bid with its reason."""
    bid, why = choose_bid(state, seat)
    count, _ = count_bid(state, seat)
    tries = {bid, count, max(1, count - 1), min(MAX_BID, count + 1)}
    partner_bid = state.bids[seat ^ 2]
    partner = partner_tricks(partner_bid)
    near_end = game_model.counts(state)  # the game weighs: wider bids are worth a look
    if near_end:
        tries.update((max(1, count - 2), min(MAX_BID, count + 2)))
    nil_try = NIL_TRY_NEAR_END if near_end else NIL_TRY
    if partner_bid != 0 and nil_chance(state.hands[seat], partner) >= nil_try:
        tries.add(0)
    return sorted(tries), bid, why


def best_bid(
    state: Spades,
    seat: int,
    rng: random.Random,
    budget: Budget,
    tally: Tally | None = None,
    also: int | None = None,
) -> tuple[int, str, dict[str, int]]:
    """(bid, reason code, reason parameters) for ``seat`` in the bidding.

    ``also`` is one more bid to try (the review's: the bid a person made); ``tally`` (optional)
    records every outcome."""
    assert state.phase is Phase.BID
    if not state.looked[seat]:
        return blind_or_look(state, seat, rng, budget, tally, also)
    bids, normal, why = candidates(state, seat)
    if also is not None and also not in bids:
        bids.append(also)
    weigh = plausible(state, seat)

    def world() -> TrickGame:
        w = state.clone()
        w.hands = plausible_hands(state, seat, rng, None, weigh)
        w.deals = blank_deals
        return w

    def outcome(world: TrickGame, bid: int) -> float:
        w = world.clone()
        assert isinstance(w, Spades)
        w.bid(seat, bid)
        while w.phase is Phase.BID:
            w.bid(w.turn, choose_bid(w, w.turn)[0])
        rollout(w, spades_normal.rollout)
        value = spades_normal.score(w, seat)
        return value if tally is None else tally.add(bid, value, w)

    best, means, deals = compare(bids, world, outcome, HAND_PLAYS, budget)
    safer = _close_out(state, seat, [b for b in bids if 0 < b < best], means[best], means)
    if safer is not None:
        return safer, "bid_close_out", {"deals": deals}
    if best == normal:
        return best, why, {}
    return best, "search_bid", {"deals": deals}


def _close_out(
    state: Spades, seat: int, lower: list[int], top: float, means: dict[int, float]
) -> int | None:
    """The lowest bid that still takes the team past the target, well ahead, when the search
    values it about as much as its best: with the game won by any made contract, the smaller
    contract is the safer one (the search's few deals cannot tell them apart)."""
    team = seat & 1
    partner = state.bids[seat ^ 2]
    ours, theirs = state.scores[team], state.scores[1 - team]
    if not partner or ours - theirs < endgame.CLOSE_OUT_MARGIN:
        return None
    for b in sorted(lower):
        if ours + POINTS_PER_TRICK * (partner + b) >= state.options.target:
            return b if means[b] >= top - CLOSE_OUT_TIE else None
    return None


def blind_or_look(
    state: Spades,
    seat: int,
    rng: random.Random,
    budget: Budget,
    tally: Tally | None = None,
    also: int | None = None,
) -> tuple[int, str, dict[str, int]]:
    """Blind nil or look, before the seat has seen its cards: both played out over deals of every
    card (its own hand unseen too), the seat bidding as the normal player would once it looks.
    A blind nil is a long shot (200 points either way, made about one time in eight against good
    play): only the game's outlook says when it is the team's best chance."""
    normal, why = choose_bid(state, seat)
    if state.bids[seat ^ 2] == 0:
        return LOOK, "bid_look", {}  # one long shot a team: beside a partner's nil, look
    options = [LOOK, BLIND_NIL]
    weigh = plausible(state, seat)

    def world() -> TrickGame:
        w = state.clone()
        w.hands = _blind_hands(state, seat, rng, weigh)
        w.deals = blank_deals
        return w

    def outcome(world: TrickGame, choice: int) -> float:
        w = world.clone()
        assert isinstance(w, Spades)
        w.bid(seat, choice)
        while w.phase is Phase.BID:
            w.bid(w.turn, choose_bid(w, w.turn)[0])
        rollout(w, spades_normal.rollout)
        value = spades_normal.score(w, seat)
        return value if tally is None else tally.add(choice, value, w)

    best, _, deals = compare(options, world, outcome, HAND_PLAYS, budget)
    if best == normal:
        return best, why, {}
    return best, "search_blind" if best == BLIND_NIL else "search_look", {"deals": deals}


def _blind_hands(state: Spades, seat: int, rng: random.Random, weigh: Weigh) -> list[int]:
    """A deal of the whole deck (nothing is played yet, and the seat has not looked), kept with
    the chance that it fits the bids already made."""
    best: list[int] = []
    best_w = -1.0
    deck = list(DECK)
    for _ in range(PLAUSIBLE_TRIES):
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[13 * s : 13 * s + 13]) for s in range(4)]
        w = weigh(hands)
        if rng.random() < w:
            return hands
        if w > best_w:
            best, best_w = hands, w
    return best
