// The top of the "Your data" panel (issue 52): whether the browser keeps kawu's data ("kept" or
// "may be cleared"), how to keep it where it may be cleared, and on Safari, which deletes an
// unvisited site's data after seven days, the download offered at once. Draws what it is given.
import { h } from "./dom.js";
import { t } from "../words/i18n.js";

/** @param {{lang: string, kept: "kept" | "may_be_cleared", installed: boolean, sevenDays: boolean}} m */
export function keepBody({ lang, kept, installed, sevenDays }) {
  const body = [h("p", { id: "keep-state", class: "keep-state", dataset: { state: kept } }, h("strong", {}, t(lang, `keep.${kept}`)), " ", t(lang, `keep.${kept}.why`))];
  if (kept !== "kept") {
    if (sevenDays && !installed) {
      body.push(
        h(
          "div",
          { id: "keep-safari", class: "notice warning" },
          h("p", {}, t(lang, "keep.safari")),
          h("div", { class: "dialog-actions start" }, h("button", { type: "button", id: "keep-download", class: "primary", dataset: { intent: "data-export" } }, t(lang, "keep.download"))),
        ),
      );
    }
    body.push(h("p", { id: "keep-how" }, t(lang, installed ? "keep.howInstalled" : "keep.how")));
  }
  body.push(h("p", {}, h("button", { type: "button", id: "keep-guide", class: "linkish", dataset: { intent: "guide", doc: "saving" } }, t(lang, "keep.guide"))));
  return body;
}
