// The person's statistics in localStorage under a versioned key: games played and won per game,
// the points of every finished hand (for the average per hand), moons shot (Hearts), nils bid and
// made (Spades). Reads never throw; writes go through the Store's guarded write and say whether
// they worked. Statistics that cannot be read are kept under a backup key, never wiped.

export const STATS_KEY = "kawu:stats:v1";
export const STATS_BACKUP_PREFIX = "kawu:stats-backup:v1:";
export const STATS_FORMAT = 1;

const GAMES = ["hearts", "spades"];
const FIELDS = {
  hearts: ["played", "won", "hands", "points", "moons"],
  spades: ["played", "won", "hands", "points", "nils", "nilsMade"],
};

export function emptyStats() {
  const out = { format: STATS_FORMAT };
  for (const game of GAMES) out[game] = Object.fromEntries(FIELDS[game].map((f) => [f, 0]));
  return out;
}

/** A stored value made whole: unknown fields dropped, missing or bad counts read as 0. */
function normalise(value) {
  const out = emptyStats();
  for (const game of GAMES) {
    const given = value?.[game];
    if (!given || typeof given !== "object") continue;
    for (const f of FIELDS[game]) if (Number.isFinite(given[f])) out[game][f] = given[f];
  }
  return out;
}

/** The statistics after one finished hand (an entry of the view's history), seen from seat 0. */
export function addHand(stats, game, entry) {
  const out = normalise(stats);
  const s = out[game];
  s.hands += 1;
  if (game === "hearts") {
    s.points += entry.points[0];
    if (entry.moon === 0) s.moons += 1;
  } else {
    s.points += entry.points[0]; // the person's team
    if (entry.bids[0] === 0) {
      s.nils += 1;
      if (entry.tricks[0] === 0) s.nilsMade += 1;
    }
  }
  return out;
}

/** The statistics after a finished game (the view at game over). */
export function addGame(stats, view) {
  const out = normalise(stats);
  out[view.game].played += 1;
  if (view.winner === 0) out[view.game].won += 1;
  return out;
}

/** Figures to show for one game; ``average`` is null before the first hand. */
export function figures(stats, game) {
  const s = normalise(stats)[game];
  return {
    ...s,
    average: s.hands ? s.points / s.hands : null,
    winRate: s.played ? s.won / s.played : null,
  };
}

export class Stats {
  /** @param {import("./storage.js").Store} store the page's store (its guarded write is used) */
  constructor(store) {
    this.store = store;
    this.notice = null; // {key} when unreadable statistics were kept aside
    this.value = this.load();
  }

  load() {
    let raw;
    try {
      raw = this.store.storage?.getItem(STATS_KEY) ?? null;
    } catch {
      return emptyStats();
    }
    if (raw === null) return emptyStats();
    let value;
    try {
      value = JSON.parse(raw);
    } catch {
      value = null;
    }
    if (value && typeof value === "object" && value.format === STATS_FORMAT) return normalise(value);
    // Damaged, or from a newer kawu: keep it aside and start again.
    const key = STATS_BACKUP_PREFIX + new Date().toISOString();
    this.notice = { key: this.store.write(key, raw).ok ? key : null };
    return emptyStats();
  }

  /** Replace the statistics and write them; returns {ok} or {ok: false, error}. */
  set(value) {
    this.value = normalise(value);
    return this.store.write(STATS_KEY, JSON.stringify(this.value));
  }

  hand(game, entry) {
    return this.set(addHand(this.value, game, entry));
  }

  game(view) {
    return this.set(addGame(this.value, view));
  }

  reset() {
    this.notice = null;
    return this.set(emptyStats());
  }
}
