"""The built index.html preloads every module the page loads at start (tools/preload.py), so the
browser fetches the whole module graph at once and the saved table is drawn early."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("preload", ROOT / "tools" / "preload.py")
assert _spec and _spec.loader
preload = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(preload)


def test_the_graph_follows_static_and_dynamic_imports_and_leaves_the_worker_out() -> None:
    modules = preload.graph(ROOT / "web" / "js", "main.js")
    assert modules[0] == "main.js"
    for name in ("engine.js", "app.js", "session.js", "play.js", "i18n/it.js", "storage.js"):
        assert name in modules, name
    assert "worker.js" not in modules and "boot.js" not in modules
    assert len(modules) == len(set(modules))


def test_the_built_page_preloads_exactly_that_graph(dist: Path) -> None:
    html = (dist / "index.html").read_text(encoding="utf-8")
    linked = re.findall(r'<link rel="modulepreload" href="js/([\w/.-]+)">', html)
    expected = [m for m in preload.graph(dist / "js", "main.js") if m != "main.js"]
    assert linked == expected
    assert all((dist / "js" / m).is_file() for m in linked)
    assert preload.MARKER not in html
