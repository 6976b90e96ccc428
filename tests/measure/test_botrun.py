"""The bot in a child Python (stopped at the time limit), the arena's --bot, and the same results
with --jobs 1, --jobs 2 and a Dask cluster of two workers for the same seeds."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from kawu.botlab import report
from kawu.botlab.bot import BotLoadError
from kawu.botlab.spec import MatchStopped, Spec
from kawu.measure import arena, botrun

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "bots"
SIMPLE = EXAMPLES / "hearts_simple.py"
LIMIT = 0.5
#: Loops for ever on the fifth trick when it sits South; its other decisions are the lowest cards.
LOOPS = """
RANKS = "23456789TJQKA"

def choose(view):
    if view["phase"] == "pass":
        return view["legal"][:3]
    if view["seat"] == 0 and view["trick_number"] == 5:
        while True:
            pass
    return min(view["legal"], key=lambda c: RANKS.index(c[0]))
"""
#: Keeps a count in its globals: the same results in any batches only because the file is loaded
#: anew at each table.
COUNTING = """
calls = 0

def choose(view):
    global calls
    calls += 1
    legal = view["legal"]
    if view["phase"] == "pass":
        return legal[:3]
    return legal[calls % len(legal)]
"""


def test_a_child_stops_while_true_at_the_limit_and_answers_again_after() -> None:
    with botrun.Child(LOOPS, "loops.py", limit=LIMIT) as child:
        view = {"phase": "play", "seat": 0, "trick_number": 5, "legal": ["2C"]}
        t0 = time.perf_counter()
        reply = child.decide(view)
        waited = time.perf_counter() - t0
        assert reply.failure is not None and reply.failure.kind == "timeout"
        assert "limit of 0.5 s" in reply.failure.message
        assert LIMIT <= waited < LIMIT + botrun.GRACE + 1.0  # killed, and a new child loaded
        assert child.decide({**view, "trick_number": 6}).action == "2C"


def test_a_child_names_the_persons_lines_and_survives_a_crash() -> None:
    text = "import os\n\ndef choose(view):\n    if view['phase'] == 'bid':\n        os._exit(3)\n"
    text += "    return view['legal'][7]\n"
    with botrun.Child(text, "mine.py", limit=LIMIT) as child:
        reply = child.decide({"phase": "play", "legal": ["2C"]})
        assert reply.failure is not None and reply.failure.kind == "exception"
        assert 'File "mine.py", line 6, in choose' in reply.failure.traceback
        assert "IndexError" in reply.failure.traceback
        crash = child.decide({"phase": "bid"})
        assert crash.failure is not None and crash.failure.kind == "crash"
        assert "exit code 3" in crash.failure.message
        assert child.decide({"phase": "play", "legal": list("abcdefgh")}).action == "h"
    with pytest.raises(BotLoadError, match="line 1"):
        botrun.Child("def choose(view) return 1\n", "bad.py")


def test_a_match_goes_on_past_a_timeout_or_stops_there_by_its_policy() -> None:
    spec = Spec("hearts", deals=1, seed=1, name="loops.py")
    (r,) = botrun.run_match(spec, LOOPS, LIMIT)
    assert r.failures == {"timeout": 1}  # South's fifth trick, in the table with the bot there
    assert r.hands == 4 and "timeout 1" in report.table(spec, [r])
    assert r.kept[0].seat == 0 and r.kept[0].trick == 5
    with pytest.raises(MatchStopped) as stopped:
        botrun.run_match(Spec("hearts", deals=2, on_error="stop"), LOOPS, LIMIT)
    assert stopped.value.failed.failure.kind == "timeout"


def result_lines(out: str) -> list[str]:
    """The table's lines: everything the arena prints but the bot's times and the run's."""
    return [line for line in out.splitlines() if line and not line.startswith(("the bot's", "("))]


def test_the_arena_plays_a_bot_file_and_prints_its_table(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    arena.main(["hearts", "--bot", str(SIMPLE), "normal", "--deals", "2", "--jobs", "1"])
    out = capsys.readouterr().out
    assert "hearts_simple.py against three normal players; deals 0 to 1" in out
    assert "2 deals, 8 hands with the bot" in out
    assert "points/hand" in out and "bot - normal" in out and "failures: none" in out
    assert "the bot's time per decision" in out
    spades = EXAMPLES / "spades_simple.py"
    arena.main(["spades", "--bot", str(spades), "normal", "--deals", "1", "--partner", "easy"])
    out = capsys.readouterr().out
    assert "with a easy partner against a normal team" in out and "margin/hand" in out
    broken = tmp_path / "broken.py"
    broken.write_text("def choose(view):\n    return (\n")
    with pytest.raises(SystemExit) as exit_:
        arena.main(["hearts", "--bot", str(broken), "normal", "--deals", "1", "--jobs", "1"])
    assert exit_.value.code == 2
    assert "broken.py does not compile" in capsys.readouterr().err
    for argv, says in (
        (["hearts", "--bot", str(SIMPLE)], "against one level"),
        (["hearts", "--bot", str(SIMPLE), "normal", "--games", "1", "--deals", "1"], "not both"),
        (["hearts", "--bot", str(tmp_path / "none.py"), "normal"], "cannot read the bot file"),
        (["hearts", "--bot", str(SIMPLE), "normal", "--partner", "easy"], "no partners"),
    ):
        with pytest.raises(SystemExit):
            arena.main(argv)
        assert says in capsys.readouterr().err


def test_batches_and_jobs_give_the_same_results_for_the_same_seeds() -> None:
    spec = Spec("hearts", deals=4, seed=7, name="counting.py")
    one = botrun.run_match(spec, COUNTING, mapper=botrun.local_mapper(1), size=4)
    split = botrun.run_match(spec, COUNTING, mapper=botrun.local_mapper(2), size=1)
    assert [r.deal for r in split] == [0, 1, 2, 3]
    assert [(r.bot, r.ours, r.hands) for r in one] == [(r.bot, r.ours, r.hands) for r in split]
    assert report.table(spec, one) == report.table(spec, split)


def test_a_dask_cluster_of_two_workers_prints_what_jobs_print(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import distributed  # a test tool (pyproject.toml): missing, the test fails, never skips

    argv = ["hearts", "--bot", str(SIMPLE), "normal", "--deals", "12", "--seed", "3"]
    arena.main([*argv, "--jobs", "1"])
    jobs1 = result_lines(capsys.readouterr().out)
    arena.main([*argv, "--jobs", "2"])
    jobs2 = result_lines(capsys.readouterr().out)
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster:
        arena.main([*argv, "--cluster", cluster.scheduler_address])
        on_dask = result_lines(capsys.readouterr().out)
        workers = len(cluster.scheduler_info["workers"])
    assert workers == 2
    assert "12 deals, 48 hands with the bot" in "\n".join(jobs1)
    assert jobs1 == jobs2 == on_dask
