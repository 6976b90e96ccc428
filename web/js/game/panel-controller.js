// The panels' controller: opens the menu, settings, statistics, score sheet, last trick, rules and
// strategy, keys, saved-game backups and the replay confirmation, with content from
// views/panel-views.js. It reads the session's view and the page state; it never changes the game.
import { h } from "../views/dom.js";
import { t } from "../words/i18n.js";
import { DOCS, GENERAL, guideBody } from "../views/guide.js";
import { backupsBody, keysBody, lastTrickBody, menuBody, settingsBody, sheetBody, statsBody } from "../views/panel-views.js";
import { optionLines, seatName } from "../words/sentences.js";
import { BACKUP_PREFIX } from "../storage/storage.js";
import { BACKS, FELTS, SPEEDS } from "../storage/prefs.js";
import { LEVELS, figures } from "../storage/stats.js";
import { reviewFigures } from "../storage/review-stats.js";
import { DataPanel } from "./data-panel.js";

export class PanelController {
  /** @param {import("./app.js").App} app */
  constructor(app) {
    this.app = app;
    this.panels = app.panels;
    this.data = new DataPanel(app);
  }

  get lang() {
    return this.app.state.lang;
  }

  get view() {
    return this.app.session.view;
  }

  open(kind, title, body, extra = {}) {
    this.panels.open({ kind, title, closeLabel: t(this.lang, "button.close"), body, ...extra });
  }

  close() {
    this.panels.close();
  }

  menu() {
    const onTable = this.app.state.screen === "table" && Boolean(this.view);
    const backups = this.app.persistence.backups().length;
    this.open("menu", t(this.lang, "menu.title"), menuBody({ lang: this.lang, onTable, game: this.view?.game ?? null, backups }), { focus: ".menu-item" });
  }

  lastTrick() {
    if (this.app.state.screen !== "table" || !this.view) return;
    const lastTrick = this.view.last_trick;
    const game = this.view.game;
    const title = lastTrick ? t(this.lang, "lastTrick.title", { seat: seatName(this.lang, lastTrick.winner, game) }) : t(this.lang, "button.lastTrick");
    this.open("last-trick", title, lastTrickBody({ lang: this.lang, game, lastTrick }));
  }

  sheet() {
    if (this.app.state.screen !== "table" || !this.view) return;
    this.open("sheet", t(this.lang, "sheet.title", { game: t(this.lang, `game.${this.view.game}`) }), sheetBody({ lang: this.lang, view: this.view }));
  }

  /** "Replay this deal": asks first while the game is on. */
  askReplay(code) {
    if (!code || !this.app.session.active) return;
    if (this.view.phase === "game_over") {
      this.app.games.replay(code);
      return;
    }
    const lang = this.lang;
    this.open(
      "confirm-replay",
      t(lang, "deal.confirmTitle"),
      [
        h("p", {}, t(lang, "deal.confirmBody", { code })),
        h(
          "div",
          { class: "dialog-actions" },
          h("button", { type: "button", id: "replay-no", dataset: { intent: "close-panel" } }, t(lang, "confirm.no")),
          h("button", { type: "button", id: "replay-yes", class: "primary", dataset: { intent: "replay-confirm", code } }, t(lang, "deal.replayYes")),
        ),
      ],
      { focus: "#replay-no" },
    );
  }

  /** The rules page lists the options of the game on the table. Only the last page asked for opens. */
  async guide(game = this.view?.game ?? this.app.games.choice().game, doc = "rules") {
    if (!["hearts", "spades"].includes(game) || !(DOCS.includes(doc) || GENERAL.includes(doc))) return;
    const record = this.app.session.record;
    const tableOptions = record?.game === game ? optionLines(this.lang, record.options, this.app.state.describe?.games?.[game]?.about) : null;
    const asked = (this.guideAsked = {});
    const body = await guideBody({ lang: this.lang, game, doc, tableOptions });
    if (asked !== this.guideAsked) return;
    this.open("guide", t(this.lang, `guide.title.${doc}`, { game: t(this.lang, `game.${game}`) }), body);
  }

  stats(focus = null) {
    const { app } = this;
    const stats = app.stats;
    stats.value = stats.read();
    const byGame = (of) => ({ hearts: of(stats.value, "hearts"), spades: of(stats.value, "spades") });
    const body = statsBody({ lang: this.lang, levels: LEVELS, figures: byGame(figures), reviews: byGame(reviewFigures), confirming: app.state.statsConfirming, notice: stats.notice, writeError: app.state.statsError, specs: app.state.describe?.games ?? null });
    // The day's deal (its own store, not reset with these): before the note and the reset button.
    body.splice(body.length - 2, 0, app.daily.statsElement());
    this.open("stats", t(this.lang, "stats.title"), body, { focus });
  }

  statsReset(step) {
    const { app } = this;
    app.state.statsConfirming = step === "ask";
    if (step === "confirm") {
      app.keeper.noteStats(app.stats.reset());
      app.say(t(this.lang, "stats.wasReset"));
    }
    this.stats(step === "ask" ? "#stats-reset-no" : step === "open" ? null : "#stats-reset");
  }

  settings() {
    this.open("settings", t(this.lang, "settings.title"), settingsBody({ lang: this.lang, prefs: this.app.prefs, paceFixed: this.app.fixedPace !== null, speeds: Object.keys(SPEEDS), backs: BACKS, felts: FELTS }), { focus: "input[name=speed]:checked" });
  }

  keys() {
    this.open("keys", t(this.lang, "keys.title"), keysBody({ lang: this.lang, enabled: this.app.prefs.shortcuts }));
  }

  /** Saved games that could not be resumed: each can be downloaded as a file or deleted. */
  backups(focus = null) {
    const list = this.app.persistence.backups();
    this.open("backups", t(this.lang, "backups.title"), backupsBody({ lang: this.lang, backups: list }), { focus, keepFocus: focus === null });
  }

  downloadBackup(key) {
    const text = this.app.persistence.backupText(key);
    if (text === null) return;
    const doc = this.app.doc;
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const a = h("a", { href: url, download: `kawu-backup-${key.slice(BACKUP_PREFIX.length).replace(/[^0-9A-Za-z]+/g, "-")}.json`, hidden: true });
    doc.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  deleteBackup(key) {
    this.app.persistence.deleteBackup(key);
    this.app.say(t(this.lang, "backups.deleted"));
    this.backups("#panel-title");
  }
}
