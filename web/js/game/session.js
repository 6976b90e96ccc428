// The game session: the only caller of the engine. It keeps the game (the engine's record, seat
// 0's view, the computer players' level, the hand summaries seen, the game's id and save revision)
// and tells its listeners what happened: {type: "action", before, after, seat, action} after every
// move, {type: "game"} when the whole game was replaced (new, resumed, undone, adopted).
//
// Every run of the game loop belongs to an epoch; supersede() starts a new one, and any engine
// reply or pause that comes back for an older epoch throws Superseded, so a stale continuation
// stops by itself instead of every caller checking a counter.

import { EffortGauge } from "./effort.js";

export class Superseded extends Error {
  constructor() {
    super("superseded");
    this.name = "Superseded";
  }
}

/** A game id: 16 hex digits (no secure context needed, unlike crypto.randomUUID). */
export function newGameId(random = globalThis.crypto) {
  const words = random.getRandomValues(new Uint32Array(2));
  return [...words].map((w) => w.toString(16).padStart(8, "0")).join("");
}

export class GameSession {
  /** @param {{call: Function, failed?: unknown}} engine the engine client */
  constructor(engine, { fixedSeed = null } = {}) {
    this.engine = engine;
    this.fixedSeed = fixedSeed;
    this.listeners = new Set();
    this.epoch = 0;
    this.gauge = new EffortGauge(); // the hard level's effort on this device (effort.js)
    // The person's own bot at the table (the Lab's "Play with my bot"), for this visit:
    // {game, seat, name, decide(view) -> Promise<reply>}; null when none.
    this.seatedBot = null;
    this.clear();
  }

  clear() {
    this.record = null;
    this.view = null;
    this.level = "normal";
    this.summarySeen = 0;
    this.shownSeals = new Map(); // hand -> the commitment this page showed while it was played
    this.id = null;
    this.rev = 0; // the revision of the save this game was last written as or read from
    this.dirty = false; // changed since then
    // The day's deal (issue 45): {game, date, deal, counted} while its hand is played; such a
    // game is never saved as the game in progress (keeper.js), and ends with its hand.
    this.daily = null;
    // A lesson (issue 51): {game, seen, log, topic} while its hand is played; kept apart like the
    // day's deal (game/lessons.js), never the game in progress.
    this.lesson = null;
  }

  get active() {
    return Boolean(this.record && this.view);
  }

  /** Where the person's bot sits in this game, for its save: {name, seat}, or null. */
  get botSeat() {
    const own = this.seatedBot;
    return own && this.record && own.game === this.record.game ? { name: own.name, seat: own.seat } : null;
  }

  on(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event) {
    for (const listener of this.listeners) listener(event);
  }

  /** Start a new epoch: replies and pauses of the older ones throw Superseded. */
  supersede() {
    this.epoch += 1;
    return this.epoch;
  }

  /** Throw Superseded if ``epoch`` is no longer the current one. */
  check(epoch) {
    if (epoch !== this.epoch) throw new Superseded();
  }

  async call(type, payload) {
    const epoch = this.epoch;
    const result = await this.engine.call(type, payload);
    this.check(epoch);
    return result;
  }

  /** The engine's description of the games: handed over with "ready", else asked for. */
  describe() {
    return this.engine.described ? Promise.resolve(this.engine.described) : this.engine.call("describe");
  }

  /** A new game; ``deal`` (a deal code) gives its first hand that deal's cards. */
  async create({ game, options, level, deal = null, seed = null }) {
    const payload = { game, options, viewer: 0 };
    // a lesson's own seed (its hints are the ones its deal was chosen with), else the page's
    if (seed !== null) payload.seed = seed;
    else if (this.fixedSeed !== null) payload.seed = this.fixedSeed;
    if (deal) payload.deal = deal;
    const { record, view } = await this.call("new_game", payload);
    if (this.seatedBot?.game !== game) this.seatedBot = null;
    this.clear();
    Object.assign(this, { record, view, level, id: newGameId(), dirty: true });
    this.noteSeal(view);
    this.emit({ type: "game", reason: "new" });
  }

