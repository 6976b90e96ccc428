// The page's side of issue 13, without a browser: which sounds an event deserves and when the page
// stays silent, the score chart's data, statistics by opponent level (streak, best and worst game),
// "your data in a file" (export, checks, import that changes nothing when it fails), and the
// session's "finish the hand" request.
import { test } from "node:test";
import assert from "node:assert/strict";
import { CUES, Sound, cuesOf } from "../../web/js/views/sound.js";
import { chartData } from "../../web/js/views/chart.js";
import { DEFAULT_PREFS, prefs, withPref } from "../../web/js/storage/prefs.js";
import { STATS_KEY, addGame, countGame, emptyStats, figures, scoringKey } from "../../web/js/storage/stats.js";
import { DATA_FORMAT, applyData, checkData, exportData } from "../../web/js/storage/data-file.js";
import { GameSession } from "../../web/js/game/session.js";
import { GameLoop } from "../../web/js/game/play.js";
import { SETTINGS_KEY, Store } from "../../web/js/storage/storage.js";
import { choiceLabel } from "../../web/js/words/sentences.js";
import { MemoryStorage } from "./memory-storage.mjs";

const hearts = (fields = {}) => ({ game: "hearts", phase: "play", trick: [], last_trick: null, hearts_broken: false, history: [], ...fields });

test("sounds: a card, a trick, hearts broken, the queen of spades taken, a moon, a bid", () => {
  const play = (before, after, action = "5H") => cuesOf({ type: "action", before, after, seat: 1, action });
  assert.deepEqual(play(hearts(), hearts({ trick: [[1, "5C"]] }), "5C"), ["card"]);
  assert.deepEqual(play(hearts({ trick: [[0, "2H"]] }), hearts({ trick: [[0, "2H"], [1, "5H"]], hearts_broken: true })), ["card", "hearts"]);
  const trick = (cards) => ({ cards, winner: 0 });
  const full = [[0, "2C"], [1, "5C"], [2, "9C"], [3, "KC"]];
  assert.deepEqual(play(hearts(), hearts({ last_trick: trick(full) }), "KC"), ["card", "trick"]);
  assert.deepEqual(play(hearts(), hearts({ last_trick: trick([...full.slice(0, 3), [3, "QS"]]) }), "QS"), ["card", "queen"]);
  const moon = hearts({ phase: "pass", last_trick: trick(full), history: [{ hand: 1, moon: 2 }] });
  assert.deepEqual(play(hearts(), moon, "KC"), ["card", "trick", "moon"]);
  assert.deepEqual(play(hearts(), { ...moon, history: [{ hand: 1, moon: null }] }, "KC"), ["card", "trick"]);
  const spades = { game: "spades", phase: "bid", trick: [], last_trick: null, history: [] };
  assert.deepEqual(play(spades, { ...spades, last_trick: trick([[0, "AS"], [1, "QS"]]) }, 3), ["bid"]);
  assert.deepEqual(play(spades, spades, "look"), []);
  assert.deepEqual(cuesOf({ type: "game", reason: "new" }), []);
  for (const name of ["card", "trick", "hearts", "queen", "moon", "bid", "turn"]) assert.ok(CUES[name].length, name);
});

function fakePage({ visible = true, activated = false } = {}) {
  const doc = new EventTarget();
  doc.visibilityState = visible ? "visible" : "hidden";
  const win = { navigator: { userActivation: { hasBeenActive: activated } } };
  return { doc, win };
}

test("sounds: none when off, at volume 0, while the page is hidden, or before the person touched it", () => {
  const { doc, win } = fakePage();
  let p = { ...DEFAULT_PREFS };
  const sound = new Sound({ doc, win, prefs: () => p });
  assert.equal(sound.play("card"), 0, "no gesture yet");
  doc.dispatchEvent(new Event("keydown"));
  assert.equal(sound.play("card", "trick"), 2);
  doc.visibilityState = "hidden";
  assert.equal(sound.play("card"), 0);
  doc.visibilityState = "visible";
  p = { ...p, sound: false };
  assert.equal(sound.play("turn"), 0);
  p = { ...p, sound: true, volume: 0 };
  assert.equal(sound.play("turn"), 0);
  p = { ...p, volume: 40 };
  assert.equal(sound.play("turn", "nonsense"), 1);
  assert.deepEqual(sound.figures(), {
    played: { card: 1, trick: 1, hearts: 0, queen: 0, moon: 0, bid: 0, turn: 1 },
    silenced: { off: 2, hidden: 1, untouched: 1 },
  });
  // The browser's own record of a gesture counts too (a page reloaded after one).
  const other = fakePage({ activated: true });
  assert.equal(new Sound({ ...other, prefs: () => DEFAULT_PREFS }).play("bid"), 1);
});

