// A journal the browser must write at once (issue 52). localStorage stays THE save, but Chromium
// (and others) hold its writes in memory and put them on disk seconds later, so a crash of the
// browser loses what was not committed: a fresh profile's whole first minute. Beside each write
// of a game key (and of the kind played last) the same text goes to IndexedDB in a transaction
// with durability "strict", which the browser flushes to disk before it completes.
//
// - Where IndexedDB is missing or refuses (a private window, a full disk, a sandbox), every call
//   answers {ok: false} or null and nothing else happens: the game goes on with localStorage.
// - Writes are queued in call order (one readwrite transaction each; IndexedDB runs them in the
//   order they were made). A write never puts an older revision of a game over a newer one of the
//   same game: the one-writer rule of persistence.js, held inside the transaction too.
// - Which of the save and the journal holds the game further on is decided at boot by
//   persistence.js (saves.js: furtherOn). This module knows only keys and texts.
// - A write the browser refuses for want of room (QuotaExceededError: a full disk; or Firefox 153
//   in the first session after a crash in a fresh profile's first seconds, whose count of the
//   origin's usage has then wrapped below zero, so that it refuses every write of the origin,
//   localStorage too, until the browser starts again) is told to ``onRefused``'s listeners, who
//   tell the person; so is the first write that succeeds again. ``visited()``, at boot, writes the
//   visit's time: a refusal is known before the person's first move, not after it.

export const JOURNAL_DB = "kawu-journal";
export const JOURNAL_STORE = "saves";
const VERSION = 1;
const KEEP_TIMES = 2000; // the last write times kept for the figures
export const VISIT_KEY = "kawu:journal:visit";
// The errors that mean the browser refuses to write for want of room (said to the person).
const REFUSALS = ["QuotaExceededError"];
// A transaction -> what one of its requests' handlers threw (the transaction's own error is null
// when the page aborted it).
const thrownIn = new WeakMap();

/** A request's handler that cannot throw out of it: a refused put or delete (Firefox's
 *  InvalidStateError on a database that does not allow mutations) aborts its transaction, which
 *  then says so (onabort), never the page. */
function guarded(store, work) {
  return () => {
    try {
      work();
    } catch (e) {
      thrownIn.set(store.transaction, e);
      try {
        store.transaction.abort();
      } catch {
        // already finished
      }
    }
  };
}

export class Journal {
  /**
   * @param {() => IDBFactory | undefined} getFactory the page's indexedDB (may throw where it is refused)
   * @param {{clock?: () => number}} options
   */
  constructor(getFactory, { clock = () => performance.now() } = {}) {
    this.clock = clock;
    this.times = []; // ms from a write's call to its transaction's completion (queue included)
    this.own = []; // ms from a write's transaction's start to its completion
    this.figures = { state: "opening", writes: 0, failed: 0, pending: 0, last: null, error: null, openMs: null, boot: null, refused: null };
    this.listeners = [];
    const started = clock();
    this.db = this.open(getFactory);
    this.db.then(() => (this.figures.openMs = Math.round(clock() - started)));
    this.tail = this.db;
  }

