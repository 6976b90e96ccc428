"""The core's Hearts card is the Python rules' card (``normal.choose_play``, the reference): both
styles (``ROLLOUT``, the search's rollouts, for both readings of the moon; ``LEVEL``, the model
the search reads the normal players by), under every option, over hands played partly by the
rules and partly at random, with passes by the rules and at random, half of them near the target
(where the endgame, J♦'s game leader and the moon for the game decide)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from kawu.bots.hearts import normal
from kawu.bots.hearts.moon import slack
from kawu.bots.hearts.passing import choose_pass
from kawu.bots.hearts.style import LEVEL, ROLLOUT
from kawu.bots.search import blank_deals
from kawu.core import Core
from kawu.core.layout import STYLE_LEVEL, STYLE_ROLLOUT, hearts_params, record
from kawu.engine.cards import cards_in, shuffled_deck
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.tricks import Phase

OPTIONS = {
    "kawu": HeartsOptions(),
    "queen after hearts": HeartsOptions(queen="after_hearts"),
    "queen breaks hearts, moon subtracts": HeartsOptions(
        queen="breaks_hearts", moon="subtract_from_self"
    ),
    "target 50": HeartsOptions(target=50),
    "target 150": HeartsOptions(target=150, queen="after_hearts"),
    "jack of diamonds": HeartsOptions(jack_of_diamonds=True),
    "jack of diamonds, target 50": HeartsOptions(jack_of_diamonds=True, target=50),
}
HANDS = 200  # per option set: about 10,400 positions, each compared three ways


def positions(options: HeartsOptions, seed: int, count: int) -> Iterator[Hearts]:
    """Every state before each card of ``count`` hands."""
    rng = random.Random(seed)
    for n in range(count):
        deck = shuffled_deck(rng)
        state = Hearts(options, deals=lambda _n, d=deck: d, first_direction=n % 4)
        if n % 2:
            top = options.target
            state.scores = [rng.randrange(top - 30, top) for _ in range(4)]
        elif n % 4 == 2:
            state.scores = [rng.randrange(0, options.target // 2) for _ in range(4)]
        if state.phase is Phase.PASS:
            by_rules = rng.random() < 0.6
            for seat in range(4):
                three = (choose_pass(state, seat)[0] if by_rules
                         else rng.sample(cards_in(state.hands[seat]), 3))  # fmt: skip
                state.pass_cards(seat, sum(1 << c for c in three))
        state.deals = blank_deals
        by_rules = rng.random() < 0.7  # the rest of the hand mostly by the rules, or at random
        while state.hand_number == 1 and state.phase is Phase.PLAY:
            yield state
            if by_rules and rng.random() < 0.85:
                card = normal.choose_play(state, state.turn, style=LEVEL)[0]
            else:
                card = rng.choice(cards_in(state.legal_mask()))
            state.play(card)


def compare(core: Core, options: HeartsOptions, seed: int, count: int) -> int:
    """Compare every position of ``count`` hands three ways; the number of positions."""
    compared = 0
    batch: list[tuple[Hearts, list[int]]] = []

    def check() -> None:
        for game_seat in ("turn", -1):
            for style, style_id in ((ROLLOUT, STYLE_ROLLOUT), (LEVEL, STYLE_LEVEL)):
                if style is LEVEL and game_seat == "turn":
                    continue
                by_params: dict[tuple[int, ...], list[int]] = {}
                for i, (state, slacks) in enumerate(batch):
                    g = state.turn if game_seat == "turn" else -1
                    by_params.setdefault(tuple(hearts_params(state, g, slacks)), []).append(i)
                for params, where in by_params.items():
                    states = [batch[i][0] for i in where]
                    got = core.choose(params, [record(s) for s in states], style_id)
                    for s, card in zip(states, got, strict=True):
                        want = normal.choose_play(s, s.turn, game_seat == "turn", style)[0]
                        assert card == want, (style, game_seat, s.options, s.scores, s.passed,
                                              s.log, s.trick, s.hands[s.turn])  # fmt: skip
        batch.clear()

    for state in positions(options, seed, count):
        batch.append((state.clone(), [slack(state, s) for s in range(4)]))
        compared += 1
        if len(batch) == 500:
            check()
    check()
    return compared


@pytest.mark.parametrize("name", list(OPTIONS))
def test_core_card_is_the_python_rules_card(core: Core, name: str) -> None:
    compared = compare(core, OPTIONS[name], seed=len(name) * 7, count=HANDS)
    assert compared >= HANDS * 50  # every card of every hand (a few hands have none to choose)


def test_core_play_out_ends_the_hand_as_the_python_rules_do(core: Core) -> None:
    from kawu.core import layout

    rng = random.Random(5)
    for n in range(300):
        options = list(OPTIONS.values())[n % len(OPTIONS)]
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
