"""The hard level's Hearts rollouts (``hearts.rollout``, issue 34) play exactly the normal rules
they were written out from (``normal.choose_play`` with the ``ROLLOUT`` style): compared card by
card, for every seat and both readings of the moon (``game``), over hands played partly by the
rules and partly at random (so that odd states come up too), under every rule option and with
scores near the target (where the endgame and the moon for the game decide)."""

from __future__ import annotations

import random

import pytest

from kawu.bots.hearts import normal, rollout
from kawu.bots.search import blank_deals
from kawu.engine.cards import cards_in, shuffled_deck
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.tricks import Phase

OPTIONS = {
    "kawu": HeartsOptions(),
    "queen after hearts": HeartsOptions(queen="after_hearts"),
    "queen breaks hearts": HeartsOptions(queen="breaks_hearts", moon="subtract_from_self"),
    "target 50": HeartsOptions(target=50),
    "jack of diamonds": HeartsOptions(jack_of_diamonds=True),
}


def hands(options: HeartsOptions, seed: int, count: int):  # type: ignore[no-untyped-def]
    """States of ``count`` hands, every one before each card, half of them near the target."""
    rng = random.Random(seed)
    for n in range(count):
        deck = shuffled_deck(rng)
        state = Hearts(options, deals=lambda _n, d=deck: d, first_direction=n % 4)
        if n % 2:
            state.scores = [rng.randrange(options.target - 30, options.target) for _ in range(4)]
        if state.phase is Phase.PASS:
            for seat in range(4):
                three = rng.sample(cards_in(state.hands[seat]), 3)
                state.pass_cards(seat, sum(1 << c for c in three))
        state.deals = blank_deals
        by_rules = rng.random() < 0.7  # the rest of the hand mostly by the rules, or at random
        while state.hand_number == 1 and state.phase is Phase.PLAY:
            yield state
            if by_rules and rng.random() < 0.85:
                card = normal.choose_play(state, state.turn)[0]
            else:
                card = rng.choice(cards_in(state.legal_mask()))
            state.play(card)


@pytest.mark.parametrize("name", list(OPTIONS))
def test_rollout_card_is_the_normal_rules_card_rollout_style(name: str) -> None:
    compared = 0
    for state in hands(OPTIONS[name], seed=len(name), count=120):
        for game in (False, True):
            seat = state.turn
            want = normal.choose_play(state, seat, game)[0]
            assert rollout.card(state, seat, game) == want, (name, state.log, state.trick, game)
            compared += 1
    assert compared > 120 * 52  # every card of every hand, twice


def test_play_out_plays_the_hand_to_its_end_as_the_rules_do() -> None:
    rng = random.Random(5)
    for _ in range(40):
        deck = shuffled_deck(rng)
        state = Hearts(deals=lambda _n, d=deck: d, first_direction=3)  # no pass
        state.deals = blank_deals
        fast, slow = state.clone(), state.clone()
        rollout.play_out(fast, seat=0)
        while slow.hand_number == 1 and slow.phase is Phase.PLAY:
            slow.play(normal.choose_play(slow, slow.turn, slow.turn == 0)[0])
        assert fast.history == slow.history and fast.history
