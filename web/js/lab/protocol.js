// The Lab's messages, as data: what the bot's sandbox answers becomes the reply the match takes
// (kawu.botlab.bot.Reply's JSON: {action, seconds} or {error: {kind, message, traceback},
// seconds}); a spec from the Lab's form (kawu.botlab.spec.Spec's JSON, its rules too); a bot's
// file name and a wheel's; the running means the chart draws. Pure functions:
// tests/node/lab.test.mjs.

/** A decision's time limit, in seconds (kawu.botlab.bot.TIME_LIMIT). */
export const LIMIT_S = 2;
/** What the page adds to the limit for the round trip before it stops the bot's worker. */
export const SLACK_MS = 250;
export const KINDS = ["exception", "garbage", "timeout", "illegal", "crash"];
export const MAX_DEALS = 1000;

export function timeoutReply(limit = LIMIT_S) {
  return { error: { kind: "timeout", message: `no answer within the time limit of ${limit} s: the bot's worker was stopped and started again`, traceback: "" }, seconds: limit };
}

export function crashReply(message) {
  return { error: { kind: "crash", message: String(message), traceback: "" }, seconds: 0 };
}

/**
 * The sandbox's answer to a decision ({action, seconds} or {error, seconds}) as the match's reply.
 * Anything else is a crash; an answer in time by the page's clock but over the limit by the bot's
 * own is a timeout, as in the command line's runner.
 */
export function replyOf(answer, limit = LIMIT_S) {
  if (answer === null || typeof answer !== "object" || Array.isArray(answer)) return crashReply(`the bot's sandbox answered ${short(answer)}`);
  const seconds = Number.isFinite(answer.seconds) ? answer.seconds : 0;
  if ("error" in answer) {
    const e = answer.error;
    if (!e || !KINDS.includes(e.kind)) return crashReply(`the bot's sandbox answered ${short(answer)}`);
    return { error: { kind: e.kind, message: String(e.message ?? ""), traceback: String(e.traceback ?? "") }, seconds };
  }
  if (!("action" in answer)) return crashReply(`the bot's sandbox answered ${short(answer)}`);
  if (seconds > limit) return { ...timeoutReply(limit), seconds };
  return { action: answer.action, seconds };
}

/** A bot's file loaded badly ({message, traceback}) as the match's reply to the decision it was for. */
export function loadFailureReply(error) {
  return { error: { kind: "exception", message: String(error?.message ?? "the bot did not load"), traceback: String(error?.traceback ?? "") }, seconds: 0 };
}

/** A message from the sandbox's frame, checked: {type: "frame" | "ready"} | {type: "crash", message} | {type: "answer", id, answer}; else null. */
export function frameMessage(data) {
  if (data === null || typeof data !== "object") return null;
  if (data.type === "frame" || data.type === "ready") return { type: data.type };
  if (data.type === "crash") return { type: "crash", message: String(data.message ?? "") };
  if (data.type === "answer" && Number.isInteger(data.id) && data.answer && typeof data.answer === "object") return { type: "answer", id: data.id, answer: data.answer };
  return null;
}

/** A bot's name: a file name ending in .py (it names the file in tracebacks). Null when fine, else why not. */
export function nameProblem(name) {
  if (typeof name !== "string" || !/^[\w][\w .-]{0,58}\.py$/u.test(name)) return "name";
  return null;
}

/** A wheel the sandbox can install: pure Python (name-version-python-none-any.whl). */
export function isPureWheel(name) {
  const parts = String(name).replace(/\.whl$/u, "").split("-");
  return String(name).endsWith(".whl") && parts.length >= 5 && parts.at(-2) === "none" && parts.at(-1) === "any";
}

/** The match's spec from the Lab's form, or {problem} when a field is wrong. ``options``: the
 *  rules that are not kawu's (lab-rules.js), which the engine checks when the match starts. */
export function specOf({ game, level, deals, seed, games, onError, name, options = {} }) {
  const n = Number(deals);
  const s = Number(seed);
  if (!["hearts", "spades"].includes(game)) return { problem: "game" };
  if (!Number.isInteger(n) || n < 1 || n > MAX_DEALS) return { problem: "deals" };
  if (!Number.isInteger(s) || s < 0) return { problem: "seed" };
  if (options === null || typeof options !== "object" || Array.isArray(options)) return { problem: "rules" };
  return { spec: { game, level, deals: n, seed: s, games: Boolean(games), options: { ...options }, on_error: onError === "stop" ? "stop" : "replace", name } };
}

/** The running mean of the bot's and ours' points per hand, deal by deal (the chart's lines). */
export function runningMeans(deals) {
  const out = { bot: [], ours: [] };
  let bot = 0;
  let ours = 0;
  deals.forEach((d, i) => {
    bot += d.bot;
    ours += d.ours;
    out.bot.push(bot / (i + 1));
    out.ours.push(ours / (i + 1));
  });
  return out;
}

function short(value) {
  let text;
  try {
    text = JSON.stringify(value);
  } catch {
    text = String(value);
  }
  text = String(text);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
