// What a saved game must look like before the page uses any of it: the wrapper, the page's own
// state and the saved view (drawn before Python is ready). Pure functions, no storage: a save
// that fails here is moved to a backup by persistence.js and the person is told why. The record
// itself is checked by the engine (it replays it or refuses it).
//
// Format 2: {format: 2, id, rev, savedAt, record, view, ui: {level, summarySeen}}.
// Format 1 (before revisions) is read as revision 0 of a game whose id comes from its seed.

export const SAVE_FORMAT = 2;
export const LEVELS = ["easy", "normal", "hard"];
const PHASES = ["pass", "bid", "play", "game_over"];
const CARD = /^[2-9TJQKA][CDHS]$/;
const ID = /^[A-Za-z0-9_-]{1,40}$/;

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const isInt = (v, min = 0, max = Number.MAX_SAFE_INTEGER) => Number.isInteger(v) && v >= min && v <= max;
const isSeat = (v) => isInt(v, 0, 3);
const ints = (v, n) => Array.isArray(v) && v.length === n && v.every((x) => Number.isInteger(x));
const cards = (v) => Array.isArray(v) && v.length <= 13 && v.every((c) => typeof c === "string" && CARD.test(c));
const played = (v) => Array.isArray(v) && v.length <= 4 && v.every((p) => Array.isArray(p) && p.length === 2 && isSeat(p[0]) && CARD.test(p[1]));

/** Why a saved view cannot be drawn, or null when it can. */
export function viewProblem(v) {
  if (!isObject(v)) return "not an object";
  if (v.game !== "hearts" && v.game !== "spades") return "game";
  if (!PHASES.includes(v.phase)) return "phase";
  if (!Array.isArray(v.to_act) || !v.to_act.every(isSeat)) return "to_act";
  if (!cards(v.hand)) return "hand";
  if (!Array.isArray(v.legal)) return "legal";
  if (!played(v.trick)) return "trick";
  if (v.last_trick != null && !(isObject(v.last_trick) && played(v.last_trick.cards) && isSeat(v.last_trick.winner))) return "last_trick";
  if (!isInt(v.hand_number, 1) || !isInt(v.trick_number, 0, 13)) return "hand_number";
  if (!ints(v.tricks_won, 4) || !ints(v.hand_sizes, 4)) return "counts";
  if (!Array.isArray(v.history) || !v.history.every(isObject)) return "history";
  if (v.game === "hearts") {
    if (!ints(v.scores, 4) || !ints(v.points, 4)) return "scores";
    if (typeof v.pass_direction !== "string" || !cards(v.received) || !cards(v.passed)) return "pass";
  } else {
    if (!ints(v.scores, 2) || !ints(v.bags, 2) || !Array.isArray(v.contracts)) return "scores";
    if (!Array.isArray(v.bids) || v.bids.length !== 4 || !Array.isArray(v.blind_nil)) return "bids";
  }
  return null;
}

/**
 * A stored text read as a save: {status: "ok", save} | {status: "corrupt" | "newer_version" |
 * "bad_page_state" | "bad_view", message}. ``save`` is always in format 2's shape.
 */
