"""Computer players that play for the game (issue 14): the fitted chance of winning, the hard
level's game-aware value, and the normal level's end-game rules, each on a fixed deal and fixed
scores. Every scenario names what today's hand-only players did instead."""

from __future__ import annotations

import random
from functools import partial

import pytest

from helpers import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    bid_all,
    deck_from_hands,
    level_choice,
    new_hearts,
    new_spades,
    play,
    play_out_hand,
    random_action,
    redeal,
)
from kawu.bots import game_model
from kawu.bots.knowledge import known_held
from kawu.bots.rollouts import Budget
from kawu.bots.spades import bid as spades_bid
from kawu.engine.cards import CODES, QUEEN_SPADES, card
from kawu.engine.hearts import Hearts
from kawu.engine.spades import Spades
from kawu.engine.tricks import Phase, TrickGame

SMALL = Budget(plays=3000, min_deals=8, max_deals=24)


#: A level's choice and reason (``choice(state, seat, level="normal", seed=0)``), search at SMALL.
choice = partial(level_choice, budget=SMALL)


# -- the model ---------------------------------------------------------------------------------
def test_the_chance_of_winning_a_hearts_game_favours_the_lowest_and_sums_to_one() -> None:
    even = game_model.hearts_shares((0, 0, 0, 0), 100)
    assert even == pytest.approx((0.25,) * 4)
    shares = game_model.hearts_shares((40, 60, 70, 90), 100)
    assert sum(shares) == pytest.approx(1.0)
    assert shares[0] > shares[1] > shares[2] > shares[3]
    # The same gap counts for more as the end comes near.
    early = game_model.hearts_win((0, 20, 20, 20), 0, 100)
    late = game_model.hearts_win((70, 90, 90, 90), 0, 100)
    assert 0.25 < early < late
    # A total at the target with one lowest seat: the game is over and decided.
    assert game_model.hearts_shares((50, 100, 60, 70), 100) == (1.0, 0.0, 0.0, 0.0)


def test_the_chance_of_winning_a_spades_game_counts_the_lead_and_the_bags() -> None:
    assert game_model.spades_win(0, 0, 0, 0, 500) == pytest.approx(0.5)
    assert game_model.spades_win(300, 200, 0, 0, 500) > 0.5
    # Nine bags carried cost the next penalty, most of it: worth less than the same score clean.
    assert game_model.spades_win(300, 300, 9, 0, 500) < 0.5
    assert game_model.spades_win(520, 480, 0, 0, 500) == 1.0


def _finished_hand(scores: list[int]) -> Hearts:
    """A hold hand played out (points [0, 13, 0, 13] or so), from ``scores``."""
    state = new_hearts(deck_from_hands(**HOLD), first_direction=3)
    state.scores = list(scores)
    play_out_hand(state)
    return state


def test_far_from_the_end_the_hard_level_values_a_hand_by_its_points_as_before() -> None:
    state = _finished_hand([0, 10, 20, 30])
    points = state.history[-1]["points"]
    for seat in range(4):
        assert game_model.hearts_value(state, seat) == -points[seat]


def test_near_the_end_the_value_is_the_chance_of_winning_in_points() -> None:
    state = _finished_hand([60, 70, 80, 85])
    points = state.history[-1]["points"]
    assert state.phase is Phase.GAME_OVER or max(state.scores) < 100
    values = [game_model.hearts_value(state, seat) for seat in range(4)]
    # The value is no longer minus the points: the seat that comes out lowest gains the most.
    assert values != [-p for p in points]
    lowest = min(range(4), key=lambda s: state.scores[s])
    assert values[lowest] == max(values)


# -- Hearts: the normal level's end-game rules ---------------------------------------------------
# A hold hand: West leads 2♣ and North wins it; North leads diamonds, East and South have none.
HOLD = dict(
    south="2H 3H AH 2S 3S 4S 5S 6S 7S 8S 9S TS AS",
    west="2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D",
    north="AC 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    east="4H 5H 6H 7H 8H 9H TH JH QH KH QS KS JS",
)


def north_leads_diamonds(scores: list[int], **hands: str) -> Hearts:
    state = new_hearts(deck_from_hands(**{**HOLD, **hands}), first_direction=3)
    play(state, "2C AC KS 2S")
    play(state, "3D 4H")  # East throws a heart: North, winning, is at its total plus one
    state.scores = list(scores)
    assert state.turn == SOUTH
    return state


def test_normal_leading_pushes_a_point_onto_the_seat_that_ends_the_game() -> None:
    # Today: A♠ (a high spade while Q♠ is out). South, lowest by far, ends the game with a heart.
    state = north_leads_diamonds([40, 70, 98, 60])
    assert choice(state, SOUTH) == (card("AH"), "end_game")
    far = north_leads_diamonds([0, 10, 20, 30])
    assert choice(far, SOUTH) == (card("AS"), "dump_high_spade")


# South holds Q♠ with one small spade; East holds A♠ K♠ and ten more spades.
QUEEN = dict(
    south="3C QS 3S 2H 3H 4H 5H 6H 7H 8H 9H TH JH",
    west="2C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D 4S",
    north="AC 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    east="2S 5S 6S 7S 8S 9S TS JS KS AS QH KH AH",
)


def queen_on_north(scores: list[int]) -> Hearts:
    state = new_hearts(deck_from_hands(**QUEEN), first_direction=3)
    play(state, "2C AC 2S 3C")
    play(state, "3D 5S")
    state.scores = list(scores)
    return state


