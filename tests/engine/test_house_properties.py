"""Seeded random games under random house rules (hypothesis): the invariants of
``test_properties.py`` at every step (legality: ``can_play`` agrees with ``legal_mask`` for every
card, the seats to act have a legal action, nobody else does; no view shows another seat's
cards; the view's legal list is the engine's), and at every hand's end the scoring written out
again from RULES.md's house rules: a hand's points add up to the scheme's total (26, 43 or 129,
J♦ apart), moons by the moon rule, the no-tricks bonus; Spades' nil value, nil tricks and bags.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.test_properties import MAX_SPADES_HANDS, SEEDS, check_step, play_hand
from helpers import random_action, seeded_deals
from kawu import api
from kawu.engine import house
from kawu.engine.cards import CODES
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.spades import Spades, SpadesOptions
from kawu.engine.tricks import Phase

MAX_HANDS = 12
DIRECTIONS = st.lists(st.sampled_from(house.DIRECTIONS), min_size=1, max_size=4)


@st.composite
def hearts_options(draw: st.DrawFn) -> HeartsOptions:
    directions = draw(DIRECTIONS)
    return HeartsOptions(
        target=draw(st.sampled_from([50, 100, 150])),
        queen=draw(st.sampled_from(["free", "after_hearts", "breaks_hearts"])),
        moon=draw(st.sampled_from(["add_to_others", "subtract_from_self", "best_for_shooter"])),
        jack_of_diamonds=draw(st.booleans()),
        pass_directions=tuple(directions),
        pass_count=3 if set(directions) == {"hold"} else draw(st.sampled_from([3, 4, 5])),
        first_trick_points=draw(st.booleans()),
        hearts_lead=draw(st.sampled_from(house.HEARTS_LEADS)),
        first_lead=draw(st.sampled_from(house.HEARTS_FIRST_LEADS)),
        points=draw(st.sampled_from(house.SCHEMES)),
        no_tricks_bonus=draw(st.booleans()),
    )


SPADES_OPTIONS = st.builds(
    SpadesOptions,
    target=st.sampled_from([500, 300, 250]),
    blind_nil=st.booleans(),
    mercy=st.booleans(),
    nil_value=st.sampled_from(house.NIL_VALUES),
    bag_penalty=st.sampled_from(house.BAG_PENALTIES),
    nil_tricks=st.sampled_from(house.NIL_TRICKS),
    spades_lead=st.sampled_from(house.SPADES_LEADS),
    first_lead=st.sampled_from(house.SPADES_FIRST_LEADS),
)


def expected_moon(o: HeartsOptions, shooter: int, scores: list[int], jd: list[int]) -> list[int]:
    """RULES.md's moon, written out again: the scheme's total, by the moon rule, J♦ after."""
    total = house.SCHEME_TOTALS[o.points]
    add = [(0 if s == shooter else total) + jd[s] for s in range(4)]
    sub = [(-total if s == shooter else 0) + jd[s] for s in range(4)]
    if o.moon == "add_to_others":
        return add
    if o.moon == "subtract_from_self":
        return sub
    after = [a + b for a, b in zip(scores, add, strict=True)]
    low = min(after)
    lost = max(after) >= o.target and after.count(low) == 1 and after.index(low) != shooter
    return sub if lost else add


def rules_legal(state: Hearts) -> set[str]:
    """The cards the seat to play may play, written out again from RULES.md (rules 2-5 and the
    house rules) with card codes: a second implementation of ``legal_mask``."""
    o = state.options
    hand = {CODES[c] for c in range(52) if state.hands[state.turn] >> c & 1}
    scoring = {CODES[c] for c in range(52) if house.CARD_POINTS[o.points][c]}
    first = state.trick_number == 0
    if state.trick:
        suit = CODES[state.trick[0]][1]
        follow = {c for c in hand if c[1] == suit}
        if follow:
            return follow
        if first and not o.first_trick_points and hand - scoring:
            return hand - scoring
        return hand
    if first and o.first_lead == "two_clubs":
        return {"2C"}
    if first and o.first_lead == "any_club":
        return {c for c in hand if c[1] == "C"}
    leads = set(hand)
    hearts_ok = state.broken or (o.hearts_lead == "any" and not first)
    if not hearts_ok and hand - {c for c in hand if c[1] == "H"}:
        leads = {c for c in hand if c[1] != "H"}
    if o.queen == "after_hearts" and not state.broken and leads - {"QS"}:
        leads -= {"QS"}
    if first and not o.first_trick_points and leads - scoring:
        leads -= scoring
    return leads


def play_hearts_hand_checked(state: Hearts, rng: random.Random) -> None:
    """``play_hand``'s checks, and at every card the legal cards against ``rules_legal``."""
    n = state.hand_number
    while state.hand_number == n and state.phase is not Phase.GAME_OVER:
        if state.phase is Phase.PLAY:
            legal = {CODES[c] for c in state.legal_actions(state.turn)}
            assert legal == rules_legal(state), (state.trick_number, state.trick)
            check_step(state)
            state.apply(state.turn, rng.choice(state.legal_actions(state.turn)))
        else:
            seat = rng.choice(state.to_act())
            state.apply(seat, random_action(state, seat, rng))


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, play_seed=SEEDS, options=hearts_options(), dealer=st.integers(0, 3))
def test_property_house_hearts_random_games_keep_the_house_rules(
    seed: int, play_seed: int, options: HeartsOptions, dealer: int
) -> None:
    state = Hearts(options, deals=seeded_deals(seed), first_dealer=dealer)
    rng = random.Random(play_seed)
    total = house.SCHEME_TOTALS[options.points]
    cycle = options.pass_directions
    while state.phase is not Phase.GAME_OVER and state.hand_number <= MAX_HANDS:
        n = state.hand_number
        direction = cycle[(n - 1) % len(cycle)]
        assert state.pass_direction == ("none" if direction == "hold" else direction)
        assert (state.phase is Phase.PASS) == (direction != "hold")
        before = list(state.scores)
        if state.phase is Phase.PLAY and options.first_lead == "dealer_left":
            assert state.turn == (dealer + n) % 4
        play_hearts_hand_checked(state, rng)
        row = state.history[-1]
        jd = [-10 if s == row["jack"] else 0 for s in range(4)]
        scheme = [t - j for t, j in zip(row["taken"], jd, strict=True)]
        assert sum(scheme) == total  # every card that scores, in the scheme
        if total in scheme:
            shooter = scheme.index(total)
            assert row["moon"] == shooter
            assert row["points"] == expected_moon(options, shooter, before, jd)
            if options.no_tricks_bonus:
                assert row["bonus"] == [0, 0, 0, 0]
        else:
            assert row["moon"] is None
            bonus = row.get("bonus", [0, 0, 0, 0])
            assert ("bonus" in row) == options.no_tricks_bonus
            assert all(b in (0, -5) for b in bonus)
            assert row["points"] == [t + b for t, b in zip(row["taken"], bonus, strict=True)]
        assert state.scores == [b + p for b, p in zip(before, row["points"], strict=True)]


