"""Hearts house rules, rule by rule (RULES.md "House rules" under Hearts): each option and value,
alone and combined. Deals are written with codes; ``first_direction=3`` makes hand 1 a hold hand
with kawu's cycle of pass directions.

Seats: 0 South, 1 West, 2 North, 3 East; left = seat + 1.
"""

from __future__ import annotations

import pytest

from engine.test_hearts_rules import MIXED, ONE_SUIT_EACH, QUEEN_AND_HEARTS
from helpers import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    cards,
    fixed_deals,
    hand,
    legal,
    moon_deck,
    new_hearts,
    play,
    play_out_hand,
)
from kawu.engine import house
from kawu.engine.cards import card, codes
from kawu.engine.errors import IllegalAction, OptionError
from kawu.engine.hearts import Hearts, HeartsOptions, trick_points
from kawu.engine.tricks import Phase


def hold(deck: list[int], **options: object) -> Hearts:
    """A game whose first hand is a hold hand (kawu's cycle): play starts at once."""
    return new_hearts(deck, first_direction=3, **options)


def raises(state: Hearts, seat: int, code: str, reason: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, card(code))
    assert info.value.reason == reason, str(info.value)
    return info.value


def taken_by_log(log: list[tuple[int, tuple[int, ...], int]], scheme: str) -> list[int]:
    """Each seat's points from the tricks it won, written out again from the scheme's table."""
    values = house.CARD_POINTS[scheme]
    out = [0, 0, 0, 0]
    for _leader, trick, winner in log:
        out[winner] += sum(values[c] for c in trick)
    return out


def play_hand_logged(game: Hearts) -> list[tuple[int, tuple[int, ...], int]]:
    """Play the hand out with the lowest legal cards; its 13 tricks ``(leader, cards, winner)``."""
    while not (game.trick_number == 12 and len(game.trick) == 3):
        game.apply(game.turn, min(game.legal_actions(game.turn)))
    log = list(game.log)
    last = min(game.legal_actions(game.turn))
    leader, trick = game.leader, (*game.trick, last)
    game.apply(game.turn, last)
    assert game.last_trick is not None
    return [*log, (leader, trick, game.last_trick[2])]


# -- pass_directions ------------------------------------------------------------------------------
def test_house_pass_directions_always_right_every_hand_passes_right() -> None:
    game = new_hearts(ONE_SUIT_EACH, ONE_SUIT_EACH, pass_directions=["right"])
    for n in (1, 2):
        assert game.hand_number == n and game.phase is Phase.PASS
        assert game.pass_direction == "right"
        for seat, text in enumerate(("2C 3C 4C", "2D 3D 4D", "2H 3H 4H", "2S 3S 4S")):
            game.apply(seat, cards(text))
        # Right is the previous seat: South's clubs went to East, West's diamonds to South.
        assert codes(game.received[EAST]) == ["2C", "3C", "4C"]
        assert codes(game.received[SOUTH]) == ["2D", "3D", "4D"]
        assert game.view(SOUTH)["pass_to"] == EAST and game.view(SOUTH)["pass_from"] == WEST
        play_out_hand(game)


def test_house_pass_directions_hold_only_is_a_game_without_passing() -> None:
    game = new_hearts(MIXED, pass_directions=["hold"])
    for n in (1, 2, 3):
        assert game.hand_number == n
        assert game.phase is Phase.PLAY and game.pass_direction == "none"
        assert game.view(SOUTH)["pass_to"] is None
        play_out_hand(game)


def test_house_pass_directions_cycle_uses_element_n_minus_1_mod_length() -> None:
    game = new_hearts(ONE_SUIT_EACH, pass_directions=["across", "left", "hold"])
    seen = []
    for _ in range(5):
        seen.append(game.pass_direction)
        if game.phase is Phase.PASS:
            for seat in range(4):
                game.apply(seat, game.legal_actions(seat)[:3])
        play_out_hand(game)
    assert seen == ["across", "left", "none", "across", "left"]


