"""The bot's sandbox page: lab-sandbox.html with its script inline and allowed by its hash.

    python3 tools/build/sandbox.py web/lab-sandbox.html web/js/lab/sandbox-frame.js OUT.html INDEX

The page frames it with ``sandbox="allow-scripts"`` (an opaque origin): a script of the site would
be a cross-origin request there, so the frame's one script is in the page itself, and its
Content-Security-Policy names that script by its SHA-256 (no 'unsafe-inline'). The frame is a
``srcdoc`` (the page fetches this file and hands its text over): a sandboxed frame loaded from an
address never goes through the service worker in Chromium and WebKit, so it would not load
offline. A srcdoc document keeps the page's policy as well as its own, so the same hash goes into
the page's policy too (INDEX, the built index.html, edited in place).
"""

from __future__ import annotations

import base64
import hashlib
import sys
from pathlib import Path


def build(template: str, script: str) -> str:
    if "</script" in script.lower():
        raise SystemExit("the sandbox's script may not contain '</script'")
    for marker in ("SCRIPT_HASH", "SANDBOX_SCRIPT"):
        if template.count(marker) != 1:
            raise SystemExit(f"the sandbox's template needs {marker} exactly once")
    return template.replace("SCRIPT_HASH", source_hash(script)).replace("SANDBOX_SCRIPT", script)


def source_hash(script: str) -> str:
    """The CSP source expression of ``script``: 'sha256-BASE64'."""
    return f"'sha256-{base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()}'"


def allow_in_page(page: str, script: str) -> str:
    """``page`` (index.html) with LAB_SANDBOX_HASH in its policy replaced by the script's hash."""
    if page.count("LAB_SANDBOX_HASH") != 1:
        raise SystemExit("index.html's policy needs LAB_SANDBOX_HASH exactly once")
    return page.replace("LAB_SANDBOX_HASH", source_hash(script))


if __name__ == "__main__":
    if len(sys.argv) != 5:
        raise SystemExit("usage: sandbox.py TEMPLATE SCRIPT OUT INDEX")
    template, script, out, index = (Path(a) for a in sys.argv[1:])
    out.write_text(build(template.read_text(), script.read_text()))
    index.write_text(allow_in_page(index.read_text(), script.read_text()))
