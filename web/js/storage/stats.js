// The person's statistics in localStorage under a versioned key: games played and won per game,
// the points of every finished hand (for the average per hand), moons shot (Hearts), nils bid and
// made (Spades); per opponent level (easy, normal, hard) the games played and won; the best and
// the worst game (by the margin to the nearest rival: Hearts, the lowest other score minus yours;
// Spades, your team's total minus theirs) and the current streak (wins > 0, losses < 0). Reads
// never throw; writes go through the Store's guarded write and say whether they worked.
// Statistics that cannot be read are kept under a backup key, never wiped. The points lost in
// each reviewed hand are kept under ``review`` (review-stats.js).
import { emptyReviews, readReviews } from "./review-stats.js";

export const STATS_KEY = "kawu:stats:v1";
export const STATS_BACKUP_PREFIX = "kawu:stats-backup:v1:";
export const STATS_FORMAT = 1;

const GAMES = ["hearts", "spades"];
export const LEVELS = ["easy", "normal", "hard"];
const FIELDS = {
  hearts: ["played", "won", "hands", "points", "moons"],
  spades: ["played", "won", "hands", "points", "nils", "nilsMade"],
};

export function emptyStats() {
  const out = { format: STATS_FORMAT, counted: {}, review: emptyReviews() };
  for (const game of GAMES) {
    out[game] = Object.fromEntries(FIELDS[game].map((f) => [f, 0]));
    out[game].levels = Object.fromEntries(LEVELS.map((level) => [level, { played: 0, won: 0 }]));
    Object.assign(out[game], { streak: 0, best: null, worst: null, rules: {} });
  }
  return out;
}

const count = (v) => (Number.isInteger(v) && v >= 0 ? v : 0);

// The house rules (issue 44) that change what a hand is worth, with kawu's values: a hand under
// any other value counts apart (``rules``, by ``scoringKey``), so a Black Maria hand's 43 points
// or a nil worth 50 never move kawu's average, and such a game is no best or worst of kawu's.
export const SCORING = {
  hearts: { points: "standard", no_tricks_bonus: false },
  spades: { nil_value: 100, bag_penalty: "ten_for_100", nil_tricks: "bags" },
};
const RULES_KEY = /^[a-z_]+=[a-z0-9_]+(,[a-z_]+=[a-z0-9_]+)*$/;

/** The scoring rules of a game's options that are not kawu's, as "name=value,..." ("" for kawu's). */
export function scoringKey(game, options) {
  const kawu = SCORING[game] ?? {};
  return Object.keys(kawu)
    .sort()
    .filter((k) => options?.[k] !== undefined && options[k] !== kawu[k])
    .map((k) => `${k}=${options[k]}`)
    .join(",");
}

/** The options a scoring key names (the other way round; values as the options have them). */
export function keyOptions(game, key) {
  const kawu = SCORING[game] ?? {};
  return Object.fromEntries(key.split(",").map((part) => {
    const [k, v] = part.split("=");
    const value = typeof kawu[k] === "number" ? Number(v) : typeof kawu[k] === "boolean" ? v === "true" : v;
    return [k, value];
  }));
}

/** A stored best or worst game, or null when it is not one. */
function readMark(m) {
  if (!m || typeof m !== "object" || !Number.isInteger(m.margin) || typeof m.won !== "boolean") return null;
  if (!Array.isArray(m.scores) || !m.scores.every(Number.isInteger)) return null;
  return { margin: m.margin, won: m.won, scores: [...m.scores], level: LEVELS.includes(m.level) ? m.level : null, at: Number.isFinite(m.at) ? m.at : 0 };
}

/** Per level, the streak, the best and worst game, from a stored game's statistics. */
function normaliseExtra(out, given) {
  for (const level of LEVELS) {
    const l = given.levels?.[level];
    out.levels[level] = { played: count(l?.played), won: Math.min(count(l?.won), count(l?.played)) };
  }
  out.streak = Number.isInteger(given.streak) ? given.streak : 0;
  out.best = readMark(given.best);
  out.worst = readMark(given.worst);
  const rules = given.rules && typeof given.rules === "object" && !Array.isArray(given.rules) ? given.rules : {};
  for (const [key, r] of Object.entries(rules)) {
    if (RULES_KEY.test(key) && Number.isFinite(r?.points)) out.rules[key] = { hands: count(r.hands), points: r.points };
  }
}

/** A finished game as a best or worst candidate: the margin to the nearest rival (higher is better). */
export function gameMark(view, level = null, now = Date.now()) {
  const scores = view.scores;
  if (!Array.isArray(scores)) return null;
  const margin = view.game === "hearts" ? Math.min(...scores.slice(1)) - scores[0] : scores[0] - scores[1];
  return { margin, won: view.winner === 0, scores: [...scores], level: LEVELS.includes(level) ? level : null, at: now };
}

/** A stored value made whole: unknown fields dropped, missing or bad counts read as 0. */
function normalise(value) {
  const out = emptyStats();
  for (const game of GAMES) {
    const given = value?.[game];
    if (!given || typeof given !== "object") continue;
    for (const f of FIELDS[game]) if (Number.isFinite(given[f])) out[game][f] = given[f];
    normaliseExtra(out[game], given);
  }
  out.review = readReviews(value?.review);
  const counted = value?.counted;
  if (counted && typeof counted === "object" && !Array.isArray(counted)) {
    for (const [id, entry] of Object.entries(counted)) {
      if (Number.isInteger(entry?.hands) && entry.hands >= 0 && typeof entry.over === "boolean") {
        out.counted[id] = { hands: entry.hands, over: entry.over, at: Number.isFinite(entry.at) ? entry.at : 0 };
      }
    }
  }
  return out;
}