# -- pass_count -----------------------------------------------------------------------------------
@pytest.mark.parametrize("count", [4, 5])
def test_house_pass_count_each_seat_passes_exactly_that_many(count: int) -> None:
    game = new_hearts(ONE_SUIT_EACH, pass_count=count)
    with pytest.raises(IllegalAction) as info:
        game.apply(SOUTH, cards("2C 3C 4C"))
    assert info.value.reason == "pass_count_n" and info.value.params == {"count": 3, "size": count}
    for seat in range(4):
        game.apply(seat, game.legal_actions(seat)[:count])
        if seat == SOUTH:
            with pytest.raises(IllegalAction) as again:
                game.apply(SOUTH, game.legal_actions(WEST)[:count])
            assert again.value.reason == "already_passed_n"
    assert game.phase is Phase.PLAY
    assert all(h.bit_count() == 13 for h in game.hands)
    assert all(r.bit_count() == count for r in game.received)
    # Left: South received East's lowest spades.
    assert codes(game.received[SOUTH]) == ["2S", "3S", "4S", "5S", "6S"][:count]


def test_house_pass_count_3_keeps_kawus_reason_codes() -> None:
    game = new_hearts(ONE_SUIT_EACH)
    with pytest.raises(IllegalAction) as info:
        game.apply(SOUTH, cards("2C 3C"))
    assert info.value.reason == "pass_count" and info.value.params == {"count": 2}


# -- first_trick_points ---------------------------------------------------------------------------
def test_house_first_trick_points_lifts_rule_4() -> None:
    # MIXED: South leads 2♣; East has no club and holds hearts, Q♠ and other spades.
    kawu = hold(MIXED)
    play(kawu, "2C 5C 9C")
    assert legal(kawu) == {"6S", "7S", "8S", "9S", "TS", "JS", "KS", "AS"}
    raises(kawu, EAST, "QS", "no_points_first_trick")
    lifted = hold(MIXED, first_trick_points=True)
    play(lifted, "2C 5C 9C")
    assert legal(lifted) == set(hand(lifted, EAST).split())
    play(lifted, "QS")
    assert lifted.history == [] and lifted.points[NORTH] == 13  # North's 9♣ took Q♠


def test_house_first_trick_points_false_covers_black_marias_spades() -> None:
    game = hold(MIXED, points="black_maria")
    play(game, "2C 5C 9C")
    # Rule 4 keeps every card that scores off trick 1: hearts, Q♠, K♠ and A♠.
    assert legal(game) == {"6S", "7S", "8S", "9S", "TS", "JS"}
    raises(game, EAST, "KS", "no_points_first_trick_scheme")
    raises(game, EAST, "AS", "no_points_first_trick_scheme")


# -- hearts_lead ----------------------------------------------------------------------------------
def test_house_hearts_lead_any_hearts_may_be_led_from_trick_2_unbroken() -> None:
    kawu = hold(MIXED)
    play(kawu, "2C 5C 9C 6S")  # North wins trick 1; no heart played
    assert kawu.turn == NORTH and not kawu.broken
    raises(kawu, NORTH, "8H", "hearts_not_broken")
    anytime = hold(MIXED, hearts_lead="any")
    assert legal(anytime) == {"2C"}  # trick 1 is still led with 2♣
    play(anytime, "2C 5C 9C 6S")
    assert legal(anytime) == set(hand(anytime, NORTH).split())
    play(anytime, "8H")
    assert anytime.broken


def test_house_hearts_lead_any_with_queen_after_hearts_still_keeps_q_spades_back() -> None:
    # East wins tricks 1 and 2 with A♣ and K♣, then holds Q♠ and ten hearts.
    game = hold(QUEEN_AND_HEARTS, hearts_lead="any", queen="after_hearts")
    play(game, "2C 6C TC AC")
    assert game.turn == EAST
    assert "QS" not in legal(game) and "2H" in legal(game) and "KC" in legal(game)
    raises(game, EAST, "QS", "queen_before_hearts")


# -- first_lead -----------------------------------------------------------------------------------
def test_house_first_lead_any_club_the_two_of_clubs_holder_leads_any_club() -> None:
    game = hold(MIXED, first_lead="any_club")
    assert game.turn == SOUTH
    assert legal(game) == {"2C", "3C", "4C"}
    raises(game, SOUTH, "QD", "lead_a_club")
    play(game, "4C 5C 9C")
    assert game.trick_number == 0 and legal(game) == {
        "6S",
        "7S",
        "8S",
        "9S",
        "TS",
        "JS",
        "KS",
        "AS",
    }