def test_normal_trailing_refuses_to_end_the_game() -> None:
    # Today: Q♠ onto North, who ends the game at 108 with West (40) the winner.
    assert choice(queen_on_north([50, 40, 95, 70]), SOUTH) == (card("3S"), "refuse_end")
    assert choice(queen_on_north([20, 40, 95, 70]), SOUTH) == (QUEEN_SPADES, "end_game")
    assert choice(queen_on_north([0, 10, 20, 30]), SOUTH) == (QUEEN_SPADES, "dump_queen")


def test_hard_trailing_keeps_the_queen_that_would_end_the_game() -> None:
    # Today, on these seeds, the hard level dumps Q♠ at any score: it saves 13 points this hand.
    for seed in (0, 1):
        assert choice(queen_on_north([0, 0, 0, 0]), SOUTH, "hard", seed)[0] == QUEEN_SPADES
        action, why = choice(queen_on_north([45, 35, 96, 70]), SOUTH, "hard", seed)
        assert action != QUEEN_SPADES and why == "search_game"


# -- Spades: the normal level's end-game rules ---------------------------------------------------
# South wins the first two tricks with its aces (as in test_bots_spades).
SET_DEAL = dict(
    south="AC KC 2C AD 3D QH 5H 2H 2S 3S 4S 5S 6S",
    west="QC JC TC KD QD JD AH KH 9H 7S 8S 9S TS",
    north="9C 8C 7C 6C TD 9D 8D 7D 3H 6H 8H JS QS",
    east="5C 4C 3C 6D 5D 4D 2D 4H 7H TH JH KS AS",
)


def test_normal_sets_a_team_that_its_contract_would_take_past_the_target() -> None:
    def after_two_aces(scores: list[int]) -> Spades:
        state = new_spades(deck_from_hands(**SET_DEAL))
        state.scores = list(scores)
        bid_all(state, {SOUTH: 1, WEST: 3, NORTH: 1, EAST: 3})  # our 2 bid, made below
        play(state, "AC QC 9C 5C")
        play(state, "AD KD TD 2D")
        return state

    # Today (and far from the end): the contract is made, so South ducks to take no bags.
    assert choice(after_two_aces([0, 0]), SOUTH) == (card("2H"), "avoid_bags")
    # West and East at 450 win the game with their 6: South takes what it can to set them.
    assert choice(after_two_aces([300, 450]), SOUTH) == (card("KC"), "set_contract")


STRONG_HAND = "AS KS QS JS 5S AH KH AD KD AC 2C 3C 4H"
CATCH_UP_HAND = "2C 3C JC 5D 9D AD 2H 4H 5H 8H TH 2S 3S"


def deal_with(south: str) -> list[int]:
    mine = set(south.split())
    rest = [c for c in CODES if c not in mine]
    return deck_from_hands(south, " ".join(rest[0::3]), " ".join(rest[1::3]), " ".join(rest[2::3]))


def test_normal_bids_one_less_to_close_out_a_won_game() -> None:
    def bid(scores: list[int]) -> tuple[int, str]:
        state = new_spades(deal_with(STRONG_HAND), dealer=SOUTH)
        state.scores = list(scores)
        while state.turn != SOUTH:
            state.apply(state.turn, {WEST: 1, NORTH: 2, EAST: 1}[state.turn])
        return choice(state, SOUTH)

    count, why = bid([0, 0])
    assert why == "bid_with_partner" and count >= 5
    # At 440 against 200, one trick less still reaches 500: the safer contract (today: count).
    assert bid([440, 200]) == (count - 1, "bid_close_out")


def test_normal_bids_nil_on_a_weaker_hand_when_only_a_nil_can_catch_up() -> None:
    hand = sum(1 << card(c) for c in CATCH_UP_HAND.split())
    assert not spades_bid.nil_worthy(hand)  # a little short of a nil at an ordinary score

    def bid(scores: list[int]) -> tuple[int, str]:
        state = new_spades(deal_with(CATCH_UP_HAND))  # East deals: South bids first
        state.scores = list(scores)
        return choice(state, SOUTH)

    assert bid([0, 0])[1] == "bid_count"  # today, at any score
    assert bid([250, 430]) == (0, "bid_nil_catch_up")


# -- no peeking at the end of the game -----------------------------------------------------------
def near_end_states(game: str, seed: int, n: int) -> list[TrickGame]:
    rng = random.Random(seed)
    found: list[TrickGame] = []
    while len(found) < n:
        deck = _deck(seed, len(found))
        state: TrickGame
        if game == "hearts":
            state = Hearts(deals=lambda _n, deck=deck: deck)
            state.scores = [rng.randrange(40, 99) for _ in range(4)]
        else:
            state = Spades(deals=lambda _n, deck=deck: deck, first_dealer=seed & 3)
            state.scores = [rng.randrange(250, 499), rng.randrange(250, 499)]
        for _ in range(rng.randrange(4, 50)):
            seat = state.to_act()[0]
            state.apply(seat, random_action(state, seat, rng))
        if state.phase is not Phase.GAME_OVER and state.hand_number == 1:
            found.append(state)
    return found


def _deck(seed: int, k: int) -> list[int]:
    from kawu.engine import deals

    return deals.deck_for_key(deals.deal_key(seed, k))


@pytest.mark.parametrize("game", ["hearts", "spades"])
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_end_game_choices_never_depend_on_cards_the_seat_cannot_see(game: str, level: str) -> None:
    rng = random.Random(4)
    checked = 0
    for state in near_end_states(game, 9, 8 if level == "hard" else 60):
        seat = state.to_act()[0]
        other = redeal(state, seat, rng, known_held(state, seat))
        if other is None or other.hands == state.hands:
            continue
        assert choice(other, seat, level, seed=2) == choice(state, seat, level, seed=2)
        checked += 1
    assert checked >= (5 if level == "hard" else 40)
