"""Spades, rule by rule (RULES.md "Spades"), with the options target, blind_nil and mercy.

Most scoring tests use "sweep" deals (``spades_sweep_deck(t)``): seat ``t`` holds all 13 spades
and each other seat one plain suit, so ``t`` takes all 13 tricks however anyone plays. The bids
then decide the scores exactly, and the expected figures are worked out by hand in each test.
"""

from __future__ import annotations

import pytest

from helpers import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    bid_all,
    deck_from_hands,
    hand,
    legal,
    new_spades,
    play,
    play_out_hand,
    play_spades_hand,
    seeded_deals,
    spades_sweep_deck,
)
from kawu import api
from kawu.engine import deals
from kawu.engine.cards import card
from kawu.engine.errors import IllegalAction
from kawu.engine.spades import BLIND_NIL, LOOK, Spades, SpadesOptions, team_of
from kawu.engine.tricks import Phase

# South leads (East deals). East is void in clubs and diamonds, South in hearts.
MIXED = deck_from_hands(
    south="AC KC QC JC TC 2D 3D 4D 5D 6D 2S 3S 4S",
    west="2C 3C 4C 5C 7D 8D 9D TD 2H 3H 4H 5H 5S",
    north="6C 7C 8C 9C JD QD KD AD 6H 7H 8H 9H 6S",
    east="TH JH QH KH AH 7S 8S 9S TS JS QS KS AS",
)

# South holds only clubs; West and East hold spades and diamonds, North only hearts.
TWO_TRUMPS = deck_from_hands(
    south="2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    west="2S 3S 4S 5S 6S 7S 2D 3D 4D 5D 6D 7D 8D",
    north="2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    east="8S 9S TS JS QS KS AS 9D TD JD QD KD AD",
)

# North (nil) holds A♠ alone among hearts and must win the trick South's spade lead makes.
NIL_TAKES_ONE = deck_from_hands(
    south="2D 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
    west="2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    north="AS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
    east="3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD AH",
)
# South 2D (forced lead), East 3D wins; East 4D, South trumps; South 3S, North must play A♠;
# North 4H, East A♥, South trumps. South then holds nine spades nobody else has.
NIL_TAKES_ONE_PLAY = "2D 2C 2H 3D 4D 2S 3C 3H 3S 4C AS 5D 4H AH 4S 5C"


def sweep(*takers: int, dealer: int = EAST, **options: bool | int) -> Spades:
    """A game whose hand ``n`` is a sweep by ``takers[n - 1]``."""
    return new_spades(*(spades_sweep_deck(t) for t in takers), dealer=dealer, **options)


def raises(state: Spades, seat: int, action: int, reason: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)
    assert info.value.reason == reason, str(info.value)
    return info.value


# -- rule 1: teams -----------------------------------------------------------------------------
def test_spades_partners_sit_across_seats_0_and_2_against_1_and_3() -> None:
    assert [team_of(s) for s in range(4)] == [0, 1, 0, 1]
    game = sweep(SOUTH)
    play_spades_hand(game, {SOUTH: 2, WEST: 3, NORTH: 2, EAST: 3})
    # South took all 13 tricks; North's bid counts toward the same team contract of 4.
    assert game.tricks_won == [0, 0, 0, 0]  # a new hand has begun
    (record,) = game.history
    assert record["tricks"] == [13, 0, 0, 0]
    assert record["points"] == [4 * 10 + 9, -60]
    assert game.view(SOUTH)["scores"] == game.view(WEST)["scores"] == [49, -60]


# -- rule 2: the deal --------------------------------------------------------------------------
def test_spades_first_dealer_is_drawn_from_the_seed() -> None:
    dealers = {}
    for seed in range(40):
        view = api.view(api.new_game("spades", seed=seed), SOUTH)
        assert view["dealer"] == deals.first_position(seed)
        assert api.view(api.new_game("spades", seed=seed), WEST)["dealer"] == view["dealer"]
        dealers[seed] = view["dealer"]
    assert set(dealers.values()) == {0, 1, 2, 3}


def test_spades_deal_passes_left_after_each_hand() -> None:
    game = Spades(SpadesOptions(), deals=seeded_deals(5), first_dealer=NORTH)
    dealers = []
    for _ in range(6):
        dealers.append(game.dealer)
        bid_all(game, dict.fromkeys(range(4), 3))
        play_out_hand(game)
        if game.phase is Phase.GAME_OVER:
            break
    assert dealers == [2, 3, 0, 1, 2, 3]
    assert [h["dealer"] for h in game.history] == dealers


