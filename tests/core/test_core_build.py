"""The core as it ships: built from its sources, freestanding, loaded by the package."""

from __future__ import annotations

from pathlib import Path

import wasmtime

from kawu import core as kawu_core
from kawu.core import backends

PACKAGED = Path(kawu_core.__file__).with_name(kawu_core.WASM)


def test_the_packaged_module_is_the_one_the_sources_make(built: bytes) -> None:
    # ./build.sh builds it before the tests; a stale module would test old rules.
    assert PACKAGED.read_bytes() == built, "py/kawu/core/kawu_core.wasm is stale: run ./build.sh"


def test_the_module_is_freestanding_and_exports_only_the_batch_calls(built: bytes) -> None:
    module = wasmtime.Module(wasmtime.Engine(), built)
    assert list(module.imports) == []  # no libc, no host function: nothing it can reach
    assert {e.name for e in module.exports} == {
        "memory", "kawu_records", "kawu_params", "kawu_cards", "kawu_max_records",
        "kawu_record_words", "kawu_param_words", "kawu_choose", "kawu_play_out",
        "kawu_checks", "kawu_checks_load", "kawu_explains", "kawu_explains_memo",
        "kawu_mt", "kawu_mt_load", "kawu_mt_save", "kawu_genrand", "kawu_getrandbits",
        "kawu_random", "kawu_out", "kawu_room", "kawu_memo_clear", "kawu_draw",
        "kawu_choose_pass", "kawu_pass_load", "kawu_pass_world",
        "kawu_template", "kawu_rows", "kawu_row_words", "kawu_play_out_rows",
    }  # fmt: skip


def test_the_package_loads_the_core_and_kawu_core_python_turns_it_off(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.delenv(kawu_core.ENV, raising=False)
    kawu_core.reset()
    try:
        assert kawu_core.core() is not None, kawu_core.why_not
        monkeypatch.setenv(kawu_core.ENV, "python")
        kawu_core.reset()
        assert kawu_core.core() is None
        assert kawu_core.why_not == "KAWU_CORE=python"
    finally:
        kawu_core.reset()


def test_a_damaged_module_is_reported_and_the_python_rules_play(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def broken(data: bytes | None = None) -> kawu_core.Core:
        return kawu_core.Core(backends.Wasmtime(b"\0asm\x01\0\0\0garbage"))

    monkeypatch.delenv(kawu_core.ENV, raising=False)
    monkeypatch.setattr(kawu_core, "load", broken)
    kawu_core.reset()
    try:
        assert kawu_core.core() is None
        assert kawu_core.why_not is not None and "could not be loaded" in kawu_core.why_not
    finally:
        kawu_core.reset()
