"""The review's and the hint's figures in words (kawu.words.review, said by kawu.words.say): both
languages, every slot filled, numbers with the language's decimal mark, seats by name."""

from __future__ import annotations

import re
from typing import Any

import pytest

from kawu import api
from kawu.words import say as words
from kawu.words.hints import HINTS
from kawu.words.review import REVIEW

SAMPLES = {
    "choice": "QH",
    "best": "9H",
    "alt": ["2C", "3C", "4C"],
    "loss": 2.14,
    "value": 1.25,
    "more": 2.9,
    "seats": [1, 3],
    "suit": "C",
    "hand": 2,
}
SLOT = re.compile(r"\{[^}]*\}")


@pytest.mark.parametrize("code", sorted(REVIEW))
def test_every_review_sentence_has_words_in_both_languages(code: str) -> None:
    said = words.say(code, SAMPLES)
    for lang in ("it", "en"):
        assert said[lang] and not SLOT.search(said[lang]), (code, lang, said[lang])
    assert said["it"] != said["en"]


@pytest.mark.parametrize("code", ["review_unfinished", "review_no_hand", "review_not_decision"])
def test_the_reviews_refusals_have_words(code: str) -> None:
    said = words.say(code, SAMPLES)
    assert said != words.say("illegal")
    assert not SLOT.search(said["en"] + said["it"])


def test_the_tables_share_no_code() -> None:
    assert not set(REVIEW) & (set(HINTS) | set(words.ERRORS))


def test_figures_seats_and_suits_are_said_in_each_language() -> None:
    said = words.say("review_points_voids", SAMPLES)
    assert said["en"] == (
        "With 9♥ you would have taken about 2.1 points fewer, on average (no clubs left: West,"
        " East)."
    )
    assert said["it"] == (
        "Con 9♥ avresti preso circa 2,1 punti in meno, in media (senza fiori: Ovest, Est)."
    )
    alt = words.say("expect_points_alt", SAMPLES)
    # 1.25 is a tie: said 1.3, as the page's Intl says it (Python's format would say 1.2).
    assert "about 1.3 points" in alt["en"] and "2♣ 3♣ 4♣ would cost about 2.9 more" in alt["en"]
    assert "circa 1,3 punti" in alt["it"] and "circa 2,9 in più" in alt["it"]


def test_the_hints_figures_say_a_difference_below_a_tenth_as_about_as_well() -> None:
    """The hint's second choice, when its cost would be said "0.0": "about as well" instead."""
    from kawu.bots.figures import with_figures
    from kawu.engine.records import load

    state = load(api.new_game("hearts", seed=1))
    for more, said in ((0.04, "would do about as well"), (0.05, "would cost about 0.1 more")):
        reason: dict[str, Any] = {"en": "Play 2♣.", "it": "Gioca 2♣.", "params": {}}
        figures = {"value": 3.0, "alternatives": [{"action": "3C", "more": more}]}
        with_figures(reason, state, figures)
        assert said in reason["en"], reason["en"]


def test_a_review_sentence_missing_its_params_falls_back_to_plain_words() -> None:
    plain = words.say("review_plain")
    assert words.say("review_points") == plain
    assert words.say("expect_score_alt", {"value": 3.0}) == plain


def test_the_units_are_named_in_both_languages() -> None:
    review = api.describe()["review"]
    assert review["grades"] == ["good", "inaccuracy", "mistake", "blunder"]
    for game in ("hearts", "spades"):
        limits = review["thresholds"][game]
        assert 0 < limits["inaccuracy"] < limits["mistake"] < limits["blunder"]
        words_of = limits["unit_words"]
        assert words_of["en"] and words_of["it"] and words_of["en"] != words_of["it"]
    assert review["thresholds"]["hearts"]["lower_is_better"] is True
    assert review["thresholds"]["spades"]["lower_is_better"] is False


@pytest.mark.parametrize("code", [c for c in sorted(REVIEW) if "{loss}" in REVIEW[c][0]])
def test_review_figures_are_said_as_averages_never_as_points_lost(code: str) -> None:
    # A loss is an estimate over the deals of the cards the seat could not see (issue 50): the
    # words say "on average", and never that points were lost or saved in the hand.
    said = words.say(code, SAMPLES)
    assert "on average" in said["en"] and "in media" in said["it"], said
    for word in ("lost", "saved", "persi", "risparmiare"):
        assert word not in said["en"] + said["it"], (code, word)
