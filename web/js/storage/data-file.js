// "Your data in a file": the saved games, the statistics and the settings in one JSON file, and the
// same file read back. Pure functions over the Store: exportData() gathers, checkData() checks every
// part of a file before anything is written (a bad file changes nothing and says why), applyData()
// replaces what the browser holds and puts it all back if a write fails half way.
//
// The file: {format: "kawu-data", version: 1, exportedAt: ISO date, games: {key: save}, stats, settings,
// daily}. ``daily`` (the day's deal results, daily-store.js) came with issue 45: a file without it
// leaves the browser's as they are.
import { readSave } from "./saves.js";
import { CURRENT_KEY, GAME_KEYS, SETTINGS_KEY } from "./storage.js";
import { STATS_FORMAT, STATS_KEY } from "./stats.js";
import { DAILY_KEY, readDaily } from "./daily-store.js";
import { LANGUAGES } from "../words/i18n.js";

export const DATA_FORMAT = "kawu-data";
export const DATA_VERSION = 1;
export const GAME_PREFIX = "kawu:game:";
export const MAX_DATA_CHARS = 5_000_000;
// A game key and the kind of game it may hold (the older versions' one key holds either).
const KIND_OF_KEY = new Map([...Object.entries(GAME_KEYS).map(([kind, key]) => [key, kind]), ["kawu:game:v1", null]]);
const GAME_KEY = { test: (key) => KIND_OF_KEY.has(key) };
const STAT_FIELDS = {
  hearts: ["played", "won", "hands", "points", "moons"],
  spades: ["played", "won", "hands", "points", "nils", "nilsMade"],
};

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

function parse(raw) {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Everything the browser holds for kawu, readable parts only, as the file's object. */
export function exportData(store, now = new Date()) {
  const games = {};
  for (const key of store.keys(GAME_PREFIX)) {
    const raw = store.read(key);
    if (GAME_KEY.test(key) && raw !== null && readSave(raw).status === "ok") games[key] = JSON.parse(raw);
  }
  const stats = parse(store.read(STATS_KEY));
  const settings = parse(store.read(SETTINGS_KEY));
  const daily = parse(store.read(DAILY_KEY)) ?? null;
  return {
    format: DATA_FORMAT,
    version: DATA_VERSION,
    exportedAt: now.toISOString(),
    games,
    stats: statsProblem(stats) === null ? stats : null,
    settings: settingsProblem(settings) === null ? settings : null,
    daily: dailyProblem(daily) === null ? daily : null,
  };
}

/** The day's deal results: null (none), or every entry readable. */
function dailyProblem(value) {
  if (value === null) return null;
  const found = readDaily(value);
  return found && found.dropped === 0 ? null : "daily";
}

function statsProblem(value) {
  if (value === null || value === undefined) return value === null ? null : "missing";
  if (!isObject(value) || value.format !== STATS_FORMAT) return "format";
  for (const [game, fields] of Object.entries(STAT_FIELDS)) {
    if (!isObject(value[game])) return game;
    for (const f of fields) if (value[game][f] !== undefined && !(Number.isFinite(value[game][f]) && value[game][f] >= 0)) return `${game}.${f}`;
  }
  return null;
}

function settingsProblem(value) {
  if (value === null) return null;
  if (!isObject(value)) return "not an object";
  if (value.lang !== undefined && !LANGUAGES.includes(value.lang)) return "lang";
  if (value.prefs !== undefined && !isObject(value.prefs)) return "prefs";
  if (value.choice !== undefined && !isObject(value.choice)) return "choice";
  return null;
}

/**
 * A file's text checked part by part: {ok: true, data: {exportedAt, games: {key: save}, stats,
 * settings}} or {ok: false, problem, params} (problem names the words of data.problem.*).
 */
export function checkData(text) {
  if (typeof text !== "string" || text.length > MAX_DATA_CHARS) return { ok: false, problem: "too_big", params: {} };
  const value = parse(text);
  if (value === undefined) return { ok: false, problem: "not_json", params: {} };
  if (!isObject(value) || value.format !== DATA_FORMAT) return { ok: false, problem: "not_kawu", params: {} };
  if (Number.isInteger(value.version) && value.version > DATA_VERSION) return { ok: false, problem: "newer", params: {} };
  const date = new Date(value.exportedAt);
  if (value.version !== DATA_VERSION || typeof value.exportedAt !== "string" || Number.isNaN(date.getTime())) return { ok: false, problem: "not_kawu", params: {} };
  if (!isObject(value.games)) return { ok: false, problem: "games", params: {} };
  for (const [key, save] of Object.entries(value.games)) {
    if (!GAME_KEY.test(key)) return { ok: false, problem: "game_key", params: { key } };
    const found = readSave(JSON.stringify(save));
    if (found.status !== "ok") return { ok: false, problem: "game", params: { key, status: found.status } };
    const kind = KIND_OF_KEY.get(key);
    if (kind && found.save.record.game !== kind) return { ok: false, problem: "game", params: { key, status: "kind" } };
  }
  if (!("stats" in value) || statsProblem(value.stats) !== null) return { ok: false, problem: "stats", params: {} };
  if (!("settings" in value) || settingsProblem(value.settings) !== null) return { ok: false, problem: "settings", params: {} };
  if ("daily" in value && dailyProblem(value.daily) !== null) return { ok: false, problem: "daily", params: {} };
  return { ok: true, data: { exportedAt: date, games: value.games, stats: value.stats, settings: value.settings, daily: value.daily } };
}

/** Every key the file replaces, with what the browser holds under it now (null: nothing). */
function snapshot(store, data) {
  const keys = new Set([...store.keys(GAME_PREFIX), ...Object.keys(data.games), STATS_KEY, SETTINGS_KEY, CURRENT_KEY, DAILY_KEY]);
  return new Map([...keys].map((key) => [key, store.read(key)]));
}

/**
 * Replace the saved games, statistics and settings with a checked file's; a part the file leaves
 * empty (null) is removed. Returns {ok: true} or {ok: false, error} with everything put back.
 */
export function applyData(store, data) {
  const before = snapshot(store, data);
  const after = new Map([...before.keys()].map((key) => [key, null]));
  for (const [key, save] of Object.entries(data.games)) after.set(key, JSON.stringify(save));
  after.set(STATS_KEY, data.stats === null ? null : JSON.stringify(data.stats));
  after.set(SETTINGS_KEY, data.settings === null ? null : JSON.stringify(data.settings));
  // A file from before the day's deal (no ``daily``) leaves the browser's results as they are.
  if (data.daily === undefined) after.set(DAILY_KEY, before.get(DAILY_KEY));
  else after.set(DAILY_KEY, data.daily === null ? null : JSON.stringify(data.daily));
  // The next visit resumes the game of the kind the file's games lead with, as after any save.
  const first = Object.keys(data.games).map((key) => KIND_OF_KEY.get(key)).find(Boolean);
  after.set(CURRENT_KEY, first ?? null);
  for (const [key, text] of after) {
    if (text === null) {
      store.remove(key);
      continue;
    }
    const result = store.write(key, text);
    if (!result.ok) {
      for (const [k, old] of before) {
        if (old === null) store.remove(k);
        else store.write(k, old);
      }
      return { ok: false, error: result.error };
    }
  }
  return { ok: true };
}
