"""A decided hand (nothing left can change its score) and finishing it at once.

``kawu.engine.decided.hand_decided`` judges from every hand (``seat=None``) or from what one seat
knows; ``api.view(...)["decided"]`` is the viewer's answer and ``api.finish_hand`` plays the rest.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from helpers import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    bid_all,
    deck_from_hands,
    new_hearts,
    new_spades,
    play,
    redeal,
    seeded_deals,
    spades_sweep_deck,
)
from kawu import api, bridge
from kawu.engine.cards import CODES
from kawu.engine.decided import hand_decided
from kawu.engine.errors import IllegalAction
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.spades import Spades
from kawu.engine.tricks import Phase, TrickGame

# Every point is played in tricks 2 to 5; eight tricks are left, with different winners.
POINTS_EARLY = deck_from_hands(
    south="2C AD 3H 8H KH 3D 4D 5D 6D 7D 8D 9D QD",
    west="AC 2D 4H 9H AH JD TD KD 5C 6C 7C 8C 9C",
    north="3C 2H 5H TH JH TC JC QC KC 2S 3S 4S 5S",
    east="4C QS 6H 7H QH 6S 7S 8S 9S TS JS KS AS",
)
POINTS_EARLY_PLAY = (
    "2C AC 3C 4C",  # West wins
    "2D 2H QS AD",  # North and East throw 2♥ and Q♠ to South: hearts are broken
    "3H 4H 5H 6H",  # East wins
    "7H 8H 9H TH",  # North wins
    "JH QH KH AH",  # West wins the last points
)
# South holds every club and leads 2♣: it wins all 13 tricks whatever anyone plays.
ONE_SUIT_EACH = deck_from_hands(
    south="2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    west="2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    north="2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    east="2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
)


def hold(deck: list[int], **options: object) -> Hearts:
    return new_hearts(deck, first_direction=3, **options)


def hand_score(state: TrickGame) -> str:
    """What a finished hand changed, as text: its points (Spades: its bags as well)."""
    entry = state.history[-1]
    return json.dumps([entry["points"], entry.get("bags"), entry.get("bag_penalty")])


def random_finish(state: TrickGame, rng: random.Random) -> str:
    """Play the hand out with random legal cards (on a copy); the hand's score."""
    world = state.clone()
    hand = world.hand_number
    while world.phase is Phase.PLAY and world.hand_number == hand:
        options = world.legal_actions(world.turn)
        world.apply(world.turn, options[rng.randrange(len(options))])
    return hand_score(world)


# -- Hearts: no points left ------------------------------------------------------------------
@pytest.mark.parametrize("jack", [False, True])
def test_decided_hearts_when_no_point_card_is_left_in_a_hand_or_the_trick(jack: bool) -> None:
    game = hold(POINTS_EARLY, jack_of_diamonds=jack)
    play(game, " ".join(POINTS_EARLY_PLAY[:4]))
    play(game, "JH QH KH")  # the last points lie in the trick: whoever wins it takes them
    assert not hand_decided(game)
    play(game, "AH")
    assert game.trick_number == 5  # eight tricks left, and no point card among them
    # With the J♦ option, J♦ (still in West's hand) is a point card: the hand is open.
    assert hand_decided(game) is not jack
    assert [hand_decided(game, s) for s in range(4)] == [not jack] * 4  # a public fact
    if jack:
        play(game, "JD 2S 6S")  # J♦ lies in the trick; South may win it with Q♦, or not
        assert not hand_decided(game)
        play(game, "3D")
        assert hand_decided(game) and game.jack == WEST


def test_decided_hearts_not_at_the_start_of_an_ordinary_hand() -> None:
    game = hold(POINTS_EARLY)
    assert not hand_decided(game)
    assert not any(hand_decided(game, s) for s in range(4))