# -- rule 3: bidding ---------------------------------------------------------------------------
@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_spades_bidding_starts_left_of_dealer_and_goes_clockwise(dealer: int) -> None:
    game = new_spades(MIXED, dealer=dealer)
    order = []
    while game.phase is Phase.BID:
        seat = game.turn
        order.append(seat)
        assert game.to_act() == [seat]
        for other in range(4):
            if other != seat:
                assert game.legal_actions(other) == []
                raises(game, other, 3, "not_your_turn")
        game.apply(seat, 3)
    assert order == [(dealer + k) % 4 for k in (1, 2, 3, 4)]
    assert game.bids == [3, 3, 3, 3]


def test_spades_bidding_out_of_turn_is_refused_naming_the_seat_to_bid() -> None:
    game = new_spades(MIXED, dealer=EAST)
    error = raises(game, NORTH, 3, "not_your_turn")
    assert str(error) == "it is seat 0 (South)'s turn, not seat 2 (North)'s"


def test_spades_bid_is_nil_or_1_to_13() -> None:
    game = new_spades(MIXED)
    assert game.legal_actions(SOUTH) == list(range(14))
    assert game.view(SOUTH)["legal"] == list(range(14))
    for wrong in (14, 99, -5):
        error = raises(game, SOUTH, wrong, "bid_range")
        assert str(error) == f"a bid is nil (0) or 1 to 13, not {wrong}"
    game.apply(SOUTH, 0)
    assert game.bids == [0, None, None, None]


def test_spades_each_seat_may_bid_anything_whatever_the_partner_bid() -> None:
    game = new_spades(MIXED)
    game.apply(SOUTH, 13)
    game.apply(WEST, 0)
    assert game.legal_actions(NORTH) == list(range(14))
    game.apply(NORTH, 13)
    assert game.legal_actions(EAST) == list(range(14))
    game.apply(EAST, 0)
    assert game.bids == [13, 0, 13, 0]
    assert game.view(SOUTH)["contracts"] == [26, 0]


def test_spades_team_contract_is_the_sum_of_its_two_bids() -> None:
    game = new_spades(MIXED)
    bid_all(game, {SOUTH: 4, WEST: 2, NORTH: 3, EAST: 0})
    assert game.contract(0) == 7
    assert game.contract(1) == 2
    assert game.view(NORTH)["contracts"] == [7, 2]
    assert game.view(NORTH)["bids"] == [4, 2, 3, 0]


# -- rule 4: play ------------------------------------------------------------------------------
@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_spades_seat_left_of_dealer_leads_the_first_trick(dealer: int) -> None:
    game = new_spades(MIXED, dealer=dealer)
    bid_all(game, dict.fromkeys(range(4), 3))
    assert game.phase is Phase.PLAY
    assert game.to_act() == [(dealer + 1) % 4]
    assert game.view(SOUTH)["leader"] == (dealer + 1) % 4


def test_spades_must_follow_suit_when_able() -> None:
    game = new_spades(MIXED)
    bid_all(game, dict.fromkeys(range(4), 3))
    play(game, "AC")
    assert legal(game) == {"2C", "3C", "4C", "5C"}
    error = raises(game, WEST, card("7D"), "must_follow")
    assert str(error) == "must follow suit: you hold ♣"


def test_spades_seat_void_in_suit_led_may_play_any_card_a_spade_included() -> None:
    game = new_spades(MIXED)
    bid_all(game, dict.fromkeys(range(4), 3))
    play(game, "AC 2C 6C")
    assert legal(game) == set(hand(game, EAST).split())


def test_spades_spades_are_always_trump() -> None:
    game = new_spades(MIXED)
    bid_all(game, dict.fromkeys(range(4), 3))
    play(game, "AC 2C 6C 7S")  # East's 7♠ beats the ace of clubs
    assert game.last_trick == (SOUTH, tuple(card(c) for c in ["AC", "2C", "6C", "7S"]), EAST)
    assert game.turn == EAST  # the winner leads next
    play(game, "TH 2S 2H 9H")  # South, void in hearts, trumps with the 2♠
    assert game.last_trick is not None and game.last_trick[2] == SOUTH
    assert game.tricks_won == [1, 0, 0, 1]


