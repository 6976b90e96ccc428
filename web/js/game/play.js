// The game loop: whose turn it is, the computer players' moves at a readable pace, the person's
// card, pass and bid, undo and hint, and the hand summaries. It asks the session (the only caller
// of the engine) for every move and the app to save and draw; the sentences come from words/sentences.js.
import { t } from "../words/i18n.js";
import { Superseded } from "./session.js";
import { TURNS } from "./state.js";
import { actionSaid, cardSaid, handSaid, reasonText, seatName, undoneSaid, winnerText } from "../words/sentences.js";
import { closingView, showGameOver, showSummary, withTotals } from "./hand-end.js";
import { shortName } from "../words/cards.js";

// The computer players' pace, in ms at pace 1 (the URL parameter ?pace=0 makes tests instant):
// each computer card shows for at least think + card before the next lands, a full trick rests
// trickPause before it goes to its winner (collect), and a forced card plays itself after a beat.
// style.css's --t-card and --t-collect are card and collect. From your card to your next turn,
// three computer cards and one trick: 200 + 3 × (220 + 200) + 600 + 300 = 2.36 s at pace 1.
export const PACE_MS = { think: 220, card: 200, trickPause: 600, collect: 300, forced: 450 };

export class GameLoop {
  /** @param {import("./app.js").App} app */
  constructor(app) {
    this.app = app;
    this.session = app.session;
    this.hurried = false; // a press or a key during this action's pauses: the rest of them are over
    this.hurry = null; // ends the pause now running
  }

  /** A press on the table or a key in it: the card, the trick's pause and its collection end at once. */
  hurryUp() {
    this.hurried = true;
    this.hurry?.();
  }

  get state() {
    return this.app.state;
  }

