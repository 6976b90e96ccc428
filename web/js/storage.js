// Saved games and settings in localStorage, under versioned keys. Reads never throw; writes are
// guarded and say whether they worked, so a full or disabled storage is reported, never fatal.
// A save that cannot be read is moved aside to a backup key, never wiped.

export const GAME_KEY = "kawu:game:v1";
export const SETTINGS_KEY = "kawu:settings:v1";
export const BACKUP_PREFIX = "kawu:backup:v1:";
export const SAVE_FORMAT = 1;

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

  /**
   * The saved game: {status: "none"} | {status: "ok", save} | {status: "corrupt" | "newer_version",
   * raw, message}. "ok" only means the wrapper is sound: the engine still checks the record.
   */
  loadGame() {
    let raw;
    try {
      raw = this.storage?.getItem(GAME_KEY) ?? null;
    } catch {
      return { status: "none" };
    }
    if (raw === null) return { status: "none" };
    let save;
    try {
      save = JSON.parse(raw);
    } catch (e) {
      return { status: "corrupt", raw, message: String(e.message) };
    }
    if (save === null || typeof save !== "object" || Array.isArray(save)) {
      return { status: "corrupt", raw, message: "not an object" };
    }
    if (typeof save.format === "number" && save.format > SAVE_FORMAT) {
      return { status: "newer_version", raw, message: `save format ${save.format}` };
    }
    if (save.format !== SAVE_FORMAT || !isObject(save.record)) {
      return { status: "corrupt", raw, message: "no game record" };
    }
    return { status: "ok", save, raw };
  }

  /** Write the game; returns {ok: true} or {ok: false, error}. */
  saveGame(save) {
    return this.write(GAME_KEY, JSON.stringify({ ...save, format: SAVE_FORMAT, savedAt: new Date().toISOString() }));
  }

  clearGame() {
    try {
      this.storage?.removeItem(GAME_KEY);
    } catch {
      // nothing to clear where nothing can be stored
    }
  }

  /**
   * Keep an unreadable save under a backup key of its own (timestamped, so an older backup is
   * never overwritten), then free the game key. Returns the backup key, or null if it could not
   * be copied (then the original stays where it was).
   */
  backupGame(raw, now = new Date()) {
    const key = BACKUP_PREFIX + now.toISOString();
    const result = this.write(key, raw);
    if (!result.ok) return null;
    this.clearGame();
    return key;
  }

  backups() {
    const keys = [];
    try {
      for (let i = 0; i < this.storage.length; i++) {
        const key = this.storage.key(i);
        if (key?.startsWith(BACKUP_PREFIX)) keys.push(key);
      }
    } catch {
      // no storage, no backups
    }
    return keys.sort();
  }

  loadSettings() {
    try {
      const value = JSON.parse(this.storage?.getItem(SETTINGS_KEY) ?? "{}");
      return isObject(value) ? value : {};
    } catch {
      return {};
    }
  }

  saveSettings(settings) {
    return this.write(SETTINGS_KEY, JSON.stringify(settings));
  }

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
}

function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
