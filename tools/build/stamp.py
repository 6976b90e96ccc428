"""Stamps a built site folder: its build id, and the service worker's list of files to precache.

    python3 tools/build/stamp.py DIR   (./build.sh runs it on every build; ./build.sh stamp DIR)

From the files really in DIR:
- the build id is a hash of every file (sw.js without its generated line, build.json without
  its id); it goes into build.json ("id") and names the service worker's cache;
- sw.js gets the line ``const BUILD = {"id": ..., "files": {path: sha256, ...}};`` listing every
  file but itself and _headers (hosts read it; Netlify and Cloudflare Pages do not serve it).
  The worker checks each file it downloads against its hash, and takes the files a new build
  did not change from the previous build's cache instead of downloading them.

Run it again after changing any file of a built site by hand: otherwise returning visitors keep
being served the files their browser cached.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path

LINE = re.compile(r"^const BUILD = .*;$", re.M)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def stamp(site: Path) -> dict[str, object]:
    sw_path, build_path = site / "sw.js", site / "build.json"
    sw = sw_path.read_text()
    if len(LINE.findall(sw)) != 1:
        raise SystemExit(f"{sw_path}: expected exactly one line 'const BUILD = ...;'")
    build = json.loads(build_path.read_text())
    names = sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())
    names.remove("sw.js")
    if "_headers" in names:  # the hosts' headers (tools/build/headers.py): read, never served
        names.remove("_headers")

    build["id"] = ""
    digest = hashlib.sha256(LINE.sub("const BUILD = {};", sw).encode())
    for name in names:
        data = json.dumps(build, sort_keys=True) if name == "build.json" else sha256(site / name)
        digest.update(f"{name}\0{data}\n".encode())
    build["id"] = digest.hexdigest()[:16]
    build_path.write_text(json.dumps(build, indent=1) + "\n")

    files = {name: sha256(site / name) for name in names}
    generated = "const BUILD = " + json.dumps({"id": build["id"], "files": files}) + ";"
    sw_path.write_text(LINE.sub(lambda _: generated, sw))
    size = sum((site / name).stat().st_size for name in names) / 1e6
    print(
        f"[stamp] {site}: build {build['id']}, {len(files)} files to precache ({size:.1f} MB)",
        file=sys.stderr,
    )
    return build


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: stamp.py DIR")
    stamp(Path(sys.argv[1]))
