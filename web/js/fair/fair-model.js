// Fair play (issue 36), pure functions over the engine's answers: what "Verify" found for a hand,
// and the audit of the computer players summed up per seat (the seal's fingerprint, being words,
// is words/sentences.js's). Nothing here touches the page or the engine (tests/node/fair.test.mjs).

/** How many deals of the hidden cards each computer decision is made again on, by level: the
 *  hard level's search is the costly one, so it gets three (a whole hand stays under 10 s in the
 *  page: docs/fair-play.md). */
export const AUDIT_SAMPLES = { easy: 4, normal: 4, hard: 2 };

/** The proof code of a finished hand (``python -m kawu verify CODE``), or null without a seal. */
export function proofCode(entry) {
  return entry?.seal ? `${entry.deal_code}:${entry.seal.secret}:${entry.seal.commitment}` : null;
}

/**
 * What Verify says of one hand: the engine's row (kawu.fair.verify.check_record) and the
 * commitment this page showed when the hand was dealt (null when it did not see the deal: a game
 * resumed or imported). Returns {status, problems, shownDiffers}: status "match", "mismatch",
 * "unsealed" or "open"; shownDiffers when the record's commitment is not the one shown.
 */
export function verdict(row, shown = null) {
  if (!row) return { status: "missing", problems: [], shownDiffers: false };
  const shownDiffers = Boolean(shown && row.commitment && shown !== row.commitment);
  const status = shownDiffers && row.status === "match" ? "mismatch" : row.status;
  return { status, problems: row.problems ?? [], shownDiffers };
}

/** The audit's progress: {done, total, complete}. */
export function auditFigures(outline, audited) {
  const total = outline?.decisions.length ?? 0;
  const done = audited.length;
  return { done, total, complete: Boolean(outline) && done >= total };
}

/**
 * Per computer seat, in seat order: {seat, level, decisions, audited, same, changed, forced}.
 * ``decisions`` counts the outline's, ``audited`` those done so far, ``same`` those that stayed
 * the same on every deal of the hidden cards, ``changed`` those that did not (defects).
 */
export function auditSeats(outline, audited) {
  if (!outline) return [];
  const seats = [...new Set(outline.decisions.map((d) => d.seat))].sort((a, b) => a - b);
  return seats.map((seat) => {
    const mine = audited.filter((d) => d.seat === seat);
    return {
      seat,
      level: outline.table[seat],
      decisions: outline.decisions.filter((d) => d.seat === seat).length,
      audited: mine.length,
      same: mine.filter((d) => d.same).length,
      changed: mine.filter((d) => !d.same).length,
      forced: mine.filter((d) => d.forced).length,
    };
  });
}
