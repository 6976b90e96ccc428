"""Hearts, rule by rule (RULES.md "Hearts"), each option included. Deals are written with codes.

Seats: 0 South, 1 West, 2 North, 3 East; left = seat + 1. ``first_direction=3`` makes hand 1 a
hold hand (no passing), so play starts at once.
"""

from __future__ import annotations

import pytest

from helpers import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    cards,
    deck_from_hands,
    hand,
    legal,
    moon_deck,
    moon_game,
    new_hearts,
    pass_cards,
    play,
    play_hearts_hand,
    play_out_hand,
    seeded_deals,
)
from kawu.engine.cards import CODES, card
from kawu.engine.errors import IllegalAction
from kawu.engine.hearts import Hearts, HeartsOptions, pass_direction, trick_points
from kawu.engine.tricks import Phase

# Each seat holds one suit: the passes below are easy to follow.
ONE_SUIT_EACH = deck_from_hands(
    south="2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    west="2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    north="2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    east="2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
)
ONE_SUIT_PASSES = {SOUTH: "2C 3C 4C", WEST: "2D 3D 4D", NORTH: "2H 3H 4H", EAST: "2S 3S 4S"}

# A mixed deal for following, breaking and the queen. East is void in clubs and diamonds.
MIXED = deck_from_hands(
    south="2C 3C 4C QD KD AD 2H 3H 4H 2S 3S 4S 5S",
    west="5C 6C 7C 8C 2D 3D 4D 5D 6D 7D 5H 6H 7H",
    north="9C TC JC QC KC AC 8D 9D TD JD 8H 9H TH",
    east="JH QH KH AH 6S 7S 8S 9S TS JS QS KS AS",
)

# East wins the first two tricks with A♣ and K♣ and is left with Q♠ and ten hearts.
QUEEN_AND_HEARTS = deck_from_hands(
    south="2C 3C 4C 5C 2D 3D 4D 5D 6D 2S 3S 4S 5S",
    west="6C 7C 8C 9C 7D 8D 9D TD JD 6S 7S 8S 9S",
    north="TC JC QC QD KD AD QH KH AH TS JS KS AS",
    east="AC KC QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH",
)

# On trick 1 West (no clubs) holds only points; North (no clubs) holds A♥ and safe cards.
NOTHING_ELSE = deck_from_hands(
    south="2C 3C 4C 5C 6C 7C 8C 2D 3D 4D 5D 6D 7D",
    west="QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
    north="AH 8D 9D TD JD QD KD AD 2S 3S 4S 5S 6S",
    east="9C TC JC QC KC AC 7S 8S 9S TS JS KS AS",
)


def hold(deck: list[int], **options: str | int) -> Hearts:
    """A game whose first hand is a hold hand: play starts with the 2♣ lead."""
    return new_hearts(deck, first_direction=3, **options)


def raises(state: Hearts, seat: int, code: str, reason: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, card(code))
    assert info.value.reason == reason, str(info.value)
    return info.value


# -- rule 1: passing --------------------------------------------------------------------------
def test_hearts_pass_direction_cycles_left_right_across_none() -> None:
    assert [pass_direction(n) for n in range(1, 10)] == [
        "left", "right", "across", "none", "left", "right", "across", "none", "left",
    ]  # fmt: skip
    game = Hearts(HeartsOptions(target=150), deals=seeded_deals(11))
    seen = []
    for _ in range(5):  # 5 hands give at most 130 points: the game cannot end first
        seen.append((game.hand_number, game.pass_direction, game.phase.value))
        if game.phase is Phase.PASS:
            pass_cards(game, {s: " ".join(hand(game, s).split()[:3]) for s in range(4)})
        play_out_hand(game)
    assert seen == [
        (1, "left", "pass"),
        (2, "right", "pass"),
        (3, "across", "pass"),
        (4, "none", "play"),
        (5, "left", "pass"),
    ]


@pytest.mark.parametrize(
    ("first_direction", "name", "offset"), [(0, "left", 1), (1, "right", 3), (2, "across", 2)]
)
def test_hearts_pass_sends_three_cards_left_right_or_across(
    first_direction: int, name: str, offset: int
) -> None:
    game = new_hearts(ONE_SUIT_EACH, first_direction=first_direction)
    assert game.pass_direction == name
    pass_cards(game, ONE_SUIT_PASSES)
    for seat in range(4):
        to = (seat + offset) % 4
        sent = set(cards(ONE_SUIT_PASSES[seat]))
        assert {c for c in cards(hand(game, to))} >= sent
        assert set(game.view(to)["received"]) == {CODES[c] for c in sent}
        assert len(cards(hand(game, seat))) == 13


