"""The core's Spades card (core/spades.c) against the Python rules it translates: the card of
``kawu.bots.spades.play.choose_play`` at every position of many seeded hands, and whole hands
played out by the core against ``play.play_out``.

The module is built from the current sources (``core/*.c``, ``conftest.built``), so the test
checks the C in the tree, not a module built earlier. The hands are dealt at scores near and far
from the target (``endgame.about_to_win``), bid by the normal player or forced (many nils), and
played partly by the normal rules and partly at random legal cards.
"""

from __future__ import annotations

import collections
import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest

from kawu.bots.endgame import about_to_win
from kawu.bots.spades.bid import choose_bid
from kawu.bots.spades.play import choose_play, play_out
from kawu.core import Core, layout
from kawu.engine.cards import CODES, cards_in, shuffled_deck
from kawu.engine.spades import BLIND_NIL, LOOK, Spades, SpadesOptions
from kawu.engine.tricks import Phase

DEALS = 2600  # hands dealt for the card comparison (52 positions each)
MIN_CHOSEN = 100_000  # positions with more than one legal card, at the least
PLAY_OUT_DEALS = 1500
OPTIONS = (SpadesOptions(), SpadesOptions(target=250, blind_nil=True, mercy=True))

#: Every reason choose_play gives: the comparison must reach each of its branches.
REASONS = {
    "forced",
    "nil_lead_low",
    "nil_duck",
    "nil_discard",
    "cover_nil",
    "set_nil_lead",
    "set_nil",
    "avoid_bags",
    "set_contract",
    "lead_winner",
    "draw_trumps",
    "lead_to_ruff",
    "lead_short",
    "lead_low_side",
    "partner_wins",
    "win_cheap",
    "win_top",
    "ruff",
    "second_low",
    "third_high",
    "follow_under",
    "discard",
}


@pytest.fixture(scope="module")
def built_core(core: Core) -> Core:
    """The core built from ``core/*.c`` as they are now (``conftest.core``)."""
    return core


