"""The computer players at Hearts: legal at every level, blind to hidden cards, and the normal
player's named habits (issue "Computer players"), each on a fixed deal written with card codes."""

from __future__ import annotations

import random
from functools import partial

import pytest

from helpers import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    deck_from_hands,
    is_legal,
    level_choice,
    new_hearts,
    play,
    random_action,
    redeal,
)
from kawu import api
from kawu.bots.hearts import normal as hearts_normal
from kawu.bots.knowledge import hearts_reads, known_held, sample_hands
from kawu.bots.rollouts import Budget
from kawu.engine.cards import CODES, QUEEN_SPADES, SUIT_MASKS, card
from kawu.engine.hearts import Hearts
from kawu.engine.tricks import Phase

SMALL = Budget(plays=1500, min_deals=4, max_deals=8)
LEVELS = ("easy", "normal", "hard")


#: A level's choice and reason (``choice(state, seat, level="normal", seed=0)``), search at SMALL.
choice = partial(level_choice, budget=SMALL)


def random_states(games: int, seed: int) -> list[Hearts]:
    """Every state met while playing ``games`` seeded hands at random (passes included)."""
    rng = random.Random(seed)
    found: list[Hearts] = []
    for g in range(games):
        state = Hearts(deals=lambda _n, g=g: _deck(seed, g), first_direction=g % 4)
        while state.hand_number == 1:
            found.append(state.clone())
            seat = state.to_act()[0]
            state.apply(seat, random_action(state, seat, rng))
    return found


def _deck(seed: int, g: int) -> list[int]:
    from kawu.engine import deals

    return deals.deck_for_key(deals.deal_key(seed, g))


# -- every level plays legally -------------------------------------------------------------
def test_easy_and_normal_choose_only_legal_actions_in_thousands_of_states() -> None:
    states = random_states(40, seed=11)
    assert len(states) > 2000
    for state in states:
        for seat in state.to_act():
            for level in ("easy", "normal"):
                action, _ = choice(state, seat, level)
                assert is_legal(state, seat, action), (level, state.phase, action)


def test_hard_chooses_only_legal_actions() -> None:
    states = random_states(3, seed=12)
    for state in states[::3]:
        seat = state.to_act()[0]
        action, _ = choice(state, seat, "hard")
        assert is_legal(state, seat, action)


# -- no peeking ----------------------------------------------------------------------------
@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_choice_never_depends_on_cards_it_cannot_see(level: str) -> None:
    rng = random.Random(3)
    states = random_states(6 if level == "hard" else 30, seed=21)
    checked = {Phase.PASS: 0, Phase.PLAY: 0}
    for i, state in enumerate(states):
        if level == "hard" and state.phase is Phase.PLAY and i % 7:
            continue  # the search is slow: every pass, every seventh card
        seat = state.to_act()[0]  # while passing, any seat that has not passed
        other = redeal(state, seat, rng, known_held(state, seat))
        if other is None or other.hands == state.hands:
            continue
        assert choice(other, seat, level, seed=5) == choice(state, seat, level, seed=5)
        checked[state.phase] += 1
    assert checked[Phase.PASS] >= 10
    assert checked[Phase.PLAY] > (20 if level == "hard" else 300)


def test_the_sampled_deals_keep_every_fact_the_seat_knows() -> None:
    rng = random.Random(8)
    for state in random_states(10, seed=31):
        if state.phase is not Phase.PLAY:
            continue
        seat = state.turn
        hands = sample_hands(state, seat, rng, hearts_reads(state))
        assert hands[seat] == state.hands[seat]
        assert sum(hands) == sum(state.hands)  # the same cards, each once
        fixed = known_held(state, seat)
        for s in range(4):
            assert hands[s].bit_count() == state.hands[s].bit_count()
            assert hands[s] & fixed[s] == fixed[s]
            for suit in range(4):
                if state.voids[s] >> suit & 1:
                    assert not hands[s] & SUIT_MASKS[suit]


