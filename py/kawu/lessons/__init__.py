"""Learn to play: a guided first hand of each game, on a deal chosen for teaching.

A lesson (``LESSONS``) is a fixed deal (a deal code), its options, its seed (the computer
players' and the hint's searches are seeded by the record's: the same hints as when the deal was
chosen) and the computer players' level. At each decision of the person the lesson names a
topic (``step``): what the rule is here, what to look for, which cards may be played; the long
form the first time the topic comes, a one-line reminder after. The topic is worked out from
what the seat may know (its cards and the public facts), never from another seat's cards. When
the lesson's hand is over, ``end`` sums it up: its result, the topics met.

The deals were chosen by ``tools/research/lesson_deals.py``: followed with the hint's action at
every decision, each shows every topic of its game (Hearts' moon aside: its own scenario test).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kawu.engine import records
from kawu.engine.hearts import Hearts
from kawu.engine.records import Game, Record
from kawu.engine.tricks import Phase
from kawu.lessons import hearts, spades
from kawu.lessons.topic import Topic
from kawu.words.lessons import LESSONS as WORDS
from kawu.words.lessons import TOPIC_NAMES
from kawu.words.say import say

__all__ = ["LESSONS", "TOPICS", "Lesson", "Topic", "end", "met", "step", "topics"]


@dataclass(frozen=True, slots=True)
class Lesson:
    """A game's lesson: ``new_game(game, options, seed, deal)`` deals it; the computer players
    play at ``level``."""

    deal: str
    seed: int
    options: dict[str, Any]
    level: str = "normal"

    def to_json(self) -> dict[str, Any]:
        return {"deal": self.deal, "seed": self.seed, "options": dict(self.options),
                "level": self.level}  # fmt: skip


LESSONS: dict[str, Lesson] = {
    "hearts": Lesson(deal="H0-EGC248RM", seed=95, options={}),
    "spades": Lesson(deal="S1-R5R1ESB3", seed=383, options={}),
}

#: Each game's topics.
TOPICS: dict[str, tuple[str, ...]] = {"hearts": hearts.TOPICS, "spades": spades.TOPICS}


def topics(state: Game, seat: int) -> list[Topic]:
    """The topics of ``seat``'s decision now, the most pressing first; ``seat`` must act."""
    if isinstance(state, Hearts):
        return hearts.topics(state, seat)
    return spades.topics(state, seat)


def step(state: Game, seat: int, seen: list[str]) -> dict[str, Any]:
    """``{topic, words: {it, en}, first}`` for ``seat``'s decision now: the first of its topics
    not yet in ``seen`` (the topics the lesson has introduced), or else the most pressing; its
    long form when ``first`` (not seen), a one-line reminder after."""
    found = topics(state, seat)
    chosen = next((t for t in found if t.name not in seen), found[0])
    first = chosen.name not in seen
    code = chosen.code if first else chosen.code + "_again"
    return {"topic": chosen.name, "words": say(code, chosen.params), "first": first}


def met(record: Record, seat: int) -> list[str]:
    """The topics of ``seat``'s decisions in the record's first hand, in the order they came, as
    ``step`` introduced them (each decision's topic with those before it seen)."""
    state = records.build(record["game"], records.check_shape(record), record["seed"],
                          record["deal"])  # fmt: skip
    seen: list[str] = []
    for who, action in record["actions"]:
        if state.hand_number != 1 or state.phase is Phase.GAME_OVER:
            break
        if who == seat and seat in state.to_act():
            name = step(state, seat, seen)["topic"]
            if name not in seen:
                seen.append(name)
        state.apply(who, records.engine_action(state, action))
    return seen


def end(record: Record, state: Game, seat: int) -> dict[str, Any]:
    """``{words: {it, en}}``: the lesson's summary once its hand (the record's first) is over:
    the hand's result, the topics met, what comes next. ``state`` is the record's game now."""
    row = state.history[0]
    target = state.options.target
    if isinstance(state, Hearts):
        result = _hearts_result(row, seat, target)
    else:
        result = _spades_result(row, seat, target)
    names = [TOPIC_NAMES[t] for t in met(record, seat)]
    learnt = {
        lang: WORDS["lesson_end_learnt"][i].format(topics=", ".join(n[i] for n in names))
        for i, lang in enumerate(("en", "it"))
    }
    after = say("lesson_end_next")
    words = {lang: f"{result[lang]} {learnt[lang]} {after[lang]}" for lang in ("it", "en")}
    return {"words": words}


def _hearts_result(row: dict[str, Any], seat: int, target: int) -> dict[str, str]:
    points = row["points"]
    if row["moon"] is not None:
        return say("lesson_end_moon", {"seats": [row["moon"]], "target": target})
    fewest = min(points)
    if points[seat] == fewest:
        return say("lesson_end_hearts_fewest", {"points": points[seat], "target": target})
    low = [s for s in range(4) if points[s] == fewest]
    params = {"points": points[seat], "fewest": fewest, "seats": low, "target": target}
    return say("lesson_end_hearts", params)


def _spades_result(row: dict[str, Any], seat: int, target: int) -> dict[str, str]:
    us, them = seat & 1, 1 - (seat & 1)
    contract, won = row["contracts"][us], row["counted"][us]
    params = {
        "us": contract,
        "won": won,
        "points": row["points"][us],
        "them": row["contracts"][them],
        "their": row["counted"][them],
        "target": target,
    }
    return say("lesson_end_made" if won >= contract else "lesson_end_set", params)
