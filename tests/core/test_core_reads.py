"""The reads' checks in the core (``kawu_explains``) answer as ``inference.Explained`` does in
Python (the reference): for the same decision, the same hands explained or ruled out, the same
work counted (the search's budget counts it) and the same plays asked first afterwards, in
Hearts (with the passes a seat did not see: Q♠ passed or not) and in Spades; the deals the core
draws (``core/sample.c``) are Python's from the same generator; a decision whose place in the
core another decision took says so."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

import pytest

from kawu.bots.hearts import normal as hearts_normal
from kawu.bots.hearts.passing import choose_pass
from kawu.bots.hearts.reads import level_reads
from kawu.bots.inference import Explained
from kawu.bots.knowledge import CoreDeals, hearts_reads, plausible_hands, sample_hands
from kawu.bots.rollouts import blank_deals
from kawu.bots.spades import normal as spades_normal
from kawu.bots.spades.bid import BidWeigh, _even, choose_bid, plausible
from kawu.bots.spades.reads import nil_reads
from kawu.core import Core, CoreError, CoreRandom
from kawu.engine.cards import cards_in, shuffled_deck
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.spades import Spades, SpadesOptions
from kawu.engine.tricks import Phase, TrickGame

T = TypeVar("T", Hearts, Spades)

HANDS = 90  # per game: decisions at every trick of each, checked with many sampled hands
QUERIES = 12  # sampled hands per other seat and decision


def hearts_states(seed: int) -> list[Hearts]:
    rng = random.Random(seed)
    out = []
    rules = (HeartsOptions(), HeartsOptions(jack_of_diamonds=True, queen="after_hearts"))
    for n in range(HANDS):
        deck = shuffled_deck(rng)
        state = Hearts(rules[n % 2], deals=lambda _n, d=deck: d, first_direction=n % 4)
        if state.phase is Phase.PASS:
            for seat in range(4):
                three = choose_pass(state, seat)[0]
                state.pass_cards(seat, sum(1 << c for c in three))
        out += _play(state, rng, hearts_normal.choose_card)
    return out


def spades_states(seed: int) -> list[Spades]:
    rng = random.Random(seed)
    out = []
    for n in range(HANDS):
        deck = shuffled_deck(rng)
        state = Spades(SpadesOptions(), deals=lambda _n, d=deck: d, first_dealer=n % 4)
        while state.phase is Phase.BID:
            bid = 0 if rng.random() < 0.2 else choose_bid(state, state.turn)[0]
            state.bid(state.turn, bid)
        out += _play(state, rng, spades_normal.choose_card)
    return out


def _play(state: T, rng: random.Random, choose: Callable[[T, int], tuple[int, Any]]) -> list[T]:
    """The hand played to its last trick by ``choose``, South's positions from trick 2 on; one
    seat plays at random now and then (hands no model explains)."""
    out = []
    state.deals = blank_deals
    odd = rng.randrange(4)
    while state.phase is Phase.PLAY and state.trick_number < 12:
        if state.turn == 0 and state.trick_number > 0:
            out.append(state.clone())
        if state.turn == odd and rng.random() < 0.3:
            card = rng.choice(cards_in(state.legal_mask()))
        else:
            card = choose(state, state.turn)[0]
        state.play(card)
    return out


def pair(state: TrickGame, seat: int) -> tuple[Explained, Explained]:
    """The decision's reads made twice: in Python, and with the core."""
    modeled = frozenset(s for s in range(4) if s != seat)
    if isinstance(state, Hearts):
        reads, narrow = hearts_reads(state), level_reads(state, seat)
        model, params = hearts_normal.model, hearts_normal.core_params(state, seat)
    else:
        assert isinstance(state, Spades)
        reads, narrow = nil_reads(state, seat), None
        model, params = spades_normal.model, spades_normal.core_params(state, seat)
    here = Explained(state, seat, model, reads, narrow, modeled)
    there = Explained(state, seat, model, reads, narrow, modeled, params)
    assert there.core is not None
    return here, there


@pytest.fixture
def loaded(core: Core, monkeypatch: pytest.MonkeyPatch) -> Core:
    """The core of this tree as the package's (``kawu.core.core()``)."""
    from kawu import core as kawu_core

    monkeypatch.setattr(kawu_core, "_loaded", core)
    monkeypatch.setattr(kawu_core, "_tried", True)
    return core


