"""The hard level: Monte-Carlo search over deals consistent with what the seat knows.

For each sampled deal of the unseen cards (``knowledge.determinize``) every distinct legal card is
played and the hand is rolled out to its end by the normal policy for all four seats; the card with
the best average result wins. Cards that are equivalent (touching ranks of one suit in the hand,
the cards between them played to earlier tricks) are tried once. The budget counts work, not
time, so the choice is the same for a given seed on every machine and Python build; a slow device
asks for less work (the API's ``effort``), never for a time limit that would make the choice
depend on the load.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from kawu import core
from kawu.bots.inference import Explained, Model, ModelReads
from kawu.bots.knowledge import (
    CoreDeals,
    CoreWeigh,
    Draw,
    Plausible,
    determinize,
    hearts_reads,
)
from kawu.bots.rollouts import (
    HAND_PLAYS,
    Budget,
    PlayOut,
    Rollouts,
    Score,
    Tally,
    blank_deals,
    compare,
)
from kawu.bots.spades.reads import nil_reads
from kawu.core import layout
from kawu.engine.cards import (
    DECK,
    HAND_SIZE,
    JACK_DIAMONDS,
    QUEEN_SPADES,
    SUIT_MASKS,
    SUIT_OF,
    cards_in,
)
from kawu.engine.hearts import Hearts
from kawu.engine.tricks import TrickGame


@dataclass(frozen=True, slots=True)
class Result:
    """The chosen card, the mean score of every candidate, and how many deals were searched."""

    card: int
    means: dict[int, float]
    deals: int


def distinct_cards(state: TrickGame, legal: int, seat: int) -> list[int]:
    """One card per class of cards that play alike: touching ranks in a suit of the hand, every
    card between them held or played to an earlier trick. A card on the table between two of them
    sets them apart (one wins the trick, the other does not).

    Q♠ is never like another card, nor J♦ when it scores (Hearts option ``jack_of_diamonds``).
    Each class is tried with its lowest card.
    """
    on_table = sum(1 << c for c in state.trick)
    gone = (state.played & ~on_table) | state.hands[seat]
    alone = {QUEEN_SPADES}
    if isinstance(state, Hearts) and state.options.jack_of_diamonds:
        alone.add(JACK_DIAMONDS)
    out = []
    for suit in range(4):
        m = legal & SUIT_MASKS[suit]
        prev = -2
        for c in cards_in(m):
            touching = prev >= 0 and all(gone >> x & 1 for x in range(prev + 1, c))
            if touching and c not in alone and prev not in alone:
                prev = c
                continue
            out.append(c)
            prev = c
    return out


def card_played(world: TrickGame, c: int) -> TrickGame:
    """A copy of the world with candidate card ``c`` played (the card search's ``prepare``)."""
    w = world.clone()
    w.play(c)
    return w


def card_first(world: TrickGame, c: int) -> list[tuple[int, int]] | None:
    """The card search's ``mark``: the core plays candidate ``c`` first on the world's record;
    None when the card ends the hand (nothing to roll out)."""
    if world.trick_number == 12 and len(world.trick) == 3:
        return None
    return [(layout.R_FIRST, c + 1)]


def best_card(
    state: TrickGame,
    seat: int,
    rng: random.Random,
    play_out: PlayOut,
    score: Score,
    budget: Budget,
    plausible: Plausible | None = None,
    tally: Tally | None = None,
    model: Model | None = None,
    model_reads: ModelReads | None = None,
    modeled: frozenset[int] = frozenset(),
    default: int | None = None,
    core_params: list[int] | None = None,
) -> Result:
    """The card with the best mean rollout score over deals consistent with ``seat``'s knowledge
    (``play_out`` plays each to the hand's end; the core, given its ``core_params``).

    ``plausible`` weighs the deals by what the other seats did (see ``knowledge``); ``model``
    keeps to deals in which the seats of ``modeled`` (computer players known to play as the
    model) played as it would (see ``inference``); ``tally`` (optional) records every outcome;
    ``default`` (optional) is the normal player's card (``Budget.keep``)."""
    candidates = distinct_cards(state, state.legal_mask(), seat)
    if len(candidates) == 1:
        return Result(candidates[0], {candidates[0]: 0.0}, 0)
    reads = hearts_reads(state) if isinstance(state, Hearts) else nil_reads(state, seat)
    weigh = plausible(state, seat) if plausible is not None else None
    draw: Draw | None = None
    explained = None
    if model is not None and modeled - {seat}:
        narrow = model_reads(state, seat) if model_reads is not None else None
        explained = Explained(state, seat, model, reads, narrow, modeled, core_params)
        draw = explained.hands
    # With the core, the deals are drawn there too, from CPython's generator in the core
    # (``core.CoreRandom``, handed ``rng``'s state and giving it back): the same deals.
    loaded = core.core() if core_params is not None else None
    source = rng
    if loaded is not None and core_params is not None:
        rng = core.CoreRandom(loaded, source)
        bidders = getattr(weigh, "bidders", None)  # (Spades: the core reads the bids too)
        if bidders is not None:
            weigh = CoreWeigh(loaded, weigh)
        if explained is not None:
            explained.bidders = bidders or []
        else:
            draw = CoreDeals(loaded, core_params, state, seat, reads, bidders)

    def world() -> TrickGame:
        w = determinize(state, seat, rng, reads, weigh, draw)
        w.deals = blank_deals
        return w

    # rows: the worlds are determinize's, this state with other hands (``Rollouts``)
    outcomes = Rollouts(
        seat, card_played, play_out, score, tally, core_params, card_first, rows=True
    )

    def work() -> float:
        return explained.work if explained is not None else 0.0

    remaining = sum(h.bit_count() for h in state.hands)
    stand = None  # the candidate of the default card's class
    if default is not None and budget.keep:
        stand = max(c for c in candidates if SUIT_OF[c] == SUIT_OF[default] and c <= default)
    try:
        best, means, done = compare(candidates, world, outcomes, remaining, budget, work, stand)
    finally:
        if isinstance(rng, core.CoreRandom):
            rng.give_back()
    if default is not None and stand is not None and best == stand:
        best = default  # the normal player's own card of its class (they play alike)
    return Result(best, means, done)


def best_pass(
    state: Hearts,
    seat: int,
    rng: random.Random,
    candidates: list[tuple[int, ...]],
    choose_pass: Callable[[Hearts, int], list[int]],
    play_out: PlayOut,
    score: Score,
    budget: Budget,
    tally: Tally | None = None,
    default: tuple[int, ...] | None = None,
    core_params: list[int] | None = None,
) -> tuple[tuple[int, ...], dict[tuple[int, ...], float], int]:
    """The pass among ``candidates`` with the best mean result over deals of the other 39 cards.

    In each deal the other seats pass as ``choose_pass`` would (a model of them, not their real
    choice), then every candidate is passed and the hand is rolled out (``play_out``). With
    ``core_params``, the core deals, passes (``choose_pass`` must then be the normal rules'
    pass, the core's) and rolls out.
    """
    if len(candidates) == 1:
        return candidates[0], {candidates[0]: 0.0}, 0
    mine = state.hands[seat] | state.passed[seat]
    others = [s for s in range(4) if s != seat]
    rest = [c for c in DECK if not mine >> c & 1]
    loaded = core.core() if core_params is not None else None
    source = rng
    if loaded is not None and core_params is not None:
        # The core deals and passes for the other seats (the normal rules, as ``choose_pass``),
        # from CPython's generator in the core: the same deals (``core.CoreRandom``).
        rng = core.CoreRandom(loaded, source)
        owner = object()
        loaded.take_pass(owner, core_params, seat, mine)

    def world() -> TrickGame:
        w = state.clone()
        w.deals = blank_deals
        w.passed = [0, 0, 0, 0]
        w.received = [0, 0, 0, 0]
        if loaded is not None and isinstance(rng, core.CoreRandom):
            if not loaded.owns(owner):
                raise core.CoreError("another decision took the core's place")
            w.hands, passes = loaded.pass_world()
            for s in others:
                w.pass_cards(s, passes[s])
            return w
        rng.shuffle(rest)
        w.hands = [0, 0, 0, 0]
        w.hands[seat] = mine
        for i, s in enumerate(others):
            for c in rest[HAND_SIZE * i : HAND_SIZE * (i + 1)]:
                w.hands[s] |= 1 << c
        for s in others:
            w.pass_cards(s, sum(1 << c for c in choose_pass(w, s)))
        return w

    def prepare(world: TrickGame, cards: tuple[int, ...]) -> TrickGame:
        w = world.clone()
        assert isinstance(w, Hearts)
        w.pass_cards(seat, sum(1 << c for c in cards))
        return w

    def mark(world: TrickGame, cards: tuple[int, ...]) -> list[tuple[int, int]]:
        return [(layout.R_PASS_SEAT, seat + 1), (layout.R_PASS_CARDS, sum(1 << c for c in cards))]

    outcomes = Rollouts(seat, prepare, play_out, score, tally, core_params, mark)
    try:
        return compare(candidates, world, outcomes, HAND_PLAYS, budget, default=default)
    finally:
        if isinstance(rng, core.CoreRandom):
            rng.give_back()
