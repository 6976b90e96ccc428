// The day's deal in the page (issue 45): the calendar date from the clock's local fields across
// midnight and summer time, the daily store (one counted try, the deal's date, damaged data set
// aside), the streak and the last days, the data file, and a share text with no card in it.
process.env.TZ = "Europe/Rome"; // before any Date is made: the local fields below are Rome's
import { test } from "node:test";
import assert from "node:assert/strict";
import { dateWords, isDate, localDate, shiftDate } from "../../web/js/words/dates.js";
import { DAILY_BACKUP_PREFIX, DAILY_KEY, DailyStore, emptyDaily, lastDays, readDaily, streak } from "../../web/js/storage/daily-store.js";
import { applyData, checkData, exportData } from "../../web/js/storage/data-file.js";
import { Store } from "../../web/js/storage/storage.js";
import { shareText, tricksRow } from "../../web/js/words/daily-share.js";
import { MESSAGES } from "../../web/js/words/i18n.js";
import { MemoryStorage } from "./memory-storage.mjs";

const at = (iso) => localDate(new Date(iso));

test("the local date across midnight, in the person's time zone", () => {
  assert.equal(at("2026-12-06T22:59:59Z"), "2026-12-06"); // 23:59:59 in Rome
  assert.equal(at("2026-12-06T23:00:00Z"), "2026-12-07"); // midnight in Rome, still the 6th in UTC
  assert.equal(at("2026-12-31T23:30:00Z"), "2027-01-01");
});

test("a summer time change neither skips nor repeats a day", () => {
  // Rome, 29 March 2026: 02:00 becomes 03:00 (a day of 23 hours)
  assert.equal(at("2026-03-28T22:59:59Z"), "2026-03-28");
  assert.equal(at("2026-03-28T23:00:00Z"), "2026-03-29");
  assert.equal(at("2026-03-29T21:59:59Z"), "2026-03-29"); // 23:59:59 CEST
  assert.equal(at("2026-03-29T22:00:00Z"), "2026-03-30");
  // Rome, 25 October 2026: 03:00 becomes 02:00 again (a day of 25 hours)
  assert.equal(at("2026-10-24T22:00:00Z"), "2026-10-25");
  assert.equal(at("2026-10-25T22:59:59Z"), "2026-10-25"); // 23:59:59 CET, 25 hours later
  assert.equal(at("2026-10-25T23:00:00Z"), "2026-10-26");
  // Every hour of a year gives consecutive dates: none skipped, none repeated, none split.
  const seen = [];
  for (let ms = Date.parse("2026-01-01T00:30:00Z"); ms < Date.parse("2027-01-01T00:00:00Z"); ms += 3600000) {
    const date = localDate(new Date(ms));
    if (seen[seen.length - 1] !== date) seen.push(date);
  }
  assert.equal(seen.length, 366); // 1 January 2026 to 1 January 2027 in Rome
  for (let i = 1; i < seen.length; i++) assert.equal(shiftDate(seen[i - 1], 1), seen[i]);
  // Dividing milliseconds by a day would have split the days of summer time at 01:00 or 02:00.
  const naive = (iso) => Math.floor(Date.parse(iso) / 86400000);
  assert.equal(naive("2026-07-01T00:30:00+02:00"), naive("2026-06-30T12:00:00+02:00"));
  assert.equal(at("2026-07-01T00:30:00+02:00"), "2026-07-01");
});

test("calendar arithmetic and checks know no time zone", () => {
  assert.equal(shiftDate("2026-03-29", 1), "2026-03-30");
  assert.equal(shiftDate("2026-10-25", -1), "2026-10-24");
  assert.equal(shiftDate("2028-02-28", 1), "2028-02-29");
  assert.equal(shiftDate("2027-01-01", -1), "2026-12-31");
  assert.ok(isDate("2028-02-29"));
  for (const bad of ["2026-02-29", "2026-13-01", "2026-1-05", "", null, 20261206]) assert.equal(isDate(bad), false, String(bad));
  assert.equal(dateWords("en", "2026-12-06"), "Sunday, 6 December 2026");
  assert.equal(dateWords("it", "2026-12-06"), "domenica 6 dicembre 2026");
});

function daily() {
  const storage = new MemoryStorage();
  return { storage, store: new DailyStore(new Store(() => storage)) };
}

