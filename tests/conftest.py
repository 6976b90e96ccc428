"""Shared by the Node and browser tests: the built site, dist/ (./build.sh test builds it first)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def dist() -> Path:
    """./build.sh test builds dist/ and names it in KAWU_DIST; a bare pytest builds it afresh."""
    given = os.environ.get("KAWU_DIST")
    if given:
        return Path(given)
    subprocess.run([str(ROOT / "build.sh"), "build"], check=True)
    return ROOT / "dist"
