// The Lab's result drawn: the rules it was played by, in words; the table as HTML (the bot's,
// ours and the difference, with 95% intervals, from kawu.botlab.page's rows), the chart of
// running points, the failures, the times.

import { h, svg } from "../views/dom.js";
import { runningMeans } from "./protocol.js";
import { rulesWords } from "./lab-rules.js";

/** The result: the rules played (``r.rules``: describe()'s data for the game, for their words),
 *  the table as HTML (the bot's, ours and the difference, with 95% intervals), the chart, the
 *  failures, the times. */
export function resultNodes(t, lang, r) {
  const figure = (pair, measure, signed = false) => {
    const [m, ci] = pair;
    if (m === null) return "–";
    const scale = measure === "won" ? 100 : 1;
    const digits = measure === "won" ? 1 : 2;
    const sign = signed && m > 0 ? "+" : "";
    const unit = measure === "won" ? "%" : "";
    return `${sign}${(m * scale).toFixed(digits)}${unit} ± ${ci === null ? "–" : (ci * scale).toFixed(digits)}`;
  };
  const ours = t(lang, `level.${r.ours}`);
  const table = h(
    "table",
    { id: "lab-table", class: "lab-table" },
    h("caption", {}, t(lang, `lab.caption.${r.spec.game}`, { deals: r.deals.length, hands: r.hands, level: t(lang, `level.${r.spec.level}`) })),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t(lang, "lab.measure")), h("th", { scope: "col" }, t(lang, "lab.col.bot")), h("th", { scope: "col" }, t(lang, "lab.col.ours", { level: ours })), h("th", { scope: "col" }, t(lang, "lab.col.diff")))),
    h(
      "tbody",
      {},
      r.rows.map((row) => h("tr", { dataset: { measure: row.measure } }, h("th", { scope: "row" }, t(lang, `lab.measure.${row.measure}`)), h("td", {}, figure(row.bot, row.measure)), h("td", {}, figure(row.ours, row.measure)), h("td", {}, figure(row.diff, row.measure, true)))),
    ),
  );
  return [
    h("h3", {}, t(lang, "lab.result")),
    h("p", { id: "lab-rules-played" }, t(lang, "lab.rulesPlayed", { rules: rulesWords(lang, r.spec.game, r.rules, r.spec.options) })),
    r.rows.length ? table : h("p", {}, t(lang, "lab.noDeal")),
    h("p", { class: "lab-note" }, t(lang, r.lower_is_better ? "lab.lowerBetter" : "lab.higherBetter")),
    r.deals.length ? chart(t, lang, r) : null,
    h("p", { id: "lab-failures" }, r.failures),
    r.details ? h("pre", { id: "lab-details", class: "lab-trace" }, r.details) : null,
    h("p", { id: "lab-timing", class: "lab-note" }, `${r.timing}; ${t(lang, "lab.wall", { seconds: r.seconds.toFixed(1), decisions: r.decisions })}`),
    h("details", {}, h("summary", {}, t(lang, "lab.asText")), h("pre", { id: "lab-text" }, r.table)),
  ];
}

/** Running points per hand, deal by deal: the bot's line and ours. */
function chart(t, lang, r) {
  const W = 320;
  const H = 150;
  const P = { l: 34, r: 8, t: 8, b: 20 };
  const means = runningMeans(r.deals);
  const all = [0, ...means.bot, ...means.ours];
  const low = Math.min(...all);
  const high = Math.max(...all, low + 1);
  const n = r.deals.length;
  const x = (i) => P.l + (n === 1 ? 0 : (i / (n - 1)) * (W - P.l - P.r));
  const y = (v) => P.t + ((high - v) / (high - low)) * (H - P.t - P.b);
  const line = (values, cls) => svg("polyline", { class: cls, points: values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ") });
  const ours = t(lang, `level.${r.ours}`);
  return h(
    "figure",
    { class: "lab-chart" },
    svg(
      "svg",
      { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-labelledby": "lab-chart-caption" },
      svg("line", { class: "lab-axis", x1: P.l, x2: W - P.r, y1: y(0), y2: y(0) }),
      svg("text", { class: "lab-tick", x: P.l - 4, y: y(high) + 4, "text-anchor": "end" }, high.toFixed(1)),
      svg("text", { class: "lab-tick", x: P.l - 4, y: y(low) + 4, "text-anchor": "end" }, low.toFixed(1)),
      line(means.ours, "lab-line-ours"),
      line(means.bot, "lab-line-bot"),
    ),
    h("figcaption", { id: "lab-chart-caption" }, t(lang, "lab.chart", { ours })),
  );
}
