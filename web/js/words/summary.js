// The hand's summary in words (issue 50): what each seat took and scored (Hearts), how each
// team's points add up (Spades), as the summary's table shows them. Pure functions of the engine's
// history row: every figure is the row's (docs/engine-api.md, "The history"), none is worked out
// by a rule here; the page only lays them out and joins them ("80 + 100 + 1 = 181").
import { t } from "./i18n.js";
import { shortName } from "./cards.js";
import { seatName } from "./sentences.js";

/** What scores in Hearts, in the order of the table's columns: the row's ``made_of`` keys, and
 * the card each names (the hearts have no one card). */
export const SCORING = [
  ["hearts", null],
  ["queen", "QS"],
  ["king", "KS"],
  ["ace", "AS"],
  ["jack", "JD"],
];

const MINUS = "\u2212";
const NBSP = "\u00a0";

/** A figure as the page writes it: "−10" (a true minus sign), "26". */
export function figure(lang, n) {
  return new Intl.NumberFormat(lang).format(n).replace("-", MINUS);
}

/** A figure with its sign: "+80", "−100", "0". */
export function signed(lang, n) {
  return new Intl.NumberFormat(lang, { signDisplay: "exceptZero" }).format(n).replace("-", MINUS);
}

/**
 * The points of a sum, then its total: "80 + 100 + 1 = 181", "−80 − 100 = −180"; a sum of one
 * part is that part, signed ("+80"); of none, "0".
 */
export function sumText(lang, parts, total) {
  if (!parts.length) return figure(lang, total);
  if (parts.length === 1) return signed(lang, parts[0]);
  // A line breaks only before an operator: "−30 − 100 + 6" / "= −124", never "=" / "−124".
  const [first, ...rest] = parts;
  const terms = rest.map((p) => `${p < 0 ? MINUS : "+"}${NBSP}${figure(lang, Math.abs(p))}`);
  return `${figure(lang, first)} ${terms.join(" ")} =${NBSP}${figure(lang, total)}`;
}

/**
 * A Hearts hand in the summary's words: ``columns`` (what scored in this hand: always the hearts
 * and Q♠, K♠ and A♠ with Black Maria, J♦ with its option), each ``{key, label, name}``; ``rows``,
 * one a seat: ``{seat, name, cells (by column key), points, total}``; ``moon`` and ``bonus``,
 * the sentences under the table (or null).
 */
export function heartsTally(lang, game, entry) {
  const madeOf = entry.made_of ?? [{}, {}, {}, {}];
  const columns = SCORING.filter(([key]) => key === "hearts" || key === "queen" || madeOf.some((m) => key in m)).map(([key, code]) => ({
    key,
    label: code === null ? "♥" : shortName(code),
    name: t(lang, `sum.col.${key}`),
  }));
  const rows = [0, 1, 2, 3].map((seat) => {
    const cells = {};
    for (const { key } of columns) {
      const points = madeOf[seat][key];
      if (key === "hearts") {
        const count = entry.hearts?.[seat] ?? 0;
        // Spot counts the hearts by rank: the count, then what they are worth.
        cells.hearts = count && points !== count ? t(lang, "sum.heartsWorth", { n: count, points: figure(lang, points) }) : count ? String(count) : "";
      } else {
        cells[key] = points === undefined ? "" : figure(lang, points);
      }
    }
    return { seat, name: seatName(lang, seat, game), cells, points: figure(lang, entry.points[seat]), total: figure(lang, entry.scores[seat]) };
  });
  let moon = null;
  if (entry.moon !== null && entry.moon !== undefined && entry.moon_points) {
    const shooter = entry.moon;
    const other = [0, 1, 2, 3].find((s) => s !== shooter);
    const params = { seat: seatName(lang, shooter, game), own: figure(lang, entry.moon_points[shooter]), others: figure(lang, entry.moon_points[other]) };
    moon = t(lang, shooter === 0 ? "sum.moonYou" : "sum.moon", params);
  } else if (entry.moon !== null && entry.moon !== undefined) {
    moon = shooterText(lang, game, entry.moon);
  }
  const clean = [0, 1, 2, 3].filter((s) => (entry.bonus?.[s] ?? 0) !== 0);
  const bonus = clean.length ? t(lang, "summary.bonus", { seats: clean.map((s) => seatName(lang, s, game)).join(", "), n: -entry.bonus[clean[0]] }) : null;
  return { columns, rows, moon, bonus };
}