def test_hearts_hold_hand_has_no_passing() -> None:
    game = hold(ONE_SUIT_EACH)
    assert game.pass_direction == "none"
    assert game.phase is Phase.PLAY
    assert game.view(SOUTH)["received"] == []
    with pytest.raises(IllegalAction, match="it is time to play a card, not to pass") as info:
        game.apply(SOUTH, cards("2C 3C 4C"))
    assert info.value.reason == "wrong_phase"


def test_hearts_every_seat_passes_exactly_three_cards() -> None:
    game = new_hearts(ONE_SUIT_EACH)
    for wrong in ("2C 3C", "2C 3C 4C 5C", ""):
        with pytest.raises(IllegalAction, match="pass exactly 3 cards") as info:
            game.apply(SOUTH, cards(wrong))
        assert info.value.reason == "pass_count"
    with pytest.raises(IllegalAction, match="the same card twice in the pass: 2♣"):
        game.apply(SOUTH, cards("2C 2C 3C"))
    with pytest.raises(IllegalAction, match="you do not hold 2♦"):
        game.apply(SOUTH, cards("2C 3C 2D"))
    assert game.to_act() == [0, 1, 2, 3]


def test_hearts_seats_pass_in_any_order_and_only_once() -> None:
    game = new_hearts(ONE_SUIT_EACH)
    game.apply(NORTH, cards("2H 3H 4H"))
    assert game.to_act() == [SOUTH, WEST, EAST]
    with pytest.raises(IllegalAction, match="already passed") as info:
        game.apply(NORTH, cards("5H 6H 7H"))
    assert info.value.reason == "already_passed"
    game.apply(EAST, cards("2S 3S 4S"))
    game.apply(SOUTH, cards("2C 3C 4C"))
    assert game.phase is Phase.PASS
    assert game.to_act() == [WEST]
    game.apply(WEST, cards("2D 3D 4D"))
    assert game.phase is Phase.PLAY


def test_hearts_passing_seat_holds_ten_cards_until_all_four_have_passed() -> None:
    game = new_hearts(ONE_SUIT_EACH)
    game.apply(SOUTH, cards("2C 3C 4C"))
    game.apply(WEST, cards("2D 3D 4D"))
    game.apply(NORTH, cards("2H 3H 4H"))
    view = game.view(SOUTH)
    assert len(view["hand"]) == 10
    assert view["hand_sizes"] == [10, 10, 10, 13]
    assert view["passed"] == ["2C", "3C", "4C"]
    assert view["received"] == []
    assert not set(view["hand"]) & {"2S", "3S", "4S"}
    game.apply(EAST, cards("2S 3S 4S"))
    view = game.view(SOUTH)
    assert len(view["hand"]) == 13
    assert view["received"] == ["2S", "3S", "4S"]
    assert {"2S", "3S", "4S"} <= set(view["hand"])


def test_hearts_received_cards_shown_only_after_all_four_passed() -> None:
    game = new_hearts(ONE_SUIT_EACH)
    game.apply(WEST, cards("2D 3D 4D"))  # West passes to North
    game.apply(SOUTH, cards("2C 3C 4C"))
    game.apply(EAST, cards("2S 3S 4S"))
    north = game.view(NORTH)
    assert north["received"] == []
    assert not set(north["hand"]) & {"2D", "3D", "4D"}
    assert north["legal"] == north["hand"]  # North has not passed: any of its 13 may go
    game.apply(NORTH, cards("2H 3H 4H"))
    assert game.view(NORTH)["received"] == ["2D", "3D", "4D"]


# -- rule 2: first lead -------------------------------------------------------------------------
def test_hearts_two_of_clubs_holder_after_passing_leads_it() -> None:
    game = new_hearts(ONE_SUIT_EACH)  # South's 2♣ goes left, to West
    pass_cards(game, ONE_SUIT_PASSES)
    assert game.to_act() == [WEST]
    assert legal(game) == {"2C"}
    assert game.view(SOUTH)["legal"] == []


def test_hearts_two_of_clubs_is_the_only_legal_first_lead() -> None:
    game = hold(MIXED)
    assert game.to_act() == [SOUTH]
    assert legal(game) == {"2C"}
    error = raises(game, SOUTH, "3C", "lead_two_clubs")
    assert str(error) == "the first trick must be led with 2♣"
    for c in range(52):
        assert game.can_play(SOUTH, c) == (CODES[c] == "2C")