def test_spades_highest_spade_wins_when_several_are_played() -> None:
    game = new_spades(TWO_TRUMPS)
    bid_all(game, dict.fromkeys(range(4), 3))
    play(game, "AC 7S 2H 8S")
    assert game.last_trick is not None and game.last_trick[2] == EAST


def test_spades_highest_card_of_suit_led_wins_when_no_spade_is_played() -> None:
    game = new_spades(MIXED)
    bid_all(game, dict.fromkeys(range(4), 3))
    play(game, "KC 5C 9C AH")  # East discards A♥: off suit, it cannot win
    assert game.last_trick is not None and game.last_trick[2] == SOUTH
    assert game.turn == SOUTH


# -- rule 5: breaking spades -------------------------------------------------------------------
def test_spades_cannot_lead_spades_before_broken() -> None:
    game = new_spades(MIXED)
    bid_all(game, dict.fromkeys(range(4), 3))
    assert legal(game) == set(["AC", "KC", "QC", "JC", "TC", "2D", "3D", "4D", "5D", "6D"])
    error = raises(game, SOUTH, card("2S"), "spades_not_broken")
    assert str(error) == "spades are not broken"
    assert game.view(SOUTH)["spades_broken"] is False


def test_spades_may_lead_spades_once_a_spade_was_played_in_an_earlier_trick() -> None:
    game = new_spades(MIXED)
    bid_all(game, dict.fromkeys(range(4), 3))
    play(game, "AC 2C 6C 7S")
    assert game.view(SOUTH)["spades_broken"] is True
    assert {"8S", "QS", "AS"} <= legal(game)
    play(game, "TH 2S 2H 9H 3S 5S 6S AS")  # South leads a spade; East's A♠ wins
    assert game.last_trick is not None and game.last_trick[2] == EAST


def test_spades_leader_holding_only_spades_may_lead_them_before_broken() -> None:
    game = sweep(SOUTH)
    bid_all(game, dict.fromkeys(range(4), 3))
    assert not game.broken
    assert legal(game) == {r + "S" for r in "23456789TJQKA"}
    play(game, "2S")


# -- rule 6: scoring ---------------------------------------------------------------------------
def test_spades_contract_made_scores_ten_per_bid_trick_plus_one_per_bag() -> None:
    game = sweep(SOUTH)
    play_spades_hand(game, {SOUTH: 5, WEST: 1, NORTH: 3, EAST: 1})
    (record,) = game.history
    # Contract 8 made with 13 tricks: 80 + 5 bags. West and East bid 2, took none: -20.
    assert record["points"] == [85, -20]
    assert record["bags"] == [5, 0]
    assert game.scores == [85, -20]
    assert game.bags == [5, 0]
    assert game.view(WEST)["bags"] == [5, 0]


def test_spades_contract_made_exactly_scores_no_bags() -> None:
    game = sweep(SOUTH)
    play_spades_hand(game, {SOUTH: 1, WEST: 1, NORTH: 12, EAST: 1})
    assert game.history[0]["points"] == [130, -20]
    assert game.bags == [0, 0]


def test_spades_contract_missed_loses_ten_per_bid_trick() -> None:
    game = sweep(SOUTH)
    play_spades_hand(game, {SOUTH: 7, WEST: 4, NORTH: 7, EAST: 5})
    # 14 bid, 13 taken: missed, -140 and no bags; West and East took nothing: -90.
    assert game.history[0]["points"] == [-140, -90]
    assert game.bags == [0, 0]


def test_spades_nil_made_scores_100() -> None:
    game = sweep(SOUTH)
    play_spades_hand(game, {SOUTH: 13, WEST: 0, NORTH: 0, EAST: 1})
    # North nil made +100, South's 13 made +130; West nil made +100, East's 1 missed -10.
    assert game.history[0]["points"] == [230, 90]


def test_spades_nil_failed_loses_100() -> None:
    game = new_spades(NIL_TAKES_ONE)
    bid_all(game, {SOUTH: 11, WEST: 0, NORTH: 0, EAST: 1})
    play(game, NIL_TAKES_ONE_PLAY)
    play_out_hand(game)
    (record,) = game.history
    assert record["tricks"] == [11, 0, 1, 1]
    # South's 11 made exactly (+110); North's nil failed with one trick: -100, +1 bag.
    # West's nil made (+100), East's 1 made (+10).
    assert record["points"] == [110 - 100 + 1, 110]
    assert record["bags"] == [1, 0]