  /** The database, or null where IndexedDB is missing or refuses. Never rejects. */
  open(getFactory) {
    return new Promise((resolve) => {
      const off = (error) => {
        this.figures.state = "off";
        this.figures.error = error ? `${error.name ?? "Error"}: ${error.message ?? error}` : "no IndexedDB";
        resolve(null);
      };
      let request;
      try {
        const factory = getFactory();
        if (!factory) return off(null);
        request = factory.open(JOURNAL_DB, VERSION);
      } catch (e) {
        return off(e);
      }
      request.onupgradeneeded = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains(JOURNAL_STORE)) db.createObjectStore(JOURNAL_STORE, { keyPath: "key" });
      };
      request.onsuccess = () => {
        const db = request.result;
        // Another version of the page wants to change the database: this one lets go of it.
        db.onversionchange = () => db.close();
        this.figures.state = "on";
        resolve(db);
      };
      request.onerror = (event) => {
        event?.preventDefault?.();
        off(request.error);
      };
      request.onblocked = () => off(new Error("blocked"));
    });
  }

  /** Every entry, {key: {key, text, id, rev}}, or null when there is no journal (or it does not
   *  answer within ``timeoutMs``: the page starts from localStorage alone). */
  async entries({ timeoutMs = 3000 } = {}) {
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
    const started = this.clock();
    try {
      const found = await Promise.race([this.readAll().then((all) => all ?? "failed"), late]);
      // what the boot found, for the figures: the entries read, a read that failed, or none in time
      this.figures.boot = { ms: Math.round(this.clock() - started), found: found === null ? "late" : found === "failed" ? "failed" : Object.keys(found).length };
      return found === "failed" ? null : found;
    } finally {
      clearTimeout(timer);
    }
  }

  async readAll() {
    const db = await this.db;
    if (!db) return null;
    return new Promise((resolve) => {
      try {
        const request = db.transaction(JOURNAL_STORE, "readonly").objectStore(JOURNAL_STORE).getAll();
        request.onsuccess = () => resolve(Object.fromEntries(request.result.filter((e) => typeof e?.key === "string" && typeof e.text === "string").map((e) => [e.key, e])));
        request.onerror = () => resolve(null);
      } catch {
        resolve(null);
      }
    });
  }

  /**
   * ``text`` under ``key``, unless the journal holds a later revision of the same game (``id``)
   * there (``force``: whatever it holds, a copy set aside at boot). Resolves {ok: true, ms} once
   * it is on disk, or {ok: false, error}; never rejects.
   */
  write(key, text, { id = null, rev = null, force = false } = {}) {
    return this.change((store) => {
      const got = store.get(key);
      got.onsuccess = guarded(store, () => {
        const old = got.result;
        if (!force && id !== null && old?.id === id && Number.isInteger(old.rev) && old.rev > rev) return;
        store.put({ key, text, id, rev });
      });
    }, { key, rev });
  }

  /** Remove ``key``; with ``id``, only while it holds that game (another tab's newer one stays). */
  remove(key, id = null) {
    return this.change((store) => {
      if (id === null) return void store.delete(key);
      const got = store.get(key);
      got.onsuccess = guarded(store, () => {
        if (!got.result || got.result.id === id) store.delete(key);
      });
    }, { key, rev: null });
  }

  /** Everything replaced by ``entries`` ([{key, text, id, rev}]): an imported data file. */
  replace(entries) {
    return this.change((store) => {
      store.clear();
      for (const entry of entries) store.put(entry);
    }, { key: null, rev: null });
  }

  /** The time of this visit, written at boot: whether the browser writes at all is then known
   *  (a refusal told to the listeners) before the person's first move. */
  visited() {
    return this.write(VISIT_KEY, new Date().toISOString());
  }

  /** ``listener(error)`` is called when the browser starts refusing the journal's writes for want
   *  of room (the error's name), and with null when a write succeeds again. */
  onRefused(listener) {
    this.listeners.push(listener);
  }

  /** The refusal as it stands after a write's ``result``: the listeners told of a change. */
  noteRefusal(result) {
    const name = String(result.error ?? "").split(":")[0];
    const refused = result.ok ? null : REFUSALS.includes(name) ? name : this.figures.refused;
    if (refused === this.figures.refused) return;
    this.figures.refused = refused;
    for (const listener of this.listeners) listener(refused);
  }

  /** Resolves once every write asked for so far has completed (or failed). */
  idle() {
    return this.tail;
  }

  /** One readwrite transaction, flushed to disk before it completes; resolves when it did. */
  change(work, last) {
    const started = this.clock();
    this.figures.pending += 1;
    this.tail = this.db.then(
      (db) =>
        new Promise((resolve) => {
          const done = (result) => {
            this.figures.pending -= 1;
            if (result.ok) {
              this.figures.writes += 1;
              this.figures.last = last;
              this.times.push(result.ms);
              this.own.push(result.own);
              if (this.times.length > KEEP_TIMES) {
                this.times.shift();
                this.own.shift();
              }
            } else {
              this.figures.failed += 1;
              if (db) this.figures.error = result.error; // else: why it is off, said at its opening
            }
            if (db) this.noteRefusal(result);
            resolve(result);
          };
          if (!db) return done({ ok: false, error: "no journal" });
          let tx;
          const begun = this.clock();
          try {
            tx = db.transaction(JOURNAL_STORE, "readwrite", { durability: "strict" });
            work(tx.objectStore(JOURNAL_STORE));
          } catch (e) {
            try {
              tx?.abort();
            } catch {
              // already finished or never begun
            }
            return done({ ok: false, error: `${e?.name ?? "Error"}: ${e?.message ?? e}` });
          }
          tx.oncomplete = () => done({ ok: true, ms: this.clock() - started, own: this.clock() - begun });
          // Said in the figures; a refusal for want of room is also told to the listeners.
          tx.onabort = () => done({ ok: false, error: String((tx.error ?? thrownIn.get(tx))?.name ?? "AbortError") });
        }),
    );
    return this.tail;
  }

  /** Read-only figures for the tests and the measuring script (kawuFigures().journal). */
  report() {
    return { ...this.figures, times: [...this.times], own: [...this.own] };
  }
}
