// Saved games: every field read from localStorage is checked before use; each save carries its
// game's id and a revision, so no tab ever writes an older game over a newer one; what cannot be
// resumed is kept aside (the newest ten backups), never wiped.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Store, GAME_KEY, GAME_KEYS, CURRENT_KEY, BACKUP_PREFIX, SETTINGS_KEY, MAX_BACKUPS } from "../../web/js/storage/storage.js";

const HEARTS = GAME_KEYS.hearts;
import { readSave, viewProblem, writeSave } from "../../web/js/storage/saves.js";
import { Persistence } from "../../web/js/storage/persistence.js";
import { MemoryStorage } from "./memory-storage.mjs";

const record = { version: 1, game: "hearts", options: {}, seed: 1, deal: null, actions: [] };
const VIEW = {
  game: "hearts", phase: "pass", to_act: [0, 1, 2, 3], hand: ["2C", "QS"], legal: [], trick: [], last_trick: null,
  hand_number: 1, trick_number: 0, tricks_won: [0, 0, 0, 0], hand_sizes: [13, 13, 13, 13], history: [],
  scores: [0, 0, 0, 0], points: [0, 0, 0, 0], pass_direction: "left", passed: [], received: [],
};
const save2 = (fields = {}) => JSON.stringify({ format: 2, id: "abc", rev: 3, record, view: VIEW, ui: { level: "easy", summarySeen: 0 }, ...fields });

/** A session as persistence.js sees it. */
const session = (fields = {}) => ({ active: true, dirty: true, id: "abc", rev: 3, record, view: VIEW, level: "easy", summarySeen: 0, ...fields });

test("a format 2 save reads back as it was written", () => {
  const found = readSave(writeSave({ id: "abc", rev: 4, record, view: VIEW, level: "hard", summarySeen: 0 }));
  assert.equal(found.status, "ok");
  assert.deepEqual(found.save, { format: 2, id: "abc", rev: 4, record, view: VIEW, ui: { level: "hard", summarySeen: 0 } });
});

test("the person's bot at the table is saved by name and seat, and only when there is one", () => {
  const bot = { name: "west.py", seat: 1 };
  const found = readSave(writeSave({ id: "abc", rev: 4, record, view: VIEW, level: "easy", summarySeen: 0, bot }));
  assert.deepEqual(found.save.ui, { level: "easy", summarySeen: 0, bot });
  assert.equal(JSON.parse(writeSave({ id: "abc", rev: 4, record, view: VIEW, level: "easy", summarySeen: 0, bot: null })).ui.bot, undefined);
  for (const wrong of [{ name: "", seat: 1 }, { name: "x.py", seat: 0 }, { name: "x.py", seat: 4 }, { name: 7, seat: 1 }, "west.py", [bot]]) {
    assert.equal(readSave(save2({ ui: { level: "easy", summarySeen: 0, bot: wrong } })).status, "bad_page_state", JSON.stringify(wrong));
  }
  // Persistence writes where the session's bot sits (GameSession.botSeat).
  const store = new Store(() => new MemoryStorage());
  const p = new Persistence(store);
  assert.equal(p.save(session({ rev: 0, botSeat: bot })).ok, true);
  assert.deepEqual(readSave(store.read(GAME_KEYS.hearts)).save.ui.bot, bot);
});

test("a format 1 save (before revisions) is revision 0 of a game named by its seed", () => {
  const found = readSave(JSON.stringify({ format: 1, record, ui: { level: "normal", counted: { hands: 2, over: false } } }));
  assert.equal(found.status, "ok");
  assert.equal(found.save.id, "v1-1");
  assert.equal(found.save.rev, 0);
  assert.equal(found.save.legacy, true);
  assert.deepEqual(found.save.counted, { hands: 2, over: false });
  assert.equal(found.save.view, null);
});

