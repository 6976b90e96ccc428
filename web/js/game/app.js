// The page shell: boot, screens, language and preferences, and drawing the screen from the one page
// state (state.js). The game loop (play.js), keeping the game (keeper.js), new games (games.js),
// the panels (panel-controller.js), the session (the only caller of the engine), persistence and
// the words each live in a module of their own; this one holds them together.
import { h, clear } from "../views/dom.js";
import { pickLanguage, t } from "../words/i18n.js";
import { TableView } from "../views/table-view.js";
import { StartView } from "../views/start-view.js";
import { Dialogs } from "../views/dialogs.js";
import { Panels } from "../views/panels.js";
import { SPEEDS, prefs, withPref } from "../storage/prefs.js";
import { Stats } from "../storage/stats.js";
import { TURNS, defaults, tableDefaults } from "./state.js";
import { GameSession, Superseded } from "./session.js";
import { Persistence } from "../storage/persistence.js";
import { GameLoop } from "./play.js";
import { Keeper } from "./keeper.js";
import { Games } from "./games.js";
import { PanelController } from "./panel-controller.js";
import { actionSentences, reasonText, statusText } from "../words/sentences.js";
import { pageParams } from "../boot/params.js";
import { Sound } from "../views/sound.js";
import { ReviewController } from "../review/review-controller.js";
import { openLab } from "../lab/door.js";
import { FairController } from "../fair/fair-controller.js";
import { DailyController } from "./daily.js";
import { Coach } from "./coach.js";
import { Lessons } from "./lessons.js";
import { rulesLine } from "../words/house.js";
import { Keeping } from "./keeping.js";

export class App {
  constructor({ engine, store, journal = null, doc = document, win = window, params = new URLSearchParams() }) {
    Object.assign(this, { engine, store, doc, win, body: doc.body });
    /** Settles once the table is ready (true) or the engine has failed (false): what may wait
     *  for the table without holding it up (the service worker's download of the whole site). */
    this.ready = new Promise((resolve) => (this.tableReady = resolve));
    const { pace, seed, autoplay } = pageParams(params);
    this.fixedPace = pace;
    this.fixedAutoplay = autoplay;
    this.settings = store.loadSettings();
    this.state = defaults({ lang: this.settings.lang ?? pickLanguage(win.navigator?.languages ?? [win.navigator?.language]) });
    this.motionQuery = win.matchMedia?.("(prefers-reduced-motion: reduce)") ?? null;
    this.session = new GameSession(engine, { fixedSeed: seed });
    this.persistence = new Persistence(store, { journal, onOtherTab: (found, kind) => this.keeper.otherTab(found, kind) });
    this.stats = new Stats(store);
    this.tableView = new TableView(doc);
    this.startView = new StartView(doc.querySelector("#start"));
    this.dialogs = new Dialogs(doc.querySelector("#dialog"));
    this.panels = new Panels(doc.querySelector("#panel"));
    this.announcer = doc.querySelector("#announcer");
    this.keeper = new Keeper(this);
    this.games = new Games(this);
    this.loop = new GameLoop(this);
    this.panel = new PanelController(this);
    this.review = new ReviewController(this, params);
    this.fair = new FairController(this);
    this.daily = new DailyController(this, params);
    this.coach = new Coach(this);
    this.lessons = new Lessons(this);
    this.sound = new Sound({ doc, win, prefs: () => this.prefs });
    this.keeping = new Keeping(this);
    this.session.on((event) => {
      if (event.type === "action") for (const text of actionSentences(this.state.lang, event)) this.say(text);
      this.sound.event(event);
    });
    this.applyPrefs();
  }

  /** The Lab (issue 35): its bundle loaded the first time it opens (js/lab/door.js). */
  lab() {
    return openLab(this).catch((e) => this.panel.open("lab", t(this.state.lang, "lab.title"), [h("p", { class: "lab-error", role: "alert" }, t(this.state.lang, "lab.notLoaded"), " ", String(e?.message ?? e))]));
  }

  // -- preferences ---------------------------------------------------------------------------------
  get prefs() {
    return prefs(this.settings);
  }

