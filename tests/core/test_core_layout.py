"""The records Python writes are the ones the C reads: ``layout.py``'s offsets are
``core/kawu.h``'s enums, and ``layout.record`` (written as one list for speed) puts every field of
a state at its offset."""

from __future__ import annotations

import re
from pathlib import Path

from kawu.core import layout
from kawu.engine.hearts import Hearts
from kawu.engine.spades import Spades
from kawu.engine.tricks import TrickGame
from kawu.measure import differential

HEADER = Path(__file__).resolve().parents[2] / "core" / "kawu.h"


def test_the_offsets_are_the_headers() -> None:
    text = HEADER.read_text()
    pattern = r"\b([RPS]_[A-Z_]+|ROW_[A-Z]+|REC_WORDS|PARAM_WORDS|SAMPLER_WORDS) = (\d+)"
    names = dict(re.findall(pattern, text))
    assert len(names) > 40
    for name, value in names.items():
        assert getattr(layout, name) == int(value), name
    defines = dict(re.findall(r"#define (GAME_[A-Z]+|STYLE_[A-Z]+) (\d+)", text))
    for name, value in defines.items():
        assert getattr(layout, name) == int(value), name


def slot_by_slot(state: TrickGame) -> list[int]:
    """A record written field by field at its offset (the reference for ``layout.record``)."""
    trick = state.trick
    r = [0] * layout.REC_WORDS
    r[layout.R_HANDS : layout.R_HANDS + 4] = state.hands
    r[layout.R_PLAYED] = state.played
    r[layout.R_VOIDS : layout.R_VOIDS + 4] = state.voids
    r[layout.R_TRICK : layout.R_TRICK + len(trick)] = trick
    r[layout.R_NTRICK] = len(trick)
    r[layout.R_LEADER] = state.leader
    r[layout.R_TURN] = state.turn
    r[layout.R_LEAD_SUIT] = state.lead_suit
    r[layout.R_TRICK_NUMBER] = state.trick_number
    r[layout.R_BROKEN] = int(state.broken)
    r[layout.R_WON : layout.R_WON + 4] = state.tricks_won
    if isinstance(state, Hearts):
        r[layout.R_POINTS : layout.R_POINTS + 4] = state.points
        r[layout.R_JACK] = -1 if state.jack is None else state.jack
        r[layout.R_PASSED : layout.R_PASSED + 4] = state.passed
        r[layout.R_PASS_OFFSET] = state.pass_offset
    else:
        assert isinstance(state, Spades)
        r[layout.R_BIDS : layout.R_BIDS + 4] = [b or 0 for b in state.bids]
    return r


def test_record_puts_every_field_at_its_offset() -> None:
    seen = fresh = 0
    for options in differential.HEARTS_RULES.values():
        for state in differential.hearts_positions(options, 1, 15):
            assert layout.record(state) == slot_by_slot(state)
            assert layout.packed(state) == layout.RECORD.pack(*slot_by_slot(state))
            seen += 1
            fresh += not state.played
    for rules in differential.SPADES_RULES:
        for state in differential.spades_positions(rules, 1, 30):
            assert layout.record(state) == slot_by_slot(state)
            assert layout.packed(state) == layout.RECORD.pack(*slot_by_slot(state))
            seen += 1
            fresh += not state.played
    assert seen > 8000
    # packed's own way for a hand's first card (nothing played), in both games
    assert fresh > 100, fresh