def test_spades_nil_tricks_count_only_as_bags() -> None:
    game = new_spades(NIL_TAKES_ONE)
    bid_all(game, {SOUTH: 12, WEST: 0, NORTH: 0, EAST: 1})
    play(game, NIL_TAKES_ONE_PLAY)
    play_out_hand(game)
    (record,) = game.history
    assert record["tricks"] == [11, 0, 1, 1]
    # South bid 12 and took 11: North's trick does not make it 12. Missed: -120.
    # North's failed nil: -100, and its trick is a bag (+1 point, +1 bag).
    assert record["points"][0] == -120 - 100 + 1
    assert record["bags"][0] == 1
    assert game.bags == [1, 0]


def test_spades_nil_tricks_are_bags_whether_partner_contract_made_or_missed() -> None:
    made = sweep(SOUTH)
    play_spades_hand(made, {SOUTH: 0, WEST: 1, NORTH: 1, EAST: 1})
    # South nil took 13: -100 + 13; North's 1 took none: -10; 13 bags: -100, 3 left.
    assert made.history[0]["points"][0] == -100 + 13 - 10 - 100
    assert made.history[0]["bags"][0] == 13
    assert made.bags[0] == 3


def test_spades_both_partners_nil_each_scored_on_its_own() -> None:
    game = sweep(SOUTH)
    play_spades_hand(game, {SOUTH: 0, WEST: 0, NORTH: 0, EAST: 0})
    (record,) = game.history
    # South's nil fails with 13 tricks (-100 + 13), North's is made (+100): 13 bags, -100.
    assert record["points"][0] == -100 + 13 + 100 - 100
    assert record["bags"][0] == 13
    assert record["bag_penalty"][0] == 100
    assert game.bags[0] == 3
    # West and East both made nil: +200, contract 0, no bag.
    assert record["points"][1] == 200
    assert game.bags[1] == 0


def test_spades_ten_bags_cost_100_and_count_is_kept_apart_from_score() -> None:
    game = sweep(SOUTH, SOUTH)
    play_spades_hand(game, {SOUTH: 1, WEST: 1, NORTH: 1, EAST: 1})
    # Contract 2 made with 13: 20 + 11 bags = 31; 11 bags reach 10: -100, 1 bag kept.
    assert game.history[0]["points"][0] == 31 - 100
    assert game.history[0]["bag_penalty"] == [100, 0]
    assert game.scores[0] == -69
    assert game.bags[0] == 1  # the negative score changes nothing about the bag count
    play_spades_hand(game, {SOUTH: 1, WEST: 1, NORTH: 1, EAST: 1})
    assert game.scores[0] == -69 + 31 - 100
    assert game.bags[0] == 2
    assert game.history[1]["bag_totals"] == [2, 0]
    assert game.scores[1] == -40
    assert game.bags[1] == 0


def test_spades_bags_accumulate_across_hands_until_they_reach_10() -> None:
    game = sweep(SOUTH, SOUTH)
    play_spades_hand(game, {SOUTH: 4, WEST: 1, NORTH: 4, EAST: 1})
    assert game.scores[0] == 85
    assert game.bags[0] == 5
    play_spades_hand(game, {SOUTH: 4, WEST: 1, NORTH: 4, EAST: 1})
    assert game.scores[0] == 85 + 85 - 100  # 5 + 5 bags: exactly 10 costs 100
    assert game.bags[0] == 0


# -- rule 7: end, and the target option --------------------------------------------------------
def test_spades_first_team_to_reach_target_wins() -> None:
    game = sweep(SOUTH)
    for n in (1, 2):
        play_spades_hand(game, {SOUTH: 13, WEST: 1, NORTH: 0, EAST: 1})
        assert game.phase is Phase.BID
        assert game.scores == [230 * n, -20 * n]
    play_spades_hand(game, {SOUTH: 13, WEST: 1, NORTH: 0, EAST: 1})
    assert game.scores == [690, -60]
    assert game.phase is Phase.GAME_OVER
    assert game.winner == 0
    assert game.view(WEST)["winner"] == 0
    assert game.to_act() == []


