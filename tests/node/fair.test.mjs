// The page's side of fair play (issue 36) without a browser: the seal's fingerprint, a proof
// code, Verify's verdict (the record's own check, and the commitment this page showed when the
// hand was dealt), the audit's figures and its lines per seat, in both languages.
import { test } from "node:test";
import assert from "node:assert/strict";
import { AUDIT_SAMPLES, auditFigures, auditSeats, proofCode, verdict } from "../../web/js/fair/fair-model.js";
import { fingerprint } from "../../web/js/words/sentences.js";
import { MESSAGES, t } from "../../web/js/words/i18n.js";
import { FairController } from "../../web/js/fair/fair-controller.js";

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

async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
}

function harness({ level = "hard" } = {}) {
  const calls = [];
  const app = {
    state: { lang: "en" },
    session: {
      id: "g1",
      level,
      record: { game: "hearts", actions: [] },
      view: { game: "hearts", history: [{ hand: 2, deal_code: "H1-0000000A", seal: { secret: "ab".repeat(16), commitment: C } }] },
      gauge: { effort: 0.5 },
      shownSeals: new Map([[2, C]]),
      table: () => ["person", level, level, level],
      auditOutline: async (record, hand, table) => (calls.push(["outline", hand, table]), OUTLINE),
      auditDecision: async (record, index, options) => {
        calls.push(["decision", index, options]);
        await app.gate?.(index);
        const d = OUTLINE.decisions.find((x) => x.index === index);
        return { ...d, same: index !== 3, forced: false, chosen: "2C", samples: ["2C", "3C"], knew: {} };
      },
      verify: async () => (calls.push(["verify"]), { hands: [{ hand: 2, status: "match", commitment: C, problems: [] }] }),
    },
    panels: {
      kind: null,
      isOpen: false,
      open: ({ kind, onClose, body }) => Object.assign(app.panels, { kind, onClose: onClose ?? app.panels.onClose, body, isOpen: true }),
      showing: (kind) => app.panels.isOpen && app.panels.kind === kind,
    },
  };
  const fair = new FairController(app);
  fair.view = { body: () => [], render: (m) => (app.drawn = m), say: (text) => (app.said = text), root: { dataset: {} } };
  return { app, fair, calls };
}

test("the audit controller: the outline, then one decision at a time at the page's effort, a changed one said", async () => {
  const { app, fair, calls } = harness();
  fair.open(7);
  assert.equal(app.panels.kind, null, "a hand not finished has no audit");
  fair.open(2);
  await settle();
  const options = { effort: 0.5, table: ["person", "hard", "hard", "hard"], samples: AUDIT_SAMPLES.hard };
  assert.deepEqual(calls, [["outline", 2, options.table], ...[1, 2, 3, 5].map((i) => ["decision", i, options])]);
  assert.ok(auditFigures(app.drawn.outline, app.drawn.audited).complete);
  assert.match(app.said, /^Audit complete: 3 of 4 decisions made without the hidden cards\. West: 2 of 2 .*East: 1 of 1 decisions changed with the hidden cards — a defect\.$/);
  fair.open(2);
  await settle();
  assert.equal(calls.length, 5, "opened again: nothing asked again");
  fair.show(5);
  assert.equal(app.drawn.chosen, 5);
});

test("the audit controller: Stop between two decisions, Resume goes on without asking twice", async () => {
  const { app, fair, calls } = harness({ level: "normal" });
  let release;
  app.gate = (index) => (index === 2 ? new Promise((r) => (release = r)) : null);
  fair.open(2);
  await settle();
  fair.cancel();
  assert.equal(app.drawn.running, false);
  assert.match(app.said, /^Stopped after 1 of 4 decisions\.$/);
  fair.resume();
  fair.cancel();
  release();
  await settle();
  assert.equal(calls.length, 3, "the outline and two decisions: the one under way kept, no more");
  assert.equal(calls[1][2].effort, 1, "easy and normal: no effort to scale");
  app.gate = null;
  fair.resume();
  await settle();
  assert.equal(calls.length, 5);
  assert.ok(auditFigures(app.drawn.outline, app.drawn.audited).complete);
});