def test_house_first_lead_dealer_left_leads_any_card_rules_4_and_5_allow() -> None:
    # The first dealer is North: East leads, holding hearts, Q♠ and spades.
    game = Hearts(
        HeartsOptions(first_lead="dealer_left"), deals=fixed_deals(MIXED), first_direction=3,
        first_dealer=NORTH,
    )  # fmt: skip
    assert game.view(SOUTH)["dealer"] == NORTH and game.turn == EAST
    assert legal(game) == {"6S", "7S", "8S", "9S", "TS", "JS", "KS", "AS"}  # no heart, no Q♠
    raises(game, EAST, "JH", "hearts_not_broken")
    raises(game, EAST, "QS", "no_points_first_trick")
    play(game, "6S")
    assert legal(game) == set(hand(game, SOUTH).split()) & {"2S", "3S", "4S", "5S"}
    play_out_hand(game)
    assert game.hand_number == 2 and game.dealer == EAST  # the deal passes left
    # The second hand (pass right, with kawu's cycle after a hold) is led by South once passed.
    for seat in range(4):
        game.apply(seat, game.legal_actions(seat)[:3])
    assert game.turn == SOUTH and game.leader == SOUTH


def test_house_first_lead_dealer_left_with_first_trick_points_may_lead_q_spades() -> None:
    game = Hearts(
        HeartsOptions(first_lead="dealer_left", first_trick_points=True),
        deals=fixed_deals(MIXED), first_direction=3, first_dealer=NORTH,
    )  # fmt: skip
    assert "QS" in legal(game) and not legal(game) & {"JH", "QH", "KH", "AH"}  # rule 5 stays


# -- points ---------------------------------------------------------------------------------------
def test_house_points_scheme_values_of_the_cards() -> None:
    assert trick_points(cards("QS KS AS 2H")) == 14
    assert trick_points(cards("QS KS AS 2H"), scheme="black_maria") == 13 + 10 + 7 + 1
    assert trick_points(cards("QS 2H TH JH AH"), scheme="spot") == 25 + 2 + 10 + 11 + 14
    assert trick_points(cards("QS KS JD"), True, "black_maria") == 13 + 10 - 10
    assert house.SCHEME_TOTALS == {"standard": 26, "black_maria": 43, "spot": 129}


@pytest.mark.parametrize(
    ("scheme", "taken"),
    [("standard", [0, 0, 13, 13]), ("black_maria", [0, 0, 30, 13]), ("spot", [0, 0, 104, 25])],
)
def test_house_points_a_hand_adds_up_to_the_schemes_total(scheme: str, taken: list[int]) -> None:
    game = hold(QUEEN_AND_HEARTS, points=scheme)
    log = play_hand_logged(game)
    row = game.history[-1]
    assert row["taken"] == taken == taken_by_log(log, scheme)
    assert sum(row["taken"]) == house.SCHEME_TOTALS[scheme]
    assert row["points"] == taken and row["moon"] is None


@pytest.mark.parametrize("scheme", house.SCHEMES)
def test_house_points_moon_is_taking_every_card_that_scores(scheme: str) -> None:
    deck, _ = moon_deck(NORTH, 3)
    game = hold(deck, points=scheme)
    play_out_hand(game)
    total = house.SCHEME_TOTALS[scheme]
    row = game.history[-1]
    assert row["moon"] == NORTH and row["taken"][NORTH] == total
    assert row["points"] == [total, total, 0, total]
    sub = hold(deck, points=scheme, moon="subtract_from_self")
    play_out_hand(sub)
    assert sub.history[-1]["points"] == [0, 0, -total, 0]


# -- moon = best_for_shooter ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("before", "points"),
    [
        ([40, 30, 30, 30], [0, 26, 26, 26]),  # the game goes on: add
        ([60, 80, 70, 70], [0, 26, 26, 26]),  # adding ends it with the shooter lowest: add
        ([90, 80, 70, 60], [-26, 0, 0, 0]),  # adding ends it, East winning: subtract
        ([80, 20, 90, 95], [-26, 0, 0, 0]),  # adding ends it, West winning: subtract
        ([70, 44, 60, 60], [0, 26, 26, 26]),  # adding: 70 70 86 86, a tie for lowest, goes on
    ],
)
def test_house_moon_best_for_shooter_adds_unless_that_ends_the_game_lost(
    before: list[int], points: list[int]
) -> None:
    deck, _ = moon_deck(SOUTH, 3)
    game = hold(deck, moon="best_for_shooter")
    game.scores = list(before)
    play_out_hand(game)
    row = game.history[-1]
    assert row["moon"] == SOUTH and row["points"] == points
    assert game.scores == [b + p for b, p in zip(before, points, strict=True)]