test("one counted try a day; later tries are practice and change nothing but their count", () => {
  const { store } = daily();
  assert.deepEqual(store.begin("hearts", "2026-12-06", "H2-6HVC308K"), { counted: true, ok: true, error: null });
  assert.equal(store.begin("hearts", "2026-12-06", "H2-6HVC308K").counted, false);
  assert.equal(store.begin("spades", "2026-12-06", "S1-WYG66QSY").counted, true); // each game its own
  store.finish("hearts", "2026-12-06", true, { result: 5, tricks: [false, true], record: { actions: [] } });
  store.finish("hearts", "2026-12-06", false, { result: 0, tricks: [false, false] });
  store.setPar("hearts", "2026-12-06", 3, "close");
  const entry = store.entry("hearts", "2026-12-06");
  assert.deepEqual({ ...entry, record: undefined }, { deal: "H2-6HVC308K", status: "done", result: 5, par: 3, grade: "close", tricks: [false, true], practice: 1, record: undefined });
  assert.equal(store.begin("hearts", "2026-12-07", "H0-6VA5MCZ9").counted, true); // a new day
});

test("the result is kept under the deal's date, whatever the date when the hand ends", () => {
  const { store } = daily();
  store.begin("spades", "2026-12-06", "S1-WYG66QSY");
  store.finish("spades", "2026-12-06", true, { result: 63, tricks: [] }); // ended on the 7th
  assert.equal(store.entry("spades", "2026-12-06").result, 63);
  assert.equal(store.entry("spades", "2026-12-07"), null);
});

test("a try left unfinished still counts: the day's later tries are practice", () => {
  const { store } = daily();
  store.begin("hearts", "2026-12-06", "H2-6HVC308K");
  assert.equal(store.begin("hearts", "2026-12-06", "H2-6HVC308K").counted, false);
  store.finish("hearts", "2026-12-06", false, { result: 0, tricks: [] });
  assert.equal(store.entry("hearts", "2026-12-06").status, "started");
});

test("damaged daily data is set aside and said, never fatal; the readable rest stays", () => {
  const storage = new MemoryStorage({ [DAILY_KEY]: "{not json" });
  const store = new DailyStore(new Store(() => storage));
  assert.deepEqual(store.value, emptyDaily());
  assert.ok(store.notice.key.startsWith(DAILY_BACKUP_PREFIX));
  assert.equal(storage.getItem(store.notice.key), "{not json");
  const good = { deal: "H2-6HVC308K", status: "done", result: 4, par: 1, grade: "worse", tricks: [true], practice: 0 };
  const mixed = { format: 1, days: { hearts: { "2026-12-06": good, "2026-12-07": { status: "done" }, "2026-02-30": good }, spades: {} } };
  const storage2 = new MemoryStorage({ [DAILY_KEY]: JSON.stringify(mixed) });
  const store2 = new DailyStore(new Store(() => storage2));
  assert.equal(store2.notice.dropped, 2);
  assert.deepEqual(Object.keys(store2.value.days.hearts), ["2026-12-06"]);
  assert.equal(JSON.parse(storage2.getItem(store2.notice.key)).days.hearts["2026-12-07"].status, "done");
  assert.equal(readDaily({ format: 2, days: {} }), null); // a newer kawu's: not read
});

test("the streak counts days in a row played, today or up to yesterday; the last 30 days", () => {
  const value = emptyDaily();
  const done = (game, date) => (value.days[game][date] = { deal: game === "hearts" ? "H0-00000000" : "S0-00000000", status: "done", result: 1, par: 1, grade: "equal", tricks: [], practice: 0, record: null });
  done("hearts", "2026-03-27");
  done("spades", "2026-03-28");
  done("hearts", "2026-03-29"); // across the change to summer time
  assert.equal(streak(value, "2026-03-29"), 3);
  assert.equal(streak(value, "2026-03-30"), 3); // today not played yet
  assert.equal(streak(value, "2026-03-31"), 0);
  value.days.hearts["2026-03-30"] = { ...value.days.hearts["2026-03-29"], status: "started" };
  assert.equal(streak(value, "2026-03-30"), 3); // an unfinished try is no day played
  const days = lastDays(value, "hearts", "2026-03-30");
  assert.equal(days.length, 30);
  assert.deepEqual([days[0].date, days[29].date], ["2026-03-01", "2026-03-30"]);
  assert.equal(days.filter((d) => d.entry?.status === "done").length, 2);
});

