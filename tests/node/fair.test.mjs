// The page's side of fair play (issue 36) without a browser: the seal's fingerprint, a proof
// code, Verify's verdict (the record's own check, and the commitment this page showed when the
// hand was dealt), the audit's figures and its lines per seat, in both languages.
import { test } from "node:test";
import assert from "node:assert/strict";
import { AUDIT_SAMPLES, auditFigures, auditSeats, fingerprint, proofCode, verdict } from "../../web/js/fair/fair-model.js";
import { MESSAGES, t } from "../../web/js/words/i18n.js";

const C = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

test("the fingerprint is the commitment's first 16 hex digits in fours, and nothing else", () => {
  assert.equal(fingerprint(C), "9f86 d081 884c 7d65");
  assert.equal(fingerprint(null), null);
  assert.equal(fingerprint(C.toUpperCase()), null);
  assert.equal(fingerprint(C.slice(1)), null);
});

test("a proof code joins the deal code, the hand's secret and its commitment", () => {
  const entry = { deal_code: "H0-7KQ3M9XA", seal: { secret: "ab".repeat(16), commitment: C } };
  assert.equal(proofCode(entry), `H0-7KQ3M9XA:${"ab".repeat(16)}:${C}`);
  assert.equal(proofCode({ deal_code: "H0-7KQ3M9XA", seal: null }), null);
});

test("Verify: the engine's verdict, and a record whose commitment is not the one shown fails", () => {
  const row = { status: "match", commitment: C, problems: [] };
  assert.deepEqual(verdict(row, C), { status: "match", problems: [], shownDiffers: false });
  assert.deepEqual(verdict(row, null), { status: "match", problems: [], shownDiffers: false });
  const other = "0".repeat(64);
  assert.deepEqual(verdict(row, other), { status: "mismatch", problems: [], shownDiffers: true });
  const bad = { status: "mismatch", commitment: C, problems: [{ code: "commitment", params: {} }] };
  assert.equal(verdict(bad, C).status, "mismatch");
  assert.equal(verdict({ status: "unsealed", commitment: null, problems: [] }, null).status, "unsealed");
  assert.equal(verdict(undefined).status, "missing");
});

const OUTLINE = {
  table: ["person", "hard", "hard", "hard"],
  decisions: [
    { index: 1, seat: 1 },
    { index: 2, seat: 2 },
    { index: 3, seat: 3 },
    { index: 5, seat: 1 },
  ],
};

test("the audit's figures and its lines per seat count what is done, what stayed, what changed", () => {
  assert.deepEqual(auditFigures(null, []), { done: 0, total: 0, complete: false });
  const audited = [
    { index: 1, seat: 1, same: true, forced: false },
    { index: 2, seat: 2, same: false, forced: false },
    { index: 5, seat: 1, same: true, forced: true },
  ];
  assert.deepEqual(auditFigures(OUTLINE, audited), { done: 3, total: 4, complete: false });
  assert.deepEqual(auditSeats(OUTLINE, audited), [
    { seat: 1, level: "hard", decisions: 2, audited: 2, same: 2, changed: 0, forced: 1 },
    { seat: 2, level: "hard", decisions: 1, audited: 1, same: 0, changed: 1, forced: 0 },
    { seat: 3, level: "hard", decisions: 1, audited: 0, same: 0, changed: 0, forced: 0 },
  ]);
  assert.equal(auditFigures(OUTLINE, [...audited, { index: 3, seat: 3, same: true }]).complete, true);
  assert.ok(AUDIT_SAMPLES.hard >= 2 && AUDIT_SAMPLES.normal >= 3);
});

test("the words of fair play say the issue's sentence in both languages", () => {
  assert.equal(t("en", "fair.audit.seat", { seat: "West", same: 13, n: 13 }), "West: 13 of 13 decisions made without the hidden cards");
  assert.equal(t("it", "fair.audit.seat", { seat: "Ovest", same: 13, n: 13 }), "Ovest: 13 decisioni su 13 prese senza le carte nascoste");
  for (const key of Object.keys(MESSAGES.en).filter((k) => k.startsWith("fair.") || k === "button.verify" || k === "button.audit")) {
    assert.ok(MESSAGES.it[key] && MESSAGES.it[key] !== MESSAGES.en[key], `${key} in Italian`);
  }
});
