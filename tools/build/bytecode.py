"""Precompile Python sources to bytecode for Pyodide's own interpreter (run inside Pyodide).

Pyodide's npm package ships its standard library (python_stdlib.zip) and PyPI's wheels ship
sources only, so every page load would compile each imported module again: most of the time
Python takes to boot in the browser. This script, run by tools/build/bytecode.mjs inside the same
Pyodide the page loads, writes

- the standard library zip with each ``.py`` replaced by its ``.pyc`` (zipimport loads the
  bytecode directly; other files are kept as they are);
- each wheel with ``__pycache__/<module>.<cache tag>.pyc`` added beside every ``.py`` and the
  new files listed in its RECORD (``tools/build/page_wheel.py`` then moves the page's bytecode
  into the sources' place and drops the sources, for a first visit's bytes).

All of it is compiled as ``python -OO`` would (``optimize=2``: no docstrings, no ``assert``):
neither kawu nor the standard library modules the page imports read a docstring or rely on an
assert at run time (kawu's asserts only narrow types for mypy), and docstrings are a sixth of
the bytecode a first visit downloads. The standard library's bytecode also carries a line
table of one line per function (each code object's first line, ``--lines=first``): the full
tables are over a third of its compressed size, and with no sources in the zip they only ever
served the line numbers of standard library frames in a traceback (which then name the
function's first line). kawu keeps every instruction's line (``lines_only``), without the columns
that point under the failing part of a line in a traceback: a traceback names the same files,
lines and functions.

The ``.pyc`` files are hash-based and unchecked (PEP 552): valid whatever the files' times are
after unpacking, and they are only ever used with the very sources they were compiled from.
Entries keep their original times, so the same input gives the same output.

    python bytecode.py stdlib IN.zip OUT.zip ZIP_PATH
    python bytecode.py wheel IN.whl OUT.whl SITE_PACKAGES
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import marshal
import posixpath
import sys
import types
import zipfile

FLAGS_UNCHECKED_HASH = (0b01).to_bytes(4, "little")


# A line table entry (PEP 626's format, CPython 3.11+): "no columns" (code 13) for up to 8 code
# units, then the line's change as a signed varint (0: the same line).
_NO_COLUMNS = 0x80 | (13 << 3)


def first_lines(code: types.CodeType) -> types.CodeType:
    """``code`` (and every code object inside it) with each instruction on the code object's
    first line: a line table of two bytes per eight instructions that compresses to almost
    nothing, where the exact one costs over a third of the standard library's bytecode."""
    units = len(code.co_code) // 2
    table = bytearray()
    while units > 0:
        n = min(8, units)
        table += bytes((_NO_COLUMNS | (n - 1), 0))
        units -= n
    consts = tuple(first_lines(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    return code.replace(co_linetable=bytes(table), co_consts=consts)


def _varint(value: int) -> bytes:
    out = bytearray()
    while value >= 64:
        out.append(64 | (value & 63))
        value >>= 6
    out.append(value)
    return bytes(out)


def _signed_varint(value: int) -> bytes:
    return _varint((-value) << 1 | 1 if value < 0 else value << 1)


def lines_only(code: types.CodeType) -> types.CodeType:
    """``code`` (and every code object inside it) with the same line for every instruction and
    no columns: a traceback names the same file, line and function, without the ``^^^`` marks
    under the failing part of the line. The columns are most of a line table's bytes."""
    table = bytearray()
    line = code.co_firstlineno
    for start, end, at in code.co_lines():
        units = (end - start) // 2
        while units > 0:
            n = min(8, units)
            if at is None:
                table.append(0x80 | (15 << 3) | (n - 1))  # no location
            else:
                table.append(_NO_COLUMNS | (n - 1))
                table += _signed_varint(at - line)
                line = at
            units -= n
    consts = tuple(lines_only(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    return code.replace(co_linetable=bytes(table), co_consts=consts)


def pyc(source: bytes, filename: str, lines: str = "all") -> bytes | None:
    """Bytecode of ``source`` compiled as ``-OO`` as an unchecked hash-based .pyc, or None if it
    does not compile; ``lines="first"``: each code object's line table is its first line;
    ``lines="lines"``: every instruction's line, without columns (``lines_only``)."""
    try:
        code = compile(source, filename, "exec", dont_inherit=True, optimize=2)
    except SyntaxError:
        return None  # left as source: Python reports the error if it is ever imported
    if lines == "first":
        code = first_lines(code)
    elif lines == "lines":
        code = lines_only(code)
    header = importlib.util.MAGIC_NUMBER + FLAGS_UNCHECKED_HASH + importlib.util.source_hash(source)
    return header + marshal.dumps(code)


def entry(info: zipfile.ZipInfo, name: str) -> zipfile.ZipInfo:
    new = zipfile.ZipInfo(name, date_time=info.date_time)
    new.compress_type = zipfile.ZIP_DEFLATED
    new.external_attr = info.external_attr
    return new


def stdlib(src: str, dst: str, zip_path: str) -> None:
    # Deflate's level 9: the zip is a first visit's bytes (docs/load-and-boot.md).
    out = zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED, compresslevel=9)
    with zipfile.ZipFile(src) as zin, out as zout:
        for info in zin.infolist():
            data = zin.read(info)
            code = None
            if info.filename.endswith(".py"):
                code = pyc(data, posixpath.join(zip_path, info.filename), lines="first")
            if code is None:
                zout.writestr(info, data, zipfile.ZIP_DEFLATED, compresslevel=9)
            else:
                zout.writestr(entry(info, info.filename[:-3] + ".pyc"), code, compresslevel=9)


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}\n"


def wheel(src: str, dst: str, site_packages: str) -> None:
    tag = sys.implementation.cache_tag
    added: list[tuple[zipfile.ZipInfo, bytes]] = []
    with zipfile.ZipFile(src) as zin:
        infos = zin.infolist()
        contents = {info.filename: zin.read(info) for info in infos}
    record_name = next(n for n in contents if n.endswith(".dist-info/RECORD"))
    for info in infos:
        name = info.filename
        if not name.endswith(".py") or ".dist-info/" in name or ".data/" in name:
            continue
        folder, base = posixpath.split(name)
        code = pyc(contents[name], posixpath.join(site_packages, name), lines="lines")
        if code is not None:
            target = posixpath.join(folder, "__pycache__", f"{base[:-3]}.{tag}.pyc")
            added.append((entry(info, target), code))
    record = contents[record_name].decode()
    if record and not record.endswith("\n"):
        record += "\n"
    record += "".join(record_line(info.filename, code) for info, code in added)
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in infos:
            if info.filename == record_name:
                zout.writestr(entry(info, record_name), record.encode())
            else:
                zout.writestr(info, contents[info.filename], zipfile.ZIP_DEFLATED)
        for info, code in added:
            zout.writestr(info, code)


if __name__ == "__main__":
    kind, *args = sys.argv[1:]
    {"stdlib": stdlib, "wheel": wheel}[kind](*args)
