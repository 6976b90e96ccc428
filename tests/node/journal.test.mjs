// The journal beside localStorage (issue 52), over fake-indexeddb (an in-memory IndexedDB, a
// devDependency of the tests only): every write in a transaction with durability "strict"; no
// older revision of a game over a newer one; a missing or refusing IndexedDB answers nothing and
// throws nothing; at boot the journal's copy is taken where it holds the same game further on,
// and kept aside where it disagrees with the save.
import { test } from "node:test";
import assert from "node:assert/strict";
import { IDBFactory, IDBDatabase, IDBObjectStore } from "../../web/node_modules/fake-indexeddb/build/esm/index.js";
import { Journal } from "../../web/js/storage/journal.js";
import { Store, GAME_KEYS, CURRENT_KEY, BACKUP_PREFIX } from "../../web/js/storage/storage.js";
import { furtherOn, readSave, writeSave } from "../../web/js/storage/saves.js";
import { Persistence } from "../../web/js/storage/persistence.js";
import { MemoryStorage } from "./memory-storage.mjs";

const HEARTS = GAME_KEYS.hearts;
const VIEW = {
  game: "hearts", phase: "play", to_act: [0], hand: ["2C"], legal: ["2C"], trick: [], last_trick: null,
  hand_number: 1, trick_number: 0, tricks_won: [0, 0, 0, 0], hand_sizes: [13, 13, 13, 13], history: [],
  scores: [0, 0, 0, 0], points: [0, 0, 0, 0], pass_direction: "left", passed: [], received: [],
};
const ACTIONS = [[1, ["2H", "3H", "4H"]], [2, ["2D", "3D", "4D"]], [3, ["2S", "3S", "4S"]], [0, ["AS", "AH", "AD"]], [0, "2C"], [1, "3C"], [2, "4C"]];
const record = (n, extra = {}) => ({ version: 1, game: "hearts", options: {}, seed: 7, deal: null, actions: ACTIONS.slice(0, n), fair: { secret: "ab".repeat(32), commitments: ["cd".repeat(32)] }, ...extra });
const AT = new Date("2026-12-07T10:00:00Z");
const text = ({ id = "g1", rev, n, extra }) => writeSave({ id, rev, record: record(n, extra), view: VIEW, level: "easy", summarySeen: 0 }, AT);
const saveOf = (raw) => readSave(raw).save;

function fresh(wrap = (f) => f) {
  const factory = new IDBFactory();
  return { factory, journal: new Journal(() => wrap(factory)) };
}

function setup() {
  const { factory, journal } = fresh();
  const store = new Store(() => new MemoryStorage());
  return { factory, journal, store, p: new Persistence(store, { journal }) };
}

const session = (fields) => ({ active: true, dirty: true, id: "g1", rev: 0, record: record(4), view: VIEW, level: "easy", summarySeen: 0, ...fields });

test("every write is a readwrite transaction with durability strict, read back as written", async (t) => {
  const seen = [];
  const transaction = IDBDatabase.prototype.transaction;
  t.mock.method(IDBDatabase.prototype, "transaction", function (names, mode, options) {
    seen.push([mode, options?.durability ?? "default"]);
    return transaction.call(this, names, mode, options);
  });
  const { journal } = fresh();
  const first = await journal.write(HEARTS, text({ rev: 1, n: 3 }), { id: "g1", rev: 1 });
  assert.equal(first.ok, true);
  assert.ok(first.ms >= 0);
  await journal.write(CURRENT_KEY, "hearts");
  const entries = await journal.entries();
  assert.equal(entries[HEARTS].text, text({ rev: 1, n: 3 }));
  assert.equal(entries[CURRENT_KEY].text, "hearts");
  assert.deepEqual(seen.filter(([mode]) => mode === "readwrite"), [["readwrite", "strict"], ["readwrite", "strict"]]);
  assert.deepEqual(journal.report().state, "on");
  assert.equal(journal.report().writes, 2);
  assert.equal(journal.report().times.length, 2);
});

test("a write never puts an older revision of a game over a newer one; another game replaces it", async () => {
  const { journal } = fresh();
  journal.write(HEARTS, text({ rev: 5, n: 5 }), { id: "g1", rev: 5 });
  journal.write(HEARTS, text({ rev: 4, n: 4 }), { id: "g1", rev: 4 }); // a stale tab's
  assert.equal((await journal.entries())[HEARTS].text, text({ rev: 5, n: 5 }));
  await journal.write(HEARTS, text({ id: "g2", rev: 1, n: 1 }), { id: "g2", rev: 1 }); // a new game
  assert.equal((await journal.entries())[HEARTS].id, "g2");
  await journal.remove(HEARTS, "g1"); // the old game's end removes nothing of the new one's
  assert.equal((await journal.entries())[HEARTS].id, "g2");
  await journal.remove(HEARTS, "g2");
  assert.equal((await journal.entries())[HEARTS], undefined);
});

