"""The arena plays duplicate deals and reports per level (strength is measured, not asserted)."""

from __future__ import annotations

import argparse
import io

import pytest

from kawu.bots.rollouts import Budget
from kawu.engine.spades import SpadesOptions
from kawu.measure import arena


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


def test_a_moon_shot_is_counted_for_the_level_that_shot_it() -> None:
    # Board 21 (seed 1): an easy player shoots the moon in one of the four rotations.
    lineup = ["normal", "easy", "easy", "easy"]
    tally = arena.hearts_board(21, seed=1, lineup=lineup, budget=None)
    assert (tally.events["easy moons"], tally.events["normal moons"]) == (1, 0)
    # The moon adds 52 points to its hand's 26 (26 to each of the three others).
    per_board_total = tally.points["normal"][0] + 3 * tally.points["easy"][0]
    assert per_board_total == 26 + 52 / 4
    assert "moons 1" in arena.hearts_table(tally, lineup)


def test_rule_variants_reach_the_games_blind_nil_only_when_allowed() -> None:
    # Game 18 (seed 1): the normal team falls 100 behind and, when allowed, bids blind nil.
    allowed = arena.spades_game(
        18, seed=1, teams=("normal", "easy"), budget=None, options=SpadesOptions(blind_nil=True)
    )
    kawu_rules = arena.spades_game(18, seed=1, teams=("normal", "easy"), budget=None)
    assert allowed.events["team 0 blind nil"] > 0
    assert allowed.events["team 0 blind nil made"] <= allowed.events["team 0 blind nil"]
    assert not any("blind" in k for k in kawu_rules.events)
    table = arena.spades_table(allowed, ("normal", "easy"))
    made, bid = allowed.events["team 0 blind nil made"], allowed.events["team 0 blind nil"]
    assert f"blind nil made {made}/{bid}" in table


def test_options_on_the_command_line() -> None:
    assert arena.parse_option("target=50") == ("target", 50)
    assert arena.parse_option("blind_nil=true") == ("blind_nil", True)
    assert arena.parse_option("queen=after_hearts") == ("queen", "after_hearts")
    assert arena.parse_option("pass_directions=left,hold") == ("pass_directions", ["left", "hold"])
    for bad in ("target", "=5"):
        with pytest.raises(argparse.ArgumentTypeError):
            arena.parse_option(bad)


def test_the_command_line_plays_a_variant_and_refuses_unknown_ones(
    capsys: pytest.CaptureFixture[str],
) -> None:
    arena.main(["hearts", "easy", "--boards", "1", "--jobs", "1", "--option", "target=50"])
    out = capsys.readouterr().out
    assert "rules target=50 queen=free moon=add_to_others" in out
    assert "easy        16" in out  # one deal, four rotations, four easy seats
    for argv, says in (
        (["hearts", "easy", "--option", "colour=red"], "colour"),
        (["spades", "normal", "easy", "--option", "target=123"], "target must be one of"),
        (["hearts"], "needs levels"),
        (["hearts", "expert"], "unknown level 'expert'"),
        (["suite", "--option", "target=300"], "the suite plays kawu's rules"),
    ):
        with pytest.raises(SystemExit):
            arena.main(argv)
        assert says in capsys.readouterr().err


def test_the_suite_runs_every_match_up_without_naming_levels(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        arena,
        "SUITE",
        (
            ("hearts", ("normal", "easy"), 1, False),
            ("hearts", ("normal", "easy"), 1, True),
            ("spades", ("normal", "easy"), 1, False),
        ),
    )
    arena.main(["suite", "--jobs", "1"])
    out = capsys.readouterr().out
    assert "Hearts, line-up ['normal', 'easy', 'easy', 'easy'], 1 deals" in out
    assert "Hearts games to 100, line-up ['normal', 'easy', 'easy', 'easy'] rotated, 1 seeds" in out
    assert "Spades, team 0 normal vs team 1 easy, 1 seeds x 2" in out