# -- the normal player's habits -------------------------------------------------------------
# A hold hand (no passing): West holds 2♣ and leads.
HOLD = dict(
    south="3C 4C QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH",
    west="2C 5C 6C 7C 2D 3D 4D 5D 6D 7D 8D 9D TD",
    north="8C 9C TC JC QC KC AC JD QD KD AD 2S 3S",
    east="4S 5S 6S 7S 8S 9S TS JS KS AS QH KH AH",
)


def test_normal_dumps_the_queen_of_spades_when_void() -> None:
    state = new_hearts(deck_from_hands(**HOLD), first_direction=3)
    play(state, "2C 8C 4S 3C")  # North wins the first trick
    play(state, "AD 5S")  # North leads diamonds; South has none
    assert state.turn == SOUTH
    assert choice(state, SOUTH) == (QUEEN_SPADES, "dump_queen")


def test_normal_ducks_under_the_trick_with_its_highest_losing_card() -> None:
    state = new_hearts(
        deck_from_hands(
            south="3S 3D 9D AD 2H 3H 4H 5H 6H 7H 8H 9H TH",
            west="2C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D 4D",
            north="AC 5D 6D 7D 8D TD JD QD KD JH QH KH AH",
            east="3C 2S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
        ),
        first_direction=3,
    )
    play(state, "2C AC 3C 3S")  # North wins the first trick
    play(state, "KD 2S")  # North leads K♦, East is void
    assert choice(state, SOUTH) == (card("9D"), "duck")


def test_normal_dumps_its_most_dangerous_heart_when_void() -> None:
    state = new_hearts(
        deck_from_hands(
            south="2H 3H AH 2S 3S 4S 5S 6S 7S 8S 9S TS JS",
            west="2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D",
            north="AC 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
            east="4H 5H 6H 7H 8H 9H TH JH QH KH QS KS AS",
        ),
        first_direction=3,
    )
    play(state, "2C AC KS 2S")  # North wins the first trick
    play(state, "3D 4H")  # North leads 3♦; East and South have no diamonds
    assert choice(state, SOUTH) == (card("AH"), "dump_heart")


def test_normal_passes_an_unguarded_queen_of_spades() -> None:
    state = new_hearts(
        deck_from_hands(
            south="QS 2S 2C 3C 4C 5C 2D 3D 4D 5D 2H 3H 4H",
            west="6C 7C 8C 9C TC JC QC KC AC 6D 7D 8D 9D",
            north="TD JD QD KD AD 5H 6H 7H 8H 9H TH JH QH",
            east="KH AH 3S 4S 5S 6S 7S 8S 9S TS JS KS AS",
        )
    )
    passed, why = choice(state, SOUTH)
    assert QUEEN_SPADES in passed and why == "pass_queen"


def test_normal_passes_high_spades_that_would_catch_the_queen() -> None:
    state = new_hearts(
        deck_from_hands(
            south="AS KS 2C 3C 4C 5C 6C 2D 3D 4D 5D 6D 2H",
            west="7C 8C 9C TC JC QC KC AC 7D 8D 9D TD JD",
            north="QD KD AD 3H 4H 5H 6H 7H 8H 9H TH JH QH",
            east="KH AH 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS",
        )
    )
    passed, why = choice(state, SOUTH)
    assert {card("AS"), card("KS")} <= set(passed) and why == "pass_high_spades"


def test_normal_passes_a_short_suit_away_to_make_a_void() -> None:
    state = new_hearts(
        deck_from_hands(
            south="9C JC 2D 3D 4D 5D 6D 7D 2S 3S 4S 5S 2H",
            west="2C 3C 4C 5C 6C 7C 8C TC QC KC AC 8D 9D",
            north="TD JD QD KD AD 3H 4H 5H 6H 7H 8H 9H TH",
            east="JH QH KH AH 6S 7S 8S 9S TS JS QS KS AS",
        )
    )
    passed, why = choice(state, SOUTH)
    assert {card("9C"), card("JC")} <= set(passed) and why == "pass_void"


def test_normal_leads_low() -> None:
    state = new_hearts(
        deck_from_hands(
            south="AC 2D 9D KD 2H 3H 4H 5H 6H 7H 8H 9H TH",
            west="2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 3D",
            north="4D 5D 6D 7D 8D TD JD QD AD JH QH KH AH",
            east="2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
        ),
        first_direction=3,
    )
    play(state, "2C 4D 2S AC")  # South wins the first trick and leads
    assert state.turn == SOUTH
    assert choice(state, SOUTH) == (card("2D"), "lead_low")


