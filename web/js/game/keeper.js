// Keeping the game: drawing the saved table before Python is ready, resuming it, saving after every
// action (and adopting another tab's newer save instead of writing over it), the statistics, and
// what happens when a save cannot go on: it is kept aside and the person is told in plain words.
import { h, clear } from "../views/dom.js";
import { t } from "../words/i18n.js";
import { Superseded } from "./session.js";
import { writeSave } from "../storage/saves.js";
import { reasonText } from "../words/sentences.js";
import { reseatBot } from "../lab/door.js";
import { closingView } from "./hand-end.js";

export class Keeper {
  /** @param {import("./app.js").App} app */
  constructor(app) {
    this.app = app;
    // A note about the person's bot (it could not be seated again) holds for its game only.
    app.session.on((event) => {
      if (event.type === "game" && event.reason === "new") {
        this.botNotice(null);
        if (app.state.journalAside) this.journalNotice(null);
      }
    });
    // The browser refusing the journal's writes for want of room is said above everything (with
    // what to do), and taken back when a write succeeds again.
    app.persistence.journal?.onRefused((refused) => {
      app.state.storageRefused = refused;
      this.showSaveError(app.state.saveError);
    });
  }

  /**
   * At boot: the saves of older versions moved, the journal's copies taken where they are further
   * on (or kept aside and said where they disagree: issue 52), every save that cannot be read kept
   * aside (and said), the saved table of the kind played last drawn at once. Resolves to what to
   * resume, or null.
   */
  async boot({ draw = true } = {}) {
    const p = this.app.persistence;
    p.migrate();
    const aside = await p.reconcile();
    if (aside.length) this.journalNotice(aside.map((a) => a.key));
    p.journal?.visited(); // whether the browser writes at all, known before the first move
    const current = p.current();
    let chosen = null;
    for (const { kind, found } of p.all()) {
      if (found.status !== "ok") this.salvage(found.raw, found.status);
      else if (kind === current) chosen = found;
    }
    if (chosen && draw) this.drawSaved(chosen.save);
    return draw ? chosen : null;
  }

  /** The games in progress the start screen offers to continue: [{game, hand, scores}]. */
  savedGames() {
    const out = [];
    for (const { kind, found } of this.app.persistence.all()) {
      const v = found.save?.view;
      if (kind && found.status === "ok" && v?.phase !== "game_over") out.push({ game: kind, hand: v?.hand_number ?? null, scores: v?.scores ?? null });
    }
    return out;
  }

  /** The saved table at once, before Python is ready (the engine checks the record then). */
  drawSaved(save) {
    if (!save.view) return;
    // A hand over whose summary was not closed: its end, not the next hand (hand-end.js).
    const pending = save.view.history?.[save.ui?.summarySeen ?? Infinity];
    this.app.state.savedView = pending ? closingView(save.view, pending) : save.view;
    this.app.state.statusOverride = t(this.app.state.lang, "loading.resume");
    try {
      this.app.showScreen("table");
    } catch {
      // A view the table cannot draw: nothing is drawn early; the engine's view comes next.
      this.app.state.savedView = null;
      this.app.state.statusOverride = null;
      this.app.showScreen("start");
    }
  }

  /** Resume a save the engine accepts; anything else keeps it aside. True if the game is on. */
  async resume(found) {
    try {
      await this.app.session.resume(found.save);
    } catch (e) {
      if (e instanceof Superseded) return this.app.session.active; // another tab's save came first
      if (this.app.engine.failed) {
        this.app.showFatal(e);
        return false;
      }
      this.app.state.savedView = null;
      this.salvage(found.raw, e?.reason ?? "bad_record", e?.words);
      return false;
    }
    if (found.save.legacy) {
      // A save from before the statistics' ledger: what it had counted (or all of it, if older).
      const v = this.app.session.view;
      this.app.stats.ledger(found.save.id, found.save.counted ?? { hands: v.history.length, over: v.phase === "game_over" });
    }
    this.app.state.savedView = null;
    this.app.state.notice = null;
    this.botNotice(null);
    this.app.resetTable();
    this.app.showScreen("table");
    this.app.persistence.played(found.save.record.game);
    if (found.save.ui.bot && !(await this.reseat(found.save))) return this.app.session.active;
    this.persist();
    this.app.loop.advance();
    return true;
  }

  /**
   * A resumed game with the person's kept bot at the table: its sandbox started again and its
   * file loaded (the Lab's bundle, lab/door.js), then seated; a bot no longer kept, or one that
   * does not start, is said on the table, and the game's level plays its seat. False when the
   * game moved on meanwhile (another tab's save adopted).
   */
  async reseat(save) {
    const { state, session } = this.app;
    const { name, seat } = save.ui.bot;
    const lang = state.lang;
    state.statusOverride = t(lang, "lab.starting");
    this.app.render();
    let problem;
    try {
      problem = await reseatBot(this.app, { name, seat, game: save.record.game });
    } catch (e) {
      problem = { problem: "failed", message: String(e?.message ?? e) };
    }
    state.statusOverride = null;
    if (session.id !== save.id) return false;
    if (problem) {
      const level = t(lang, `level.${session.level}`).toLocaleLowerCase(lang);
      this.botNotice(t(lang, `lab.resume.${problem.problem}`, { name, seat: t(lang, `seat.${seat}`), level, message: problem.message ?? "" }), problem.problem);
    }
    this.app.render();
    return true;
  }

