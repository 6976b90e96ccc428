"""Hand review (issue 12): ``api.review_outline``, ``api.review_decision``, ``api.review``.

A finished hand only; every decision judged from what its seat knew (the redeal test), by the
hard player's own search with the computer players' seed rule, so the hard level's own hand
reviews to 0; deterministic. Small efforts keep it fast.
"""

from __future__ import annotations

import itertools
import json
import random
from typing import Any

import pytest

from helpers import new_spades, redeal
from kawu import api
from kawu.bots import seed_for
from kawu.bots.knowledge import known_held
from kawu.engine import records
from kawu.engine.errors import IllegalAction
from kawu.engine.spades import BLIND_NIL, LOOK
from kawu.review import hand as review
from kawu.words.say import one_decimal, say

EFFORT = 0.1
Record = dict[str, Any]


def play_hand(game: str, seed: int, south: str, effort: float = EFFORT, **options: Any) -> Record:
    """The record of a game's first hand played to its end: South at level ``south``, the
    others normal; every computer player seeded by the seed rule, as the page does."""
    record = api.new_game(game, options or None, seed=seed)
    while api.view(record, 0)["hand_number"] == 1 and api.view(record, 0)["phase"] != "game_over":
        seat = api.view(record, 0)["to_act"][0]
        level = south if seat == 0 else "normal"
        seed_now = seed_for(record["seed"], len(record["actions"]))
        record = api.act(record, seat, api.bot_action(record, seat, level, seed_now, effort))
    return record


def follow_hints(game: str, seed: int) -> Record:
    """A game's first hand in which South always does what the hint says."""
    record = api.new_game(game, seed=seed)
    while api.view(record, 0)["hand_number"] == 1:
        seat = api.view(record, 0)["to_act"][0]
        if seat == 0:
            action = api.hint(record, 0, EFFORT)["action"]
        else:
            action = api.bot_action(record, seat, "normal")
        record = api.act(record, seat, action)
    return record


@pytest.fixture(scope="module")
def hands() -> dict[str, Record]:
    return {
        "hearts-hard": play_hand("hearts", 41, "hard"),
        "spades-hard": play_hand("spades", 42, "hard"),
        "hearts-easy": play_hand("hearts", 43, "easy"),
        "spades-easy": play_hand("spades", 44, "easy"),
    }


@pytest.fixture(scope="module")
def reviews(hands: dict[str, Record]) -> dict[str, dict[str, Any]]:
    return {name: api.review(record, 0, 1, EFFORT) for name, record in hands.items()}


# -- the outline ------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["hearts-easy", "spades-easy"])
def test_the_outline_shows_the_whole_finished_hand(hands: dict[str, Record], name: str) -> None:
    record = hands[name]
    outline = api.review_outline(record, 0, 1)
    assert (outline["game"], outline["seat"], outline["hand_number"]) == (record["game"], 0, 1)
    dealt = outline["deal"]["hands"]
    assert sorted(c for h in dealt for c in h) == sorted(records.CARD_CODES)
    assert all(len(h) == 13 for h in dealt)
    tricks = outline["tricks"]
    assert [t["number"] for t in tricks] == list(range(1, 14))
    for t, after in itertools.pairwise(tricks):
        assert after["leader"] == t["winner"]  # the winner leads the next trick
    plays = [(p["seat"], p["card"]) for t in tricks for p in t["plays"]]
    in_play = [(s, a) for s, a in record["actions"] if isinstance(a, str) and len(a) == 2]
    assert plays == in_play
    if record["game"] == "hearts":
        assert sum(t["points"] for t in tricks) == 26
        deal = outline["deal"]
        assert deal["pass_direction"] == "left"  # the first hand passes left
        for s in range(4):
            assert deal["received"][(s + 1) % 4] == deal["passed"][s]
            assert set(deal["passed"][s]) <= set(dealt[s])
        taken = [0, 0, 0, 0]
        for t in tricks:
            taken[t["winner"]] += t["points"]
        assert outline["result"]["taken"] == taken
    else:
        assert outline["deal"]["passed"] is None and outline["deal"]["pass_direction"] is None
        won = [sum(t["winner"] == s for t in tricks) for s in range(4)]
        assert outline["result"]["tricks"] == won
    assert outline["result"]["totals"] == api.view(record, 0)["history"][0]["scores"]
    # The seat's decisions, not yet evaluated: its pass or bid, then a card per trick.
    decisions = outline["decisions"]
    assert [d["index"] for d in decisions] == [
        i for i, (s, _) in enumerate(record["actions"]) if s == 0
    ]
    assert decisions[0]["phase"] in ("pass", "bid")
    assert [d["trick"] for d in decisions if d["phase"] == "play"] == list(range(1, 14))
    assert all(d["choice"] == record["actions"][d["index"]][1] for d in decisions)


