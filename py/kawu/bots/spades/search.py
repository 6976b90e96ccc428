"""The hard level's bid at Spades: candidate bids played out over deals that fit what it knows.

The normal player's bid and its neighbours (and nil, when the hand could make one) are each tried
on the same sampled deals: the other seats' hands are dealt from the cards this seat cannot see,
weighed by how well they fit the bids already made (``spades_bid.plausible``); the seats still
to bid bid as the normal player would, and the hand is played out by the normal player. The bid
with the best mean result is chosen (``search.compare``: the work is counted in cards played, so
the choice is the same for a given seed on every machine). When any made contract wins the game,
the smallest one that does is taken if the search values it about as much (``_close_out``).
A bid in a hand that can end the game is searched with ``DECISIVE`` times the work
(``bid_work``): the game turns on it, and it comes once a hand. Blind nil or look is chosen
before the seat has seen its cards, by the game's outlook alone (``blind_or_look``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from kawu import core
from kawu.bots import endgame, game_model
from kawu.bots.knowledge import CoreDeals, CoreWeigh, plausible_hands
from kawu.bots.rollouts import HAND_PLAYS, Budget, Rollouts, Tally, blank_deals, compare
from kawu.bots.spades import normal as spades_normal
from kawu.bots.spades.bid import (
    BidWeigh,
    choose_bid,
    count_bid,
    nil_chance,
    partner_tricks,
    plausible,
)
from kawu.bots.spades.play import play_out
from kawu.engine.spades import BLIND_NIL, BLIND_NIL_BONUS, LOOK, MAX_BID, POINTS_PER_TRICK, Spades
from kawu.engine.tricks import Phase, TrickGame

NIL_TRY = 0.3  # nil is tried when the nil model gives it at least this chance
NIL_TRY_NEAR_END = 0.1  # ... near the game's end, when a nil may be the only way to catch up
# Blind nil, as the arena measured it (hard players against normal ones): made this often ...
BLIND_MADE = 0.15
PARTNER_HAND = 25  # ... the partner's contract then scores this, on average ...
THEIR_HAND = 60  # ... and the opponents' contract this, made this often:
THEIRS_MADE = 0.85
CLOSE_OUT_TIE = 15.0  # points: a safer bid that closes out the game is taken this close to the best
DECISIVE = 3  # a bid in a hand that can end the game: this many times the work


def bid_work(state: Spades) -> int:
    """How many times its usual work the bid is searched with: ``DECISIVE`` when a team may
    reach the target this hand (within ``game_model.SPADES_HAND`` of it), else 1."""
    reach = max(state.scores) + game_model.SPADES_HAND
    return DECISIVE if reach >= state.options.target else 1


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
        return blind_or_look(state, seat)  # no cards to weigh
    bids, normal, why = candidates(state, seat)
    if also is not None and also not in bids:
        bids.append(also)
    with _bid_worlds(state, seat, rng, tally) as (world, outcomes):
        best, means, deals = compare(
            bids, world, outcomes, HAND_PLAYS, budget.scaled(bid_work(state)), default=normal
        )
    safer = _close_out(state, seat, [b for b in bids if 0 < b < best], means[best], means)
    if safer is not None:
        return safer, "search_close_out", {}
    if best == normal:
        return best, why, {}
    return best, "search_bid", {"deals": deals}


@contextmanager
def _bid_worlds(
    state: Spades, seat: int, rng: random.Random, tally: Tally | None
) -> Iterator[tuple[Callable[[], TrickGame], Rollouts[int]]]:
    """The bid search's deals and outcomes: ``world()`` deals the cards ``seat`` cannot see, weighed
    by the bids made (``spades_bid.plausible``); the outcomes make a bid there, the seats still to
    bid bid as the normal player would, and play the hand out (``tally``, optional, records
    each). With the core, the deals are drawn there, from CPython's generator (the same deals)."""
    weigh = plausible(state, seat)
    params = spades_normal.core_params(state, seat)
    loaded = core.core()
    draw = None
    source = rng
    if loaded is not None:
        # The deals are drawn (and what they say of the bids worked out) in the core, from
        # CPython's generator there: the same deals (``core.CoreRandom``).
        rng = core.CoreRandom(loaded, source)
        draw = CoreDeals(loaded, params, state, seat, None, getattr(weigh, "bidders", None))
        if isinstance(weigh, BidWeigh):
            weigh = CoreWeigh(loaded, weigh)

    def world() -> TrickGame:
        w = state.clone()
        w.hands = plausible_hands(state, seat, rng, None, weigh, draw)
        w.deals = blank_deals
        return w

    def prepare(world: TrickGame, bid: int) -> TrickGame:
        w = world.clone()
        assert isinstance(w, Spades)
        w.bid(seat, bid)
        while w.phase is Phase.BID:
            w.bid(w.turn, choose_bid(w, w.turn)[0])
        return w

    try:
        yield world, Rollouts(seat, prepare, play_out, spades_normal.score, tally, params)
    finally:
        if isinstance(rng, core.CoreRandom):
            rng.give_back()


