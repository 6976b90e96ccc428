// The panels' content, drawn from data only: the menu, the settings, the statistics, the score
// sheet (every finished hand's points and deal code), the last trick, the keyboard keys.
import { h } from "./dom.js";
import { t } from "../words/i18n.js";
import { lossChart } from "./chart.js";
import { cardElement } from "./card-element.js";
import { seatName } from "../words/sentences.js";
import { scoringLine } from "../words/house.js";

const item = (label, dataset, extra = {}) => h("button", { type: "button", class: "menu-item", dataset, ...extra }, label);

export function menuBody({ lang, onTable, game, backups = 0 }) {
  const items = [];
  if (onTable) {
    items.push(item(t(lang, "button.newGame"), { intent: "new-game" }, { id: "menu-new-game" }));
    items.push(item(t(lang, "menu.sheet"), { intent: "sheet" }, { id: "menu-sheet" }));
    items.push(item(t(lang, "menu.lastTrick"), { intent: "last-trick" }, { id: "menu-last-trick" }));
  }
  const games = game ? [game, game === "hearts" ? "spades" : "hearts"] : ["hearts", "spades"];
  for (const g of games) {
    for (const doc of ["rules", "strategy"]) {
      items.push(item(t(lang, `guide.link.${doc}`, { game: t(lang, `game.${g}`) }), { intent: "guide", game: g, doc }));
    }
  }
  items.push(item(t(lang, "menu.stats"), { intent: "stats" }, { id: "menu-stats" }));
  items.push(item(t(lang, "menu.settings"), { intent: "settings" }, { id: "menu-settings" }));
  items.push(item(t(lang, "menu.keys"), { intent: "keys" }, { id: "menu-keys" }));
  items.push(item(t(lang, "menu.data"), { intent: "data" }, { id: "menu-data" }));
  items.push(item(t(lang, "menu.lab"), { intent: "lab" }, { id: "menu-lab" }));
  if (backups) items.push(item(t(lang, "menu.backups", { n: backups }), { intent: "backups" }, { id: "menu-backups" }));
  // the language: the start screen has its button; the table's bar leaves it to the menu
  items.push(item(`${t(lang, "lang.switch")} — ${t(lang, "lang.switchLabel")}`, { intent: "switch-language" }, { id: "menu-lang" }));
  return [h("ul", { class: "menu-list" }, items.map((b) => h("li", {}, b)))];
}

function checkbox(lang, name, checked, key) {
  const id = `set-${name}`;
  return h(
    "div",
    { class: "check" },
    h("input", { type: "checkbox", id, checked, dataset: { setting: name }, "aria-describedby": `${id}-help` }),
    h("label", { for: id }, t(lang, `settings.${key}`)),
    h("p", { class: "help", id: `${id}-help` }, t(lang, `settings.${key}.help`)),
  );
}

/** A choice among a few named looks (the cards' back, the felt), each with a sample of itself. */
function looks(lang, name, choices, current) {
  return h(
    "fieldset",
    { class: `looks ${name}-choice` },
    h("legend", {}, t(lang, `settings.${name}`)),
    choices.map((value) =>
      h(
        "label",
        { class: "radio look" },
        h("input", { type: "radio", name, value, checked: current === value, dataset: { setting: name } }),
        h("span", { class: `sample ${name}-sample`, dataset: { [name]: value }, "aria-hidden": "true" }),
        t(lang, `settings.${name}.${value}`),
      ),
    ),
  );
}

/** The settings; ``speeds`` (names), ``backs`` and ``felts`` (storage/prefs.js) are the choices. */
export function settingsBody({ lang, prefs, paceFixed, speeds, backs, felts }) {
  const speed = h(
    "fieldset",
    { class: "speed" },
    h("legend", {}, t(lang, "settings.speed")),
    speeds.map((name) =>
      h(
        "label",
        { class: "radio" },
        h("input", { type: "radio", name: "speed", value: name, checked: prefs.speed === name, dataset: { setting: "speed" } }),
        " ",
        t(lang, `settings.speed.${name}`),
      ),
    ),
    paceFixed ? h("p", { class: "help" }, t(lang, "settings.speed.fixed")) : null,
  );
  return [
    h(
      "form",
      { class: "settings", id: "settings-form" },
      speed,
      looks(lang, "back", backs, prefs.back),
      looks(lang, "felt", felts, prefs.felt),
      checkbox(lang, "coach", prefs.coach, "coach"),
      checkbox(lang, "autoPlay", prefs.autoPlay, "autoPlay"),
      checkbox(lang, "autoFinish", prefs.autoFinish, "autoFinish"),
      checkbox(lang, "fourColour", prefs.fourColour, "fourColour"),
      checkbox(lang, "lessMotion", prefs.lessMotion, "lessMotion"),
      checkbox(lang, "shortcuts", prefs.shortcuts, "shortcuts"),
      soundFields(lang, prefs),
    ),
  ];
}

