// Keeping the game: drawing the saved table before Python is ready, resuming it, saving after every
// action (and adopting another tab's newer save instead of writing over it), the statistics, and
// what happens when a save cannot go on: it is kept aside and the person is told in plain words.
import { h, clear } from "./dom.js";
import { t } from "./i18n.js";
import { Superseded } from "./session.js";
import { writeSave } from "./saves.js";
import { reasonText } from "./words.js";

export class Keeper {
  /** @param {import("./app.js").App} app */
  constructor(app) {
    this.app = app;
  }

  /** The saved table at once, before Python is ready (the engine checks the record then). */
  drawSaved(save) {
    if (!save.view) return;
    this.app.state.savedView = save.view;
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
    this.app.resetTable();
    this.app.showScreen("table");
    this.persist();
    this.app.loop.advance();
    return true;
  }

  /** Something went wrong in play. A dead engine is fatal; otherwise this game cannot go on. */
  failed(error) {
    if (this.app.engine.failed) {
      this.app.showFatal(error);
      return;
    }
    console.error(error);
    const s = this.app.session;
    const raw = s.active ? writeSave({ id: s.id, rev: s.rev, record: s.record, view: s.view, level: s.level, summarySeen: s.summarySeen }) : null;
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

  /** Another tab saved (or discarded) the game: this tab follows it and never writes over it. */
  otherTab(found) {
    const s = this.app.session;
    if (found.status === "none") {
      if (s.active && this.app.state.screen === "table") this.app.games.toStart({ discard: false });
      return;
    }
    if (found.status !== "ok" || !this.app.state.ready) return;
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
    const result = this.app.persistence.save(this.app.session, options);
    if (result.conflict) {
      this.adopt({ status: "ok", save: result.conflict });
      return false;
    }
    this.showSaveError(result.ok ? null : result.blocked ? t(this.app.state.lang, "save.blocked") : result.error);
    return true;
  }

  showSaveError(error) {
    this.app.state.saveError = error;
    const box = this.app.doc.querySelector("#save-error");
    box.hidden = !error;
    if (error) clear(box, t(this.app.state.lang, "save.failed", { message: error }));
  }

  countStats() {
    if (this.app.session.id) this.noteStats(this.app.stats.count(this.app.session.id, this.app.session.view, this.app.session.level));
  }

  noteStats(result) {
    this.app.state.statsError = result.ok ? null : result.error;
  }
}