  /** The journal's copies kept aside at boot (their backups' keys), said above the table and the
   *  start screen (#journal-notice) until another game begins; null hides it. */
  journalNotice(keys) {
    this.app.state.journalAside = keys;
    const box = this.app.doc.querySelector("#journal-notice");
    if (!box) return;
    box.hidden = !keys;
    clear(box, keys ? keys.map((key) => t(this.app.state.lang, "keep.journalAside", { key })).join(" ") : "");
  }

  /** The note about the person's bot above the table (#bot-notice); null hides it. */
  botNotice(text, reason = null) {
    const box = this.app.doc.querySelector("#bot-notice");
    if (!box) return;
    box.hidden = !text;
    box.dataset.reason = reason ?? "";
    clear(box, text ?? "");
  }

  /** Something went wrong in play. A dead engine is fatal; otherwise this game cannot go on. */
  failed(error) {
    if (this.app.engine.failed) {
      this.app.showFatal(error);
      return;
    }
    console.error(error);
    const s = this.app.session;
    const raw = s.active ? writeSave({ id: s.id, rev: s.rev, record: s.record, view: s.view, level: s.level, summarySeen: s.summarySeen, bot: s.botSeat }) : null;
    const key = raw ? this.salvage(raw, "cannot_continue") : null;
    this.app.games.toStart({ keepNotice: true, discard: Boolean(key) });
  }

  /** A save that cannot be resumed: kept under a backup key, and the person is told in plain words. */
  salvage(raw, reason, words = null) {
    const key = this.app.persistence.keepAside(raw);
    this.app.state.notice = { reason, key, words };
    return key;
  }

  noticeElement() {
    const notice = this.app.state.notice;
    if (!notice) return null;
    const lang = this.app.state.lang;
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

  /**
   * Another tab saved (or discarded) the game of ``kind``: a tab showing that game follows it and
   * never writes over it; a tab on the start screen shows a game just started there.
   */
  otherTab(found, kind) {
    const { session: s, state } = this.app;
    const shown = s.active && !s.daily ? s.record.game : null;
    if (state.screen === "start" && !s.active) {
      if (found.status === "ok" && found.save.rev === 1 && state.ready) this.adopt(found);
      else this.app.render(); // the games offered to continue
      return;
    }
    if (kind !== shown) return;
    if (found.status === "none") {
      if (state.screen === "table") this.app.games.toStart({ discard: false });
      return;
    }
    if (found.status !== "ok" || !state.ready) return;
    if (found.save.id === s.id && found.save.rev <= s.rev) return;
    this.adopt(found);
  }

  async adopt(found) {
    this.app.session.supersede();
    this.app.dialogs.close();
    const resumed = await this.resume({ ...found, raw: found.raw ?? JSON.stringify(found.save) }).catch((e) => this.failed(e));
    if (resumed) this.app.say(t(this.app.state.lang, "tabs.adopted"));
  }

  /** Save the game; false when another tab had moved on (its game is being adopted instead). */
  persist(options) {
    // The day's deal is kept by the daily store (game/daily.js), a lesson by its own
    // (game/lessons.js), never as a game in progress.
    if (this.app.session.daily) return this.app.daily.keep();
    if (this.app.session.lesson) return this.app.lessons.keep();
    const result = this.app.persistence.save(this.app.session, options);
    if (result.conflict) {
      this.adopt({ status: "ok", save: result.conflict });
      return false;
    }
    this.showSaveError(result.ok ? null : result.blocked ? t(this.app.state.lang, "save.blocked") : result.error);
    return true;
  }

  /** localStorage's write failing (``error``, or null), said above the table; the browser
   *  refusing every write (state.storageRefused, from the journal) said instead, with what to do. */
  showSaveError(error) {
    const { state } = this.app;
    state.saveError = error;
    const box = this.app.doc.querySelector("#save-error");
    const refused = state.storageRefused;
    box.hidden = !error && !refused;
    box.dataset.kind = refused ? "refused" : error ? "failed" : "";
    if (refused) clear(box, t(state.lang, "save.refused"));
    else if (error) clear(box, t(state.lang, "save.failed", { message: error }));
  }

  countStats() {
    if (this.app.session.id && !this.app.session.daily) this.noteStats(this.app.stats.count(this.app.session.id, this.app.session.view, this.app.session.level));
  }

  noteStats(result) {
    this.app.state.statsError = result.ok ? null : result.error;
  }
}
