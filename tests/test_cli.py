"""The terminal game drives the same API as the page."""

from __future__ import annotations

import io

from kawu.__main__ import play


def test_the_terminal_game_refuses_a_bad_pass_with_the_reason_and_takes_a_good_one() -> None:
    out = io.StringIO()
    record = play("hearts", "easy", 3, io.StringIO("ZZ\n2C QC 3D\n"), out)
    text = out.getvalue()
    assert "not allowed: not a card: 'ZZ'" in text
    assert [0, ["2C", "QC", "3D"]] in record["actions"]


def test_the_terminal_game_reads_a_nil_bid() -> None:
    out = io.StringIO()
    record = play("spades", "easy", 3, io.StringIO("nil\n"), out)
    assert [0, 0] in record["actions"]
