// The end of a hand and of a game, drawn from the engine's view: the hand's summary (Hearts or
// Spades), its deal code with a replay button, the final table. Views only: no decisions here.
import { h, svg } from "./dom.js";
import { avatar } from "./avatars.js";
import { t } from "../words/i18n.js";
import { seatName, winnerText } from "../words/sentences.js";
import { heartsTally, spadesTally } from "../words/summary.js";
import { replayButton } from "./panel-views.js";
import { scoreChart } from "./chart.js";

/** The totals after each of the first ``upTo`` hands as a chart (the table beside it says the same). */
export function chartBox(lang, v, upTo = v.history.length) {
  return h("div", { class: "chart-box" }, scoreChart(lang, v, upTo));
}

/** "Deal code H0-7KQ3M9XA [Replay this deal]" under a finished hand. */
export function dealLine(lang, entry) {
  return h(
    "p",
    { class: "deal-line" },
    h("span", { class: "code-label" }, t(lang, "deal.code")),
    " ",
    h("code", { class: "deal-code", id: "summary-code" }, entry.deal_code),
    " ",
    replayButton(lang, entry.deal_code, entry.hand),
  );
}

/** Cells of text, a line each (a Spades cell can hold two nils). */
const lines = (texts) => (texts.length === 1 ? texts[0] : texts.map((x) => h("span", { class: "line" }, x)));

/**
 * A Hearts hand's summary: a moon shot, then per seat the hearts taken, Q♠ (K♠ and A♠ with Black
 * Maria, J♦ with its option), the hand's points in one column and the total; the no-tricks bonus
 * under it. Every figure is the history row's (words/summary.js).
 */
export function heartsSummary(lang, v, entry) {
  const tally = heartsTally(lang, v.game, entry);
  const head = (key, label, name = null) =>
    h("th", { scope: "col", class: `col-${key}`, dataset: { col: key }, title: name ?? undefined }, name === null ? label : [h("span", { "aria-hidden": "true" }, label), h("span", { class: "sr-only" }, name)]);
  const table = h(
    "table",
    { class: "summary tally hearts-tally", id: "summary-table" },
    h("caption", { class: "sr-only" }, t(lang, "sum.caption.hearts")),
    h("thead", {}, h("tr", {}, head("player", t(lang, "summary.player")), tally.columns.map((c) => head(c.key, c.label, c.name)), head("points", t(lang, "sum.points")), head("total", t(lang, "summary.total")))),
    h(
      "tbody",
      {},
      tally.rows.map((r) =>
        h(
          "tr",
          { dataset: { seat: r.seat } },
          h("th", { scope: "row" }, r.name),
          tally.columns.map((c) => h("td", { class: `col-${c.key}`, dataset: { col: c.key } }, r.cells[c.key])),
          h("td", { class: "col-points", dataset: { col: "points" } }, r.points),
          h("td", { class: "col-total", dataset: { col: "total" } }, r.total),
        ),
      ),
    ),
  );
  return [
    tally.moon ? h("p", { class: "moon", id: "moon" }, tally.moon) : null,
    table,
    tally.bonus ? h("p", { class: "bonus", id: "summary-bonus" }, tally.bonus) : null,
  ].filter(Boolean);
}

/**
 * A Spades hand's summary, one column a team: the bids, the bid made or set, each nil, the bags
 * and the bags in all, the bag penalty, the hand's points as their sum ("80 + 100 + 1 = 181") and
 * the score. Every figure is the history row's (words/summary.js).
 */
export function spadesSummary(lang, v, entry) {
  const teams = [0, 1];
  return [
    h(
      "table",
      { class: "summary tally spades-tally", id: "summary-table" },
      h("caption", { class: "sr-only" }, t(lang, "sum.caption.spades")),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t(lang, "summary.team")), teams.map((team) => h("th", { scope: "col", title: t(lang, `team.${team}.long`) }, t(lang, `team.${team}`))))),
      h(
        "tbody",
        {},
        spadesTally(lang, v.game, entry).map((r) =>
          h("tr", { dataset: { row: r.key } }, h("th", { scope: "row" }, r.label), r.cells.map((cell, team) => h("td", { dataset: { team } }, lines(cell)))),
        ),
      ),
    ),
  ];
}

/**
 * The placings at the end of a game, best first: Hearts, the four seats by score (the lowest
 * first); Spades, the two teams (the highest first). Equal scores share a place, and the next
 * place is skipped ("1st, 2nd, 2nd, 4th"). Each is {place, tied, who (seat or team), score}.
 */
