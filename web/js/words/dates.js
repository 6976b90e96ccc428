// Calendar dates as the day's deal names them (issue 45): "YYYY-MM-DD", read from a Date's local
// fields (the person's own calendar), never from milliseconds divided by a day: a day that is
// 23 or 25 hours long when the clocks change is still one day, neither skipped nor repeated.
// Arithmetic on dates is done on the calendar alone (Date.UTC), so it never meets a time zone.

const pad = (n, width = 2) => String(n).padStart(width, "0");
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local calendar date of ``now`` (a Date), as YYYY-MM-DD. */
export function localDate(now) {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether ``text`` is a real calendar date written YYYY-MM-DD. */
export function isDate(text) {
  const m = typeof text === "string" ? DATE.exec(text) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** ``date`` moved by ``days`` calendar days (negative: back). */
export function shiftDate(date, days) {
  const [y, m, d] = date.split("-").map(Number);
  const moved = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** The date as a person reads it ("Sunday 6 December 2026", "domenica 6 dicembre 2026"). */
export function dateWords(lang, date) {
  const [y, m, d] = date.split("-").map(Number);
  const locale = lang === "it" ? "it-IT" : "en-GB";
  return new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}
