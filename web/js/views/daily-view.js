// The day's deal drawn (issue 45): its place on the start screen, its result beside the par (a
// dialog's body, drawn again as the par comes in), and its part of the statistics. Views draw
// what they are given (game/daily.js gives it); the words come from words/.
import { h } from "./dom.js";
import { t } from "../words/i18n.js";
import { dateWords } from "../words/dates.js";
import { shareText, tricksRow } from "../words/daily-share.js";
import { dailyChart } from "./chart.js";

const GAMES = ["hearts", "spades"];
const unit = (lang, game, n) => t(lang, `daily.unit.${game}`, { n });

/** One game's line on the start screen: what today's try gave, or nothing yet. */
function startLine(lang, game, entry) {
  const name = t(lang, `game.${game}`);
  if (!entry) return null;
  if (entry.status !== "done") return entry.record ? null : t(lang, "daily.unfinished", { game: name });
  if (entry.par === null) return t(lang, "daily.doneNoPar", { game: name, result: unit(lang, game, entry.result) });
  return t(lang, "daily.doneLine", { game: name, result: unit(lang, game, entry.result), par: entry.par, grade: t(lang, `daily.grade.${entry.grade}`) });
}

/** "Today's deal" on the start screen: ``info`` is {date, hearts: entry|null, spades: entry|null}. */
export function dailyStart(lang, info, pending = null) {
  if (!info) return null;
  return h(
    "section",
    { class: "daily-start", id: "daily", "aria-labelledby": "daily-title", dataset: { date: info.date } },
    h("h3", { id: "daily-title" }, t(lang, "daily.title"), " · ", h("time", { datetime: info.date }, dateWords(lang, info.date))),
    h("p", { class: "help" }, t(lang, "daily.intro"), " ", h("button", { type: "button", class: "linkish", id: "daily-guide", dataset: { intent: "guide", game: "hearts", doc: "daily" } }, t(lang, "daily.guide"))),
    h(
      "ul",
      { class: "daily-games" },
      GAMES.map((game) => {
        const entry = info[game];
        const line = startLine(lang, game, entry);
        // not tried yet; a counted try to go on with (the page was closed during it); practice
        const goOn = entry?.status === "started" && Boolean(entry.record);
        const fresh = !entry || goOn;
        const label = !entry ? "daily.play" : goOn ? "daily.continue" : "daily.practice";
        return h(
          "li",
          { dataset: { game, status: entry?.status ?? "none" } },
          h("button", { type: "button", class: `secondary${fresh ? " fresh" : ""}`, id: `daily-${game}`, dataset: { intent: "daily", game }, "aria-busy": pending?.kind === "daily" && pending.game === game ? "true" : undefined }, t(lang, label, { game: t(lang, `game.${game}`) })),
          line ? h("span", { class: "daily-line" }, " ", line) : null,
        );
      }),
    ),
  );
}

/** The result and the par side by side, the grade, the row of tricks, Share; ``shown`` is the
 *  controller's {game, date, counted, result, tricks, par, grade, progress, parError, share,
 *  today}. */
