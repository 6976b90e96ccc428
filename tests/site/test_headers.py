"""dist/_headers, the hosts' headers (tools/build/headers.py), is the page's own policy as the
build wrote it, as a header; the README and docs/load-and-boot.md show exactly that block (when
the Lab's sandbox script changes, so does its hash: copy dist/_headers into both)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "build"))

import headers  # noqa: E402


def test_the_header_is_the_page_s_policy_with_what_only_a_header_can_say(dist: Path) -> None:
    page = (dist / "index.html").read_text()
    written = (dist / "_headers").read_text()
    assert written == headers.headers(page)
    policy = headers.policy(page)
    assert f"Content-Security-Policy: {policy}\n" in written
    assert "'sha256-" in policy and "blob:" in policy, "the Lab's sandbox is allowed"
    assert "LAB_SANDBOX_HASH" not in policy and policy.endswith("frame-ancestors 'none'")


@pytest.mark.parametrize("doc", ["README.md", "docs/load-and-boot.md"])
def test_the_docs_show_the_build_s_headers(dist: Path, doc: str) -> None:
    block = f"```\n{(dist / '_headers').read_text()}```\n"
    assert block in (ROOT / doc).read_text(), f"{doc}: copy dist/_headers into its block"


def test_a_page_without_its_policy_stops_the_build() -> None:
    with pytest.raises(SystemExit):
        headers.policy("<html><head></head></html>")