test("the day's results go out in the data file and come back with it", () => {
  const storage = new MemoryStorage();
  const store = new Store(() => storage);
  const kept = new DailyStore(store);
  kept.begin("hearts", "2026-12-06", "H2-6HVC308K");
  kept.finish("hearts", "2026-12-06", true, { result: 7, tricks: [true], record: { actions: [[0, "2C"]] } });
  const file = exportData(store, new Date("2026-12-06T12:00:00Z"));
  assert.equal(file.daily.days.hearts["2026-12-06"].result, 7);
  const empty = new MemoryStorage();
  const checked = checkData(JSON.stringify(file));
  assert.ok(checked.ok);
  assert.deepEqual(applyData(new Store(() => empty), checked.data), { ok: true });
  assert.deepEqual(JSON.parse(empty.getItem(DAILY_KEY)), JSON.parse(storage.getItem(DAILY_KEY)));
  // a damaged daily part refuses the file (nothing written), as any damaged part
  const bad = { ...file, daily: { format: 1, days: { hearts: { "2026-12-06": { status: "nope" } } } } };
  assert.equal(checkData(JSON.stringify(bad)).problem, "daily");
  // a file from before the day's deal leaves the browser's results as they are
  const { daily: _drop, ...older } = file;
  const other = new MemoryStorage({ [DAILY_KEY]: storage.getItem(DAILY_KEY) });
  assert.deepEqual(applyData(new Store(() => other), checkData(JSON.stringify(older)).data), { ok: true });
  assert.equal(other.getItem(DAILY_KEY), storage.getItem(DAILY_KEY));
});

// Card names in both languages: ranks with a suit symbol or a suit word, and the engine's codes.
const RANKS = "(?:10|[2-9JQKA]|jack|queen|king|ace|fante|donna|regina|re|asso)";
const CARD = new RegExp(`\\b${RANKS}\\s*(?:[♣♦♥♠]|of|di)|\\b[2-9TJQKA][CDHS]\\b`, "i");

test("the share text: the game, the date, the result beside the par, a row of symbols, no card", () => {
  for (const lang of ["en", "it"]) {
    for (const game of ["hearts", "spades"]) {
      for (const grade of ["better", "equal", "close", "worse"]) {
        const shown = { game, date: "2026-12-06", result: 13, par: 10, grade, tricks: [true, false, false, true, false, false, false, false, false, false, false, false, true], counted: grade !== "worse" };
        const text = shareText(lang, shown);
        const lines = text.split("\n");
        assert.equal(lines.length, 3);
        assert.match(lines[0], /2026-12-06/);
        assert.ok(lines[0].includes(MESSAGES[lang][`game.${game}`]));
        assert.match(lines[1], /13.*10/);
        assert.ok(lines[1].includes(MESSAGES[lang][`daily.grade.${grade}`]));
        assert.equal(lines[2], tricksRow(game, shown.tricks));
        assert.equal([...lines[2]].length, 13);
        assert.equal(lines[0].includes(MESSAGES[lang]["daily.share.practice"]), !shown.counted);
        assert.doesNotMatch(text, CARD, `${lang} ${game}: ${text}`);
      }
    }
  }
  assert.equal(tricksRow("hearts", [true, false]), "♥▫");
  assert.equal(tricksRow("spades", [true, false]), "♠▫");
  assert.match("Q♠ K of hearts", CARD); // the check would see a card
  assert.match("donna di picche", CARD);
});

test("the counted try's record is kept while it is played, and only then", () => {
  const { store } = daily();
  store.begin("hearts", "2026-12-06", "H2-6HVC308K");
  store.keep("hearts", "2026-12-06", { actions: [[1, ["2C", "3C", "4C"]]] });
  assert.equal(store.entry("hearts", "2026-12-06").record.actions.length, 1);
  store.finish("hearts", "2026-12-06", true, { result: 2, tricks: [], record: { actions: [[0, "2C"], [1, "3C"]] } });
  store.keep("hearts", "2026-12-06", { actions: [] }); // a practice try's moves never reach it
  assert.equal(store.entry("hearts", "2026-12-06").record.actions.length, 2);
  assert.deepEqual(store.keep("spades", "2026-12-06", { actions: [] }), { ok: true }); // no try: nothing
  assert.equal(store.entry("spades", "2026-12-06"), null);
});
