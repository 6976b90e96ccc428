"""The built kawu wheel inside Pyodide under Node (Python 3.14 on WebAssembly), and the page's
JavaScript modules under node:test."""

from __future__ import annotations

import inspect
import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from kawu import api
from kawu.engine import records

HERE = Path(__file__).resolve().parent
# dist/pyodide/ holds Pyodide's ES modules as .js (build.sh): Node runs them as modules when told
# to tell by their syntax (its default from Node 22 on).
NODE_ESM = ["--experimental-detect-module", "--disable-warning=ExperimentalWarning"]
pytestmark = pytest.mark.node
HARD_STRETCH = {"level": "hard", "max_actions": 24}
REVIEW_EFFORT = 0.1


def run_in_pyodide(dist: Path, spec: list[dict[str, Any]]) -> dict[str, Any]:
    done = subprocess.run(
        ["node", *NODE_ESM, str(HERE / "pyodide_games.mjs"), str(dist), json.dumps(spec)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    result: dict[str, Any] = json.loads(done.stdout)
    return result


@pytest.fixture(scope="module")
def pyodide_games(dist: Path) -> dict[str, Any]:
    return run_in_pyodide(
        dist,
        [
            {"kind": "random", "game": "hearts", "seed": 11},
            {"kind": "random", "game": "spades", "seed": 12},
            {"kind": "bots", "game": "hearts", "seed": 13, "arg": {"level": "normal"}},
            {"kind": "bots", "game": "spades", "seed": 14, "arg": {"level": "normal"}},
            # The hard level searches (tens of ms a move): a stretch of play, not a whole game.
            {"kind": "bots", "game": "hearts", "seed": 15, "arg": HARD_STRETCH},
            {"kind": "bots", "game": "spades", "seed": 16, "arg": HARD_STRETCH},
            {"kind": "bridge", "game": "hearts", "seed": 17},
            {"kind": "bridge", "game": "spades", "seed": 18},
            # A hand review (issue 12) at a small effort: the search's figures, to the decimal.
            {"kind": "review", "game": "hearts", "seed": 19, "arg": {"effort": REVIEW_EFFORT}},
            {"kind": "review", "game": "spades", "seed": 20, "arg": {"effort": REVIEW_EFFORT}},
        ],
    )


def test_the_wheel_runs_on_python_3_14_in_pyodide(pyodide_games: dict[str, Any]) -> None:
    assert pyodide_games["python"].startswith("3.14.")


def test_python_runs_bytecode_compiled_as_dash_oo_with_stdlib_lines_per_function(
    pyodide_games: dict[str, Any],
) -> None:
    # tools/build/bytecode.py: no docstrings anywhere (-OO); the standard library's line tables hold
    # one line per function (its first), kawu's every line without columns (the lines of
    # api.new_game are the ones CPython compiles from the same source); tracebacks still format.
    code = pyodide_games["bytecode"]
    assert code["docs"] == [None, None, None]
    assert code["stdlib_lines"] == [code["first_line"]]
    source, first = inspect.getsourcelines(api.new_game)
    assert len(code["kawu_lines"]) > 5
    assert set(code["kawu_lines"]) <= set(range(first, first + len(source)))
    assert code["kawu_columns"] == 0, "kawu's bytecode keeps lines, not columns"
    lines, at = inspect.getsourcelines(records.check_seat)
    raised = at + next(i for i, text in enumerate(lines) if "raise" in text)
    assert f'kawu/engine/records.py", line {raised}, in check_seat' in code["kawu_trace"]
    assert f'json/decoder.py", line {code["first_line"]}, in raw_decode' in code["stdlib_trace"]
    assert "JSONDecodeError" in code["stdlib_trace"]
    assert 'kawu/engine/records.py", line ' in code["kawu_trace"]
    assert "check_seat" in code["kawu_trace"]


@pytest.mark.parametrize("index", [0, 1, 2, 3])
def test_a_full_game_in_pyodide_ends_and_replays_identically_in_cpython(
    pyodide_games: dict[str, Any], index: int
) -> None:
    game = pyodide_games["games"][index]
    view = game["view"]
    assert view["phase"] == "game_over"
    assert view["winner"] is not None
    # The same record replayed by CPython gives the same table: the engine is deterministic
    # across Python versions and platforms (deals, scoring, end of game).
    assert api.view(game["record"], 0) == view
    history = view["history"]
    assert history, "a finished game has at least one hand"
    if game["game"] == "hearts":
        target = view["options"]["target"]
        assert max(view["scores"]) >= target
        assert view["scores"].count(min(view["scores"])) == 1
        assert view["scores"][view["winner"]] == min(view["scores"])
        for entry in history:
            assert sum(entry["taken"]) == 26
            # What the hand's summary reads (issue 50), made in Pyodide as in CPython (the view
            # above is equal): the hearts counted, and what each seat took adding up.
            assert sum(entry["hearts"]) == 13
            assert [sum(m.values()) for m in entry["made_of"]] == entry["taken"]
    else:
        target = view["options"]["target"]
        assert max(view["scores"]) >= target
        assert view["scores"][view["winner"]] > view["scores"][1 - view["winner"]]
        for entry in history:
            assert sum(entry["tricks"]) == 13
            for team in (0, 1):
                nils = sum(entry["nil_points"][s] or 0 for s in (team, team + 2))
                parts = entry["bid_points"][team] + nils + entry["bags"][team]
                assert entry["points"][team] == parts - entry["bag_penalty"][team]


@pytest.mark.parametrize("index", [4, 5])
def test_the_hard_computer_players_choose_alike_in_pyodide_and_cpython(
    pyodide_games: dict[str, Any], index: int
) -> None:
    game = pyodide_games["games"][index]
    record = game["record"]
    assert len(record["actions"]) == HARD_STRETCH["max_actions"]
    # Every action the hard players chose was legal (the record replays) and CPython's replay
    # shows the same table.
    assert api.view(record, 0) == game["view"]
    # The last few choices again in CPython, from the same positions and seeds: the search is
    # deterministic across Python builds and machines (a work budget, seeded randomness, no
    # time limit).
    for n in range(len(record["actions"]) - 8, len(record["actions"])):
        seat, action = record["actions"][n]
        prefix = {**record, "actions": record["actions"][:n]}
        assert api.bot_action(prefix, seat, "hard", seed=n) == action, n
    ms = sorted(game["bot_ms"])
    print(f"{game['game']} hard in Pyodide: median {ms[len(ms) // 2]:.0f} ms, max {ms[-1]:.0f} ms")


@pytest.mark.parametrize("index", [6, 7])
def test_a_full_game_through_the_workers_bridge_in_pyodide(
    pyodide_games: dict[str, Any], index: int
) -> None:
    # kawu.bridge.call, as web/js/worker.js calls it: new_game, bot_action, step, undo and
    # hint answered in JSON text, refusals as error objects with their words.
    game = pyodide_games["games"][index]
    view = game["view"]
    assert view["phase"] == "game_over"
    assert api.view(game["record"], 0) == view
    assert game["undos"] >= 1, "the person's card was taken back and played again"
    bad_card, unknown, late_undo = game["refusals"]
    assert bad_card["name"] == "IllegalAction"  # "ZZ" is no card, no pass and no bid
    assert bad_card["it"] and bad_card["en"] and bad_card["it"] != bad_card["en"]
    assert (unknown["name"], unknown["reason"]) == ("ValueError", "bad_request")
    assert (late_undo["name"], late_undo["reason"]) == ("IllegalAction", "game_over")
    assert set(game["hint"]["reason"]) == {"code", "params", "it", "en"}


@pytest.mark.parametrize("index", [8, 9])
def test_a_hand_review_in_pyodide_is_the_same_as_in_cpython(
    pyodide_games: dict[str, Any], index: int
) -> None:
    game = pyodide_games["games"][index]
    review = game["review"]
    assert review["hand_number"] == 1 and len(review["decisions"]) >= 14
    assert any(o["value"] is not None for d in review["decisions"] for o in d["options"])
    # Every figure, grade and sentence alike: the same search on the same seeded deals.
    assert api.review(game["record"], 0, 1, REVIEW_EFFORT) == review
    print(f"{game['game']} review at effort {REVIEW_EFFORT} in Pyodide: {game['review_ms']:.0f} ms")


LESSON_EFFORT = 0.1


@pytest.fixture(scope="module")
def lessons_in_pyodide(dist: Path) -> dict[str, Any]:
    return run_in_pyodide(
        dist,
        [
            {"kind": "lesson", "game": "hearts", "seed": 0, "arg": {"effort": LESSON_EFFORT}},
            {"kind": "lesson", "game": "spades", "seed": 0, "arg": {"effort": LESSON_EFFORT}},
        ],
    )


@pytest.mark.parametrize("index", [0, 1])
def test_a_lesson_and_the_coachs_figures_in_pyodide_are_the_same_as_in_cpython(
    lessons_in_pyodide: dict[str, Any], index: int
) -> None:
    # Issue 51: the lesson followed with the hint, each step's topic and words, every hint with
    # its costs and warnings, and the summary, alike to the figure.
    from random_games import lesson_played

    played = lessons_in_pyodide["games"][index]
    assert len(played["steps"]) == 14
    assert any(h["expect"] and h["expect"].get("warn") for h in played["hints"])
    here = lesson_played(played["game"], LESSON_EFFORT)
    for key in ("record", "steps", "hints", "end"):
        assert here[key] == played[key], key


def test_javascript_modules_pass_their_unit_tests() -> None:
    files = sorted(str(p) for p in HERE.glob("*.test.mjs"))
    assert len(files) >= 4
    done = subprocess.run(["node", "--test", *files], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    assert "# fail 0" in done.stdout


@pytest.fixture(scope="module")
def core_in_pyodide(dist: Path) -> dict[str, Any]:
    return run_in_pyodide(
        dist,
        [
            {"kind": "core", "game": "hearts", "seed": 21, "arg": {"hands": 60}},
            {"kind": "core", "game": "spades", "seed": 22, "arg": {"hands": 200}},
        ],
    )


@pytest.mark.parametrize("index", [0, 1])
def test_the_core_in_pyodide_plays_the_python_rules_cards_and_decisions(
    core_in_pyodide: dict[str, Any], index: int
) -> None:
    # The wheel's kawu_core.wasm, compiled by Pyodide's WebAssembly (as in the page's worker),
    # chooses the Python rules' card at every position (Hearts three ways), and the hard level
    # decides alike with it and without it (KAWU_CORE=python), every rollout's figure the same,
    # and as in CPython (whose figures may differ in their last bits: its C library's exp).
    from kawu.measure import fingerprint

    check = core_in_pyodide["games"][index]
    assert check["loaded"], check["why_not"]
    assert check["wrong"] == []
    assert check["compared"] >= 50_000
    wasm, python = check["fingerprints"]["wasm"], check["fingerprints"]["python"]
    assert wasm[:2] == python[:2] and wasm[3] == python[3]
    assert wasm[3] == fingerprint.fingerprint(check["game"], 1, check["seed"], figures=False)[0]
    print(
        f"{check['game']}: {check['compared']} positions in {check['compare_ms']:.0f} ms;"
        f" hard decisions {wasm[1]}: {wasm[2]:.0f} ms with the core,"
        f" {python[2]:.0f} ms with KAWU_CORE=python"
    )
