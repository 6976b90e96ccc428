"""The core's Hearts card is the Python rules' card (``normal.choose_play``, the reference): both
styles (``ROLLOUT``, the search's rollouts, for both readings of the moon; ``LEVEL``, the model
the search reads the normal players by), under every option, over hands played partly by the
rules and partly at random, with passes by the rules and at random, half of them near the target
(where the endgame, J♦'s game leader and the moon for the game decide)."""

from __future__ import annotations

import random

from kawu.bots.hearts import normal
from kawu.bots.hearts.moon import slack
from kawu.bots.rollouts import blank_deals
from kawu.core import Core, layout
from kawu.core.layout import hearts_params, record
from kawu.engine.cards import cards_in, shuffled_deck
from kawu.engine.deals import fixed
from kawu.engine.hearts import Hearts
from kawu.engine.tricks import Phase
from kawu.measure import differential

HANDS = 100  # per rule set: about 5,200 positions, each compared three ways


def test_core_card_is_the_python_rules_card(core: Core) -> None:
    compared, wrong = differential.compare(core, "hearts", HANDS, seed=7)
    assert not wrong, wrong[:3]
    # every card of every hand of each rule set (a few hands have none to choose)
    assert compared >= HANDS * 50 * len(differential.HEARTS_RULES)


#: A Hearts row's summary of who took what (engine/hearts.py ``_end_hand``, issue 50).
SUMMARY = ("hearts", "made_of", "moon_points")


def without_summary(row: dict[str, object]) -> dict[str, object]:
    return {k: v for k, v in row.items() if k not in SUMMARY}


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
        # (the rows' summary of who took what, issue 50, needs the hand's trick log, which a
        # state the core finished has not: only a view's history reads it)
        assert fast.history == [without_summary(r) for r in slow.history] and fast.history
        assert fast.scores == slow.scores and fast.phase == slow.phase


def test_core_plays_a_first_card_then_the_rules(core: Core) -> None:
    # R_FIRST: the search's candidate card, played by the seat to play before the rollout, as
    # search.best_card's copy of the world with the card played (Rollouts ``first``).
    rng = random.Random(8)
    compared = 0
    for n in range(200):
        options = list(differential.HEARTS_RULES.values())[n % len(differential.HEARTS_RULES)]
        state = Hearts(options, deals=fixed(shuffled_deck(rng)), first_direction=3)
        state.deals = blank_deals
        for _ in range(rng.randrange(0, 40)):
            state.play(rng.choice(cards_in(state.legal_mask())))
        seat = state.turn
        params = hearts_params(state, seat, [slack(state, s) for s in range(4)])
        for c in cards_in(state.legal_mask()):
            slow = state.clone()
            slow.play(c)
            while slow.hand_number == 1 and slow.phase is Phase.PLAY:
                slow.play(normal.choose_play(slow, slow.turn, slow.turn == seat)[0])
            r = record(state)
            r[layout.R_FIRST] = c + 1
            (words,) = core.play_out(params, [r])
            fast = state.clone()
            fast.play(c)
            layout.finish(fast, words)
            assert fast.history == [without_summary(r) for r in slow.history]
            compared += 1
    assert compared > 500
