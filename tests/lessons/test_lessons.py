"""Learn to play (issue 51): each game's lesson, a fixed deal on which the coach introduces a topic
at each of the person's decisions (``api.lesson_step``) and sums the hand up at its end
(``api.lesson_end``); the topics are worked out from the seat's view alone (see
tests/fair/test_coach_fair.py for the redeals)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from helpers import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    deck_from_hands,
    east_shooting,
    new_hearts,
    new_spades,
    nil_game,
    play,
)
from kawu import api, bridge, lessons
from kawu.words.coach import COACH
from kawu.words.lessons import LESSONS, TOPIC_NAMES

TABLE = ["person", "normal", "normal", "normal"]
#: What each lesson shows when the person follows the hint at every decision. Hearts' 2♣ lead
#: (a seat that leads it meets no first-trick rule as a follower) and moon have scenarios below.
MUST = {
    "hearts": {"pass", "first_trick", "follow", "discard", "hearts_unbroken", "hearts_broken",
               "queen"},
    "spades": {"bid", "contract", "follow", "trump", "spades_unbroken", "bags", "nil"},
}  # fmt: skip
SLOT = re.compile(r"\{[a-z_]+\}")


def lesson_record(game: str) -> dict[str, Any]:
    found = api.describe()["lessons"][game]
    return api.new_game(game, found["options"], seed=found["seed"], deal=found["deal"])


def play_lesson(game: str, effort: float, follow: bool = True) -> tuple[dict[str, Any], list[Any]]:
    """The lesson's hand as the page plays it: South follows the hint (or, without ``follow``,
    plays its last legal choice), the others at the lesson's level; each of South's steps."""
    level = api.describe()["lessons"][game]["level"]
    record = lesson_record(game)
    seen: list[str] = []
    steps = []
    while not api.view(record, SOUTH)["history"]:
        view = api.view(record, SOUTH)
        for seat in view["to_act"]:
            if seat == SOUTH:
                step = api.lesson_step(record, SOUTH, seen)
                if step["first"]:
                    seen.append(step["topic"])
                steps.append(step)
                if follow:
                    action = api.hint(record, SOUTH, effort, TABLE)["action"]
                else:
                    legal = api.view(record, SOUTH)["legal"]
                    action = legal[-3:] if view["phase"] == "pass" else legal[-1]
            else:
                action = api.bot_action(record, seat, level)
            record = api.act(record, seat, action)
    return record, steps


#: The page's efforts for the hard level's search (web/js/game/effort.js, EFFORT_STEPS): a slow
#: device's hint may choose otherwise, and each lesson still shows every topic.
EFFORT_STEPS = [1.0, 0.5, 0.25, 0.125, 0.0625]


@pytest.mark.parametrize("effort", EFFORT_STEPS)
@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_each_lesson_followed_with_the_hint_shows_every_topic_and_ends(
    game: str, effort: float
) -> None:
    record, steps = play_lesson(game, effort)
    shown = {s["topic"] for s in steps}
    assert MUST[game] <= shown, MUST[game] - shown
    if game == "hearts":  # South follows to the first trick: its words say who led 2♣ and why
        first = next(s for s in steps if s["topic"] == "first_trick")["words"]
        assert "opened the first trick with 2♣, as whoever holds it must" in first["en"]
        assert "ha aperto la prima presa con il 2♣, come deve fare chi lo ha" in first["it"]
    assert len(steps) == 14  # a pass or a bid, and thirteen cards
    assert [s["topic"] for s in steps if s["first"]] == lessons.met(record, SOUTH)
    end = api.lesson_end(record, SOUTH)["words"]
    for lang in ("it", "en"):
        assert end[lang] and not SLOT.search(end[lang])
    for topic in lessons.met(record, SOUTH):
        assert TOPIC_NAMES[topic][0] in end["en"] and TOPIC_NAMES[topic][1] in end["it"]


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_a_lesson_played_off_the_hint_still_has_a_topic_each_turn_and_ends(game: str) -> None:
    record, steps = play_lesson(game, 0.1, follow=False)
    assert len(steps) == 14
    assert all(s["topic"] in lessons.TOPICS[game] for s in steps)
    assert api.lesson_end(record, SOUTH)["words"]["en"].startswith("The hand is over")


def test_each_lesson_is_a_deal_of_its_game_at_the_normal_level() -> None:
    described = api.describe()["lessons"]
    assert set(described) == {"hearts", "spades"}
    for game, found in described.items():
        assert set(found) == {"deal", "seed", "options", "level"}
        assert found["level"] == "normal"
        record = lesson_record(game)
        assert api.deal_code(record) == found["deal"]
        assert found["deal"].startswith("H0-" if game == "hearts" else "S1-")  # pass left; West


def test_a_topic_is_said_at_length_the_first_time_and_in_one_line_after() -> None:
    record = lesson_record("hearts")
    first = api.lesson_step(record, SOUTH, [])
    again = api.lesson_step(record, SOUTH, ["pass"])
    assert first["topic"] == again["topic"] == "pass"
    assert first["first"] is True and again["first"] is False
    for lang in ("it", "en"):
        assert len(again["words"][lang]) < len(first["words"][lang]) / 2
        assert again["words"][lang].count(". ") == 0


# -- scenarios written with card codes ---------------------------------------------------------
HEARTS_DEAL = dict(
    south="2C 4C AS KS 2S 5D 6D 7D 8D 9D TD JD QD",
    west="3C 5C 6C 7C 8C 9C JS 2H 3H 4H 5H 6H KD",
    north="AC TC JC QC KC 3S 4S 5S 7H 8H 9H TH JH",
    east="QS 6S 7S 8S 9S TS AD 2D 3D 4D QH KH AH",
)


def hearts_game(**hands: str) -> Any:
    """HEARTS_DEAL (or these hands) in a hand without a pass: the 2♣ holder leads."""
    return new_hearts(deck_from_hands(**{**HEARTS_DEAL, **hands}), first_direction=3)


def test_the_2c_holder_is_told_it_opens_the_first_trick_and_no_points_fall_on_it() -> None:
    step = lessons.step(hearts_game(), SOUTH, [])
    assert step["topic"] == "two_clubs"
    assert "so 2♣ is the only card you may play" in step["words"]["en"]
    assert "No points may be played on this first trick: no heart, no Q♠." in step["words"]["en"]


def test_a_void_on_the_first_trick_may_play_anything_but_points() -> None:
    # South and East swap hands: East leads 2♣, South has no club.
    state = hearts_game(south=HEARTS_DEAL["east"], east=HEARTS_DEAL["south"])
    play(state, "2C")
    step = lessons.step(state, SOUTH, [])
    assert step["topic"] == "first_trick"
    assert step["words"]["en"] == (
        "East opened the first trick with 2♣, as whoever holds it must. No points may be played"
        " on it: no heart, no Q♠. You have no club, so you may play any other card (2♦ 3♦ 4♦ A♦"
        " 6♠ 7♠ 8♠ 9♠ 10♠): throw away a high card you would not want to win a trick with later."
    )
    assert step["words"]["it"].startswith("Est ha aperto la prima presa con il 2♣")


def test_a_follower_on_the_first_trick_must_play_a_club() -> None:
    state = hearts_game()
    play(state, "2C")
    step = lessons.step(state, WEST, [])
    assert step["topic"] == "first_trick"
    assert "You have clubs, so you must play one (3♣ 5♣ 6♣ 7♣ 8♣ 9♣)" in step["words"]["en"]


def test_hearts_not_broken_then_broken_are_named_at_a_lead() -> None:
    state = hearts_game()
    play(state, "2C 3C AC 2D")  # North wins the first trick and leads
    step = lessons.step(state, NORTH, [])
    assert step["topic"] == "hearts_unbroken"
    assert "so you may not lead one" in step["words"]["en"]
    play(state, "3S QS")  # East plays Q♠ on North's 3♠: South to play
    step = lessons.step(state, SOUTH, [])
    assert step["topic"] == "queen"
    assert step["words"]["en"].startswith("Q♠ is on this trick: whoever wins it takes her 13")
    play(state, "2S JS  4D 5D KD 7H")  # East wins, leads 4♦; North has none and throws 7♥
    assert state.broken and state.turn == WEST
    step = lessons.step(state, WEST, [])
    assert step["topic"] == "hearts_broken"
    assert lessons.step(state, WEST, ["hearts_broken"])["words"]["en"] == (
        "Your lead: hearts are broken, any card may be led."
    )


def test_high_spades_are_named_when_spades_are_led_and_the_queen_is_still_out() -> None:
    state = hearts_game()
    play(state, "2C 3C AC 2D  3S")  # North leads 3♠
    assert [t.name for t in lessons.topics(state, EAST)] == ["follow", "queen"]  # East has her
    play(state, "6S")
    step = lessons.step(state, SOUTH, [])
    assert step["topic"] == "queen"  # West still to play after South
    assert "if you play K♠ A♠, she may fall on your card" in step["words"]["en"]


def test_a_discard_names_the_suit_the_seat_lacks_then_the_queen_to_throw() -> None:
    state = hearts_game()
    play(state, "2C 3C AC 2D  KC")  # North leads K♣ at trick 2: East has no club
    step = lessons.step(state, EAST, [])
    assert step["topic"] == "discard"
    assert step["words"]["en"].startswith("You have no clubs, so you may play any card")
    step = lessons.step(state, EAST, ["discard"])
    assert step["topic"] == "queen"
    assert step["words"]["en"].startswith("You have no clubs and you hold Q♠: throw her away")


def test_a_moon_seen_coming_names_the_seat_that_has_every_point() -> None:
    state = east_shooting([10, 20, 30, 40])  # East has taken every point; South to play
    step = lessons.step(state, SOUTH, [])
    assert step["topic"] == "moon"
    assert step["words"]["en"].startswith("East has taken every point so far (")
    assert step["words"]["it"].startswith("Est ha preso tutti i punti finora (")
    # Not early in the hand, though one seat has taken every point so far.
    early = hearts_game()
    play(early, "2C 3C AC 2D  3S QS 2S JS")  # East took Q♠: 13 points, trick 2
    assert all(t.name != "moon" for t in lessons.topics(early, EAST))


def test_the_seat_that_has_every_point_is_told_it_can_shoot_the_moon() -> None:
    state = east_shooting([10, 20, 30, 40])
    play(state, "4C")
    while state.turn != EAST or state.trick:
        state.apply(state.turn, min(state.legal_actions(state.turn)))
    step = lessons.step(state, EAST, [])
    assert step["topic"] == "moon"
    assert step["words"]["en"].startswith("You have taken every point so far (")


SPADES_DEAL = dict(
    south="AS KS 5S 4S AH KH 2H 3D 4D 2C 3C 4C 5C",
    west="2S 3S 6S QH JH TH 5D 6D 7D 6C 7C 8C 9C",
    north="7S 8S 9S 9H 8H 7H 8D 9D TD TC JC QC KC",
    east="TS JS QS 6H 5H 4H 3H AD KD QD JD 2D AC",
)


def spades_game(bids: tuple[int, int, int, int]) -> Any:
    """SPADES_DEAL dealt by East (South bids first and leads), with these bids."""
    state = new_spades(deck_from_hands(**SPADES_DEAL), dealer=EAST)
    for seat in (SOUTH, WEST, NORTH, EAST):
        state.apply(seat, bids[seat])
    return state


def test_the_bid_counts_aces_guarded_kings_and_long_spades() -> None:
    state = new_spades(deck_from_hands(**SPADES_DEAL), dealer=EAST)  # South bids first
    step = lessons.step(state, SOUTH, [])
    assert step["topic"] == "bid"
    assert step["words"]["en"].endswith("Here: K♥ A♥ 4♠ K♠ A♠, about 5.")
    assert step["words"]["it"].endswith("Qui: K♥ A♥ 4♠ K♠ A♠, circa 5.")


def test_spades_not_broken_the_contract_following_and_trumping() -> None:
    state = spades_game((4, 3, 2, 4))
    step = lessons.step(state, SOUTH, [])
    assert step["topic"] == "spades_unbroken"
    step = lessons.step(state, SOUTH, ["spades_unbroken"])
    assert step["topic"] == "contract"
    assert step["words"]["en"] == (
        "Your team's contract is 6 tricks: your bid, 4, and your partner's, 2. Together you need"
        " 6; you have 0 so far. The opponents bid 7."
    )
    play(state, "2C 6C TC AC  AD")  # East wins and leads A♦
    seen = ["spades_unbroken", "contract"]
    step = lessons.step(state, SOUTH, seen)
    assert step["topic"] == "follow" and "so you may play only 3♦ 4♦" in step["words"]["en"]
    play(state, "3D 5D 8D  KD 4D 6D 9D  QD")  # East leads Q♦: South has no diamond left
    step = lessons.step(state, SOUTH, seen)
    assert step["topic"] == "trump"
    assert step["words"]["en"].startswith("You have no diamonds, so you may play any card.")


def test_bags_once_the_teams_contract_is_made() -> None:
    state = spades_game((1, 3, 1, 4))
    play(state, "AH TH 7H 3H  KH JH 8H 4H")  # South takes two tricks: the team's 2
    step = lessons.step(state, SOUTH, ["spades_unbroken"])
    assert step["topic"] == "bags"
    assert step["words"]["en"].startswith("Your team has its 2 tricks: the contract is made.")


def to_south(state: Any) -> Any:
    """Each seat before South plays its lowest legal card."""
    while state.turn != SOUTH:
        state.apply(state.turn, min(state.legal_actions(state.turn)))
    return state


def test_each_nil_is_named_from_the_seats_side() -> None:
    # NIL_DEAL dealt by South: West bids first and leads the first trick.
    cover = to_south(nil_game(SOUTH, {WEST: 3, NORTH: 0, EAST: 3, SOUTH: 4}))
    step = lessons.step(cover, SOUTH, [])
    assert step["topic"] == "nil"
    assert step["words"]["en"].startswith("Your partner bid nil: 100 points for your team")
    attack = to_south(nil_game(SOUTH, {WEST: 3, NORTH: 3, EAST: 0, SOUTH: 4}))
    step = lessons.step(attack, SOUTH, [])
    assert step["topic"] == "nil"
    assert step["words"]["en"].startswith("East bid nil: 100 points for them")
    own = to_south(nil_game(SOUTH, {WEST: 3, NORTH: 3, EAST: 3, SOUTH: 0}))
    assert lessons.step(own, SOUTH, [])["words"]["en"].startswith("You bid nil: 100 points")
    words = lessons.step(own, SOUTH, ["nil"])["words"]["en"]
    assert words.startswith("You bid nil, so your team's contract is your partner's bid alone")


# -- words ---------------------------------------------------------------------------------
@pytest.mark.parametrize("code", sorted(LESSONS) + sorted(COACH))
def test_both_languages_have_the_same_slots(code: str) -> None:
    en, it = (LESSONS | COACH)[code]
    assert sorted(SLOT.findall(en)) == sorted(SLOT.findall(it)), code
    assert en != it


def test_every_topic_variant_has_its_reminder() -> None:
    long_forms = {c for c in LESSONS if not c.endswith("_again")}
    long_forms -= {"lesson_plain", "lesson_end_learnt", "lesson_end_next"}
    long_forms -= {c for c in LESSONS if c.startswith("lesson_end_")}
    for code in long_forms:
        assert code + "_again" in LESSONS, code
    for game, topics in lessons.TOPICS.items():
        assert all(t in TOPIC_NAMES for t in topics), game


# -- the bridge ------------------------------------------------------------------------------
def call(kind: str, payload: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.call(kind, json.dumps(payload)))
    return answer


def test_the_bridge_answers_a_lessons_step_and_its_end_as_the_api() -> None:
    record = lesson_record("spades")
    while api.view(record, SOUTH)["to_act"] != [SOUTH]:
        seat = api.view(record, SOUTH)["to_act"][0]
        record = api.act(record, seat, api.bot_action(record, seat, "normal"))
    answer = call("lesson_step", {"record": record, "seat": SOUTH, "seen": []})
    assert answer == {"ok": True, "result": api.lesson_step(record, SOUTH, [])}
    finished, _ = play_lesson("spades", 0.1, follow=False)
    answer = call("lesson_end", {"record": finished, "seat": SOUTH})
    assert answer == {"ok": True, "result": api.lesson_end(finished, SOUTH)}


@pytest.mark.parametrize(
    ("kind", "record", "payload", "reason", "says"),
    [
        ("lesson_step", None, {"seat": 0, "seen": []}, "bad_request", "the field 'record'"),
        ("lesson_step", "x", {"seat": 0, "seen": []}, "bad_request", "the field 'record'"),
        ("lesson_step", "fresh", {"seat": 0}, "bad_request", "the field 'seen'"),
        ("lesson_step", "fresh", {"seat": 0, "seen": "pass"}, "bad_request", "the field 'seen'"),
        ("lesson_step", "fresh", {"seat": 0, "seen": ["bid"]}, "bad_request", "lesson's topics"),
        ("lesson_step", "fresh", {"seat": 0, "seen": [1]}, "bad_request", "lesson's topics"),
        ("lesson_step", "passed", {"seat": 0, "seen": []}, "not_your_turn", "nothing to do"),
        ("lesson_step", "fresh", {"seat": 7, "seen": []}, "bad_seat", "no seat"),
        ("lesson_end", "fresh", {"seat": 0}, "lesson_unfinished", "not over yet"),
        ("lesson_end", "fresh", {}, "bad_request", "the field 'seat'"),
    ],
)
def test_the_bridge_refuses_a_lesson_request_it_cannot_answer_and_says_why(
    kind: str, record: str | None, payload: dict[str, Any], reason: str, says: str
) -> None:
    fresh = lesson_record("hearts")
    records = {
        "fresh": fresh,
        "passed": api.act(fresh, SOUTH, api.view(fresh, SOUTH)["legal"][:3]),  # the others pass
        "x": "x",
    }
    full = dict(payload) if record is None else {"record": records[record], **payload}
    answer = call(kind, full)
    assert answer["ok"] is False
    error = answer["error"]
    assert error["reason"] == reason, error
    assert says in error["message"], error
    assert error["it"] and error["en"] and error["it"] != error["en"]
    assert not SLOT.search(error["it"] + error["en"])