  /** The day's deal of ``game`` on ``date`` (YYYY-MM-DD): a new game of it at the normal level. */
  async createDaily({ game, date }) {
    const found = await this.call("daily_game", { game, date, viewer: 0 });
    this.seatedBot = null;
    this.clear();
    Object.assign(this, { record: found.record, view: found.view, level: found.level, id: newGameId(), dirty: true });
    this.daily = { game, date: found.date, deal: found.deal, counted: false };
    this.noteSeal(found.view);
    this.emit({ type: "game", reason: "new" });
  }

  /** The day's counted try of ``game`` on ``date`` again, from its kept ``record`` (the page was
   *  closed during it): the engine replays it, or refuses it. */
  async resumeDaily({ game, date, record }) {
    const found = await this.call("daily_game", { game, date, viewer: 0 });
    if (record?.deal !== found.deal || record?.seed !== found.seed) throw Object.assign(new Error("not the day's deal"), { name: "RecordError", reason: "not_daily" });
    const view = await this.call("view", { record, seat: 0 });
    this.seatedBot = null;
    this.clear();
    Object.assign(this, { record, view, level: found.level, id: newGameId() });
    this.daily = { game, date: found.date, deal: found.deal, counted: true };
    this.noteSeal(view);
    this.emit({ type: "game", reason: "resumed" });
  }

  /** A lesson kept (storage/lesson-store.js) again: the engine replays its record, or refuses it. */
  async resumeLesson(kept) {
    const view = await this.call("view", { record: kept.record, seat: 0 });
    this.seatedBot = null;
    this.clear();
    Object.assign(this, { record: kept.record, view, level: "normal", id: newGameId() });
    this.lesson = { game: kept.game, seen: [...kept.seen], log: [...kept.log] };
    this.noteSeal(view);
    this.emit({ type: "game", reason: "resumed" });
  }

  /** A day's finished hand: {result, tricks}, and with ``par`` its grade. Not tied to the epoch. */
  dailyResult(record, date, par = null) {
    return this.engine.call("daily_result", { record, date, seat: 0, ...(par === null ? {} : { par }) });
  }

  /** One more action of the day's par (the hard level in seat 0): {record, done, actions, total,
   *  result}. One small request at a time, so the worker is never busy for long. */
  dailyParStep(game, date, record = null) {
    return this.engine.call("daily_par_step", { game, date, seat: 0, ...(record ? { record } : {}) });
  }

  /** A saved game (checked by persistence.js): the engine replays its record, or refuses it. */
  async resume(save) {
    const view = await this.call("view", { record: save.record, seat: 0 });
    if (save.ui.summarySeen > view.history.length) throw Object.assign(new Error("summarySeen beyond the hands played"), { name: "RecordError", reason: "bad_page_state" });
    // The person's bot of a resumed game is seated again by the keeper (game/keeper.js), once its
    // sandbox is up; until then, and if it cannot be, the game's level plays its seat.
    this.seatedBot = null;
    this.clear();
    Object.assign(this, { record: save.record, view, level: save.ui.level, summarySeen: save.ui.summarySeen, id: save.id, rev: save.rev });
    this.noteSeal(view);
    this.emit({ type: "game", reason: "resumed" });
  }

  /** Do an action; every listener hears it with the views before and after. */
  async act(seat, action) {
    const before = this.view;
    const { record, view } = await this.call("step", { record: this.record, seat, action, viewer: 0 });
    this.record = record;
    this.view = view;
    this.dirty = true;
    this.noteSeal(view);
    this.emit({ type: "action", before, after: view, seat, action });
  }

  /** Remember the commitment shown for the hand being played (Verify compares it with the
   *  record's once the hand is over: a record changed since would not match it). */
  noteSeal(view) {
    if (view?.commitment && !this.shownSeals.has(view.hand_number)) this.shownSeals.set(view.hand_number, view.commitment);
  }

  /** Who plays at each seat (the bridge's `table`): the person at seat 0 and three computer
   *  players of the game's level. The hard level's search, in the computer players' moves, the
   *  hints and the reviews, reads the normal level's players by that level's rules. */
  table() {
    return ["person", this.level, this.level, this.level];
  }

  /** A computer player's action; its seed is the engine's rule (bots.seed_for), as the review's.
   *  At the seat of the person's own bot, the bot's action (ownBotAction). */
  botAction(seat) {
    const own = this.seatedBot;
    if (own && own.seat === seat && own.game === this.view?.game) return this.ownBotAction(seat);
    return this.levelAction(seat);
  }

