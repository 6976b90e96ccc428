"""Hearts option ``jack_of_diamonds`` (RULES.md, Hearts options): J♦ scores -10 to its taker.

"the seat that takes J♦ scores -10 for the hand, so a hand's points add up to 16 instead of 26.
J♦ is not a point card for rule 4 (it may be played on trick 1) and does not break hearts.
Shooting the moon still means taking all 13 hearts and Q♠; a shooter who also took J♦ scores
0 - 10 (or -26 - 10 with `subtract_from_self`), and the others +26 as usual."

Hand 1 of every game here is a hold hand (``first_direction=3``): play starts at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from helpers import (
    NORTH,
    SOUTH,
    WEST,
    deck_from_hands,
    legal,
    new_hearts,
    play,
    play_out_hand,
)
from kawu import api
from kawu.api.tricks import last_trick
from kawu.engine import records
from kawu.engine.cards import CODES, JACK_DIAMONDS, QUEEN_SPADES, SUIT_OF
from kawu.engine.hearts import Hearts, HeartsOptions

QUEEN_OPTIONS = ("free", "after_hearts", "breaks_hearts")
MOON_OPTIONS = ("add_to_others", "subtract_from_self")

# South shoots the moon, West takes J♦ on trick 1 (North throws it under West's A♣).
MOON_JACK_ELSEWHERE = deck_from_hands(
    south="2C 7C 8C 9C TC JC QC KC AS KS AH KH QH",
    west="AC 3C 4C 5C 6C 2H 3H 4H 5H 6H 7H 8H 9H",
    north="2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    east="TH JH QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
)
# The tricks of that hand, in play order: South takes every heart and Q♠ after trick 1.
MOON_JACK_ELSEWHERE_PLAY = (
    "2C AC JD 2S",  # West wins with A♣: J♦ is West's
    "3C 2D 3S KC",
    "QC 4C 3D TH",
    "JC 5C 4D JH",
    "TC 6C 5D QS",
    "9C 2H 6D 4S",
    "8C 3H 7D 5S",
    "7C 4H 8D 6S",
    "AS 5H 9D 7S",
    "KS 6H TD 8S",
    "AH 7H QD 9S",
    "KH 8H KD TS",
    "QH 9H AD JS",
)
# One suit each: South leads 2♣ and wins all 13 tricks, J♦ among them (a moon with J♦).
ONE_SUIT_EACH = deck_from_hands(
    south="2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    west="2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    north="2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    east="2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
)
# West has no club: on trick 1 it holds J♦, hearts and Q♠.
WEST_VOID_IN_CLUBS = deck_from_hands(
    south="2C 3C 4C 5C 6C 7C 8C 9C TC 2D 3D 4D 5D",
    west="JD QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
    north="JC QC KC AC 6D 7D 8D 9D TD KH AH 2S 3S",
    east="QD KD AD 4S 5S 6S 7S 8S 9S TS JS KS AS",
)


def hold(deck: list[int], **options: object) -> Hearts:
    return new_hearts(deck, first_direction=3, **options)


def play_out_logged(game: Hearts) -> list[tuple[int, tuple[int, ...], int]]:
    """Play the hand out with the lowest legal cards; every trick of the hand, in order."""
    tricks = list(game.log)
    start = game.hand_number
    while game.hand_number == start:
        game.apply(game.turn, min(game.legal_actions(game.turn)))
        if not game.trick and game.last_trick is not None:
            tricks.append(game.last_trick)
    return tricks


def expected_taken(tricks: list[tuple[int, tuple[int, ...], int]], jack: bool) -> list[int]:
    """Each seat's points counted again from the hand's tricks: 1 a heart, 13 Q♠, -10 J♦."""
    taken = [0, 0, 0, 0]
    for _leader, cards, winner in tricks:
        for c in cards:
            if SUIT_OF[c] == 2:
                taken[winner] += 1
            elif c == QUEEN_SPADES:
                taken[winner] += 13
            elif c == JACK_DIAMONDS and jack:
                taken[winner] -= 10
    return taken


# -- scoring ---------------------------------------------------------------------------------
@pytest.mark.parametrize("queen", QUEEN_OPTIONS)
def test_jack_of_diamonds_taker_scores_minus_10_and_a_hand_adds_up_to_16(queen: str) -> None:
    game = hold(WEST_VOID_IN_CLUBS, jack_of_diamonds=True, queen=queen)
    play(game, "2C JD AC QD")  # North wins trick 1 with A♣, and J♦ with it
    assert game.jack == NORTH
    assert game.view(SOUTH)["points"] == [0, 0, -10, 0]
    tricks = play_out_logged(game)
    assert len(tricks) == 13
    (entry,) = game.history
    assert entry["jack"] == NORTH
    assert entry["moon"] is None
    assert entry["taken"] == expected_taken(tricks, jack=True)
    assert sum(entry["taken"]) == 16
    assert entry["points"] == entry["taken"] == game.scores


@pytest.mark.parametrize("jack", [True, False])
def test_a_finished_hands_row_and_each_last_trick_say_who_took_what(jack: bool) -> None:
    # The hand's history row counts each seat's tricks, and every last trick of the view names
    # its cards that score for its winner (hearts and Q♠; J♦ only with the option): the table
    # draws the hand's last moment from them. Counted again here from the hand's own tricks.
    game = hold(WEST_VOID_IN_CLUBS, jack_of_diamonds=jack)
    tricks_won = [0, 0, 0, 0]
    start = game.hand_number
    while game.hand_number == start:
        game.apply(game.turn, min(game.legal_actions(game.turn)))
        if not game.trick and game.last_trick is not None:
            _leader, played, winner = game.last_trick
            tricks_won[winner] += 1
            scoring = [
                CODES[c] for c in played
                if SUIT_OF[c] == 2 or c == QUEEN_SPADES or (jack and c == JACK_DIAMONDS)
            ]  # fmt: skip
            # (the view's last trick is the API's: api.view builds it with this function)
            assert last_trick(game)["scoring"] == scoring  # type: ignore[index]
    (entry,) = game.history
    assert entry["tricks"] == tricks_won and sum(tricks_won) == 13


def test_jack_of_diamonds_option_off_j_diamonds_scores_nothing() -> None:
    game = hold(WEST_VOID_IN_CLUBS)
    play(game, "2C JD AC QD")
    assert game.jack is None
    assert game.view(SOUTH)["points"] == [0, 0, 0, 0]
    tricks = play_out_logged(game)
    (entry,) = game.history
    assert entry["jack"] is None
    assert entry["taken"] == expected_taken(tricks, jack=False)
    assert sum(entry["taken"]) == 26


# -- shooting the moon -----------------------------------------------------------------------
@pytest.mark.parametrize("queen", QUEEN_OPTIONS)
@pytest.mark.parametrize(
    ("moon", "points"),
    [("add_to_others", [-10, 26, 26, 26]), ("subtract_from_self", [-36, 0, 0, 0])],
)
def test_jack_of_diamonds_shooter_who_also_took_j_diamonds_scores_minus_10_more(
    queen: str, moon: str, points: list[int]
) -> None:
    game = hold(ONE_SUIT_EACH, jack_of_diamonds=True, queen=queen, moon=moon)
    play_out_hand(game)
    (entry,) = game.history
    assert entry["moon"] == SOUTH
    assert entry["jack"] == SOUTH
    assert entry["taken"] == [16, 0, 0, 0]  # 13 hearts + Q♠ - 10
    assert entry["points"] == points
    assert game.scores == points


@pytest.mark.parametrize("queen", QUEEN_OPTIONS)
@pytest.mark.parametrize(
    ("moon", "points"),
    [("add_to_others", [0, 16, 26, 26]), ("subtract_from_self", [-26, -10, 0, 0])],
)
def test_jack_of_diamonds_moon_still_means_all_hearts_and_queen_whoever_took_j_diamonds(
    queen: str, moon: str, points: list[int]
) -> None:
    game = hold(MOON_JACK_ELSEWHERE, jack_of_diamonds=True, queen=queen, moon=moon)
    play(game, " ".join(MOON_JACK_ELSEWHERE_PLAY))
    (entry,) = game.history
    assert entry["moon"] == SOUTH
    assert entry["jack"] == WEST
    assert entry["taken"] == [26, -10, 0, 0]
    assert entry["points"] == points


@pytest.mark.parametrize("moon", MOON_OPTIONS)
def test_jack_of_diamonds_option_off_moon_scores_as_kawu(moon: str) -> None:
    game = hold(ONE_SUIT_EACH, moon=moon)
    play_out_hand(game)
    (entry,) = game.history
    assert entry["taken"] == [26, 0, 0, 0]
    assert entry["points"] == ([0, 26, 26, 26] if moon == "add_to_others" else [-26, 0, 0, 0])


# -- J♦ is no point card for rules 4 and 5 ---------------------------------------------------------
@pytest.mark.parametrize("queen", QUEEN_OPTIONS)
def test_jack_of_diamonds_may_be_played_on_trick_1_and_does_not_break_hearts(queen: str) -> None:
    game = hold(WEST_VOID_IN_CLUBS, jack_of_diamonds=True, queen=queen)
    play(game, "2C")
    assert legal(game, WEST) == {"JD"}  # rule 4: hearts and Q♠ wait, J♦ does not
    play(game, "JD AC QD")  # North wins trick 1, and J♦ with it
    assert game.jack == NORTH
    assert not game.broken
    assert "2H" not in legal(game, NORTH)  # hearts are still not broken
    assert game.view(NORTH)["hearts_broken"] is False


# -- the option through the API --------------------------------------------------------------
def play_easy(
    record: dict[str, Any], until: Callable[[dict[str, Any]], bool], limit: int = 240
) -> dict[str, Any]:
    """Easy players act for every seat until ``until(view)`` holds (or ``limit`` actions)."""
    for _ in range(limit):
        v = api.view(record, SOUTH)
        if until(v) or v["phase"] == "game_over":
            break
        seat = v["to_act"][0]
        record = api.act(record, seat, api.bot_action(record, seat, "easy", seed=1))
    return record


def test_jack_of_diamonds_option_is_described_and_replays_from_a_record() -> None:
    hearts = api.describe()["games"]["hearts"]
    assert hearts["options"]["jack_of_diamonds"] == [False, True]
    assert hearts["defaults"]["jack_of_diamonds"] is False
    record = api.new_game("hearts", {"jack_of_diamonds": True}, seed=7)
    assert record["options"]["jack_of_diamonds"] is True
    record = play_easy(record, lambda v: len(v["history"]) >= 3)
    v = api.view(record, SOUTH)
    assert v["options"]["jack_of_diamonds"] is True
    assert len(v["history"]) == 3
    for row in v["history"]:
        assert sum(row["taken"]) == 16 and row["jack"] in range(4)
    records.CACHE.clear()  # replayed from the actions alone: the same game
    assert api.view(record, SOUTH) == v


def test_jack_of_diamonds_last_trick_points_count_minus_10() -> None:
    record = api.new_game("hearts", {"jack_of_diamonds": True}, seed=11)

    def jack_taken(v: dict[str, Any]) -> bool:
        last = v["last_trick"]
        return last is not None and "JD" in [code for _seat, code in last["cards"]]

    record = play_easy(record, jack_taken)
    last = api.view(record, SOUTH)["last_trick"]
    played = [code for _seat, code in last["cards"]]
    assert "JD" in played
    hearts = sum(1 for code in played if code.endswith("H"))
    assert last["points"] == hearts + 13 * ("QS" in played) - 10


def test_jack_of_diamonds_older_records_without_the_option_play_without_it() -> None:
    old = api.new_game("hearts", seed=3)
    old["options"] = {"target": 100, "queen": "free", "moon": "add_to_others"}  # an older save
    assert api.view(old, SOUTH)["options"] == HeartsOptions().to_json()
    assert HeartsOptions().jack_of_diamonds is False
    with pytest.raises(ValueError, match="jack_of_diamonds must be true or false"):
        HeartsOptions(jack_of_diamonds="yes")  # type: ignore[arg-type]
