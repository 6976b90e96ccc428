"""The computer players at Spades: legal at every level, blind to hidden cards, and the normal
player's named habits (issue "Computer players"), each on a fixed deal written with card codes."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helpers import (
    EAST,
    NIL_DEAL,
    NORTH,
    SOUTH,
    WEST,
    bid_all,
    deck_from_hands,
    is_legal,
    level_choice,
    new_spades,
    nil_game,
    play,
    random_action,
    redeal,
    seeded_deals,
    spades_sweep_deck,
)
from kawu import api
from kawu.bots import decide
from kawu.bots.knowledge import plausible_hands, sample_hands
from kawu.bots.reasons import TEXTS, explain
from kawu.bots.rollouts import Budget
from kawu.bots.spades import bid as spades_bid
from kawu.bots.spades import play as spades_play
from kawu.engine.cards import CODES, SUIT_MASKS, card, pretty
from kawu.engine.spades import BLIND_NIL, LOOK, Spades, SpadesOptions
from kawu.engine.tricks import Phase

SMALL = Budget(plays=1200, min_deals=4, max_deals=8)


#: A level's choice and reason (``choice(state, seat, level="normal", seed=0)``), search at SMALL.
choice = partial(level_choice, budget=SMALL)


def random_state(seed: int, steps: int, **options: Any) -> Spades:
    """A game dealt from ``seed``, after ``steps`` random legal actions (bids and cards)."""
    rng = random.Random(seed)
    state = Spades(SpadesOptions(**options), deals=seeded_deals(seed), first_dealer=seed & 3)
    for _ in range(steps):
        if state.phase is Phase.GAME_OVER:
            break
        seat = state.to_act()[0]
        state.apply(seat, random_action(state, seat, rng))
    return state


GAMES = st.builds(
    random_state,
    seed=st.integers(0, 2**40),
    steps=st.integers(0, 200),
    blind_nil=st.booleans(),
)


# -- every level bids and plays legally ------------------------------------------------------
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=GAMES, seed=st.integers(0, 1000))
def test_easy_and_normal_choose_only_legal_bids_and_cards(state: Spades, seed: int) -> None:
    for seat in state.to_act():
        for level in ("easy", "normal"):
            action, why = choice(state, seat, level, seed)
            assert is_legal(state, seat, action), (level, state.phase, action)
            assert why in TEXTS, why


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=GAMES, seed=st.integers(0, 1000))
def test_hard_chooses_only_legal_bids_and_cards(state: Spades, seed: int) -> None:
    for seat in state.to_act():
        action, why = choice(state, seat, "hard", seed)
        assert is_legal(state, seat, action), (state.phase, action)
        assert why in TEXTS, why


def test_normal_plays_whole_games_legally_against_every_level() -> None:
    for seed, (us, them) in enumerate([("normal", "easy"), ("easy", "normal")]):
        state = Spades(SpadesOptions(blind_nil=True), deals=seeded_deals(seed), first_dealer=0)
        rng = random.Random(seed)
        while state.phase is not Phase.GAME_OVER and state.hand_number < 60:
            seat = state.to_act()[0]
            action, _, _ = decide(state, seat, us if seat % 2 == 0 else them, rng)
            state.apply(seat, action)  # refused with IllegalAction if it were not legal
        assert state.phase is Phase.GAME_OVER


# -- no peeking ----------------------------------------------------------------------------
def states_met(games: int, seed: int) -> list[Spades]:
    """Every state met while playing ``games`` seeded hands with the normal player."""
    found: list[Spades] = []
    for g in range(games):
        state = Spades(deals=seeded_deals(seed * 1000 + g), first_dealer=g & 3)
        while state.hand_number == 1:
            found.append(state.clone())
            seat = state.to_act()[0]
            if state.phase is Phase.PLAY:
                state.apply(seat, spades_play.choose_play(state, seat)[0])
            else:
                state.apply(seat, spades_bid.choose_bid(state, seat)[0])
    return found


@pytest.mark.parametrize("level", ("normal", "hard"))
def test_a_bot_choice_never_depends_on_cards_it_cannot_see(level: str) -> None:
    rng = random.Random(3)
    states = states_met(4 if level == "hard" else 25, seed=21)
    checked = bids = 0
    for state in states[:: 9 if level == "hard" else 1]:
        seat = state.to_act()[0]
        other = redeal(state, seat, rng)
        if other is None or other.hands == state.hands:
            continue
        assert choice(other, seat, level, seed=5) == choice(state, seat, level, seed=5)
        checked += 1
        bids += state.phase is Phase.BID
    assert checked > (15 if level == "hard" else 1000)
    assert bids >= (2 if level == "hard" else 50)  # the bid (searched at hard) included


def test_the_sampled_deals_keep_what_the_seat_knows_and_fit_the_bids() -> None:
    rng = random.Random(8)
    nil_aces = 0
    for state in states_met(12, seed=31):
        if state.phase is not Phase.PLAY:
            continue
        seat = state.turn
        hands = sample_hands(state, seat, rng)
        assert hands[seat] == state.hands[seat]
        assert sum(hands) == sum(state.hands)  # the same cards, each once
        for s in range(4):
            assert hands[s].bit_count() == state.hands[s].bit_count()
            for suit in range(4):
                if state.voids[s] >> suit & 1:
                    assert not hands[s] & SUIT_MASKS[suit]
        # A deal in which a nil bidder holds the ace of spades is implausible.
        for s in range(4):
            if s != seat and state.bids[s] == 0 and hands[s] >> card("AS") & 1:
                assert spades_bid.plausible(state, seat)(hands) < 0.05
                nil_aces += 1
    assert nil_aces > 0


def test_plausible_deals_are_kept_as_often_as_they_are_plausible() -> None:
    state = new_spades(deal_with(NIL_HAND))  # South has not the ace of spades
    ace = card("AS")

    def west_lacks_the_ace(hands: list[int]) -> float:
        return 0.0 if hands[WEST] >> ace & 1 else 1.0

    rng = random.Random(4)
    plain = sum(sample_hands(state, SOUTH, rng)[WEST] >> ace & 1 for _ in range(300))
    weighed = sum(
        plausible_hands(state, SOUTH, rng, None, west_lacks_the_ace)[WEST] >> ace & 1
        for _ in range(300)
    )
    assert 70 < plain < 130  # a third of the deals give West the ace
    assert weighed < 15  # only when every try did


# -- the normal player's bids -----------------------------------------------------------------
NIL_HAND = "2C 3C 4C 6C 2D 3D 5D 7D 2H 3H 4H 6H 2S"
STRONG_HAND = "AS KS QS JS 5S AH KH AD KD AC 2C 3C 4H"


def deal_with(south: str) -> list[int]:
    """A deal giving South ``south`` and the other 39 cards to West, North and East in turn."""
    mine = set(south.split())
    rest = [c for c in CODES if c not in mine]
    hands = [south, " ".join(rest[0::3]), " ".join(rest[1::3]), " ".join(rest[2::3])]
    return deck_from_hands(*hands)


def test_normal_bids_nil_on_a_nil_hand() -> None:
    state = new_spades(deal_with(NIL_HAND))  # East deals: South bids first
    assert choice(state, SOUTH) == (0, "bid_nil")


def test_normal_counts_its_tricks_on_a_strong_hand() -> None:
    state = new_spades(deal_with(STRONG_HAND))
    bid, why = choice(state, SOUTH)
    assert why == "bid_count" and 7 <= bid <= 10


def test_normal_counts_the_partners_nil_and_does_not_bid_nil_beside_it() -> None:
    state = new_spades(deal_with(NIL_HAND), dealer=SOUTH)  # West, North, East, then South
    bid_all_but_south(state, {WEST: 3, NORTH: 0, EAST: 3})
    bid, why = choice(state, SOUTH)
    assert bid >= 1 and why == "bid_cover_nil"


def test_normal_adds_its_count_to_the_partners_bid() -> None:
    state = new_spades(deal_with(STRONG_HAND), dealer=SOUTH)
    bid_all_but_south(state, {WEST: 1, NORTH: 2, EAST: 1})
    bid, why = choice(state, SOUTH)
    assert why == "bid_with_partner"
    # The team's contract is a little under the tricks both hands should take.
    count = spades_bid.hand_tricks(state.hands[SOUTH])
    expected = round(2 + spades_bid.PARTNER_EXTRA + count - spades_bid.TEAM_MARGIN)
    assert 2 + bid == expected


def test_normal_keeps_the_total_of_the_bids_within_the_13_tricks() -> None:
    state = new_spades(deal_with(STRONG_HAND), dealer=SOUTH)
    bid_all_but_south(state, {WEST: 4, NORTH: 3, EAST: 3})
    bid, _ = choice(state, SOUTH)
    assert bid == 3  # its hand counts more, but only 3 tricks are left unclaimed


def bid_all_but_south(state: Spades, bids: dict[int, int]) -> None:
    while state.turn != SOUTH:
        state.apply(state.turn, bids[state.turn])


def test_normal_bids_blind_nil_only_when_the_team_is_desperate() -> None:
    for target, expected in ((250, BLIND_NIL), (500, LOOK)):
        # West takes all 13 tricks of the first hand: West and East +130, South and North -20.
        state = new_spades(
            spades_sweep_deck(WEST), deal_with(NIL_HAND), target=target, blind_nil=True
        )
        bid_all(state, {SOUTH: 1, WEST: 12, NORTH: 1, EAST: 1})
        while state.hand_number == 1:
            state.apply(state.turn, state.legal_actions(state.turn)[0])
        assert state.scores == [-20, 130]
        assert state.turn == WEST  # South deals hand 2
        state.apply(WEST, 3)
        assert state.turn == NORTH and not state.looked[NORTH]
        action, why = choice(state, NORTH)
        assert action == expected
        assert why == ("bid_blind_nil" if expected == BLIND_NIL else "bid_look")


def test_normal_never_bids_blind_nil_beside_its_partners_nil() -> None:
    # As above (target 250): North, desperate, bids blind nil; South, as desperate, looks at its
    # cards instead and bids to cover its partner (one long shot a team, not two uncovered ones).
    state = new_spades(spades_sweep_deck(WEST), deal_with(NIL_HAND), target=250, blind_nil=True)
    bid_all(state, {SOUTH: 1, WEST: 12, NORTH: 1, EAST: 1})
    while state.hand_number == 1:
        state.apply(state.turn, state.legal_actions(state.turn)[0])
    state.apply(WEST, 3)
    assert choice(state, NORTH) == (BLIND_NIL, "bid_blind_nil")
    state.apply(NORTH, BLIND_NIL)
    state.apply(EAST, 3)  # East's team leads: its cards were never hidden
    assert state.turn == SOUTH and not state.looked[SOUTH]
    assert state.may_bid_blind(SOUTH)  # the rules would allow it: the player chooses not to
    assert choice(state, SOUTH) == (LOOK, "bid_look")
    state.apply(SOUTH, LOOK)
    bid, why = choice(state, SOUTH)
    assert bid >= 1 and why == "bid_cover_nil"


# -- the normal player's play -------------------------------------------------------------------
# South wins the first two tricks with its aces; what it does next depends on the bids.
SET_DEAL = dict(
    south="AC KC 2C AD 3D QH 5H 2H 2S 3S 4S 5S 6S",
    west="QC JC TC KD QD JD AH KH 9H 7S 8S 9S TS",
    north="9C 8C 7C 6C TD 9D 8D 7D 3H 6H 8H JS QS",
    east="5C 4C 3C 6D 5D 4D 2D 4H 7H TH JH KS AS",
)


def after_two_aces(bids: dict[int, int]) -> Spades:
    state = new_spades(deck_from_hands(**SET_DEAL))  # East deals: South bids first and leads
    bid_all(state, bids)
    play(state, "AC QC 9C 5C")
    play(state, "AD KD TD 2D")
    assert state.turn == SOUTH and state.tricks_won[SOUTH] == 2
    return state


def test_normal_avoids_bags_once_the_contract_is_made() -> None:
    state = after_two_aces({SOUTH: 1, WEST: 3, NORTH: 1, EAST: 3})  # 2 bid, 2 taken
    lead, why = choice(state, SOUTH)
    assert (CODES[lead], why) == ("2H", "avoid_bags")  # not K♣, a sure trick: a bag
    play(state, "2H AH 3H 4H")
    play(state, "KH 6H 7H")
    assert choice(state, SOUTH) == (card("QH"), "avoid_bags")  # shed Q♥ while it loses


def test_normal_keeps_taking_tricks_while_the_contract_needs_them() -> None:
    state = after_two_aces({SOUTH: 3, WEST: 3, NORTH: 1, EAST: 3})  # 4 bid, 2 taken
    assert choice(state, SOUTH) == (card("KC"), "lead_winner")
    play(state, "2H AH 3H 4H")
    play(state, "KH 6H 7H")
    assert choice(state, SOUTH) == (card("5H"), "follow_under")  # Q♥ may win later


def test_normal_plays_to_set_a_contract_it_can_set() -> None:
    # Our 2 are made, but West and East bid 11 and need all 11 tricks left: one more sets them.
    state = after_two_aces({SOUTH: 1, WEST: 6, NORTH: 1, EAST: 5})
    assert choice(state, SOUTH) == (card("KC"), "set_contract")


def test_normal_covers_its_partners_nil_by_leading_a_winner() -> None:
    state = nil_game(EAST, {SOUTH: 4, WEST: 3, NORTH: 0, EAST: 3})
    lead, why = choice(state, SOUTH)
    assert CODES[lead] in {"AC", "AD"} and why == "cover_nil"


def test_normal_covers_its_partners_nil_by_winning_high_before_it() -> None:
    state = nil_game(NORTH, {EAST: 3, SOUTH: 4, WEST: 3, NORTH: 0})
    play(state, "4D")  # East leads; North plays last
    assert choice(state, SOUTH) == (card("AD"), "cover_nil")


def test_normal_covers_its_partners_nil_by_taking_the_trick_off_it() -> None:
    hands = {
        **NIL_DEAL,
        "west": "KC QC JC KD QD 2D 2H 3H AH QH 9S TS JS",
        "east": "7C 6C 5C 4C 3C 6D 5D 4D JD TH JH KS AS",
    }
    for north_bid, expected in ((0, ("AD", "cover_nil")), (3, ("3D", "partner_wins"))):
        state = new_spades(deck_from_hands(**hands), dealer=SOUTH)
        bid_all(state, {WEST: 3, NORTH: north_bid, EAST: 3, SOUTH: 4})
        play(state, "2D 7D 4D")  # North's 7♦ is winning; South plays last
        lead, why = choice(state, SOUTH)
        assert (CODES[lead], why) == expected


def test_normal_sets_an_opponents_nil_by_staying_under_it() -> None:
    nil = nil_game(SOUTH, {WEST: 3, NORTH: 3, EAST: 0, SOUTH: 4})
    play(nil, "2H 4H TH")  # East (nil) is winning the trick with 10♥
    assert choice(nil, SOUTH) == (card("5H"), "set_nil")
    plain = nil_game(SOUTH, {WEST: 3, NORTH: 3, EAST: 3, SOUTH: 4})
    play(plain, "2H 4H TH")
    assert choice(plain, SOUTH) == (card("KH"), "win_cheap")  # without a nil, South wins it


def test_normal_sets_an_opponents_nil_by_leading_low() -> None:
    state = nil_game(EAST, {SOUTH: 4, WEST: 3, NORTH: 3, EAST: 0})
    assert choice(state, SOUTH) == (card("2C"), "set_nil_lead")


def test_normal_plays_its_own_nil_under_the_trick() -> None:
    state = nil_game(SOUTH, {WEST: 3, NORTH: 3, EAST: 3, SOUTH: 0})
    play(state, "AH 4H TH")
    assert choice(state, SOUTH) == (card("KH"), "nil_duck")  # K♥ is safe under A♥: shed it


def test_every_reason_the_spades_players_give_reads_in_english_and_italian() -> None:
    seen: set[str] = set()
    states = states_met(30, seed=41)
    for i, state in enumerate(states):
        seat = state.to_act()[0]
        for level in ("normal", "hard") if i % 25 == 0 else ("normal",):
            action, why, params = decide(state, seat, level, random.Random(i), SMALL)
            text = explain(why, params, state, action)
            assert text["en"] and text["it"] and "{" not in text["en"] + text["it"], why
            seen.add(why)
    assert len(seen) >= 20  # most of the player's reasons came up, each with both sentences


# -- the hint --------------------------------------------------------------------------------
@pytest.mark.parametrize("steps", [0, 4, 9, 30])
def test_hint_gives_a_legal_bid_or_card_with_a_reason_in_both_languages(steps: int) -> None:
    record = api.new_game("spades", seed=6)
    i = 0
    while i < steps or SOUTH not in api.view(record, SOUTH)["to_act"]:
        seat = api.view(record, SOUTH)["to_act"][0]
        record = api.act(record, seat, api.bot_action(record, seat, "normal", seed=i))
        i += 1
    view = api.view(record, SOUTH)
    advice = api.hint(record, SOUTH, effort=0.05)
    reason = advice["reason"]
    assert reason["en"] and reason["it"] and reason["en"] != reason["it"]
    assert reason["code"] in TEXTS
    assert advice["action"] in view["legal"]
    api.act(record, SOUTH, advice["action"])  # legal: no IllegalAction
    if reason["code"] in ("bid_count", "bid_with_partner", "bid_cover_nil"):
        assert reason["en"].startswith(f"Bid {advice['action']}:")
        assert reason["it"].startswith(f"Dichiara {advice['action']}:")
    elif view["phase"] == "play" and reason["code"] not in ("search", "forced"):
        assert pretty(card(advice["action"])) in reason["en"]