test("where IndexedDB is missing or refuses, nothing is written, nothing throws", async () => {
  const refusals = {
    missing: () => undefined,
    thrown: () => {
      throw new DOMException("access is denied for this document", "SecurityError");
    },
    "open throws": () => ({ open: () => { throw new DOMException("refused", "InvalidStateError"); } }),
    "open fails": () => {
      const request = {};
      setTimeout(() => {
        request.error = new DOMException("A mutation operation was attempted on a database that did not allow mutations.", "InvalidStateError");
        request.onerror({ preventDefault() {} });
      });
      return { open: () => request };
    },
  };
  for (const [name, getFactory] of Object.entries(refusals)) {
    const journal = new Journal(getFactory);
    assert.deepEqual(await journal.write(HEARTS, "x", { id: "g", rev: 1 }), { ok: false, error: "no journal" }, name);
    assert.equal(await journal.entries(), null, name);
    assert.equal(journal.report().state, "off", name);
    // The game goes on with localStorage alone, as before the journal.
    const store = new Store(() => new MemoryStorage());
    const p = new Persistence(store, { journal });
    assert.deepEqual(await p.reconcile(), [], name);
    assert.equal(p.save(session({})).ok, true, name);
    assert.equal(saveOf(store.read(HEARTS)).rev, 1, name);
  }
});

test("a journal that never answers is given up at boot; a failing transaction is said only in the figures", async (t) => {
  const silent = new Journal(() => ({ open: () => ({}) }));
  assert.equal(await silent.entries({ timeoutMs: 20 }), null);
  const { journal } = fresh();
  t.mock.method(IDBObjectStore.prototype, "put", function () {
    this.transaction.abort(); // a full disk: the transaction aborts
  });
  const result = await journal.write(HEARTS, "x", { id: "g", rev: 1 });
  assert.equal(result.ok, false);
  assert.equal(journal.report().failed, 1);
});

test("a put the database refuses (Firefox: a database that does not allow mutations) fails its write", async (t) => {
  const { journal } = fresh();
  await journal.write(HEARTS, "before", { id: "g", rev: 1 });
  t.mock.method(IDBObjectStore.prototype, "put", () => {
    throw new DOMException("A mutation operation was attempted on a database that did not allow mutations.", "InvalidStateError");
  });
  // (That no page error comes of it is seen in Firefox itself: test_crash.py collects them.)
  assert.equal((await journal.write(HEARTS, "after", { id: "g", rev: 2 })).ok, false);
  assert.equal(journal.report().failed, 1);
  t.mock.restoreAll();
  assert.equal((await journal.entries())[HEARTS].text, "before", "nothing half written");
});

test("a write refused for want of room (QuotaExceededError) is told to the listeners, and its end too", async (t) => {
  const { journal } = fresh();
  const told = [];
  journal.onRefused((refused) => told.push(refused));
  assert.equal((await journal.visited()).ok, true, "the visit's time written at boot");
  assert.match((await journal.entries())["kawu:journal:visit"].text, /^\d{4}-\d\d-\d\dT/);
  // a put that throws (Firefox after a crash in a fresh profile's first seconds)
  t.mock.method(IDBObjectStore.prototype, "put", () => {
    throw new DOMException("The current transaction exceeded its quota limitations.", "QuotaExceededError");
  });
  const refused = await journal.write(HEARTS, "x", { id: "g", rev: 1 });
  assert.deepEqual([refused.ok, refused.error], [false, "QuotaExceededError"]);
  assert.deepEqual(told, ["QuotaExceededError"]);
  await journal.visited();
  assert.deepEqual(told, ["QuotaExceededError"], "told once, not at every write");
  // another failure (not for want of room) is not a refusal, and changes nothing said
  t.mock.restoreAll();
  t.mock.method(IDBObjectStore.prototype, "put", () => {
    throw new DOMException("A mutation operation was attempted on a database that did not allow mutations.", "InvalidStateError");
  });
  assert.equal((await journal.write(HEARTS, "y", { id: "g", rev: 2 })).error, "InvalidStateError");
  assert.deepEqual(told, ["QuotaExceededError"]);
  assert.equal(journal.report().refused, "QuotaExceededError");
  t.mock.restoreAll();
  assert.equal((await journal.write(HEARTS, "z", { id: "g", rev: 3 })).ok, true);
  assert.deepEqual(told, ["QuotaExceededError", null], "the first write that succeeds again ends it");
  assert.equal(journal.report().refused, null);
});