test("damaged saves are named for what is wrong, never used", () => {
  const cases = {
    "{not json": "corrupt",
    "[]": "corrupt",
    null: "corrupt",
    42: "corrupt",
    '{"format":1}': "corrupt",
    '{"format":1,"record":[]}': "corrupt",
    '{"format":99,"record":{}}': "newer_version",
    '{"format":"2","record":{}}': "corrupt",
    [save2({ id: undefined })]: "corrupt",
    [save2({ id: "a b" })]: "corrupt",
    [save2({ rev: -1 })]: "corrupt",
    [save2({ rev: "3" })]: "corrupt",
    // The five saves that once left the page stuck:
    '{"format":1,"record":{},"view":{}}': "bad_view",
    [save2({ view: { ...VIEW, hand: "2C QS" } })]: "bad_view",
    [save2({ ui: { level: "x" } })]: "bad_page_state",
    [save2({ ui: { summarySeen: -1 } })]: "bad_page_state",
    [save2({ ui: "easy" })]: "bad_page_state",
    [save2({ view: { ...VIEW, last_trick: { cards: [[0, "ZZ"]], winner: 0 } } })]: "bad_view",
    [save2({ view: { ...VIEW, game: "spades" } })]: "bad_view",
  };
  for (const [raw, status] of Object.entries(cases)) assert.equal(readSave(raw).status, status, raw);
  // A record whose options are null passes here: the engine refuses it (RecordError).
  assert.equal(readSave(save2({ record: { ...record, options: null } })).status, "ok");
});

test("a view is checked field by field", () => {
  assert.equal(viewProblem(VIEW), null);
  assert.equal(viewProblem({}), "game");
  assert.equal(viewProblem({ ...VIEW, phase: "dance" }), "phase");
  assert.equal(viewProblem({ ...VIEW, to_act: [7] }), "to_act");
  assert.equal(viewProblem({ ...VIEW, trick: [[0, "QS", 1]] }), "trick");
  assert.equal(viewProblem({ ...VIEW, hand_number: 0 }), "hand_number");
  assert.equal(viewProblem({ ...VIEW, history: [null] }), "history");
});

test("a save writes the next revision of its own game, and only over it", () => {
  const storage = new MemoryStorage({ [HEARTS]: save2() });
  const p = new Persistence(new Store(() => storage));
  const s = session();
  assert.deepEqual(p.save(s), { ok: true });
  assert.equal(s.rev, 4);
  assert.equal(s.dirty, false);
  assert.equal(JSON.parse(storage.getItem(HEARTS)).rev, 4);
  assert.deepEqual(p.save(s), { ok: true }, "nothing changed: nothing written");
});

test("a tab that finds a newer save of its game, or another game, writes nothing and adopts it", () => {
  const storage = new MemoryStorage({ [HEARTS]: save2({ rev: 9 }) });
  const p = new Persistence(new Store(() => storage));
  const stale = session({ rev: 3 });
  const result = p.save(stale);
  assert.equal(result.conflict.rev, 9);
  assert.equal(JSON.parse(storage.getItem(HEARTS)).rev, 9, "the newer save is untouched");
  storage.setItem(HEARTS, save2({ id: "other", rev: 1 }));
  assert.equal(p.save(session({ rev: 20 })).conflict.id, "other", "a new game of another tab is never overwritten");
  // A new game the person asked for here does replace the stored one.
  assert.deepEqual(p.save(session({ id: "mine", rev: 0 }), { force: true }), { ok: true });
  assert.equal(JSON.parse(storage.getItem(HEARTS)).id, "mine");
});

test("something unreadable under the game key is kept aside before a write, and blocks it if it cannot be", () => {
  const storage = new MemoryStorage({ [HEARTS]: "garbage" });
  const p = new Persistence(new Store(() => storage));
  assert.deepEqual(p.save(session(), { force: true }), { ok: true });
  const [key] = p.store.backups();
  assert.equal(storage.getItem(key), "garbage");
  const full = new MemoryStorage({ [HEARTS]: "garbage" });
  full.failWrites = new Error("full");
  const result = new Persistence(new Store(() => full)).save(session(), { force: true });
  assert.equal(result.blocked, true);
  assert.equal(full.getItem(HEARTS), "garbage", "left where it was");
});

test("backups: timestamped, never overwritten, the newest ten kept, listed newest first", () => {
  const storage = new MemoryStorage({ [GAME_KEY]: "{not json" });
  const store = new Store(() => storage);
  const p = new Persistence(store);
  const key = p.keepAside("{not json");
  assert.ok(key.startsWith(BACKUP_PREFIX));
  assert.equal(storage.getItem(GAME_KEY), null, "the game key is freed");
  const at = new Date("2026-01-02T03:04:05Z");
  const first = store.backup("a", at);
  const second = store.backup("b", at);
  assert.notEqual(first, second);
  assert.equal(storage.getItem(first), "a");
  for (let i = 0; i < 12; i++) store.backup(save2(), new Date(Date.UTC(2027, 0, 1, 0, 0, i)));
  assert.equal(store.backups().length, MAX_BACKUPS);
  assert.equal(storage.getItem(first), null, "the oldest went first");
  const list = p.backups();
  assert.equal(list[0].date.toISOString(), "2027-01-01T00:00:11.000Z");
  assert.deepEqual([list[0].game, list[0].hand], ["hearts", 1]);
  p.deleteBackup(list[0].key);
  assert.equal(store.backups().length, MAX_BACKUPS - 1);
  p.deleteBackup(GAME_KEY);
  assert.equal(storage.getItem(GAME_KEY) === null, true, "only backups are deleted this way");
});