  /** A pause scaled by the pace; throws Superseded if the game moved on meanwhile. */
  async wait(ms) {
    const epoch = this.session.epoch;
    const time = this.hurried ? 0 : ms * this.app.pace;
    if (time > 0) {
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, time);
        this.hurry = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.hurry = null;
    }
    this.session.check(epoch);
  }

  /** Run the game until the person has something to do (an older run stops by itself). */
  async advance() {
    this.session.supersede();
    try {
      while (await this.step());
    } catch (e) {
      if (!(e instanceof Superseded)) this.app.keeper.failed(e);
    }
  }

  /** One step of the game; false when the page now waits for the person. */
  async step() {
    const { session, app } = this;
    const v = session.view;
    app.keeper.countStats();
    if (v.phase === "game_over") {
      app.setAwaiting("gameover");
      app.render();
      app.say(winnerText(this.state.lang, v));
      const value = await this.guard(this.showGameOver(v));
      if (value === "new") app.games.toStart();
      else app.render(); // the focus, if the dialog left it nowhere, goes to "New game"
      return false;
    }
    if (v.history.length > session.summarySeen) {
      // A hand is over: the table shows its end (never the next hand's cards) until its summary
      // is closed; the totals change as the summary opens.
      const entry = v.history[session.summarySeen];
      const closing = this.state.closing?.hand === entry.hand ? this.state.closing.view : closingView(v, entry);
      this.state.closing = { hand: entry.hand, view: withTotals(closing, entry) };
      app.setAwaiting("summary");
      app.render();
      if (session.daily) {
        // The day's deal is one hand: its result beside the par, then back to the start screen.
        await this.guard(app.daily.handOver());
        return false;
      }
      if (session.lesson) {
        // A lesson is one hand: its summary in plain words, then a real game with the coach.
        await this.guard(app.lessons.handOver());
        return false;
      }
      app.say(handSaid(this.state.lang, v.game, entry));
      await this.guard(this.showSummary(v, entry));
      session.summaryDone();
      this.state.closing = null;
      app.keeper.persist();
      return true;
    }
    const bots = v.to_act.filter((s) => s !== 0);
    if (v.to_act.includes(0) && !(v.phase === "pass" && bots.length)) {
      if (v.phase === "play" && v.decided && app.prefs.autoFinish) {
        // "Finish decided hands automatically": nothing left can change the hand's score.
        await this.playOut();
        return true;
      }
      const forced = v.phase === "play" && v.legal.length === 1 && app.autoPlay;
      // A forced card (the 2♣ lead, the one card of the suit led, the last card) plays itself
      // after a beat, said first and shown on the status line; a press or a key plays it at once.
      if (forced) this.state.statusOverride = t(this.state.lang, "status.forced", { card: shortName(v.legal[0]) });
      // (during a forced card's beat the page waits for no one: "forced", not a turn)
      app.setAwaiting(forced ? "forced" : v.phase);
      app.render();
      if (forced) {
        const key = `${session.record.actions.length}:forced`;
        if (this.state.turnSaid !== key) {
          this.state.turnSaid = key;
          app.say(t(this.state.lang, "say.forced", { card: cardSaid(this.state.lang, v.legal[0]) }));
        }
        const epoch = session.epoch;
        try {
          await this.wait(PACE_MS.forced);
        } finally {
          this.state.statusOverride = null;
        }
        if (session.epoch === epoch && this.state.awaiting === "forced") this.personActs(v.legal[0]);
        return false;
      }
      this.sayTurn();
      // The coach (a lesson, or the setting): its suggestion at once; in a lesson, the rule here.
      if (session.lesson) app.lessons.step();
      if (app.coach.on) app.coach.advise();
      return false;
    }
    if (!bots.length) return false;
    app.setAwaiting(null);
    await this.botMove(bots[0]);
    return true;
  }

  /** Wait for a dialog; throws Superseded if the game moved on meanwhile (the dialog was closed). */
  async guard(promise) {
    const epoch = this.session.epoch;
    const value = await promise;
    this.session.check(epoch);
    return value;
  }

  /** Once per turn of the person: what to do now ("Your turn: lead the trick."). */
  sayTurn() {
    const key = `${this.session.record?.actions.length}:${this.state.awaiting}`;
    if (this.state.turnSaid === key) return;
    this.state.turnSaid = key;
    this.app.say(this.app.statusLine(true));
    this.app.sound.play("turn");
  }

  async botMove(seat) {
    const { session, state, app } = this;
    const passing = session.view.phase === "pass";
    this.hurried = false;
    if (!passing) {
      state.thinking = seat;
      state.statusOverride = t(state.lang, "status.thinking", { seat: seatName(state.lang, seat, session.view.game) });
      app.render();
    }
    const started = performance.now();
    const action = await session.botAction(seat);
    if (!passing) await this.wait(PACE_MS.think - (performance.now() - started) / Math.max(app.pace, 1e-9));
    state.thinking = null;
    state.statusOverride = null;
    await this.perform(seat, action);
  }

  /** Do an action, save, and show it (a card flies in; a full trick is collected by its winner). */
  async perform(seat, action) {
    const { session, state, app } = this;
    const before = session.view;
    this.hurried = false;
    await session.act(seat, action);
    state.hint = null;
    state.selected = [];
    if (!app.keeper.persist()) throw new Superseded(); // another tab had moved on: its game is adopted instead
    const view = session.view;
    if (view.history.length > before.history.length && view.phase !== "game_over") {
      // The hand's last card: the engine has dealt the next hand already; the table keeps this one.
      const entry = view.history[view.history.length - 1];
      state.closing = { hand: entry.hand, view: closingView(view, entry, before) };
    }
    if (before.phase !== "play" || typeof action !== "string") return;
    const complete = view.trick.length === 0;
    const trick = complete ? view.last_trick.cards : view.trick;
    state.display = { trick, entering: seat, collecting: null };
    app.render();
    await this.wait(PACE_MS.card);
    if (complete) {
      const winner = view.last_trick.winner;
      state.display = { trick, entering: null, collecting: null };
      state.statusOverride = winner === 0 ? t(state.lang, "status.trickToYou") : t(state.lang, "status.trickTo", { seat: seatName(state.lang, winner, view.game) });
      app.render();
      await this.wait(PACE_MS.trickPause);
      state.display = { trick, entering: null, collecting: winner };
      app.render();
      await this.wait(PACE_MS.collect);
      state.statusOverride = null;
    }
    state.display = null;
    app.render();
  }

  // -- the person ---------------------------------------------------------------------------------
  onCard(code) {
    const { state, session } = this;
    if (state.awaiting === "pass") {
      const i = state.selected.indexOf(code);
      if (i >= 0) state.selected.splice(i, 1);
      else if (state.selected.length < (session.view.pass_count ?? 3)) state.selected.push(code);
      this.app.render();
    } else if (state.awaiting === "play" && session.view.legal.includes(code)) {
      this.choose(code);
    }
  }

  /** A card or a bid chosen: the coach may ask first (coach.js), then it is played. */
  async choose(action) {
    const awaiting = this.state.awaiting;
    if (!(await this.app.coach.allow(action))) return;
    if (this.state.awaiting === awaiting) this.personActs(action);
  }

  pass() {
    if (this.state.awaiting === "pass" && this.state.selected.length === (this.session.view.pass_count ?? 3)) this.personActs([...this.state.selected]);
  }

  bid(bid) {
    if (this.state.awaiting === "bid") this.choose(bid);
  }

  async personActs(action) {
    const { state, app, session } = this;
    const advice = state.hint; // what the coach suggested, for a lesson's word after the choice
    state.awaiting = null;
    app.setAwaiting(null);
    try {
      await this.perform(0, action);
      if (session.lesson) app.lessons.after(action, advice);
    } catch (e) {
      if (e instanceof Superseded) return;
      if (e?.name === "IllegalAction") {
        state.statusOverride = t(state.lang, "error.action", { message: reasonText(state.lang, e.words) ?? e.message });
        app.setAwaiting(session.view.phase);
        app.render();
        state.statusOverride = null;
        return;
      }
      app.keeper.failed(e);
      return;
    }
    this.advance();
  }

  /** Take back the person's last card, pass or bid in this hand, or say why it cannot be done. */
  async undo() {
    const { state, app, session } = this;
    if (!TURNS.includes(state.awaiting) || !session.active) return;
    if (session.daily?.counted) return app.say(t(state.lang, "daily.noUndo"));
    const why = reasonText(state.lang, session.view.undo?.reason);
    if (!session.view.undo?.possible) {
      // Said, and shown on the status line until the next redraw (the button looks disabled).
      if (why) {
        app.say(why);
        state.statusOverride = why;
        app.render();
        state.statusOverride = null;
      }
      return;
    }
    session.supersede();
    app.setAwaiting(null);
    let taken;
    try {
      taken = await session.undo();
    } catch (e) {
      if (!(e instanceof Superseded)) app.keeper.failed(e);
      return;
    }
    app.resetTable();
    app.keeper.persist();
    app.say(undoneSaid(state.lang, taken));
    this.advance();
  }

  /** "Finish the hand": offered when the engine says nothing left can change the hand's score. */
  async finish() {
    const { state, app, session } = this;
    if (state.awaiting !== "play" || !session.view?.decided) return;
    session.supersede();
    app.setAwaiting(null);
    try {
      await this.playOut();
    } catch (e) {
      if (!(e instanceof Superseded)) app.keeper.failed(e);
      return;
    }
    this.advance();
  }

  /** The rest of the hand at once (the engine plays it), saved and said. */
  async playOut() {
    const { app, session } = this;
    await session.finish();
    app.resetTable();
    if (!app.keeper.persist()) throw new Superseded();
    app.say(t(this.state.lang, "say.finished"));
  }

  async hint() {
    const { state, app, session } = this;
    const awaiting = state.awaiting;
    if (!TURNS.includes(awaiting)) return;
    if (session.daily?.counted) return app.say(t(state.lang, "daily.noHint"));
    const record = session.record;
    let hint;
    try {
      hint = await session.hint();
    } catch (e) {
      if (!(e instanceof Superseded)) app.keeper.failed(e);
      return;
    }
    if (record !== session.record || awaiting !== state.awaiting) return;
    state.hint = { action: hint.action, reason: hint.reason };
    app.render();
    app.say(t(state.lang, "say.hint", { action: actionSaid(state.lang, hint.action), reason: this.hintText() }));
  }

  hintText() {
    const hint = this.state.hint;
    return hint ? (reasonText(this.state.lang, hint.reason) ?? t(this.state.lang, "hint.generic")) : null;
  }

  showSummary(v, entry) {
    return showSummary(this.app, v, entry);
  }

  showGameOver(v) {
    return showGameOver(this.app, v);
  }
}
