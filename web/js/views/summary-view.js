// The end of a hand and of a game, drawn from the engine's view: the hand's summary (Hearts or
// Spades), its deal code with a replay button, the final table. Views only: no decisions here.
import { h, svg } from "./dom.js";
import { avatar } from "./avatars.js";
import { t } from "../words/i18n.js";
import { bidText, seatName, winnerText } from "../words/sentences.js";
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

/** A Hearts hand's summary: a moon shot, then each seat's taken cards, points and total. */
export function heartsSummary(lang, v, entry) {
  const body = [];
  if (entry.moon !== null && entry.moon !== undefined) {
    body.push(h("p", { class: "moon", id: "moon" }, entry.moon === 0 ? t(lang, "summary.moonYou") : t(lang, "summary.moon", { seat: seatName(lang, entry.moon, v.game) })));
  }
  body.push(
    h(
      "table",
      { class: "summary" },
      h("thead", {}, h("tr", {}, ["summary.player", "summary.taken", "summary.points", "summary.total"].map((k) => h("th", { scope: "col" }, t(lang, k))))),
      h(
        "tbody",
        {},
        [0, 1, 2, 3].map((s) =>
          h("tr", { dataset: { seat: s } }, h("th", { scope: "row" }, seatName(lang, s, v.game)), h("td", {}, entry.taken[s]), h("td", {}, entry.points[s]), h("td", {}, entry.scores[s])),
        ),
      ),
    ),
  );
  // What the hand points hold besides the cards taken: J♦ (option) and the no-tricks bonus.
  if (entry.jack !== null && entry.jack !== undefined) {
    body.push(h("p", { class: "jack", id: "summary-jack" }, entry.jack === 0 ? t(lang, "summary.jackYou") : t(lang, "summary.jack", { seat: seatName(lang, entry.jack, v.game) })));
  }
  const clean = [0, 1, 2, 3].filter((s) => (entry.bonus?.[s] ?? 0) !== 0);
  if (clean.length) {
    body.push(h("p", { class: "bonus", id: "summary-bonus" }, t(lang, "summary.bonus", { seats: clean.map((s) => seatName(lang, s, v.game)).join(", "), n: -entry.bonus[clean[0]] })));
  }
  return body;
}

/** A Spades hand's summary: per team its bids, tricks, points, bags and total; nils; bag penalties. */
export function spadesSummary(lang, v, entry) {
  const body = [];
  // One column per team, one row per figure: narrow enough for a phone.
  const teams = [0, 1];
  const row = (key, cell) =>
    h("tr", { dataset: { row: key } }, h("th", { scope: "row" }, t(lang, `summary.${key}`)), teams.map((team) => h("td", {}, cell(team))));
  const bids = (team) =>
    [team, team + 2].map((s) => `${t(lang, `seat.${s}`)} ${bidText(lang, entry.bids[s], entry.blind_nil[s])}`).join(", ");
  body.push(
    h(
      "table",
      { class: "summary" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t(lang, "summary.team")), teams.map((team) => h("th", { scope: "col", title: t(lang, `team.${team}.long`) }, t(lang, `team.${team}`))))),
      h(
        "tbody",
        {},
        row("bids", bids),
        row("tricks", (team) => entry.tricks[team] + entry.tricks[team + 2]),
        row("points", (team) => entry.points[team]),
        row("bags", (team) => `${entry.bags[team]} (${entry.bag_totals[team]})`),
        row("total", (team) => entry.scores[team]),
      ),
    ),
  );
  for (let s = 0; s < 4; s++) {
    if (entry.bids[s] === 0) {
      const made = entry.tricks[s] === 0;
      body.push(h("p", { class: made ? "good" : "bad" }, t(lang, made ? "summary.nilMade" : "summary.nilFailed", { seat: seatName(lang, s, v.game) })));
    }
  }
  for (const team of [0, 1]) {
    if (entry.bag_penalty[team]) body.push(h("p", { class: "bad" }, t(lang, "summary.bagPenalty", { team: t(lang, `team.${team}`), n: entry.bag_penalty[team] })));
  }
  return body;
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
 * The end of the game: the winner, the placings, a moon shot in the last hand, the chart and
 * every hand's totals (style.css lays them out: one column on a phone, two on a wide screen).
 */
export function gameOverBody(lang, v) {
  const last = v.history[v.history.length - 1];
  const body = [];
  body.push(h("p", { class: "winner", id: "winner", dataset: { winner: v.winner } }, winnerText(lang, v)));
  const top = [placingsTable(lang, v)];
  if (last && v.game === "hearts" && last.moon !== null && last.moon !== undefined) {
    top.push(h("p", { class: "moon" }, last.moon === 0 ? t(lang, "summary.moonYou") : t(lang, "summary.moon", { seat: seatName(lang, last.moon, v.game) })));
  }
  body.push(h("div", { class: "go-placings" }, top));
  const columns = v.game === "hearts" ? [0, 1, 2, 3].map((s) => seatName(lang, s, v.game)) : [0, 1].map((team) => t(lang, `team.${team}`));
  body.push(
    h(
      "div",
      { class: "go-final" },
      h("h3", {}, t(lang, "gameover.final")),
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
    ),
  );
  if (last) body.push(h("div", { class: "go-chart" }, chartBox(lang, v)), h("div", { class: "go-deal" }, dealLine(lang, last)));
  return [h("div", { class: "gameover" }, body)];
}
