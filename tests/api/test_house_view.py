"""The view's ``taken`` and ``pass_count`` (issue 44, at the table): each seat's scoring cards
taken this hand under the game's points scheme (so the page's marks on the piles come from the
view and survive a reload), the same for every seat (public: played cards only), and the number
of cards a pass takes.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from kawu import api

BLACK_MARIA = {"points": "black_maria", "pass_directions": ["right"]}
SPOT_RANKS = {"T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}


def spot_points(code: str) -> int:
    """Spot (RULES.md): a heart by rank, 2-10 face value, J 11, Q 12, K 13, A 14; Q♠ 25."""
    if code == "QS":
        return 25
    return SPOT_RANKS.get(code[0]) or int(code[0])


def scoring(points: str, jack: bool, code: str) -> int:
    """A card's points written from RULES.md, not from the engine's tables."""
    if jack and code == "JD":
        return -10
    if points == "spot":
        return spot_points(code) if code[1] == "H" or code == "QS" else 0
    table = {"QS": 13, "KS": 10, "AS": 7} if points == "black_maria" else {"QS": 13}
    return 1 if code[1] == "H" else table.get(code, 0)


def play_hand(options: dict[str, Any], seed: int) -> list[dict[str, Any]]:
    """One hand's views of seat 0 after every action, each with the four seats' ``taken``
    and the tricks closed so far this hand (collected from ``last_trick``)."""
    rng = random.Random(seed)
    record = api.new_game("hearts", options, seed=seed, secret="0" * 32)
    seen: list[dict[str, Any]] = []
    tricks: list[dict[str, Any]] = []
    while True:
        v = api.view(record, 0)
        if v["hand_number"] > 1 or v["phase"] == "game_over":
            seen.append({"view": v, "tricks": list(tricks), "views": []})
            return seen
        last = v["last_trick"]
        if last is not None and (not tricks or tricks[-1] != last):
            tricks.append(last)
        views = [api.view(record, s) for s in range(4)]
        seen.append({"view": v, "tricks": list(tricks), "views": views})
        seat = rng.choice(v["to_act"])
        record = api.act(record, seat, api.bot_action(record, seat, "easy", seed=rng.randrange(99)))


@pytest.mark.parametrize(
    ("options", "jack"),
    [
        (BLACK_MARIA, False),
        ({"points": "spot"}, False),
        ({}, False),
        ({"jack_of_diamonds": True}, True),
    ],
)
def test_view_taken_is_each_seats_scoring_cards_of_the_scheme(
    options: dict[str, Any], jack: bool
) -> None:
    """Black Maria counts K♠ and A♠ too, Spot every heart by rank, the Omnibus rule J♦: each
    seat's ``taken`` is the scoring cards of the tricks it won, and their points are its hand's
    points; every seat sees the same lists."""
    scheme = options.get("points", "standard")
    checked = 0
    for seed in (1, 2, 3):
        for step in play_hand(options, seed)[:-1]:
            v = step["view"]
            expected: list[list[str]] = [[], [], [], []]
            for trick in step["tricks"]:
                cards = [code for _, code in trick["cards"]]
                expected[trick["winner"]] += [c for c in cards if scoring(scheme, jack, c)]
            if v["phase"] != "play":
                expected = [[], [], [], []]
            assert v["taken"] == expected
            for s in range(4):
                assert sum(scoring(scheme, jack, c) for c in v["taken"][s]) == v["points"][s]
            assert all(other["taken"] == v["taken"] for other in step["views"])
            checked += sum(map(len, v["taken"]))
    assert checked > 0


def test_view_taken_black_maria_counts_the_king_and_ace_of_spades() -> None:
    """Black Maria: K♠ (10) and A♠ (7) are marked on the pile of the seat that took them, as
    Q♠ is; in the standard scheme they are not."""
    for options, marked in ((BLACK_MARIA, {"QS", "KS", "AS"}), ({}, {"QS"})):
        spades: set[str] = set()
        for seed in (1, 2, 3, 4, 5):
            for step in play_hand(options, seed):
                spades |= {c for seat in step["view"]["taken"] for c in seat if c[1] == "S"}
        assert spades == marked


def test_view_taken_only_played_cards_and_empty_at_a_new_hand() -> None:
    """Hidden cards stay hidden: every card in ``taken`` was played in a closed trick; a new
    hand starts with empty lists."""
    steps = play_hand(BLACK_MARIA, 5)
    for step in steps[:-1]:
        played = {code for trick in step["tricks"] for _, code in trick["cards"]}
        assert {c for seat in step["view"]["taken"] for c in seat} <= played
    assert steps[-1]["view"]["taken"] == [[], [], [], []]


@pytest.mark.parametrize("count", [3, 4, 5])
def test_view_pass_count_is_the_options(count: int) -> None:
    record = api.new_game("hearts", {"pass_count": count}, seed=1)
    v = api.view(record, 0)
    assert v["pass_count"] == count
    assert v["taken"] == [[], [], [], []]
    spades = api.view(api.new_game("spades", seed=1), 0)
    assert "taken" not in spades and "pass_count" not in spades
