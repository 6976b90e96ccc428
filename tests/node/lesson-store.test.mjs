// A lesson kept (storage/lesson-store.js, issue 51): what cannot be read, or what the engine
// refuses to resume, is moved to a backup key and said, never wiped; with no room for the backup
// it stays where it was.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Store } from "../../web/js/storage/storage.js";
import { LESSON_BACKUP_PREFIX, LESSON_KEY, LessonStore } from "../../web/js/storage/lesson-store.js";
import { MemoryStorage } from "./memory-storage.mjs";

const lesson = { game: "hearts", record: { version: 1, game: "hearts", options: {}, seed: 95, deal: null, actions: [] }, seen: ["pass"], log: [], open: true };
const made = (storage) => new LessonStore(new Store(() => storage), () => 1765000000000);

test("a lesson written reads back whole", () => {
  const storage = new MemoryStorage();
  const store = made(storage);
  assert.equal(store.write(lesson).ok, true);
  assert.deepEqual(store.read(), { format: 1, ...lesson });
  assert.equal(store.notice, null);
});

test("a lesson that cannot be read is kept aside under a backup key and said", () => {
  const storage = new MemoryStorage({ [LESSON_KEY]: '{"format": 1, "game": "hearts"' });
  const store = made(storage);
  assert.equal(store.read(), null);
  const key = `${LESSON_BACKUP_PREFIX}1765000000000`;
  assert.equal(store.notice, key);
  assert.equal(storage.getItem(key), '{"format": 1, "game": "hearts"');
  assert.equal(storage.getItem(LESSON_KEY), null);
});

test("a lesson the engine refuses is kept aside, text for text, never wiped", () => {
  const storage = new MemoryStorage();
  const store = made(storage);
  store.write(lesson);
  const text = storage.getItem(LESSON_KEY);
  const key = store.keepAside();
  assert.equal(key, `${LESSON_BACKUP_PREFIX}1765000000000`);
  assert.equal(storage.getItem(key), text);
  assert.equal(storage.getItem(LESSON_KEY), null);
  assert.equal(store.notice, key);
  assert.equal(store.read(), null, "no lesson is offered to continue");
});

test("with no room for the backup, the lesson stays where it was", () => {
  const storage = new MemoryStorage();
  const store = made(storage);
  store.write(lesson);
  const text = storage.getItem(LESSON_KEY);
  storage.failWrites = new Error("QuotaExceededError");
  assert.equal(store.keepAside(), null);
  assert.equal(storage.getItem(LESSON_KEY), text);
  assert.equal(store.notice, null);
});