def test_decided_hearts_one_seat_takes_every_trick_known_only_to_it() -> None:
    game = hold(ONE_SUIT_EACH)
    assert hand_decided(game)  # South holds every club and leads: it takes all 13 tricks
    assert hand_decided(game, SOUTH)
    # The others cannot see South's hand: for them it might hold a heart to lose a trick with.
    assert not any(hand_decided(game, s) for s in (WEST, NORTH, EAST))


def test_decided_is_false_outside_the_play_phase() -> None:
    game = new_hearts(ONE_SUIT_EACH)  # hand 1 passes to the left first
    assert game.phase is Phase.PASS
    assert not hand_decided(game) and not hand_decided(game, SOUTH)


# -- Spades ----------------------------------------------------------------------------------
def test_decided_spades_one_seat_holds_every_spade_and_leads() -> None:
    game = new_spades(spades_sweep_deck(SOUTH))
    bid_all(game, {SOUTH: 13, WEST: 1, NORTH: 1, EAST: 1})
    assert game.turn == SOUTH
    assert hand_decided(game) and hand_decided(game, SOUTH)
    assert not hand_decided(game, WEST)


def test_decided_spades_both_teams_set_beyond_repair_and_no_nil() -> None:
    game = new_spades(spades_sweep_deck(WEST))
    bid_all(game, {SOUTH: 7, WEST: 7, NORTH: 7, EAST: 7})  # 14 tricks each: both are set
    assert all(hand_decided(game, s) for s in range(4))


@pytest.mark.parametrize(
    "bids",
    [
        {SOUTH: 3, WEST: 3, NORTH: 3, EAST: 3},  # every trick can still matter
        {SOUTH: 0, WEST: 7, NORTH: 13, EAST: 7},  # South's nil is open
    ],
)
def test_decided_spades_not_while_a_trick_can_change_a_contract_or_a_nil(
    bids: dict[int, int],
) -> None:
    game = new_spades(spades_sweep_deck(WEST))
    bid_all(game, bids)
    assert game.turn == SOUTH
    assert not hand_decided(game, SOUTH)
    play(game, CODES[min(game.legal_actions(SOUTH))])
    assert hand_decided(game)  # West holds every spade: it takes every trick from here
    assert not hand_decided(game, SOUTH)  # which South cannot know


# -- the property: a decided hand's score does not depend on the cards played ---------------
@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**40),
    play_seed=st.integers(0, 2**40),
    game=st.sampled_from(["hearts", "spades"]),
    jack=st.booleans(),
)
def test_property_a_decided_hand_scores_the_same_whatever_is_played(
    seed: int, play_seed: int, game: str, jack: bool
) -> None:
    rng = random.Random(play_seed)
    state: TrickGame
    if game == "hearts":
        state = Hearts(HeartsOptions(jack_of_diamonds=jack), deals=seeded_deals(seed))
    else:
        state = Spades(deals=seeded_deals(seed), first_dealer=seed % 4)
    while state.phase is not Phase.PLAY:
        for s in state.to_act():
            options = state.legal_actions(s)
            if state.phase is Phase.PASS:
                state.apply(s, rng.sample(options, 3))
            else:
                state.apply(s, rng.choice([o for o in options if o >= 0]))
    checked = 0
    while state.phase is Phase.PLAY and state.hand_number == 1:
        views = [hand_decided(state, s) for s in range(4)]
        if hand_decided(state):
            scores = {random_finish(state, random.Random(play_seed + k)) for k in range(4)}
            assert len(scores) == 1, f"decided at trick {state.trick_number + 1}, yet {scores}"
            checked += 1
        else:
            assert not any(views), "a seat's knowledge says decided, every hand says not"
        options = state.legal_actions(state.turn)
        state.apply(state.turn, options[rng.randrange(len(options))])
    assert checked >= 1  # the last trick at least is decided


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_a_seats_answer_does_not_depend_on_cards_it_cannot_see(game: str) -> None:
    """The other hands dealt again, keeping all the seat knows: the same answer."""
    rng = random.Random(5)
    seen = {True: 0, False: 0}
    for seed in range(12):
        state: TrickGame
        if game == "hearts":
            state = Hearts(HeartsOptions(jack_of_diamonds=True), deals=seeded_deals(seed))
        else:
            state = Spades(deals=seeded_deals(seed), first_dealer=0)
        while state.hand_number == 1:
            seat = state.to_act()[0]
            if state.phase is Phase.PLAY:
                for viewer in range(4):
                    answer = hand_decided(state, viewer)
                    seen[answer] += 1
                    fixed = None
                    if isinstance(state, Hearts) and state.pass_offset:
                        fixed = [0, 0, 0, 0]
                        fixed[(viewer + state.pass_offset) % 4] = state.passed[viewer]
                        fixed[(viewer + state.pass_offset) % 4] &= ~state.played
                    other = redeal(state, viewer, rng, fixed)
                    assert other is not None
                    assert hand_decided(other, viewer) == answer
            options = state.legal_actions(seat)
            if state.phase is Phase.PASS:
                state.apply(seat, rng.sample(options, 3))
            else:
                state.apply(seat, rng.choice([o for o in options if o >= 0]))
    assert seen[True] and seen[False]


