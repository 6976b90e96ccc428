// "Learn to play" (issue 51): a guided first hand of Hearts or Spades on a deal chosen for
// teaching (describe().lessons), with the coach on. Before each of the person's decisions the
// engine says what the rule is there and what to look for (kawu.api.lesson_step: a topic's words
// in full the first time, in a line after), the coach marks its suggestion; after a decision that
// differs from it, the coach says what it suggested and about what the choice cost (the hint's
// figures). The lesson is kept after every action (storage/lesson-store.js): a reload goes on with
// it. It ends with its summary in plain words (kawu.api.lesson_end) and the offer of a real game
// with the coach on.
import { h } from "../views/dom.js";
import { t } from "../words/i18n.js";
import { choiceText, reasonText } from "../words/sentences.js";
import { LessonStore } from "../storage/lesson-store.js";
import { Superseded } from "./session.js";

const GAMES = ["hearts", "spades"];

/** Whether two actions are the same choice (a pass's cards in any order). */
export function sameChoice(a, b) {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && [...a].sort().join() === [...b].sort().join();
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The key of an action in the hint's ``expect.costs`` (a card's code, a bid as JSON text). */
const costKey = (action) => (typeof action === "string" ? action : JSON.stringify(action));

export class Lessons {
  /** @param {import("./app.js").App} app */
  constructor(app) {
    this.app = app;
    this.store = new LessonStore(app.store);
    this.shown = null; // {words, feedback}: what the coach says on the table now
  }

  get lang() {
    return this.app.state.lang;
  }

  /** The kept lesson the start screen offers to continue: {game} or null; and ``aside``, the
   *  backup key of a kept lesson that could not be opened again (said there). */
  kept() {
    const kept = this.store.read();
    return { kept: kept ? { game: kept.game } : null, aside: this.store.notice };
  }

  /** Start the lesson of ``game`` (a game in progress stays as it is: a lesson is kept apart). */
  async start(game) {
    const { app } = this;
    const spec = app.state.describe?.lessons?.[game];
    if (app.state.awaiting !== "start" || !GAMES.includes(game) || !spec) return;
    app.session.supersede();
    app.dialogs.close();
    app.panels.close();
    app.setAwaiting(null);
    try {
      await app.session.create({ game, options: spec.options ?? {}, level: spec.level ?? "normal", deal: spec.deal, seed: spec.seed ?? null });
    } catch (e) {
      if (!(e instanceof Superseded)) app.showFatal(e);
      return;
    }
    app.session.lesson = { game, seen: [], log: [] };
    this.store.notice = null; // a lesson kept aside before: said until another one begins
    this.shown = null;
    this.opened();
  }

  /** The kept lesson again, where it was; false when there is none or the engine refuses it. */
  async resume() {
    const { app } = this;
    const kept = this.store.read();
    if (!kept) return false;
    try {
      await app.session.resumeLesson(kept);
    } catch (e) {
      if (e instanceof Superseded || app.engine.failed) throw e;
      console.error(e);
      this.store.keepAside(); // kept, never wiped: the start screen says where
      app.render();
      return false;
    }
    this.shown = null;
    this.opened();
    return true;
  }

  opened() {
    const { app } = this;
    this.keep();
    Object.assign(app.state, { notice: null, startError: null, savedView: null });
    app.resetTable();
    app.showScreen("table");
    app.body.dataset.lesson = app.session.lesson.game;
    app.say(t(this.lang, "lesson.started", { game: t(this.lang, `game.${app.session.lesson.game}`) }));
    app.loop.advance();
  }

  /** After each action (the keeper's persist, for a lesson): the lesson kept, open. */
  keep() {
    const { session } = this.app;
    const lesson = session.lesson;
    if (!lesson || !session.record) return true;
    const result = this.store.write({ game: lesson.game, record: session.record, seen: lesson.seen, log: lesson.log, open: true });
    this.app.keeper.showSaveError(result.ok ? null : result.error);
    return true;
  }

  /** Back to the start screen during a lesson: kept, offered there to continue. */
  left() {
    this.store.close();
    this.shown = null;
    delete this.app.body.dataset.lesson;
  }

  /** The person's turn in a lesson: the engine's words for it, on the table and said. */
  async step() {
    const { app } = this;
    const { session } = app;
    const lesson = session.lesson;
    if (!lesson) return;
    const record = session.record;
    let found;
    try {
      found = await session.call("lesson_step", { record, seat: 0, seen: lesson.seen });
    } catch (e) {
      if (!(e instanceof Superseded)) app.keeper.failed(e);
      return;
    }
    if (session.record !== record || session.lesson !== lesson) return;
    if (!lesson.seen.includes(found.topic)) lesson.seen.push(found.topic);
    lesson.topic = found.topic;
    const words = reasonText(this.lang, found.words);
    this.shown = { ...this.shown, words, topic: found.topic };
    app.render();
    if (words) app.say(words);
  }

  /** The person chose ``action`` with the coach's ``advice`` (the hint) shown: said and logged. */
  after(action, advice) {
    const { session } = this.app;
    const lesson = session.lesson;
    if (!lesson || !advice) return;
    const followed = sameChoice(action, advice.action);
    const more = followed ? 0 : (advice.expect?.costs?.[costKey(action)] ?? null);
    lesson.log.push({ topic: lesson.topic ?? "play", action, hinted: advice.action, followed, more });
    const lang = this.lang;
    const game = session.view.game;
    const words = { choice: choiceText(lang, action), best: choiceText(lang, advice.action), more: more === null ? "" : more.toFixed(1) };
    const feedback = followed ? t(lang, "coach.followed", words) : t(lang, more === null ? "coach.differs" : `coach.differs.${game}`, words);
    this.shown = { words: null, feedback };
    this.keep();
    this.app.say(feedback);
  }

  /** The coach's box on the table: its words for this decision, what it said of the last one. */
  box() {
    if (!this.app.session.lesson || !this.shown) return null;
    return { words: this.shown.words ?? null, feedback: this.shown.feedback ?? null };
  }

  /** The lesson's hand is over: its summary in plain words, then a real game with the coach. */
  async handOver() {
    const { app } = this;
    const { session } = app;
    const lesson = session.lesson;
    const lang = this.lang;
    const ended = await session.call("lesson_end", { record: session.record, seat: 0 });
    const decided = lesson.log.length;
    const followed = lesson.log.filter((e) => e.followed).length;
    const cost = lesson.log.reduce((sum, e) => sum + (e.followed ? 0 : (e.more ?? 0)), 0);
    const game = t(lang, `game.${lesson.game}`);
    const answer = await app.dialogs.show({
      kind: "lesson",
      title: t(lang, "lesson.endTitle", { game }),
      body: [
        h("p", { id: "lesson-end" }, reasonText(lang, ended.words) ?? ""),
        h("p", { id: "lesson-log" }, t(lang, followed === decided ? "lesson.allFollowed" : `lesson.someFollowed.${lesson.game}`, { followed, decided, more: cost.toFixed(1) })),
      ],
      describedBy: "lesson-end",
      buttons: [
        { label: t(lang, "button.review"), intent: "review", data: { hand: "1" } },
        { label: t(lang, "lesson.back"), value: "start" },
        { label: t(lang, "lesson.playCoach", { game }), value: "play", primary: true },
      ],
      cancelValue: "start",
    });
    this.store.clear();
    this.shown = null;
    delete app.body.dataset.lesson;
    app.games.toStart({ discard: false });
    if (answer === "play") {
      app.setPref("coach", true);
      await app.games.play(lesson.game);
    }
  }
}