/** Sounds on or off, and their volume (0..100, in steps of 10). */
function soundFields(lang, prefs) {
  return h(
    "fieldset",
    { class: "sound" },
    h("legend", {}, t(lang, "settings.sound.legend")),
    checkbox(lang, "sound", prefs.sound, "sound"),
    h(
      "div",
      { class: "field volume" },
      h("label", { for: "set-volume" }, t(lang, "settings.volume")),
      h("input", {
        type: "range", id: "set-volume", min: "0", max: "100", step: "10", value: String(prefs.volume), dataset: { setting: "volume" },
      }),
    ),
  );
}

function percent(lang, x) {
  return x === null ? "—" : new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 }).format(x);
}

function number(lang, x) {
  return x === null ? "—" : new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(x);
}

/** A best or worst game in words: "23 points ahead (won, normal)". */
function markText(lang, mark) {
  if (!mark) return "—";
  const level = mark.level ? t(lang, `level.${mark.level}`).toLocaleLowerCase(lang) : t(lang, "stats.anyLevel");
  const result = t(lang, mark.won ? "stats.result.won" : "stats.result.lost");
  return t(lang, mark.margin >= 0 ? "stats.markAhead" : "stats.markBehind", { n: Math.abs(mark.margin), result, level });
}

/** Games and wins against each level, the current streak, the best and the worst game. */
function levelRows(lang, f, levels) {
  const rows = levels.map((level) => {
    const l = f.levels[level];
    return [`level.${level}`, t(lang, "stats.vsValue", { played: l.played, won: l.won, rate: percent(lang, l.winRate) }), t(lang, "stats.vs", { level: t(lang, `level.${level}`).toLocaleLowerCase(lang) })];
  });
  const streak = f.streak === 0 ? "—" : t(lang, f.streak > 0 ? "stats.streak.won" : "stats.streak.lost", { n: Math.abs(f.streak) });
  rows.push(["streak", streak], ["best", markText(lang, f.best)], ["worst", markText(lang, f.worst)]);
  return rows;
}

/** The reviews: hands reviewed, points lost per reviewed hand, the last games' averages. */
function reviewRows(lang, r, game) {
  const rows = [["review.hands", r.hands], [`review.average.${game}`, number(lang, r.average)]];
  if (r.games.length) rows.push(["review.games", r.games.map((g) => number(lang, g.average)).join(" · ")]);
  return rows;
}

/**
 * The statistics: ``figures`` and ``reviews`` by game (storage/stats.js's figures and
 * storage/review-stats.js's reviewFigures), ``levels`` the levels played against.
 */
