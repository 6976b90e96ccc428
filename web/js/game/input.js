// Input only emits intents: a click (or submit/change) on an element with data-intent becomes
// {type, card?, bid?, game?, doc?, code?} for the app; a change of a [data-setting] control
// becomes {type: "setting", name, value}. The keyboard: arrow keys move inside a roving group (the
// hand, the bids; roving.js), and single keys are shortcuts when the person has them on
// (h hint, u undo, l last trick, s score sheet, p pass, n new game, m menu, ? keys). Inside a
// stepper (the review of a hand: [data-stepper]) the left and right arrows, Home and End step
// back and forth ({type: "review-step", by} / {type: "review-to", step}), and its slider's moves
// are {type: "review-to", step}. Nothing here knows the rules.
import { remember, rovingKey } from "../views/roving.js";

const STEPS = { ArrowLeft: -1, ArrowRight: 1 };
const SHORTCUTS = { h: "hint", u: "undo", l: "last-trick", s: "sheet", p: "pass", n: "new-game", m: "menu", "?": "keys" };

export function bindInput(doc, emit, { shortcuts = () => doc.body.dataset.shortcuts !== "off" } = {}) {
  doc.addEventListener("click", (event) => {
    const el = event.target.closest("[data-intent]");
    if (!el || el.tagName === "FORM" || el.tagName === "INPUT" || el.disabled) return;
    const intent = { type: el.dataset.intent };
    if (el.dataset.card) intent.card = el.dataset.card;
    if (el.dataset.bid !== undefined) intent.bid = JSON.parse(el.dataset.bid);
    for (const name of ["game", "doc", "code"]) if (el.dataset[name]) intent[name] = el.dataset[name];
    for (const name of ["hand", "by", "step", "index"]) if (el.dataset[name] !== undefined) intent[name] = Number(el.dataset[name]);
    const group = el.closest("[data-roving]");
    if (group) remember(group, el);
    emit(intent);
  });
  doc.addEventListener("submit", (event) => {
    const form = event.target.closest("form[data-intent]");
    if (!form) return;
    event.preventDefault();
    emit({ type: form.dataset.intent });
  });
  doc.addEventListener("change", (event) => {
    const el = event.target;
    if (el.matches?.("input[data-intent=choose-game]")) emit({ type: "choose-game", game: el.value });
    else if (el.matches?.("select#house-preset")) emit({ type: "house-preset", preset: el.value });
    else if (el.matches?.("#start-form select[data-option]")) emit({ type: "rule-changed" });
    else if (el.type === "file" && el.dataset.intent) emit({ type: el.dataset.intent, file: el.files?.[0] ?? null });
    else if (el.dataset?.setting) {
      emit({ type: "setting", name: el.dataset.setting, value: el.type === "checkbox" ? el.checked : el.value });
    }
  });
  // A slider with an intent (the review's): every move, by pointer or keys.
  doc.addEventListener("input", (event) => {
    const el = event.target;
    if (el.type === "range" && el.dataset?.intent) emit({ type: el.dataset.intent, step: Number(el.value) });
  });
  doc.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const stepper = event.target.closest?.("[data-stepper], #panel[data-kind=review]");
    if (stepper && event.target.type !== "range" && (event.key in STEPS || event.key === "Home" || event.key === "End")) {
      event.preventDefault();
      if (event.key in STEPS) emit({ type: "review-step", by: STEPS[event.key] });
      else emit({ type: "review-to", step: event.key === "Home" ? 0 : Number.MAX_SAFE_INTEGER });
      return;
    }
    const group = event.target.closest?.("[data-roving]");
    if (group && rovingKey(group, event)) {
      event.preventDefault();
      return;
    }
    const type = SHORTCUTS[event.key.length === 1 ? event.key.toLowerCase() : ""];
    if (!type || !shortcuts()) return;
    if (event.target.closest?.("input, select, textarea, [contenteditable]")) return;
    if (doc.querySelector("dialog[open]")) return;
    event.preventDefault();
    emit({ type, key: true });
  });
}