export function readSave(raw) {
  let value;
  try {
    value = JSON.parse(raw);
  } catch (e) {
    return { status: "corrupt", message: String(e?.message ?? e) };
  }
  if (!isObject(value)) return { status: "corrupt", message: "not an object" };
  if (typeof value.format === "number" && value.format > SAVE_FORMAT) return { status: "newer_version", message: `save format ${value.format}` };
  if (value.format !== 1 && value.format !== SAVE_FORMAT) return { status: "corrupt", message: "unknown format" };
  if (!isObject(value.record)) return { status: "corrupt", message: "no game record" };
  const ui = value.ui ?? {};
  if (!isObject(ui)) return { status: "bad_page_state", message: "ui is not an object" };
  const level = ui.level ?? "normal";
  const summarySeen = ui.summarySeen ?? 0;
  if (!LEVELS.includes(level)) return { status: "bad_page_state", message: `unknown level ${JSON.stringify(level)}` };
  if (!isInt(summarySeen, 0, 1000)) return { status: "bad_page_state", message: `summarySeen ${JSON.stringify(summarySeen)}` };
  // The person's kept bot at the table (the Lab's "Play with my bot"): its name and seat.
  const bot = ui.bot ?? null;
  if (bot !== null && !(isObject(bot) && typeof bot.name === "string" && bot.name.length > 0 && bot.name.length <= 100 && isInt(bot.seat, 1, 3))) {
    return { status: "bad_page_state", message: `bot ${JSON.stringify(bot)}` };
  }
  if (value.view != null) {
    const problem = viewProblem(value.view);
    if (problem) return { status: "bad_view", message: `the saved table: ${problem}` };
  }
  let id;
  let rev;
  if (value.format === 1) {
    id = `v1-${isInt(value.record.seed) ? value.record.seed : 0}`;
    rev = 0;
  } else {
    if (typeof value.id !== "string" || !ID.test(value.id)) return { status: "corrupt", message: "no game id" };
    if (!isInt(value.rev)) return { status: "corrupt", message: "no revision" };
    ({ id, rev } = value);
  }
  const save = { format: SAVE_FORMAT, id, rev, record: value.record, view: value.view ?? null, ui: uiOf(level, summarySeen, bot) };
  if (value.format === 1) {
    // Saves from before the statistics' ledger said which hands they had counted (if any).
    save.legacy = true;
    save.counted = isObject(ui.counted) && isInt(ui.counted.hands) && typeof ui.counted.over === "boolean" ? { hands: ui.counted.hands, over: ui.counted.over } : null;
  }
  return { status: "ok", save };
}

/** The page's part of a save: the level, the summaries seen, and the person's bot ({name, seat})
 *  only when one sits at the table. */
function uiOf(level, summarySeen, bot) {
  return bot ? { level, summarySeen, bot: { name: bot.name, seat: bot.seat } } : { level, summarySeen };
}

/** The text written for a game at revision ``rev``. */
export function writeSave({ id, rev, record, view, level, summarySeen, bot = null }, now = new Date()) {
  return JSON.stringify({ format: SAVE_FORMAT, id, rev, savedAt: now.toISOString(), record, view, ui: uiOf(level, summarySeen, bot) });
}

/** What a backup holds, for the menu's list: {game, hand} when it can be read, else nulls. */
export function backupSummary(raw) {
  try {
    const value = JSON.parse(raw);
    const game = ["hearts", "spades"].includes(value?.record?.game) ? value.record.game : null;
    const hand = isInt(value?.view?.hand_number, 1) ? value.view.hand_number : null;
    return { game, hand };
  } catch {
    return { game: null, hand: null };
  }
}

/**
 * Which of two saves of one kind holds the game further on (issue 52): the localStorage ``save``
 * or the journal's ``copy``. "save" or "journal" when they hold the same game and differ only in
 * length (the same id, every field of the record alike but the actions and the deals' seals, one
 * of which holds the other's at its start): the later revision is further on (an undo makes a
 * later revision shorter). "disagree" for anything else (the save wins; the copy is kept aside).
 */
export function furtherOn(save, copy) {
  if (save.id !== copy.id || !sameGame(save.record, copy.record)) return "disagree";
  return copy.rev > save.rev ? "journal" : "save";
}

const canonical = (v) => JSON.stringify(v, (key, value) => (isObject(value) ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, value[k]])) : value));
const startsWith = (a, b) => b.every((x, i) => canonical(x) === canonical(a[i]));
const prefixes = (a, b) => Array.isArray(a) && Array.isArray(b) && (a.length >= b.length ? startsWith(a, b) : startsWith(b, a));

function sameGame(a, b) {
  const keys = Object.keys(a).sort();
  if (canonical(keys) !== canonical(Object.keys(b).sort())) return false;
  return keys.every((key) => {
    if (key === "actions") return prefixes(a.actions, b.actions);
    if (key === "fair" && isObject(a.fair) && isObject(b.fair)) {
      const { commitments: x, ...restA } = a.fair;
      const { commitments: y, ...restB } = b.fair;
      return canonical(restA) === canonical(restB) && prefixes(x, y);
    }
    return canonical(a[key]) === canonical(b[key]);
  });
}