export function statsBody({ lang, levels, figures, reviews, confirming, notice, writeError, specs = null }) {
  const rows = (game) => {
    const f = figures[game];
    const list = [
      ["played", f.played],
      ["won", `${f.won} (${percent(lang, f.winRate)})`],
      ["hands", f.hands],
      [game === "hearts" ? "average.hearts" : "average.spades", number(lang, f.average)],
      // Under house rules that score otherwise: each its own average (storage/stats.js SCORING).
      ...(f.rules ?? []).map((r) => [
        `rules:${r.key}`,
        t(lang, "stats.rulesValue", { average: number(lang, r.average), hands: r.hands }),
        t(lang, "stats.averageUnder", { rules: scoringLine(lang, specs?.[game], r.options) }),
      ]),
    ];
    if (game === "hearts") list.push(["moons", f.moons]);
    else list.push(["nils", t(lang, "stats.nilsOf", { made: f.nilsMade, bid: f.nils })]);
    list.push(...levelRows(lang, f, levels), ...reviewRows(lang, reviews[game], game));
    return list.map(([key, value, label]) => h("tr", { dataset: { stat: key } }, h("th", { scope: "row" }, label ?? t(lang, `stats.${key}`)), h("td", {}, value)));
  };
  const body = [];
  if (notice) body.push(h("p", { class: "notice", role: "status" }, notice.key ? t(lang, "stats.keptAs", { key: notice.key }) : t(lang, "stats.unreadable")));
  if (writeError) body.push(h("p", { class: "notice warning", role: "alert" }, t(lang, "stats.writeFailed", { message: writeError })));
  for (const game of ["hearts", "spades"]) {
    body.push(
      h(
        "table",
        { class: "summary stats", dataset: { game } },
        h("caption", {}, t(lang, `game.${game}`)),
        h("tbody", {}, rows(game)),
      ),
    );
  }
  for (const game of ["hearts", "spades"]) {
    const games = reviews[game].games;
    if (!games.length) continue;
    const name = t(lang, `game.${game}`);
    body.push(h("h3", {}, t(lang, "stats.review.chart", { game: name })), h("div", { class: "chart-box", dataset: { review: game } }, lossChart(lang, games, name)));
  }
  body.push(h("p", { class: "help" }, t(lang, "stats.note")));
  if (confirming) {
    body.push(
      h(
        "div",
        { class: "confirm-box", role: "group", "aria-labelledby": "stats-confirm" },
        h("p", { id: "stats-confirm" }, t(lang, "stats.confirm")),
        h(
          "div",
          { class: "dialog-actions" },
          h("button", { type: "button", id: "stats-reset-no", dataset: { intent: "stats-reset-cancel" } }, t(lang, "stats.keep")),
          h("button", { type: "button", id: "stats-reset-yes", class: "danger", dataset: { intent: "stats-reset-confirm" } }, t(lang, "stats.resetYes")),
        ),
      ),
    );
  } else {
    body.push(h("div", { class: "dialog-actions" }, h("button", { type: "button", id: "stats-reset", dataset: { intent: "stats-reset" } }, t(lang, "stats.reset"))));
  }
  return body;
}

/** Every finished hand's points (and the totals after it), with its deal code and a replay button. */
export function sheetBody({ lang, view }) {
  const game = view.game;
  const columns = game === "hearts" ? [0, 1, 2, 3].map((s) => seatName(lang, s, game)) : [0, 1].map((team) => t(lang, `team.${team}`));
  const head = h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t(lang, "gameover.hand")), columns.map((c) => h("th", { scope: "col" }, c))));
  const hands = view.history.map((entry) => {
    const cells = entry.points.map((p, i) =>
      h("td", { dataset: { points: p, total: entry.scores[i] } }, h("span", { class: "pts" }, p > 0 && game === "spades" ? `+${p}` : String(p)), h("span", { class: "tot" }, ` (${entry.scores[i]})`)),
    );
    return h(
      "tbody",
      { class: "hand-rows", dataset: { hand: entry.hand } },
      h("tr", {}, h("th", { scope: "row" }, String(entry.hand)), cells),
      h(
        "tr",
        { class: "code-row" },
        h(
          "td",
          { colspan: String(columns.length + 1) },
          h("span", { class: "code-label" }, t(lang, "deal.code")), " ",
          h("code", { class: "deal-code" }, entry.deal_code), " ",
          replayButton(lang, entry.deal_code, entry.hand), " ",
          reviewButton(lang, entry.hand), " ",
          verifyButton(lang, entry.hand), " ",
          auditButton(lang, entry.hand),
        ),
      ),
    );
  });
  const total = h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, t(lang, "summary.total")), view.scores.map((s) => h("td", {}, String(s)))));
  if (!view.history.length) return [h("p", { id: "sheet-empty" }, t(lang, "sheet.empty"))];
  return [
    h("p", { class: "help" }, t(lang, game === "hearts" ? "sheet.noteHearts" : "sheet.noteSpades")),
    h("table", { class: "summary sheet", id: "sheet" }, head, hands, total),
  ];
}

/** "Verify" a finished hand's committed deal (fair/). */
export function verifyButton(lang, hand) {
  return h("button", { type: "button", class: "secondary small verify-button", dataset: { intent: "verify", hand: String(hand) }, "aria-label": t(lang, "fair.verifyLabel", { n: hand }) }, t(lang, "button.verify"));
}

/** "Audit the computer players" of a finished hand (fair/). */
export function auditButton(lang, hand) {
  return h("button", { type: "button", class: "secondary small audit-button", dataset: { intent: "audit", hand: String(hand) }, "aria-label": t(lang, "fair.auditLabel", { n: hand }) }, t(lang, "button.audit"));
}

/** "Review" a finished hand (the score sheet lists only finished hands). */
export function reviewButton(lang, hand) {
  return h(
    "button",
    { type: "button", class: "secondary small", dataset: { intent: "review", hand: String(hand) }, "aria-label": t(lang, "review.handLabel", { n: hand }) },
    t(lang, "button.reviewShort"),
  );
}