/** The statistics after one finished hand (an entry of the view's history), seen from seat 0,
 *  under the scoring rules ``key`` (scoringKey: "" for kawu's). */
export function addHand(stats, game, entry, key = "") {
  const out = normalise(stats);
  const s = out[game];
  // The person's points (in Spades the team's), kawu's own or under the house rules of ``key``.
  const tally = key ? (s.rules[key] ??= { hands: 0, points: 0 }) : s;
  tally.hands += 1;
  tally.points += entry.points[0];
  if (game === "hearts") {
    if (entry.moon === 0) s.moons += 1;
  } else if (entry.bids[0] === 0) {
    s.nils += 1;
    if (entry.tricks[0] === 0) s.nilsMade += 1;
  }
  return out;
}

/** The statistics after a finished game (the view at game over) against computer players of
 *  ``level``; its margin is a best or worst game only under kawu's scoring (``scoringKey``). */
export function addGame(stats, view, level = null, now = Date.now()) {
  const out = normalise(stats);
  const s = out[view.game];
  const won = view.winner === 0;
  s.played += 1;
  if (won) s.won += 1;
  if (LEVELS.includes(level)) {
    s.levels[level].played += 1;
    if (won) s.levels[level].won += 1;
  }
  s.streak = won ? Math.max(0, s.streak) + 1 : Math.min(0, s.streak) - 1;
  const mark = scoringKey(view.game, view.options) ? null : gameMark(view, level, now);
  if (mark && (!s.best || mark.margin > s.best.margin)) s.best = mark;
  if (mark && (!s.worst || mark.margin < s.worst.margin)) s.worst = mark;
  return out;
}

/** Figures to show for one game; ``average`` (kawu's scoring) is null before the first hand,
 *  ``hands`` counts every hand, ``rules`` the average under each other scoring: [{key, options,
 *  hands, average}]. */
export function figures(stats, game) {
  const s = normalise(stats)[game];
  const rules = Object.entries(s.rules)
    .filter(([, r]) => r.hands > 0)
    .map(([key, r]) => ({ key, options: keyOptions(game, key), hands: r.hands, average: r.points / r.hands }));
  return {
    ...s,
    hands: s.hands + rules.reduce((n, r) => n + r.hands, 0),
    average: s.hands ? s.points / s.hands : null,
    rules,
    winRate: s.played ? s.won / s.played : null,
    levels: Object.fromEntries(LEVELS.map((level) => {
      const l = s.levels[level];
      return [level, { ...l, winRate: l.played ? l.won / l.played : null }];
    })),
  };
}

/**
 * The statistics with every finished hand of game ``id`` counted once, and the game once when it is
 * over: the ledger ``counted[id]`` says how far this game was already counted (by any tab).
 * Returns the same object when there is nothing new to count.
 */
export function countGame(stats, id, view, now = Date.now(), level = null) {
  const done = stats.counted[id] ?? { hands: 0, over: false };
  const over = view.phase === "game_over";
  if (done.hands >= view.history.length && (done.over || !over)) return stats;
  let out = stats;
  const key = scoringKey(view.game, view.options);
  for (let i = done.hands; i < view.history.length; i++) out = addHand(out, view.game, view.history[i], key);
  if (over && !done.over) out = addGame(out, view, level, now);
  out = normalise(out);
  out.counted[id] = { hands: Math.max(done.hands, view.history.length), over: done.over || over, at: now };
  // The ledger keeps the games of the last while: the newest ones.
  const ids = Object.keys(out.counted).sort((a, b) => out.counted[b].at - out.counted[a].at);
  for (const old of ids.slice(LEDGER_SIZE)) delete out.counted[old];
  return out;
}

const LEDGER_SIZE = 50;

export class Stats {
  /** @param {import("./storage.js").Store} store the page's store (its guarded reads and writes) */
  constructor(store) {
    this.store = store;
    this.notice = null; // {key} when unreadable statistics were kept aside
    this.value = this.read();
  }

  /** The statistics as stored now (another tab may have written them since). */
  read() {
    this.blocked = false;
    const raw = this.store.read(STATS_KEY);
    if (raw === null) return emptyStats();
    let value;
    try {
      value = JSON.parse(raw);
    } catch {
      value = null;
    }
    if (value && typeof value === "object" && value.format === STATS_FORMAT) return normalise(value);
    // Damaged, or from a newer kawu: kept aside once, then replaced by empty statistics. With no
    // room for the copy, they stay where they are and nothing is written over them.
    const key = STATS_BACKUP_PREFIX + new Date().toISOString();
    const kept = this.store.write(key, raw).ok;
    this.notice = { key: kept ? key : null };
    if (kept) this.store.write(STATS_KEY, JSON.stringify(emptyStats()));
    this.blocked = !kept;
    return emptyStats();
  }

  /** Read, change, write: ``change`` gets the stored statistics and returns the new ones. */
  update(change) {
    const current = this.read();
    const next = change(current);
    this.value = next === current ? current : normalise(next);
    if (next === current) return { ok: true };
    if (this.blocked) return { ok: false, error: "the unreadable statistics could not be kept aside" };
    return this.store.write(STATS_KEY, JSON.stringify(this.value));
  }

  /** Count what is new in game ``id`` (its view, against ``level``); once per hand and game, whichever tab sees it. */
  count(id, view, level = null) {
    return this.update((s) => countGame(s, id, view, Date.now(), level));
  }

  /** Let the ledger know how far a game from an older save was already counted. */
  ledger(id, counted) {
    return this.update((s) => (s.counted[id] ? s : { ...s, counted: { ...s.counted, [id]: { ...counted, at: Date.now() } } }));
  }

  reset() {
    this.notice = null;
    return this.update((s) => ({ ...emptyStats(), counted: s.counted }));
  }
}
