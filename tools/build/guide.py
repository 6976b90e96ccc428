"""Turns the rules pages and strategy guides (Markdown) into the HTML fragments the page shows.

    python tools/build/guide.py web/guide OUT   (./build.sh runs it into dist/guide on every build)

Every ``web/guide/<lang>/<game>-<doc>.md`` becomes ``OUT/<lang>/<game>-<doc>.html``, a fragment
the guide panel fetches and inserts under its title (js/views/guide.js). The Markdown is
CommonMark with tables (markdown-it-py, pinned in pyproject.toml's ``site`` extra), drawn the
way the panel wants:

- a document's sections are ``##`` headings, drawn as ``<h3>`` under the panel's own ``<h2>`` title
  (so ``#`` is refused: the title is the panel's);
- a table gets ``class="guide-table"``, its header cells ``scope="col"`` and the first cell of
  each body row becomes a row header (``<th scope="row">``);
- raw HTML in the Markdown is escaped, never passed through, and images are off (the site loads
  nothing from elsewhere; ``![a](b)`` stays a link): the output is static HTML made only of
  Markdown's own elements;
- an empty fenced block whose info is ``LANG include=PATH`` shows the file PATH of the repository
  (the example bots of the bots pages: one file, shown in both languages and run by the tests).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from markdown_it import MarkdownIt
from markdown_it.token import Token


class GuideError(ValueError):
    """A guide document the panel cannot show as it is."""


def _markdown() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    md.disable("image")
    return md


def _shape(tokens: list[Token], source: str) -> None:
    """The panel's headings and accessible tables, in place."""
    in_body = first_cell = False
    for tok in tokens:
        if tok.type in ("heading_open", "heading_close"):
            if tok.tag == "h1":
                raise GuideError(f"{source}:{_line(tok)}: '#' is the panel's title; use '##'")
            tok.tag = f"h{int(tok.tag[1]) + 1}"
        elif tok.type == "table_open":
            tok.attrSet("class", "guide-table")
        elif tok.type in ("tbody_open", "tbody_close"):
            in_body = tok.type == "tbody_open"
        elif tok.type == "tr_open":
            first_cell = in_body
        elif tok.type == "th_open":
            tok.attrSet("scope", "col")
        elif tok.type == "td_open" and first_cell:
            tok.tag = "th"
            tok.attrSet("scope", "row")
        elif tok.type == "td_close" and first_cell:
            tok.tag = "th"
            first_cell = False


ROOT = Path(__file__).resolve().parents[2]
INCLUDE = re.compile(r"(\w+) include=(\S+)")


def _include(tokens: list[Token], source: str, root: Path) -> None:
    """Fill each ``LANG include=PATH`` block with the file PATH under ``root``, in place."""
    for tok in tokens:
        found = INCLUDE.fullmatch(tok.info.strip()) if tok.type == "fence" else None
        if not found:
            continue
        path = (root / found[2]).resolve()
        where = f"{source}:{_line(tok)}"
        if tok.content.strip():
            raise GuideError(f"{where}: a block with include= is empty (the file fills it)")
        if not path.is_relative_to(root.resolve()) or not path.is_file():
            raise GuideError(f"{where}: {found[2]} is not a file of the repository")
        tok.info = found[1]
        tok.content = path.read_text(encoding="utf-8")


def _line(tok: Token) -> int:
    return tok.map[0] + 1 if tok.map else 0


def render(text: str, source: str = "<guide>", root: Path = ROOT) -> str:
    """The HTML fragment of one guide document (``include=`` paths under ``root``)."""
    md = _markdown()
    tokens = md.parse(text)
    _shape(tokens, source)
    _include(tokens, source, root)
    html: str = md.renderer.render(tokens, md.options, {})
    return html


def build(src: Path, out: Path) -> list[Path]:
    """Every ``src/<lang>/*.md`` rendered into ``out/<lang>/*.html``; the files written."""
    docs = sorted(src.glob("*/*.md"))
    if not docs:
        raise GuideError(f"{src}: no guide documents (<lang>/<game>-<doc>.md)")
    written = []
    for doc in docs:
        target = out / doc.parent.name / (doc.stem + ".html")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(render(doc.read_text(encoding="utf-8"), str(doc)), encoding="utf-8")
        written.append(target)
    return written


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit("usage: guide.py SRC_DIR OUT_DIR")
    try:
        files = build(Path(sys.argv[1]), Path(sys.argv[2]))
    except GuideError as error:
        raise SystemExit(f"guide: {error}") from None
    print(f"[guide] {len(files)} documents into {sys.argv[2]}", file=sys.stderr)
