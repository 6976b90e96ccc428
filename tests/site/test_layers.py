"""The layers of docs/architecture.md are checked by tools in ./build.sh test: import-linter (the
contract in pyproject.toml) for py/kawu, ESLint's no-restricted-imports (web/eslint.config.js)
for web/js. Each check passes on the code as it is and refuses an import against the order, put
in place from a fixture (tests/site/layers/): a copy of the package with one module added, and a
module given to ESLint as if it were in web/js/words/."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).parent / "layers"
ESLINT = ROOT / "web/node_modules/.bin/eslint"
LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"


def lint_imports(package_parent: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(package_parent)}
    return subprocess.run(
        [str(LINT_IMPORTS), "--config", str(ROOT / "pyproject.toml"), "--no-cache", "--no-logo"],
        cwd=package_parent,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def test_the_package_keeps_its_layers() -> None:
    found = lint_imports(ROOT / "py")
    assert found.returncode == 0, found.stdout + found.stderr
    assert "0 broken" in found.stdout


def test_an_import_against_the_package_s_layers_is_refused(tmp_path: Path) -> None:
    skip = shutil.ignore_patterns("__pycache__")
    shutil.copytree(ROOT / "py/kawu", tmp_path / "kawu", ignore=skip)
    shutil.copy(FIXTURES / "engine_imports_api.py", tmp_path / "kawu/engine/against_the_order.py")
    found = lint_imports(tmp_path)
    assert found.returncode == 1, found.stdout + found.stderr
    assert "kawu.engine is not allowed to import kawu.api" in found.stdout
    assert "kawu.engine.against_the_order -> kawu.api" in found.stdout


def eslint(source: str, as_if: str) -> subprocess.CompletedProcess[str]:
    if not ESLINT.exists():
        pytest.skip("web/node_modules is not installed (./build.sh installs it)")
    return subprocess.run(
        [str(ESLINT), "-c", "web/eslint.config.js", "--stdin", "--stdin-filename", as_if],
        cwd=ROOT,
        input=source,
        capture_output=True,
        text=True,
        check=False,
    )


def test_the_page_keeps_its_layers() -> None:
    if not ESLINT.exists():
        pytest.skip("web/node_modules is not installed (./build.sh installs it)")
    found = subprocess.run(
        [str(ESLINT), "--max-warnings", "0", "-c", "web/eslint.config.js", "web/js"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert found.returncode == 0, found.stdout + found.stderr


def test_an_import_against_the_page_s_layers_is_refused() -> None:
    source = (FIXTURES / "words_imports_views.js").read_text()
    found = eslint(source, "web/js/words/against-the-order.js")
    assert found.returncode == 1, found.stdout + found.stderr
    assert "no-restricted-imports" in found.stdout
    assert "web/js/words/ may import only its own modules" in found.stdout
    # The same module one floor up, in views/, imports its own folder: allowed.
    assert eslint(source, "web/js/views/beside-dom.js").returncode == 0


@pytest.mark.parametrize(
    ("folder", "target"),
    [
        ("storage", "../game/session.js"),
        ("storage", "../views/dom.js"),
        ("views", "../storage/prefs.js"),
        ("views", "../fair/fair-model.js"),
        ("review", "../game/params.js"),
        ("fair", "../review/review-view.js"),
        ("boot", "../views/dom.js"),
        ("words", "../views/cards.js"),
    ],
)
def test_each_arrow_the_issue_found_is_refused(folder: str, target: str) -> None:
    """The arrows of issue 46 (and fair -> review, a feature into another), each refused."""
    found = eslint(f'import * as x from "{target}";\nexport default x;\n', f"web/js/{folder}/x.js")
    assert found.returncode == 1 and "no-restricted-imports" in found.stdout, found.stdout