# -- the API and the bridge ------------------------------------------------------------------
def lowest_until_decided(record: dict[str, object], seat: int = SOUTH) -> dict[str, object]:
    for _ in range(80):
        v = api.view(record, seat)
        if v["decided"]:
            return record
        turn = v["to_act"][0]
        legal = api.view(record, turn)["legal"]
        action = legal[:3] if v["phase"] == "pass" else legal[0]
        record = api.act(record, turn, action)
    raise AssertionError("the hand was never decided")


@pytest.mark.parametrize(("game", "seed"), [("hearts", 5), ("spades", 2), ("hearts", 9)])
def test_api_finish_hand_plays_the_rest_of_a_decided_hand(game: str, seed: int) -> None:
    options = {"jack_of_diamonds": True} if seed == 9 else None
    record = lowest_until_decided(api.new_game(game, options, seed=seed))
    before = api.view(record, SOUTH)
    assert before["decided"] is True and before["phase"] == "play"
    assert api.decided(record) is True
    done = api.finish_hand(record)
    assert done["actions"][: len(record["actions"])] == record["actions"]
    after = api.view(done, SOUTH)
    assert len(after["history"]) == len(before["history"]) + 1
    assert after["hand_number"] == before["hand_number"] + 1 or after["phase"] == "game_over"
    assert after["decided"] is False  # the next hand starts with its pass or bids
    # Random cards instead of the lowest ones: the same score.
    state = api.load(record)
    assert all(
        random_finish(state, random.Random(k)) == hand_score(api.load(done)) for k in range(5)
    )


def test_api_finish_hand_refuses_a_hand_that_is_not_decided() -> None:
    record = api.new_game("spades", seed=4)
    v = api.view(record, SOUTH)
    assert v["decided"] is False and v["phase"] == "bid"
    with pytest.raises(IllegalAction) as info:
        api.finish_hand(record)
    assert info.value.reason == "not_decided"
    answer = json.loads(
        bridge.call("finish", json.dumps({"record": record, "viewer": SOUTH}))
    )
    assert answer["ok"] is False
    error = answer["error"]
    assert error["reason"] == "not_decided"
    assert "decided" in error["en"] and "decisa" in error["it"]


def test_bridge_finish_returns_the_record_and_the_viewers_view() -> None:
    record = lowest_until_decided(api.new_game("hearts", seed=5))
    answer = json.loads(bridge.call("finish", json.dumps({"record": record, "viewer": SOUTH})))
    assert answer["ok"] is True
    result = answer["result"]
    assert result["record"] == api.finish_hand(record)
    assert result["view"] == api.view(result["record"], SOUTH)
    assert "decided" in result["view"]
