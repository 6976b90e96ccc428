// Reading the engine's record (options, seed, [[seat, action], ...]) without replaying it: which
// actions are card plays, where the current hand began, what the person may take back, where the
// last completed trick ended. Every card played is public, so nothing here reveals a hidden card.

const CARD = /^[2-9TJQKA][CDHS]$/;
const PLAYS_PER_HAND = 52;

export function isPlay(action) {
  return typeof action === "string" && CARD.test(action);
}

/** Indices (into record.actions) of the card plays, in order. */
export function playIndices(record) {
  const out = [];
  record.actions.forEach(([, action], i) => {
    if (isPlay(action)) out.push(i);
  });
  return out;
}

/** The index of the first action of the hand being played now (after the last finished hand). */
export function handStart(record) {
  const plays = playIndices(record);
  const finished = Math.floor(plays.length / PLAYS_PER_HAND) * PLAYS_PER_HAND;
  return finished === 0 ? 0 : plays[finished - 1] + 1;
}

// Spades' blind choice ("blind_nil", or "look" at the cards) is final: once the cards have been
// seen, going back before it would offer a blind bid to someone who is no longer blind.
const FINAL = new Set(["blind_nil", "look"]);

/**
 * The index of the action that ``undo`` would take back for ``seat``: its last action of the hand
 * being played now, or -1. A finished hand is never reopened: its summary was shown and counted.
 */
export function undoIndex(record, seat = 0) {
  const start = handStart(record);
  for (let i = record.actions.length - 1; i >= start; i--) {
    if (record.actions[i][0] === seat) return FINAL.has(record.actions[i][1]) ? -1 : i;
  }
  return -1;
}

/** The record cut just after the last completed trick (its view shows that trick), or null. */
export function lastTrickRecord(record) {
  const plays = playIndices(record);
  const complete = Math.floor(plays.length / 4) * 4;
  if (complete === 0) return null;
  return { ...record, actions: record.actions.slice(0, plays[complete - 1] + 1) };
}