export function replayButton(lang, code, hand) {
  return h(
    "button",
    { type: "button", class: "secondary small", dataset: { intent: "replay", code }, "aria-label": t(lang, "deal.replayHand", { n: hand, code }) },
    t(lang, "deal.replay"),
  );
}

export function lastTrickBody({ lang, game, lastTrick }) {
  if (!lastTrick) return [h("p", { id: "last-trick-none" }, t(lang, "lastTrick.none"))];
  const { cards, winner } = lastTrick;
  return [
    h(
      "ol",
      { class: "last-trick", id: "last-trick" },
      cards.map(([seat, code]) =>
        h(
          "li",
          { class: seat === winner ? "winner" : "", dataset: { seat, card: code } },
          h("span", { class: "who" }, seatName(lang, seat, game)),
          cardElement(lang, code),
          seat === winner ? h("strong", { class: "took" }, t(lang, "lastTrick.took")) : null,
        ),
      ),
    ),
  ];
}

export function keysBody({ lang, enabled }) {
  const keys = ["arrows", "enter", "tab", "h", "u", "l", "s", "p", "n", "m", "help", "esc"];
  return [
    h("p", {}, t(lang, enabled ? "keys.intro" : "keys.off")),
    h("dl", { class: "keys" }, keys.flatMap((k) => [h("dt", {}, h("kbd", {}, t(lang, `keys.${k}.key`))), h("dd", {}, t(lang, `keys.${k}`))])),
  ];
}

/** Saved games kept aside because they could not be resumed: when, which game and hand. */
export function backupsBody({ lang, backups }) {
  if (!backups.length) return [h("p", { id: "backups-none" }, t(lang, "backups.none"))];
  const rows = backups.map((b) => {
    const when = b.date ? b.date.toLocaleString(lang) : "?";
    const what = b.game ? t(lang, "backups.what", { game: t(lang, `game.${b.game}`), hand: b.hand ?? "?" }) : t(lang, "backups.unreadable");
    return h(
      "li",
      { class: "backup", dataset: { key: b.key } },
      h("span", { class: "when" }, when), " · ", h("span", { class: "what" }, what), " ",
      h("button", { type: "button", class: "secondary small", dataset: { intent: "backup-download", code: b.key }, "aria-label": t(lang, "backups.downloadLabel", { when }) }, t(lang, "backups.download")),
      " ",
      h("button", { type: "button", class: "secondary small", dataset: { intent: "backup-delete", code: b.key }, "aria-label": t(lang, "backups.deleteLabel", { when }) }, t(lang, "backups.delete")),
    );
  });
  return [h("p", { class: "help" }, t(lang, "backups.intro")), h("ul", { class: "backups", id: "backups" }, rows)];
}

/** The "Your data" panel's content: the two actions, then a message or the question before replacing. */
export function dataBody({ lang, message = null, pending = null }) {
  const body = [
    h("p", {}, t(lang, "data.intro")),
    h("div", { class: "dialog-actions start" }, h("button", { type: "button", id: "data-export", class: "primary", dataset: { intent: "data-export" } }, t(lang, "data.export"))),
    h(
      "div",
      { class: "field file" },
      h("label", { for: "data-import" }, t(lang, "data.import")),
      h("input", { type: "file", id: "data-import", accept: ".json,application/json", dataset: { intent: "data-import" }, "aria-describedby": "data-import-help" }),
      h("p", { class: "help", id: "data-import-help" }, t(lang, "data.importHelp")),
    ),
  ];
  if (message) {
    const error = message.kind === "error";
    body.push(h("p", { class: error ? "notice warning" : "notice", id: "data-message", tabindex: "-1", role: error ? "alert" : "status", dataset: { kind: message.kind } }, message.text));
  }
  if (pending) {
    body.push(
      h(
        "div",
        { class: "confirm-box", role: "group", "aria-labelledby": "data-confirm" },
        h("p", { id: "data-confirm" }, t(lang, "data.confirm", { date: pending.exportedAt.toLocaleString(lang), games: Object.keys(pending.games).length })),
        h(
          "div",
          { class: "dialog-actions" },
          h("button", { type: "button", id: "data-import-no", dataset: { intent: "data-import-cancel" } }, t(lang, "data.keep")),
          h("button", { type: "button", id: "data-import-yes", class: "danger", dataset: { intent: "data-import-confirm" } }, t(lang, "data.replace")),
        ),
      ),
    );
  }
  return body;
}
