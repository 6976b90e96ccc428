"""The hosts' headers, from the built page: ``_headers`` (the file Netlify and Cloudflare Pages
read) with the Content-Security-Policy that index.html carries, as the build wrote it (the Lab's
sandbox script's hash included), plus what a <meta> policy cannot say.

    python3 tools/build/headers.py DIST   -> DIST/_headers

Generated at every build from DIST/index.html, so the header can never drift from the page's own
policy; the README and docs/load-and-boot.md show the same block (tests/site/test_headers.py).
The service worker does not precache it (tools/build/stamp.py): hosts consume it, never serve it.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">')
# What only a header can say: no site may frame the page (a <meta> policy ignores it).
HEADER_ONLY = "frame-ancestors 'none'"
OTHERS = ("X-Content-Type-Options: nosniff", "Referrer-Policy: no-referrer")


def policy(index_html: str) -> str:
    """The page's policy (its <meta>), as a header sends it."""
    found = META.findall(index_html)
    if len(found) != 1:
        raise SystemExit("index.html should carry exactly one Content-Security-Policy <meta>")
    return f"{html.unescape(found[0])}; {HEADER_ONLY}"


def headers(index_html: str) -> str:
    lines = ["/*", f"  Content-Security-Policy: {policy(index_html)}", *(f"  {h}" for h in OTHERS)]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: headers.py DIST")
    dist = Path(sys.argv[1])
    (dist / "_headers").write_text(headers((dist / "index.html").read_text()))
