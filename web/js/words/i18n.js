// The words of the page: one message table per language (it.js, en.js, and the review's, fair
// play's, the Lab's and the day's deal's words in it-review.js, en-review.js, it-fair.js … en-daily.js, it-house.js, en-house.js; the two
// languages must have the same keys and {slots}: tests/node/i18n.test.mjs checks it). t(lang, key, params) fills {name} slots. The rules pages
// and strategy guides are documents of their own (web/guide/).
import it from "./it.js";
import en from "./en.js";
import itReview from "./it-review.js";
import enReview from "./en-review.js";
import itFair from "./it-fair.js";
import enFair from "./en-fair.js";
import itLab from "./it-lab.js";
import enLab from "./en-lab.js";
import itDaily from "./it-daily.js";
import enDaily from "./en-daily.js";
import itHouse from "./it-house.js";
import enHouse from "./en-house.js";

export const LANGUAGES = ["it", "en"];

export const MESSAGES = {
  it: { ...it, ...itReview, ...itFair, ...itLab, ...itDaily, ...itHouse },
  en: { ...en, ...enReview, ...enFair, ...enLab, ...enDaily, ...enHouse },
};

/** The page's language from the browser's preferences: Italian if asked for, else English. */
export function pickLanguage(preferred = []) {
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}

export function t(lang, key, params = {}) {
  const table = MESSAGES[lang] ?? MESSAGES.en;
  const text = table[key] ?? MESSAGES.en[key];
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}