/** "North shot the moon!" (a row without the moon's points). */
function shooterText(lang, game, seat) {
  return seat === 0 ? t(lang, "summary.moonYou") : t(lang, "summary.moon", { seat: seatName(lang, seat, game) });
}

/** A nil in the summary's words: "North's nil made: +100", "Your blind nil failed (2 tricks): −200". */
function nilText(lang, entry, seat) {
  const points = entry.nil_points[seat];
  const kind = entry.blind_nil?.[seat] ? "blind" : "nil";
  const key = `sum.${kind}.${points > 0 ? "made" : "failed"}${seat === 0 ? "You" : ""}`;
  const tricks = entry.tricks[seat];
  return t(lang, key, { seat: t(lang, `seat.${seat}`), points: signed(lang, points), tricks: t(lang, `sum.tricks.${tricks === 1 ? "one" : "other"}`, { n: tricks }) });
}

/**
 * A Spades hand in the summary's words, one row a figure and one cell a team: the team's bid
 * (its contract) made or set with its points; each nil; the bags (a point each) and the bags in
 * all; the bag penalty; the hand's points as their sum; the score. ``[{key, label, cells: [us, them]}]``,
 * a cell a list of lines. The nil and penalty rows only when the hand had one.
 */
export function spadesTally(lang, game, entry) {
  const teams = [0, 1];
  const seats = (team) => [team, team + 2];
  const rows = [];
  const row = (key, label, cell) => rows.push({ key, label: t(lang, label), cells: teams.map((team) => [cell(team)].flat()) });
  row("bid", "sum.bid", (team) => {
    const contract = entry.contracts[team];
    if (!contract) return t(lang, "sum.noContract");
    const points = entry.bid_points[team];
    return t(lang, points > 0 ? "sum.bidMade" : "sum.bidSet", { bid: contract, took: entry.counted[team], points: signed(lang, points) });
  });
  if (entry.nil_points.some((p) => p !== null)) {
    row("nil", "sum.nils", (team) => {
      const nils = seats(team).filter((s) => entry.nil_points[s] !== null);
      return nils.length ? nils.map((s) => nilText(lang, entry, s)) : "—";
    });
  }
  row("bags", "summary.bags", (team) => t(lang, "sum.bagsCell", { n: signed(lang, entry.bags[team]), total: entry.bag_totals[team] }));
  if (entry.bag_penalty.some(Boolean)) {
    row("penalty", "sum.penalty", (team) => (entry.bag_penalty[team] ? t(lang, "sum.penaltyCell", { bags: entry.bags_cleared[team], points: signed(lang, -entry.bag_penalty[team]) }) : "—"));
  }
  row("points", "sum.hand", (team) => sumText(lang, handParts(entry, team), entry.points[team]));
  row("total", "summary.total", (team) => figure(lang, entry.scores[team]));
  return rows;
}

/** The parts of a team's points in the hand, as the engine added them: the bid, each nil, a
 * point a bag, less the bag penalty (the row's fields; docs/engine-api.md). */
export function handParts(entry, team) {
  const parts = [];
  if (entry.contracts[team]) parts.push(entry.bid_points[team]);
  for (const s of [team, team + 2]) if (entry.nil_points[s] !== null) parts.push(entry.nil_points[s]);
  if (entry.bags[team]) parts.push(entry.bags[team]);
  if (entry.bag_penalty[team]) parts.push(-entry.bag_penalty[team]);
  return parts;
}
