"""Pyodide's two ES modules copied as ``.js``, for servers that send ``.mjs`` with a type no
browser runs as a module (Debian's nginx, with its own mime.types: application/octet-stream).

    python3 tools/build/pyodide_js.py PYODIDE_DIR OUT_DIR

``pyodide.mjs`` (the loader) becomes ``pyodide.js`` and ``pyodide.asm.mjs`` (the runtime) becomes
``pyodide.asm.js``. Each names the runtime's file once: the loader, to import it when it is not
handed over (js/worker.js hands it over); the runtime, to tell its own frames in a stack. That one
name is rewritten. The files must be the ones pinned below (SHA-256): a Pyodide update fails the
build here until someone has checked that the rewrite still covers every place that names them,
instead of a site that silently cannot load its runtime.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

# upstream name -> (name in dist/, SHA-256 of the upstream file), Pyodide 314.0.7 (web/package.json)
MODULES = {
    "pyodide.mjs": (
        "pyodide.js",
        "6f1d60f7bf529beb300f0f47983c921d3982363640ba20af0e38efdddbc66109",
    ),
    "pyodide.asm.mjs": (
        "pyodide.asm.js",
        "f7cdc8ece80678ceb712f8e65ebe6d3a83203a180c399865f49612a051693635",
    ),
}
RUNTIME, RUNTIME_AS = "pyodide.asm.mjs", "pyodide.asm.js"


def rewritten(name: str, data: bytes) -> bytes:
    """The upstream module ``name`` as shipped: checked against its pin, its one name rewritten."""
    _, pinned = MODULES[name]
    found = hashlib.sha256(data).hexdigest()
    if found != pinned:
        raise SystemExit(
            f"build: Pyodide's {name} is not the file pinned (SHA-256 {found}): check where the "
            f"new version names its .mjs files, then update tools/build/pyodide_js.py"
        )
    text = data.decode()
    if text.count(RUNTIME) != 1 or ".mjs" in text.replace(RUNTIME, "").replace(".mjs.map", ""):
        raise SystemExit(f"build: {name} should name {RUNTIME} exactly once and no other .mjs")
    return text.replace(RUNTIME, RUNTIME_AS).encode()


def main(source: Path, out: Path) -> None:
    for name, (shipped, _) in MODULES.items():
        (out / shipped).write_bytes(rewritten(name, (source / name).read_bytes()))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit("usage: pyodide_js.py PYODIDE_DIR OUT_DIR")
    main(Path(sys.argv[1]), Path(sys.argv[2]))
