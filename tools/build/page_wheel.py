"""The page's wheel: kawu's wheel as a first visit should download it (its budget is 5 MB gzip
until the table is ready: docs/load-and-boot.md).

- Without the command-line tools, which a page never imports: ``stdlib_workload.CLI`` names them
  (the arena, the benches, the lab's runners and checks, the terminal's review, verify and
  audit); ``web/js/boot/boot.js`` imports every other module of kawu before the snapshot, and
  ``tests/site/test_page_modules.py`` keeps the two lists equal (about 100 KB gzip).
- Without sources: each module's bytecode (``tools/build/bytecode.py``, compiled by the page's
  own Python) moves from ``__pycache__/`` to the module's own place, where Python imports it
  without a source (PEP 3147's "sourceless" files), and the ``.py`` goes (about 140 KB gzip).
  A traceback still names each file, line and function (the bytecode keeps every
  instruction's line); only the text of the lines is missing.
- Compressed at deflate's level 9 (the first visit's bytes; the same bytes every build).

The wheel's RECORD follows.

    python tools/build/page_wheel.py WHEEL   (rewritten in place)
"""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from stdlib_workload import CLI


def left_out(name: str) -> bool:
    """Whether the wheel's file ``name`` belongs to a command-line module (or its bytecode)."""
    if not name.startswith("kawu/"):
        return False
    path = name.replace("/__pycache__/", "/")
    stem = path.rsplit("/", 1)[-1].split(".", 1)[0]
    package = path.rsplit("/", 1)[0].replace("/", ".")
    module = package if stem == "__init__" else f"{package}.{stem}"
    return any(module == m or module.startswith(m + ".") for m in CLI if m != "kawu")


def sourceless(name: str) -> str | None:
    """Where the bytecode ``name`` (``pkg/__pycache__/mod.<tag>.pyc``) goes without its source
    (``pkg/mod.pyc``); None for another file."""
    folder, _, base = name.rpartition("/__pycache__/")
    if not folder or not base.endswith(".pyc"):
        return None
    return f"{folder}/{base.split('.', 1)[0]}.pyc"


def trim(wheel: Path) -> list[str]:
    """Rewrite ``wheel`` without the command-line modules and with its bytecode in the place of
    its sources; the files left out."""
    with zipfile.ZipFile(wheel) as zin:
        infos = zin.infolist()
        contents = {info.filename: zin.read(info) for info in infos}
    moved = {n: sourceless(n) for n in contents if sourceless(n) and not left_out(n)}
    compiled = {str(m)[:-1] for m in moved.values()}  # the sources whose bytecode is there
    gone = [n for n in contents if left_out(n) or n in compiled]
    record_name = next(n for n in contents if n.endswith(".dist-info/RECORD"))
    record = ""
    for line in contents[record_name].decode().splitlines(True):
        name, _, rest = line.partition(",")
        if name in gone:
            continue
        record += f"{moved.get(name) or name},{rest}"
    tmp = wheel.with_suffix(".tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
        for info in infos:
            if info.filename in gone:
                continue
            data = record.encode() if info.filename == record_name else contents[info.filename]
            target = moved.get(info.filename) or info.filename
            out = zipfile.ZipInfo(target, info.date_time)
            out.external_attr = info.external_attr
            zout.writestr(out, data, zipfile.ZIP_DEFLATED, compresslevel=9)
    tmp.replace(wheel)
    return gone


if __name__ == "__main__":
    for path in sys.argv[1:]:
        print(f"{path}: {len(trim(Path(path)))} files left out")
