// Saving the game so that nothing a player or a browser does loses a move or locks the page.
//
// - Every save carries the game's id and a revision. A tab writes only over its own game at the
//   revision it last wrote or read: if another tab has saved since (a newer revision, or another
//   game started there), this tab does not write; it is told to adopt the stored game instead.
// - Other tabs' saves are heard at once and adopted: through a BroadcastChannel (WebKit fires no
//   `storage` event between tabs) and the `storage` event (also when storage is cleared).
// - A save that cannot be resumed, for any reason, is moved to a backup (the newest ten are kept,
//   listed in the menu, downloadable) and the person is told; a new game can start at once.
// - One saved game per kind (Hearts, Spades), each under a key of its own, with the same
//   guarantees; the one saved game of older versions is moved to its kind's key, never lost.
import { BACKUP_PREFIX, CURRENT_KEY, GAME_KEY, GAME_KEYS } from "./storage.js";
import { backupSummary, readSave, writeSave } from "./saves.js";

const KINDS = Object.keys(GAME_KEYS);
const kindOfKey = (key) => KINDS.find((kind) => GAME_KEYS[kind] === key) ?? null;

export class Persistence {
  /**
   * @param {import("./storage.js").Store} store
   * @param {{onOtherTab?: (found: object, kind: string) => void}} options onOtherTab gets what
   *   load(kind) returns, for the kind whose save another tab changed
   */
  constructor(store, { onOtherTab = () => {} } = {}) {
    this.store = store;
    this.onOtherTab = onOtherTab;
  }

  /** Hear other tabs' saves (neither the event nor the message reaches the tab that wrote). */
  listen(win) {
    const heard = (key) => {
      const kinds = key === null ? KINDS : [kindOfKey(key)].filter(Boolean);
      for (const kind of kinds) this.onOtherTab(this.load(kind), kind);
    };
    win.addEventListener("storage", (event) => heard(event.key));
    if (typeof win.BroadcastChannel === "function") {
      this.channel = new win.BroadcastChannel("kawu:saves");
      this.channel.onmessage = (event) => {
        if (typeof event.data?.key === "string") heard(event.data.key);
      };
    }
  }

  /** Tell the other tabs that a game key changed. */
  told(key) {
    this.channel?.postMessage({ key });
  }

  /** The saved game of older versions, moved to its kind's key (kept aside if that is taken). */
  migrate() {
    const raw = this.store.read(GAME_KEY);
    if (raw === null) return;
    const found = readSave(raw);
    const key = found.status === "ok" ? GAME_KEYS[found.save.record.game] : null;
    if (!key) return; // unreadable: load() reports it and keeps it aside
    if (this.store.read(key) === null) {
      if (this.store.write(key, raw).ok) {
        this.store.remove(GAME_KEY);
        this.store.write(CURRENT_KEY, found.save.record.game);
      }
    } else {
      this.keepAside(raw);
    }
  }

  /** {status: "none"} | {status: "ok", save, raw} | {status: <why not>, raw, message}. */
  load(kind) {
    const raw = this.store.read(GAME_KEYS[kind] ?? GAME_KEY);
    if (raw === null) return { status: "none" };
    return { ...readSave(raw), raw };
  }

  /** The kind played last, if it still has a saved game. */
  current() {
    const kind = this.store.read(CURRENT_KEY);
    return KINDS.includes(kind) ? kind : null;
  }

  /** Every saved game: [{kind, found}] (the leftover of an older version first, as kind null). */
  all() {
    const out = [];
    if (this.store.read(GAME_KEY) !== null) out.push({ kind: null, found: this.load(null) });
    for (const kind of KINDS) out.push({ kind, found: this.load(kind) });
    return out.filter(({ found }) => found.status !== "none");
  }

  /**
   * Write the session's game if it changed. Returns {ok: true}, {ok: false, error} (storage full
   * or disabled; the game goes on), or {conflict: save} when another tab saved since: nothing was
   * written, and the caller adopts ``save``. ``force`` (a new game the person asked for) writes
   * over whatever game is stored.
   */
  save(session, { force = false } = {}) {
    if (!session.active || (!session.dirty && !force)) return { ok: true };
    const key = GAME_KEYS[session.record.game];
    const raw = this.store.read(key);
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
    const text = writeSave({ id: session.id, rev, record: session.record, view: session.view, level: session.level, summarySeen: session.summarySeen, bot: session.botSeat });
    const result = this.store.write(key, text);
    if (result.ok) {
      session.rev = rev;
      session.dirty = false;
      this.told(key);
      this.played(session.record.game);
    }
    return result;
  }

  /** The game is over, or was replaced: it is no longer a saved game (another tab's newer one stays). */
  discard(session) {
    const key = GAME_KEYS[session.record?.game];
    if (!key) return;
    const found = this.load(session.record.game);
    if (found.status !== "ok" || found.save.id === session.id) {
      this.store.remove(key);
      this.told(key);
    }
    this.leave();
  }

  /** The game of ``kind`` is the one being played: the next visit resumes it. */
  played(kind) {
    if (this.store.read(CURRENT_KEY) !== kind) this.store.write(CURRENT_KEY, kind);
  }

  /** The person went back to the start screen: the next visit opens there too. */
  leave() {
    this.store.remove(CURRENT_KEY);
  }

  /** Move ``raw`` to a backup; a game key that still holds it is freed. Returns the key or null. */
  keepAside(raw) {
    const key = this.store.backup(raw);
    if (!key) return null;
    for (const gameKey of [GAME_KEY, ...Object.values(GAME_KEYS)]) {
      if (this.store.read(gameKey) === raw) {
        this.store.remove(gameKey);
        this.told(gameKey);
      }
    }
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
