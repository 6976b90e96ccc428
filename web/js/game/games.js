// New games and the way back to the start screen: the start screen's choices, deal codes, "Replay
// this deal", "New game" (asking before a game in progress is left).
import { h } from "../views/dom.js";
import { t } from "../words/i18n.js";
import { parseDeal } from "../views/start-view.js";
import { Superseded } from "./session.js";

export class Games {
  /** @param {import("./app.js").App} app */
  constructor(app) {
    this.app = app;
  }

  /** The start screen's choice: the game played last (or ``game``), its options and the level. */
  choice(game = null) {
    const last = this.app.settings.choice ?? {};
    const chosen = game ?? (last.game === "spades" ? "spades" : "hearts");
    return { game: chosen, options: last.options?.[chosen] ?? {}, level: last.level ?? "normal" };
  }

  /** Each game's last choice, for its button on the start screen. */
  choices() {
    return { hearts: this.choice("hearts"), spades: this.choice("spades") };
  }

  /**
   * A button of the start screen pressed: ``action`` is {kind: "play" | "continue" | "form", game}.
   * Before Python is ready it waits (the button says so) and runs the moment it is
   * (``whenReady``); a second press meanwhile replaces the first.
   */
  request(action) {
    const { state } = this.app;
    if (state.screen !== "start") return undefined;
    if (!state.ready) {
      state.pending = action;
      this.app.render();
      return undefined;
    }
    if (state.awaiting !== "start") return undefined;
    if (action.kind === "play") return this.play(action.game);
    if (action.kind === "continue") return this.continueGame(action.game);
    if (action.kind === "daily") return this.app.daily.play(action.game);
    if (action.kind === "lesson") return this.app.lessons.start(action.game);
    if (action.kind === "lesson-continue") return this.app.lessons.resume();
    return this.startFromForm();
  }

  /** Python is ready: the button pressed meanwhile, if any, goes on now. */
  whenReady() {
    const pending = this.app.state.pending;
    this.app.state.pending = null;
    if (pending && this.app.state.screen === "start" && !this.app.session.active) return this.request(pending);
    return undefined;
  }

  /** One press on a game's button: a new game of it with its last choices, dealt at once. */
  async play(game) {
    if (this.app.state.awaiting !== "start") return;
    this.app.state.startError = null;
    if (await this.mayReplace(game)) await this.newGame(this.choice(game));
  }

  /** Remember the start screen's choices; ``optionsGame`` is the game the options belong to. */
  rememberChoice({ game, options, level }, optionsGame = game) {
    const all = { ...(this.app.settings.choice?.options ?? {}), [optionsGame]: options };
    this.app.settings = { ...this.app.settings, choice: { game, options: all, level } };
    this.app.store.saveSettings(this.app.settings);
  }

  chooseGame(game) {
    // The selects on screen still hold the options of the game shown before the switch.
    const form = this.app.startView.read();
    this.rememberChoice({ game, options: form.options, level: form.level }, this.app.startView.shownGame);
    this.app.render();
  }

  /** A house-rules preset chosen on the start screen: its rules in the selects, kept. */
  housePreset(preset) {
    this.app.startView.presetChosen(preset);
    this.keepForm();
  }

  /** A rule changed on the start screen: the preset it makes shown, the choice kept. */
  ruleChanged() {
    this.app.startView.ruleChanged();
    this.keepForm();
  }

  /** The start screen's choices kept as they are now (the player's defaults next time). */
  keepForm() {
    const form = this.app.startView.read();
    this.rememberChoice({ game: form.game, options: form.options, level: form.level }, this.app.startView.shownGame);
  }

  async startFromForm() {
    if (this.app.state.awaiting !== "start") return;
    const form = this.app.startView.read();
    let game = form;
    if (form.deal) {
      const parsed = parseDeal(form.deal);
      if (parsed.error) return this.dealRefused(t(this.app.state.lang, `deal.${parsed.error}`));
      // The code's letter names the game; that game's last options go with it.
      const options = parsed.game === form.game ? form.options : (this.app.settings.choice?.options?.[parsed.game] ?? {});
      game = { game: parsed.game, options, level: form.level, deal: parsed.code };
    } else {
      this.app.state.startError = null;
    }
    if (await this.mayReplace(game.game)) await this.newGame(game);
  }

