"""The uniform state surface both games share: malformed actions, clones, describe()."""

from __future__ import annotations

from typing import Any

import pytest
from test_hearts_rules import MIXED, ONE_SUIT_EACH

from helpers import SOUTH, WEST, cards, new_hearts, new_spades, seeded_deals, spades_sweep_deck
from kawu import api
from kawu.engine.errors import IllegalAction
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.spades import Spades, SpadesOptions
from kawu.engine.tricks import Phase, TrickGame


def reason(state: Any, seat: int, action: Any) -> str:
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)
    return info.value.reason


def test_engine_hearts_refuses_malformed_actions_with_reasons() -> None:
    passing = new_hearts(ONE_SUIT_EACH)
    assert reason(passing, SOUTH, "2C") == "pass_count"
    assert reason(passing, SOUTH, None) == "pass_count"
    assert reason(passing, SOUTH, 0) == "wrong_phase"
    assert reason(passing, SOUTH, [0, 1, 60]) == "not_a_card"
    assert reason(passing, 7, cards("2C 3C 4C")) == "bad_seat"
    playing = new_hearts(MIXED, first_direction=3)
    assert reason(playing, SOUTH, "2C") == "not_a_card"
    assert reason(playing, SOUTH, True) == "not_a_card"
    assert reason(playing, SOUTH, 52) == "not_a_card"
    assert reason(playing, SOUTH, -1) == "not_a_card"
    assert reason(playing, SOUTH, [0, 1, 2]) == "wrong_phase"
    with pytest.raises(IllegalAction, match="it is time to play a card, not to pass"):
        playing.check_pass(SOUTH, cards("2C 3C 4C"))


def test_engine_spades_refuses_malformed_actions_with_reasons() -> None:
    game = new_spades(spades_sweep_deck(SOUTH))
    assert reason(game, SOUTH, "3") == "bid_range"
    assert reason(game, SOUTH, True) == "bid_range"
    with pytest.raises(IllegalAction, match="it is time to bid, not to play"):
        game.check_play(SOUTH, 0)
    for _ in range(4):
        game.apply(game.turn, 3)
    assert reason(game, SOUTH, "2S") == "not_a_card"
    assert reason(game, SOUTH, 2.0) == "not_a_card"
    with pytest.raises(IllegalAction, match="it is time to play a card, not to bid"):
        game.check_bid(SOUTH, 3)
    assert reason(game, WEST, 39) == "not_your_turn"


def test_engine_clone_is_independent_of_its_original() -> None:
    game = Hearts(HeartsOptions(), deals=seeded_deals(4), first_direction=3)
    twin = game.clone()
    twin.apply(twin.turn, twin.legal_actions(twin.turn)[0])
    assert game.trick == [] and len(twin.trick) == 1
    assert game.hands != twin.hands
    assert game.phase is Phase.PLAY
    assert game.view(SOUTH)["trick"] == []


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_engine_clone_copies_every_slot_and_shares_no_list(game: str) -> None:
    state: TrickGame
    if game == "hearts":
        state = Hearts(HeartsOptions(jack_of_diamonds=True), deals=seeded_deals(5))
        for seat in range(4):
            state.apply(seat, state.legal_actions(seat)[:3])
    else:
        state = Spades(SpadesOptions(), deals=seeded_deals(5), first_dealer=1)
        for _ in range(4):
            state.apply(state.turn, 3)
    for _ in range(6):  # a trick and a half: a trick in play, one in the log
        state.apply(state.turn, state.legal_actions(state.turn)[-1])
    twin = state.clone()
    slots = [n for cls in type(state).__mro__ for n in getattr(cls, "__slots__", ())]
    assert len(slots) > 20
    for name in slots:
        mine, its = getattr(state, name), getattr(twin, name)
        assert its == mine, name
        if type(mine) is list:
            assert its is not mine, name


def test_api_describe_lists_games_options_and_defaults() -> None:
    info = api.describe()
    assert info["version"] == api.VERSION == 1
    hearts = info["games"]["hearts"]
    assert hearts["options"] == {
        "target": [100, 50, 150],
        "queen": ["free", "after_hearts", "breaks_hearts"],
        "moon": ["add_to_others", "subtract_from_self", "best_for_shooter"],
        "jack_of_diamonds": [False, True],
    }
    # the house rules (RULES.md), every one off by default: tests/api/test_house_api.py
    assert list(hearts["house"]) == [
        "pass_directions", "pass_count", "first_trick_points", "hearts_lead", "first_lead",
        "points", "no_tricks_bonus",
    ]  # fmt: skip
    assert hearts["defaults"] == HeartsOptions().to_json()
    assert {**hearts["defaults"], **hearts["house_defaults"]} == HeartsOptions().full_json()
    spades = info["games"]["spades"]
    assert spades["options"]["target"] == [500, 300, 250]
    assert spades["defaults"] == SpadesOptions().to_json()
    assert {**spades["defaults"], **spades["house_defaults"]} == SpadesOptions().full_json()
    for game in ("hearts", "spades"):
        defaults = {**info["games"][game]["defaults"], **info["games"][game]["house_defaults"]}
        choices = {**info["games"][game]["options"], **info["games"][game]["house"]}
        for k, v in defaults.items():  # (a list of directions is made of its choices)
            assert all(d in choices[k] for d in v) if isinstance(v, list) else v in choices[k]


def test_api_legal_is_the_views_legal_list() -> None:
    record = api.new_game("spades", seed=3)
    seat = api.view(record, SOUTH)["to_act"][0]
    assert api.legal(record, seat) == api.view(record, seat)["legal"] == list(range(14))


def test_api_pass_with_a_code_that_is_no_card_is_refused() -> None:
    record = api.new_game("hearts", seed=3)
    hand = api.view(record, SOUTH)["hand"]
    with pytest.raises(IllegalAction, match="not a card: 'ZZ'") as info:
        api.act(record, SOUTH, ["ZZ", *hand[:2]])
    assert info.value.reason == "not_a_card"
    with pytest.raises(IllegalAction, match="a pass is a list of 3 card codes") as info:
        api.act(record, SOUTH, [1, 2, 3])
    assert info.value.reason == "pass_count"
