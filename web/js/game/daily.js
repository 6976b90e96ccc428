// The day's deal (issue 45): the same cards for everyone today, one hand, scored against the hard
// level playing the person's seat on the same cards (the par). The date is the person's local
// calendar date (words/dates.js), read from the page's clock (``?now=`` moves it, for the tests);
// the engine deals from the date alone (kawu.api.daily). The first try of a day is counted, later
// ones are practice; the result is kept under the deal's date (storage/daily-store.js) even when
// the hand ends after midnight. When the hand ends, the par is played in the worker one action
// per request (never a long request: the page stays free) with a progress bar, then graded.
import { h } from "../views/dom.js";
import { t } from "../words/i18n.js";
import { dateWords, localDate } from "../words/dates.js";
import { shareText } from "../words/daily-share.js";
import { pageParams } from "../boot/params.js";
import { DailyStore, GAMES, lastDays, streak } from "../storage/daily-store.js";
import { dailyResultBody, dailyStart, dailyStats } from "../views/daily-view.js";
import { Superseded } from "./session.js";

export class DailyController {
  /** @param {import("./app.js").App} app */
  constructor(app, params = new URLSearchParams(), clock = () => Date.now()) {
    this.app = app;
    this.clock = clock;
    const { now } = pageParams(params);
    // The injected instant, then the clock runs on from it.
    this.offset = now === null ? 0 : now - clock();
    this.store = new DailyStore(app.store);
    this.shown = null; // the result dialog's model while it is open
  }

  get lang() {
    return this.app.state.lang;
  }

  /** The page's clock now (a Date). */
  now() {
    return new Date(this.clock() + this.offset);
  }

  /** Today's date, YYYY-MM-DD, from the clock's local fields. */
  today() {
    return localDate(this.now());
  }

  /** The start screen's "Today's deal" (re-read: another tab may have played meanwhile). */
  startElement(pending = null) {
    const date = this.today();
    this.store.value = this.store.read();
    return dailyStart(this.lang, { date, hearts: this.store.entry("hearts", date), spades: this.store.entry("spades", date) }, pending);
  }

  /** The statistics' part. */
  statsElement() {
    const date = this.today();
    const value = (this.store.value = this.store.read());
    const days = Object.fromEntries(GAMES.map((g) => [g, lastDays(value, g, date)]));
    return dailyStats(this.lang, { streak: streak(value, date), days, notice: this.store.notice });
  }

  /** Play today's deal of ``game``: counted the first time today, practice after; a counted try
   *  interrupted (the page closed) goes on where it was. */
  async play(game) {
    const { app } = this;
    if (app.state.awaiting !== "start" || !GAMES.includes(game)) return;
    const date = this.today();
    app.session.supersede();
    app.dialogs.close();
    app.panels.close();
    app.setAwaiting(null);
    const kept = this.store.read().days[game][date];
    const interrupted = kept?.status === "started" && Boolean(kept.record);
    let begun;
    try {
      if (interrupted && (await this.resume(game, date, kept.record))) begun = { counted: true };
      else {
        await app.session.createDaily({ game, date });
        // a kept try the engine refused is tried again from the start, still the counted one
        begun = interrupted ? { counted: true } : this.store.begin(game, date, app.session.daily.deal);
      }
    } catch (e) {
      if (!(e instanceof Superseded)) app.showFatal(e);
      return;
    }
    app.session.daily.counted = begun.counted;
    this.keep(); // the counted try's record from its first moment: a page closed now goes on later
    Object.assign(app.state, { notice: null, startError: null, savedView: null });
    app.resetTable();
    app.showScreen("table");
    app.body.dataset.daily = begun.counted ? "counted" : "practice";
    app.say(t(this.lang, begun.counted ? "daily.started" : "daily.startedPractice", { date: dateWords(this.lang, date) }));
    app.loop.advance();
  }

  /** The counted try kept from before, resumed; false when the engine refuses its record. */
  async resume(game, date, record) {
    try {
      await this.app.session.resumeDaily({ game, date, record });
    } catch (e) {
      if (e instanceof Superseded || this.app.engine.failed) throw e;
      this.store.keep(game, date, null);
      return false;
    }
    return true;
  }

  /** After each action of the day's game: the counted try's record kept (persist's answer). */
  keep() {
    const { session } = this.app;
    const daily = session.daily;
    if (!daily?.counted || !session.record) return true;
    const result = this.store.keep(daily.game, daily.date, session.record);
    this.app.keeper.showSaveError(result.ok ? null : result.error);
    return true;
  }