# -- rule 3: following ------------------------------------------------------------------------
def test_hearts_must_follow_suit_when_able() -> None:
    game = hold(MIXED)
    play(game, "2C")
    assert legal(game) == {"5C", "6C", "7C", "8C"}
    error = raises(game, WEST, "2D", "must_follow")
    assert str(error) == "must follow suit: you hold ♣"


def test_hearts_seat_void_in_suit_led_may_play_any_card() -> None:
    game = hold(MIXED)
    play(game, "2C 8C AC 9S 8D")  # North won trick 1 and leads a diamond; East has none
    assert game.turn == EAST
    assert legal(game) == set(hand(game, EAST).split())
    assert {"AH", "QS"} <= legal(game)


def test_hearts_highest_card_of_suit_led_wins_and_no_suit_is_trump() -> None:
    game = hold(MIXED)
    play(game, "2C 8C AC 9S")
    assert game.last_trick == (SOUTH, tuple(cards("2C 8C AC 9S")), NORTH)
    play(game, "8D AS QD 7D")  # East's A♠ is off suit: Q♦, the highest diamond, wins
    assert game.last_trick is not None and game.last_trick[2] == SOUTH
    assert game.tricks_won == [1, 0, 1, 0]


def test_hearts_trick_winner_leads_next() -> None:
    game = hold(MIXED)
    play(game, "2C 8C AC 9S")
    assert game.turn == NORTH
    assert game.to_act() == [NORTH]
    assert game.view(NORTH)["leader"] == NORTH
    assert game.view(SOUTH)["legal"] == []


# -- rule 4: no points on the first trick ------------------------------------------------------
def test_hearts_no_points_on_first_trick_unless_nothing_else() -> None:
    game = hold(MIXED)
    play(game, "2C 8C AC")
    # East has no club: its hearts and Q♠ are refused, its other spades are fine.
    assert legal(game) == {"6S", "7S", "8S", "9S", "TS", "JS", "KS", "AS"}
    error = raises(game, EAST, "QS", "no_points_first_trick")
    assert str(error) == "no points on the first trick: play a card that is not a heart or Q♠"
    raises(game, EAST, "AH", "no_points_first_trick")


def test_hearts_no_points_on_first_trick_a_hand_of_only_points_may_play_any_card() -> None:
    game = hold(NOTHING_ELSE)
    play(game, "2C")
    # West holds Q♠ and twelve hearts and nothing else: any of its cards is legal.
    assert legal(game) == set(hand(game, WEST).split())
    play(game, "QS")
    # North has no club but holds safe cards: A♥ is refused.
    assert "AH" not in legal(game)
    assert legal(game) == set(hand(game, NORTH).split()) - {"AH"}
    raises(game, NORTH, "AH", "no_points_first_trick")
    play(game, "2S AC")
    assert game.points == [0, 0, 0, 13]


