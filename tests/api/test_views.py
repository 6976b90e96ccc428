"""RULES.md "What views show": own cards, the table, public facts; history without cards."""

from __future__ import annotations

import copy
from typing import Any

from helpers import CARD_CODES, SOUTH, Record, play_until, step, turn_view, view_card_codes
from kawu import api

PUBLIC = (
    "game", "phase", "to_act", "trick", "last_trick", "hand_number", "tricks_won", "scores",
    "history", "winner", "hand_sizes", "leader", "trick_number",
)  # fmt: skip
HEARTS_PUBLIC = (*PUBLIC, "pass_direction", "hearts_broken", "points", "options")
SPADES_PUBLIC = (*PUBLIC, "dealer", "bids", "contracts", "bags", "spades_broken", "blind_nil")


def table_cards(view: dict[str, Any]) -> set[str]:
    cards = {c for _, c in view["trick"]}
    if view["last_trick"] is not None:
        cards |= {c for _, c in view["last_trick"]["cards"]}
    return cards


def trick_just_done(r: Record) -> bool:
    v = api.view(r, SOUTH)
    return v["phase"] == "play" and v["last_trick"] is not None and v["trick_number"] == 3


def test_view_names_only_its_own_cards_and_those_on_the_table() -> None:
    record = play_until(
        step(api.new_game("hearts", seed=12)), lambda r: len(api.view(r, SOUTH)["trick"]) == 2
    )
    hands = [set(api.view(record, s)["hand"]) for s in range(4)]
    for seat in range(4):
        view = api.view(record, seat)
        own = hands[seat] | set(view["passed"]) | set(view["received"])
        assert view_card_codes(view) <= own | table_cards(view)
        for other in range(4):
            if other != seat:
                # The three cards a seat passed are its own knowledge; nothing else of another.
                assert view_card_codes(view) & hands[other] <= set(view["passed"])


def test_view_public_facts_are_the_same_for_every_seat() -> None:
    for game, keys in (("hearts", HEARTS_PUBLIC), ("spades", SPADES_PUBLIC)):
        record = play_until(api.new_game(game, seed=5), lambda r: len(r["actions"]) >= 70)
        views = [api.view(record, s) for s in range(4)]
        for key in keys:
            assert all(v[key] == views[0][key] for v in views), key


def test_view_legal_is_empty_for_a_seat_not_to_act() -> None:
    record = step(api.new_game("hearts", seed=12))
    view = turn_view(record)
    assert view["legal"]
    for seat in range(4):
        if seat not in view["to_act"]:
            assert api.view(record, seat)["legal"] == []


def test_view_history_lists_points_never_cards() -> None:
    for game in ("hearts", "spades"):
        record = play_until(
            api.new_game(game, seed=6), lambda r: api.view(r, SOUTH)["hand_number"] == 3
        )
        history = api.view(record, SOUTH)["history"]
        assert len(history) == 2
        assert view_card_codes(history) == set()
        size = 4 if game == "hearts" else 2
        running = [0] * size
        for entry in history:
            assert len(entry["points"]) == size
            running = [a + b for a, b in zip(running, entry["points"], strict=True)]
            assert entry["scores"] == running
        assert api.view(record, SOUTH)["scores"] == running
        if game == "hearts":
            assert all(sum(e["taken"]) == 26 for e in history)
        else:
            assert all(sum(e["tricks"]) == 13 for e in history)


def test_view_last_trick_is_none_until_a_trick_is_complete() -> None:
    record = step(api.new_game("hearts", seed=12))
    record = play_until(record, lambda r: len(api.view(r, SOUTH)["trick"]) == 3)
    assert api.view(record, SOUTH)["last_trick"] is None
    assert api.view(step(record), SOUTH)["last_trick"] is not None


def test_view_last_trick_stays_while_the_next_trick_is_played() -> None:
    record = play_until(step(api.new_game("hearts", seed=12)), trick_just_done)
    view = api.view(record, SOUTH)
    last = view["last_trick"]
    assert view["trick"] == []
    assert len(last["cards"]) == 4
    assert last["leader"] == last["cards"][0][0]
    assert [s for s, _ in last["cards"]] == [(last["leader"] + i) % 4 for i in range(4)]
    assert last["winner"] == view["to_act"][0]
    assert last["hand"] == view["hand_number"] == 1
    for cards_played in (1, 2, 3):
        record = step(record)  # the next trick's cards
        view = api.view(record, SOUTH)
        assert len(view["trick"]) == cards_played
        assert view["last_trick"] == last
    record = step(record)
    assert api.view(record, SOUTH)["last_trick"] != last, "the next trick is now the last"


def test_view_last_trick_points_are_what_its_winner_took_in_hearts() -> None:
    # RULES.md: a heart is 1 point, Q♠ 13; the last trick's points are what its winner scored.
    record = step(api.new_game("hearts", seed=5))
    seen_points = set()
    while api.view(record, SOUTH)["hand_number"] == 1:
        before = api.view(record, SOUTH)
        record = step(record)
        after = api.view(record, SOUTH)
        if after["last_trick"] is not None and after["last_trick"] != before["last_trick"]:
            last = after["last_trick"]
            points = after["points"] if after["hand_number"] == 1 else after["history"][0]["taken"]
            gained = points[last["winner"]] - before["points"][last["winner"]]
            assert last["points"] == gained
            seen_points.add(gained)
    assert len(seen_points) >= 2, "tricks with and without points came up"


