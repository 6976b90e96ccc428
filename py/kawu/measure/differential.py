"""The core against the Python rules, position by position (the differential check).

``compare(core, game, hands, seed)`` deals seeded hands, plays them partly by the normal rules
and partly at random legal cards (Hearts: after a pass by the rules or at random, half of them
near the target; Spades: bids by the rules or forced, many nils), and at every position asks the
core and the Python rules (the reference) for the card: Hearts in the ``ROLLOUT`` style for both
readings of the moon and in the ``LEVEL`` style, Spades by ``play.choose_play``. ``tests/core``
runs it in CPython and ``tests/node`` in Pyodide under Node, on the same ``.wasm``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from kawu.bots.hearts import normal as hearts_normal
from kawu.bots.hearts.moon import slack
from kawu.bots.hearts.passing import choose_pass
from kawu.bots.hearts.style import LEVEL, ROLLOUT
from kawu.bots.rollouts import blank_deals
from kawu.bots.spades.bid import choose_bid
from kawu.bots.spades.play import choose_play as spades_choose_play
from kawu.core import Core
from kawu.core.layout import STYLE_LEVEL, STYLE_ROLLOUT, hearts_params, record, spades_params
from kawu.engine import deals
from kawu.engine.cards import cards_in, shuffled_deck
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.spades import BLIND_NIL, LOOK, Spades, SpadesOptions
from kawu.engine.tricks import Phase

HEARTS_RULES = {
    "kawu": HeartsOptions(),
    "queen after hearts": HeartsOptions(queen="after_hearts"),
    "queen breaks hearts, moon subtracts": HeartsOptions(
        queen="breaks_hearts", moon="subtract_from_self"
    ),
    "target 50": HeartsOptions(target=50),
    "target 150": HeartsOptions(target=150, queen="after_hearts"),
    "jack of diamonds": HeartsOptions(jack_of_diamonds=True),
    "jack of diamonds, target 50": HeartsOptions(jack_of_diamonds=True, target=50),
    # The house rules (engine/house.py), each alone and mixed.
    "pass 4, hearts led any time": HeartsOptions(pass_count=4, hearts_lead="any"),
    "pass 5, points on the first trick": HeartsOptions(pass_count=5, first_trick_points=True),
    "any club leads": HeartsOptions(first_lead="any_club", queen="after_hearts"),
    "dealer's left leads, no pass": HeartsOptions(
        first_lead="dealer_left", pass_directions=("left", "hold")
    ),
    "black maria": HeartsOptions(points="black_maria"),
    "black maria, first trick points, target 50": HeartsOptions(
        points="black_maria", first_trick_points=True, target=50
    ),
    "spot": HeartsOptions(points="spot", target=150),
    "spot, dealer's left, moon best for shooter": HeartsOptions(
        points="spot", first_lead="dealer_left", moon="best_for_shooter"
    ),
    "no tricks bonus": HeartsOptions(no_tricks_bonus=True),
    "omnibus: jack, no tricks bonus, best for shooter": HeartsOptions(
        jack_of_diamonds=True, no_tricks_bonus=True, moon="best_for_shooter", target=50
    ),
}
SPADES_RULES = (
    SpadesOptions(),
    SpadesOptions(target=250, blind_nil=True, mercy=True),
    SpadesOptions(spades_lead="any", first_lead="two_clubs"),
    SpadesOptions(nil_tricks="count", bag_penalty="none", nil_value=50),
    SpadesOptions(bag_penalty="five_for_50", first_lead="two_clubs", target=300),
)
BATCH = 500


def hearts_positions(options: HeartsOptions, seed: int, count: int) -> Iterator[Hearts]:
    """Every state before each card of ``count`` hands."""
    rng = random.Random(seed)
    for n in range(count):
        deck = shuffled_deck(rng)
        state = Hearts(
            options,
            deals=deals.fixed(deck),
            first_direction=n % len(options.pass_directions),
            first_dealer=n % 4,
        )
        if n % 2:
            top = options.target
            state.scores = [rng.randrange(top - 30, top) for _ in range(4)]
        elif n % 4 == 2:
            state.scores = [rng.randrange(0, options.target // 2) for _ in range(4)]
        if state.phase is Phase.PASS:
            by_rules = rng.random() < 0.6
            for seat in range(4):
                cards = (choose_pass(state, seat)[0] if by_rules
                         else rng.sample(cards_in(state.hands[seat]), state.pass_size))  # fmt: skip
                state.pass_cards(seat, sum(1 << c for c in cards))
        state.deals = blank_deals
        by_rules = rng.random() < 0.7  # the rest of the hand mostly by the rules, or at random
        while state.hand_number == 1 and state.phase is Phase.PLAY:
            yield state
            if by_rules and rng.random() < 0.85:
                card = hearts_normal.choose_play(state, state.turn, style=LEVEL)[0]
            else:
                card = rng.choice(cards_in(state.legal_mask()))
            state.play(card)


def spades_positions(options: SpadesOptions, seed: int, count: int) -> Iterator[Spades]:
    """Every state before each card of ``count`` hands, near the target and far from it."""
    rng = random.Random(seed)
    for n in range(count):
        deck = shuffled_deck(rng)
        state = Spades(options, deals=deals.fixed(deck), first_dealer=n % 4)
        top = options.target
        state.scores = [rng.randrange(top - 150, top) if n % 2 else rng.randrange(-100, top // 2)
                        for _ in range(2)]  # fmt: skip
        forced = rng.random() < 0.5
        while state.phase is Phase.BID:
            seat = state.turn
            if not state.looked[seat] and not forced:
                state.apply(seat, LOOK)
            elif not state.looked[seat]:
                state.apply(seat, BLIND_NIL if rng.random() < 0.3 else LOOK)
            elif forced:
                state.apply(seat, 0 if rng.random() < 0.3 else rng.randint(1, 7))
            else:
                state.apply(seat, choose_bid(state, seat)[0])
        state.deals = blank_deals
        share = rng.choice((0.0, 0.25, 0.6))
        while state.hand_number == 1 and state.phase is Phase.PLAY:
            yield state
            if rng.random() < share:
                card = rng.choice(cards_in(state.legal_mask()))
            else:
                card = spades_choose_play(state, state.turn)[0]
            state.play(card)


def _hearts_batch(core: Core, batch: list[tuple[Hearts, list[int]]], wrong: list[Any]) -> None:
    """Compare a batch of Hearts positions three ways (``ROLLOUT`` with and without the moon for
    the game, ``LEVEL``); differences go to ``wrong``."""
    ways = ((ROLLOUT, STYLE_ROLLOUT, True), (ROLLOUT, STYLE_ROLLOUT, False),
            (LEVEL, STYLE_LEVEL, False))  # fmt: skip
    for style, style_id, game in ways:
        by_params: dict[tuple[int, ...], list[Hearts]] = {}
        for state, slacks in batch:
            key = tuple(hearts_params(state, state.turn if game else -1, slacks))
            by_params.setdefault(key, []).append(state)
        for key, states in by_params.items():
            got = core.choose(key, [record(s) for s in states], style_id)
            for s, card in zip(states, got, strict=True):
                want = hearts_normal.choose_play(s, s.turn, game, style)[0]
                if card != want:
                    wrong.append((style, game, s.options, s.scores, s.log, s.trick, card, want))


def compare(core: Core, game: str, hands: int, seed: int) -> tuple[int, list[Any]]:
    """The positions compared over ``hands`` hands of each rule set, and the differences."""
    compared = 0
    wrong: list[Any] = []
    if game == "hearts":
        for r, options in enumerate(HEARTS_RULES.values()):
            batch: list[tuple[Hearts, list[int]]] = []
            for state in hearts_positions(options, seed * 100 + r, hands):
                batch.append((state.clone(), [slack(state, s) for s in range(4)]))
                compared += 1
                if len(batch) == BATCH:
                    _hearts_batch(core, batch, wrong)
                    batch = []
            _hearts_batch(core, batch, wrong)
        return compared, wrong
    for r, rules in enumerate(SPADES_RULES):
        grouped: dict[tuple[int, ...], list[Spades]] = {}
        for position in spades_positions(rules, seed * 100 + r, hands):
            grouped.setdefault(tuple(spades_params(position)), []).append(position.clone())
            compared += 1
        for key, states in grouped.items():
            for start in range(0, len(states), core.max_records):
                part = states[start : start + core.max_records]
                got = core.choose(key, [record(s) for s in part])
                for s, card in zip(part, got, strict=True):
                    want = spades_choose_play(s, s.turn)[0]
                    if card != want:
                        wrong.append((s.options, s.scores, s.bids, s.log, s.trick, card, want))
    return compared, wrong
