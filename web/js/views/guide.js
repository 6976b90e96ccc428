// The rules pages and the strategy guides. Their words are Markdown documents, one per language,
// game and document (web/guide/<lang>/<game>-<doc>.md), that the build turns into static HTML
// fragments (tools/build/guide.py -> guide/<lang>/<game>-<doc>.html, precached by the service worker
// like every file of the site). The panel fetches the one it shows when it opens.
import { h } from "./dom.js";
import { t } from "../words/i18n.js";

export const DOCS = ["rules", "strategy", "bots", "daily"]; // bots: how to write one for the Lab (issue 35); daily: the day's deal (issue 45)
/** The documents of neither game (web/guide/<lang>/<doc>.md): saving, how the browser keeps a
 *  player's data (issue 52). */
export const GENERAL = ["saving"];

const fetched = new Map(); // url -> Promise<string>, kept for the page's life (the files never change within a build)

/** The HTML of one document (fetched once), or null when it cannot be had. */
async function documentHtml(lang, game, doc) {
  const name = GENERAL.includes(doc) ? doc : `${game}-${doc}`;
  const url = new URL(`../guide/${lang}/${name}.html`, import.meta.url).href;
  if (!fetched.has(url)) {
    fetched.set(
      url,
      fetch(url).then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.text();
      }),
    );
  }
  try {
    return await fetched.get(url);
  } catch {
    fetched.delete(url); // try again next time
    return null;
  }
}

/** Nodes of a built fragment: parsed inertly in a template (nothing in it runs or loads). */
function fragment(html) {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

/**
 * The guide panel's content: a switch between the two games and the two documents, the document,
 * and (for the rules of the game on the table) the options this game is played with.
 * @param {{lang, game, doc, tableOptions: string[]|null}} m
 * @returns {Promise<Node[]>}
 */
export async function guideBody({ lang, game, doc, tableOptions }) {
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
    GENERAL.map((d) => h("button", { type: "button", class: "secondary", dataset: { intent: "guide", game, doc: d }, "aria-current": d === doc ? "page" : undefined }, t(lang, `guide.link.${d}`))),
  );
  const html = await documentHtml(lang, game, doc);
  const text = html === null ? h("p", { class: "notice" }, t(lang, "guide.unavailable")) : fragment(html);
  const body = [nav, h("div", { class: "guide-text", id: "guide-text", dataset: { game, doc } }, text)];
  if (doc === "rules" && tableOptions?.length) {
    body.push(h("h3", {}, t(lang, "guide.thisGame")), h("ul", { id: "guide-options" }, tableOptions.map((o) => h("li", {}, o))));
  }
  // Next: the other of rules and strategy; from the bots page, back to the Lab; from the page on
  // saving, to the player's data.
  const other = doc === "rules" ? "strategy" : "rules";
  const next =
    doc === "bots" ? { intent: "lab", label: t(lang, "guide.openLab") }
    : doc === "saving" ? { intent: "data", label: t(lang, "data.title") }
    : { intent: "guide", game, doc: other, label: t(lang, `guide.read.${other}`) };
  const { label, ...dataset } = next;
  body.push(h("p", { class: "guide-next" }, h("button", { type: "button", class: "linkish", dataset }, label)));
  return body;
}
