// A lesson kept (issue 51), in localStorage under a versioned key of its own, written after each
// of its actions so that a reload goes on with it where it was:
//   {format: 1, game, record, seen: [topic], log: [{topic, action, hinted, more}], open: boolean}
// (``seen``: the topics the coach has introduced, each said in full once; ``log``: the person's
// decisions, followed or not, for the lesson's end; ``open``: the lesson was on screen when the
// page went away, so that a new visit goes straight back to it.) Reads never throw: a value that
// cannot be read is kept aside under a backup key and said (``notice``); the page goes on without.

export const LESSON_KEY = "kawu:lesson:v1";
export const LESSON_BACKUP_PREFIX = "kawu:lesson-backup:v1:";
export const LESSON_FORMAT = 1;
const GAMES = ["hearts", "spades"];
const TOPIC = /^[a-z_]{1,40}$/;
const isRecord = (r) => Boolean(r) && typeof r === "object" && !Array.isArray(r) && Array.isArray(r.actions) && typeof r.game === "string";

/** A log entry checked, or null. */
function readEntry(e) {
  if (!e || typeof e !== "object" || Array.isArray(e)) return null;
  if (typeof e.topic !== "string" || !TOPIC.test(e.topic)) return null;
  const more = typeof e.more === "number" && Number.isFinite(e.more) && e.more >= 0 ? e.more : null;
  return { topic: e.topic, action: e.action ?? null, hinted: e.hinted ?? null, followed: e.followed === true, more };
}

/** A stored lesson checked and made whole, or null when it is not one. */
export function readLesson(value) {
  if (!value || typeof value !== "object" || value.format !== LESSON_FORMAT) return null;
  if (!GAMES.includes(value.game) || !isRecord(value.record) || value.record.game !== value.game) return null;
  const seen = Array.isArray(value.seen) ? value.seen.filter((s) => typeof s === "string" && TOPIC.test(s)) : [];
  const log = Array.isArray(value.log) ? value.log.map(readEntry).filter(Boolean) : [];
  return { format: LESSON_FORMAT, game: value.game, record: value.record, seen: [...new Set(seen)], log, open: value.open === true };
}

export class LessonStore {
  /** @param {import("./storage.js").Store} store */
  constructor(store, clock = () => Date.now()) {
    this.store = store;
    this.clock = clock;
    this.notice = null; // the backup key of a lesson that could not be read
  }

  /** The lesson kept, or null (none, or one that could not be read: kept aside, said). */
  read() {
    const raw = this.store.read(LESSON_KEY);
    if (raw === null) return null;
    let value;
    try {
      value = readLesson(JSON.parse(raw));
    } catch {
      value = null;
    }
    if (value) return value;
    this.keepAside();
    return null;
  }

  /** The lesson kept is moved to a backup key (one that cannot be read, or that the engine
   *  refuses to resume): never wiped, said (``notice``). Where there is no room for the backup,
   *  it stays where it is. Returns the backup key or null. */
  keepAside() {
    const raw = this.store.read(LESSON_KEY);
    if (raw === null) return null;
    const key = `${LESSON_BACKUP_PREFIX}${this.clock()}`;
    if (!this.store.write(key, raw).ok) return null;
    this.store.remove(LESSON_KEY);
    this.notice = key;
    return key;
  }

  /** Keep the lesson as it is now; {ok} or {ok: false, error}. */
  write(lesson) {
    return this.store.write(LESSON_KEY, JSON.stringify({ format: LESSON_FORMAT, ...lesson }));
  }

  /** The lesson is left (over, or the person went back to the start screen): not reopened. */
  close() {
    const kept = this.read();
    if (kept) this.write({ ...kept, open: false });
  }

  /** The lesson's hand is over: nothing of it is kept. */
  clear() {
    this.store.remove(LESSON_KEY);
  }
}
