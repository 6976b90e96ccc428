// The tricks a seat has taken this hand, as a small stack of backs with their count, and on it
// the scoring cards it took (Hearts): Q♠ (with Black Maria K♠ and A♠ too, with the Omnibus rule
// J♦) each marked, the hearts as "♥ n". From the view's ``taken`` (issue 44), so the marks are
// the engine's and come back after a reload; every card in it was played, so nothing is revealed.
import { h } from "./dom.js";
import { t } from "../words/i18n.js";
import { longName, shortName } from "../words/cards.js";

/** A seat's marks: {cards: the scoring cards that are not hearts, hearts: how many hearts}. */
export function pileMarks(v, seat) {
  const taken = v?.game === "hearts" && (v.phase === "play" || v.phase === "hand_over") ? (v.taken?.[seat] ?? []) : [];
  return { cards: taken.filter((c) => c[1] !== "H"), hearts: taken.filter((c) => c[1] === "H").length };
}

function pileLabel(lang, n, marks) {
  const parts = marks.cards.map((c) => longName(lang, c));
  if (marks.hearts) parts.push(marks.hearts === 1 ? t(lang, "hud.pileHeart") : t(lang, "hud.pileHearts", { n: marks.hearts }));
  if (!parts.length) return t(lang, "hud.pile", { n });
  return t(lang, "hud.pileTaken", { n, cards: parts.join(", ") });
}

export function pile(n, lang, marks = { cards: [], hearts: 0 }) {
  const dataset = { count: n, marks: [...marks.cards, ...(marks.hearts ? [`H${marks.hearts}`] : [])].join(" ") };
  if (marks.cards.includes("QS")) dataset.queen = "yes";
  const tags = [
    ...marks.cards.map((c) => h("span", { class: `pile-mark${c === "JD" ? " red" : ""}`, dataset: { card: c } }, shortName(c))),
    marks.hearts ? h("span", { class: "pile-mark red", dataset: { card: "hearts" } }, `♥${marks.hearts}`) : null,
  ].filter(Boolean);
  return h(
    "div",
    { class: "pile", role: "img", "aria-label": pileLabel(lang, n, marks), dataset },
    h("span", { class: "pile-stack", "aria-hidden": "true" }, Array.from({ length: Math.min(n, 5) }, () => h("span", { class: "back" }))),
    h("span", { class: "pile-count", "aria-hidden": "true" }, n),
    tags.length ? h("span", { class: "pile-marks", "aria-hidden": "true" }, tags) : null,
  );
}
