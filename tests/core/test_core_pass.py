"""The core's Hearts pass (``hearts_pass``) is the normal rules' (``passing.choose_pass``, the
ROLLOUT style, the search's model of the other seats' passes), on random hands and on hands rich
in hearts (the moon's pass), with and without J♦'s rule; and the pass search's deals drawn by the
core are Python's from the same generator (``search.best_pass``: the same choice, the same
figures, the generator left as Python's)."""

from __future__ import annotations

import random

from kawu.bots import hearts_normal
from kawu.bots.hearts.passing import choose_pass, ranked_passes
from kawu.bots.rollouts import Budget, Tally
from kawu.bots.search import best_pass
from kawu.core import Core
from kawu.core.layout import hearts_params, record
from kawu.engine.cards import HEARTS, SUIT_MASKS, cards_in, shuffled_deck
from kawu.engine.deals import fixed
from kawu.engine.hearts import Hearts, HeartsOptions


def hands(seed: int, count: int) -> list[Hearts]:
    rng = random.Random(seed)
    out = []
    for n in range(count):
        deck = shuffled_deck(rng)
        if n % 3 == 0:  # high hearts and honours to the seat that passes: the moon's pass
            hearts = sorted((c for c in deck if SUIT_MASKS[HEARTS] >> c & 1), reverse=True)
            rest = sorted((c for c in deck if not SUIT_MASKS[HEARTS] >> c & 1),
                          key=lambda c: -(c % 13) + rng.random() * 4)  # fmt: skip
            take = rng.randrange(5, 11)
            mine = hearts[:take] + rest[: 13 - take]
            hearts, rest = hearts[take:], rest[13 - take :]
            others = hearts + rest
            rng.shuffle(others)
            deck = [mine[i // 4] if i % 4 == 0 else others[i - i // 4 - 1] for i in range(52)]
        options = HeartsOptions(
            jack_of_diamonds=n % 2 == 1,
            pass_count=(3, 4, 5)[n // 2 % 3],  # (house rules: 3, 4 or 5 cards in each scheme)
            points=("standard", "black_maria", "spot")[n // 6 % 3],
        )
        state = Hearts(options, deals=fixed(deck), first_direction=0)
        state.turn = 0
        out.append(state)
    return out


def test_core_pass_is_the_normal_rules_pass(core: Core) -> None:
    states = hands(3, 6000)
    moons = 0
    sizes = set()
    by_params: dict[tuple[int, ...], list[Hearts]] = {}
    for state in states:
        by_params.setdefault(tuple(hearts_params(state, -1, [0, 0, 0, 0])), []).append(state)
    assert len(by_params) == 18  # J♦'s rule, 3 pass sizes, 3 schemes
    for params, batch in by_params.items():
        got = []
        for at in range(0, len(batch), core.max_records):
            part = batch[at : at + core.max_records]
            got += core.choose_pass(params, [record(s) for s in part])
        for state, bits in zip(batch, got, strict=True):
            want, why = choose_pass(state, 0)
            assert cards_in(bits) == sorted(want), (cards_in(state.hands[0]), state.options)
            assert len(want) == state.pass_size
            sizes.add(len(want))
            moons += why == "pass_moon"
            if why != "pass_moon":
                assert tuple(sorted(want)) == ranked_passes(state, 0, 1)[0]
    assert moons > 100 and sizes == {3, 4, 5}


def test_core_pass_search_draws_pythons_deals(core: Core, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from kawu import core as kawu_core

    monkeypatch.setattr(kawu_core, "_loaded", core)
    monkeypatch.setattr(kawu_core, "_tried", True)
    budget = Budget(plays=3000)
    for n, state in enumerate(hands(5, 24)):
        candidates = ranked_passes(state, 0, 4)
        params = hearts_normal.core_params(state, 0)
        found = []
        for with_core in (False, True):
            rng = random.Random(n)
            tally = Tally(0, hearts_normal.score)
            result = best_pass(
                state, 0, rng, candidates, lambda w, s: choose_pass(w, s)[0],
                hearts_normal.rollout_for(0), hearts_normal.score, budget, tally,
                core_params=params if with_core else None,
            )  # fmt: skip
            found.append((result, tally.scores, rng.getstate()))
        assert found[0] == found[1]
