// The controller: keeps the game (the engine's record and seat 0's view), asks the engine for
// every move, paces the computer players, saves after every action, and hands the views what
// to draw. Input arrives as intents ({type, ...}) from input.js.
import { h, clear } from "./dom.js";
import { pickLanguage, t } from "./i18n.js";
import { shortName, sortHand } from "./cards.js";
import { TableView, bidText, passTarget, seatName, winnerText } from "./table-view.js";
import { StartView, parseDeal } from "./start-view.js";
import { Dialogs } from "./dialogs.js";
import { Panels } from "./panels.js";
import { dealLine, gameOverBody, heartsSummary, spadesSummary } from "./summary-view.js";
import { guideBody } from "./guide.js";
import { keysBody, lastTrickBody, menuBody, settingsBody, sheetBody, statsBody } from "./panel-views.js";
import { SPEEDS, prefs, withPref } from "./prefs.js";
import { Stats } from "./stats.js";
import { bidSaid, cardSaid, handSaid, playSaid, trickSaid } from "./announce.js";
import { lastTrickRecord, playIndices, undoIndex } from "./record.js";

// The computer players' pace, in ms at pace 1 (the URL parameter ?pace=0 makes tests instant).
const PACE_MS = { think: 550, card: 320, trickPause: 1100, collect: 480 };

export class App {
  constructor({ engine, store, doc = document, win = window, params = new URLSearchParams() }) {
    this.engine = engine;
    this.store = store;
    this.doc = doc;
    this.win = win;
    this.body = doc.body;
    // ?pace=N (the tests use 0) fixes the computer players' pace; otherwise the speed setting.
    const pace = Number.parseFloat(params.get("pace") ?? "");
    this.fixedPace = Number.isFinite(pace) && pace >= 0 ? pace : null;
    const seed = Number.parseInt(params.get("seed") ?? "", 10);
    this.fixedSeed = Number.isSafeInteger(seed) && seed >= 0 ? seed : null;
    this.settings = store.loadSettings();
    this.lang = this.settings.lang ?? pickLanguage(win.navigator?.languages ?? [win.navigator?.language]);
    this.motionQuery = win.matchMedia?.("(prefers-reduced-motion: reduce)") ?? null;
    this.applyPrefs();
    this.stats = new Stats(store);
    this.statsError = null;
    this.statsConfirming = false;
    this.tableView = new TableView(doc);
    this.startView = new StartView(doc.querySelector("#start"));
    this.dialogs = new Dialogs(doc.querySelector("#dialog"));
    this.panels = new Panels(doc.querySelector("#panel"));
    this.announcer = doc.querySelector("#announcer");
    this.startError = null;
    this.ready = false;
    this.describe = null;
    this.screen = "boot";
    this.gen = 0;
    this.resetGameState();
    this.noticeData = null;
    this.saveError = null;
  }

  resetGameState() {
    this.record = null;
    this.view = null;
    this.level = "normal";
    this.summarySeen = 0;
    this.selected = [];
    this.hint = null;
    this.display = null;
    this.thinking = null;
    this.statusOverride = null;
    this.awaiting = null;
    this.counted = null; // {hands, over}: what of this game the statistics already hold
    this.turnSaid = null;
  }

