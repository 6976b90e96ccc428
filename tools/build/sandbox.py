"""The bot's sandbox page: lab-sandbox.html with its script inline and allowed by its hash.

    python3 tools/build/sandbox.py web/lab-sandbox.html web/js/lab/sandbox-frame.js OUT.html

The page frames it with ``sandbox="allow-scripts"`` (an opaque origin): a script of the site would
be a cross-origin request there, so the frame's one script is in the page itself, and its
Content-Security-Policy names that script by its SHA-256 (no 'unsafe-inline').
"""

from __future__ import annotations

import base64
import hashlib
import sys
from pathlib import Path


def build(template: str, script: str) -> str:
    if "</script" in script.lower():
        raise SystemExit("the sandbox's script may not contain '</script'")
    digest = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
    for marker in ("SCRIPT_HASH", "SANDBOX_SCRIPT"):
        if template.count(marker) != 1:
            raise SystemExit(f"the sandbox's template needs {marker} exactly once")
    return template.replace("SCRIPT_HASH", f"'sha256-{digest}'").replace("SANDBOX_SCRIPT", script)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        raise SystemExit("usage: sandbox.py TEMPLATE SCRIPT OUT")
    template, script, out = (Path(a) for a in sys.argv[1:])
    out.write_text(build(template.read_text(), script.read_text()))
