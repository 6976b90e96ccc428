"""The core's Hearts card is the Python rules' card (``normal.choose_play``, the reference): both
styles (``ROLLOUT``, the search's rollouts, for both readings of the moon; ``LEVEL``, the model
the search reads the normal players by), under every option, over hands played partly by the
rules and partly at random, with passes by the rules and at random, half of them near the target
(where the endgame, J♦'s game leader and the moon for the game decide)."""

from __future__ import annotations

import random

from kawu.bots.hearts import normal
from kawu.bots.hearts.moon import slack
from kawu.bots.search import blank_deals
from kawu.core import Core, layout
from kawu.core.layout import hearts_params, record
from kawu.engine.cards import cards_in, shuffled_deck
from kawu.engine.hearts import Hearts
from kawu.engine.tricks import Phase
from kawu.lab import differential

HANDS = 200  # per rule set: about 10,400 positions, each compared three ways


def test_core_card_is_the_python_rules_card(core: Core) -> None:
    compared, wrong = differential.compare(core, "hearts", HANDS, seed=7)
    assert not wrong, wrong[:3]
    # every card of every hand of each rule set (a few hands have none to choose)
    assert compared >= HANDS * 50 * len(differential.HEARTS_RULES)


def test_core_play_out_ends_the_hand_as_the_python_rules_do(core: Core) -> None:
    rng = random.Random(5)
    for n in range(300):
        options = list(differential.HEARTS_RULES.values())[n % len(differential.HEARTS_RULES)]
        deck = shuffled_deck(rng)
        state = Hearts(options, deals=lambda _n, d=deck: d, first_direction=3)  # no pass
        state.scores = [rng.randrange(0, options.target) for _ in range(4)]
        state.deals = blank_deals
        for _ in range(rng.randrange(0, 30)):  # from a point in the hand
            state.play(rng.choice(cards_in(state.legal_mask())))
        seat = rng.randrange(4)
        slow = state.clone()
        while slow.hand_number == 1 and slow.phase is Phase.PLAY:
            slow.play(normal.choose_play(slow, slow.turn, slow.turn == seat)[0])
        fast = state.clone()
        params = hearts_params(state, seat, [slack(state, s) for s in range(4)])
        (words,) = core.play_out(params, [record(fast)])
        layout.finish(fast, words)
        assert fast.history == slow.history and fast.history
        assert fast.scores == slow.scores and fast.phase == slow.phase
