// Saving the game so that nothing a player or a browser does loses a move or locks the page.
//
// - Every save carries the game's id and a revision. A tab writes only over its own game at the
//   revision it last wrote or read: if another tab has saved since (a newer revision, or another
//   game started there), this tab does not write; it is told to adopt the stored game instead.
// - Other tabs' saves are heard at once and adopted: through a BroadcastChannel (WebKit fires no
//   `storage` event between tabs) and the `storage` event (also when storage is cleared).
// - A save that cannot be resumed, for any reason, is moved to a backup (the newest ten are kept,
//   listed in the menu, downloadable) and the person is told; a new game can start at once.
import { BACKUP_PREFIX, GAME_KEY } from "./storage.js";
import { backupSummary, readSave, writeSave } from "./saves.js";

export class Persistence {
  /**
   * @param {import("./storage.js").Store} store
   * @param {{onOtherTab?: (found: object) => void}} options onOtherTab gets what load() returns
   */
  constructor(store, { onOtherTab = () => {} } = {}) {
    this.store = store;
    this.onOtherTab = onOtherTab;
  }

  /** Hear other tabs' saves (neither the event nor the message reaches the tab that wrote). */
  listen(win) {
    win.addEventListener("storage", (event) => {
      if (event.key === GAME_KEY || event.key === null) this.onOtherTab(this.load());
    });
    if (typeof win.BroadcastChannel === "function") {
      this.channel = new win.BroadcastChannel("kawu:saves");
      this.channel.onmessage = (event) => {
        if (event.data?.key === GAME_KEY) this.onOtherTab(this.load());
      };
    }
  }

  /** Tell the other tabs that the game key changed. */
  told() {
    this.channel?.postMessage({ key: GAME_KEY });
  }

  /** {status: "none"} | {status: "ok", save, raw} | {status: <why not>, raw, message}. */
  load() {
    const raw = this.store.read(GAME_KEY);
    if (raw === null) return { status: "none" };
    return { ...readSave(raw), raw };
  }

  /**
   * Write the session's game if it changed. Returns {ok: true}, {ok: false, error} (storage full
   * or disabled; the game goes on), or {conflict: save} when another tab saved since: nothing was
   * written, and the caller adopts ``save``. ``force`` (a new game the person asked for) writes
   * over whatever game is stored.
   */
  save(session, { force = false } = {}) {
    if (!session.active || (!session.dirty && !force)) return { ok: true };
    const raw = this.store.read(GAME_KEY);
    if (raw !== null) {
      const stored = readSave(raw);
      if (stored.status !== "ok") {
        // Something unreadable is in the way: kept aside first, never overwritten.
        if (!this.keepAside(raw)) return { ok: false, blocked: true, error: "blocked" };
      } else if (!force && (stored.save.id !== session.id || stored.save.rev > session.rev)) {
        return { conflict: stored.save };
      }
    }
    const rev = session.rev + 1;
    const text = writeSave({ id: session.id, rev, record: session.record, view: session.view, level: session.level, summarySeen: session.summarySeen });
    const result = this.store.write(GAME_KEY, text);
    if (result.ok) {
      session.rev = rev;
      session.dirty = false;
      this.told();
    }
    return result;
  }

  /** The person left the game for the start screen: it is no longer the saved game. */
  discard(session) {
    const found = this.load();
    if (found.status !== "ok" || found.save.id === session.id) {
      this.store.remove(GAME_KEY);
      this.told();
    }
  }

  /** Move ``raw`` to a backup; the game key is freed if it still holds it. Returns the key or null. */
  keepAside(raw) {
    const key = this.store.backup(raw);
    if (key && this.store.read(GAME_KEY) === raw) this.store.remove(GAME_KEY);
    return key;
  }

  /** The backups, newest first: {key, date, game, hand, size}. */
  backups() {
    return this.store
      .backups()
      .reverse()
      .map((key) => {
        const raw = this.store.read(key) ?? "";
        const date = new Date(key.slice(BACKUP_PREFIX.length).replace(/-\d+$/, ""));
        return { key, date: Number.isNaN(date.getTime()) ? null : date, size: raw.length, ...backupSummary(raw) };
      });
  }

  backupText(key) {
    return this.store.read(key);
  }

  deleteBackup(key) {
    if (this.store.backups().includes(key)) this.store.remove(key);
  }
}
