"""The built page's JavaScript (build.sh, esbuild): the page's modules in one file, js/main.js;
the engine's worker and its modules in another, js/worker.js; js/start.js as it is. A module left
out of its bundle (say, imported by a computed path) would be missing from the site."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WEB_JS = ROOT / "web" / "js"
WORKER_SIDE = {"worker.js", "boot/boot.js", "boot/snapshot-store.js"}
IMPORT = re.compile(r"""\bimport\s*\(\s*["']([^"']+)["']|\bfrom\s+["']([^"']+)["']""")


def code(path: Path) -> str:
    """A script without its comments (JSDoc types name modules too)."""
    text = re.sub(r"/\*.*?\*/", "", path.read_text(encoding="utf-8"), flags=re.S)
    return re.sub(r"^\s*//.*$", "", text, flags=re.M)


def bundled(bundle: Path) -> set[str]:
    """The source modules esbuild put in ``bundle`` (it marks each with a ``// web/js/…`` line)."""
    text = bundle.read_text(encoding="utf-8")
    return set(re.findall(r"^// web/js/([\w/.-]+\.js)$", text, re.M))


def test_the_site_has_three_scripts_and_every_module_is_in_its_bundle(dist: Path) -> None:
    js = dist / "js"
    scripts = {p.relative_to(js).as_posix() for p in js.rglob("*") if p.is_file()}
    assert scripts == {"start.js", "main.js", "worker.js"}
    sources = {p.relative_to(WEB_JS).as_posix() for p in WEB_JS.rglob("*.js")}
    page, worker = bundled(dist / "js" / "main.js"), bundled(dist / "js" / "worker.js")
    assert worker == WORKER_SIDE
    assert page == sources - WORKER_SIDE - {"start.js"}
    assert (dist / "js" / "start.js").read_bytes() == (WEB_JS / "start.js").read_bytes()


def test_the_bundles_import_nothing_but_pyodide(dist: Path) -> None:
    assert IMPORT.findall(code(dist / "js" / "main.js")) == []
    imported = {a or b for a, b in IMPORT.findall(code(dist / "js" / "worker.js"))}
    assert imported == {"../pyodide/pyodide.mjs", "../pyodide/pyodide.asm.mjs"}


def test_the_page_starts_the_worker_first_then_runs_its_one_module(dist: Path) -> None:
    html = (dist / "index.html").read_text(encoding="utf-8")
    scripts = re.findall(r"<script\b[^>]*>", html)
    assert scripts == ['<script src="js/start.js">', '<script type="module" src="js/main.js">']
    assert html.index("js/start.js") < html.index('rel="stylesheet"')
    assert "modulepreload" not in html
