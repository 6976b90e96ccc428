"""The coach knows only what the seat may know (issue 51): the hint's ``costs`` and ``warn`` and
a lesson's topic and words at every decision of the person stay the same when the cards the
seat cannot see are dealt again, keeping every fact it knows (the audit's redeal, as the hint
and the review are checked in test_audit.py); a coach that peeks is caught."""

from __future__ import annotations

import random
from typing import Any

import pytest

from kawu import api, lessons
from kawu.bots import advise, seed_for
from kawu.engine.cards import HEARTS, SUIT_MASKS
from kawu.engine.tricks import Phase
from kawu.fair import audit
from kawu.lessons import hearts as lesson_hearts
from kawu.lessons.topic import Topic
from kawu.review import hand as review

EFFORT = 0.05
TABLE = ["person", "normal", "normal", "normal"]
REDEALS = 3


def south_positions(game: str, seed: int) -> list[tuple[Any, int]]:
    """Every decision of South in a game's first hand played by the normal level: the state
    before it and the computer players' seed for it."""
    record = api.new_game(game, seed=seed, secret="0" * 32)
    while not api.view(record, 0)["history"]:
        seat = api.view(record, 0)["to_act"][0]
        record = api.act(record, seat, api.bot_action(record, seat, "normal"))
    out = []
    for i, (seat, _) in enumerate(record["actions"]):
        state = review.state_before(record, i)
        if seat == 0 and 0 in state.to_act():
            out.append((state, seed_for(record["seed"], i)))
    return out


def seen_lists(game: str, rng: random.Random) -> list[list[str]]:
    topics = list(lessons.TOPICS[game])
    return [[], topics, rng.sample(topics, len(topics) // 2)]


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_the_coachs_costs_and_warnings_never_depend_on_cards_the_person_could_not_see(
    game: str,
) -> None:
    rng = random.Random(51)
    priced = 0
    for seed in (21, 22):
        for state, seed_of in south_positions(game, seed):
            want = advise(state.clone(), 0, EFFORT, seed_of, TABLE)["expect"]
            if want is None or "costs" not in want:
                continue
            for _ in range(2):
                other = audit.redeal(state, 0, rng)
                assert other is not None and other.hands != state.hands
                got = advise(other, 0, EFFORT, seed_of, TABLE)["expect"]
                assert got["costs"] == want["costs"] and got["warn"] == want["warn"]
            priced += 1
    assert priced >= 16


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_a_lessons_topic_and_words_never_depend_on_cards_the_person_could_not_see(
    game: str,
) -> None:
    rng = random.Random(52)
    checked = set()
    for seed in range(30, 36):
        for state, _ in south_positions(game, seed):
            for seen in seen_lists(game, rng):
                want = lessons.step(state, 0, seen)
                for _ in range(REDEALS):
                    other = audit.redeal(state, 0, rng)
                    assert other is not None
                    assert lessons.step(other, 0, seen) == want, (state.phase, seen)
                checked.add(want["topic"])
    # Every topic that a hand of the normal level brings was checked at least once.
    assert checked >= set(lessons.TOPICS[game]) - {"moon", "two_clubs", "blind_nil", "nil"}


def test_a_coach_that_peeks_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    honest = lesson_hearts.topics

    def peeking(state: Any, seat: int) -> list[Topic]:
        found = honest(state, seat)
        left = state.hands[(seat + 1) & 3]
        if state.phase is Phase.PLAY and (left & SUIT_MASKS[HEARTS]).bit_count() >= 3:
            return [Topic("moon", "lesson_moon_self", {"points": 0}), *found]  # West's hearts
        return found

    monkeypatch.setattr(lesson_hearts, "topics", peeking)
    rng = random.Random(53)
    caught = 0
    for state, _ in south_positions("hearts", 31):
        want = lessons.step(state, 0, [])
        for _ in range(REDEALS):
            other = audit.redeal(state, 0, rng)
            assert other is not None
            caught += lessons.step(other, 0, []) != want
    assert caught > 0
