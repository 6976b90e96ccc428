"""The computer players with the Hearts option ``jack_of_diamonds`` (J♦ scores -10 to its taker).

Legal at every level with the option; the normal player wins J♦ when it is safe and never gives
it away; the hard level's search values J♦ through the engine's own scoring. Fixed deals, hand 1
a hold hand (``first_direction=3``) unless it passes.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from helpers import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    deck_from_hands,
    is_legal,
    new_hearts,
    play,
    play_out_hand,
    random_action,
    seeded_deals,
)
from kawu.bots import decide
from kawu.bots.hearts import normal as hearts_normal
from kawu.bots.hearts import passing as hearts_pass
from kawu.bots.rollouts import Budget
from kawu.bots.search import distinct_cards
from kawu.engine.cards import CODES, JACK_DIAMONDS
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.tricks import Phase
from kawu.words.say import say

SMALL = Budget(plays=1500, min_deals=4, max_deals=8)

# East wins trick 1 with A♣ and leads 2♦; West's only diamond is J♦; North plays last.
NORTH_LAST_ON_THE_JACK = deck_from_hands(
    south="2C 3D 5D 6D 2S 3S 4S 5S 6S 2H 3H 4H 5H",
    west="3C 4C 5C JD 7S 8S 9S TS 6H 7H 8H 9H TH",
    north="6C 7C 8C QD 4D KD AD JS QS KS AS JH QH",
    east="AC 9C TC JC QC KC 2D 7D 8D 9D TD KH AH",
)
# West has no club: on trick 1 it throws away a card, J♦ its highest.
WEST_VOID_WITH_THE_JACK = deck_from_hands(
    south="2C 3C 4C 5C 6C 7C 8C 9C TC 5D 6D 7D 8D",
    west="JD 2D 3D 4D 2S 3S 4S 5S 2H 3H 4H 5H 6H",
    north="JC QC KC AC 9D TD QD KD AD 6S 7S 8S 9S",
    east="TS JS QS KS AS 7H 8H 9H TH JH QH KH AH",
)


def hold(deck: list[int], jack: bool) -> Hearts:
    return new_hearts(deck, first_direction=3, jack_of_diamonds=jack)


def normal(state: Hearts, seat: int) -> tuple[str, str]:
    c, why = hearts_normal.choose_play(state, seat)
    return CODES[c], why


def test_normal_wins_the_jack_of_diamonds_when_nobody_can_take_it_back() -> None:
    on = hold(NORTH_LAST_ON_THE_JACK, jack=True)
    play(on, "2C 3C 6C AC 2D 3D JD")
    assert normal(on, NORTH) == ("QD", "win_jack")  # the cheapest diamond above J♦
    off = hold(NORTH_LAST_ON_THE_JACK, jack=False)
    play(off, "2C 3C 6C AC 2D 3D JD")
    assert normal(off, NORTH) == ("4D", "duck")  # kawu's rules: J♦ is worth nothing


def test_normal_tries_to_keep_the_jack_of_diamonds_from_the_game_leader() -> None:
    # West wins trick 1 and leads J♦; North's Q♦ beats it, but East may hold K♦ or A♦.
    deck = deck_from_hands(
        south="2C 3D 5D 6D 2S 3S 4S 5S 6S 2H 3H 4H 5H",
        west="AC JD 3C 4C 7S 8S 9S TS 6H 7H 8H 9H TH",
        north="6C 7C 8C QD 4D 2D 9D JS QS KS AS JH QH",
        east="5C 9C TC JC QC KC KD AD 7D 8D TD KH AH",
    )
    for scores, chosen in (
        ([0, 0, 0, 0], ("9D", "duck")),
        ([40, 10, 35, 50], ("QD", "jack_from_leader")),
    ):
        state = hold(deck, jack=True)
        state.scores = scores  # from earlier hands: in the second, West leads the game
        play(state, "2C AC 6C 5C JD")
        assert normal(state, NORTH) == chosen


def test_normal_leads_the_jack_of_diamonds_once_no_diamond_out_beats_it() -> None:
    deck = deck_from_hands(
        south="2C AD JD 2D 2S 3S 4S 5S 6S 2H 3H 4H 5H",
        west="3C QD 5D 6D 7S 8S 9S TS 6H 7H 8H 9H TH",
        north="4C 4D 7D 8D 5C 6C JS QS KS AS JH QH KH",
        east="AC KD 3D 9D TD 7C 8C 9C TC JC QC KC AH",
    )
    chosen = {}
    for jack in (True, False):
        state = hold(deck, jack)
        play(state, "2C 3C 4C AC KD AD QD 4D")  # Q♦ K♦ A♦ are gone; South leads
        chosen[jack] = normal(state, SOUTH)
    assert chosen[True] == ("JD", "lead_jack")
    assert chosen[False][0] != "JD"


def test_normal_never_throws_the_jack_of_diamonds_to_another_seat() -> None:
    on = hold(WEST_VOID_WITH_THE_JACK, jack=True)
    play(on, "2C")
    card_on, _ = normal(on, WEST)
    assert card_on != "JD"
    off = hold(WEST_VOID_WITH_THE_JACK, jack=False)
    play(off, "2C")
    assert normal(off, WEST)[0] == "JD"  # its highest card, when J♦ scores nothing


def test_normal_keeps_the_jack_of_diamonds_in_its_pass() -> None:
    on = new_hearts(WEST_VOID_WITH_THE_JACK, jack_of_diamonds=True)
    off = new_hearts(WEST_VOID_WITH_THE_JACK)
    assert on.phase is Phase.PASS
    assert JACK_DIAMONDS in hearts_pass.choose_pass(off, WEST)[0]
    assert JACK_DIAMONDS not in hearts_pass.choose_pass(on, WEST)[0]


def test_hard_values_the_jack_of_diamonds_through_the_scoring() -> None:
    state = hold(NORTH_LAST_ON_THE_JACK, jack=True)
    play(state, "2C 3C 6C AC 2D 3D JD")
    action, _, params = decide(state, NORTH, "hard", random.Random(1), SMALL)
    assert CODES[action] in {"QD", "KD", "AD"}  # North takes J♦
    assert params["deals"] >= 1
    # The search's score of a finished hand is the engine's points, J♦ included.
    play_out_hand(state)
    assert state.history[-1]["jack"] is not None
    seat = state.history[-1]["jack"]
    assert hearts_normal.score(state, seat) == -state.history[-1]["points"][seat]


def test_search_keeps_the_jack_of_diamonds_apart_from_touching_diamonds() -> None:
    deck = deck_from_hands(
        south="2C TD JD QD 2S 3S 4S 5S 6S 2H 3H 4H 5H",
        west="3C 4C 5C 9D 7S 8S 9S TS 6H 7H 8H 9H TH",
        north="6C 7C 8C 2D 4D KD AD JS QS KS AS JH QH",
        east="AC 9C TC JC QC KC 3D 5D 6D 7D 8D KH AH",
    )
    for jack, classes in ((False, ["TD"]), (True, ["TD", "JD", "QD"])):
        state = hold(deck, jack)
        play(state, "2C 3C 6C AC 3D")  # diamonds led to South, who holds 10♦ J♦ Q♦
        legal = state.legal_mask()
        assert [CODES[c] for c in distinct_cards(state, legal, SOUTH)] == classes


def test_the_new_hint_reasons_are_worded_in_both_languages() -> None:
    for code in ("win_jack", "lead_jack", "jack_from_leader"):
        words = say(code, {"card": "QD"})
        assert "fante di quadri" in words["it"] and "jack of diamonds" in words["en"]


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**40), play_seed=st.integers(0, 2**40))
def test_property_every_level_plays_legally_with_the_jack_of_diamonds(
    seed: int, play_seed: int
) -> None:
    state = Hearts(HeartsOptions(jack_of_diamonds=True), deals=seeded_deals(seed))
    rng = random.Random(play_seed)
    step = 0
    while state.hand_number == 1:
        seat = state.to_act()[0]
        for level in ("easy", "normal") + (("hard",) if step % 9 == 0 else ()):
            action, _, _ = decide(state, seat, level, random.Random(step), SMALL)
            assert is_legal(state, seat, action), (level, state.phase, action)
        state.apply(seat, random_action(state, seat, rng))
        step += 1
    assert state.history[-1]["jack"] in (SOUTH, WEST, NORTH, EAST)
