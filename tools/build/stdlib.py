"""The standard library the game needs, and nothing else (run inside Pyodide by
tools/build/stdlib.mjs).

Pyodide's standard library zip holds all of Python's standard library: 4.5 MB that a first
visit would download before the first game, most of it never imported in the page. This
module, run inside the very Pyodide the page loads, answers two questions:

- ``used(zip_path)``: which entries of the zip the running interpreter imported from it, read
  from ``sys.modules`` (each module's spec names the file it came from), after
  tools/build/stdlib.mjs has booted Pyodide as the page does and run the workload
  (tools/build/stdlib_workload.py: every module of kawu and of micropip, games, hints, refusals);
- ``trim(src, dst, keep)``: writes the zip with only those entries (same order, times and
  compression as the original, so the same input gives the same output).

A module the workload never imports is not in the trimmed zip: tools/build/stdlib.mjs therefore runs
the workload again under the trimmed zip and fails the build if it does not pass there.

    python stdlib.py trim SRC.zip DST.zip KEEP.json
"""

from __future__ import annotations

import json
import sys
import zipfile

# Imported only on paths the workload cannot take on its own, kept whatever it records:
# - encodings the browser's text may need to be decoded in (Python's own I/O is UTF-8);
# - what formats a traceback when Pyodide turns an unexpected Python error into a JS one.
ALWAYS = (
    "encodings/__init__",
    "encodings/aliases",
    "encodings/utf_8",
    "encodings/utf_8_sig",
    "encodings/ascii",
    "encodings/latin_1",
    "traceback",
    "linecache",
    "tokenize",
    "token",
)


def used(zip_path: str) -> list[str]:
    """The zip's entries (``json/decoder.pyc``) of every module imported from it so far."""
    prefix = zip_path.rstrip("/") + "/"
    entries = set()
    for module in list(sys.modules.values()):
        spec = getattr(module, "__spec__", None)
        origin = getattr(spec, "origin", None)
        if isinstance(origin, str) and origin.startswith(prefix):
            entries.add(origin[len(prefix) :])
    return sorted(entries)


def keep_names(names: list[str], recorded: list[str]) -> set[str]:
    """The zip entries to keep: those recorded, the ALWAYS modules, and every package's
    ``__init__`` above a kept module (zipimport finds a submodule only through its package)."""
    stems = {n.rsplit(".", 1)[0] for n in recorded} | set(ALWAYS)
    for stem in list(stems):
        parts = stem.split("/")
        for i in range(1, len(parts)):
            stems.add("/".join(parts[:i]) + "/__init__")
    keep = {n for n in names if not n.endswith("/") and n.rsplit(".", 1)[0] in stems}
    missing = set(ALWAYS) - {n.rsplit(".", 1)[0] for n in keep}
    if missing:
        raise SystemExit(f"stdlib.py: the standard library has no {sorted(missing)}")
    return keep


def trim(src: str, dst: str, keep_json: str) -> None:
    with open(keep_json) as f:
        recorded: list[str] = json.load(f)
    with zipfile.ZipFile(src) as zin:
        infos = zin.infolist()
        keep = keep_names([i.filename for i in infos], recorded)
        with zipfile.ZipFile(dst, "w") as zout:
            for info in infos:
                if info.filename in keep:
                    # deflate's level 9: a first visit's bytes (the same bytes every build)
                    zout.writestr(info, zin.read(info), info.compress_type, compresslevel=9)
    print(f"[stdlib] kept {len(keep)} of {len(infos)} entries", file=sys.stderr)


if __name__ == "__main__":
    kind, *args = sys.argv[1:]
    {"trim": trim}[kind](*args)