# -- hands ----------------------------------------------------------------------------------------
def _score(rng: random.Random, target: int) -> int:
    """A team's score: near the target (within a contract's reach of it) or far from it."""
    bags = rng.randint(0, 9) if rng.random() < 0.5 else 0  # half the scores: tens only
    if rng.random() < 0.5:
        return target - 10 * rng.randint(-2, 14) + bags
    return 10 * rng.randint(-18, target // 10 - 20) + bags


def _bid_all(state: Spades, rng: random.Random, forced: bool) -> None:
    """Bid the hand: the normal player's bids, or forced random bids with many nils."""
    while state.phase is Phase.BID:
        seat = state.turn
        if not forced:
            state.apply(seat, choose_bid(state, seat)[0])
            continue
        if not state.looked[seat]:
            state.apply(seat, BLIND_NIL if rng.random() < 0.3 else LOOK)
            continue
        state.apply(seat, 0 if rng.random() < 0.3 else rng.randint(1, 7))


def deal(seed: int) -> tuple[Spades, random.Random, float]:
    """A hand in its play phase, from ``seed``; with the share of random cards to play in it."""
    rng = random.Random(seed)
    options = OPTIONS[seed % 2]
    decks = random.Random(seed * 7919 + 1)
    state = Spades(options, deals=lambda _n: shuffled_deck(decks), first_dealer=seed & 3)
    state.scores = [_score(rng, options.target), _score(rng, options.target)]
    state.looked = [not state.may_bid_blind(s) for s in range(4)]
    _bid_all(state, rng, forced=rng.random() < 0.5)
    return state, rng, rng.choice((0.0, 0.0, 0.25, 0.6, 1.0))


def positions(seed: int) -> Iterator[tuple[Spades, int, str]]:
    """Every position of one hand, with the Python card and reason there; the hand is played on
    by the normal rules or (at the hand's random share) a random legal card."""
    state, rng, random_share = deal(seed)
    hand = state.hand_number
    while state.hand_number == hand and state.phase is Phase.PLAY:
        card, reason = choose_play(state, state.turn)
        yield state, card, reason
        if rng.random() < random_share:
            card = rng.choice(cards_in(state.legal_mask()))
        state.play(card)


def _describe(state: Spades) -> str:
    hands = " | ".join(" ".join(CODES[c] for c in cards_in(h)) for h in state.hands)
    return (
        f"seat {state.turn}, trick {[CODES[c] for c in state.trick]}, leader {state.leader}, "
        f"bids {state.bids}, won {state.tricks_won}, scores {state.scores}, "
        f"target {state.options.target}, voids {state.voids}, hands {hands}"
    )


class Batches:
    """Records grouped by their batch's parameters, each with what Python gives for it, sent to
    the core max_records at a time: ``run(params, records)`` gives the core's answers, and
    ``shown(answer)`` how a difference is told; ``compared`` counts them, ``wrong`` keeps the
    first differences."""

    def __init__(
        self,
        core: Core,
        run: Callable[[list[int], list[list[int]]], Sequence[Any]],
        shown: Callable[[Any], str],
    ) -> None:
        self.core = core
        self.run = run
        self.shown = shown
        self.groups: dict[tuple[int, ...], tuple[list[list[int]], list[Any], list[str]]] = {}
        self.compared = 0
        self.wrong: list[str] = []

    def add(self, params: list[int], record: list[int], want: Any, what: str) -> None:
        records, wants, whats = self.groups.setdefault(tuple(params), ([], [], []))
        records.append(record)
        wants.append(want)
        whats.append(what)
        if len(records) == self.core.max_records:
            self.flush(tuple(params))

    def flush(self, key: tuple[int, ...]) -> None:
        records, wants, whats = self.groups.pop(key)
        self.compared += len(records)
        for got, want, what in zip(self.run(list(key), records), wants, whats, strict=True):
            if got != want and len(self.wrong) < 5:
                self.wrong.append(f"core {self.shown(got)}, Python {self.shown(want)}: {what}")

    def flush_all(self) -> None:
        for key in list(self.groups):
            self.flush(key)


# -- the card at every position -------------------------------------------------------------------
def test_core_spades_card_is_choose_play(built_core: Core) -> None:
    reasons: collections.Counter[str] = collections.Counter()
    batches = Batches(built_core, built_core.choose, lambda card: CODES[card])
    for seed in range(DEALS):
        for state, card, reason in positions(seed):
            reasons[reason] += 1
            params = layout.spades_params(state)
            batches.add(params, layout.record(state), card, _describe(state))
    batches.flush_all()
    assert not batches.wrong, f"the core's card differs from choose_play's: {batches.wrong}"
    assert batches.compared == reasons.total()
    assert batches.compared - reasons["forced"] >= MIN_CHOSEN
    assert set(reasons) >= REASONS, f"branches never reached: {sorted(REASONS - set(reasons))}"


def test_positions_reach_about_to_win() -> None:
    """The deals put teams about to win and teams far from it at the table."""
    seen = set()
    for seed in range(200):
        state, _, _ = deal(seed)
        seen.update(about_to_win(state, team) for team in (0, 1))
    assert seen == {False, True}


# -- whole hands played out -----------------------------------------------------------------------
def test_core_play_out_takes_python_tricks(built_core: Core) -> None:
    def tricks(params: list[int], records: list[list[int]]) -> list[list[int]]:
        played = built_core.play_out(params, records)
        return [list(words[layout.R_WON : layout.R_WON + 4]) for words in played]

    batches = Batches(built_core, tricks, str)
    for seed in range(PLAY_OUT_DEALS):
        state, rng, _ = deal(100_000 + seed)
        for _ in range(rng.choice((0, 0, 5, 20, 37))):  # from the start, or from mid-hand
            state.play(rng.choice(cards_in(state.legal_mask())))
        world = state.clone()
        play_out(world)
        want = world.history[-1]["tricks"]
        batches.add(layout.spades_params(state), layout.record(state), want, _describe(state))
    batches.flush_all()
    assert not batches.wrong, f"the core's play-out differs from play_out's: {batches.wrong}"
    assert batches.compared == PLAY_OUT_DEALS
