// The page's own logic behind statistics, preferences, deal codes, URL parameters and the live
// region's sentences: pure functions, tested without a browser. (Undo and the last trick are the
// engine's: the view says whether Undo is possible and which trick was the last.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { Stats, STATS_KEY, STATS_BACKUP_PREFIX, addGame, addHand, countGame, emptyStats, figures } from "../../web/js/storage/stats.js";
import { DEFAULT_PREFS, prefs, withPref } from "../../web/js/storage/prefs.js";
import { parseDeal } from "../../web/js/views/start-view.js";
import { actionSaid, cardSaid, handSaid, playSaid, reasonText, trickSaid } from "../../web/js/words/sentences.js";
import { pageParams } from "../../web/js/boot/params.js";
import { Store } from "../../web/js/storage/storage.js";
import { MemoryStorage } from "./memory-storage.mjs";

test("statistics count hands, points, moons, nils and games", () => {
  let s = emptyStats();
  s = addHand(s, "hearts", { points: [5, 7, 0, 14], moon: null });
  s = addHand(s, "hearts", { points: [0, 26, 26, 26], moon: 0 });
  s = addGame(s, { game: "hearts", winner: 0 });
  s = addHand(s, "spades", { points: [-100, 62], bids: [0, 3, 4, 3], tricks: [1, 2, 3, 6] });
  s = addHand(s, "spades", { points: [150, 40], bids: [0, 3, 4, 3], tricks: [0, 2, 5, 6] });
  s = addGame(s, { game: "spades", winner: 1 });
  const counts = (g, names) => Object.fromEntries(names.map((n) => [n, g[n]]));
  assert.deepEqual(counts(s.hearts, ["played", "won", "hands", "points", "moons"]), { played: 1, won: 1, hands: 2, points: 5, moons: 1 });
  assert.deepEqual(counts(s.spades, ["played", "won", "hands", "points", "nils", "nilsMade"]), { played: 1, won: 0, hands: 2, points: 50, nils: 2, nilsMade: 1 });
  assert.equal(figures(s, "hearts").average, 2.5);
  assert.equal(figures(s, "spades").winRate, 0);
  assert.equal(figures(emptyStats(), "hearts").average, null);
});

test("statistics are stored under a versioned key; unreadable ones are kept aside, failed writes reported", () => {
  const storage = new MemoryStorage({ [STATS_KEY]: "{not json" });
  const stats = new Stats(new Store(() => storage));
  assert.deepEqual(stats.value, emptyStats());
  assert.ok(stats.notice.key.startsWith(STATS_BACKUP_PREFIX));
  assert.equal(storage.getItem(stats.notice.key), "{not json");
  assert.deepEqual(stats.count("g1", { game: "hearts", phase: "game_over", winner: 2, history: [] }), { ok: true });
  assert.equal(JSON.parse(storage.getItem(STATS_KEY)).hearts.played, 1);
  storage.failWrites = Object.assign(new Error("full"), { name: "QuotaExceededError" });
  const result = stats.count("g2", { game: "hearts", phase: "play", history: [{ points: [3, 0, 0, 23], moon: null }] });
  assert.equal(result.ok, false);
  assert.match(result.error, /QuotaExceededError/);
  // Stored counts of another shape are read as far as they go.
  const odd = new MemoryStorage({ [STATS_KEY]: JSON.stringify({ format: 1, hearts: { played: 3, won: "x" }, extra: 1 }) });
  assert.deepEqual(new Stats(new Store(() => odd)).value.hearts, { ...emptyStats().hearts, played: 3 });
});

test("preferences: defaults, unknown or bad values ignored", () => {
  assert.deepEqual(prefs({}), DEFAULT_PREFS);
  assert.deepEqual(prefs({ prefs: { speed: "warp", autoPlay: "yes", fourColour: true } }), { ...DEFAULT_PREFS, fourColour: true });
  // a forced card plays itself unless the person turns it off; an older save's autoLast is ignored
  assert.equal(DEFAULT_PREFS.autoPlay, true);
  assert.equal(prefs({ prefs: { autoLast: false } }).autoPlay, true);
  assert.equal(prefs(withPref({}, "autoPlay", false)).autoPlay, false);
  const s = withPref({ lang: "it" }, "speed", "fast");
  assert.equal(s.lang, "it");
  assert.equal(prefs(s).speed, "fast");
  assert.equal(withPref(s, "speed", "warp"), s);
  assert.equal(withPref(s, "colour", true), s);
  assert.equal(prefs(withPref(s, "autoPlay", false)).autoPlay, false);
});

test("typed deal codes are tidied; their letter names the game", () => {
  assert.deepEqual(parseDeal(" h0-7kq3 m9xa "), { code: "H0-7KQ3M9XA", game: "hearts" });
  assert.deepEqual(parseDeal("S3 ABCDEFGH"), { code: "S3-ABCDEFGH", game: "spades" });
  // A Hearts game whose dealer leads names the dealer in the digit (position + 4 x dealer, hex).
  assert.deepEqual(parseDeal("hb 7kq3m9xa"), { code: "HB-7KQ3M9XA", game: "hearts" });
  for (const bad of ["", "X0-7KQ3M9XA", "HG-7KQ3M9XA", "S4-7KQ3M9XA", "H0-7KQ3M9X", "hello"]) assert.deepEqual(parseDeal(bad), { error: "invalid" }, bad);
});

