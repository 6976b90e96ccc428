"""The page imports every module of kawu but the command-line tools, and the build's trimmed
standard library is computed from the same list: the two lists must agree, and no module the page
imports may pull in what only a terminal needs (processes, argument parsing), or the first visit
downloads it (the trimmed library grew by 146 kB when two new tools were missing from the list)."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
import sys
from pathlib import Path

import kawu

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "build"))

from stdlib_workload import CLI  # noqa: E402

TERMINAL_ONLY = {"argparse", "multiprocessing", "concurrent", "platform", "pickle"}


def test_the_page_and_the_build_exclude_the_same_command_line_tools() -> None:
    boot = (ROOT / "web/js/boot/boot.js").read_text()
    found = re.search(r"if _m\.name not in \(([^)]*)\):", boot)
    assert found, "boot.js lists the modules it does not import"
    assert tuple(ast.literal_eval(f"({found.group(1)},)")) == CLI


def test_no_module_the_page_imports_needs_a_terminal_at_import_time() -> None:
    for info in pkgutil.walk_packages(kawu.__path__, "kawu."):
        if info.name in CLI:
            continue
        module = importlib.import_module(info.name)
        tree = ast.parse(Path(str(module.__file__)).read_text())
        top = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
        names = {a.name.split(".")[0] for n in top if isinstance(n, ast.Import) for a in n.names}
        names |= {(n.module or "").split(".")[0] for n in top if isinstance(n, ast.ImportFrom)}
        assert not names & TERMINAL_ONLY, f"{info.name} imports {names & TERMINAL_ONLY}"
