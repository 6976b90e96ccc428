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
from collections.abc import Callable, Iterator

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
    """Records grouped by their batch's parameters, sent to the core max_records at a time."""

    def __init__(
        self, core: Core, send: Callable[[list[int], list[list[int]], list[str]], None]
    ) -> None:
        self.core = core
        self.send = send
        self.groups: dict[tuple[int, ...], tuple[list[list[int]], list[str]]] = {}

    def add(self, params: list[int], record: list[int], what: str) -> None:
        records, whats = self.groups.setdefault(tuple(params), ([], []))
        records.append(record)
        whats.append(what)
        if len(records) == self.core.max_records:
            self.flush(tuple(params))

    def flush(self, key: tuple[int, ...]) -> None:
        records, whats = self.groups.pop(key)
        self.send(list(key), records, whats)

    def flush_all(self) -> None:
        for key in list(self.groups):
            self.flush(key)


# -- the card at every position -------------------------------------------------------------------
def test_core_spades_card_is_choose_play(built_core: Core) -> None:
    compared = 0
    wrong: list[str] = []
    reasons: collections.Counter[str] = collections.Counter()
    expected: dict[tuple[int, ...], list[int]] = {}

    def send(params: list[int], records: list[list[int]], whats: list[str]) -> None:
        nonlocal compared
        cards = built_core.choose(params, records)
        want = expected.pop(tuple(params))
        compared += len(records)
        for got, card, what in zip(cards, want, whats, strict=True):
            if got != card and len(wrong) < 5:
                wrong.append(f"core {CODES[got]}, Python {CODES[card]}: {what}")

    batches = Batches(built_core, send)
    for seed in range(DEALS):
        for state, card, reason in positions(seed):
            reasons[reason] += 1
            params = layout.spades_params(state)
            expected.setdefault(tuple(params), []).append(card)
            batches.add(params, layout.record(state), _describe(state))
    batches.flush_all()
    assert not wrong, f"the core's card differs from choose_play's: {wrong}"
    assert compared == reasons.total()
    assert compared - reasons["forced"] >= MIN_CHOSEN
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
    compared = 0
    wrong: list[str] = []
    expected: dict[tuple[int, ...], list[list[int]]] = {}

    def send(params: list[int], records: list[list[int]], whats: list[str]) -> None:
        nonlocal compared
        played = built_core.play_out(params, records)
        want = expected.pop(tuple(params))
        compared += len(records)
        for words, tricks, what in zip(played, want, whats, strict=True):
            got = list(words[layout.R_WON : layout.R_WON + 4])
            if got != tricks and len(wrong) < 5:
                wrong.append(f"core {got}, Python {tricks}: {what}")

    batches = Batches(built_core, send)
    for seed in range(PLAY_OUT_DEALS):
        state, rng, _ = deal(100_000 + seed)
        for _ in range(rng.choice((0, 0, 5, 20, 37))):  # from the start, or from mid-hand
            state.play(rng.choice(cards_in(state.legal_mask())))
        params = layout.spades_params(state)
        record = layout.record(state)
        what = _describe(state)
        world = state.clone()
        play_out(world)
        expected.setdefault(tuple(params), []).append(world.history[-1]["tricks"])
        batches.add(params, record, what)
    batches.flush_all()
    assert not wrong, f"the core's play-out differs from play_out's: {wrong}"
    assert compared == PLAY_OUT_DEALS
