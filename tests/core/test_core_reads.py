"""The reads' checks in the core (``kawu_explains``) answer as ``inference.Explained`` does in
Python (the reference): for the same decision, the same hands explained or ruled out, the same
work counted (the search's budget counts it) and the same plays asked first afterwards, in
Hearts (with the passes a seat did not see: Q♠ passed or not) and in Spades; and a decision whose
checks another decision's replaced in the core loads its own again."""

from __future__ import annotations

import random

import pytest

from kawu.bots.hearts import normal as hearts_normal
from kawu.bots.hearts.passing import choose_pass
from kawu.bots.hearts.reads import level_reads
from kawu.bots.inference import Explained
from kawu.bots.knowledge import hearts_reads
from kawu.bots.search import blank_deals
from kawu.bots.spades import normal as spades_normal
from kawu.bots.spades.bid import choose_bid
from kawu.bots.spades.reads import nil_reads
from kawu.core import Core
from kawu.engine.cards import cards_in, shuffled_deck
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.spades import Spades, SpadesOptions
from kawu.engine.tricks import Phase, TrickGame

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
        state.deals = blank_deals
        odd = rng.randrange(4)  # one seat plays at random now and then: hands no model explains
        while state.phase is Phase.PLAY and state.trick_number < 12:
            if state.turn == 0 and state.trick_number > 0:
                out.append(state.clone())
            if state.turn == odd and rng.random() < 0.3:
                card = rng.choice(cards_in(state.legal_mask()))
            else:
                card = hearts_normal.choose_card(state, state.turn)[0]
            state.play(card)
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
        state.deals = blank_deals
        odd = rng.randrange(4)
        while state.phase is Phase.PLAY and state.trick_number < 12:
            if state.turn == 0 and state.trick_number > 0:
                out.append(state.clone())
            if state.turn == odd and rng.random() < 0.3:
                card = rng.choice(cards_in(state.legal_mask()))
            else:
                card = spades_normal.choose_card(state, state.turn)[0]
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


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_core_reads_answer_as_python(
    core: Core, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    from kawu import core as kawu_core

    monkeypatch.setattr(kawu_core, "_loaded", core)
    monkeypatch.setattr(kawu_core, "_tried", True)
    states: list[TrickGame] = [*(hearts_states(3) if game == "hearts" else spades_states(4))]
    rng = random.Random(9)
    asked = explained = ruled_out = 0
    for state in states:
        here, there = pair(state, 0)
        assert (here.unchecked, here.work) == (there.unchecked, there.work)
        other = pair(state, 0)[1] if rng.random() < 0.3 else None  # takes the core's checks
        for s in here.others:
            if s in here.unchecked:
                continue
            cards = cards_in(here.allowed[s])
            for _ in range(QUERIES):
                hand = here.fixed[s]
                for c in rng.sample(cards, min(here.need[s], len(cards))):
                    hand |= 1 << c
                want = here._explains(s, hand)
                if other is not None:
                    other._explains(s, hand)
                assert there._explains(s, hand) == want, (s, hand, state.log)
                assert there.work == here.work
                asked += 1
                explained += want
                ruled_out += not want
            # the plays that ruled hands out are asked first in both, in the same order
            assert [c for _, c, _ in there.checks[s]] == [c for _, c, _ in here.checks[s]]
    assert asked > 3000 and explained > 100 and ruled_out > 1000, (asked, explained, ruled_out)