@pytest.mark.parametrize(("target", "hands"), [(250, 2), (300, 3), (500, 3)])
def test_spades_target_option_500_300_250(target: int, hands: int) -> None:
    game = sweep(SOUTH, WEST, SOUTH, target=target)
    script = [
        {SOUTH: 13, WEST: 1, NORTH: 0, EAST: 1},  # 230, -20
        {SOUTH: 0, WEST: 13, NORTH: 6, EAST: 0},  # +100 - 60 = 270; +130 + 100 = 210
        {SOUTH: 13, WEST: 1, NORTH: 0, EAST: 1},  # 500, 190
    ]
    totals = [[230, -20], [270, 210], [500, 190]]
    for n in range(hands):
        assert game.phase is Phase.BID
        play_spades_hand(game, script[n])
        assert game.scores == totals[n]
    assert game.phase is Phase.GAME_OVER  # 270 >= 250; 500 >= 300; exactly 500 >= 500
    assert game.winner == 0


# -- option: blind nil -------------------------------------------------------------------------
def after_one_hand(second: int = SOUTH, **options: bool | int) -> Spades:
    """Hand 1 leaves West and East 250 behind (230 to -20); hand 2, dealt by South, is a sweep
    by ``second``."""
    game = sweep(SOUTH, second, **options)
    play_spades_hand(game, {SOUTH: 13, WEST: 1, NORTH: 0, EAST: 1})
    assert game.scores == [230, -20]
    assert game.dealer == SOUTH and game.turn == WEST
    return game


def test_spades_blind_nil_option_is_off_by_default() -> None:
    game = after_one_hand()
    assert game.view(WEST)["hand_hidden"] is False
    assert len(game.view(WEST)["hand"]) == 13
    assert game.legal_actions(WEST) == list(range(14))
    error = raises(game, WEST, BLIND_NIL, "blind_nil_off")
    assert str(error) == "blind nil is not played in this game"
    raises(game, WEST, LOOK, "blind_nil_off")


def test_spades_blind_nil_option_only_for_a_team_trailing_by_100_or_more() -> None:
    game = new_spades(MIXED, blind_nil=True)
    for scores, eligible in [
        ([0, 0], [False, False]),
        ([0, 100], [True, False]),
        ([0, 99], [False, False]),
        ([150, 50], [False, True]),
        ([-120, -20], [True, False]),
    ]:
        game.scores = scores
        assert [game.may_bid_blind(s) for s in range(4)] == eligible * 2, scores
    played = after_one_hand(blind_nil=True)
    assert [played.may_bid_blind(s) for s in range(4)] == [False, True, False, True]
    assert played.view(SOUTH)["hand_hidden"] is False
    assert played.view(NORTH)["hand_hidden"] is False


def test_spades_blind_nil_option_hand_hidden_until_the_seat_looks() -> None:
    game = after_one_hand(blind_nil=True)
    west = game.view(WEST)
    assert west["hand_hidden"] is True
    assert west["hand"] == []
    assert west["legal"] == ["blind_nil", "look"]
    assert game.view(EAST)["hand"] == []  # East, not yet to bid, has not seen its cards either
    assert game.view(EAST)["legal"] == []
    error = raises(game, WEST, 2, "blind_or_look")
    assert str(error) == "first choose: bid blind nil, or look at your cards"
    game.apply(WEST, LOOK)
    west = game.view(WEST)
    assert west["hand_hidden"] is False
    assert len(west["hand"]) == 13
    assert west["legal"] == list(range(14))
    assert game.turn == WEST  # looking is not a bid
    error = raises(game, WEST, BLIND_NIL, "already_looked")
    assert "you have seen your cards" in str(error)
    raises(game, WEST, LOOK, "already_looked")
    game.apply(WEST, 3)
    assert game.turn == NORTH


def test_spades_blind_nil_option_refused_to_a_team_not_trailing() -> None:
    game = after_one_hand(blind_nil=True)
    game.apply(WEST, LOOK)
    game.apply(WEST, 2)
    assert game.turn == NORTH
    assert game.view(NORTH)["legal"] == list(range(14))
    error = raises(game, NORTH, BLIND_NIL, "no_blind_nil")
    assert str(error) == "blind nil is only for a team trailing by 100 or more"


