// The score chart: every seat's (Spades: every team's) total after each hand, with the target line,
// as an SVG drawn from the view's history. It is a picture of the score table next to it, which is
// its text alternative (the chart's description says so). No inline styles: classes only (CSP).
import { svg as el } from "./dom.js";
import { t } from "../words/i18n.js";
import { seatName } from "../words/sentences.js";

const W = 320;
const H = 170;
const PAD = { left: 36, right: 10, top: 10, bottom: 22 };
let serial = 0;

/**
 * What the chart shows, from data only: {lines: [{key, points: [[hand, total], …]}], target,
 * floor (Spades' mercy line or null), bottom (the lowest total when below zero, or null), low,
 * high, hands}. ``upTo`` hands of the history.
 */
export function chartData(view, upTo = view.history.length) {
  const history = view.history.slice(0, upTo);
  const width = view.game === "hearts" ? 4 : 2;
  const lines = Array.from({ length: width }, (_, key) => ({ key, points: history.map((entry) => [entry.hand, entry.scores[key]]) }));
  const target = view.options?.target ?? null;
  const floor = view.game === "spades" && view.options?.mercy ? -200 : null;
  const values = [0, ...lines.flatMap((line) => line.points.map(([, total]) => total))];
  if (target !== null) values.push(target);
  if (floor !== null) values.push(floor);
  const low = Math.min(...values);
  // A total below zero gets its figure on the axis too (a light line), as the target has.
  return { lines, target, floor, bottom: low < 0 && low !== floor ? low : null, low, high: Math.max(...values), hands: history.length };
}

/** The chart of ``view``'s first ``upTo`` hands, labelled for screen readers. */
export function scoreChart(lang, view, upTo = view.history.length) {
  const data = chartData(view, upTo);
  const names = data.lines.map(({ key }) => (view.game === "hearts" ? seatName(lang, key, view.game) : t(lang, `team.${key}`)));
  return lineChart(lang, data, names, { title: t(lang, "chart.title"), desc: t(lang, "chart.desc", { who: names.join(", "), target: data.target ?? "—" }) });
}

/**
 * The points lost per reviewed hand in each of the last games (review-stats.js' figures), one
 * line; the statistics' table beside it says the same.
 */
export function lossChart(lang, games, gameName) {
  const points = games.map((g, i) => [i + 1, Math.round(g.average * 10) / 10]);
  const values = [0, ...points.map(([, v]) => v)];
  const data = { lines: [{ key: 0, points }], origin: false, target: null, floor: null, top: Math.max(...values), low: 0, high: Math.max(...values), hands: points.length };
  return lineChart(lang, data, [gameName], { title: t(lang, "stats.review.chart", { game: gameName }), desc: t(lang, "stats.review.chartDesc", { n: points.length }), className: "chart loss" });
}

/**
 * The day's deals of the last days (storage/daily-store.js' lastDays): the person's result and
 * the par on each day played, the day's place from 1 (the oldest) to ``days.length`` (today).
 */
export function dailyChart(lang, days, gameName) {
  const played = days.map((d, i) => [i + 1, d.entry]).filter(([, e]) => e?.status === "done");
  const you = played.map(([i, e]) => [i, e.result]);
  const par = played.filter(([, e]) => e.par !== null).map(([i, e]) => [i, e.par]);
  const values = [0, ...you.map(([, v]) => v), ...par.map(([, v]) => v)];
  const low = Math.min(...values);
  const high = Math.max(...values);
  // the highest and lowest results drawn as light lines with their figures (0 has its axis)
  const data = { lines: [{ key: 0, points: you }, { key: 1, points: par }], origin: false, target: null, floor: null, top: high > 0 ? high : null, bottom: low < 0 ? low : null, low, high, hands: days.length };
  const names = [t(lang, "daily.you"), t(lang, "daily.parShort")];
  return lineChart(lang, data, names, { title: t(lang, "daily.stats.chart", { game: gameName }), desc: t(lang, "daily.stats.chartDesc", { n: played.length }), className: "chart daily" });
}

/** A labelled line chart of ``data`` (chartData's shape): one series per line, named ``names``. */
function lineChart(lang, data, names, { title, desc, className = "chart" }) {
  const id = `chart-${++serial}`;
  const x = (hand) => PAD.left + ((W - PAD.left - PAD.right) * hand) / Math.max(1, data.hands);
  const span = Math.max(1, data.high - data.low);
  const y = (value) => PAD.top + ((H - PAD.top - PAD.bottom) * (data.high - value)) / span;
  const svg = el("svg", { class: className, viewBox: `0 0 ${W} ${H + 18}`, role: "img", "aria-labelledby": `${id}-title ${id}-desc` });
  svg.dataset.hands = String(data.hands);
  svg.append(el("title", { id: `${id}-title` }, title));
  svg.append(el("desc", { id: `${id}-desc` }, desc));
  // Axes: zero, the target, the hands.
  svg.append(el("line", { class: "axis", x1: PAD.left, x2: W - PAD.right, y1: y(0), y2: y(0) }));
  svg.append(el("text", { class: "tick", x: PAD.left - 4, y: y(0) + 4, "text-anchor": "end" }, "0"));
  for (const [value, kind] of [[data.target, "target"], [data.floor, "floor"], [data.top, "top"], [data.bottom, "top"]]) {
    if (value === null || value === undefined) continue;
    svg.append(el("line", { class: `limit ${kind}`, x1: PAD.left, x2: W - PAD.right, y1: y(value), y2: y(value) }));
    svg.append(el("text", { class: "tick", x: PAD.left - 4, y: y(value) + 4, "text-anchor": "end" }, new Intl.NumberFormat(lang).format(value).replace("-", "\u2212")));
  }
  for (let hand = 1; hand <= data.hands; hand++) {
    if (data.hands > 12 && hand % Math.ceil(data.hands / 12)) continue;
    svg.append(el("text", { class: "tick", x: x(hand), y: H - 6, "text-anchor": "middle" }, String(hand)));
  }
  data.lines.forEach((line, i) => {
    const group = el("g", { class: `series s${line.key}` });
    group.dataset.series = String(line.key);
    const path = [...(data.origin === false ? [] : [[0, 0]]), ...line.points].map(([hand, total]) => `${x(hand).toFixed(1)},${y(total).toFixed(1)}`).join(" ");
    group.append(el("polyline", { class: "line", points: path }));
    for (const [hand, total] of line.points) {
      const dot = el("circle", { class: "point", cx: x(hand).toFixed(1), cy: y(total).toFixed(1), r: 2.6 });
      dot.dataset.hand = String(hand);
      dot.dataset.total = String(total);
      group.append(dot);
    }
    // The legend: a short line in the series' colour and dash, and its name.
    const lx = PAD.left + i * ((W - PAD.left) / data.lines.length);
    group.append(el("line", { class: "line", x1: lx, x2: lx + 16, y1: H + 10, y2: H + 10 }));
    group.append(el("text", { class: "legend", x: lx + 20, y: H + 14 }, names[i]));
    svg.append(group);
  });
  return svg;
}
