"""Write a ``<link rel="modulepreload">`` for every module the page's entry loads at start into the
built ``index.html``, so the browser fetches the whole module graph at once instead of level by
level (the page is split into many small modules: without this, the saved table is drawn later).

    python tools/preload.py DIST

The graph is read from the built files: ``js/main.js``, its static imports and the modules it
imports dynamically at start, and theirs. The worker's own modules are left to the worker.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

IMPORT = re.compile(
    r"""^\s*import\s[^"']*?from\s+["'](\./[\w/.-]+)["']"""  # import { x } from "./x.js"
    r"""|import\(\s*["'](\./[\w/.-]+)["']\s*\)""",  # import("./x.js")
    re.M,
)
MARKER = "<!-- modulepreload: the build lists the page's modules here (tools/preload.py) -->"


def graph(js: Path, entry: str) -> list[str]:
    """Every module reachable from ``entry`` (relative to ``js``), in discovery order."""
    seen: list[str] = []
    todo = [entry]
    while todo:
        name = todo.pop(0)
        if name in seen or name == "worker.js":
            continue
        seen.append(name)
        base = (js / name).parent
        for static, dynamic in IMPORT.findall((js / name).read_text(encoding="utf-8")):
            target = (base / (static or dynamic)).resolve().relative_to(js.resolve())
            todo.append(target.as_posix())
    return seen


def main() -> None:
    dist = Path(sys.argv[1])
    index = dist / "index.html"
    html = index.read_text(encoding="utf-8")
    if MARKER not in html:
        raise SystemExit(f"{index}: the marker {MARKER!r} is missing")
    modules = [m for m in graph(dist / "js", "main.js") if m != "main.js"]
    links = "\n".join(f'  <link rel="modulepreload" href="js/{m}">' for m in modules)
    index.write_text(html.replace(f"  {MARKER}", links), encoding="utf-8")
    print(f"[preload] {len(modules)} modules preloaded by index.html", file=sys.stderr)


if __name__ == "__main__":
    main()