test("the save and the journal agree in all but length: the later revision is further on", () => {
  const at = (rev, n, extra) => saveOf(text({ rev, n, extra }));
  assert.equal(furtherOn(at(3, 3), at(6, 6)), "journal");
  assert.equal(furtherOn(at(6, 6), at(3, 3)), "save");
  assert.equal(furtherOn(at(6, 6), at(6, 6)), "save");
  assert.equal(furtherOn(at(6, 6), at(7, 4)), "journal", "an undo: a later revision, shorter");
  const sealed = { fair: { secret: "ab".repeat(32), commitments: ["cd".repeat(32), "ef".repeat(32)] } };
  assert.equal(furtherOn(at(3, 3), at(6, 6, sealed)), "journal", "the next hand's seal added");
  // Anything but length: the save wins.
  const other = [...ACTIONS.slice(0, 4), [0, "3C"]];
  assert.equal(furtherOn(at(3, 5), saveOf(writeSave({ id: "g1", rev: 6, record: { ...record(5), actions: other }, view: VIEW, level: "easy", summarySeen: 0 }))), "disagree");
  assert.equal(furtherOn(at(3, 3), saveOf(text({ id: "g2", rev: 6, n: 6 }))), "disagree", "another game");
  assert.equal(furtherOn(at(3, 3), at(6, 6, { seed: 8 })), "disagree");
  assert.equal(furtherOn(at(3, 3), at(6, 6, { options: { target: 50 } })), "disagree");
  assert.equal(furtherOn(at(3, 3), at(6, 6, { fair: { secret: "00".repeat(32), commitments: [] } })), "disagree");
});

test("persistence writes every save to the journal too, after the same revision check", async () => {
  const { journal, store, p } = setup();
  const s = session({});
  assert.equal(p.save(s).ok, true);
  s.record = record(5);
  s.dirty = true;
  assert.equal(p.save(s).ok, true);
  await journal.idle();
  const entries = await journal.entries();
  assert.equal(entries[HEARTS].text, store.read(HEARTS));
  assert.equal(entries[HEARTS].rev, 2);
  assert.equal(entries[CURRENT_KEY].text, "hearts");
  // Another tab saved since: nothing is written, to either.
  const stale = session({ rev: 1, record: record(6) });
  assert.ok(p.save(stale).conflict);
  await journal.idle();
  assert.equal((await journal.entries())[HEARTS].rev, 2);
  // The game ends: both forget it; back at the start screen, both forget the kind played last.
  p.discard(s);
  p.leave();
  await journal.idle();
  assert.deepEqual(await journal.entries(), {});
});

test("at boot, a game localStorage lost (a crash) comes back from the journal, with the kind played last", async () => {
  const { journal, store, p } = setup();
  await journal.write(HEARTS, text({ rev: 6, n: 6 }), { id: "g1", rev: 6 });
  await journal.write(CURRENT_KEY, "hearts");
  assert.deepEqual(await p.reconcile(), []);
  assert.equal(store.read(HEARTS), text({ rev: 6, n: 6 }));
  assert.equal(p.current(), "hearts");
});

test("where localStorage refuses every write (Firefox after a crash: QuotaExceededError), the journal alone keeps the game", async () => {
  const { factory } = fresh();
  const journal = new Journal(() => factory);
  const storage = new MemoryStorage();
  storage.failWrites = Object.assign(new Error("The quota has been exceeded."), { name: "QuotaExceededError" });
  const store = new Store(() => storage);
  const p = new Persistence(store, { journal });
  await journal.write(HEARTS, text({ rev: 6, n: 6 }), { id: "g1", rev: 6 });
  await journal.write(CURRENT_KEY, "hearts");
  assert.deepEqual(await p.reconcile(), []);
  // resumed from the journal's copy, though localStorage holds nothing
  assert.equal(storage.length, 0);
  assert.equal(p.current(), "hearts");
  assert.equal(p.load("hearts").save.rev, 6);
  // the game goes on: a save says localStorage refused (the person is told, as for any failed
  // save) and goes to the journal, which may keep it; the session stays unsaved, to be tried again
  const s = session({ rev: 6, record: record(7) });
  const result = p.save(s);
  assert.equal(result.ok, false);
  assert.equal(result.held, true);
  assert.match(result.error, /QuotaExceededError/);
  assert.equal(s.dirty, true);
  await journal.idle();
  assert.equal((await journal.entries())[HEARTS].rev, 7);
  assert.equal(p.load("hearts").save.record.actions.length, 7, "this visit reads what it held");
  s.level = "hard";
  assert.equal(p.save(s).held, true, "its own held save is no other tab's: no conflict");
  await journal.idle();
  assert.match((await journal.entries())[HEARTS].text, /"level":"hard"/);
  // localStorage writes again: the same save is written there, and the session is saved
  storage.failWrites = null;
  assert.deepEqual(p.save(s), { ok: true });
  assert.equal(s.dirty, false);
  assert.match(store.read(HEARTS), /"level":"hard"/);
  // without a journal, a refused write is said as before, and nothing is held
  const refusing = new MemoryStorage();
  refusing.failWrites = new Error("refused");
  const alone = new Persistence(new Store(() => refusing));
  const said = alone.save(session({ id: "g2" }));
  assert.equal(said.ok, false);
  assert.equal(said.held, undefined);
  assert.equal(alone.load("hearts").status, "none");
});

