// The page shell: boot, screens, language and preferences, saving, and what happens when a save
// cannot go on. The game loop (play.js), the panels (panel-controller.js), the session (the only
// caller of the engine), persistence and the words each live in a module of their own; this one
// holds them together and draws the screen from the one page state (state.js).
import { h, clear } from "./dom.js";
import { pickLanguage, t } from "./i18n.js";
import { TableView } from "./table-view.js";
import { StartView, parseDeal } from "./start-view.js";
import { Dialogs } from "./dialogs.js";
import { Panels } from "./panels.js";
import { SPEEDS, prefs, withPref } from "./prefs.js";
import { Stats } from "./stats.js";
import { defaults, tableDefaults } from "./state.js";
import { GameSession, Superseded } from "./session.js";
import { Persistence } from "./persistence.js";
import { writeSave } from "./saves.js";
import { GameLoop } from "./play.js";
import { PanelController } from "./panel-controller.js";
import { actionSentences, reasonText, statusText } from "./words.js";
import { pageParams } from "./params.js";
import { Sound } from "./sound.js";

const TURNS = ["pass", "bid", "play"];

export class App {
  constructor({ engine, store, doc = document, win = window, params = new URLSearchParams() }) {
    Object.assign(this, { engine, store, doc, win, body: doc.body });
    const { pace, seed } = pageParams(params);
    this.fixedPace = pace;
    this.settings = store.loadSettings();
    this.state = defaults({ lang: this.settings.lang ?? pickLanguage(win.navigator?.languages ?? [win.navigator?.language]) });
    this.motionQuery = win.matchMedia?.("(prefers-reduced-motion: reduce)") ?? null;
    this.session = new GameSession(engine, { fixedSeed: seed });
    this.persistence = new Persistence(store, { onOtherTab: (found) => this.otherTab(found) });
    this.stats = new Stats(store);
    this.tableView = new TableView(doc);
    this.startView = new StartView(doc.querySelector("#start"));
    this.dialogs = new Dialogs(doc.querySelector("#dialog"));
    this.panels = new Panels(doc.querySelector("#panel"));
    this.announcer = doc.querySelector("#announcer");
    this.loop = new GameLoop(this);
    this.panel = new PanelController(this);
    this.sound = new Sound({ doc, win, prefs: () => this.prefs });
    this.session.on((event) => {
      if (event.type === "action") for (const text of actionSentences(this.state.lang, event)) this.say(text);
      this.sound.event(event);
    });
    this.applyPrefs();
  }

  // -- preferences ---------------------------------------------------------------------------------
  get prefs() {
    return prefs(this.settings);
  }

  /** Pace, deck colours and motion from the preferences (a ?pace= in the URL wins). */
  applyPrefs() {
    const p = this.prefs;
    this.pace = this.fixedPace ?? SPEEDS[p.speed];
    this.doc.documentElement.style.setProperty("--pace", String(this.pace));
    this.body.dataset.pace = String(this.pace);
    this.body.classList.toggle("four-colour", p.fourColour);
    this.body.classList.toggle("less-motion", p.lessMotion);
    this.body.dataset.motion = p.lessMotion || this.motionQuery?.matches ? "reduced" : "full";
    this.body.dataset.shortcuts = p.shortcuts ? "on" : "off";
    const menu = this.doc.querySelector("#btn-menu");
    if (p.shortcuts) menu?.setAttribute("aria-keyshortcuts", "M");
    else menu?.removeAttribute("aria-keyshortcuts");
  }

  setPref(name, value) {
    const next = withPref(this.settings, name, value);
    if (next === this.settings) return;
    this.settings = next;
    this.store.saveSettings(this.settings);
    this.applyPrefs();
    this.render();
    if (name === "sound" || name === "volume") this.sound.play("turn"); // how it sounds now
    if ((name === "autoLast" || name === "autoFinish") && value && this.state.awaiting === "play") this.loop.advance();
  }

  /** Tell a screen reader what happened (the log keeps the last few sentences). */
  say(text) {
    if (!text || !this.announcer) return;
    this.announcer.append(h("p", {}, text));
    while (this.announcer.childElementCount > 40) this.announcer.firstElementChild.remove();
  }