def test_spades_blind_nil_option_made_scores_200() -> None:
    game = after_one_hand(blind_nil=True)  # hand 2: South takes every trick
    game.apply(WEST, BLIND_NIL)
    assert game.bids[WEST] == 0
    assert game.view(SOUTH)["blind_nil"] == [False, True, False, False]
    game.apply(NORTH, 0)
    game.apply(EAST, LOOK)
    game.apply(EAST, 1)
    game.apply(SOUTH, 13)
    play_out_hand(game)
    record = game.history[1]
    assert record["blind_nil"] == [False, True, False, False]
    assert record["points"] == [230, 200 - 10]
    assert game.scores == [460, 170]


def test_spades_blind_nil_option_failed_loses_200_and_its_tricks_are_bags() -> None:
    game = after_one_hand(WEST, blind_nil=True)  # hand 2: West takes every trick
    game.apply(WEST, BLIND_NIL)
    game.apply(NORTH, 1)
    game.apply(EAST, LOOK)
    game.apply(EAST, 1)
    game.apply(SOUTH, 1)
    play_out_hand(game)
    record = game.history[1]
    assert record["tricks"] == [0, 13, 0, 0]
    # West: -200 and 13 bags (+13); East's 1 missed: -10; 13 bags reach 10: -100, 3 left.
    assert record["points"][1] == -200 + 13 - 10 - 100
    assert record["bags"][1] == 13
    assert game.bags[1] == 3
    assert game.scores[1] == -20 - 297
    # North and South bid 1 each and took nothing: -20.
    assert game.scores[0] == 230 - 20


# -- option: mercy -----------------------------------------------------------------------------
def test_spades_mercy_option_off_by_default_play_continues_below_minus_200() -> None:
    game = sweep(SOUTH)
    play_spades_hand(game, {SOUTH: 13, WEST: 13, NORTH: 0, EAST: 13})
    assert game.scores == [230, -260]
    assert game.phase is Phase.BID


@pytest.mark.parametrize(("west", "east", "score"), [(13, 13, -260), (10, 10, -200)])
def test_spades_mercy_option_team_at_minus_200_or_lower_loses(
    west: int, east: int, score: int
) -> None:
    game = sweep(SOUTH, mercy=True)
    play_spades_hand(game, {SOUTH: 13, WEST: west, NORTH: 0, EAST: east})
    assert game.scores == [230, score]
    assert game.phase is Phase.GAME_OVER
    assert game.winner == 0


def test_spades_mercy_option_not_triggered_above_minus_200() -> None:
    game = sweep(SOUTH, mercy=True)
    play_spades_hand(game, {SOUTH: 13, WEST: 10, NORTH: 0, EAST: 9})
    assert game.scores == [230, -190]
    assert game.phase is Phase.BID


def test_spades_mercy_option_both_at_minus_200_higher_score_wins() -> None:
    game = sweep(SOUTH, mercy=True)
    play_spades_hand(game, {SOUTH: 0, WEST: 13, NORTH: 13, EAST: 13})
    # South's nil fails with 13 (-100 + 13); North's 13 missed (-130); 13 bags: -100.
    assert game.scores == [-100 + 13 - 130 - 100, -260]
    assert game.phase is Phase.GAME_OVER
    assert game.winner == 1


def test_spades_mercy_option_tie_plays_on() -> None:
    game = sweep(SOUTH, SOUTH, mercy=True)
    play_spades_hand(game, {SOUTH: 13, WEST: 13, NORTH: 13, EAST: 13})
    assert game.scores == [-260, -260]  # both below -200, level: another hand
    assert game.phase is Phase.BID
    assert game.winner is None
    play_spades_hand(game, {SOUTH: 13, WEST: 1, NORTH: 0, EAST: 1})
    assert game.scores == [-30, -280]
    assert game.phase is Phase.GAME_OVER
    assert game.winner == 0


def test_spades_options_refuse_unknown_values() -> None:
    for bad in ({"target": 400}, {"target": True}, {"blind_nil": 1}, {"mercy": "yes"}):
        with pytest.raises(ValueError, match="spades"):
            SpadesOptions(**bad)  # type: ignore[arg-type]
    assert SpadesOptions() == SpadesOptions(target=500, blind_nil=False, mercy=False)
