// The page's own logic behind undo, the last trick, statistics, preferences, deal codes and the
// live region's sentences: pure functions, tested without a browser.
import { test } from "node:test";
import assert from "node:assert/strict";
import { handStart, lastTrickRecord, undoIndex } from "../../web/js/record.js";
import { Stats, STATS_KEY, STATS_BACKUP_PREFIX, addGame, addHand, emptyStats, figures } from "../../web/js/stats.js";
import { DEFAULT_PREFS, prefs, withPref } from "../../web/js/prefs.js";
import { parseDeal } from "../../web/js/start-view.js";
import { cardSaid, handSaid, playSaid, trickPoints, trickSaid } from "../../web/js/announce.js";
import { Store } from "../../web/js/storage.js";
import { MemoryStorage } from "./memory-storage.mjs";

const SUITS = "CDHS";
const RANKS = "23456789TJQKA";
const DECK = [...SUITS].flatMap((s) => [...RANKS].map((r) => r + s));

/** A Hearts record: a pass round (seat 0 first), then ``plays`` card plays by seats in turn. */
function heartsRecord(plays) {
  const actions = [];
  for (let seat = 0; seat < 4; seat++) actions.push([seat, DECK.slice(seat * 3, seat * 3 + 3)]);
  for (let i = 0; i < plays; i++) actions.push([i % 4, DECK[i % 52]]);
  return { version: 1, game: "hearts", options: {}, seed: 1, deal: null, actions };
}

test("undo takes back the person's last action of the hand being played, never of a finished hand", () => {
  const r = heartsRecord(6); // passes (0 first), then plays by 0,1,2,3,0,1
  assert.equal(undoIndex(r, 0), 8); // the second card of seat 0
  assert.equal(undoIndex({ ...r, actions: r.actions.slice(0, 8) }, 0), 4); // its first card
  assert.equal(undoIndex({ ...r, actions: r.actions.slice(0, 4) }, 0), 0); // its pass
  assert.equal(undoIndex({ ...r, actions: [] }, 0), -1);
  // A whole hand played and the next hand's passes begun without seat 0: nothing to take back.
  const next = heartsRecord(52);
  next.actions.push([1, ["2C", "3C", "4C"]]);
  assert.equal(handStart(next), 56);
  assert.equal(undoIndex(next, 0), -1);
  assert.equal(undoIndex(next, 1), 56);
  // Spades: a bid after looking can be taken back, the look (or a blind nil) cannot.
  const spades = { ...r, game: "spades", actions: [[3, 2], [0, "look"], [0, 4], [1, 3]] };
  assert.equal(undoIndex(spades, 0), 2);
  assert.equal(undoIndex({ ...spades, actions: spades.actions.slice(0, 2) }, 0), -1);
  assert.equal(undoIndex({ ...spades, actions: [[3, 2], [0, "blind_nil"], [1, 3]] }, 0), -1);
});

test("the last completed trick ends after the last multiple of four card plays", () => {
  assert.equal(lastTrickRecord(heartsRecord(3)), null);
  const r = heartsRecord(6);
  const cut = lastTrickRecord(r);
  assert.equal(cut.actions.length, 8); // 4 passes and 4 plays
  assert.deepEqual(cut.actions.at(-1), [3, DECK[3]]);
  assert.equal(r.actions.length, 10, "the record itself is not changed");
  // Spades' blind nil and look actions are not card plays.
  const spades = { ...r, game: "spades", actions: [[1, "look"], [1, 3], [2, "blind_nil"], ...r.actions.slice(4, 8)] };
  assert.equal(lastTrickRecord(spades).actions.length, 7);
});