export function dailyResultBody(lang, shown) {
  const par =
    shown.par !== null
      ? h("td", { id: "daily-par", dataset: { par: String(shown.par) } }, unit(lang, shown.game, shown.par))
      : h(
          "td",
          { id: "daily-par", dataset: { working: shown.parError ? "failed" : "yes" } },
          shown.parError
            ? h("span", { role: "alert" }, t(lang, "daily.parFailed", { message: shown.parError }))
            : [h("span", { id: "daily-par-working" }, t(lang, "daily.parWorking")), " ", h("progress", { id: "daily-progress", max: 1, value: shown.progress, "aria-label": t(lang, "daily.parProgress") })],
        );
  const grade = shown.grade ? t(lang, "daily.gradeLine", { grade: t(lang, `daily.grade.${shown.grade}`) }) : t(lang, "daily.grade.pending");
  const notes = [];
  if (!shown.counted) notes.push(t(lang, "daily.practiceNote"));
  if (shown.today !== shown.date) notes.push(t(lang, "daily.savedUnder", { date: dateWords(lang, shown.date) }));
  if (shown.saveError) notes.push(t(lang, "daily.notSaved", { message: shown.saveError }));
  const text = shown.grade ? shareText(lang, shown) : null;
  return h(
    "div",
    { id: "daily-result", dataset: { game: shown.game, date: shown.date, grade: shown.grade ?? "", counted: String(shown.counted) } },
    h(
      "table",
      { class: "summary daily-vs" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t(lang, "daily.you")), h("th", { scope: "col" }, t(lang, "daily.par")))),
      h("tbody", {}, h("tr", {}, h("td", { id: "daily-you", dataset: { result: String(shown.result) } }, unit(lang, shown.game, shown.result)), par)),
    ),
    h("p", { id: "daily-grade", role: "status" }, grade),
    h("p", { class: "daily-tricks" }, t(lang, "daily.tricks"), ": ", h("span", { class: "daily-row", "aria-describedby": "daily-row-desc" }, tricksRow(shown.game, shown.tricks)), h("span", { id: "daily-row-desc", class: "help" }, " (", t(lang, `daily.tricksDesc.${shown.game}`), ")")),
    h("p", { class: "help daily-deal" }, t(lang, "daily.dealCode"), " ", h("span", { class: "deal-code", id: "daily-deal" }, shown.deal)),
    notes.map((note) => h("p", { class: "help daily-note" }, note)),
    text
      ? h(
          "div",
          { class: "daily-share" },
          h("label", { for: "daily-share-text" }, t(lang, "daily.shareLabel")),
          h("textarea", { id: "daily-share-text", readonly: true, rows: 4 }, text),
          h("button", { type: "button", class: "primary", id: "daily-share", dataset: { intent: "daily-share" } }, t(lang, "daily.share")),
          shown.share ? h("p", { id: "daily-share-said", role: "status", dataset: { how: shown.share } }, t(lang, `daily.${shown.share}`)) : null,
        )
      : null,
  );
}

/** The statistics' part: the streak, and per game the last 30 days (a chart and its table).
 *  ``m``: {streak, days: {hearts, spades} (lastDays), notice}. */
export function dailyStats(lang, m) {
  const body = [h("h3", { id: "daily-stats-title" }, t(lang, "daily.stats.title"))];
  if (m.notice) body.push(h("p", { class: "notice", role: "status", id: "daily-notice" }, m.notice.key ? t(lang, "daily.stats.keptAs", { key: m.notice.key }) : t(lang, "daily.stats.unreadable")));
  const played = GAMES.flatMap((g) => m.days[g].filter((d) => d.entry?.status === "done"));
  body.push(h("p", { id: "daily-streak", dataset: { streak: String(m.streak) } }, played.length ? t(lang, "daily.stats.streak", { n: m.streak }) : t(lang, "daily.stats.none")));
  for (const game of GAMES) {
    const days = m.days[game];
    const done = days.filter((d) => d.entry?.status === "done");
    if (!done.length) continue;
    const name = t(lang, `game.${game}`);
    body.push(
      h("div", { class: "chart-box", dataset: { daily: game } }, dailyChart(lang, days, name)),
      h(
        "table",
        { class: "summary daily-days", dataset: { game } },
        h("caption", {}, t(lang, "daily.stats.chart", { game: name })),
        h("thead", {}, h("tr", {}, ["daily.stats.day", "daily.you", "daily.parShort", "daily.stats.grade"].map((k) => h("th", { scope: "col" }, t(lang, k))))),
        h(
          "tbody",
          {},
          done.map(({ date, entry }) =>
            h("tr", { dataset: { date } }, h("th", { scope: "row" }, h("time", { datetime: date }, date)), h("td", {}, String(entry.result)), h("td", {}, entry.par === null ? "—" : String(entry.par)), h("td", {}, entry.grade ? t(lang, `daily.grade.${entry.grade}`) : "—")),
          ),
        ),
      ),
    );
  }
  return h("section", { class: "daily-stats", "aria-labelledby": "daily-stats-title" }, body);
}
