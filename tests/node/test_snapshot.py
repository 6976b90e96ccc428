"""Python's boot in the engine's worker (web/js/boot/boot.js), under Node on the built site: the
memory snapshot is made by a fresh boot, used by the next, and dropped for a fresh boot whenever
it cannot be used; and the trimmed standard library is really trimmed and holds what kawu needs."""

from __future__ import annotations

import json
import subprocess
import zipfile
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
# dist/pyodide/ holds Pyodide's ES modules as .js (build.sh): Node runs them as modules when told
# to tell by their syntax (its default from Node 22 on).
NODE_ESM = ["--experimental-detect-module", "--disable-warning=ExperimentalWarning"]
pytestmark = pytest.mark.node


@pytest.fixture(scope="module")
def boots(dist: Path) -> dict[str, Any]:
    done = subprocess.run(
        ["node", *NODE_ESM, str(HERE / "snapshot_boot.mjs"), str(dist)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    result: dict[str, Any] = json.loads(done.stdout)
    result["by"] = {case["label"]: case for case in result["cases"]}
    return result


def test_a_fresh_boot_saves_a_snapshot_that_the_next_boot_uses(boots: dict[str, Any]) -> None:
    first, again = boots["by"]["first"], boots["by"]["again"]
    assert (first["path"], first["dropped"]) == ("fresh", None)
    assert first["saved"] == boots["size"] > 10_000_000  # Python's whole memory
    assert first["held"] == [boots["build"]], "stored under this build's id"
    assert (again["path"], again["dropped"], again["saved"]) == ("snapshot", None, 0)
    # Either way the boot hands over the engine's description of the games (the page's first need).
    assert first["games"] == again["games"] == ["hearts", "spades"]
    print(f"boot ms: fresh {first['ms']:.0f}, from the snapshot {again['ms']:.0f}")


def test_the_restored_engine_plays_exactly_as_the_fresh_one(boots: dict[str, Any]) -> None:
    # Every level's move and a hint, from a restored Python (the wheel is no longer unpacked:
    # every module must already be imported).
    assert boots["by"]["again"]["played"] == boots["by"]["first"]["played"]
    assert len(boots["by"]["first"]["played"]["hearts"]["actions"]) == 16


def test_the_priming_boot_only_restores(boots: dict[str, Any]) -> None:
    # js/worker.js named kawu-prime restores as the next visit will, and never boots fresh.
    prime = boots["by"]["prime"]
    assert prime["path"] == "snapshot"
    assert prime["played"] == boots["by"]["first"]["played"]
    assert prime["held"] == [boots["build"]]
    without = boots["by"]["prime without a snapshot"]
    assert (without["error"], without["held"]) == ("no snapshot of this build", [])
    # A restore it cannot do is reported, and the store is left to the engine's own next boot.
    unusable = boots["by"]["prime with a snapshot it cannot use"]
    assert unusable["error"].startswith("the snapshot could not be used: ")
    assert unusable["held"] == [boots["build"]]


@pytest.mark.parametrize("label", ["corrupt", "other pyodide", "bad header length", "truncated"])
def test_a_snapshot_that_cannot_be_used_is_dropped_for_a_fresh_boot(
    boots: dict[str, Any], label: str
) -> None:
    case = boots["by"][label]
    assert case["path"] == "fresh"
    assert case["dropped"], "the reason is kept"
    assert case["played"] == boots["by"]["first"]["played"]
    assert case["held"] == [boots["build"]], "a good snapshot replaced the bad one"


def test_another_builds_snapshot_is_never_used(boots: dict[str, Any]) -> None:
    case = boots["by"]["another build"]
    assert (case["path"], case["dropped"]) == ("fresh", None)
    assert case["held"] == [boots["build"]], "this build's snapshot replaced the other"


def test_the_standard_library_zip_holds_only_what_the_game_needs(dist: Path) -> None:
    build = json.loads((dist / "build.json").read_text())
    zip_path = dist / "pyodide" / build["stdlib"]
    names = set(zipfile.ZipFile(zip_path).namelist())
    # What Pyodide's boot and kawu import is there, as bytecode ...
    for name in ("json/decoder.pyc", "secrets.pyc", "_pyodide/_base.pyc", "random.pyc"):
        assert name in names, name
    assert not any(n.endswith(".py") for n in names)
    # ... and much of the standard library is not.
    for name in ("tkinter/__init__.pyc", "unittest/__init__.pyc", "sqlite3/__init__.pyc"):
        assert name not in names, name
    assert len(names) < 300
    assert zip_path.stat().st_size < 2_000_000
    assert not (dist / "pyodide" / "python_stdlib.zip").exists(), "only the trimmed zip"