def test_hearts_no_points_on_first_trick_only_hearts_may_play_a_heart() -> None:
    deck = deck_from_hands(
        south="2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
        west="2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
        north="2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
        east="2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    )
    game = hold(deck)
    play(game, "2C")
    assert legal(game) == set(hand(game, WEST).split())  # only hearts: a heart it must be
    play(game, "AH 2D")
    assert legal(game) == set(hand(game, EAST).split()) - {"QS"}
    play(game, "2S")
    assert game.points == [1, 0, 0, 0]
    assert game.broken  # A♥ was played: hearts are broken from trick 2


# -- rule 5: breaking hearts --------------------------------------------------------------------
def test_hearts_cannot_lead_hearts_before_broken() -> None:
    game = hold(MIXED)
    play(game, "2C 8C AC 9S")
    assert game.turn == NORTH
    assert legal(game) == {"9C", "TC", "JC", "QC", "KC", "8D", "9D", "TD", "JD"}
    error = raises(game, NORTH, "8H", "hearts_not_broken")
    assert str(error) == "hearts are not broken"
    assert game.view(NORTH)["hearts_broken"] is False


def test_hearts_may_lead_hearts_once_a_heart_was_played_in_an_earlier_trick() -> None:
    game = hold(MIXED)
    play(game, "2C 8C AC 9S 8D AH AD 7D")  # East discards A♥: hearts are broken
    assert game.view(SOUTH)["hearts_broken"] is True
    assert game.turn == SOUTH
    assert {"2H", "3H", "4H"} <= legal(game)
    play(game, "2H")


def test_hearts_leader_holding_only_hearts_may_lead_hearts_before_broken() -> None:
    game = hold(QUEEN_AND_HEARTS)
    play(game, "2C 6C TC AC KC 3C 7C JC QS 2S 6S TS")
    # East took three tricks and holds ten hearts and nothing else; no heart has been played.
    assert game.turn == EAST
    assert not game.broken
    assert hand(game, EAST) == "2H 3H 4H 5H 6H 7H 8H 9H TH JH"
    assert legal(game) == set(hand(game, EAST).split())
    play(game, "2H")


def test_hearts_queen_free_option_queen_of_spades_may_be_led_after_the_first_trick() -> None:
    game = hold(MIXED, queen="free")
    play(game, "2C 8C AC 6S 8D 7S AD 7D 2S 2D 9C 8S")
    assert game.turn == EAST
    assert not game.broken
    assert "QS" in legal(game)
    play(game, "QS")
    assert not game.broken  # by default Q♠ does not break hearts


def test_hearts_queen_free_option_queen_of_spades_does_not_break_hearts() -> None:
    game = hold(MIXED)
    assert game.options.queen == "free"
    play(game, "2C 8C AC 9S 8D QS AD 7D")  # East discards Q♠, South takes it
    assert game.points == [13, 0, 0, 0]
    assert not game.broken
    assert legal(game) == {"3C", "4C", "QD", "KD", "2S", "3S", "4S", "5S"}
    raises(game, SOUTH, "2H", "hearts_not_broken")


# -- options: queen -----------------------------------------------------------------------------
def test_hearts_queen_after_hearts_option_queen_may_not_be_led_before_hearts_broken() -> None:
    game = hold(MIXED, queen="after_hearts")
    play(game, "2C 8C AC 6S 8D 7S AD 7D 2S 2D 9C 8S")
    assert game.turn == EAST
    assert legal(game) == {"9S", "TS", "JS", "KS", "AS"}
    error = raises(game, EAST, "QS", "queen_before_hearts")
    assert str(error) == "Q♠ may not be led before hearts are broken"


def test_hearts_queen_after_hearts_option_queen_may_be_led_once_hearts_are_broken() -> None:
    game = hold(MIXED, queen="after_hearts")
    play(game, "2C 8C AC 6S 8D AH AD 7D 2S 2D 9C 8S")  # A♥ broke hearts in trick 2
    assert game.turn == EAST
    assert game.broken
    assert "QS" in legal(game)
    play(game, "QS")


def test_hearts_queen_after_hearts_option_may_still_be_discarded() -> None:
    game = hold(MIXED, queen="after_hearts")
    play(game, "2C 8C AC 9S 8D QS AD 7D")
    assert game.points == [13, 0, 0, 0]
    assert not game.broken


@pytest.mark.parametrize("queen", ["free", "after_hearts", "breaks_hearts"])
def test_hearts_queen_after_hearts_option_leader_with_only_hearts_and_queen_leads_queen(
    queen: str,
) -> None:
    game = hold(QUEEN_AND_HEARTS, queen=queen)
    play(game, "2C 6C TC AC")  # East wins with A♣
    # With K♣ left besides Q♠ and hearts, after_hearts forbids the queen; free allows it.
    if queen == "after_hearts":
        assert legal(game) == {"KC"}
    else:
        assert legal(game) == {"KC", "QS"}
    play(game, "KC 3C 7C JC")  # East wins again: now Q♠ and ten hearts, hearts unbroken
    assert not game.broken
    assert legal(game) == {"QS"}  # Q♠ is the only legal lead, whatever the option
    raises(game, EAST, "2H", "hearts_not_broken")
    play(game, "QS")


def test_hearts_queen_breaks_hearts_option_playing_queen_breaks_hearts() -> None:
    game = hold(MIXED, queen="breaks_hearts")
    play(game, "2C 8C AC 9S 8D QS AD 7D")  # East discards Q♠: hearts are broken
    assert game.broken
    assert game.view(SOUTH)["hearts_broken"] is True
    assert {"2H", "3H", "4H"} <= legal(game)
    play(game, "2H")


def test_hearts_queen_breaks_hearts_option_queen_may_be_led_and_breaks_hearts() -> None:
    game = hold(MIXED, queen="breaks_hearts")
    play(game, "2C 8C AC 6S 8D 7S AD 7D 2S 2D 9C 8S")
    assert "QS" in legal(game)
    play(game, "QS 3S 3D TD")
    assert game.broken
    assert game.turn == EAST
    assert {"JH", "QH", "KH", "AH"} <= legal(game)


# -- rule 6: scoring ---------------------------------------------------------------------------
def test_hearts_each_heart_scores_one_and_queen_of_spades_thirteen() -> None:
    game = hold(MIXED)
    play(game, "2C 8C AC 9S")
    assert game.points == [0, 0, 0, 0]
    play(game, "8D AH AD 7D")  # South takes A♥
    assert game.points == [1, 0, 0, 0]
    play(game, "2H 5H 8H QH")  # East takes four hearts
    assert game.points == [1, 0, 0, 4]
    play(game, "QS 2S 6H 9H")  # East takes Q♠ and two hearts
    assert game.points == [1, 0, 0, 19]
    assert trick_points(cards("QS 2S 6H 9H")) == 15
    assert game.view(WEST)["points"] == [1, 0, 0, 19]


def test_hearts_a_hand_scores_26_points_in_all() -> None:
    game = hold(NOTHING_ELSE)
    play_out_hand(game)  # everyone plays its lowest legal card
    (record,) = game.history
    assert sum(record["taken"]) == 26
    assert 26 not in record["taken"]  # no moon here: the points are what each seat took
    assert record["points"] == record["taken"]
    assert record["moon"] is None
    assert game.scores == record["points"]
    assert game.hand_number == 2


def test_hearts_shooting_the_moon_scores_zero_and_26_to_each_other_seat() -> None:
    deck, _ = moon_deck(NORTH, 3)
    game = hold(deck)
    play_out_hand(game)
    (record,) = game.history
    assert record["taken"] == [0, 0, 26, 0]
    assert record["moon"] == NORTH
    assert record["points"] == [26, 26, 0, 26]
    assert game.scores == [26, 26, 0, 26]


def test_hearts_moon_subtract_from_self_option_shooter_scores_minus_26() -> None:
    deck, _ = moon_deck(NORTH, 3)
    game = hold(deck, moon="subtract_from_self")
    play_out_hand(game)
    (record,) = game.history
    assert record["taken"] == [0, 0, 26, 0]
    assert record["points"] == [0, 0, -26, 0]
    assert game.scores == [0, 0, -26, 0]


# -- rule 7: end --------------------------------------------------------------------------------
@pytest.mark.parametrize(("target", "hands"), [(50, 2), (100, 4), (150, 6)])
def test_hearts_target_option_game_ends_when_a_seat_reaches_target_and_lowest_wins(
    target: int, hands: int
) -> None:
    # South shoots the moon every hand: the others gain 26 a hand.
    game, passes = moon_game([SOUTH] * hands, target=target)
    for n in range(hands - 1):
        play_hearts_hand(game, passes[n])
        assert game.phase is not Phase.GAME_OVER
        assert max(game.scores) < target
    play_hearts_hand(game, passes[hands - 1])
    assert game.scores == [0, 26 * hands, 26 * hands, 26 * hands]
    assert game.phase is Phase.GAME_OVER
    assert game.winner == SOUTH
    assert game.to_act() == []
    assert game.view(SOUTH)["winner"] == SOUTH
    assert game.legal_actions(SOUTH) == []


def test_hearts_game_ends_when_a_seat_reaches_exactly_the_target() -> None:
    deck, _ = moon_deck(SOUTH, 3)
    below = hold(deck)
    below.scores = [0, 73, 60, 60]  # carried in from earlier hands
    play_out_hand(below)
    assert below.scores == [0, 99, 86, 86]
    assert below.phase is Phase.PASS  # nobody at 100: the next hand is dealt
    at = hold(deck)
    at.scores = [0, 74, 60, 60]
    play_out_hand(at)
    assert at.scores == [0, 100, 86, 86]
    assert at.phase is Phase.GAME_OVER
    assert at.winner == SOUTH


def test_hearts_tie_for_lowest_plays_another_hand() -> None:
    game, passes = moon_game([SOUTH, WEST, SOUTH], target=50)
    play_hearts_hand(game, passes[0])
    play_hearts_hand(game, passes[1])
    assert game.scores == [26, 26, 52, 52]  # past 50, but South and West tie for lowest
    assert game.phase is Phase.PASS
    assert game.winner is None
    assert game.hand_number == 3
    play_hearts_hand(game, passes[2])
    assert game.scores == [26, 52, 78, 78]
    assert game.phase is Phase.GAME_OVER
    assert game.winner == SOUTH


def test_hearts_options_refuse_unknown_values() -> None:
    for bad in ({"target": 75}, {"target": True}, {"queen": "never"}, {"moon": "none"}):
        with pytest.raises(ValueError, match="hearts"):
            HeartsOptions(**bad)  # type: ignore[arg-type]
    assert HeartsOptions() == HeartsOptions(target=100, queen="free", moon="add_to_others")