  /** Whether a forced card plays itself (the setting; a ?autoplay= in the URL wins). */
  get autoPlay() {
    return this.fixedAutoplay ?? this.prefs.autoPlay;
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
    this.body.dataset.back = p.back;
    this.body.dataset.felt = p.felt;
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
    if ((name === "autoPlay" || name === "autoFinish") && value && this.state.awaiting === "play") this.loop.advance();
    if (name === "coach" && value) this.coach.advise();
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
    this.win.addEventListener("pagehide", () => this.keeper.persist());
    this.doc.addEventListener("visibilitychange", () => {
      if (this.doc.visibilityState === "hidden") this.keeper.persist();
    });
    this.persistence.listen(this.win);
    // The hand's rows and overlap follow the window (a phone turned, a window resized).
    let fitting = false;
    this.win.addEventListener("resize", () => {
      if (fitting) return;
      fitting = true;
      this.win.requestAnimationFrame(() => {
        fitting = false;
        if (this.state.screen === "table") this.tableView.fit();
        // (the start screen drawn again: WebKit kept the game cards' heights from the old width;
        // only when the size differs from the one it was drawn at, as a late resize event must
        // not replace a button between a press and its release)
        else if (this.state.screen === "start" && this.startSize !== this.windowSize()) this.render();
      });
    });
    // No animation delays input: a press on the table, or a key in it, finishes what is moving.
    const table = this.doc.querySelector("#table");
    table?.addEventListener("pointerdown", () => this.loop.hurryUp(), true);
    table?.addEventListener("keydown", (e) => {
      if (!["Tab", "Shift", "Control", "Alt", "Meta"].includes(e.key)) this.loop.hurryUp();
    }, true);
    this.keeping.refresh();
    // A lesson open when the page went away comes back before the game in progress (issue 51).
    const lessonOpen = Boolean(this.lessons.store.read()?.open);
    const found = await this.keeper.boot({ draw: !lessonOpen });
    if (this.state.screen === "boot") this.showScreen("start");
    try {
      await this.engine.ready;
      this.state.describe = await this.session.describe();
    } catch (e) {
      this.showFatal(e);
      this.tableReady(false);
      return;
    }
    this.state.ready = true;
    this.body.dataset.readyMs = String(Math.round(performance.now()));
    this.tableReady(true);
    this.doc.querySelector("#loading").hidden = true;
    let resumed;
    try {
      resumed = lessonOpen ? await this.lessons.resume() : found !== null && (await this.keeper.resume(found));
    } catch (e) {
      if (!(e instanceof Superseded)) this.showFatal(e);
      return;
    }
    if (!resumed && !this.session.active) this.showScreen("start");
    this.setState("ready");
    // A button of the start screen pressed while Python was loading: it goes on now.
    await this.games.whenReady();
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
    // The server sent one of the runtime's files with a type the browser refuses: a host's
    // setting, said as such (js/worker.js names the file and the type).
    const wrongType = error.name === "WrongType" && error.params?.file;
    const message =
      error.name === "BootTimeout"
        ? t(lang, "error.BootTimeout", { seconds: Math.round((this.engine.bootTimeoutMs ?? 60000) / 1000) })
        : wrongType
          ? t(lang, "error.WrongType", error.params)
          : t(lang, "error.generic", { message: error.message ?? String(error) });
    const hint = t(lang, wrongType ? "error.hintHost" : "error.hint");
    clear(this.doc.querySelector("#fatal-body"), h("p", { id: "fatal-message", dataset: wrongType ? { file: error.params.file, type: error.params.type } : {} }, message), h("p", {}, hint));
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
    this.doc.querySelector("#start .continue-list .primary, #start .play-game.primary, #start .play-game")?.focus();
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
    this.keeper.showSaveError(this.state.saveError); // (hidden when there is nothing to say)
    if (this.state.journalAside) this.keeper.journalNotice(this.state.journalAside);
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
    return statusText(this.state.lang, this.shownView(), this.state, spoken);
  }

  /** The view the table draws: a hand just over (until its summary closes), the game, or the
   *  saved table while Python starts. */
  shownView() {
    return this.state.closing?.view ?? this.session.view ?? this.state.savedView;
  }

  windowSize() {
    return `${this.win.innerWidth}x${this.win.innerHeight}`;
  }

  render() {
    const { state } = this;
    if (state.screen === "start") {
      this.startSize = this.windowSize();
      this.startView.render({ lang: state.lang, describe: state.describe, choice: this.games.choice(), choices: this.games.choices(), ready: state.ready, pending: state.pending, notice: this.keeper.noticeElement(), dealError: state.startError, saved: this.keeper.savedGames(), daily: this.daily.startElement(state.pending), lessons: this.lessons.kept() });
      this.setAwaiting(state.ready ? "start" : null);
      return;
    }
    const v = this.shownView();
    if (state.screen !== "table" || !v) return;
    Object.assign(this.body.dataset, { game: v.game, phase: v.phase, actions: String(v.actions ?? 0) });
    const turn = TURNS.includes(state.awaiting);
    // The day's counted try is played without hints or undo: the par had neither (game/daily.js).
    const counted = Boolean(this.session.daily?.counted);
    // The coach's suggestion goes in its box (with a lesson's words), not on the status line.
    const coachHint = state.hint?.coach ? this.loop.hintText() : null;
    const lesson = this.lessons.box();
    this.tableView.render({
      lang: state.lang,
      view: v,
      awaiting: state.awaiting,
      selected: state.selected,
      hint: state.hint,
      hintText: coachHint ? null : this.loop.hintText(),
      display: state.display,
      thinking: state.thinking,
      status: this.statusLine(),
      coach: lesson || coachHint ? { ...lesson, hint: coachHint } : null,
      rules: rulesLine(state.lang, v.game, state.describe?.games?.[v.game], v.options),
      tools: {
        undo: turn && Boolean(v.undo?.possible) && !counted,
        noHint: counted,
        coached: this.coach.on,
        finish: state.awaiting === "play" && v.decided === true,
        undoWhy: turn ? (counted ? t(state.lang, "daily.noUndo") : reasonText(state.lang, v.undo?.reason)) : null,
        lastTrick: Boolean(v.last_trick),
        keys: this.prefs.shortcuts,
      },
    });
  }



}