  levelAction(seat) {
    const payload = { record: this.record, seat, level: this.level, table: this.table() };
    if (this.level !== "hard") return this.call("bot_action", payload);
    return this.gauge.measure((effort) => this.call("bot_action", { ...payload, effort }), this.view.work);
  }

  /**
   * The person's bot decides from its seat's view (sent to its sandbox only, never drawn). An
   * action that is not one of the view's legal ones, a failure or a timeout: the game's level
   * decides instead (the game never stops for the bot).
   */
  async ownBotAction(seat) {
    const epoch = this.epoch;
    const own = this.seatedBot;
    const view = await this.call("view", { record: this.record, seat });
    let reply;
    try {
      reply = await own.decide(view);
    } catch (e) {
      reply = { error: { kind: "crash", message: String(e?.message ?? e) } };
    }
    this.check(epoch);
    if (usable(view, reply?.action) && !reply.error) return reply.action;
    return this.levelAction(seat);
  }

  hint() {
    return this.gauge.measure((effort) => this.call("hint", { record: this.record, seat: 0, effort, table: this.table() }), this.view.work);
  }

  /**
   * A finished hand's review (issue 12), one request at a time so the worker is never busy for
   * long: the outline (the deal, the tricks, the result, the person's decisions), then the
   * engine's evaluation of each decision. Not tied to the game loop's epoch: a review goes on
   * beside the game (``record`` is the game as it was when the review began).
   */
  reviewOutline(record, hand) {
    return this.engine.call("review_outline", { record, seat: 0, hand });
  }

  reviewDecision(record, index, effort = 1) {
    return this.engine.call("review_decision", { record, seat: 0, index, effort, table: this.table() });
  }

  /**
   * The Lab's match (issue 35: kawu.botlab.page), held in the engine's worker between requests:
   * lab_start, lab_answer (the bot's reply), lab_stop. Not tied to the game loop's epoch.
   */
  lab(type, payload) {
    if (!["lab_start", "lab_answer", "lab_stop"].includes(type)) return Promise.reject(new Error(`not a request of the Lab: ${type}`));
    return this.engine.call(type, payload);
  }

  /** Fair play (fair/): every hand's commitment checked (kawu.fair.verify). Not tied to the epoch. */
  verify(record) {
    return this.engine.call("verify", { record });
  }

  /** The computer players' decisions of a finished hand, then each audited (kawu.fair.audit). */
  auditOutline(record, hand, table) {
    return this.engine.call("audit_outline", { record, hand, table });
  }

  auditDecision(record, index, { effort = 1, table, samples }) {
    return this.engine.call("audit_decision", { record, index, effort, table, samples });
  }

  /** Take back seat 0's last action of this hand (the engine decides whether it may); returns it. */
  async undo() {
    const { record, view } = await this.call("undo", { record: this.record, seat: 0 });
    const taken = this.record.actions[record.actions.length]?.[1];
    this.record = record;
    this.view = view;
    this.dirty = true;
    this.emit({ type: "game", reason: "undo" });
    return taken;
  }

  /**
   * Play the rest of a decided hand at once (the engine says when a hand is decided: view.decided,
   * and plays it out). Every listener hears {type: "game", reason: "finish"}.
   */
  async finish() {
    const { record, view } = await this.call("finish", { record: this.record, viewer: 0 });
    this.record = record;
    this.view = view;
    this.dirty = true;
    this.noteSeal(view);
    this.emit({ type: "game", reason: "finish" });
  }

  /** Ask the engine whether ``record`` replays (an imported save): its view of seat 0, or it throws. */
  replay(record) {
    return this.engine.call("view", { record, seat: 0 });
  }

  summaryDone() {
    this.summarySeen += 1;
    this.dirty = true;
  }
}

/** Whether ``action`` is one the view allows: a legal card or bid, or the pass's number (the view's
 *  ``pass_count``: 3 to 5) of distinct legal cards. */
export function usable(view, action) {
  const legal = view?.legal ?? [];
  if (view?.phase === "pass") return Array.isArray(action) && action.length === (view.pass_count ?? 3) && new Set(action).size === 3 && action.every((c) => legal.includes(c));
  return (typeof action === "string" || typeof action === "number") && legal.includes(action);
}
