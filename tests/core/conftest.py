"""The core built from the sources of this tree, for the differential tests (``tests/core``)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from kawu.core import Core, load

ROOT = Path(__file__).resolve().parents[2]


def _builder():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("core_build", ROOT / "tools/build/core.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """The module compiled now from ``core/*.c`` (ziglang must be installed: ./build.sh does)."""
    out = tmp_path_factory.mktemp("core") / "kawu_core.wasm"
    return _builder().build(out).read_bytes()


@pytest.fixture(scope="session")
def core(built: bytes) -> Core:
    return load(built)
