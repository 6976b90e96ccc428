// The coach's box on the table (issue 51): what it said of the last choice, the lesson's words for
// this decision, and its suggestion with the reason (the hint, shown without being asked). On a
// small window the box keeps a height of its own and scrolls inside (table.css): the table never
// scrolls, and a box that scrolls is a stop of the Tab key, so that the keys scroll it too.
import { h, clear } from "./dom.js";

/**
 * Draw ``coach`` ({feedback, words, hint}: text or null each) into ``el``; hidden when empty.
 * @param {HTMLElement} el
 * @param {{feedback?: string|null, words?: string|null, hint?: string|null}|null} coach
 * @param {string} label the box's name (read when it takes the focus)
 */
export function drawCoach(el, coach, label) {
  el.hidden = !coach || (!coach.words && !coach.feedback && !coach.hint);
  if (el.hidden) return;
  clear(
    el,
    coach.feedback ? h("p", { class: "coach-feedback", id: "coach-feedback" }, coach.feedback) : null,
    coach.words ? h("p", { class: "coach-words", id: "coach-words" }, coach.words) : null,
    coach.hint ? h("p", { class: "coach-hint hint-text", id: "coach-hint" }, coach.hint) : null,
  );
  el.setAttribute("aria-label", label);
  scrollable(el);
}

/** A box whose words are taller than it: reachable by Tab (and scrolled by the arrow keys). */
export function scrollable(el) {
  if (el.hidden) return;
  const scrolls = el.scrollHeight > el.clientHeight + 1;
  if (scrolls) el.setAttribute("tabindex", "0");
  else el.removeAttribute("tabindex");
}