test("discarding leaves another tab's newer game alone", () => {
  const storage = new MemoryStorage({ [HEARTS]: save2({ id: "other" }) });
  const p = new Persistence(new Store(() => storage));
  p.discard(session());
  assert.notEqual(storage.getItem(HEARTS), null);
  p.discard(session({ id: "other" }));
  assert.equal(storage.getItem(HEARTS), null);
});

test("a failing write is reported, not thrown; disabled storage reads as empty", () => {
  const storage = new MemoryStorage();
  storage.failWrites = Object.assign(new Error("quota"), { name: "QuotaExceededError" });
  const result = new Persistence(new Store(() => storage)).save(session());
  assert.equal(result.ok, false);
  assert.match(result.error, /QuotaExceededError/);
  const store = new Store(() => {
    throw new Error("SecurityError: storage disabled");
  });
  assert.deepEqual(new Persistence(store).load("hearts"), { status: "none" });
  assert.deepEqual(store.loadSettings(), {});
  assert.match(new Persistence(store).save(session()).error, /storage disabled/);
});

test("settings round-trip and bad settings read as empty", () => {
  const storage = new MemoryStorage({ [SETTINGS_KEY]: "oops" });
  const store = new Store(() => storage);
  assert.deepEqual(store.loadSettings(), {});
  store.saveSettings({ lang: "it" });
  assert.deepEqual(store.loadSettings(), { lang: "it" });
});

test("one saved game per kind: each under its own key, the last played resumed", () => {
  const storage = new MemoryStorage();
  const p = new Persistence(new Store(() => storage));
  const spadesRecord = { ...record, game: "spades" };
  assert.deepEqual(p.save(session({ id: "h", rev: 0 })), { ok: true });
  assert.deepEqual(p.save(session({ id: "s", rev: 0, record: spadesRecord, view: { ...VIEW, game: "spades" } })), { ok: true });
  assert.equal(JSON.parse(storage.getItem(GAME_KEYS.hearts)).id, "h");
  assert.equal(JSON.parse(storage.getItem(GAME_KEYS.spades)).id, "s");
  assert.equal(p.current(), "spades");
  assert.deepEqual(p.all().map(({ kind }) => kind), ["hearts", "spades"]);
  p.leave();
  assert.equal(p.current(), null, "back on the start screen: the next visit opens there");
  assert.notEqual(storage.getItem(GAME_KEYS.hearts), null, "and both games are still saved");
});

test("the one saved game of older versions moves to its kind's key, never lost", () => {
  const old = JSON.stringify({ format: 1, record: { ...record, game: "spades" }, ui: { level: "hard" } });
  const storage = new MemoryStorage({ [GAME_KEY]: old });
  const p = new Persistence(new Store(() => storage));
  p.migrate();
  assert.equal(storage.getItem(GAME_KEY), null);
  assert.equal(storage.getItem(GAME_KEYS.spades), old, "byte for byte");
  assert.equal(storage.getItem(CURRENT_KEY), "spades");
  assert.equal(p.load("spades").save.ui.level, "hard");
  // A key already taken: the old save is kept aside instead.
  storage.setItem(GAME_KEY, old.replace('"hard"', '"easy"'));
  p.migrate();
  assert.equal(storage.getItem(GAME_KEY), null);
  const [backup] = p.store.backups();
  assert.match(storage.getItem(backup), /"easy"/);
  // An unreadable old save stays for the page to report and keep aside.
  storage.setItem(GAME_KEY, "{oops");
  p.migrate();
  assert.equal(storage.getItem(GAME_KEY), "{oops");
  assert.deepEqual(p.all().map(({ kind, found }) => [kind, found.status]), [[null, "corrupt"], ["spades", "ok"]]);
});