  // -- boot ------------------------------------------------------------------------------------------
  async start() {
    this.applyStaticTexts();
    this.win.addEventListener("pagehide", () => this.persist());
    this.doc.addEventListener("visibilitychange", () => {
      if (this.doc.visibilityState === "hidden") this.persist();
    });
    this.persistence.listen(this.win);
    const found = this.persistence.load();
    if (found.status === "ok") this.drawSaved(found.save);
    else if (found.status !== "none") this.salvage(found.raw, found.status);
    if (this.state.screen === "boot") this.showScreen("start");
    try {
      await this.engine.ready;
      this.state.describe = await this.session.describe();
    } catch (e) {
      this.showFatal(e);
      return;
    }
    this.state.ready = true;
    this.body.dataset.readyMs = String(Math.round(performance.now()));
    this.doc.querySelector("#loading").hidden = true;
    const resumed = found.status === "ok" && (await this.resume(found));
    if (!resumed && !this.session.active) this.showScreen("start");
    this.setState("ready");
  }

  /** The saved table at once, before Python is ready (the engine checks the record then). */
  drawSaved(save) {
    if (!save.view) return;
    this.state.savedView = save.view;
    this.state.statusOverride = t(this.state.lang, "loading.resume");
    try {
      this.showScreen("table");
    } catch {
      // A view the table cannot draw: nothing is drawn early; the engine's view comes next.
      this.state.savedView = null;
      this.state.statusOverride = null;
      this.showScreen("start");
    }
  }

  /** Resume a save the engine accepts; anything else keeps it aside. True if the game is on. */
  async resume(found) {
    try {
      await this.session.resume(found.save);
    } catch (e) {
      if (e instanceof Superseded) return this.session.active; // another tab's save came first
      if (this.engine.failed) {
        this.showFatal(e);
        return false;
      }
      this.state.savedView = null;
      this.salvage(found.raw, e?.reason ?? "bad_record", e?.words);
      return false;
    }
    if (found.save.legacy) {
      // A save from before the statistics' ledger: what it had counted (or all of it, if older).
      const v = this.session.view;
      this.stats.ledger(found.save.id, found.save.counted ?? { hands: v.history.length, over: v.phase === "game_over" });
    }
    this.state.savedView = null;
    this.resetTable();
    this.showScreen("table");
    this.persist();
    this.loop.advance();
    return true;
  }

  onProgress(message) {
    this.state.loading = { stage: message.stage, fraction: message.fraction };
    const bar = this.doc.querySelector("#loading progress");
    if (bar) bar.value = message.fraction;
    const text = this.doc.querySelector("#loading-text");
    if (text) text.textContent = t(this.state.lang, `loading.${message.stage}`);
  }

  setState(state) {
    this.body.dataset.state = state;
  }

  /** The boot failed: the one fatal screen, with a reload button. */
  showFatal(error) {
    this.session.supersede();
    this.state.fatal = error;
    this.setState("error");
    this.dialogs.close();
    this.doc.querySelector("#loading").hidden = true;
    this.renderFatal();
    this.doc.querySelector("#fatal").hidden = false;
    this.doc.querySelector("#btn-reload")?.focus();
  }

  renderFatal() {
    const error = this.state.fatal;
    if (!error) return;
    const lang = this.state.lang;
    const message =
      error.name === "BootTimeout"
        ? t(lang, "error.BootTimeout", { seconds: Math.round((this.engine.bootTimeoutMs ?? 60000) / 1000) })
        : t(lang, "error.generic", { message: error.message ?? String(error) });
    clear(this.doc.querySelector("#fatal-body"), h("p", { id: "fatal-message" }, message), h("p", {}, t(lang, "error.hint")));
  }

  /** Something went wrong in play. A dead engine is fatal; otherwise this game cannot go on. */
  failed(error) {
    if (this.engine.failed) {
      this.showFatal(error);
      return;
    }
    console.error(error);
    const s = this.session;
    const raw = s.active ? writeSave({ id: s.id, rev: s.rev, record: s.record, view: s.view, level: s.level, summarySeen: s.summarySeen }) : null;
    const key = raw ? this.salvage(raw, "cannot_continue") : null;
    this.toStart({ keepNotice: true, discard: Boolean(key) });
  }

  /** A save that cannot be resumed: kept under a backup key, and the person is told in plain words. */
  salvage(raw, reason, words = null) {
    const key = this.persistence.keepAside(raw);
    this.state.notice = { reason, key, words };
    return key;
  }

  noticeElement() {
    const notice = this.state.notice;
    if (!notice) return null;
    const lang = this.state.lang;
    const known = t(lang, `save.${notice.reason}`) !== `save.${notice.reason}`;
    return h(
      "div",
      { class: "notice", role: "alert", id: "save-notice", dataset: { reason: notice.reason } },
      h("strong", {}, t(lang, "save.unreadable"), ": "),
      reasonText(lang, notice.words) ?? t(lang, known ? `save.${notice.reason}` : "save.bad_record"),
      " ",
      notice.key ? t(lang, "save.keptAs", { key: notice.key }) : t(lang, "save.leftInPlace"),
    );
  }