def refusal(call: Any, *args: Any) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        call(*args)
    return caught.value


def test_only_a_finished_hand_is_reviewed(hands: dict[str, Record]) -> None:
    finished = hands["hearts-easy"]
    playing = {**finished, "actions": finished["actions"][:30]}
    south = next(i for i, (s, _) in enumerate(playing["actions"]) if s == 0)
    for call, args in (
        (api.review_outline, (playing, 0, 1)),
        (api.review, (playing, 0, 1, EFFORT)),
        (api.review_decision, (playing, 0, south, EFFORT)),
    ):
        e = refusal(call, *args)
        assert (e.reason, e.params) == ("review_unfinished", {"hand": 1})
        words = say(e.reason, e.params)
        assert "1" in words["en"] and "1" in words["it"] and words["en"] != words["it"]
    for hand in (0, 3, 99):
        assert refusal(api.review_outline, finished, 0, hand).reason == "review_no_hand"
    # The next hand is dealt, not over.
    assert refusal(api.review_outline, finished, 0, 2).reason == "review_unfinished"
    # An index that is not the seat's decision, or no action at all.
    west = next(i for i, (s, _) in enumerate(finished["actions"]) if s == 1)
    for index in (west, -1, len(finished["actions"])):
        e = refusal(api.review_decision, finished, 0, index, EFFORT)
        assert e.reason == "review_not_decision"
    for bad in ("1", 1.0, True, None):
        with pytest.raises(ValueError):
            api.review_outline(finished, 0, bad)
        with pytest.raises(ValueError):
            api.review_decision(finished, 0, bad, EFFORT)
    with pytest.raises(ValueError):
        api.review(finished, 0, 1, 0)


# -- every decision ---------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["hearts-hard", "spades-hard", "hearts-easy", "spades-easy"])
def test_every_decision_has_a_legal_best_and_a_loss_not_below_zero(
    hands: dict[str, Record], reviews: dict[str, dict[str, Any]], name: str
) -> None:
    record, found = hands[name], reviews[name]
    game = record["game"]
    limits = review.THRESHOLDS[game]
    valued = 0
    for d in found["decisions"]:
        before = {**record, "actions": record["actions"][: d["index"]]}
        api.act(before, 0, d["best"])  # the best is legal at that point (or this raises)
        assert d["loss"] >= 0
        assert d["grade"] == review.grade(game, d["loss"])
        actions = [o["action"] for o in d["options"]]
        assert d["choice"] in actions
        assert d["best"] in actions
        if d["phase"] == "play":  # every legal card is an option, once
            assert sorted(actions) == sorted(api.legal(before, 0))
        values = [o["value"] for o in d["options"]]
        if None not in values:
            valued += 1
            ordered = sorted(values) if game == "hearts" else sorted(values, reverse=True)
            assert values == ordered  # best first
        if d["loss"] == 0:
            assert d["reason"]["code"] in (
                "review_best",
                "review_good",
                "review_forced",
                "review_same",
            )
        for lang in ("en", "it"):
            assert "{" not in d["reason"][lang] and d["reason"][lang]
    assert valued >= 5  # the search really ran
    assert found["total_loss"] == round(sum(d["loss"] for d in found["decisions"]), 2)
    assert sum(found["grades"].values()) == len(found["decisions"])
    assert found["thresholds"]["inaccuracy"] == limits[0]


