"""The built page's JavaScript (build.sh, esbuild): the page's modules in one file, js/main.js;
the engine's worker and its modules in another, js/worker.js; js/start.js as it is. A module left
out of its bundle (say, imported by a computed path) would be missing from the site."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WEB_JS = ROOT / "web" / "js"
WORKER_SIDE = {"worker.js", "boot/boot.js", "boot/snapshot-store.js"}
# The Lab's own bundle, js/lab.js (minified: no module markers), and its sandbox frame's script,
# inline in lab-sandbox.html; js/lab/door.js, in the page's bundle, imports the Lab by a computed
# address when it is opened.
LAB_SIDE = {
    "lab/lab.js",
    "lab/lab-result.js",
    "lab/lab-form.js",
    "lab/lab-rules.js",
    "lab/starters.js",
    "lab/sandbox.js",
    "lab/bot-store.js",
    "lab/protocol.js",
}
FRAME = "lab/sandbox-frame.js"
IMPORT = re.compile(r"""\bimport\s*\(\s*["']([^"']+)["']|\bfrom\s+["']([^"']+)["']""")


def code(path: Path) -> str:
    """A script without its comments (JSDoc types name modules too)."""
    text = re.sub(r"/\*.*?\*/", "", path.read_text(encoding="utf-8"), flags=re.S)
    return re.sub(r"^\s*//.*$", "", text, flags=re.M)


def bundled(bundle: Path) -> set[str]:
    """The source modules esbuild put in ``bundle`` (it marks each with a ``// web/js/…`` line)."""
    text = bundle.read_text(encoding="utf-8")
    return set(re.findall(r"^// web/js/([\w/.-]+\.js)$", text, re.M))


def test_the_site_has_four_scripts_and_every_module_is_in_its_bundle(dist: Path) -> None:
    js = dist / "js"
    scripts = {p.relative_to(js).as_posix() for p in js.rglob("*") if p.is_file()}
    assert scripts == {"start.js", "main.js", "worker.js", "lab.js"}
    sources = {p.relative_to(WEB_JS).as_posix() for p in WEB_JS.rglob("*.js")}
    page, worker = bundled(dist / "js" / "main.js"), bundled(dist / "js" / "worker.js")
    assert worker == WORKER_SIDE
    assert page == sources - WORKER_SIDE - LAB_SIDE - {"start.js", FRAME}
    assert "lab/lab.js" not in page, "the Lab's editor is not on the way to the table"
    assert (dist / "js" / "start.js").read_bytes() == (WEB_JS / "start.js").read_bytes()


def test_the_bundles_import_nothing_but_pyodide(dist: Path) -> None:
    assert IMPORT.findall(code(dist / "js" / "main.js")) == []
    lab = (dist / "js" / "lab.js").read_text(encoding="utf-8")
    assert IMPORT.findall(lab) == []
    assert "class BotLoadError" in lab and "def choose(view)" in lab, "the protocol, the starters"
    imported = {a or b for a, b in IMPORT.findall(code(dist / "js" / "worker.js"))}
    assert imported == {"../pyodide/pyodide.js", "../pyodide/pyodide.asm.js"}


def test_the_page_starts_the_worker_first_then_runs_its_one_module(dist: Path) -> None:
    html = (dist / "index.html").read_text(encoding="utf-8")
    scripts = re.findall(r"<script\b[^>]*>", html)
    assert scripts == ['<script src="js/start.js">', '<script type="module" src="js/main.js">']
    assert html.index("js/start.js") < html.index('rel="stylesheet"')
    assert "modulepreload" not in html


def test_the_sandbox_page_has_its_one_script_inline_allowed_by_its_hash_and_no_network(
    dist: Path,
) -> None:
    import base64
    import hashlib

    html = (dist / "lab-sandbox.html").read_text(encoding="utf-8")
    script = (WEB_JS / FRAME).read_text(encoding="utf-8")
    assert html.count("<script>") == 1 and f"<script>{script}</script>" in html
    digest = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html)
    assert csp is not None
    directives = dict(d.strip().split(" ", 1) for d in csp.group(1).split(";"))
    assert directives["default-src"] == "'none'" and directives["connect-src"] == "'none'"
    assert directives["script-src"] == f"'sha256-{digest}' blob: 'wasm-unsafe-eval'"
    assert directives["worker-src"] == "blob:"
    # The page frames it as a srcdoc (so it loads offline), which keeps the page's policy too:
    # that policy allows the same script by the same hash, blob: scripts and workers, and no
    # other inline script (the page has none).
    page = (dist / "index.html").read_text(encoding="utf-8")
    found = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page)
    assert found is not None
    ours = dict(d.strip().split(" ", 1) for d in found.group(1).split(";"))
    assert ours["script-src"] == f"'self' 'wasm-unsafe-eval' blob: 'sha256-{digest}'"
    assert ours["worker-src"] == "'self' blob:"
    assert "LAB_SANDBOX_HASH" not in page and "unsafe-inline" not in page
