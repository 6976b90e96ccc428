"""Every reason code the engine, the API and the hints can give has words in Italian and English
(kawu.words.say, the one place that words them), with every slot filled."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kawu.words import say as words
from kawu.words.hints import HINTS

PACKAGE = Path(words.__file__).resolve().parents[1]
# IllegalAction("...", "code", ...) / RecordError(..., "code"): the code is the second argument,
# the first string literal after the message (which may be an f-string over several lines).
RAISED = re.compile(
    r"(IllegalAction|RecordError)\(\s*(?:f?\"[^\"]*\"\s*)+,\s*\"([a-z_]+)\"", re.MULTILINE
)
# Parameters of each kind the engine passes, as it passes them.
SAMPLES = {
    "card": "QS",
    "suit": "H",
    "phase": "pass",
    "count": 2,
    "turn": 1,
    "bid": 14,
    "action": 7,
    "cards": "Q♠ A♠ K♠",
    "deals": 40,
    "points": 3,
}
SLOT = re.compile(r"\{[^}]*\}")


def raised_codes() -> set[str]:
    found = set()
    for path in PACKAGE.rglob("*.py"):
        found |= {code for _, code in RAISED.findall(path.read_text(encoding="utf-8"))}
    return found


def test_the_source_scan_finds_the_codes_it_should() -> None:
    codes = raised_codes()
    # One of each family, so that a broken pattern cannot pass the test below with nothing.
    assert {"must_follow", "tampered", "newer_version", "pass_received", "blind_or_look"} <= codes
    assert len(codes) >= 25


@pytest.mark.parametrize("code", sorted(raised_codes() | {"illegal", "bad_record"}))
def test_every_refusal_the_engine_raises_has_words_in_both_languages(code: str) -> None:
    assert code in words.ERRORS, f"no words for {code!r}"
    said = words.say(code, SAMPLES)
    for lang in ("it", "en"):
        assert said[lang] and not SLOT.search(said[lang]), (code, lang, said[lang])
    assert said["it"] != said["en"]


@pytest.mark.parametrize("code", sorted(HINTS))
def test_every_hint_has_words_in_both_languages(code: str) -> None:
    said = words.say(code, SAMPLES)
    for lang in ("it", "en"):
        assert said[lang] and not SLOT.search(said[lang]), (code, lang, said[lang])
    shown = {**SAMPLES, "card": "Q♠"}
    assert said == {"en": HINTS[code][0].format(**shown), "it": HINTS[code][1].format(**shown)}


def test_refusals_and_hints_share_no_code() -> None:
    assert not set(words.ERRORS) & set(HINTS)


def test_params_are_shown_in_each_language() -> None:
    assert words.say("not_in_hand", {"card": "QS"}) == {
        "it": "Non hai in mano Q♠.",
        "en": "You do not hold Q♠.",
    }
    assert words.say("must_follow", {"suit": "H"}) == {
        "it": "Devi rispondere a cuori.",
        "en": "You must follow hearts.",
    }
    assert words.say("wrong_phase", {"phase": "bid"})["en"] == "It is time to bid."
    assert words.card_name("TD") == "10♦"


def test_unknown_codes_or_missing_params_never_leave_a_slot() -> None:
    assert words.say("no_such_code") == words.say("illegal")
    assert words.say("not_in_hand") == words.say("illegal"), "no card given: the general words"
    assert words.say("duck") == words.say("easy"), "a hint without its card: the general words"
    reason_args = ("must_follow", {"suit": "S"})
    reason = words.reason(*reason_args)
    assert reason == {"code": "must_follow", "params": {"suit": "S"}, **words.say(*reason_args)}