def test_house_moon_best_for_shooter_with_the_jack_counts_its_minus_10() -> None:
    deck, _ = moon_deck(SOUTH, 3)  # West holds J♦ and takes no trick: South takes it
    game = hold(deck, moon="best_for_shooter", jack_of_diamonds=True)
    game.scores = [95, 80, 70, 60]
    play_out_hand(game)
    # Adding would give 85 106 96 86: it ends, the shooter lowest with -10: add.
    assert game.history[-1]["points"] == [-10, 26, 26, 26]
    assert game.phase is Phase.GAME_OVER and game.winner == SOUTH


# -- no_tricks_bonus ------------------------------------------------------------------------------
def test_house_no_tricks_bonus_minus_5_for_a_seat_without_a_trick() -> None:
    game = hold(QUEEN_AND_HEARTS, no_tricks_bonus=True)
    play_out_hand(game)
    row = game.history[-1]
    assert row["taken"] == [0, 0, 13, 13]
    assert row["bonus"] == [-5, -5, 0, 0] and row["points"] == [-5, -5, 13, 13]
    assert sum(row["points"]) == 26 - 10


def test_house_no_tricks_bonus_not_in_a_moon_hand() -> None:
    deck, _ = moon_deck(NORTH, 3)
    game = hold(deck, no_tricks_bonus=True)
    play_out_hand(game)
    row = game.history[-1]
    assert row["moon"] == NORTH and row["bonus"] == [0, 0, 0, 0]
    assert row["points"] == [26, 26, 0, 26]


def test_house_no_tricks_bonus_off_kawus_history_row_has_no_bonus() -> None:
    game = hold(QUEEN_AND_HEARTS)
    play_out_hand(game)
    assert set(game.history[-1]) == {
        "hand", "pass_direction", "taken", "points", "moon", "jack", "scores", "tricks",
        # what each seat took, for the hand's summary (issue 50): test_hand_summary_rows.py
        "hearts", "made_of", "moon_points",
    }  # fmt: skip


# -- combinations ---------------------------------------------------------------------------------
def test_house_combined_black_maria_always_right_five_cards_bonus() -> None:
    opts = {"points": "black_maria", "pass_directions": ["right"], "pass_count": 5,
            "no_tricks_bonus": True, "first_trick_points": True}  # fmt: skip
    game = new_hearts(QUEEN_AND_HEARTS, **opts)
    assert game.pass_direction == "right"
    for seat in range(4):
        game.apply(seat, game.legal_actions(seat)[-5:])
    log = play_hand_logged(game)
    values = house.CARD_POINTS["black_maria"]
    taken = [0, 0, 0, 0]
    won = [0, 0, 0, 0]
    for _leader, trick, winner in log:
        taken[winner] += sum(values[c] for c in trick)
        won[winner] += 1
    row = game.history[-1]
    assert row["moon"] is None and row["taken"] == taken and sum(taken) == 43
    assert row["bonus"] == [-5 if w == 0 else 0 for w in won]
    assert row["points"] == [t + b for t, b in zip(taken, row["bonus"], strict=True)]
    assert game.pass_direction == "right" and game.phase is Phase.PASS


def test_house_options_refuse_bad_values_and_impossible_combinations() -> None:
    bad = [
        {"pass_directions": []},
        {"pass_directions": ["left", "up"]},
        {"pass_directions": "left"},
        {"pass_directions": ["left"] * 5},
        {"pass_count": 6},
        {"pass_count": True},
        {"first_trick_points": "yes"},
        {"hearts_lead": "never"},
        {"first_lead": "three_clubs"},
        {"points": "omnibus"},
        {"moon": "both"},
        {"no_tricks_bonus": 1},
    ]
    for options in bad:
        with pytest.raises(OptionError) as info:
            HeartsOptions(**options)  # type: ignore[arg-type]
        assert info.value.reason == "option_value", options
        assert info.value.params["option"] == next(iter(options))
    with pytest.raises(OptionError, match="needs a hand that passes") as conflict:
        HeartsOptions(pass_directions=("hold",), pass_count=4)
    assert conflict.value.reason == "options_conflict"
    assert conflict.value.params == {"options": ["pass_count", "pass_directions"]}


def test_house_default_options_are_kawus_rules() -> None:
    o = HeartsOptions()
    assert o.pass_directions == ("left", "right", "across", "hold") and o.pass_count == 3
    assert (o.first_trick_points, o.hearts_lead, o.first_lead) == (False, "broken", "two_clubs")
    assert (o.points, o.moon, o.no_tricks_bonus) == ("standard", "add_to_others", False)
    assert house.is_default("hearts", o)
    assert not house.is_default("hearts", HeartsOptions(points="spot"))