  /** Continue the saved game of ``kind`` (the start screen's "Continue Hearts — hand 4, you 23"). */
  async continueGame(kind) {
    if (this.app.state.awaiting !== "start") return;
    const found = this.app.persistence.load(kind);
    if (found.status === "ok") await this.app.keeper.resume(found);
    else if (found.status !== "none") this.app.keeper.salvage(found.raw, found.status);
    if (!this.app.session.active) this.app.render();
  }

  /** A new game of ``game`` replaces its saved game in progress: the person is asked first. */
  async mayReplace(game) {
    const found = this.app.persistence.load(game);
    const v = found.save?.view;
    if (found.status !== "ok" || v?.phase === "game_over") return true;
    const lang = this.app.state.lang;
    const answer = await this.app.dialogs.show({
      kind: "confirm",
      title: t(lang, "replace.title", { game: t(lang, `game.${game}`) }),
      body: [h("p", {}, t(lang, "replace.body", { game: t(lang, `game.${game}`) }))],
      buttons: [
        { label: t(lang, "confirm.no"), value: "no" },
        { label: t(lang, "replace.yes"), value: "yes", primary: true },
      ],
      cancelValue: "no",
      focusValue: "no",
    });
    if (answer !== "yes") this.app.render();
    return answer === "yes";
  }

  dealRefused(message) {
    this.app.state.startError = message;
    if (this.app.state.screen !== "start") this.app.showScreen("start");
    else this.app.render();
    this.app.doc.querySelector("#deal-code")?.focus();
  }

  /** A new game; with ``deal`` (a deal code) its first hand has that deal's cards again. */
  async newGame({ game, options, level, deal = null }) {
    this.app.session.supersede();
    this.app.dialogs.close();
    this.app.panels.close();
    if (!deal) this.rememberChoice({ game, options, level });
    this.app.setAwaiting(null);
    try {
      await this.app.session.create({ game, options, level, deal });
    } catch (e) {
      if (e instanceof Superseded) return;
      // A typed code the engine refuses: said next to the field, the start screen stays.
      if (deal && e?.name === "ValueError" && !this.app.engine.failed) this.dealRefused(t(this.app.state.lang, "deal.refused", { message: e.message }));
      else this.app.showFatal(e);
      return;
    }
    Object.assign(this.app.state, { notice: null, startError: null, savedView: null });
    this.app.resetTable();
    this.app.keeper.persist({ force: true });
    this.app.showScreen("table");
    if (deal) this.app.say(t(this.app.state.lang, "deal.started", { code: deal }));
    this.app.loop.advance();
  }

  replay(code) {
    const parsed = parseDeal(code);
    if (parsed.error || !this.app.session.active) return undefined;
    return this.newGame({ game: parsed.game, options: { ...this.app.session.record.options }, level: this.app.session.level, deal: parsed.code });
  }

  /** "New game": back to the start screen. A game in progress stays saved, offered to continue. */
  askNewGame() {
    if (this.app.state.screen !== "table") return;
    this.toStart();
  }

  /** Back to the start screen; a finished game (or one kept aside) is no longer a saved game. */
  toStart({ discard = this.app.session.view?.phase === "game_over", keepNotice = false } = {}) {
    this.app.session.supersede();
    this.app.dialogs.close();
    this.app.panels.close();
    if (this.app.session.lesson) {
      this.app.lessons.left(); // kept apart, offered on the start screen to continue
    } else if (this.app.session.daily) {
      // the day's deal was never the game in progress: the saved games stay as they are
    } else if (discard && this.app.session.active) this.app.persistence.discard(this.app.session);
    else this.app.persistence.leave();
    this.app.session.clear();
    this.app.keeper.botNotice(null);
    if (!keepNotice) this.app.state.notice = null;
    this.app.state.savedView = null;
    this.app.resetTable();
    this.app.showScreen("start");
    this.app.focusStart();
  }
}