@pytest.mark.parametrize("name", ["hearts-hard", "spades-hard"])
def test_a_hand_the_hard_level_played_reviews_with_no_loss(
    reviews: dict[str, dict[str, Any]], name: str
) -> None:
    # Its choices came from the same search, seed rule and effort: each one is the best.
    found = reviews[name]
    assert found["total_loss"] == 0
    assert all(d["choice"] == d["best"] for d in found["decisions"])
    assert found["grades"]["good"] == len(found["decisions"])


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_a_hand_played_by_the_hints_reviews_with_no_loss(game: str) -> None:
    found = api.review(follow_hints(game, 45), 0, 1, EFFORT)
    assert found["total_loss"] == 0
    assert any(o["value"] is not None for d in found["decisions"] for o in d["options"])


def test_a_weak_hand_shows_its_mistakes_with_the_better_choice(
    reviews: dict[str, dict[str, Any]],
) -> None:
    lost = [
        d
        for name in ("hearts-easy", "spades-easy")
        for d in reviews[name]["decisions"]
        if d["loss"] > 0
    ]
    assert lost, "the easy player's hands cost something"
    for d in lost:
        assert d["choice"] != d["best"]
        if d["grade"] != "good":
            figure = one_decimal(d["loss"])
            assert figure in d["reason"]["en"]
            assert figure.replace(".", ",") in d["reason"]["it"]


def test_review_decision_is_the_reviews_entry(
    hands: dict[str, Record], reviews: dict[str, dict[str, Any]]
) -> None:
    record = hands["spades-easy"]
    for d in reviews["spades-easy"]["decisions"][:3]:
        assert api.review_decision(record, 0, d["index"], EFFORT) == d


# -- fairness and determinism -----------------------------------------------------------------
@pytest.mark.parametrize("name", ["hearts-easy", "spades-easy"])
def test_a_decisions_review_never_depends_on_cards_the_seat_could_not_see(
    hands: dict[str, Record], name: str
) -> None:
    """The redeal (no-peeking) test: the hidden cards dealt again, consistently with all the seat
    knew (hand sizes, voids shown, where its passed cards went), give the same review."""
    record = hands[name]
    rng = random.Random(5)
    checked = 0
    for d in api.review_outline(record, 0, 1)["decisions"]:
        state = review.state_before(record, d["index"])
        other = redeal(state, 0, rng, known_held(state, 0))
        if other is None or other.hands == state.hands:
            continue
        seed = seed_for(record["seed"], d["index"])
        assert review.judge(other, 0, d["choice"], seed, EFFORT) == review.judge(
            state, 0, d["choice"], seed, EFFORT
        ), d
        checked += 1
    assert checked >= 10


def test_the_same_record_and_effort_give_the_same_review(hands: dict[str, Record]) -> None:
    record = hands["hearts-easy"]
    first = api.review(record, 0, 1, EFFORT)
    records.CACHE.clear()
    again = api.review(json.loads(json.dumps(record)), 0, 1, EFFORT)
    assert json.dumps(first, sort_keys=True) == json.dumps(again, sort_keys=True)


def test_the_seed_rule_is_the_pages() -> None:
    assert seed_for(5, 0) == 5000
    assert seed_for(1_000_003 + 7, 12) == 7012
    assert seed_for(2**53 - 1, 40) == ((2**53 - 1) % 1_000_003) * 1000 + 40