  // -- preferences -------------------------------------------------------------------------------
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
    this.body.dataset.motion = this.lessMotion() ? "reduced" : "full";
    this.body.dataset.shortcuts = p.shortcuts ? "on" : "off";
    const menu = this.doc.querySelector("#btn-menu");
    if (p.shortcuts) menu?.setAttribute("aria-keyshortcuts", "M");
    else menu?.removeAttribute("aria-keyshortcuts");
  }

  /** No flying cards: the person asked for less motion, here or in the system's settings. */
  lessMotion() {
    return this.prefs.lessMotion || Boolean(this.motionQuery?.matches);
  }

  setPref(name, value) {
    const next = withPref(this.settings, name, value);
    if (next === this.settings) return;
    this.settings = next;
    this.store.saveSettings(this.settings);
    this.applyPrefs();
    this.render();
    if (name === "autoLast" && value && this.awaiting === "play") this.advance();
  }

  // -- the live region -----------------------------------------------------------------------------
  /** Tell a screen reader what happened (the log keeps the last few sentences). */
  say(text) {
    if (!text || !this.announcer) return;
    this.announcer.append(h("p", {}, text));
    while (this.announcer.childElementCount > 40) this.announcer.firstElementChild.remove();
  }

  // -- boot ------------------------------------------------------------------------------------
  async start() {
    this.applyStaticTexts();
    this.win.addEventListener("pagehide", () => this.persist());
    this.doc.addEventListener("visibilitychange", () => {
      if (this.doc.visibilityState === "hidden") this.persist();
    });
    const saved = this.store.loadGame();
    if (saved.status === "ok") {
      // Draw the saved table at once; the engine checks the record when it is ready.
      const { save } = saved;
      this.level = save.ui?.level ?? "normal";
      this.summarySeen = save.ui?.summarySeen ?? 0;
      this.counted = validCounted(save.ui?.counted);
      if (save.view && typeof save.view === "object") {
        this.view = save.view;
        this.statusOverride = t(this.lang, "loading.resume");
        this.showScreen("table");
      }
    } else if (saved.status !== "none") {
      this.setUnreadable(saved.raw, saved.status);
    }
    if (this.screen === "boot") this.showScreen("start");

    try {
      await this.engine.ready;
      this.describe = await this.engine.call("describe");
    } catch (e) {
      this.showFatal(e);
      return;
    }
    this.ready = true;
    this.body.dataset.readyMs = String(Math.round(performance.now()));
    this.doc.querySelector("#loading").hidden = true;

    if (saved.status === "ok") {
      try {
        const record = saved.save.record;
        const view = await this.engine.call("view", { record, seat: 0 });
        this.record = record;
        this.view = view;
        // A save from before the statistics: its finished hands are not counted again.
        this.counted ??= { hands: view.history.length, over: view.phase === "game_over" };
        this.statusOverride = null;
        this.showScreen("table");
        this.persist();
        this.setState("ready");
        this.advance();
        return;
      } catch (e) {
        if (this.engine.failed) {
          this.showFatal(e);
          return;
        }
        this.resetGameState();
        this.setUnreadable(saved.raw, e?.reason ?? "bad_record");
      }
    }
    this.showScreen("start");
    this.setState("ready");
  }

  onProgress(message) {
    const bar = this.doc.querySelector("#loading progress");
    if (bar) bar.value = message.fraction;
    const text = this.doc.querySelector("#loading-text");
    if (text) text.textContent = t(this.lang, `loading.${message.stage}`);
    this.loadingStage = message.stage;
  }

  setState(state) {
    this.body.dataset.state = state;
  }

  showFatal(error) {
    this.gen++;
    this.fatalError = error;
    this.setState("error");
    this.dialogs.close();
    this.doc.querySelector("#loading").hidden = true;
    this.renderFatal();
    this.doc.querySelector("#fatal").hidden = false;
    this.doc.querySelector("#btn-reload")?.focus();
  }

  renderFatal() {
    const error = this.fatalError;
    if (!error) return;
    const message =
      error.name === "BootTimeout"
        ? t(this.lang, "error.BootTimeout", { seconds: Math.round((this.engine.bootTimeoutMs ?? 60000) / 1000) })
        : t(this.lang, "error.generic", { message: error.message ?? String(error) });
    clear(
      this.doc.querySelector("#fatal-body"),
      h("p", { id: "fatal-message" }, message),
      h("p", {}, t(this.lang, "error.hint")),
    );
  }

  /** A save that cannot be read: keep it under a backup key and tell the person. */
  setUnreadable(raw, reason) {
    const key = this.store.backupGame(raw);
    this.noticeData = { reason, key };
    // No room for a backup: the unreadable save stays under the game key, and no new game may
    // overwrite it.
    if (!key) this.keepUnreadable = true;
  }

  noticeElement() {
    if (!this.noticeData) return null;
    const { reason, key } = this.noticeData;
    const lang = this.lang;
    const known = t(lang, `save.${reason}`) !== `save.${reason}`;
    return h(
      "div",
      { class: "notice", role: "alert", id: "save-notice", dataset: { reason } },
      h("strong", {}, t(lang, "save.unreadable"), ": "),
      t(lang, known ? `save.${reason}` : "save.bad_record"),
      " ",
      key ? t(lang, "save.keptAs", { key }) : t(lang, "save.leftInPlace"),
    );
  }

  // -- screens ---------------------------------------------------------------------------------
  showScreen(name) {
    this.screen = name;
    this.body.dataset.screen = name;
    this.doc.querySelector("#start").hidden = name !== "start";
    this.doc.querySelector("#table").hidden = name !== "table";
    this.doc.querySelector("#btn-new").hidden = name !== "table";
    this.doc.querySelector("#topinfo").hidden = name !== "table";
    if (name === "start") this.renderStart();
    else this.render();
  }

  /** The start screen after a game: the focus goes to the game choice, not lost on the page. */
  focusStart() {
    const active = this.doc.activeElement;
    if (active && active !== this.body && !this.doc.querySelector("#start").contains(active) && active.isConnected && active.offsetParent !== null) return;
    this.doc.querySelector("#start input[name=game]:checked")?.focus();
  }

  applyStaticTexts() {
    const lang = this.lang;
    this.doc.documentElement.lang = lang;
    this.doc.title = t(lang, "app.title");
    for (const el of this.doc.querySelectorAll("[data-i18n]")) el.textContent = t(lang, el.dataset.i18n);
    const button = this.doc.querySelector("#btn-lang");
    button.textContent = t(lang, "lang.switch");
    // The visible word is the name (its own language); the longer phrase is the tooltip.
    button.removeAttribute("aria-label");
    button.title = t(lang, "lang.switchLabel");
    button.lang = lang === "it" ? "en" : "it";
    if (this.loadingStage) this.onProgress({ stage: this.loadingStage, fraction: this.doc.querySelector("#loading progress")?.value ?? 0 });
  }

  choice() {
    const last = this.settings.choice ?? {};
    const game = last.game === "spades" ? "spades" : "hearts";
    return { game, options: last.options?.[game] ?? {}, level: last.level ?? "normal" };
  }

  renderStart() {
    this.startView.render({ lang: this.lang, describe: this.describe, choice: this.choice(), ready: this.ready, notice: this.noticeElement(), dealError: this.startError });
    this.setAwaiting(this.ready ? "start" : null);
  }

  /** Remember the start screen's choices; ``optionsGame`` is the game the options belong to. */
  rememberChoice({ game, options, level }, optionsGame = game) {
    const all = { ...(this.settings.choice?.options ?? {}), [optionsGame]: options };
    this.settings = { ...this.settings, choice: { game, options: all, level } };
    this.store.saveSettings(this.settings);
  }

  setAwaiting(what) {
    this.awaiting = what;
    if (what) this.body.dataset.await = what;
    else delete this.body.dataset.await;
  }

  // -- drawing ---------------------------------------------------------------------------------
  /** The line under the table; ``spoken`` names received cards in words for the live region. */
  statusText(spoken = false) {
    const lang = this.lang;
    const v = this.view;
    if (this.statusOverride) return this.statusOverride;
    if (!v) return "";
    if (this.awaiting === "pass") {
      const seat = passTarget(v.pass_direction);
      return t(lang, "status.pass", { seat: seatName(lang, seat, v.game), direction: t(lang, `direction.${v.pass_direction}`), n: this.selected.length });
    }
    if (this.awaiting === "bid") return t(lang, v.legal.includes("blind_nil") ? "status.blind" : "status.bid");
    if (this.awaiting === "play") {
      let text = t(lang, v.trick.length ? "status.play" : "status.lead");
      if (v.game === "hearts" && v.received.length && v.hand_sizes[0] === 13) {
        const from = (4 - passTarget(v.pass_direction)) % 4;
        const cards = spoken ? sortHand(v.received).map((c) => cardSaid(lang, c)).join(", ") : sortHand(v.received).map(shortName).join(" ");
        text = `${t(lang, "status.received", { seat: seatName(lang, from, v.game), cards })} ${text}`;
      }
      return text;
    }
    if (v.phase === "pass" && !v.to_act.includes(0)) return t(lang, "status.passWait");
    if (v.phase === "game_over") return `${t(lang, "status.gameOver")} ${winnerText(lang, v)}`;
    return "";
  }

  render() {
    if (this.screen !== "table" || !this.view) return;
    const v = this.view;
    this.body.dataset.game = v.game;
    this.body.dataset.phase = v.phase;
    this.body.dataset.actions = String(v.actions ?? 0);
    this.tableView.render({
      lang: this.lang,
      view: v,
      awaiting: this.awaiting,
      selected: this.selected,
      hint: this.hint,
      hintText: this.hint?.text ?? null,
      display: this.display,
      thinking: this.thinking,
      status: this.statusText(),
      tools: {
        undo: ["pass", "bid", "play"].includes(this.awaiting) && undoIndex(this.record ?? { actions: [] }, 0) >= 0,
        lastTrick: Boolean(this.record) && playIndices(this.record).length >= 4,
        keys: this.prefs.shortcuts,
      },
    });
  }

  // -- saving ----------------------------------------------------------------------------------
  persist() {
    if (!this.record || !this.view) return;
    if (this.keepUnreadable) {
      this.showSaveError(t(this.lang, "save.blocked"));
      return;
    }
    const result = this.store.saveGame({
      record: this.record,
      view: this.view,
      ui: { level: this.level, summarySeen: this.summarySeen, counted: this.counted },
    });
    this.showSaveError(result.ok ? null : result.error);
  }

  showSaveError(error) {
    this.saveError = error;
    const box = this.doc.querySelector("#save-error");
    if (!error) {
      box.hidden = true;
      return;
    }
    clear(box, t(this.lang, "save.failed", { message: error }));
    box.hidden = false;
  }

  // -- the game loop -----------------------------------------------------------------------------
  wait(ms) {
    const time = ms * this.pace;
    return new Promise((resolve) => (time > 0 ? setTimeout(resolve, time) : resolve()));
  }

  /** A new game; with ``deal`` (a deal code) its first hand has that deal's cards again. */
  async newGame({ game, options, level, deal = null }) {
    this.gen++;
    this.dialogs.close();
    this.panels.close();
    if (!deal) this.rememberChoice({ game, options, level });
    this.setAwaiting(null);
    const payload = { game, options };
    if (this.fixedSeed !== null) payload.seed = this.fixedSeed;
    if (deal) payload.deal = deal;
    let record, view;
    try {
      record = await this.engine.call("new_game", payload);
      view = await this.engine.call("view", { record, seat: 0 });
    } catch (e) {
      if (deal && e?.name === "ValueError" && !this.engine.failed) {
        // A typed code the engine refuses: said next to the field, the start screen stays.
        this.startError = t(this.lang, "deal.refused", { message: e.message });
        if (this.screen !== "start") this.showScreen("start");
        else this.renderStart();
        this.doc.querySelector("#deal-code")?.focus();
        return;
      }
      this.showFatal(e);
      return;
    }
    this.resetGameState();
    this.noticeData = null;
    this.startError = null;
    this.record = record;
    this.view = view;
    this.level = level;
    this.counted = { hands: 0, over: false };
    this.persist();
    this.showScreen("table");
    if (deal) this.say(t(this.lang, "deal.started", { code: deal }));
    this.advance();
  }

  /** Count finished hands and a finished game in the statistics, each once. */
  countStats(v) {
    if (!this.counted) this.counted = { hands: v.history.length, over: v.phase === "game_over" };
    let changed = false;
    while (this.counted.hands < v.history.length) {
      this.noteStats(this.stats.hand(v.game, v.history[this.counted.hands]));
      this.counted = { ...this.counted, hands: this.counted.hands + 1 };
      changed = true;
    }
    if (v.phase === "game_over" && !this.counted.over) {
      this.noteStats(this.stats.game(v));
      this.counted = { ...this.counted, over: true };
      changed = true;
    }
    if (changed) this.persist();
  }

  noteStats(result) {
    this.statsError = result.ok ? null : result.error;
  }

  /** Once per turn of the person: what to do now ("Your turn: lead the trick."). */
  sayTurn() {
    const key = `${this.record?.actions.length}:${this.awaiting}`;
    if (this.turnSaid === key) return;
    this.turnSaid = key;
    this.say(this.statusText(true));
  }

  async advance() {
    const gen = ++this.gen;
    try {
      while (gen === this.gen) {
        const v = this.view;
        this.countStats(v);
        if (v.phase === "game_over") {
          this.setAwaiting("gameover");
          this.render();
          this.say(winnerText(this.lang, v));
          const value = await this.showGameOver(v);
          if (gen !== this.gen) return;
          if (value === "new") this.toStart();
          else this.render(); // the focus, if the dialog left it nowhere, goes to "New game"
          return;
        }
        if (v.history.length > this.summarySeen) {
          this.setAwaiting("summary");
          this.render();
          const entry = v.history[this.summarySeen];
          this.say(handSaid(this.lang, v.game, entry));
          await this.showSummary(v, entry);
          if (gen !== this.gen) return;
          this.summarySeen += 1;
          this.persist();
          continue;
        }
        const bots = v.to_act.filter((s) => s !== 0);
        if (v.to_act.includes(0) && !(v.phase === "pass" && bots.length)) {
          this.setAwaiting(v.phase);
          this.render();
          if (v.phase === "play" && v.hand.length === 1 && v.legal.length === 1 && this.prefs.autoLast) {
            // "Play my last card automatically": a short pause, then the only card there is.
            await this.wait(PACE_MS.think);
            if (gen !== this.gen || this.awaiting !== "play") return;
            this.personActs(v.legal[0]);
            return;
          }
          this.sayTurn();
          return;
        }
        if (!bots.length) return;
        this.setAwaiting(null);
        await this.botMove(gen, bots[0]);
      }
    } catch (e) {
      if (gen === this.gen) this.showFatal(e);
    }
  }

  botSeed() {
    return (this.record.seed % 1000003) * 1000 + this.record.actions.length;
  }

  async botMove(gen, seat) {
    const passing = this.view.phase === "pass";
    if (!passing) {
      this.thinking = seat;
      this.statusOverride = t(this.lang, "status.thinking", { seat: seatName(this.lang, seat, this.view.game) });
      this.render();
    }
    const started = performance.now();
    const action = await this.engine.call("bot_action", { record: this.record, seat, level: this.level, seed: this.botSeed() });
    if (gen !== this.gen) return;
    if (!passing) await this.wait(PACE_MS.think - (performance.now() - started) / Math.max(this.pace, 1e-9));
    if (gen !== this.gen) return;
    this.thinking = null;
    this.statusOverride = null;
    await this.perform(gen, seat, action);
  }

  /** Do an action through the engine, save, and show it (a card flies in; a full trick is collected). */
  async perform(gen, seat, action) {
    const before = this.view;
    const { record, view } = await this.engine.call("step", { record: this.record, seat, action, viewer: 0 });
    if (gen !== this.gen) return;
    this.record = record;
    this.view = view;
    this.hint = null;
    this.selected = [];
    this.persist();
    this.announceAction(before, view, seat, action);
    if (before.phase === "play" && typeof action === "string") {
      const complete = view.trick.length === 0 && view.last_trick;
      const trick = complete ? view.last_trick.cards : view.trick;
      this.display = { trick, entering: seat, collecting: null };
      this.render();
      await this.wait(PACE_MS.card);
      if (complete && gen === this.gen) {
        const winner = view.last_trick.winner;
        this.display = { trick, entering: null, collecting: null };
        this.statusOverride = winner === 0 ? t(this.lang, "status.trickToYou") : t(this.lang, "status.trickTo", { seat: seatName(this.lang, winner, view.game) });
        this.render();
        await this.wait(PACE_MS.trickPause);
        if (gen !== this.gen) return;
        if (!this.lessMotion()) {
          this.display = { trick, entering: null, collecting: winner };
          this.render();
          await this.wait(PACE_MS.collect);
        }
        this.statusOverride = null;
      }
      if (gen !== this.gen) return;
      this.display = null;
    }
    this.render();
  }

  /** Say what an action did: the card played and, when a trick is complete, who took it; a bid; a pass. */
  announceAction(before, after, seat, action) {
    const lang = this.lang;
    const game = after.game;
    if (before.phase === "play" && typeof action === "string") {
      this.say(playSaid(lang, game, seat, action));
      if (after.trick.length === 0 && after.last_trick) this.say(trickSaid(lang, game, after.last_trick));
    } else if (before.phase === "bid" && action !== "look") {
      this.say(bidSaid(lang, seat, after.bids[seat] ?? before.bids?.[seat] ?? 0, action === "blind_nil"));
    } else if (before.phase === "pass" && seat === 0) {
      this.say(t(lang, "say.youPass", { cards: action.map((c) => cardSaid(lang, c)).join(", ") }));
    }
  }

  // -- the person's intents ------------------------------------------------------------------------
  async handle(intent) {
    switch (intent.type) {
      case "switch-language":
        return this.switchLanguage();
      case "reload":
        return this.win.location.reload();
      case "new-game":
        if (this.screen !== "table") return;
        return this.askNewGame();
      case "choose-game": {
        // The selects on screen still hold the options of the game shown before the switch.
        const form = this.startView.read();
        this.rememberChoice({ game: intent.game, options: form.options, level: form.level }, this.startView.shownGame);
        return this.renderStart();
      }
      case "start":
        if (this.awaiting !== "start") return;
        return this.startFromForm();
      case "card":
        return this.onCard(intent.card);
      case "pass":
        if (this.awaiting !== "pass" || this.selected.length !== 3) return;
        return this.personActs([...this.selected]);
      case "bid":
        if (this.awaiting !== "bid") return;
        return this.personActs(intent.bid);
      case "hint":
        return this.askHint();
      case "undo":
        return this.undo();
      case "last-trick":
        return this.showLastTrick();
      case "sheet":
        return this.showSheet();
      case "replay":
        return this.askReplay(intent.code);
      case "replay-confirm":
        return this.replay(intent.code);
      case "menu":
        return this.showMenu();
      case "guide":
        return this.showGuide(intent.game, intent.doc);
      case "stats":
        this.statsConfirming = false;
        return this.showStats();
      case "stats-reset":
        this.statsConfirming = true;
        return this.showStats("#stats-reset-no");
      case "stats-reset-cancel":
        this.statsConfirming = false;
        return this.showStats("#stats-reset");
      case "stats-reset-confirm":
        this.statsConfirming = false;
        this.noteStats(this.stats.reset());
        this.say(t(this.lang, "stats.wasReset"));
        return this.showStats("#stats-reset");
      case "settings":
        return this.showSettings();
      case "setting":
        return this.setPref(intent.name, intent.name === "speed" ? intent.value : Boolean(intent.value));
      case "keys":
        return this.showKeys();
      case "close-panel":
        return this.panels.close();
      default:
        return undefined;
    }
  }

  startFromForm() {
    const form = this.startView.read();
    if (!form.deal) {
      this.startError = null;
      return this.newGame(form);
    }
    const parsed = parseDeal(form.deal);
    if (parsed.error) {
      this.startError = t(this.lang, `deal.${parsed.error}`);
      this.renderStart();
      this.doc.querySelector("#deal-code")?.focus();
      return undefined;
    }
    // The code's letter names the game; that game's last options go with it.
    const options = parsed.game === form.game ? form.options : (this.settings.choice?.options?.[parsed.game] ?? {});
    return this.newGame({ game: parsed.game, options, level: form.level, deal: parsed.code });
  }

  // -- undo, the last trick, the score sheet, deal codes -------------------------------------------
  /** Take back the person's last card, pass or bid in this hand, with the computer players' actions after it. */
  async undo() {
    if (!["pass", "bid", "play"].includes(this.awaiting) || !this.record) return;
    const at = undoIndex(this.record, 0);
    if (at < 0) return;
    const taken = this.record.actions[at][1];
    const gen = ++this.gen;
    this.setAwaiting(null);
    let record, view;
    try {
      record = await this.engine.call("undo", { record: this.record, seat: 0 });
      view = await this.engine.call("view", { record, seat: 0 });
    } catch (e) {
      if (gen === this.gen) this.showFatal(e);
      return;
    }
    if (gen !== this.gen) return;
    this.record = record;
    this.view = view;
    this.hint = null;
    this.selected = [];
    this.display = null;
    this.thinking = null;
    this.statusOverride = null;
    this.persist();
    const lang = this.lang;
    let what;
    if (Array.isArray(taken)) what = t(lang, "say.undonePass");
    else if (typeof taken === "string" && /^[2-9TJQKA][CDHS]$/.test(taken)) what = t(lang, "say.undoneCard", { card: cardSaid(lang, taken) });
    else what = t(lang, "say.undoneBid");
    this.say(what);
    this.turnSaid = null;
    this.advance();
  }

  async showLastTrick() {
    if (this.screen !== "table" || !this.record) return;
    const lang = this.lang;
    const record = this.record;
    let lastTrick = null;
    const cut = lastTrickRecord(record);
    if (cut) {
      if (this.view.last_trick && !this.view.trick.length && cut.actions.length === record.actions.length) lastTrick = this.view.last_trick;
      else {
        try {
          lastTrick = (await this.engine.call("view", { record: cut, seat: 0 })).last_trick;
        } catch (e) {
          this.showFatal(e);
          return;
        }
      }
    }
    if (record !== this.record && this.panels.kind === "last-trick") return;
    const game = this.view.game;
    this.panels.open({
      kind: "last-trick",
      title: lastTrick ? t(lang, "lastTrick.title", { seat: seatName(lang, lastTrick.winner, game) }) : t(lang, "button.lastTrick"),
      closeLabel: t(lang, "button.close"),
      body: lastTrickBody({ lang, game, lastTrick }),
    });
  }

  showSheet() {
    if (this.screen !== "table" || !this.view) return;
    const lang = this.lang;
    this.panels.open({
      kind: "sheet",
      title: t(lang, "sheet.title", { game: t(lang, `game.${this.view.game}`) }),
      closeLabel: t(lang, "button.close"),
      body: sheetBody({ lang, view: this.view }),
    });
  }

  /** "Replay this deal": a new game whose first hand has the same cards; asks first if the game is on. */
  askReplay(code) {
    if (!code || !this.record) return;
    if (this.view?.phase === "game_over") return this.replay(code);
    const lang = this.lang;
    this.panels.open({
      kind: "confirm-replay",
      title: t(lang, "deal.confirmTitle"),
      closeLabel: t(lang, "button.close"),
      body: [
        h("p", {}, t(lang, "deal.confirmBody", { code })),
        h(
          "div",
          { class: "dialog-actions" },
          h("button", { type: "button", id: "replay-no", dataset: { intent: "close-panel" } }, t(lang, "confirm.no")),
          h("button", { type: "button", id: "replay-yes", class: "primary", dataset: { intent: "replay-confirm", code } }, t(lang, "deal.replayYes")),
        ),
      ],
      focus: "#replay-no",
    });
    return undefined;
  }

  replay(code) {
    const parsed = parseDeal(code);
    if (parsed.error || !this.record) return undefined;
    return this.newGame({ game: parsed.game, options: { ...this.record.options }, level: this.level, deal: parsed.code });
  }

  // -- panels ------------------------------------------------------------------------------------
  showMenu() {
    const lang = this.lang;
    this.panels.open({
      kind: "menu",
      title: t(lang, "menu.title"),
      closeLabel: t(lang, "button.close"),
      body: menuBody({ lang, onTable: this.screen === "table" && Boolean(this.view), game: this.view?.game ?? null }),
      focus: ".menu-item",
    });
  }

  /** The options of the game on the table, in words, for its rules page. */
  tableOptions(game) {
    const options = this.record?.game === game ? this.record.options : null;
    if (!options) return null;
    const lang = this.lang;
    return Object.entries(options).map(([name, value]) => {
      const choice = name === "target" ? t(lang, "choice.target", { n: value }) : typeof value === "boolean" ? t(lang, `choice.bool.${value}`) : t(lang, `choice.${name}.${value}`);
      return `${t(lang, `option.${name}`)}: ${choice}`;
    });
  }

  async showGuide(game = this.view?.game ?? this.choice().game, doc = "rules") {
    const lang = this.lang;
    if (!["hearts", "spades"].includes(game) || !["rules", "strategy"].includes(doc)) return;
    this.panels.open({
      kind: "guide",
      title: t(lang, `guide.title.${doc}`, { game: t(lang, `game.${game}`) }),
      closeLabel: t(lang, "button.close"),
      body: await guideBody({ lang, game, doc, tableOptions: this.tableOptions(game) }),
    });
  }

  showStats(focus = null) {
    const lang = this.lang;
    this.panels.open({
      kind: "stats",
      title: t(lang, "stats.title"),
      closeLabel: t(lang, "button.close"),
      body: statsBody({ lang, stats: this.stats.value, confirming: this.statsConfirming, notice: this.stats.notice, writeError: this.statsError }),
      focus,
    });
  }

  showSettings() {
    const lang = this.lang;
    this.panels.open({
      kind: "settings",
      title: t(lang, "settings.title"),
      closeLabel: t(lang, "button.close"),
      body: settingsBody({ lang, prefs: this.prefs, paceFixed: this.fixedPace !== null }),
      focus: "input[name=speed]:checked",
    });
  }

  showKeys() {
    const lang = this.lang;
    this.panels.open({ kind: "keys", title: t(lang, "keys.title"), closeLabel: t(lang, "button.close"), body: keysBody({ lang, enabled: this.prefs.shortcuts }) });
  }

  onCard(code) {
    if (this.awaiting === "pass") {
      const i = this.selected.indexOf(code);
      if (i >= 0) this.selected.splice(i, 1);
      else if (this.selected.length < 3) this.selected.push(code);
      this.render();
    } else if (this.awaiting === "play" && this.view.legal.includes(code)) {
      this.personActs(code);
    }
  }

  async personActs(action) {
    const gen = this.gen;
    this.setAwaiting(null);
    try {
      await this.perform(gen, 0, action);
    } catch (e) {
      if (e?.name === "IllegalAction") {
        const reason = t(this.lang, `reason.${e.reason}`, e.params);
        this.statusOverride = t(this.lang, "error.action", { message: reason.startsWith("reason.") ? e.message : reason });
        this.setAwaiting(this.view.phase);
        this.render();
        this.statusOverride = null;
        return;
      }
      this.showFatal(e);
      return;
    }
    if (gen === this.gen) this.advance();
  }

  async askHint() {
    const awaiting = this.awaiting;
    if (!["pass", "bid", "play"].includes(awaiting)) return;
    const gen = this.gen;
    const record = this.record;
    let hint;
    try {
      hint = await this.engine.call("hint", { record, seat: 0 });
    } catch (e) {
      this.showFatal(e);
      return;
    }
    if (gen !== this.gen || record !== this.record || awaiting !== this.awaiting) return;
    this.hint = { action: hint.action, reason: hint.reason };
    this.hint.text = this.hintText(hint);
    this.render();
    const lang = this.lang;
    const action = Array.isArray(hint.action)
      ? hint.action.map((c) => cardSaid(lang, c)).join(", ")
      : typeof hint.action === "string" && /^[2-9TJQKA][CDHS]$/.test(hint.action)
        ? cardSaid(lang, hint.action)
        : typeof hint.action === "number"
          ? bidText(lang, hint.action)
          : t(lang, `bid.${hint.action}`);
    this.say(t(lang, "say.hint", { action, reason: this.hint.text }));
  }

  hintText(hint) {
    const reason = hint.reason ?? {};
    if (typeof reason[this.lang] === "string" && reason[this.lang]) return reason[this.lang];
    const key = `hint.${reason.code}`;
    const known = t(this.lang, key);
    return known === key ? t(this.lang, "hint.generic") : known;
  }

  async askNewGame() {
    const inProgress = this.view && this.view.phase !== "game_over";
    if (inProgress) {
      const before = this.awaiting;
      const answer = await this.dialogs.show({
        kind: "confirm",
        title: t(this.lang, "confirm.title"),
        body: [h("p", {}, t(this.lang, "confirm.body"))],
        buttons: [
          { label: t(this.lang, "confirm.no"), value: "no" },
          { label: t(this.lang, "confirm.yes"), value: "yes", primary: true },
        ],
        cancelValue: "no",
        focusValue: "no",
      });
      if (answer !== "yes") {
        if (before && this.awaiting === before) this.render();
        return;
      }
    }
    this.toStart();
  }

  toStart() {
    this.gen++;
    this.dialogs.close();
    this.panels.close();
    this.store.clearGame();
    this.resetGameState();
    this.showScreen("start");
    this.focusStart();
  }

  switchLanguage() {
    this.lang = this.lang === "it" ? "en" : "it";
    this.settings = { ...this.settings, lang: this.lang };
    this.store.saveSettings(this.settings);
    this.applyStaticTexts();
    if (this.hint) this.hint.text = this.hintText(this.hint);
    if (this.saveError) this.showSaveError(this.saveError);
    this.renderFatal();
    if (this.screen === "start") this.renderStart();
    else this.render();
  }

  // -- summaries ---------------------------------------------------------------------------------
  showSummary(v, entry) {
    const lang = this.lang;
    return this.dialogs.show({
      kind: "summary",
      title: t(lang, "summary.title", { n: entry.hand }),
      body: [
        h("p", { class: "sr-only", id: "dialog-desc" }, handSaid(lang, v.game, entry)),
        ...(v.game === "hearts" ? heartsSummary(lang, v, entry) : spadesSummary(lang, v, entry)),
        dealLine(lang, entry),
      ],
      describedBy: "dialog-desc",
      buttons: [
        { label: t(lang, "button.sheet"), intent: "sheet" },
        { label: t(lang, "button.continue"), value: "continue", primary: true },
      ],
      cancelValue: "continue",
    });
  }

  showGameOver(v) {
    const lang = this.lang;
    const body = gameOverBody(lang, v);
    return this.dialogs.show({
      kind: "gameover",
      title: t(lang, "gameover.title"),
      body,
      describedBy: "winner",
      buttons: [
        { label: t(lang, "button.sheet"), intent: "sheet" },
        { label: t(lang, "button.close"), value: "close" },
        { label: t(lang, "button.newGame"), value: "new", primary: true },
      ],
      cancelValue: "close",
    });
  }
}

function validCounted(value) {
  if (!value || typeof value !== "object") return null;
  if (!Number.isInteger(value.hands) || value.hands < 0 || typeof value.over !== "boolean") return null;
  return { hands: value.hands, over: value.over };
}