export function placings(game, scores) {
  const better = game === "hearts" ? (a, b) => a < b : (a, b) => a > b;
  const entries = scores.map((score, who) => ({ who, score }));
  return entries
    .map(({ who, score }) => ({
      who,
      score,
      place: 1 + entries.filter((other) => better(other.score, score)).length,
      tied: entries.some((other) => other.who !== who && other.score === score),
    }))
    .sort((a, b) => a.place - b.place || a.who - b.who);
}

/** "1st", "2nd, tied" */
export function placeText(lang, { place, tied }) {
  const name = t(lang, `place.${place}`);
  return tied ? t(lang, "place.tied", { place: name }) : name;
}

const MEDALS = { 1: ["#e2b33c", "#a87b12"], 2: ["#c9ced6", "#7d8591"], 3: ["#d08a4e", "#8a5325"] };

/** A drawn medal for 1st to 3rd, a plain disc for 4th (decorative: the place is in words beside it). */
function medal(place) {
  const [fill, rim] = MEDALS[place] ?? ["#e4ddca", "#a69e88"];
  return svg(
    "svg",
    { class: "medal", viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
    svg("circle", { cx: 12, cy: 12, r: 10.5, fill, stroke: rim, "stroke-width": 2 }),
    svg("text", { x: 12, y: 16.2, "text-anchor": "middle", "font-size": 12, "font-weight": 700, fill: "#2b2110" }, String(place)),
  );
}

/** The avatars of a seat (Hearts) or of a team's two seats (Spades: team 0 is seats 0 and 2). */
function faces(game, who) {
  return game === "hearts" ? avatar(who) : [avatar(who), avatar(who + 2)];
}

function placingsTable(lang, v) {
  const name = (who) => (v.game === "hearts" ? seatName(lang, who, v.game) : t(lang, `team.${who}`));
  return h(
    "table",
    { class: "summary placings", id: "placings" },
    h("caption", {}, t(lang, "gameover.placings")),
    h("thead", {}, h("tr", {}, ["gameover.place", "gameover.player", "gameover.points"].map((k) => h("th", { scope: "col" }, t(lang, k))))),
    h(
      "tbody",
      {},
      placings(v.game, v.scores).map((p) =>
        h(
          "tr",
          { class: `place-${p.place}`, dataset: { place: p.place, who: p.who } },
          h("td", { class: "place" }, medal(p.place), placeText(lang, p)),
          h("th", { scope: "row" }, h("span", { class: "who" }, faces(v.game, p.who), name(p.who))),
          h("td", {}, p.score),
        ),
      ),
    ),
  );
}

/**
 * The end of the game: the winner, the placings (and a moon shot in the last hand), the chart,
 * every hand's totals (the chart's text alternative, folded: one click away) and the last deal's
 * code. style.css lays them out: one column on a phone held upright, the placings beside the
 * chart otherwise; the chart is drawn smaller before the dialog would scroll.
 */
export function gameOverBody(lang, v) {
  const last = v.history[v.history.length - 1];
  const placed = [placingsTable(lang, v)];
  if (last && v.game === "hearts" && last.moon !== null && last.moon !== undefined) {
    placed.push(h("p", { class: "moon" }, last.moon === 0 ? t(lang, "summary.moonYou") : t(lang, "summary.moon", { seat: seatName(lang, last.moon, v.game) })));
  }
  const columns = v.game === "hearts" ? [0, 1, 2, 3].map((s) => seatName(lang, s, v.game)) : [0, 1].map((team) => t(lang, `team.${team}`));
  const final = h(
    "details",
    { class: "go-final" },
    h("summary", {}, t(lang, "sum.byHand", { n: v.history.length })),
    h(
      "table",
      { class: "summary final" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t(lang, "gameover.hand")), columns.map((c) => h("th", { scope: "col" }, c)))),
      h(
        "tbody",
        {},
        v.history.map((entry) => h("tr", {}, h("th", { scope: "row" }, entry.hand), entry.scores.map((score) => h("td", {}, score)))),
      ),
    ),
  );
  return [
    h(
      "div",
      { class: "gameover" },
      h("p", { class: "winner", id: "winner", dataset: { winner: v.winner } }, winnerText(lang, v)),
      h(
        "div",
        { class: "go-main" },
        h("div", { class: "go-placings" }, placed),
        h("div", { class: "go-side" }, last ? h("div", { class: "go-chart" }, chartBox(lang, v)) : null, final, last ? h("div", { class: "go-deal" }, dealLine(lang, last)) : null),
      ),
    ),
  ];
}
