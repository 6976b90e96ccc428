// One card as the page draws it (the hand, the trick, the panels, the review): its corner index
// and its face (card-art.js), its name the only text (read by a screen reader, used by speech
// input); a button when it can be pressed.
import { h } from "./dom.js";
import { isRed, longName, rankText, suitOf } from "../words/cards.js";
import { cardFace, suitPip } from "./card-art.js";

export function cardElement(lang, code, { intent = null, classes = [], disabled = false, pressed } = {}) {
  const red = isRed(code);
  return h(
    intent ? "button" : "div",
    {
      class: ["card", red ? "red" : "black", ...classes].join(" "),
      type: intent ? "button" : undefined,
      dataset: { card: code, suit: suitOf(code), ...(intent ? { intent } : {}) },
      "aria-label": longName(lang, code),
      "aria-pressed": pressed === undefined ? undefined : String(pressed),
      disabled: disabled || undefined,
      role: intent ? undefined : "img",
    },
    // The index's rank is drawn by CSS from a data attribute and the rest is SVG (card-art.js):
    // the name ("Donna di picche") is the card's only text, so what a screen reader or speech
    // input uses is that name.
    h("span", { class: "corner", "aria-hidden": "true" }, h("span", { class: "rank", dataset: { glyph: rankText(code) } }), suitPip(suitOf(code))),
    cardFace(rankText(code), suitOf(code)),
  );
}
