"""Pyodide's ES modules go out as .js (tools/build/pyodide_js.py): the pinned files with the one
name each gives the runtime rewritten, and a file that is not the one pinned stops the build."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYODIDE = ROOT / "web/node_modules/pyodide"
sys.path.insert(0, str(ROOT / "tools" / "build"))

import pyodide_js  # noqa: E402


@pytest.fixture
def upstream() -> Path:
    if not PYODIDE.exists():
        pytest.skip("web/node_modules is not installed (./build.sh installs it)")
    return PYODIDE


@pytest.mark.parametrize("name", sorted(pyodide_js.MODULES))
def test_the_pinned_modules_name_only_the_runtime_as_shipped(upstream: Path, name: str) -> None:
    text = pyodide_js.rewritten(name, (upstream / name).read_bytes()).decode()
    assert text.count("pyodide.asm.js") == 1
    assert ".mjs" not in text.replace(".mjs.map", "")


def test_a_module_that_is_not_the_one_pinned_stops_the_build(upstream: Path) -> None:
    changed = (upstream / "pyodide.mjs").read_bytes() + b"\n"
    with pytest.raises(SystemExit, match="not the file pinned"):
        pyodide_js.rewritten("pyodide.mjs", changed)


def test_the_built_site_has_them_as_js(dist: Path) -> None:
    for name, (shipped, _) in pyodide_js.MODULES.items():
        assert not (dist / "pyodide" / name).exists()
        assert (dist / "pyodide" / shipped).read_bytes() == pyodide_js.rewritten(
            name, (PYODIDE / name).read_bytes()
        )