test("preferences: sound on/off, volume 0..100, finish decided hands", () => {
  assert.equal(DEFAULT_PREFS.sound, true);
  assert.equal(DEFAULT_PREFS.autoFinish, false);
  const s = withPref(withPref(withPref({}, "volume", 30), "sound", false), "autoFinish", true);
  assert.deepEqual([prefs(s).volume, prefs(s).sound, prefs(s).autoFinish], [30, false, true]);
  for (const bad of [-1, 101, 2.5, "50", null]) assert.equal(withPref(s, "volume", bad), s, String(bad));
  assert.equal(prefs({ prefs: { volume: 500, sound: "yes" } }).volume, DEFAULT_PREFS.volume);
});

test("the J♦ option has words of its own in both languages; other booleans say on/off", () => {
  assert.equal(choiceLabel("en", "jack_of_diamonds", true), "−10 points to whoever takes it");
  assert.equal(choiceLabel("it", "jack_of_diamonds", false), "nessun punto (standard)");
  assert.equal(choiceLabel("en", "mercy", true), "on");
});

test("score chart: one line per seat (Spades: per team), one point per hand, the target", () => {
  const entry = (hand, scores) => ({ hand, scores });
  const view = { game: "hearts", options: { target: 100 }, history: [entry(1, [3, 10, 13, 0]), entry(2, [3, 36, 13, 26]), entry(3, [20, 36, 22, 26])] };
  const all = chartData(view);
  assert.equal(all.lines.length, 4);
  assert.deepEqual(all.lines[1].points, [[1, 10], [2, 36], [3, 36]]);
  assert.deepEqual([all.target, all.floor, all.low, all.high, all.hands], [100, null, 0, 100, 3]);
  assert.equal(chartData(view, 1).lines[0].points.length, 1, "a hand's summary shows the hands so far");
  const spades = chartData({ game: "spades", options: { target: 500, mercy: true }, history: [entry(1, [-120, 60])] });
  assert.equal(spades.lines.length, 2);
  assert.deepEqual([spades.floor, spades.low, spades.high], [-200, -200, 500]);
  assert.equal(spades.bottom, null, "the mercy line is already drawn with its figure");
  // A total below zero has its figure on the axis (issue 50): the chart is read without guessing.
  const below = chartData({ game: "spades", options: { target: 500 }, history: [entry(1, [-60, 54]), entry(2, [-184, 4])] });
  assert.deepEqual([below.bottom, below.low], [-184, -184]);
  assert.equal(all.bottom, null);
});

const over = (game, scores, winner) => ({ game, phase: "game_over", winner, scores, history: [] });

test("statistics by opponent level: games, wins, the streak, the best and the worst game", () => {
  let s = emptyStats();
  s = addGame(s, over("hearts", [40, 60, 101, 55], 0), "easy", 1);
  s = addGame(s, over("hearts", [30, 102, 70, 80], 0), "easy", 2);
  s = addGame(s, over("hearts", [90, 20, 101, 60], 1), "hard", 3);
  s = addGame(s, over("spades", [520, 300], 0), "normal", 4);
  const f = figures(s, "hearts");
  assert.deepEqual(f.levels.easy, { played: 2, won: 2, winRate: 1 });
  assert.deepEqual(f.levels.hard, { played: 1, won: 0, winRate: 0 });
  assert.deepEqual(f.levels.normal, { played: 0, won: 0, winRate: null });
  assert.equal(f.streak, -1, "the last Hearts game was lost");
  assert.deepEqual([f.best.margin, f.best.level, f.best.won], [40, "easy", true]);
  assert.deepEqual([f.worst.margin, f.worst.level, f.worst.won], [-70, "hard", false]);
  assert.equal(figures(s, "spades").best.margin, 220);
  s = addGame(s, over("hearts", [10, 120, 50, 50], 0), "hard", 5);
  s = addGame(s, over("hearts", [10, 120, 50, 50], 0), "hard", 6);
  assert.equal(figures(s, "hearts").streak, 2);
  // Counted once per game through the ledger, with the level the session played against.
  const view = { ...over("hearts", [40, 60, 101, 55], 0), history: [{ hand: 1, points: [0, 26, 0, 0], moon: null }] };
  const counted = countGame(emptyStats(), "g1", view, 9, "normal");
  assert.equal(figures(counted, "hearts").levels.normal.played, 1);
  assert.equal(countGame(counted, "g1", view, 10, "normal"), counted);
  // Stored nonsense is read as far as it goes.
  const odd = countGame({ ...emptyStats(), hearts: { played: 1, levels: { easy: { played: -3, won: 9 } }, streak: "x", best: { margin: "a" } } }, "g2", view, 11, null);
  assert.deepEqual(odd.hearts.levels.easy, { played: 0, won: 0 });
  assert.deepEqual([odd.hearts.played, odd.hearts.streak, odd.hearts.best.level], [2, 1, null]);
});

