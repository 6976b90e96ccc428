// Card codes as the engine writes them ("QS", "TH", "2C"): how they look and how they are named.
import { t } from "./i18n.js";

export const SUIT_SYMBOLS = { C: "♣", D: "♦", H: "♥", S: "♠" };
const RANKS = "23456789TJQKA";
// Display order in the hand: suits alternate colour (clubs, diamonds, spades, hearts), low to high.
const SUIT_ORDER = { C: 0, D: 1, S: 2, H: 3 };

export function rankOf(code) {
  return code[0];
}

export function suitOf(code) {
  return code[1];
}

export function isRed(code) {
  return suitOf(code) === "H" || suitOf(code) === "D";
}

/** The rank as printed on the card: 10 instead of T. */
export function rankText(code) {
  const r = rankOf(code);
  return r === "T" ? "10" : r;
}

/** "Q♠", "10♥" */
export function shortName(code) {
  return rankText(code) + SUIT_SYMBOLS[suitOf(code)];
}

/** "Donna di picche", "Queen of spades" */
export function longName(lang, code) {
  const r = rankOf(code);
  const rank = "AKQJT".includes(r) ? t(lang, `rank.${r}`) : r;
  return t(lang, "card.name", { rank, suit: t(lang, `suit.${suitOf(code)}`) });
}

export function sortHand(codes) {
  return [...codes].sort(
    (a, b) => SUIT_ORDER[suitOf(a)] - SUIT_ORDER[suitOf(b)] || RANKS.indexOf(rankOf(a)) - RANKS.indexOf(rankOf(b)),
  );
}
