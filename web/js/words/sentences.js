// The page's sentences: pure functions from data (the engine's view, the page state) to words in
// the page's language. Reasons (an illegal move, a hint, why Undo is not possible) arrive from
// Python already worded in both languages ({code, params, it, en}): here they are only picked.
// Nothing here knows the rules; nothing here touches the page.
import { t } from "./i18n.js";
import { longName, shortName, sortHand } from "./cards.js";

export function seatName(lang, seat, game) {
  if (game === "spades" && seat === 2) return t(lang, "seat.2.partner");
  return t(lang, `seat.${seat}`);
}

export function bidText(lang, bid, blind = false) {
  if (bid === null || bid === undefined) return "…";
  if (blind) return t(lang, "bid.blind_nil");
  if (bid === 0) return t(lang, "bid.0");
  return String(bid);
}

/** "You win!", "East wins.", "Your team wins!" */
export function winnerText(lang, v) {
  if (v.game === "hearts") return v.winner === 0 ? t(lang, "gameover.youWin") : t(lang, "gameover.winner", { seat: seatName(lang, v.winner, v.game) });
  return v.winner === 0 ? t(lang, "gameover.teamWin") : t(lang, "gameover.teamLose");
}

/** A reason worded by the engine ({code, params, it, en}) in the page's language, or null. */
export function reasonText(lang, reason) {
  if (!reason || typeof reason !== "object") return null;
  const text = reason[lang] ?? reason.en;
  return typeof text === "string" && text ? text : null;
}

/** A card inside a sentence: "donna di picche", "queen of spades". */
export function cardSaid(lang, code) {
  return longName(lang, code).toLocaleLowerCase(lang);
}

const CARD = /^[2-9TJQKA][CDHS]$/;

/** Any action in words: a pass (three cards), a card, a bid. */
export function actionSaid(lang, action) {
  if (Array.isArray(action)) return action.map((c) => cardSaid(lang, c)).join(", ");
  if (typeof action === "string" && CARD.test(action)) return cardSaid(lang, action);
  if (typeof action === "number") return bidText(lang, action);
  return t(lang, `bid.${action}`);
}

export function playSaid(lang, game, seat, code) {
  const card = cardSaid(lang, code);
  return seat === 0 ? t(lang, "say.youPlay", { card }) : t(lang, "say.plays", { seat: seatName(lang, seat, game), card });
}

/** Who took the trick, and its points when the engine counts any (Hearts). */
export function trickSaid(lang, game, lastTrick) {
  const { winner, points } = lastTrick;
  const who = seatName(lang, winner, game);
  if (points) return t(lang, winner === 0 ? "say.trickYouPoints" : "say.trickPoints", { seat: who, n: points });
  return t(lang, winner === 0 ? "say.trickYou" : "say.trick", { seat: who });
}

export function bidSaid(lang, seat, bid, blind) {
  const text = bidText(lang, bid, blind);
  return seat === 0 ? t(lang, "say.youBid", { bid: text }) : t(lang, "say.bids", { seat: seatName(lang, seat, "spades"), bid: text });
}

/** What the live region says after an action: the card and the trick, a bid, the person's pass. */
export function actionSentences(lang, { before, after, seat, action }) {
  const game = after.game;
  if (before.phase === "play" && typeof action === "string") {
    const out = [playSaid(lang, game, seat, action)];
    if (after.trick.length === 0 && after.last_trick) out.push(trickSaid(lang, game, after.last_trick));
    return out;
  }
  if (before.phase === "bid" && action !== "look") {
    return [bidSaid(lang, seat, after.bids[seat] ?? before.bids?.[seat] ?? 0, action === "blind_nil")];
  }
  if (before.phase === "pass" && seat === 0) return [t(lang, "say.youPass", { cards: action.map((c) => cardSaid(lang, c)).join(", ") })];
  return [];
}

/** What was taken back, from the action undo removed. */
export function undoneSaid(lang, taken) {
  if (Array.isArray(taken)) return t(lang, "say.undonePass");
  if (typeof taken === "string" && CARD.test(taken)) return t(lang, "say.undoneCard", { card: cardSaid(lang, taken) });
  return t(lang, "say.undoneBid");
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
      contract: entry.contracts[team],
      n: entry.points[team],
      total: entry.scores[team],
    }),
  );
  return `${t(lang, "say.handOver", { n: entry.hand })} ${parts.join("; ")}.`;
}

