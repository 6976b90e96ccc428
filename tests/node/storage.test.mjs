// Saved games: versioned keys, guarded writes, unreadable saves moved aside (never wiped).
import { test } from "node:test";
import assert from "node:assert/strict";
import { Store, GAME_KEY, BACKUP_PREFIX, SETTINGS_KEY } from "../../web/js/storage.js";
import { MemoryStorage } from "./memory-storage.mjs";

const record = { version: 1, game: "hearts", options: {}, seed: 1, deal: null, actions: [] };

test("a game saved is a game loaded", () => {
  const storage = new MemoryStorage();
  const store = new Store(() => storage);
  assert.deepEqual(store.loadGame(), { status: "none" });
  assert.deepEqual(store.saveGame({ record, view: { phase: "pass" }, ui: { level: "easy" } }), { ok: true });
  const loaded = store.loadGame();
  assert.equal(loaded.status, "ok");
  assert.deepEqual(loaded.save.record, record);
  assert.equal(loaded.save.format, 1);
  assert.equal(loaded.save.ui.level, "easy");
});

test("a save that is not JSON is corrupt, and is backed up before the key is freed", () => {
  const storage = new MemoryStorage({ [GAME_KEY]: "{not json" });
  const store = new Store(() => storage);
  const loaded = store.loadGame();
  assert.equal(loaded.status, "corrupt");
  const key = store.backupGame(loaded.raw, new Date("2026-01-02T03:04:05Z"));
  assert.equal(key, `${BACKUP_PREFIX}2026-01-02T03:04:05.000Z`);
  assert.equal(storage.getItem(key), "{not json");
  assert.equal(storage.getItem(GAME_KEY), null);
  assert.deepEqual(store.backups(), [key]);
});

test("a save from a newer format is reported as such", () => {
  const storage = new MemoryStorage({ [GAME_KEY]: JSON.stringify({ format: 2, record }) });
  assert.equal(new Store(() => storage).loadGame().status, "newer_version");
});

test("a save without a record is corrupt", () => {
  for (const raw of ["[]", "null", "42", JSON.stringify({ format: 1 })]) {
    const storage = new MemoryStorage({ [GAME_KEY]: raw });
    assert.equal(new Store(() => storage).loadGame().status, "corrupt", raw);
  }
});

test("a failing write is reported, not thrown", () => {
  const storage = new MemoryStorage();
  storage.failWrites = Object.assign(new Error("quota"), { name: "QuotaExceededError" });
  const store = new Store(() => storage);
  const result = store.saveGame({ record });
  assert.equal(result.ok, false);
  assert.match(result.error, /QuotaExceededError/);
});

test("if the backup cannot be written, the original save stays where it was", () => {
  const storage = new MemoryStorage({ [GAME_KEY]: "garbage" });
  storage.failWrites = new Error("full");
  const store = new Store(() => storage);
  assert.equal(store.backupGame("garbage"), null);
  assert.equal(storage.getItem(GAME_KEY), "garbage");
});

test("storage that cannot even be opened gives a store that reports every write", () => {
  const store = new Store(() => {
    throw new Error("SecurityError: storage disabled");
  });
  assert.deepEqual(store.loadGame(), { status: "none" });
  assert.deepEqual(store.loadSettings(), {});
  const result = store.saveGame({ record });
  assert.equal(result.ok, false);
  assert.match(result.error, /storage disabled/);
});

test("settings round-trip and bad settings read as empty", () => {
  const storage = new MemoryStorage({ [SETTINGS_KEY]: "oops" });
  const store = new Store(() => storage);
  assert.deepEqual(store.loadSettings(), {});
  store.saveSettings({ lang: "it" });
  assert.deepEqual(store.loadSettings(), { lang: "it" });
});