  // -- other tabs ------------------------------------------------------------------------------------
  /** Another tab saved (or discarded) the game: this tab follows it and never writes over it. */
  otherTab(found) {
    const s = this.session;
    if (found.status === "none") {
      if (s.active && this.state.screen === "table") this.toStart({ discard: false });
      return;
    }
    if (found.status !== "ok" || !this.state.ready) return;
    if (found.save.id === s.id && found.save.rev <= s.rev) return;
    this.adopt(found);
  }

  async adopt(found) {
    this.session.supersede();
    this.dialogs.close();
    const resumed = await this.resume({ ...found, raw: found.raw ?? JSON.stringify(found.save) }).catch((e) => this.failed(e));
    if (resumed) this.say(t(this.state.lang, "tabs.adopted"));
  }

  // -- screens ---------------------------------------------------------------------------------------
  showScreen(name) {
    this.state.screen = name;
    this.body.dataset.screen = name;
    for (const [selector, shown] of [["#start", name === "start"], ["#table", name === "table"], ["#btn-new", name === "table"], ["#topinfo", name === "table"]]) {
      this.doc.querySelector(selector).hidden = !shown;
    }
    this.render();
  }

  /** The start screen after a game: the focus goes to the game choice, not lost on the page. */
  focusStart() {
    const active = this.doc.activeElement;
    if (active && active !== this.body && !this.doc.querySelector("#start").contains(active) && active.isConnected && active.offsetParent !== null) return;
    this.doc.querySelector("#start input[name=game]:checked")?.focus();
  }

  applyStaticTexts() {
    const lang = this.state.lang;
    this.doc.documentElement.lang = lang;
    this.doc.title = t(lang, "app.title");
    for (const el of this.doc.querySelectorAll("[data-i18n]")) el.textContent = t(lang, el.dataset.i18n);
    const button = this.doc.querySelector("#btn-lang");
    button.textContent = t(lang, "lang.switch");
    // The visible word is the name (its own language); the longer phrase is the tooltip.
    button.removeAttribute("aria-label");
    button.title = t(lang, "lang.switchLabel");
    button.lang = lang === "it" ? "en" : "it";
    if (this.state.loading) this.onProgress(this.state.loading);
  }

  switchLanguage() {
    this.state.lang = this.state.lang === "it" ? "en" : "it";
    this.settings = { ...this.settings, lang: this.state.lang };
    this.store.saveSettings(this.settings);
    this.applyStaticTexts();
    if (this.state.saveError) this.showSaveError(this.state.saveError);
    this.renderFatal();
    this.render();
  }

  setAwaiting(what) {
    this.state.awaiting = what;
    if (what) this.body.dataset.await = what;
    else delete this.body.dataset.await;
  }

  resetTable() {
    Object.assign(this.state, tableDefaults());
    this.setAwaiting(null);
  }

  statusLine(spoken = false) {
    return statusText(this.state.lang, this.session.view ?? this.state.savedView, this.state, spoken);
  }

  render() {
    const { state } = this;
    if (state.screen === "start") {
      this.startView.render({ lang: state.lang, describe: state.describe, choice: this.choice(), ready: state.ready, notice: this.noticeElement(), dealError: state.startError });
      this.setAwaiting(state.ready ? "start" : null);
      return;
    }
    const v = this.session.view ?? state.savedView;
    if (state.screen !== "table" || !v) return;
    Object.assign(this.body.dataset, { game: v.game, phase: v.phase, actions: String(v.actions ?? 0) });
    const turn = TURNS.includes(state.awaiting);
    this.tableView.render({
      lang: state.lang,
      view: v,
      awaiting: state.awaiting,
      selected: state.selected,
      hint: state.hint,
      hintText: this.loop.hintText(),
      display: state.display,
      thinking: state.thinking,
      status: this.statusLine(),
      tools: {
        undo: turn && Boolean(v.undo?.possible),
        finish: state.awaiting === "play" && v.decided === true,
        undoWhy: turn ? reasonText(state.lang, v.undo?.reason) : null,
        lastTrick: Boolean(v.last_trick),
        keys: this.prefs.shortcuts,
      },
    });
  }

  // -- saving and statistics -------------------------------------------------------------------------
  /** Save the game; false when another tab had moved on (its game is being adopted instead). */
  persist(options) {
    const result = this.persistence.save(this.session, options);
    if (result.conflict) {
      this.adopt({ status: "ok", save: result.conflict });
      return false;
    }
    this.showSaveError(result.ok ? null : result.blocked ? t(this.state.lang, "save.blocked") : result.error);
    return true;
  }

