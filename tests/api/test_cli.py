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


def test_the_terminal_game_shows_the_last_trick_and_who_took_it() -> None:
    out = io.StringIO()
    codes = [r + s for s in "CDHS" for r in "23456789TJQKA"]
    play("hearts", "easy", 3, io.StringIO("2C QC 3D\n" + "\n".join(codes * 2) + "\n"), out)
    shown = [line for line in out.getvalue().splitlines() if line.startswith("last trick: ")]
    assert len(set(shown)) >= 5, "a new last trick after each trick"
    seats = ("South", "West", "North", "East")
    assert all(line.split("(to ")[1].split(")")[0].split(",")[0] in seats for line in shown)
