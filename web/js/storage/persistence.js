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
// - Every write of a game key (and of the kind played last) goes to the journal too (journal.js:
//   IndexedDB, flushed at once), after the same revision check. At boot, reconcile() takes the
//   journal's copy where it holds the same game further on; a copy that disagrees is kept aside.
// - Where localStorage refuses to write (Firefox, in the first session after a crash in a fresh
//   profile's first seconds, says QuotaExceededError to every write), the journal's copy is still
//   resumed: held in memory for this visit (``held``), each save tried on the journal too, and
//   the refusal said as any failed save is (the journal may be refused as well).
import { BACKUP_PREFIX, CURRENT_KEY, GAME_KEY, GAME_KEYS } from "./storage.js";
import { backupSummary, furtherOn, readSave, writeSave } from "./saves.js";

const KINDS = Object.keys(GAME_KEYS);
const kindOfKey = (key) => KINDS.find((kind) => GAME_KEYS[kind] === key) ?? null;

export class Persistence {
  /**
   * @param {import("./storage.js").Store} store
   * @param {{onOtherTab?: (found: object, kind: string) => void, journal?: import("./journal.js").Journal | null}} options
   *   onOtherTab gets what load(kind) returns, for the kind whose save another tab changed;
   *   journal, where there is one, gets every write of a game key too
   */
  constructor(store, { onOtherTab = () => {}, journal = null } = {}) {
    this.store = store;
    this.onOtherTab = onOtherTab;
    this.journal = journal;
    /** Game keys' texts that localStorage refused, kept by the journal alone: key -> text. */
    this.held = new Map();
  }

  /** A key's text: localStorage's, else what the journal alone holds for it. */
  read(key) {
    return this.store.read(key) ?? this.held.get(key) ?? null;
  }

  /** Write a game key (or the kind played last) to localStorage: {ok: true}, or {ok: false,
   *  error} with ``held`` where there is a journal (the text is then this visit's, read back by
   *  ``read``, and the journal is its only copy on disk). */
  put(key, text) {
    const result = this.store.write(key, text);
    if (result.ok) {
      this.held.delete(key);
      return result;
    }
    if (this.journal?.figures?.state !== "on") return result;
    this.held.set(key, text);
    return { ...result, held: true };
  }

  /**
   * At boot, before any save is read (issue 52): for each kind, the journal's copy is written back
   * to localStorage where it holds the same game further on (saves.js: furtherOn), or where
   * localStorage has no game at all (a crash lost it); a copy that disagrees with the save in
   * anything but length, or cannot be read, is kept aside as a backup and the save stays. The kind
   * played last comes from the journal when localStorage lost it, or when that kind's game was
   * taken from the journal. Returns the copies kept aside: [{key (the backup), kind}].
   */
  async reconcile() {
    const entries = this.journal ? await this.journal.entries() : null;
    if (!entries) return [];
    const aside = [];
    const taken = [];
    for (const kind of KINDS) {
      const key = GAME_KEYS[kind];
      const entry = entries[key];
      const found = this.load(kind);
      if (!entry || entry.text === found.raw) continue; // the same text: nothing to choose
      const copy = readSave(entry.text);
      const verdict =
        copy.status !== "ok" || (found.status !== "ok" && found.status !== "none") ? "disagree"
        : found.status === "none" ? "journal"
        : furtherOn(found.save, copy.save);
      if (verdict === "journal") {
        const put = this.put(key, entry.text);
        if (put.ok || put.held) taken.push(kind);
      } else if (verdict === "disagree") {
        const backup = this.store.backup(entry.text);
        if (!backup) continue; // no room: the copy stays in the journal, never wiped
        aside.push({ key: backup, kind });
        // The journal now holds the save (or nothing), so the copy is reported once.
        if (found.status === "ok") this.journal.write(key, found.raw, { id: found.save.id, rev: found.save.rev, force: true });
        else this.journal.remove(key);
      }
    }
    const current = entries[CURRENT_KEY]?.text;
    if (KINDS.includes(current) && (taken.includes(current) || this.store.read(CURRENT_KEY) === null)) this.put(CURRENT_KEY, current);
    return aside;
  }

  /** The journal rewritten from localStorage (after an import replaced the saved games there):
   *  resolves once it is on disk. */
  rewriteJournal() {
    if (!this.journal) return Promise.resolve({ ok: false });
    const entries = [];
    for (const kind of KINDS) {
      const found = this.load(kind);
      if (found.status === "ok") entries.push({ key: GAME_KEYS[kind], text: found.raw, id: found.save.id, rev: found.save.rev });
    }
    const current = this.current();
    if (current) entries.push({ key: CURRENT_KEY, text: current, id: null, rev: null });
    return this.journal.replace(entries);
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
    const raw = this.read(GAME_KEYS[kind] ?? GAME_KEY);
    if (raw === null) return { status: "none" };
    return { ...readSave(raw), raw };
  }

  /** The kind played last, if it still has a saved game. */
  current() {
    const kind = this.read(CURRENT_KEY);
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
    // (another tab's save is in localStorage: what this visit holds is its own)
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
    const result = this.put(key, text);
    // localStorage refused: the journal may still keep it; the session stays unsaved (the refusal
    // is said, and the next action, or the page being hidden, tries localStorage again)
    if (result.held) this.journal.write(key, text, { id: session.id, rev });
    if (result.ok) {
      this.journal?.write(key, text, { id: session.id, rev });
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
      this.held.delete(key);
      this.journal?.remove(key, session.id);
      this.told(key);
    }
    this.leave();
  }

  /** The game of ``kind`` is the one being played: the next visit resumes it. */
  played(kind) {
    if (this.read(CURRENT_KEY) === kind) return;
    const put = this.put(CURRENT_KEY, kind);
    if (put.ok || put.held) this.journal?.write(CURRENT_KEY, kind);
  }

  /** The person went back to the start screen: the next visit opens there too. */
  leave() {
    this.store.remove(CURRENT_KEY);
    this.held.delete(CURRENT_KEY);
    this.journal?.remove(CURRENT_KEY);
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