  showSaveError(error) {
    this.state.saveError = error;
    const box = this.doc.querySelector("#save-error");
    box.hidden = !error;
    if (error) clear(box, t(this.state.lang, "save.failed", { message: error }));
  }

  countStats() {
    if (this.session.id) this.noteStats(this.stats.count(this.session.id, this.session.view, this.session.level));
  }

  noteStats(result) {
    this.state.statsError = result.ok ? null : result.error;
  }

  // -- new games -------------------------------------------------------------------------------------
  choice() {
    const last = this.settings.choice ?? {};
    const game = last.game === "spades" ? "spades" : "hearts";
    return { game, options: last.options?.[game] ?? {}, level: last.level ?? "normal" };
  }

  /** Remember the start screen's choices; ``optionsGame`` is the game the options belong to. */
  rememberChoice({ game, options, level }, optionsGame = game) {
    const all = { ...(this.settings.choice?.options ?? {}), [optionsGame]: options };
    this.settings = { ...this.settings, choice: { game, options: all, level } };
    this.store.saveSettings(this.settings);
  }

  chooseGame(game) {
    // The selects on screen still hold the options of the game shown before the switch.
    const form = this.startView.read();
    this.rememberChoice({ game, options: form.options, level: form.level }, this.startView.shownGame);
    this.render();
  }

  startFromForm() {
    if (this.state.awaiting !== "start") return undefined;
    const form = this.startView.read();
    if (!form.deal) {
      this.state.startError = null;
      return this.newGame(form);
    }
    const parsed = parseDeal(form.deal);
    if (parsed.error) return this.dealRefused(t(this.state.lang, `deal.${parsed.error}`));
    // The code's letter names the game; that game's last options go with it.
    const options = parsed.game === form.game ? form.options : (this.settings.choice?.options?.[parsed.game] ?? {});
    return this.newGame({ game: parsed.game, options, level: form.level, deal: parsed.code });
  }

  dealRefused(message) {
    this.state.startError = message;
    if (this.state.screen !== "start") this.showScreen("start");
    else this.render();
    this.doc.querySelector("#deal-code")?.focus();
  }

  /** A new game; with ``deal`` (a deal code) its first hand has that deal's cards again. */
  async newGame({ game, options, level, deal = null }) {
    this.session.supersede();
    this.dialogs.close();
    this.panels.close();
    if (!deal) this.rememberChoice({ game, options, level });
    this.setAwaiting(null);
    try {
      await this.session.create({ game, options, level, deal });
    } catch (e) {
      if (e instanceof Superseded) return;
      // A typed code the engine refuses: said next to the field, the start screen stays.
      if (deal && e?.name === "ValueError" && !this.engine.failed) this.dealRefused(t(this.state.lang, "deal.refused", { message: e.message }));
      else this.showFatal(e);
      return;
    }
    Object.assign(this.state, { notice: null, startError: null, savedView: null });
    this.resetTable();
    this.persist({ force: true });
    this.showScreen("table");
    if (deal) this.say(t(this.state.lang, "deal.started", { code: deal }));
    this.loop.advance();
  }

  replay(code) {
    const parsed = parseDeal(code);
    if (parsed.error || !this.session.active) return undefined;
    return this.newGame({ game: parsed.game, options: { ...this.session.record.options }, level: this.session.level, deal: parsed.code });
  }

  async askNewGame() {
    if (this.state.screen !== "table") return;
    const v = this.session.view;
    if (v && v.phase !== "game_over") {
      const before = this.state.awaiting;
      const lang = this.state.lang;
      const answer = await this.dialogs.show({
        kind: "confirm",
        title: t(lang, "confirm.title"),
        body: [h("p", {}, t(lang, "confirm.body"))],
        buttons: [
          { label: t(lang, "confirm.no"), value: "no" },
          { label: t(lang, "confirm.yes"), value: "yes", primary: true },
        ],
        cancelValue: "no",
        focusValue: "no",
      });
      if (answer !== "yes") {
        if (before && this.state.awaiting === before) this.render();
        return;
      }
    }
    this.toStart();
  }

  /** Back to the start screen; the game is no longer the saved one (unless another tab left it). */
  toStart({ discard = true, keepNotice = false } = {}) {
    this.session.supersede();
    this.dialogs.close();
    this.panels.close();
    if (discard && this.session.active) this.persistence.discard(this.session);
    this.session.clear();
    if (!keepNotice) this.state.notice = null;
    this.state.savedView = null;
    this.resetTable();
    this.showScreen("start");
    this.focusStart();
  }
}