def spades_points(
    o: SpadesOptions, row: dict[str, Any], bags: list[int]
) -> tuple[list[int], list[int]]:
    """RULES.md's Spades scoring with the house rules, written out again."""
    bids, blind, tricks = row["bids"], row["blind_nil"], row["tricks"]
    limit_cost = {"ten_for_100": (10, 100), "five_for_50": (5, 50), "none": None}[o.bag_penalty]
    points, new_bags = [0, 0], [0, 0]
    for team in (0, 1):
        seats = (team, team + 2)
        contract = sum(bids[s] for s in seats if bids[s] > 0)
        if o.nil_tricks == "count":
            made = sum(tricks[s] for s in seats)
        else:
            made = sum(tricks[s] for s in seats if bids[s] > 0)
        gained, bag = 0, 0
        if made >= contract:
            gained += 10 * contract + made - contract
            bag += made - contract
        else:
            gained -= 10 * contract
        for s in seats:
            if bids[s] == 0:
                value = 200 if blind[s] else o.nil_value
                gained += value if tricks[s] == 0 else -value
                if o.nil_tricks == "bags":
                    gained += tricks[s]
                    bag += tricks[s]
        count = bags[team] + bag
        if limit_cost is not None:
            while count >= limit_cost[0]:
                count -= limit_cost[0]
                gained -= limit_cost[1]
        points[team], new_bags[team] = gained, count
    return points, new_bags


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, play_seed=SEEDS, options=SPADES_OPTIONS, first_dealer=st.integers(0, 3))
def test_property_house_spades_random_games_keep_the_house_rules(
    seed: int, play_seed: int, options: SpadesOptions, first_dealer: int
) -> None:
    state = Spades(options, deals=seeded_deals(seed), first_dealer=first_dealer)
    rng = random.Random(play_seed)
    bags = [0, 0]
    while state.phase is not Phase.GAME_OVER and state.hand_number <= MAX_SPADES_HANDS:
        before = list(state.scores)
        play_hand(state, rng)
        row = state.history[-1]
        points, bags = spades_points(options, row, bags)
        assert row["points"] == points
        assert state.bags == bags == row["bag_totals"]
        assert state.scores == [b + p for b, p in zip(before, points, strict=True)]


@settings(max_examples=15, deadline=None)
@given(game=st.sampled_from(["hearts", "spades"]), seed=SEEDS, play_seed=SEEDS, data=st.data())
def test_property_house_api_views_legal_list_is_exactly_what_act_accepts(
    game: str, seed: int, play_seed: int, data: st.DataObject
) -> None:
    """Legality from the view: under random house rules, a card is accepted by ``act`` exactly
    when the seat's view lists it as legal."""
    opts = data.draw(hearts_options() if game == "hearts" else SPADES_OPTIONS)
    record = api.new_game(game, opts.to_json(), seed=seed)
    rng = random.Random(play_seed)
    for _ in range(60):
        view = api.view(record, 0)
        if view["phase"] == "game_over":
            break
        seat = rng.choice(view["to_act"])
        seen = api.view(record, seat)
        assert seen["options"] == opts.to_json()
        if seen["phase"] == "play":
            for code in rng.sample(CODES, 8) + seen["legal"][:2]:
                try:
                    api.act(record, seat, code)
                    accepted = True
                except ValueError:
                    accepted = False
                assert accepted == (code in seen["legal"]), code
            action: Any = rng.choice(seen["legal"])
        elif seen["phase"] == "pass":
            action = rng.sample(seen["legal"], opts.pass_count)  # type: ignore[union-attr]
        else:
            action = rng.choice(seen["legal"])
        record = api.act(record, seat, action)
