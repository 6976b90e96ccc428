"""The benchmark's hand player plays whole hands (its speed is printed, never asserted)."""

from __future__ import annotations

import random

import pytest

from kawu.measure import bench


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_bench_play_hands_plays_complete_hands_of_52_plays(game: str) -> None:
    assert bench.play_hands(game, 1, random.Random(1)) == 52
    # Enough hands that Hearts games end and new ones start inside the run.
    assert bench.play_hands(game, 60, random.Random(2)) == 60 * 52


def test_bench_prints_one_line_per_game(capsys: pytest.CaptureFixture[str]) -> None:
    bench.main(["--hands", "5", "--runs", "1"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("kawu engine benchmark:")
    assert [line.split()[0] for line in lines[1:]] == ["hearts", "spades"]
    assert all("hands/s" in line for line in lines[1:])


def test_the_hard_level_bench_times_each_of_its_decisions_in_a_hand() -> None:
    from kawu.measure import bench_hard

    before: list[float] = []
    times = bench_hard.time_hands("hearts", 1, seed=3, before=before)
    assert len(times) == 14  # hand 1 passes left: one pass and thirteen cards
    assert all(t >= 0 for t in times)
    assert before == times[:1]  # the pass, counted apart too
    assert bench_hard.reference() > 0