test("at boot, the journal's copy further on is taken; one behind is left", async () => {
  for (const [saved, copy, taken] of [[[3, 3], [6, 6], true], [[6, 6], [3, 3], false], [[6, 6], [7, 5], true]]) {
    const { journal, store, p } = setup();
    store.write(HEARTS, text({ rev: saved[0], n: saved[1] }));
    store.write(CURRENT_KEY, "hearts");
    await journal.write(HEARTS, text({ rev: copy[0], n: copy[1] }), { id: "g1", rev: copy[0] });
    assert.deepEqual(await p.reconcile(), []);
    assert.equal(store.read(HEARTS), text(taken ? { rev: copy[0], n: copy[1] } : { rev: saved[0], n: saved[1] }), JSON.stringify([saved, copy]));
    assert.deepEqual(store.backups(), []);
  }
});

test("at boot, a copy that disagrees is kept aside as a backup, byte for byte, and the save is played", async () => {
  const diverging = writeSave({ id: "g1", rev: 9, record: { ...record(5), actions: [...ACTIONS.slice(0, 4), [0, "3C"]] }, view: VIEW, level: "easy", summarySeen: 0 });
  const cases = { diverging, "another game": text({ id: "g2", rev: 9, n: 6 }), unreadable: '{"format": 2, "id": "g1", "rev": 9, "rec' };
  for (const [name, copy] of Object.entries(cases)) {
    const { journal, store, p } = setup();
    const saved = text({ rev: 4, n: 5 });
    store.write(HEARTS, saved);
    await journal.write(HEARTS, copy, { id: "g1", rev: 9 });
    const aside = await p.reconcile();
    assert.equal(aside.length, 1, name);
    assert.ok(aside[0].key.startsWith(BACKUP_PREFIX), name);
    assert.equal(store.read(aside[0].key), copy, name);
    assert.equal(store.read(HEARTS), saved, `${name}: the save wins`);
    await journal.idle();
    assert.equal((await journal.entries())[HEARTS].text, saved, `${name}: said once, the journal now holds the save`);
    assert.deepEqual(await p.reconcile(), [], name);
  }
});

test("at boot, beside a damaged save the journal's copy is kept aside too; the damaged save is left to the keeper", async () => {
  const { journal, store, p } = setup();
  store.write(HEARTS, "{damaged");
  await journal.write(HEARTS, text({ rev: 4, n: 4 }), { id: "g1", rev: 4 });
  const aside = await p.reconcile();
  assert.equal(store.read(aside[0].key), text({ rev: 4, n: 4 }));
  assert.equal(store.read(HEARTS), "{damaged", "handled as before: kept aside by the keeper at boot");
  assert.equal((await journal.entries())[HEARTS], undefined);
});

test("an imported data file replaces the journal, on disk before the page starts again", async () => {
  const { journal, store, p } = setup();
  await journal.write(HEARTS, text({ rev: 9, n: 7 }), { id: "old", rev: 9 });
  store.write(GAME_KEYS.spades, writeSave({ id: "s1", rev: 3, record: { ...record(0), game: "spades" }, view: null, level: "hard", summarySeen: 0 }));
  store.write(CURRENT_KEY, "spades");
  assert.equal((await p.rewriteJournal()).ok, true);
  const entries = await journal.entries();
  assert.deepEqual(Object.keys(entries).sort(), [CURRENT_KEY, GAME_KEYS.spades].sort());
  assert.equal(entries[GAME_KEYS.spades].id, "s1");
});