test("statistics per rule set: a house rule that scores otherwise keeps its own average, and no best or worst of kawu's", () => {
  assert.equal(scoringKey("hearts", {}), "");
  assert.equal(scoringKey("hearts", { points: "standard", pass_count: 5, target: 50 }), "", "passing and length do not score");
  assert.equal(scoringKey("hearts", { points: "black_maria", no_tricks_bonus: true }), "no_tricks_bonus=true,points=black_maria");
  assert.equal(scoringKey("spades", { nil_value: 50, spades_lead: "any" }), "nil_value=50");
  const hand = (points) => ({ hand: 1, points, moon: null });
  const kawu = { ...over("hearts", [40, 60, 101, 55], 0), history: [hand([4, 22, 0, 0]), hand([6, 0, 20, 0])] };
  const maria = { ...over("hearts", [20, 60, 101, 55], 0), options: { points: "black_maria", pass_directions: ["right"] }, history: [hand([30, 13, 0, 0])] };
  let s = countGame(emptyStats(), "k", kawu, 1, "normal");
  s = countGame(s, "m", maria, 2, "normal");
  const f = figures(s, "hearts");
  assert.equal(f.average, 5, "kawu's average: (4 + 6) / 2, Black Maria's 30 apart");
  assert.equal(f.hands, 3, "every hand played");
  assert.deepEqual(f.rules, [{ key: "points=black_maria", options: { points: "black_maria" }, hands: 1, average: 30 }]);
  assert.equal(f.played, 2);
  assert.equal(f.best.margin, 15, "the Black Maria game (margin 35) is no best game of kawu's");
  // Kept through a round trip of the stored value; nonsense keys dropped.
  const stored = JSON.parse(JSON.stringify(s));
  stored.hearts.rules["bad key"] = { hands: 1, points: 3 };
  assert.deepEqual(figures(stored, "hearts").rules.map((r) => r.key), ["points=black_maria"]);
});

const RECORD = { version: 1, game: "hearts", options: {}, seed: 1, deal: null, actions: [] };
const SAVE = { format: 2, id: "abc", rev: 3, savedAt: "2026-01-01T00:00:00.000Z", record: RECORD, view: null, ui: { level: "easy", summarySeen: 0 } };

function filledStore() {
  const stats = countGame(emptyStats(), "g1", over("hearts", [40, 60, 101, 55], 0), 5, "hard");
  const storage = new MemoryStorage({
    "kawu:game:v1": JSON.stringify(SAVE),
    [STATS_KEY]: JSON.stringify(stats),
    [SETTINGS_KEY]: JSON.stringify({ lang: "it", prefs: { sound: false, volume: 20 } }),
    "kawu:backup:v1:2026": "not exported",
  });
  return { storage, store: new Store(() => storage) };
}

test("your data: exported whole, imported back the same after the browser was cleared", () => {
  const { storage, store } = filledStore();
  const file = exportData(store, new Date("2026-02-03T04:05:06Z"));
  assert.deepEqual(Object.keys(file.games), ["kawu:game:v1"]);
  assert.deepEqual([file.format, file.version, file.exportedAt], [DATA_FORMAT, 1, "2026-02-03T04:05:06.000Z"]);
  const before = new Map(storage.map);
  const empty = new MemoryStorage();
  const checked = checkData(JSON.stringify(file));
  assert.ok(checked.ok);
  assert.deepEqual(applyData(new Store(() => empty), checked.data), { ok: true });
  for (const key of ["kawu:game:v1", STATS_KEY, SETTINGS_KEY]) assert.deepEqual(JSON.parse(empty.getItem(key)), JSON.parse(before.get(key)), key);
  assert.equal(empty.getItem("kawu:backup:v1:2026"), null);
  // Importing replaces: a saved game the file does not hold is gone, the file's is there.
  storage.setItem("kawu:game:spades:v2", JSON.stringify({ ...SAVE, id: "other" }));
  assert.deepEqual(applyData(store, checked.data), { ok: true });
  assert.equal(storage.getItem("kawu:game:spades:v2"), null);
});

