"""OpenSpiel's Hearts as a second opinion (RULES.md: "on every hand the engine agrees with it for
the matching options").

The same hand is played in both: OpenSpiel's deal is kawu's deck order (card ``i`` to player
``i % 4`` in both; OpenSpiel's player numbers are kawu's seats, each the next to play after the
one before, and its pass directions are seat offsets as kawu's), the same cards passed, then at
every card both must give the same legal cards, and a card chosen among them is played in both.
At the end each seat's points must agree (OpenSpiel returns ``26 - points``).

The matching options, every combination of the six (64 option sets):

========================  ===========================================
OpenSpiel                 kawu
========================  ===========================================
no_pts_on_first_trick     first_trick_points = not it
must_break_hearts         hearts_lead = "broken" if it else "any"
qs_breaks_hearts          queen = "breaks_hearts" if it else "free"
can_lead_any_club         first_lead = "any_club" if it else "two_clubs"
avoid_all_tricks_bonus    no_tricks_bonus
jd_bonus                  jack_of_diamonds
========================  ===========================================
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from helpers import deck_of, moon_hands
from kawu.engine import deals
from kawu.engine.cards import CODES
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.tricks import Phase

pyspiel = pytest.importorskip("pyspiel")

FLAGS = (
    "no_pts_on_first_trick",
    "must_break_hearts",
    "qs_breaks_hearts",
    "can_lead_any_club",
    "avoid_all_tricks_bonus",
    "jd_bonus",
)
#: kawu's pass direction of each cycle position (left, right, across, hold) -> OpenSpiel's
#: pass direction action (0 no pass, 1 left, 2 across, 3 right).
SPIEL_DIRECTION = (1, 3, 2, 0)
HANDS_PER_SET = 26  # 25 random deals and a moon deal: 1,664 hands in all


def kawu_options(flags: dict[str, bool]) -> HeartsOptions:
    return HeartsOptions(
        first_trick_points=not flags["no_pts_on_first_trick"],
        hearts_lead="broken" if flags["must_break_hearts"] else "any",
        queen="breaks_hearts" if flags["qs_breaks_hearts"] else "free",
        first_lead="any_club" if flags["can_lead_any_club"] else "two_clubs",
        no_tricks_bonus=flags["avoid_all_tricks_bonus"],
        jack_of_diamonds=flags["jd_bonus"],
    )


def play_both(flags: dict[str, bool], deck: list[int], position: int, rng: random.Random) -> int:
    """One hand in both engines; asserts they agree at every card and on the points. Returns the
    number of cards at which both were asked."""
    game = pyspiel.load_game("hearts", dict(flags))
    spiel: Any = game.new_initial_state()
    spiel.apply_action(SPIEL_DIRECTION[position])
    ids = {spiel.action_to_string(a): a for a in range(52)}
    for c in deck:
        spiel.apply_action(ids[CODES[c]])
    kawu = Hearts(kawu_options(flags), deals=lambda _n: deck, first_direction=position)
    if kawu.phase is Phase.PASS:
        for seat in range(4):  # OpenSpiel passes seat by seat, a card at a time
            cards = rng.sample(kawu.legal_actions(seat), 3)
            for c in cards:
                assert spiel.current_player() == seat
                spiel.apply_action(ids[CODES[c]])
            kawu.apply(seat, cards)
    asked = 0
    while not spiel.is_terminal():
        assert kawu.phase is Phase.PLAY and spiel.current_player() == kawu.turn
        theirs = {spiel.action_to_string(a) for a in spiel.legal_actions()}
        ours = {CODES[c] for c in kawu.legal_actions(kawu.turn)}
        assert ours == theirs, (flags, kawu.trick_number, kawu.trick)
        asked += 1
        code = rng.choice(sorted(ours))
        spiel.apply_action(ids[code])
        kawu.apply(kawu.turn, ids_to_kawu(code))
    row = kawu.history[-1]
    points = [26 - r for r in spiel.returns()]
    assert row["points"] == points, (flags, row)
    return asked


def ids_to_kawu(code: str) -> int:
    return CODES.index(code)


@pytest.mark.parametrize("values", list(itertools.product((False, True), repeat=len(FLAGS))))
def test_openspiel_hearts_agrees_hand_for_hand_under_every_matching_option_set(
    values: tuple[bool, ...],
) -> None:
    flags = dict(zip(FLAGS, values, strict=True))
    seed = sum(v << i for i, v in enumerate(values))
    rng = random.Random(seed)
    asked = 0
    for n in range(HANDS_PER_SET - 1):
        deck = deals.deck_for_key(deals.deal_key(seed, n + 1))
        asked += play_both(flags, deck, n % 4, rng)
    # A moon: North takes every trick whatever is played (a hand without a pass).
    asked += play_both(flags, deck_of(moon_hands(2)), 3, rng)
    assert asked == 52 * HANDS_PER_SET


def test_openspiel_hearts_moon_agrees_with_kawus_add_to_others() -> None:
    flags = dict.fromkeys(FLAGS, False) | {"no_pts_on_first_trick": True, "jd_bonus": True}
    deck = deck_of(moon_hands(2))
    kawu = Hearts(kawu_options(flags), deals=lambda _n: deck, first_direction=3)
    play_both(flags, deck, 3, random.Random(5))
    while kawu.phase is Phase.PLAY and kawu.hand_number == 1:
        kawu.apply(kawu.turn, min(kawu.legal_actions(kawu.turn)))
    row = kawu.history[-1]
    assert row["moon"] == 2 and row["points"][2] in (0, -10)
