// What a screen reader hears: sentences about the game, in the page's language, built from the
// engine's views only (cards played, tricks taken, bids, hand results). The app puts them in the
// live region (#announcer); these functions only make the words.
import { t } from "./i18n.js";
import { longName } from "./cards.js";
import { bidText, seatName } from "./table-view.js";

/** A card inside a sentence: "donna di picche", "queen of spades". */
export function cardSaid(lang, code) {
  return longName(lang, code).toLocaleLowerCase(lang);
}

export function playSaid(lang, game, seat, code) {
  const card = cardSaid(lang, code);
  return seat === 0 ? t(lang, "say.youPlay", { card }) : t(lang, "say.plays", { seat: seatName(lang, seat, game), card });
}

/** Hearts points in a trick: 1 a heart, 13 the queen of spades. */
export function trickPoints(cards) {
  let n = 0;
  for (const [, code] of cards) {
    if (code[1] === "H") n += 1;
    if (code === "QS") n += 13;
  }
  return n;
}

export function trickSaid(lang, game, lastTrick) {
  const { winner, cards } = lastTrick;
  const points = game === "hearts" ? trickPoints(cards) : 0;
  const who = seatName(lang, winner, game);
  if (points) return t(lang, winner === 0 ? "say.trickYouPoints" : "say.trickPoints", { seat: who, n: points });
  return t(lang, winner === 0 ? "say.trickYou" : "say.trick", { seat: who });
}

export function bidSaid(lang, seat, bid, blind) {
  const text = bidText(lang, bid, blind);
  return seat === 0 ? t(lang, "say.youBid", { bid: text }) : t(lang, "say.bids", { seat: seatName(lang, seat, "spades"), bid: text });
}

/** One sentence with a finished hand's points and totals. */
export function handSaid(lang, game, entry) {
  if (game === "hearts") {
    const parts = [0, 1, 2, 3].map((s) => t(lang, "say.seatPoints", { seat: seatName(lang, s, game), n: entry.points[s], total: entry.scores[s] }));
    let text = `${t(lang, "say.handOverPoints", { n: entry.hand })} ${parts.join("; ")}.`;
    if (entry.moon !== null && entry.moon !== undefined) {
      text += ` ${entry.moon === 0 ? t(lang, "summary.moonYou") : t(lang, "summary.moon", { seat: seatName(lang, entry.moon, game) })}`;
    }
    return text;
  }
  const parts = [0, 1].map((team) =>
    t(lang, "say.teamPoints", {
      team: t(lang, `team.${team}.long`),
      tricks: entry.tricks[team] + entry.tricks[team + 2],
      contract: [team, team + 2].reduce((sum, s) => sum + (entry.bids[s] || 0), 0),
      n: entry.points[team],
      total: entry.scores[team],
    }),
  );
  return `${t(lang, "say.handOver", { n: entry.hand })} ${parts.join("; ")}.`;
}