def decisions(game: str) -> list[TrickGame]:
    return [*(hearts_states(3) if game == "hearts" else spades_states(4))]


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_core_reads_answer_as_python(loaded: Core, game: str) -> None:
    rng = random.Random(9)
    asked = explained = ruled_out = 0
    for state in decisions(game):
        here, there = pair(state, 0)
        assert (here.unchecked, here.work) == (there.unchecked, there.work)
        for s in here.others:
            if s in here.unchecked:
                continue
            cards = cards_in(here.allowed[s])
            for _ in range(QUERIES):
                hand = here.fixed[s]
                for c in rng.sample(cards, min(here.need[s], len(cards))):
                    hand |= 1 << c
                want = here._explains(s, hand)  # the checks alone, in both
                assert there._explains(s, hand) == want, (s, hand, state.log)
                assert there.work == here.work  # (and so the plays that ruled hands out are
                #                                  asked first in both, in the same order)
                assert there.explains(s, hand) == here.explains(s, hand) == want  # kept answers
                assert there.work == here.work
                asked += 1
                explained += want
                ruled_out += not want
    assert asked > 3000 and explained > 100 and ruled_out > 1000, (asked, explained, ruled_out)


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_core_deals_are_the_python_deals_from_the_same_generator(loaded: Core, game: str) -> None:
    # Explained.hands and sample_hands drawn by the core from CPython's generator in the core
    # (core.CoreRandom): the same hands, the same work, and the generator left as Python's.
    drawn = weighed = fused = 0
    for n, state in enumerate(decisions(game)):
        here, there = pair(state, 0)
        mine, theirs = random.Random(n), random.Random(n)
        shared = CoreRandom(loaded, theirs)
        for _ in range(6):
            assert there.hands(shared) == here.hands(mine), state.log
            assert there.work == here.work
            drawn += 1
        shared.give_back()
        assert theirs.getstate() == mine.getstate()
        # without the reads' checks: knowledge.sample_hands
        reads = hearts_reads(state) if isinstance(state, Hearts) else nil_reads(state, 0)
        params = pair_params(state)
        weigh = plausible(state, 0)
        bidders = getattr(weigh, "bidders", None)
        deals = CoreDeals(loaded, params, state, 0, reads, bidders)
        shared = CoreRandom(loaded, theirs)
        for _ in range(4):
            hands = deals(shared)
            assert hands == sample_hands(state, 0, mine, reads)
            if bidders:  # what the core reads of the bids weighs the deal as Python does
                assert isinstance(weigh, BidWeigh)
                assert weigh.from_terms(loaded.last_terms) == weigh(hands)
                weighed += 1
        shared.give_back()
        assert theirs.getstate() == mine.getstate()
        # plausible_hands draws each deal and its number in one call (CoreDeals.with_random):
        # the deal kept and the generator after it are Python's
        shared = CoreRandom(loaded, theirs)
        for _ in range(4):
            want = plausible_hands(state, 0, mine, reads, weigh)
            assert plausible_hands(state, 0, shared, reads, weigh, deals) == want
            fused += weigh is not _even
        shared.give_back()
        assert theirs.getstate() == mine.getstate()
    assert drawn > 1000
    assert fused > 500 or game == "hearts"
    assert weighed > 500 or game == "hearts"


def test_core_random_gives_pythons_numbers(loaded: Core) -> None:
    for seed in range(20):
        mine, theirs = random.Random(seed), random.Random(seed)
        shared = CoreRandom(loaded, theirs)
        for k in (0, 1, 5, 31, 32, 33, 64, 70):
            assert shared.getrandbits(k) == mine.getrandbits(k)
        assert shared.random() == mine.random()
        cards = list(range(52))
        assert shared.sample(cards, 13) == mine.sample(cards, 13)
        assert shared.sample(cards, 3) == mine.sample(cards, 3)  # (a set of picks, n > 21)
        a, b = list(cards), list(cards)
        shared.shuffle(a)
        mine.shuffle(b)
        assert a == b
        assert shared.choices([0, 1, 2], [3, 1, 2]) == mine.choices([0, 1, 2], [3, 1, 2])
        shared.give_back()
        assert theirs.getstate() == mine.getstate()


def test_a_decision_whose_core_another_took_says_so(loaded: Core) -> None:
    state = decisions("hearts")[5]
    _, first = pair(state, 0)
    s = next(s for s in first.others if s not in first.unchecked)
    first.explains(s, first.fixed[s])
    _, second = pair(state, 0)
    second.explains(s, second.fixed[s])  # takes the core: its answers are kept there now
    with pytest.raises(CoreError, match="took the core"):
        first.explains(s, first.fixed[s] | 1)


def pair_params(state: TrickGame) -> list[int]:
    if isinstance(state, Hearts):
        return hearts_normal.core_params(state, 0)
    return spades_normal.core_params(state, 0)
