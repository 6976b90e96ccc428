"""The arena plays duplicate deals and reports per level (strength is measured, not asserted)."""

from __future__ import annotations

from kawu import arena
from kawu.bots.search import Budget


def test_a_hearts_board_is_played_four_times_with_the_line_up_rotated() -> None:
    tally = arena.hearts_board(3, seed=1, lineup=["normal", "easy", "easy", "easy"], budget=None)
    assert tally.hands == {"normal": 4, "easy": 12}
    # Each rotation is one hand of 26 points (78 more when somebody shoots the moon).
    per_board_total = tally.points["normal"][0] + 3 * tally.points["easy"][0]
    assert per_board_total in {26 + 52 * k / 4 for k in range(5)}
    assert len(tally.times["normal"]) == 4 * 13  # board 3 passes nothing: 13 cards a hand


def test_a_spades_seed_is_played_twice_with_the_teams_swapped() -> None:
    tally = arena.spades_game(0, seed=2, teams=("normal", "easy"), budget=Budget(plays=500))
    assert tally.games == 2
    assert tally.wins["team 0"] + tally.wins["team 1"] == 2


def test_the_tables_name_each_level() -> None:
    tally = arena.hearts_board(0, seed=1, lineup=["easy"] * 4, budget=None)
    table = arena.hearts_table(tally, ["easy"] * 4)
    assert "easy" in table and "points/hand" in table
    assert arena.hearts_lineup(["hard", "normal"]) == ["hard", "normal", "normal", "normal"]