  /** The hand is over: the result kept, the dialog shown, the par worked out; back to the start. */
  async handOver() {
    const { app } = this;
    const { session } = app;
    const daily = { ...session.daily };
    const record = session.record;
    const mine = await session.call("daily_result", { record, date: daily.date, seat: 0 });
    const kept = this.store.finish(daily.game, daily.date, daily.counted, { ...mine, record });
    const known = this.store.entry(daily.game, daily.date);
    const shown = { ...daily, result: mine.result, tricks: mine.tricks, par: null, grade: null, progress: 0, parError: null, share: null, today: this.today(), saveError: kept.ok ? null : kept.error };
    this.shown = shown;
    app.body.dataset.dailyPar = "working";
    // The engine has dealt the game's next hand, which the day's deal never plays: not shown.
    app.body.dataset.dailyOver = "";
    const closed = app.dialogs.show({
      kind: "daily",
      title: this.title(shown),
      body: [h("div", { id: "daily-box" }, dailyResultBody(this.lang, shown))],
      describedBy: "daily-grade",
      buttons: [
        { label: t(this.lang, "button.review"), intent: "review", data: { hand: "1" } },
        { label: t(this.lang, "daily.back"), value: "start", primary: true },
      ],
      cancelValue: "start",
    });
    this.workPar(shown, record, known?.par ?? null);
    await closed;
    this.shown = null;
    delete app.body.dataset.dailyPar;
    delete app.body.dataset.dailyOver;
    delete app.body.dataset.daily;
    app.games.toStart({ discard: false });
  }

  title(shown) {
    return t(this.lang, shown.counted ? "daily.result.title" : "daily.result.practiceTitle", { game: t(this.lang, `game.${shown.game}`), date: dateWords(this.lang, shown.date) });
  }

  /** The par: kept from an earlier try of the day, else played now one action per request. */
  async workPar(shown, record, knownPar) {
    const { session } = this.app;
    const started = performance.now();
    try {
      let par = knownPar;
      if (par === null) {
        let step = null;
        do {
          step = await session.dailyParStep(shown.game, shown.date, step?.record ?? null);
          shown.progress = Math.min(1, step.actions / step.total);
          this.updateProgress(shown);
        } while (!step.done);
        par = step.result.result;
      }
      const graded = await session.dailyResult(record, shown.date, par);
      Object.assign(shown, { par, grade: graded.grade });
      this.store.setPar(shown.game, shown.date, par, graded.grade);
      if (this.shown !== shown) {
        if (this.app.state.screen === "start") this.app.render(); // closed before the par came
        return;
      }
      this.app.body.dataset.dailyPar = "done";
      this.app.review?.refresh(); // a review of the hand open: its result beside the par
      this.app.body.dataset.dailyParMs = String(Math.round(performance.now() - started));
      this.app.say(t(this.lang, "daily.gradeLine", { grade: t(this.lang, `daily.grade.${graded.grade}`) }));
    } catch (e) {
      if (this.app.engine.failed || this.shown !== shown) return;
      shown.parError = String(e?.message ?? e);
      this.app.body.dataset.dailyPar = "failed";
    }
    this.redraw(shown);
  }

  /** The progress bar moved: only its value changes (no redraw, so the focus stays put). */
  updateProgress(shown) {
    if (this.shown !== shown) return;
    const bar = this.app.doc.querySelector("#daily-progress");
    if (bar) bar.value = shown.progress;
  }

  redraw(shown) {
    if (this.shown !== shown) return;
    const box = this.app.doc.querySelector("#daily-box");
    const focused = this.app.doc.activeElement?.id;
    box?.replaceChildren(dailyResultBody(this.lang, shown));
    if (focused) this.app.doc.getElementById(focused)?.focus();
  }

  /** Share: the Web Share API where the browser has it, else the clipboard; no card in the text. */
  async share() {
    const shown = this.shown;
    if (!shown?.grade) return;
    const text = shareText(this.lang, shown);
    const nav = this.app.win.navigator;
    let how = null;
    if (typeof nav.share === "function" && nav.canShare?.({ text })) {
      try {
        await nav.share({ text });
        how = "shared";
      } catch (e) {
        if (e?.name === "AbortError") return;
      }
    }
    if (!how) {
      try {
        await nav.clipboard.writeText(text);
        how = "copied";
      } catch {
        how = "copyFailed";
      }
    }
    shown.share = how;
    this.redraw(shown);
    this.app.say(t(this.lang, `daily.${how}`));
  }
}
