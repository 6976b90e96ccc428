// The rules pages and the strategy guides. Their words live in the message table (i18n.js) as
// plain text with a little markup, drawn here into elements (never as HTML):
//   "## Heading"   a heading          "- item"   a list item (consecutive lines make one list)
//   "| a | b |"    a table row (the first row is the header)
//   "**words**"    strong             any other lines: a paragraph (a blank line ends it)
import { h } from "./dom.js";
import { t } from "./i18n.js";

function inline(text) {
  return text.split(/(\*\*[^*]+\*\*)/).filter(Boolean).map((part) => (part.startsWith("**") ? h("strong", {}, part.slice(2, -2)) : part));
}

function cells(line) {
  return line.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
}

/** Elements for a text written in the markup above. */
export function renderMarkup(text) {
  const out = [];
  let block = null; // {kind, lines}
  const flush = () => {
    if (!block) return;
    if (block.kind === "p") out.push(h("p", {}, inline(block.lines.join(" "))));
    else if (block.kind === "ul") out.push(h("ul", {}, block.lines.map((l) => h("li", {}, inline(l)))));
    else if (block.kind === "table") {
      const rows = block.lines.filter((l) => !/^\|[\s|:-]+\|$/.test(l.trim())).map(cells);
      const [head, ...body] = rows;
      out.push(
        h(
          "table",
          { class: "guide-table" },
          h("thead", {}, h("tr", {}, head.map((c) => h("th", { scope: "col" }, inline(c))))),
          h("tbody", {}, body.map((r) => h("tr", {}, r.map((c, i) => (i === 0 ? h("th", { scope: "row" }, inline(c)) : h("td", {}, inline(c))))))),
        ),
      );
    }
    block = null;
  };
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    let kind = "p";
    if (!line) {
      flush();
      continue;
    }
    if (line.startsWith("## ")) {
      flush();
      out.push(h("h3", {}, inline(line.slice(3))));
      continue;
    }
    if (line.startsWith("- ")) kind = "ul";
    else if (line.startsWith("|")) kind = "table";
    if (block && block.kind !== kind) flush();
    block ??= { kind, lines: [] };
    block.lines.push(kind === "ul" ? line.slice(2) : line);
  }
  flush();
  return out;
}

export const DOCS = ["rules", "strategy"];

/**
 * The guide panel's content: a switch between the two games and the two documents, the document,
 * and (for the rules of the game on the table) the options this game is played with.
 * @param {{lang, game, doc, tableOptions: string[]|null}} m
 */
export function guideBody({ lang, game, doc, tableOptions }) {
  const nav = h(
    "nav",
    { class: "guide-nav", "aria-label": t(lang, "guide.nav") },
    ["hearts", "spades"].flatMap((g) =>
      DOCS.map((d) =>
        h(
          "button",
          {
            type: "button",
            class: "secondary",
            dataset: { intent: "guide", game: g, doc: d },
            "aria-current": g === game && d === doc ? "page" : undefined,
          },
          t(lang, `guide.link.${d}`, { game: t(lang, `game.${g}`) }),
        ),
      ),
    ),
  );
  const body = [nav, h("div", { class: "guide-text", id: "guide-text", dataset: { game, doc } }, renderMarkup(t(lang, `guide.${game}.${doc}`)))];
  if (doc === "rules" && tableOptions?.length) {
    body.push(h("h3", {}, t(lang, "guide.thisGame")), h("ul", { id: "guide-options" }, tableOptions.map((o) => h("li", {}, o))));
  }
  const other = doc === "rules" ? "strategy" : "rules";
  body.push(
    h(
      "p",
      { class: "guide-next" },
      h("button", { type: "button", class: "linkish", dataset: { intent: "guide", game, doc: other } }, t(lang, `guide.read.${other}`)),
    ),
  );
  return body;
}