/**
 * The line under the table. ``page``: {awaiting, selected, statusOverride}; ``spoken`` names the
 * received cards in words, for the live region.
 */
export function statusText(lang, v, page, spoken = false) {
  if (page.statusOverride) return page.statusOverride;
  if (!v) return "";
  const { awaiting } = page;
  if (awaiting === "pass") {
    // The pass's size is the view's (option pass_count); a view saved before house rules: 3.
    const count = v.pass_count ?? 3;
    return t(lang, "status.pass", { seat: seatName(lang, v.pass_to, v.game), direction: t(lang, `direction.${v.pass_direction}`), n: page.selected.length, count });
  }
  if (awaiting === "bid") return t(lang, v.legal.includes("blind_nil") ? "status.blind" : "status.bid");
  if (awaiting === "play") {
    let text = t(lang, v.trick.length ? "status.play" : "status.lead");
    if (v.game === "hearts" && v.received.length && v.hand_sizes[0] === 13) {
      const from = v.pass_from;
      const cards = spoken ? sortHand(v.received).map((c) => cardSaid(lang, c)).join(", ") : sortHand(v.received).map(shortName).join(" ");
      text = `${t(lang, "status.received", { seat: seatName(lang, from, v.game), cards })} ${text}`;
    } else if (v.game === "hearts" && v.pass_direction === "none" && v.trick_number === 1 && v.hand_sizes[0] === 13) {
      text = `${t(lang, "status.noPass")} ${text}`;
    }
    return text;
  }
  if (v.phase === "hand_over") return t(lang, "status.handOver", { n: v.hand_number });
  if (v.phase === "pass" && !v.to_act.includes(0)) return t(lang, "status.passWait");
  if (v.phase === "game_over") return `${t(lang, "status.gameOver")} ${winnerText(lang, v)}`;
  return "";
}

/**
 * The options of a game in words, for its rules page: ["Target: 100 points", …]. An option the
 * page has no words of its own for (a house rule) is named by describe()'s ``about``.
 */
export function optionLines(lang, options, about = null) {
  return Object.entries(options).map(([name, value]) => {
    const own = t(lang, `option.${name}`) !== `option.${name}`;
    if (own || !about?.[name]) return `${t(lang, `option.${name}`)}: ${choiceLabel(lang, name, value)}`;
    return `${about[name][lang]?.name ?? name}: ${houseChoice(lang, about, name, value)}`;
  });
}

/** A house option's choice in words (describe()'s ``about``); a pass cycle: "Left, right, no pass". */
export function houseChoice(lang, about, name, value) {
  const words = (v) => about?.[name]?.values?.find((x) => JSON.stringify(x.value) === JSON.stringify(v))?.[lang] ?? String(v);
  if (Array.isArray(value)) return value.map((v, i) => (i ? words(v).toLowerCase() : words(v))).join(", ");
  return words(value);
}

export function choiceLabel(lang, name, value) {
  if (name === "target") return t(lang, "choice.target", { n: value });
  // A boolean option has words of its own when the table has them, else "on"/"off".
  if (typeof value === "boolean") return t(lang, `choice.${name}.${value}`) === `choice.${name}.${value}` ? t(lang, `choice.bool.${value}`) : t(lang, `choice.${name}.${value}`);
  return t(lang, `choice.${name}.${value}`);
}

/** "Continue Hearts — hand 4, you 23", "Continue Spades — hand 2, 120 to 85". */
export function continueText(lang, { game, hand, scores }) {
  const name = t(lang, `game.${game}`);
  if (!hand || !Array.isArray(scores)) return t(lang, "start.continue", { game: name });
  if (game === "hearts") return t(lang, "start.continueHearts", { game: name, hand, score: scores[0] });
  return t(lang, "start.continueSpades", { game: name, hand, us: scores[0], them: scores[1] });
}

/** A choice in short: a card (9♥), three passed cards, a bid. */
export function choiceText(lang, choice) {
  if (Array.isArray(choice)) return choice.map(shortName).join(" ");
  if (typeof choice === "string" && /^[2-9TJQKA][CDHS]$/.test(choice)) return shortName(choice);
  return typeof choice === "number" ? bidText(lang, choice) : t(lang, `bid.${choice}`);
}

/** The commitment's first 16 hex digits in groups of four: "a3f9 12c0 77de 0b41". */
export function fingerprint(commitment) {
  if (typeof commitment !== "string" || !/^[0-9a-f]{64}$/.test(commitment)) return null;
  return commitment.slice(0, 16).match(/.{4}/g).join(" ");
}