MOON = dict(
    south="2D 3D 4D 5D 6D AH 2H 2S 3S 4S 5S 6S 7S",
    west="2C 3C 4C 5C 6C 7C 8C 9C QS 3H 4H 5H 8S",
    north="7D 7H 8H 9H TH JH QH KH AS KS JS TS 9S",
    east="AC KC QC JC TC AD KD QD JD TD 9D 8D 6H",
)


def test_normal_spots_a_moon_shot_and_stops_it() -> None:
    state = new_hearts(deck_from_hands(**MOON), first_direction=3)
    play(state, "2C 9S AC 2D")  # East wins trick 1
    play(state, "AD 3D QS 7D")  # West throws Q♠ to East
    play(state, "KD 4D 5H QH")
    play(state, "QD 5D 4H JH")  # East has taken every point: 17 of them
    assert state.points == [0, 0, 0, 17]
    play(state, "6H")  # East leads a heart; South would normally duck with 2♥
    assert hearts_normal.moon_threat(state, SOUTH) == EAST
    assert choice(state, SOUTH) == (card("AH"), "stop_moon")


def test_normal_without_a_moon_in_sight_ducks_the_same_heart() -> None:
    state = new_hearts(deck_from_hands(**MOON), first_direction=3)
    play(state, "2C 9S AC 2D")
    play(state, "AD 3D QS 7D")
    play(state, "KD 4D 5H QH")
    play(state, "QD 5D 4H JH")
    state.points = [1, 0, 0, 16]  # the same trick, had South taken one heart already
    play(state, "6H")
    assert hearts_normal.moon_threat(state, SOUTH) is None
    assert choice(state, SOUTH) == (card("2H"), "duck")


def test_normal_shoots_the_moon_with_a_hand_that_takes_every_trick() -> None:
    state = new_hearts(
        deck_from_hands(
            south="AC AD KD AH KH QH JH TH 9H 8H AS KS QS",
            west="2C 3C 4C 5C 6C 7C 8C 2D 3D 4D 5D 6D 7D",
            north="9C TC JC QC KC 8D 9D TD JD QD 2H 3H 4H",
            east="5H 6H 7H 2S 3S 4S 5S 6S 7S 8S 9S TS JS",
        ),
        first_direction=3,
    )
    play(state, "2C 9C 2S AC")  # South takes the first trick
    action, why = choice(state, SOUTH)
    assert why == "shoot_moon"
    assert CODES[action] in {"AS", "KS", "QS", "AD", "KD"}  # a winner, never a low card


# -- the hint ----------------------------------------------------------------------------
@pytest.mark.parametrize("steps", [0, 4, 21])
def test_hint_gives_a_legal_action_with_a_reason_in_both_languages(steps: int) -> None:
    record = api.new_game("hearts", seed=4)
    i = 0
    while i < steps or SOUTH not in api.view(record, SOUTH)["to_act"]:
        seat = api.view(record, SOUTH)["to_act"][0]
        record = api.act(record, seat, api.bot_action(record, seat, "easy", seed=i))
        i += 1
    view = api.view(record, SOUTH)
    advice = api.hint(record, SOUTH)
    reason = advice["reason"]
    assert reason["en"] and reason["it"] and reason["en"] != reason["it"]
    api.act(record, SOUTH, advice["action"])  # legal: no IllegalAction
    if view["phase"] == "pass":
        assert len(advice["action"]) == 3 and set(advice["action"]) <= set(view["hand"])
    else:
        assert advice["action"] in view["legal"]


def test_bot_action_refuses_a_seat_with_nothing_to_do() -> None:
    record = api.new_game("hearts", seed=4, options={})
    for seat in (WEST, NORTH, EAST, SOUTH):
        record = api.act(record, seat, api.bot_action(record, seat, "normal"))
    view = api.view(record, SOUTH)
    idle = next(s for s in range(4) if s not in view["to_act"])
    with pytest.raises(api.IllegalAction):
        api.bot_action(record, idle)