def test_a_hearts_seed_is_four_whole_games_with_the_tested_level_at_each_seat() -> None:
    lineup = ["normal", "easy", "easy", "easy"]
    tally = arena.hearts_game(0, seed=3, lineup=lineup, budget=None)
    assert tally.games == 4
    assert sum(tally.wins.values()) == 4  # every game ends with one winner
    # The seed's share is the tested level's wins over its four games, whichever seat it held.
    assert tally.shares["normal"] == [tally.wins["normal"] / 4]
    # Games go to 100: at least four hands each, and every hand counts 26 points or a moon's 78.
    assert tally.hands["normal"] * 3 == tally.hands["easy"] >= 3 * 4 * 4
    again = arena.hearts_game(0, seed=3, lineup=lineup, budget=None)
    assert (again.wins, again.points) == (tally.wins, tally.points)  # a seed repeats exactly


def test_the_tested_level_wins_only_the_games_its_own_seat_won() -> None:
    # All four seats alike: the tested "level" is the seat the rotation put first, so the share
    # is one game in four whoever wins.
    tally = arena.hearts_game(1, seed=3, lineup=["easy"] * 4, budget=None)
    assert tally.wins["easy"] == 4
    assert tally.shares["easy"] == [0.25]


def test_games_on_the_command_line_report_a_share_with_its_interval_and_progress(
    capsys: pytest.CaptureFixture[str],
) -> None:
    arena.main(["hearts", "normal", "easy", "--games", "2", "--jobs", "1", "--seed", "5"])
    captured = capsys.readouterr()
    assert "normal won" in captured.out and "of 8 games" in captured.out
    assert "(fair share 25%)" in captured.out and "points/hand" in captured.out
    assert "2/2 done" in captured.err and "elapsed" in captured.err and "left" in captured.err
    with pytest.raises(SystemExit):
        arena.main(["spades", "normal", "easy", "--games", "2"])
    assert "--games is for Hearts" in capsys.readouterr().err


def test_progress_says_done_elapsed_and_left_at_most_every_few_seconds() -> None:
    out = io.StringIO()
    progress = arena.Progress(3, out, every=3600)
    progress.step()
    progress.step()
    assert out.getvalue() == ""  # nothing before its time, except the last one
    progress.step()
    assert out.getvalue().startswith("  3/3 done, 0:00 elapsed, 0:00 left")


def test_an_effort_scales_every_hard_decision_as_the_page_asks_for_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # --effort gives the hard level the budget a device's effort gives it in the page
    # (bots.budget_for): the pass's budget scaled before play, the cards' during it.
    from kawu.bots import decide as real_decide
    from kawu.bots.hearts import normal as hearts_normal
    from kawu.measure import matches

    seen: list[tuple[str, Budget | None]] = []

    def spy(state, seat, level, rng, budget=None, table=None):  # type: ignore[no-untyped-def]
        seen.append((state.phase.name, budget))
        return real_decide(state, seat, level, rng, budget, table)

    monkeypatch.setattr(matches, "decide", spy)
    arena.main(["hearts", "hard", "easy", "--boards", "1", "--jobs", "1", "--effort", "0.25"])
    assert "hard effort 0.25" in capsys.readouterr().out
    passes = {b for phase, b in seen if phase == "PASS"}
    plays = {b for phase, b in seen if phase == "PLAY"}
    assert passes == {hearts_normal.PASS_BUDGET.scaled(0.25)}
    assert plays == {hearts_normal.BUDGET.scaled(0.25)}
    # effort 1 is the hard level's own budgets, as without --effort
    seen.clear()
    arena.main(["hearts", "hard", "easy", "--boards", "1", "--jobs", "1", "--effort", "1"])
    assert {b for _, b in seen} == {None}
    with pytest.raises(SystemExit):
        arena.main(["hearts", "hard", "easy", "--effort", "0"])
    with pytest.raises(SystemExit):
        arena.main(["hearts", "hard", "easy", "--effort", "0.5", "--plays", "100"])


def test_a_hand_that_ends_the_game_ends_the_arenas_deal(capsys: pytest.CaptureFixture[str]) -> None:
    # Spot: 129 points a hand, so the first hand of a game to 100 always ends it (issue 44).
    arena.main(["hearts", "easy", "--boards", "2", "--jobs", "1", "--option", "points=spot"])
    out = capsys.readouterr().out
    assert (
        "rules target=100 queen=free moon=add_to_others jack_of_diamonds=False points=spot" in out
    )
    assert "easy        32" in out
