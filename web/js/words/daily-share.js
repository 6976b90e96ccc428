// The day's deal's result as a short text to share (issue 45), spoiler-free: the game, the date,
// the result beside the par with the grade, and one symbol per trick. No card is ever named: the
// text is built from numbers and the row of symbols only (tests/node/daily.test.mjs checks it).
import { t } from "./i18n.js";

/** One symbol per trick: Hearts ♥ a trick that cost points, ▫ a clean one; Spades ♠ a trick the
 *  team won, ▫ one it lost. */
export function tricksRow(game, tricks) {
  const mark = game === "hearts" ? "♥" : "♠";
  return (tricks ?? []).map((hit) => (hit ? mark : "▫")).join("");
}

/** ``shown``: {game, date, result, par, grade, tricks, counted}. */
export function shareText(lang, shown) {
  const game = t(lang, `game.${shown.game}`);
  const grade = t(lang, `daily.grade.${shown.grade}`);
  const lines = [
    t(lang, "daily.share.head", { game, date: shown.date }) + (shown.counted ? "" : ` ${t(lang, "daily.share.practice")}`),
    t(lang, `daily.share.${shown.game}`, { result: shown.result, par: shown.par, grade }),
    tricksRow(shown.game, shown.tricks),
  ];
  return lines.join("\n");
}