test("your data: a damaged file is refused, part by part, and says why", () => {
  const { store } = filledStore();
  const good = exportData(store);
  const bad = (change) => checkData(JSON.stringify(change(structuredClone(good))));
  assert.equal(checkData("{nope").problem, "not_json");
  assert.equal(checkData("x".repeat(5_000_001)).problem, "too_big");
  assert.equal(bad((f) => ({ ...f, format: "other" })).problem, "not_kawu");
  assert.equal(bad((f) => ({ ...f, version: 9 })).problem, "newer");
  assert.equal(bad((f) => ({ ...f, exportedAt: "yesterday" })).problem, "not_kawu");
  assert.deepEqual(bad((f) => ({ ...f, games: { "kawu:game:v1": { ...SAVE, rev: -1 } } })), { ok: false, problem: "game", params: { key: "kawu:game:v1", status: "corrupt" } });
  assert.equal(bad((f) => ({ ...f, games: { "kawu:stats:v1": SAVE } })).problem, "game_key");
  assert.equal(bad((f) => ({ ...f, stats: { ...f.stats, hearts: { played: "many" } } })).problem, "stats");
  assert.equal(bad((f) => ({ ...f, stats: { ...f.stats, format: 7 } })).problem, "stats");
  assert.equal(bad((f) => ({ ...f, settings: { lang: "fr" } })).problem, "settings");
  assert.equal(bad((f) => ({ ...f, settings: undefined })).problem, "settings");
});

test("your data: an import that cannot be written puts everything back", () => {
  const { storage, store } = filledStore();
  const file = checkData(JSON.stringify({ ...exportData(store), settings: { lang: "en" }, games: {} })).data;
  const before = new Map(storage.map);
  const setItem = storage.setItem.bind(storage);
  storage.setItem = (k, v) => {
    if (k === SETTINGS_KEY && v.includes('"en"')) throw Object.assign(new Error("full"), { name: "QuotaExceededError" });
    setItem(k, v);
  };
  const result = applyData(store, file);
  assert.equal(result.ok, false);
  assert.match(result.error, /QuotaExceededError/);
  assert.deepEqual(new Map(storage.map), before);
});

function fakeEngine(replies) {
  const calls = [];
  return { calls, call: async (type, payload) => (calls.push([type, payload]), replies[type]) };
}

test("finish the hand: the session asks the engine to play the rest and tells its listeners", async () => {
  const done = { record: { ...RECORD, actions: [[0, "2C"]] }, view: { phase: "pass", decided: false } };
  const engine = fakeEngine({ finish: done });
  const session = new GameSession(engine);
  Object.assign(session, { record: RECORD, view: { phase: "play", decided: true } });
  const heard = [];
  session.on((e) => heard.push(e));
  await session.finish();
  assert.deepEqual(engine.calls, [["finish", { record: RECORD, viewer: 0 }]]);
  assert.deepEqual([session.record, session.view, session.dirty], [done.record, done.view, true]);
  assert.deepEqual(heard, [{ type: "game", reason: "finish" }]);
});

test("finish the hand: only on the person's turn of a decided hand; then saved, said, and on", async () => {
  const engine = fakeEngine({ finish: { record: RECORD, view: { phase: "pass" } } });
  const session = new GameSession(engine);
  const log = [];
  const app = {
    session,
    state: { lang: "en", awaiting: "play" },
    setAwaiting: (w) => log.push(["await", w]),
    resetTable: () => log.push(["reset"]),
    keeper: { persist: () => (log.push(["persist"]), true), failed: (e) => log.push(["failed", e]) },
    say: (text) => log.push(["say", text]),
  };
  const loop = new GameLoop(app);
  loop.advance = () => log.push(["advance"]);
  Object.assign(session, { record: RECORD, view: { phase: "play", decided: false } });
  await loop.finish();
  assert.deepEqual(engine.calls, [], "not decided: nothing asked");
  session.view = { phase: "play", decided: true };
  app.state.awaiting = "summary";
  await loop.finish();
  assert.deepEqual(engine.calls, [], "not the person's turn");
  app.state.awaiting = "play";
  await loop.finish();
  assert.deepEqual(engine.calls.map(([type]) => type), ["finish"]);
  assert.deepEqual(log, [["await", null], ["reset"], ["persist"], ["say", "The rest of the hand was played at once."], ["advance"]]);
});
