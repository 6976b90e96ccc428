"""Undo (README "At the table"; issue "Undo cannot peek"): what a seat may take back, and why
not. The view's ``undo`` says beforehand exactly what ``api.undo`` then does."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from helpers import SOUTH, Record, first_choice, play_until, step, turn_view
from kawu import api
from kawu.api import IllegalAction


def refused(record: Record, seat: int) -> str:
    """The reason code ``undo`` gives, checked against the view's ``undo``."""
    with pytest.raises(IllegalAction) as info:
        api.undo(record, seat)
    said = api.view(record, seat)["undo"]
    assert said["possible"] is False
    assert said["reason"]["code"] == info.value.reason
    assert said["reason"]["it"] and said["reason"]["en"]
    return info.value.reason


def act_alone(record: Record, seat: int) -> Record:
    return api.act(record, seat, first_choice(record, seat))


def test_undo_takes_back_the_last_card_with_the_cards_played_after_it() -> None:
    record = step(api.new_game("hearts", seed=3))
    leader = turn_view(record)["seat"]
    later = play_until(record, lambda r: len(r["actions"]) == len(record["actions"]) + 3)
    assert api.view(later, leader)["undo"] == {"possible": True, "reason": None}
    back = api.undo(later, leader)
    assert back["actions"] == record["actions"]
    assert api.view(back, leader) == api.view(record, leader)


def test_undo_with_nothing_done_yet_is_refused() -> None:
    assert refused(api.new_game("hearts", seed=1), SOUTH) == "nothing_to_undo"


def test_undo_of_a_pass_before_the_exchange_is_allowed() -> None:
    record = api.new_game("hearts", seed=2)
    passed = act_alone(act_alone(record, 0), 1)  # two of the four passes: nothing received
    back = api.undo(passed, 0)
    assert back["actions"] == []
    assert api.view(passed, 0)["undo"]["possible"] is True


def test_undo_never_goes_back_over_a_pass_once_the_cards_were_exchanged() -> None:
    # The computer players pass first; the person's pass completes the exchange and shows the
    # three cards received: taking the pass back would let the person choose again knowing them.
    record = api.new_game("hearts", seed=2)
    for seat in (1, 2, 3, 0):
        record = act_alone(record, seat)
    assert api.view(record, 0)["received"]
    assert refused(record, 0) == "pass_received"
    # The same after the first card of the person: its card goes back, its pass never.
    record = play_until(record, lambda r: 0 in api.view(r, 0)["to_act"])
    record = act_alone(record, 0)
    back = api.undo(record, 0)
    assert refused(back, 0) == "pass_received"


def test_undo_never_reopens_a_finished_hand() -> None:
    record = play_until(
        api.new_game("hearts", seed=7), lambda r: api.view(r, SOUTH)["hand_number"] == 2
    )
    assert refused(record, SOUTH) == "hand_over"


def test_undo_after_the_game_is_over_is_refused() -> None:
    record = play_until(
        api.new_game("hearts", {"target": 50}, seed=9),
        lambda r: api.view(r, SOUTH)["phase"] == "game_over",
    )
    assert refused(record, SOUTH) == "game_over"


def spades_bidding(seed: int = 4) -> Record:
    return api.new_game("spades", seed=seed)


def test_undo_of_a_bid_that_nothing_followed_is_allowed() -> None:
    record = spades_bidding()
    bidder = turn_view(record)["seat"]
    bid = act_alone(record, bidder)
    assert api.undo(bid, bidder)["actions"] == []


def test_undo_of_a_bid_once_others_have_bid_is_refused() -> None:
    # The bids after yours say something of those hands: choosing again knowing them peeks.
    record = spades_bidding()
    bidder = turn_view(record)["seat"]
    record = step(act_alone(record, bidder))
    assert refused(record, bidder) == "bids_seen"


def test_undo_of_the_last_bid_once_the_first_card_is_played_is_refused() -> None:
    record = play_until(spades_bidding(), lambda r: api.view(r, SOUTH)["phase"] == "play")
    last_bidder = record["actions"][-1][0]
    record = step(record)  # the first card of the hand, a card of another seat
    assert refused(record, last_bidder) == "play_started"


def test_undo_never_goes_back_over_a_blind_nil_or_a_look() -> None:
    def blind_choice(r: Record) -> bool:
        v = turn_view(r)
        return v["phase"] == "bid" and v["legal"] == ["blind_nil", "look"]

    record = play_until(api.new_game("spades", {"blind_nil": True}, seed=3), blind_choice)
    seat = turn_view(record)["seat"]
    for choice in ("blind_nil", "look"):
        assert refused(api.act(record, seat, choice), seat) == "cards_seen"


def random_game_prefixes(game: str, seed: int, stops: int) -> list[Record]:
    """Records along one random game (random legal actions), at ``stops`` random points."""
    rng = random.Random(seed)
    options: dict[str, Any] = {"target": 50} if game == "hearts" else {"target": 250}
    record = api.new_game(game, options, seed=seed)
    out = []
    for _ in range(400):
        view = api.view(record, SOUTH)
        if view["phase"] == "game_over":
            break
        seat = rng.choice(view["to_act"])
        legal = api.view(record, seat)["legal"]
        action = rng.sample(legal, 3) if view["phase"] == "pass" else rng.choice(legal)
        record = api.act(record, seat, action)
        if rng.random() < stops / 200:
            out.append(record)
    return [*out, record]


@settings(max_examples=8, deadline=None)
@given(game=st.sampled_from(["hearts", "spades"]), seed=st.integers(0, 10_000))
def test_the_views_undo_agrees_with_undo_exactly(game: str, seed: int) -> None:
    for record in random_game_prefixes(game, seed, stops=6):
        for seat in range(4):
            said = api.view(record, seat)["undo"]
            try:
                back = api.undo(record, seat)
            except IllegalAction as e:
                assert said["possible"] is False
                assert said["reason"]["code"] == e.reason
            else:
                assert said == {"possible": True, "reason": None}
                assert len(back["actions"]) < len(record["actions"])
                hand = api.view(record, SOUTH)["hand_number"]
                assert api.view(back, SOUTH)["hand_number"] == hand