def more_bids(
    state: Spades,
    seat: int,
    rng: random.Random,
    bids: list[int],
    against: int,
    deals: int,
    tally: Tally,
) -> None:
    """The hint's figures for ``bids`` the search did not try (``candidates`` has the bids worth
    trying; a person may bid any): each played out beside ``against`` (the hint's bid) on
    ``deals`` deals of the bid search's own kind, none dropped, every outcome recorded in
    ``tally``. The hard level's bid is made before and without this: it changes nothing of it."""
    with _bid_worlds(state, seat, rng, tally) as (world, outcomes):
        worlds = [world() for _ in range(deals)]
        outcomes([(w, b) for w in worlds for b in [against, *bids]])


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


def blind_or_look(state: Spades, seat: int) -> tuple[int, str, dict[str, int]]:
    """Blind nil or look, before the seat has seen its cards (so nothing to search with): blind
    nil when the game's outlook (``game_model.spades_win``) is better after a long shot made
    ``BLIND_MADE`` of the time, 200 points either way, than after an ordinary hand. Far behind
    early in a game it rarely is: a failed blind nil costs more of the game than a made one wins.
    """
    normal, why = choose_bid(state, seat)
    if state.bids[seat ^ 2] == 0:
        return LOOK, "bid_look", {}  # one long shot a team: beside a partner's nil, look
    best = BLIND_NIL if blind_chance(state, seat) > look_chance(state, seat) else LOOK
    if best == normal:
        return best, why, {}
    return best, "bid_blind_nil" if best == BLIND_NIL else "search_look", {}


def look_chance(state: Spades, seat: int) -> float:
    """The team's chance of winning the game, the hand to come an ordinary one."""
    team = seat & 1
    s, b = state.scores, state.bags
    target = state.options.target
    return game_model.spades_win(s[team], s[1 - team], b[team], b[1 - team], target)


def blind_chance(state: Spades, seat: int) -> float:
    """The team's chance of winning the game after a blind nil: made or failed, with the
    opponents making their contract or set, each about as often as they do."""
    team = seat & 1
    ours, theirs = state.scores[team], state.scores[1 - team]
    target = state.options.target
    chance = 0.0
    for nil, p_nil in ((BLIND_NIL_BONUS, BLIND_MADE), (-BLIND_NIL_BONUS, 1 - BLIND_MADE)):
        for hand, p_hand in ((THEIR_HAND, THEIRS_MADE), (-THEIR_HAND, 1 - THEIRS_MADE)):
            a, b = ours + nil + PARTNER_HAND, theirs + hand
            if max(a, b) >= target and a != b:
                won = 1.0 if a > b else 0.0
            else:
                won = game_model.spades_win(a, b, state.bags[team], state.bags[1 - team], target)
            chance += p_nil * p_hand * won
    return chance