test("statistics count hands, points, moons, nils and games", () => {
  let s = emptyStats();
  s = addHand(s, "hearts", { points: [5, 7, 0, 14], moon: null });
  s = addHand(s, "hearts", { points: [0, 26, 26, 26], moon: 0 });
  s = addGame(s, { game: "hearts", winner: 0 });
  s = addHand(s, "spades", { points: [-100, 62], bids: [0, 3, 4, 3], tricks: [1, 2, 3, 6] });
  s = addHand(s, "spades", { points: [150, 40], bids: [0, 3, 4, 3], tricks: [0, 2, 5, 6] });
  s = addGame(s, { game: "spades", winner: 1 });
  assert.deepEqual(s.hearts, { played: 1, won: 1, hands: 2, points: 5, moons: 1 });
  assert.deepEqual(s.spades, { played: 1, won: 0, hands: 2, points: 50, nils: 2, nilsMade: 1 });
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
  assert.deepEqual(stats.game({ game: "hearts", winner: 2 }), { ok: true });
  assert.equal(JSON.parse(storage.getItem(STATS_KEY)).hearts.played, 1);
  storage.failWrites = Object.assign(new Error("full"), { name: "QuotaExceededError" });
  const result = stats.hand("hearts", { points: [3, 0, 0, 23], moon: null });
  assert.equal(result.ok, false);
  assert.match(result.error, /QuotaExceededError/);
  // Stored counts of another shape are read as far as they go.
  const odd = new MemoryStorage({ [STATS_KEY]: JSON.stringify({ format: 1, hearts: { played: 3, won: "x" }, extra: 1 }) });
  assert.deepEqual(new Stats(new Store(() => odd)).value.hearts, { played: 3, won: 0, hands: 0, points: 0, moons: 0 });
});

test("preferences: defaults, unknown or bad values ignored", () => {
  assert.deepEqual(prefs({}), DEFAULT_PREFS);
  assert.deepEqual(prefs({ prefs: { speed: "warp", autoLast: "yes", fourColour: true } }), { ...DEFAULT_PREFS, fourColour: true });
  const s = withPref({ lang: "it" }, "speed", "fast");
  assert.equal(s.lang, "it");
  assert.equal(prefs(s).speed, "fast");
  assert.equal(withPref(s, "speed", "warp"), s);
  assert.equal(withPref(s, "colour", true), s);
  assert.equal(prefs(withPref(s, "autoLast", true)).autoLast, true);
});

test("typed deal codes are tidied; their letter names the game", () => {
  assert.deepEqual(parseDeal(" h0-7kq3 m9xa "), { code: "H0-7KQ3M9XA", game: "hearts" });
  assert.deepEqual(parseDeal("S3 ABCDEFGH"), { code: "S3-ABCDEFGH", game: "spades" });
  for (const bad of ["", "X0-7KQ3M9XA", "H4-7KQ3M9XA", "H0-7KQ3M9X", "hello"]) assert.deepEqual(parseDeal(bad), { error: "invalid" }, bad);
});

test("the live region's sentences name cards in the page's language", () => {
  assert.equal(cardSaid("it", "QS"), "donna di picche");
  assert.equal(cardSaid("en", "QS"), "queen of spades");
  assert.equal(playSaid("it", "hearts", 1, "QS"), "Ovest gioca donna di picche.");
  assert.equal(playSaid("en", "hearts", 0, "TH"), "You play the 10 of hearts.");
  assert.equal(playSaid("en", "spades", 2, "AS"), "North (partner) plays the ace of spades.");
  const trick = { winner: 3, cards: [[0, "2H"], [1, "QS"], [2, "5H"], [3, "9H"]] };
  assert.equal(trickPoints(trick.cards), 16);
  assert.equal(trickSaid("it", "hearts", trick), "Est prende la presa (punti: 16).");
  assert.equal(trickSaid("en", "spades", { ...trick, winner: 0 }), "You take the trick.");
  const hand = handSaid("en", "hearts", { hand: 2, points: [0, 26, 26, 26], scores: [5, 40, 33, 30], moon: 0 });
  assert.match(hand, /^End of hand 2\. Points taken: You 0 \(total 5\); West 26 \(total 40\);/);
  assert.match(hand, /You shot the moon!$/);
  const spades = handSaid("it", "spades", { hand: 1, points: [50, -40], scores: [50, -40], bids: [3, 2, 2, 2], tricks: [3, 1, 3, 6] });
  assert.match(spades, /Noi \(Sud e Nord\): prese 6 su 5, punti 50, totale 50; Loro \(Ovest ed Est\): prese 7 su 4/);
});
