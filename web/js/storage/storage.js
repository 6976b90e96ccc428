// localStorage under versioned keys, guarded: reads never throw, writes say whether they worked
// (a full or disabled storage is reported, never fatal). Backups of saves that could not be
// resumed are kept under timestamped keys, the newest ten; nothing else ever deletes a save.

/** The one saved game of the versions before one game per kind: read once and moved. */
export const GAME_KEY = "kawu:game:v1";
/** One saved game per kind, and which of them was played last (the one a new visit resumes). */
export const GAME_KEYS = { hearts: "kawu:game:v2:hearts", spades: "kawu:game:v2:spades" };
export const CURRENT_KEY = "kawu:current:v1";
export const SETTINGS_KEY = "kawu:settings:v1";
export const BACKUP_PREFIX = "kawu:backup:v1:";
export const MAX_BACKUPS = 10;

export class Store {
  /** @param {() => Storage} getStorage returns the Storage (may throw if storage is disabled) */
  constructor(getStorage) {
    try {
      this.storage = getStorage();
    } catch (e) {
      this.storage = null;
      this.unavailable = e;
    }
  }

  /** The text under ``key``, or null (also when storage cannot be read). */
  read(key) {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  /** Write ``text``; returns {ok: true} or {ok: false, error}. */
  write(key, text) {
    if (!this.storage) {
      return { ok: false, error: String(this.unavailable?.message ?? "storage is not available") };
    }
    try {
      this.storage.setItem(key, text);
      return { ok: true };
    } catch (e) {
      return { ok: false, error: `${e?.name ?? "Error"}: ${e?.message ?? e}` };
    }
  }

  remove(key) {
    try {
      this.storage?.removeItem(key);
    } catch {
      // nothing to remove where nothing can be stored
    }
  }

  keys(prefix) {
    const out = [];
    try {
      for (let i = 0; i < this.storage.length; i++) {
        const key = this.storage.key(i);
        if (key?.startsWith(prefix)) out.push(key);
      }
    } catch {
      // no storage, no keys
    }
    return out.sort();
  }

  /**
   * Keep ``raw`` under a backup key of its own (timestamped, never overwriting an older one) and
   * drop the oldest beyond ten. Returns the key, or null if it could not be written.
   */
  backup(raw, now = new Date()) {
    let key = BACKUP_PREFIX + now.toISOString();
    for (let n = 2; this.read(key) !== null; n++) key = `${BACKUP_PREFIX}${now.toISOString()}-${n}`;
    if (!this.write(key, raw).ok) return null;
    const all = this.backups();
    for (const old of all.slice(0, Math.max(0, all.length - MAX_BACKUPS))) this.remove(old);
    return key;
  }

  backups() {
    return this.keys(BACKUP_PREFIX);
  }

  loadSettings() {
    try {
      const value = JSON.parse(this.read(SETTINGS_KEY) ?? "{}");
      return value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
    } catch {
      return {};
    }
  }

  saveSettings(settings) {
    return this.write(SETTINGS_KEY, JSON.stringify(settings));
  }
}