test("the live region's sentences name cards in the page's language", () => {
  assert.equal(cardSaid("it", "QS"), "donna di picche");
  assert.equal(cardSaid("en", "QS"), "queen of spades");
  assert.equal(playSaid("it", "hearts", 1, "QS"), "Ovest gioca donna di picche.");
  assert.equal(playSaid("en", "hearts", 0, "TH"), "You play the 10 of hearts.");
  assert.equal(playSaid("en", "spades", 2, "AS"), "North (partner) plays the ace of spades.");
  // The trick's points come from the engine's view.
  const trick = { winner: 3, cards: [[0, "2H"], [1, "QS"], [2, "5H"], [3, "9H"]], points: 16 };
  assert.equal(trickSaid("it", "hearts", trick), "Est prende la presa (punti: 16).");
  assert.equal(trickSaid("en", "spades", { ...trick, winner: 0, points: null }), "You take the trick.");
  assert.equal(actionSaid("en", ["2C", "QS", "TH"]), "2 of clubs, queen of spades, 10 of hearts");
  assert.equal(actionSaid("it", "blind_nil"), "Nil alla cieca");
  const hand = handSaid("en", "hearts", { hand: 2, points: [0, 26, 26, 26], scores: [5, 40, 33, 30], moon: 0 });
  assert.match(hand, /^End of hand 2\. Points taken: You 0 \(total 5\); West 26 \(total 40\);/);
  assert.match(hand, /You shot the moon!$/);
  const spades = handSaid("it", "spades", { hand: 1, points: [50, -40], scores: [50, -40], bids: [3, 2, 2, 2], contracts: [5, 4], tricks: [3, 1, 3, 6] });
  assert.match(spades, /Noi \(Sud e Nord\): prese 6 su 5, punti 50, totale 50; Loro \(Ovest ed Est\): prese 7 su 4/);
});

test("reasons come worded from the engine; the page only picks its language", () => {
  const reason = { code: "must_follow", params: { suit: "C" }, it: "devi rispondere a fiori.", en: "you must follow clubs." };
  assert.equal(reasonText("it", reason), "devi rispondere a fiori.");
  assert.equal(reasonText("en", reason), "you must follow clubs.");
  assert.equal(reasonText("it", null), null);
  assert.equal(reasonText("it", { code: "x" }), null);
});

test("each finished hand and game is counted once, whichever tab sees it first", () => {
  const hand = (points) => ({ hand: 1, points, moon: null });
  const view = { game: "hearts", phase: "play", winner: null, history: [hand([3, 0, 0, 23])] };
  const storage = new MemoryStorage();
  const a = new Stats(new Store(() => storage));
  const b = new Stats(new Store(() => storage)); // a second tab, read before a counted anything
  a.count("g1", view);
  b.count("g1", view);
  assert.equal(JSON.parse(storage.getItem(STATS_KEY)).hearts.hands, 1, "the second tab sees the ledger");
  const later = { ...view, phase: "game_over", winner: 0, history: [...view.history, hand([0, 26, 0, 0])] };
  b.count("g1", later);
  a.count("g1", later);
  a.count("g2", view); // another game, its own hands
  const stored = JSON.parse(storage.getItem(STATS_KEY));
  assert.deepEqual([stored.hearts.hands, stored.hearts.points, stored.hearts.played, stored.hearts.won], [3, 6, 1, 1]);
  assert.deepEqual(stored.counted.g1, { hands: 2, over: true, at: stored.counted.g1.at });
  assert.equal(countGame(stored, "g1", later), stored, "nothing new: the same object, nothing to write");
  // Statistics written by another tab meanwhile are read before they are changed, never overwritten.
  storage.setItem(STATS_KEY, JSON.stringify({ ...stored, spades: { ...stored.spades, played: 5 } }));
  a.count("g3", view);
  assert.equal(JSON.parse(storage.getItem(STATS_KEY)).spades.played, 5);
});

test("URL parameters are bounded: a crafted link cannot freeze the game", () => {
  const p = (q) => pageParams(new URLSearchParams(q));
  assert.deepEqual(p(""), { autoplay: null, pace: null, now: null, seed: null, reviewEffort: 1, bootTimeoutMs: 60000 });
  // ?autoplay=0|1 wins over the setting (the tests wait for a forced card: 0); anything else: the setting
  assert.equal(p("autoplay=0").autoplay, false);
  assert.equal(p("autoplay=1").autoplay, true);
  assert.equal(p("autoplay=pref").autoplay, null);
  assert.equal(p("autoplay=yes").autoplay, null);
  assert.equal(p("review_effort=0.1").reviewEffort, 0.1);
  assert.equal(p("review_effort=0.001").reviewEffort, 0.05);
  assert.equal(p("review_effort=1e9").reviewEffort, 1);
  assert.equal(p("review_effort=-2").reviewEffort, 1);
  assert.equal(p("review_effort=x").reviewEffort, 1);
  assert.equal(p("pace=0").pace, 0);
  assert.equal(p("pace=1e308").pace, 4);
  assert.equal(p("pace=-1").pace, null);
  assert.equal(p("pace=NaN").pace, null);
  assert.equal(p("boot_timeout=1").bootTimeoutMs, 1000);
  assert.equal(p("boot_timeout=1500").bootTimeoutMs, 1500);
  assert.equal(p("boot_timeout=1e12").bootTimeoutMs, 600000);
  assert.equal(p("boot_timeout=abc").bootTimeoutMs, 60000);
  assert.equal(p("seed=7").seed, 7);
  assert.equal(p("seed=99999999999999999999").seed, null);
  assert.equal(p("seed=-3").seed, null);
  assert.equal(p("seed=").seed, null);
  // the page's clock (issue 45): an instant a Date can hold, else the real clock
  assert.equal(p("now=1796558400000").now, 1796558400000);
  assert.equal(p("now=8640000000000001").now, null);
  assert.equal(p("now=-5").now, null);
  assert.equal(p("now=1.5").now, null);
  assert.equal(p("now=tomorrow").now, null);
});