def test_view_last_trick_stays_visible_across_hands() -> None:
    for game, next_phase in (("hearts", "pass"), ("spades", "bid")):
        record = play_until(
            api.new_game(game, seed=7), lambda r: api.view(r, SOUTH)["hand_number"] == 2
        )
        view = api.view(record, SOUTH)
        assert view["phase"] == next_phase
        assert view["tricks_won"] == [0, 0, 0, 0]
        last = view["last_trick"]
        assert last is not None and last["hand"] == 1
        assert len(last["cards"]) == 4
        if game == "spades":
            assert last["points"] is None
        # Still the same trick while the new hand begins, until its first trick is complete.
        record = play_until(record, lambda r: api.view(r, SOUTH)["phase"] == "play")
        assert api.view(record, SOUTH)["last_trick"] == last
        record = play_until(record, lambda r: len(api.view(r, SOUTH)["trick"]) == 3)
        assert api.view(record, SOUTH)["last_trick"] == last
        record = step(record)
        assert api.view(record, SOUTH)["last_trick"]["hand"] == 2


def test_view_received_cards_shown_only_after_all_four_passed() -> None:
    record = api.new_game("hearts", seed=13)
    hands = [api.view(record, s)["hand"] for s in range(4)]
    for seat in (0, 1, 2):
        record = api.act(record, seat, hands[seat][:3])
    for seat in range(4):
        view = api.view(record, seat)
        assert view["received"] == []
        assert set(view["hand"]) <= set(hands[seat])
    record = api.act(record, 3, hands[3][:3])
    for seat in range(4):
        view = api.view(record, seat)
        giver = (seat - 1) % 4  # hand 1 passes left: each seat receives from its right
        assert view["received"] == sorted(hands[giver][:3], key=list(CARD_ORDER).index)
        assert set(view["received"]) <= set(view["hand"])


CARD_ORDER = sorted(CARD_CODES, key=lambda c: ("CDHS".index(c[1]), "23456789TJQKA".index(c[0])))


def test_view_a_passing_seat_holds_ten_cards_meanwhile() -> None:
    record = api.new_game("hearts", seed=13)
    hand = api.view(record, 2)["hand"]
    record = api.act(record, 2, hand[-3:])
    north = api.view(record, 2)
    assert north["hand"] == hand[:-3]
    assert len(north["hand"]) == 10
    assert north["passed"] == hand[-3:]
    assert north["legal"] == []
    assert north["to_act"] == [0, 1, 3]
    assert api.view(record, SOUTH)["hand_sizes"] == [13, 13, 10, 13]
    assert api.view(record, SOUTH)["passed"] == []


def test_view_blind_nil_seat_sees_no_cards_until_it_looks() -> None:
    def blind_choice(r: Record) -> bool:
        v = turn_view(r)
        return v["phase"] == "bid" and v["legal"] == ["blind_nil", "look"]

    record = play_until(api.new_game("spades", {"blind_nil": True}, seed=3), blind_choice)
    view = turn_view(record)
    seat = view["seat"]
    assert view["hand"] == []
    assert view["hand_hidden"] is True
    assert view_card_codes(view) <= table_cards(view)
    looked = api.act(record, seat, "look")
    assert len(api.view(looked, seat)["hand"]) == 13
    assert api.view(looked, seat)["legal"] == list(range(14))
    blind = api.act(record, seat, "blind_nil")
    assert api.view(blind, seat)["bids"][seat] == 0
    assert api.view(blind, seat)["blind_nil"][seat] is True


def test_view_changing_a_view_changes_nothing_later() -> None:
    record = play_until(
        api.new_game("hearts", seed=6), lambda r: api.view(r, SOUTH)["hand_number"] == 2
    )
    before = copy.deepcopy(api.view(record, SOUTH))
    spoiled = api.view(record, SOUTH)
    spoiled["history"][0]["points"][0] = 999
    spoiled["history"][0]["taken"].clear()
    spoiled["scores"][0] = 999
    spoiled["hand"].clear()
    if spoiled["last_trick"] is not None:
        spoiled["last_trick"]["cards"].clear()
    assert api.view(record, SOUTH) == before


def test_the_view_names_who_a_seat_passes_to_and_receives_from() -> None:
    # Rules, passing: hand 1 to the left, hand 2 to the right, hand 3 across, hand 4 no pass.
    expected = {"left": (1, 3), "right": (3, 1), "across": (2, 2), "none": (None, None)}
    record = api.new_game("hearts", seed=3)
    for direction, (to, source) in expected.items():
        view = api.view(record, 0)
        assert view["pass_direction"] == direction
        assert (view["pass_to"], view["pass_from"]) == (to, source)
        east = api.view(record, 3)
        if to is not None:
            assert east["pass_to"] == (3 + to) % 4 and east["pass_from"] == (3 + source) % 4
        while api.view(record, 0)["hand_number"] == view["hand_number"]:
            seat = api.view(record, 0)["to_act"][0]
            record = api.act(record, seat, api.bot_action(record, seat, "easy", seed=1))
