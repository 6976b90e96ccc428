"""Builds the core: ``core/*.c`` into one freestanding WebAssembly module (no libc, no imports),
``py/kawu/core/kawu_core.wasm``, with the C compiler of Zig from PyPI (``ziglang``, pinned in
pyproject.toml's ``core`` extra). The same sources give the same bytes, so a test can check that
the module in the package is the one its sources make.

    python tools/build/core.py [OUT]
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted((ROOT / "core").glob("*.c"))
OUT = ROOT / "py" / "kawu" / "core" / "kawu_core.wasm"
FLAGS = [
    "-target", "wasm32-freestanding",
    "-O3", "-nostdlib", "-s",  # stripped: no names nor debugging sections (the same bytes)
    "-ffp-contract=off",  # a * b + c rounded twice, as Python does: no fused multiply-add
    "-mllvm", "-inline-threshold=1000",  # the rules' helpers inlined: Spades' rollouts 6-8% faster
    "-flto",  # and across the files (winning_at, legal_mask): Hearts' 7% faster, Spades' 3%
    "-Wl,--no-entry",  # a library: its exports are marked in the sources (EXPORT)
    "-Wall", "-Wextra", "-Werror",
]  # fmt: skip


def build(out: Path = OUT) -> Path:
    """Compile the core into ``out``; raises ``CalledProcessError`` with the compiler's words."""
    command = [sys.executable, "-m", "ziglang", "cc", *FLAGS, *map(str, SOURCES), "-o", str(out)]
    subprocess.run(command, check=True, cwd=ROOT)
    return out


if __name__ == "__main__":
    print(build(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT))
