// The words of the page: one message table per language (it.js, en.js, and beside them the
// review's, fair play's, the Lab's, the day's deal's, the house rules', the hand's summary's, the
// table's (issue 50), keeping's (issue 52) and the coach's (issue 51) words: it-review.js, en-review.js, it-fair.js …
// it-keep.js, en-keep.js). The two languages must have the same keys and {slots}:
// tests/node/i18n.test.mjs checks it. t(lang, key, params) fills {name} slots. The rules pages and
// strategy guides are documents of their own (web/guide/).
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
import itTable from "./it-table.js";
import enTable from "./en-table.js";
import itKeep from "./it-keep.js";
import itCoach from "./it-coach.js";
import enCoach from "./en-coach.js";
import enKeep from "./en-keep.js";
import itSummary from "./it-summary.js";
import enSummary from "./en-summary.js";

export const LANGUAGES = ["it", "en"];

export const MESSAGES = {
  it: { ...it, ...itReview, ...itFair, ...itLab, ...itDaily, ...itHouse, ...itSummary, ...itTable, ...itKeep, ...itCoach },
  en: { ...en, ...enReview, ...enFair, ...enLab, ...enDaily, ...enHouse, ...enSummary, ...enTable, ...enKeep, ...enCoach },
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