# -- the quantified hint ------------------------------------------------------------------------
def test_the_hint_says_what_it_expects_and_what_the_next_choices_cost() -> None:
    record = api.new_game("hearts", seed=3)
    seen = 0
    while seen < 4:
        view = api.view(record, 0)
        seat = view["to_act"][0]
        if seat == 0:
            hint = api.hint(record, 0, EFFORT)
            expect = hint["expect"]
            if len(view["legal"]) == 1 and view["phase"] == "play":
                assert expect is None
                assert "Expected" not in hint["reason"]["en"]
            elif expect is not None:
                seen += 1
                assert 0 <= expect["value"] <= 26
                assert 1 <= len(expect["alternatives"]) <= 2
                assert all(a["more"] >= 0 for a in expect["alternatives"])
                assert hint["action"] not in [a["action"] for a in expect["alternatives"]]
                assert one_decimal(expect["value"]) in hint["reason"]["en"]
                assert one_decimal(expect["value"]).replace(".", ",") in hint["reason"]["it"]
                first = expect["alternatives"][0]
                if one_decimal(first["more"]) == "0.0":  # no difference worth a figure
                    assert "would do about as well" in hint["reason"]["en"]
                else:
                    assert one_decimal(first["more"]) in hint["reason"]["en"]
        record = api.act(record, seat, api.bot_action(record, seat, "normal"))


def test_blind_nil_or_look_is_not_measured_and_the_bid_after_looking_is() -> None:
    state = new_spades(list(range(52)), dealer=3, blind_nil=True)  # South bids first
    state.scores = [0, 150]  # South's team is behind by 100 or more: blind nil is open
    state.looked = [not state.may_bid_blind(s) for s in range(4)]
    assert state.legal_actions(0) == [BLIND_NIL, LOOK]
    found = review.judge(state, 0, "look", 7, EFFORT)
    assert (found["loss"], found["grade"], found["reason"]["code"]) == (
        0.0,
        "good",
        "review_unvalued",
    )
    assert [o["action"] for o in found["options"]] == ["blind_nil", "look"]
    assert all(o["value"] is None for o in found["options"])
    state.apply(0, LOOK)
    bid = review.judge(state, 0, 13, 7, EFFORT)  # an absurd bid: searched beside the hard's own
    assert bid["phase"] == "bid" and 13 in [o["action"] for o in bid["options"]]
    assert bid["best"] != 13 and bid["loss"] > 0 and bid["reason"]["code"] == "review_bid"


def test_the_spades_hint_gives_its_figures_as_team_points() -> None:
    record = api.new_game("spades", seed=9)
    while 0 not in api.view(record, 0)["to_act"]:
        seat = api.view(record, 0)["to_act"][0]
        record = api.act(record, seat, api.bot_action(record, seat, "normal"))
    hint = api.hint(record, 0, EFFORT)  # South's bid
    expect = hint["expect"]
    assert expect is not None and -500 < expect["value"] < 500
    assert all(a["more"] >= 0 and a["action"] != hint["action"] for a in expect["alternatives"])
    assert "Expected: your team about" in hint["reason"]["en"]
    assert "Previsione: la squadra circa" in hint["reason"]["it"]


def test_a_hold_hand_and_the_last_hand_of_a_finished_game_are_reviewed() -> None:
    record = api.new_game("hearts", {"target": 50}, seed=22)  # a game of six hands
    while api.view(record, 0)["phase"] != "game_over":
        seat = api.view(record, 0)["to_act"][0]
        record = api.act(record, seat, api.bot_action(record, seat, "normal"))
    last = api.view(record, 0)["hand_number"]
    assert last >= 4
    hold = api.review_outline(record, 2, 4)  # the fourth hand passes no cards
    assert (hold["deal"]["pass_direction"], hold["deal"]["passed"]) == ("none", None)
    assert hold["deal"]["received"] is None
    assert all(d["phase"] == "play" for d in hold["decisions"]) and len(hold["decisions"]) == 13
    end = api.review_outline(record, 2, last)
    assert end["result"]["totals"] == api.view(record, 0)["scores"]
    judged = api.review_decision(record, 2, end["decisions"][0]["index"], EFFORT)
    assert judged["phase"] in ("pass", "play") and judged["loss"] >= 0
