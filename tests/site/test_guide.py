"""The rules pages, strategy guides and bots pages: Markdown per language turned into the panel's
HTML (tools/build/guide.py, run by ./build.sh into dist/guide/)."""

from __future__ import annotations

import importlib.util
import re
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "web" / "guide"
_spec = importlib.util.spec_from_file_location("guide", ROOT / "tools" / "build" / "guide.py")
assert _spec and _spec.loader
guide = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(guide)

# What the documents use of Markdown (a new kind of element needs its look in style.css).
MARKDOWN_ELEMENTS = {"p", "h3", "ul", "li", "strong", "table", "thead", "tbody", "tr", "th", "td",
                     "code", "pre"}  # fmt: skip
DOCS = sorted(p.relative_to(SOURCES).as_posix() for p in SOURCES.glob("*/*.md"))


class Outline(HTMLParser):
    """The elements of a fragment, in order, with their attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def outline(html: str) -> list[tuple[str, dict[str, str | None]]]:
    parser = Outline()
    parser.feed(html)
    return parser.tags


def test_every_game_and_document_in_both_languages() -> None:
    docs = ("bots", "daily", "rules", "strategy")
    want = sorted([f"{g}-{d}.md" for g in ("hearts", "spades") for d in docs] + ["saving.md"])
    assert [f"{lang}/{name}" for lang in ("en", "it") for name in want] == DOCS


@pytest.mark.parametrize("name", sorted({d.split("/")[1] for d in DOCS}))
def test_italian_and_english_have_the_same_shape(name: str) -> None:
    """Each document says the same things in both languages: same sections, lists, tables."""
    shapes = [
        [tag for tag, _ in outline(guide.render((SOURCES / lang / name).read_text()))]
        for lang in ("it", "en")
    ]
    assert shapes[0] == shapes[1]


@pytest.mark.parametrize("doc", DOCS)
def test_documents_draw_as_the_panel_wants(doc: str) -> None:
    """Sections are h3 under the panel's h2 title; tables have column and row headers."""
    tags = outline(guide.render((SOURCES / doc).read_text(), doc))
    names = [tag for tag, _ in tags]
    assert "h3" in names and not {"h1", "h2", "img", "script"} & set(names)
    assert set(names) <= MARKDOWN_ELEMENTS
    for tag, attrs in tags:
        if tag == "table":
            assert attrs == {"class": "guide-table"}
        if tag == "th":
            assert attrs["scope"] in ("col", "row")


def test_a_table_has_column_headers_and_one_row_header_per_row() -> None:
    html = guide.render("| Card | Points |\n|---|---|\n| Q♠ | 13 |\n| ♥ | 1 |\n")
    assert re.sub(r"\s+", "", html) == (
        '<tableclass="guide-table"><thead><tr><thscope="col">Card</th><thscope="col">Points</th>'
        '</tr></thead><tbody><tr><thscope="row">Q♠</th><td>13</td></tr>'
        '<tr><thscope="row">♥</th><td>1</td></tr></tbody></table>'
    )


def test_raw_html_is_escaped_and_images_are_not_drawn() -> None:
    html = guide.render(
        'Hi <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n'
        '<div onclick="alert(3)">x</div>\n\n![card](https://example.com/q.png)\n'
    )
    assert {tag for tag, _ in outline(html)} <= {"p", "a"}
    assert "&lt;script&gt;" in html and "&lt;div onclick" in html
    assert "<img" not in html


def test_a_top_level_heading_is_refused_with_where_it_is() -> None:
    with pytest.raises(guide.GuideError, match=r"doc\.md:3: '#' is the panel's title"):
        guide.render("Intro\n\n# Title\n", "doc.md")


def test_build_writes_one_fragment_per_document(tmp_path: Path) -> None:
    written = guide.build(SOURCES, tmp_path)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in written) == [
        d.removesuffix(".md") + ".html" for d in DOCS
    ]
    text = (tmp_path / "it" / "hearts-rules.html").read_text()
    assert "<h3>Fare cappotto</h3>" in text
    assert "<strong>Niente punti alla prima presa.</strong>" in text


def test_build_refuses_an_empty_folder(tmp_path: Path) -> None:
    with pytest.raises(guide.GuideError, match="no guide documents"):
        guide.build(tmp_path, tmp_path / "out")


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_a_bots_page_shows_both_example_bots_of_its_game_as_they_are(lang: str, game: str) -> None:
    """Issue 35: the guide's page on writing a bot holds a simple and a reasonable bot, each the
    file of examples/bots/ itself (the file the tests run), escaped as code."""
    html = guide.render((SOURCES / lang / f"{game}-bots.md").read_text())
    blocks = re.findall(r'<pre><code class="language-python">(.*?)</code></pre>', html, re.S)
    files = [ROOT / "examples" / "bots" / f"{game}_{kind}.py" for kind in ("simple", "reasonable")]
    assert [unescape(b) for b in blocks] == [f.read_text() for f in files]
    assert not any("<" in b for b in blocks)


def test_an_include_must_be_an_empty_block_naming_a_file_of_the_repository(tmp_path: Path) -> None:
    (tmp_path / "bot.py").write_text("print('<hi>')\n")
    (tmp_path / "inner").mkdir()
    html = guide.render("## Bot\n\n```python include=bot.py\n```\n", "d.md", root=tmp_path)
    assert "<code class=\"language-python\">print('&lt;hi&gt;')\n</code>" in html
    for block, problem in [
        ("```python include=bot.py\nx = 1\n```", "is empty"),
        ("```python include=missing.py\n```", "not a file of the repository"),
        ("```python include=../bot.py\n```", "not a file of the repository"),
        ("```python include=inner\n```", "not a file of the repository"),
    ]:
        with pytest.raises(guide.GuideError, match=rf"d\.md:3: .*{problem}"):
            root = tmp_path / "inner" if ".." in block else tmp_path
            guide.render(f"## Bot\n\n{block}\n", "d.md", root=root)
