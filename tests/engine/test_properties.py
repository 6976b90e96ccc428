"""Properties of seeded random games (hypothesis): the invariants every game must keep.

Engine games are dealt from a seed exactly as the API deals them and played with random legal
actions chosen from a second seed. Checked at every step: the seats to act have a legal action
and nobody else has one; ``can_play`` agrees with ``legal_mask`` for all 52 cards and all four
seats; no view names another seat's cards; hands shrink as cards are played. Checked at every
hand's end: 13 tricks and 52 plays; Hearts' 26 points (or the moon split); Spades' scoring
recomputed from RULES.md; the end of the game exactly when the rules say.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from helpers import CARD_CODES, random_action, seeded_deals, view_card_codes
from kawu import api
from kawu.engine.cards import CODES
from kawu.engine.errors import IllegalAction
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.spades import Spades, SpadesOptions
from kawu.engine.tricks import Phase, TrickGame

SEEDS = st.integers(0, 2**53 - 1)
HEARTS_OPTIONS = st.builds(
    HeartsOptions,
    target=st.sampled_from([50, 100, 150]),
    queen=st.sampled_from(["free", "after_hearts", "breaks_hearts"]),
    moon=st.sampled_from(["add_to_others", "subtract_from_self"]),
    jack_of_diamonds=st.booleans(),
)
SPADES_OPTIONS = st.builds(
    SpadesOptions,
    target=st.sampled_from([500, 300, 250]),
    blind_nil=st.booleans(),
    mercy=st.booleans(),
)
MAX_HANDS = 30  # Hearts games end long before this
MAX_SPADES_HANDS = 12  # random Spades play seldom reaches 500: the end has its own tests
#: Cards tried for the seats not to play (they may play none): one of each suit, low and high.
CODES_BY_SEAT_SAMPLE = (0, 12, 13, 25, 26, 38, 39, 49, 51)


# -- what must hold at every step ----------------------------------------------------------------
def check_step(state: TrickGame) -> None:
    acting = state.to_act()
    if state.phase is Phase.GAME_OVER:
        assert acting == []
    else:
        assert acting
    for seat in range(4):
        actions = state.legal_actions(seat)
        if seat in acting:
            assert actions, f"seat {seat} must act but has no legal action"
        else:
            assert actions == []
    if state.phase is Phase.PLAY:
        mask = state.legal_mask()
        assert mask
        assert mask & ~state.hands[state.turn] == 0
        for c in range(52):
            assert state.can_play(state.turn, c) == bool(mask >> c & 1), CODES[c]
        for seat in range(4):
            if seat != state.turn:
                for c in CODES_BY_SEAT_SAMPLE:
                    assert not state.can_play(seat, c)
        done = state.trick_number
        for k in range(4):
            seat = (state.leader + k) % 4
            in_trick = 1 if k < len(state.trick) else 0
            assert state.hands[seat].bit_count() == 13 - done - in_trick
    check_views(state)


def check_views(state: TrickGame) -> None:
    """No view names a card of another seat beyond the table (and, in Hearts, its own pass)."""
    views = [state.view(seat) for seat in range(4)]  # type: ignore[attr-defined]
    for seat, view in enumerate(views):
        table = {c for _, c in view["trick"]}
        if view["last_trick"] is not None:
            table |= {c for _, c in view["last_trick"]["cards"]}
        own = set(view["hand"]) | set(view.get("passed", [])) | set(view.get("received", []))
        assert view_card_codes(view) <= own | table
        assert set(view["legal"]) & CARD_CODES <= set(view["hand"])
        for other in range(4):
            if other != seat:
                theirs = {CODES[c] for c in range(52) if state.hands[other] >> c & 1}
                assert not (set(view["hand"]) & theirs)


def play_hand(state: TrickGame, rng: random.Random) -> int:
    """Play the current hand to its end with random legal actions; returns the plays made."""
    hand_number = state.hand_number
    plays = 0
    tricks = 0
    while state.hand_number == hand_number and state.phase is not Phase.GAME_OVER:
        check_step(state)
        if state.phase is Phase.PLAY:
            closing = len(state.trick) == 3
            seat = state.turn
            state.apply(seat, random_action(state, seat, rng))
            plays += 1
            tricks += closing
            if rng.random() < 0.02:  # a clone plays on alone and leaves the original as it was
                before = state.view(seat)  # type: ignore[attr-defined]
                twin = state.clone()
                while twin.phase is Phase.PLAY and twin.hand_number == state.hand_number:
                    twin.apply(twin.turn, random_action(twin, twin.turn, rng))
                assert state.view(seat) == before  # type: ignore[attr-defined]
        elif state.phase is Phase.BID:
            seat = state.turn
            options = state.legal_actions(seat)
            # Mostly small bids, which random play often makes, so that games reach their end.
            small = [b for b in options if b <= 3]
            if small and rng.random() < 0.8:
                options = small
            state.apply(seat, rng.choice(options))
        else:
            seat = rng.choice(state.to_act())
            state.apply(seat, random_action(state, seat, rng))
    assert plays == 52
    assert tricks == 13
    check_step(state)
    for seat in range(4):
        json.dumps(state.view(seat))  # type: ignore[attr-defined]
    return plays


# -- Hearts ---------------------------------------------------------------------------------
@settings(max_examples=25, deadline=None)
@given(seed=SEEDS, play_seed=SEEDS, options=HEARTS_OPTIONS)
def test_property_hearts_random_games_keep_the_rules(
    seed: int, play_seed: int, options: HeartsOptions
) -> None:
    state = Hearts(options, deals=seeded_deals(seed))
    rng = random.Random(play_seed)
    totals = [0, 0, 0, 0]
    while state.phase is not Phase.GAME_OVER and state.hand_number <= MAX_HANDS:
        play_hand(state, rng)
        entry = state.history[-1]
        taken = entry["taken"]
        jack = entry["jack"]  # the seat that took J♦, when it scores -10
        assert (jack is not None) == options.jack_of_diamonds
        jd = [-10 if s == jack else 0 for s in range(4)]
        hearts_queen = [t - j for t, j in zip(taken, jd, strict=True)]
        assert sum(hearts_queen) == 26 and sum(taken) == 26 + sum(jd)
        if 26 in hearts_queen:
            shooter = hearts_queen.index(26)
            assert entry["moon"] == shooter
            if options.moon == "add_to_others":
                moon = [0 if s == shooter else 26 for s in range(4)]
            else:
                moon = [-26 if s == shooter else 0 for s in range(4)]
            assert entry["points"] == [m + j for m, j in zip(moon, jd, strict=True)]
        else:
            assert entry["moon"] is None
            assert entry["points"] == taken
        totals = [t + p for t, p in zip(totals, entry["points"], strict=True)]
        assert state.scores == totals == entry["scores"]
        lowest = min(totals)
        over = max(totals) >= options.target and totals.count(lowest) == 1
        assert (state.phase is Phase.GAME_OVER) == over
        if over:
            assert state.winner == totals.index(lowest)


# -- Spades ---------------------------------------------------------------------------------
def spades_hand_points(
    bids: list[int], blind: list[bool], tricks: list[int], bags: list[int]
) -> tuple[list[int], list[int]]:
    """RULES.md "Scoring a hand, per team", written out again: (points, new bag counts)."""
    points = [0, 0]
    new_bags = [0, 0]
    for team in (0, 1):
        seats = (team, team + 2)
        contract = sum(bids[s] for s in seats if bids[s] > 0)
        made = sum(tricks[s] for s in seats if bids[s] > 0)
        gained = 0
        bag = 0
        if contract:
            if made >= contract:
                gained += 10 * contract + (made - contract)
                bag += made - contract
            else:
                gained -= 10 * contract
        for s in seats:
            if bids[s] == 0:
                value = 200 if blind[s] else 100
                gained += value if tricks[s] == 0 else -value
                gained += tricks[s]
                bag += tricks[s]
        count = bags[team] + bag
        while count >= 10:
            count -= 10
            gained -= 100
        points[team] = gained
        new_bags[team] = count
    return points, new_bags


@settings(max_examples=25, deadline=None)
@given(seed=SEEDS, play_seed=SEEDS, options=SPADES_OPTIONS, first_dealer=st.integers(0, 3))
def test_property_spades_random_games_keep_the_rules(
    seed: int, play_seed: int, options: SpadesOptions, first_dealer: int
) -> None:
    state = Spades(options, deals=seeded_deals(seed), first_dealer=first_dealer)
    rng = random.Random(play_seed)
    scores = [0, 0]
    bags = [0, 0]
    while state.phase is not Phase.GAME_OVER and state.hand_number <= MAX_SPADES_HANDS:
        assert state.dealer == (first_dealer + state.hand_number - 1) % 4
        eligible = [state.may_bid_blind(s) for s in range(4)]
        trailing = [scores[1 - s % 2] - scores[s % 2] >= 100 for s in range(4)]
        assert eligible == [options.blind_nil and t for t in trailing]
        play_hand(state, rng)
        entry = state.history[-1]
        assert sum(entry["tricks"]) == 13
        assert all(b is not None and 0 <= b <= 13 for b in entry["bids"])
        assert not any(entry["blind_nil"][s] and not eligible[s] for s in range(4))
        points, bags = spades_hand_points(entry["bids"], entry["blind_nil"], entry["tricks"], bags)
        assert entry["points"] == points
        assert state.bags == bags == entry["bag_totals"]
        assert all(0 <= b < 10 for b in bags)
        scores = [s + p for s, p in zip(scores, points, strict=True)]
        assert state.scores == scores
        a, b = scores
        ended = max(a, b) >= options.target or (options.mercy and min(a, b) <= -200)
        over = ended and a != b
        assert (state.phase is Phase.GAME_OVER) == over
        if over:
            assert state.winner == (0 if a > b else 1)


# -- the API ---------------------------------------------------------------------------------
def api_choice(record: dict[str, Any], seat: int, rng: random.Random) -> Any:
    view = api.view(record, seat)
    if view["phase"] == "pass":
        return rng.sample(view["legal"], 3)
    return rng.choice(view["legal"])


@settings(max_examples=12, deadline=None)
@given(game=st.sampled_from(["hearts", "spades"]), seed=SEEDS, play_seed=SEEDS)
def test_property_api_replaying_a_record_reproduces_its_views(
    game: str, seed: int, play_seed: int
) -> None:
    rng = random.Random(play_seed)
    options = {"blind_nil": True, "mercy": True} if game == "spades" else {"target": 50}
    record = api.new_game(game, options, seed=seed)
    snapshots: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []
    for n in range(160):
        view = api.view(record, 0)
        if view["phase"] == "game_over":
            break
        if n % 23 == 0:
            snapshots.append((copy.deepcopy(record), [api.view(record, s) for s in range(4)]))
        seat = rng.choice(view["to_act"])
        before = copy.deepcopy(record)
        record = api.act(record, seat, api_choice(record, seat, rng))
        assert before["actions"] == record["actions"][:-1]
    snapshots.append((copy.deepcopy(record), [api.view(record, s) for s in range(4)]))
    api._CACHE.clear()  # replay from the actions alone, not from remembered states
    for saved, views in snapshots:
        again = json.loads(json.dumps(saved))
        assert [api.view(again, s) for s in range(4)] == views


@settings(max_examples=12, deadline=None)
@given(game=st.sampled_from(["hearts", "spades"]), seed=SEEDS, play_seed=SEEDS)
def test_property_api_act_never_changes_its_input_and_accepts_exactly_the_legal_cards(
    game: str, seed: int, play_seed: int
) -> None:
    rng = random.Random(play_seed)
    record = api.new_game(game, seed=seed)
    for _ in range(120):
        view = api.view(record, 0)
        seat = rng.choice(view["to_act"])
        seat_view = api.view(record, seat)
        before = copy.deepcopy(record)
        if seat_view["phase"] == "play":
            # Any card code: accepted exactly when it is in the view's legal list.
            code = rng.choice(sorted(CARD_CODES))
            try:
                api.act(record, seat, code)
                accepted = True
            except IllegalAction:
                accepted = False
            assert accepted == (code in seat_view["legal"])
            assert record == before
        # Another seat, or any bid, is refused unless legal; the record never changes.
        other = (seat + 1) % 4
        if seat_view["phase"] != "pass" and other not in view["to_act"]:
            try:
                api.act(record, other, rng.choice(seat_view["legal"]))
                raise AssertionError("a seat acted out of turn")
            except IllegalAction:
                pass
        assert record == before
        new = api.act(record, seat, api_choice(record, seat, rng))
        assert record == before
        assert new["actions"][:-1] == before["actions"]
        record = new
