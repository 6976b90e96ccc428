"""Every hard decision is the same with and without the core (``kawu.measure.fingerprint``), under
kawu's rules and under the house rules: the action, its reason, every rollout's score and measure;
and what a person sees of the search (the hints over a hand, the hand's review, through
``kawu.api``)."""

from __future__ import annotations

import pytest

from kawu import core as kawu_core
from kawu.core import Core
from kawu.measure import fingerprint


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_the_hard_level_decides_alike_with_and_without_the_core(core: Core, game: str) -> None:
    found = {}
    for name, loaded in (("core", core), ("python", None)):
        with kawu_core.using(loaded):
            found[name] = (
                fingerprint.fingerprint(game, 1, 11),
                fingerprint.fingerprint(game, 1, 12, effort=0.25),
                fingerprint.fingerprint_api(game, 13),
            )
    assert found["core"] == found["python"]
    assert found["core"][0][1] >= 56 and found["core"][2][1] >= 13


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_the_hard_level_decides_alike_with_and_without_the_core_under_house_rules(
    core: Core, game: str
) -> None:
    # Every option of RULES.md's "House rules" in one set or another (fingerprint.HOUSE_*).
    found = {}
    for name, loaded in (("core", core), ("python", None)):
        with kawu_core.using(loaded):
            found[name] = (
                fingerprint.fingerprint(game, 1, 21, house=True),
                fingerprint.fingerprint(game, 2, 22, effort=0.5, house=True),
            )
    assert found["core"] == found["python"]
    assert found["core"][0][1] >= 5 * 14 if game == "hearts" else found["core"][0][1] >= 2 * 14
