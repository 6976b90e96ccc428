// The day's deal kept (issue 45), in localStorage under a versioned key of its own:
//   {format: 1, days: {hearts: {"2026-12-06": entry}, spades: {...}}}
// entry: {deal, status: "started" | "done", result, par, grade, tricks, practice, record}
// (``record``: the counted try's game record, written after each of its actions so that a try
// interrupted (the page closed) goes on where it was, and kept for the last SHOWN_DAYS days once
// done, so that ``python -m kawu verify --daily DATE`` can check it from the data file.)
// One counted try a day and game: the first start of the day's deal writes its entry ("started");
// the hand's end writes its result under that entry's date, the deal's date, even when the hand
// ends after midnight; any later try of that day is practice (only counted in ``practice``).
// Reads never throw: a value that cannot be read, or entries that are not entries, are kept
// aside under a backup key, said (``notice``) and left out; the rest goes on.
import { isDate, shiftDate } from "../words/dates.js";

export const DAILY_KEY = "kawu:daily:v1";
export const DAILY_BACKUP_PREFIX = "kawu:daily-backup:v1:";
export const DAILY_FORMAT = 1;
export const GAMES = ["hearts", "spades"];
export const GRADES = ["better", "equal", "close", "worse"];
/** The days the statistics show, and the most the store keeps per game. */
export const SHOWN_DAYS = 30;
const KEPT_DAYS = 400;
const DEAL = /^[HS][0-3]-[0-9A-Z]{8}$/;

export function emptyDaily() {
  return { format: DAILY_FORMAT, days: { hearts: {}, spades: {} } };
}

const isRecord = (r) => Boolean(r) && typeof r === "object" && !Array.isArray(r) && Array.isArray(r.actions);
const isInt = (v) => Number.isInteger(v) && Math.abs(v) < 100000;

/** A stored entry checked and made whole, or null when it is not one. */
export function readEntry(game, entry) {
  if (!entry || typeof entry !== "object" || Array.isArray(entry)) return null;
  if (typeof entry.deal !== "string" || !DEAL.test(entry.deal) || entry.deal[0] !== game[0].toUpperCase()) return null;
  if (!["started", "done"].includes(entry.status)) return null;
  const done = entry.status === "done";
  if (done && !isInt(entry.result)) return null;
  const tricks = Array.isArray(entry.tricks) && entry.tricks.length <= 13 && entry.tricks.every((x) => typeof x === "boolean") ? [...entry.tricks] : null;
  const par = isInt(entry.par) ? entry.par : null;
  return {
    deal: entry.deal,
    status: entry.status,
    result: done ? entry.result : null,
    par,
    grade: par !== null && GRADES.includes(entry.grade) ? entry.grade : null,
    tricks: done ? tricks : null,
    practice: Number.isInteger(entry.practice) && entry.practice >= 0 ? entry.practice : 0,
    record: isRecord(entry.record) ? entry.record : null,
  };
}

/** A stored value read: {value, dropped} (``dropped``: entries left out), or null if it is none. */
export function readDaily(value) {
  if (!value || typeof value !== "object" || value.format !== DAILY_FORMAT || !value.days || typeof value.days !== "object") return null;
  const out = emptyDaily();
  let dropped = 0;
  for (const game of GAMES) {
    const days = value.days[game];
    if (days === undefined) continue;
    if (!days || typeof days !== "object" || Array.isArray(days)) return null;
    for (const [date, entry] of Object.entries(days)) {
      const read = isDate(date) ? readEntry(game, entry) : null;
      if (read) out.days[game][date] = read;
      else dropped += 1;
    }
  }
  return { value: out, dropped };
}

/** Days in a row with a finished counted try (either game), ending today or, if today is not
 *  played yet, yesterday. */
export function streak(daily, today) {
  const played = (date) => GAMES.some((g) => daily.days[g][date]?.status === "done");
  let day = played(today) ? today : shiftDate(today, -1);
  let n = 0;
  while (played(day) && n < KEPT_DAYS) {
    n += 1;
    day = shiftDate(day, -1);
  }
  return n;
}

/** The last ``SHOWN_DAYS`` days up to ``today`` for ``game``: [{date, entry|null}], oldest first. */
export function lastDays(daily, game, today, n = SHOWN_DAYS) {
  return Array.from({ length: n }, (_, i) => {
    const date = shiftDate(today, i - n + 1);
    return { date, entry: daily.days[game][date] ?? null };
  });
}

export class DailyStore {
  /** @param {import("./storage.js").Store} store the page's store */
  constructor(store) {
    this.store = store;
    this.notice = null; // {key, dropped}: what could not be read, kept aside
    this.value = this.read();
  }

  /** The days as stored now; what cannot be read is kept aside (once) and left out. */
  read() {
    const raw = this.store.read(DAILY_KEY);
    if (raw === null) return emptyDaily();
    let parsed;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const found = readDaily(parsed);
    if (found && found.dropped === 0) return found.value;
    const key = DAILY_BACKUP_PREFIX + new Date().toISOString();
    const kept = this.store.write(key, raw).ok;
    this.notice = { key: kept ? key : null, dropped: found ? found.dropped : null };
    const value = found ? found.value : emptyDaily();
    if (kept) this.store.write(DAILY_KEY, JSON.stringify(value));
    return value;
  }

  entry(game, date) {
    return this.value.days[game]?.[date] ?? null;
  }

  /** Read, change, write: ``change`` gets the stored days and changes them in place. */
  update(change) {
    const value = this.read();
    change(value);
    for (const game of GAMES) {
      const dates = Object.keys(value.days[game]).sort();
      for (const old of dates.slice(0, Math.max(0, dates.length - KEPT_DAYS))) delete value.days[game][old];
      // Records only for the last days shown: the rest of an entry is a few bytes.
      const newest = dates[dates.length - 1];
      if (newest) for (const date of dates) if (date < shiftDate(newest, -SHOWN_DAYS) && value.days[game][date]) value.days[game][date].record = null;
    }
    this.value = value;
    return this.store.write(DAILY_KEY, JSON.stringify(value));
  }

  /** A try of ``game``'s deal of ``date`` begins: {counted} (false: the day was tried, practice). */
  begin(game, date, deal) {
    const counted = !this.read().days[game][date];
    const write = counted ? this.update((v) => (v.days[game][date] = { deal, status: "started", result: null, par: null, grade: null, tricks: null, practice: 0, record: null })) : { ok: true };
    return { counted, ok: write.ok, error: write.error ?? null };
  }

  /** The counted try's game as it is now (after each action), while it is being played. */
  keep(game, date, record) {
    const entry = this.read().days[game][date];
    if (entry?.status !== "started") return { ok: true };
    return this.update((v) => (v.days[game][date].record = record));
  }

  /** The hand of ``date`` is over: the counted try's result, or one more practice. */
  finish(game, date, counted, { result, tricks, record = null }) {
    return this.update((v) => {
      const entry = v.days[game][date];
      if (!entry) return;
      if (counted && entry.status === "started") Object.assign(entry, { status: "done", result, tricks: [...tricks], record });
      else if (!counted) entry.practice += 1;
    });
  }

  /** The par of ``date`` (the same for every try of that day), and the counted try's grade. */
  setPar(game, date, par, grade) {
    return this.update((v) => {
      const entry = v.days[game][date];
      if (!entry) return;
      entry.par = par;
      if (entry.status === "done") entry.grade = grade;
    });
  }
}
