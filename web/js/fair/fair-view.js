// Fair play drawn from data only (fair-model.js over the engine's answers): the seal on the
// table, the Verify panel of a finished hand, and the audit of the computer players with its
// progress bar, Stop, per-seat lines, its decisions and, for the one chosen, what that seat knew
// then (its own view: never another seat's cards).
import { h, clear } from "../views/dom.js";
import { t } from "../words/i18n.js";
import { shortName } from "../words/cards.js";
import { seatName, bidText, choiceText, fingerprint } from "../words/sentences.js";
import { auditButton } from "../views/panel-views.js";
import { auditFigures, auditSeats, proofCode, verdict } from "./fair-model.js";

const SUITS = { C: "♣", D: "♦", H: "♥", S: "♠" };

const cards = (list) => (list.length ? list.map(shortName).join(" ") : "—");

/** "Fair play" from the table's lock: the seal of the hand being played, what it proves, and the
 *  last finished hand's Verify and audit. */
export function fairInfoBody(lang, { commitment, hand, sealed, last }) {
  const fp = fingerprint(commitment);
  const lines = [
    h("p", { id: "fair-info-text", tabindex: "-1" }, fp ? t(lang, "fair.infoSealed", { n: hand, fp }) : sealed ? t(lang, "fair.infoOver") : t(lang, "fair.unsealed")),
    h("p", { class: "help" }, t(lang, "fair.sealedTitle")),
  ];
  if (last !== null) {
    lines.push(
      h("p", {}, t(lang, "fair.infoLast", { n: last })),
      h(
        "div",
        { class: "dialog-actions start" },
        h("button", { type: "button", id: "fair-info-verify", dataset: { intent: "verify", hand: String(last) } }, t(lang, "fair.verifyLabel", { n: last })),
        h("button", { type: "button", id: "fair-info-audit", dataset: { intent: "audit", hand: String(last) } }, t(lang, "fair.auditLabel", { n: last })),
      ),
    );
  } else {
    lines.push(h("p", {}, t(lang, "fair.infoNone")));
  }
  return lines;
}

/** The Verify panel's body: the verdict, what does not match, the hand's seal, its proof code. */
export function verifyBody(lang, game, { row, entry, shown, error }) {
  // The audit is offered here too, whatever the verdict: the hand's summary reaches both through
  // one "Fair play" link.
  const audit = entry ? h("p", { class: "verify-audit" }, t(lang, "sum.auditAsk"), " ", auditButton(lang, entry.hand)) : null;
  if (error) return [h("p", { id: "verify-status", class: "bad", dataset: { status: "error" } }, t(lang, "fair.verify.error", { message: error })), audit];
  if (!row) return [h("p", { id: "verify-status", dataset: { status: "checking" } }, t(lang, "fair.verify.checking")), audit];
  const found = verdict(row, shown);
  const problems = found.problems.map((p) => {
    const params = { ...p.params };
    if (typeof params.seat === "number") params.seat = seatName(lang, params.seat, game);
    if (typeof params.card === "string") params.card = shortName(params.card);
    return h("li", { dataset: { code: p.code } }, t(lang, `fair.problem.${p.code}`, params));
  });
  if (found.shownDiffers) problems.push(h("li", { dataset: { code: "shown" } }, t(lang, "fair.problem.shown", { shown: fingerprint(shown), kept: fingerprint(row.commitment) ?? "—" })));
  const facts = [];
  if (row.deal_code) facts.push([t(lang, "deal.code"), h("code", { class: "deal-code" }, row.deal_code)]);
  if (row.commitment) facts.push([t(lang, "fair.commitment"), h("code", { id: "verify-commitment", class: "hex" }, row.commitment)]);
  if (row.secret) facts.push([t(lang, "fair.secret"), h("code", { id: "verify-secret", class: "hex" }, row.secret)]);
  const proof = proofCode(entry);
  if (proof && found.status !== "open") facts.push([t(lang, "fair.proof"), h("code", { id: "verify-proof", class: "hex" }, proof)]);
  return [
    h("p", { id: "verify-status", class: found.status === "match" ? "good" : found.status === "mismatch" ? "bad" : "", dataset: { status: found.status } }, t(lang, `fair.verify.${found.status}`)),
    problems.length ? h("ul", { id: "verify-problems", class: "bad" }, problems) : null,
    audit, // near the top: the panel is long on a phone
    facts.length ? h("dl", { class: "verify-facts" }, facts.flatMap(([k, v]) => [h("dt", {}, k), h("dd", {}, v)])) : null,
    row.hands ? h("h3", {}, t(lang, "fair.hands")) : null,
    row.hands ? h("ul", { id: "verify-hands", class: "verify-hands" }, row.hands.map((hand, seat) => h("li", { dataset: { seat } }, `${seatName(lang, seat, game)}: ${cards(hand)}`))) : null,
    h("p", { class: "help" }, t(lang, "fair.what")),
  ];
}

/** Where a decision was: "The pass", "Trick 4". */
function whereText(lang, d) {
  return d.phase === "play" ? t(lang, "review.decision.trick", { n: d.trick }) : t(lang, `review.decision.${d.phase}`);
}

export class AuditView {
  constructor() {
    this.root = null;
    this.parts = null;
  }

  /** The panel's body, made once per audit; render() draws into it. */
  body(lang, samples) {
    this.parts = {
      intro: h("p", { class: "help" }, t(lang, "fair.audit.intro", { samples })),
      progress: h("div", { id: "audit-progress", class: "review-progress" }),
      seats: h("ul", { id: "audit-seats", class: "audit-seats" }),
      list: h("ol", { id: "audit-decisions", class: "audit-decisions", "aria-label": t(lang, "fair.audit.decisions") }),
      knew: h("section", { id: "audit-knew", class: "audit-knew", "aria-live": "polite" }),
      live: h("p", { id: "audit-live", class: "sr-only", role: "status" }),
    };
    const p = this.parts;
    this.root = h("div", { id: "audit", class: "audit" }, p.intro, p.progress, p.seats, h("h3", {}, t(lang, "fair.audit.decisions")), p.list, p.knew, p.live);
    return [this.root];
  }

  /** @param {{lang, game, outline, audited, running, error, chosen}} m */
  render(m) {
    const p = this.parts;
    if (!p) return;
    const { lang, game, outline, audited } = m;
    const figures = auditFigures(outline, audited);
    const seats = auditSeats(outline, audited);
    const changed = audited.filter((d) => !d.same).length;
    Object.assign(this.root.dataset, { done: String(figures.done), total: String(figures.total), changed: String(changed), state: m.error ? "failed" : m.running ? "running" : figures.complete ? "complete" : outline ? "stopped" : "loading" });
    this.renderProgress(m, figures);
    clear(
      p.seats,
      seats.map((s) => {
        const name = seatName(lang, s.seat, game);
        const key = s.changed ? "fair.audit.seatChanged" : s.audited < s.decisions ? "fair.audit.seatPartial" : "fair.audit.seat";
        return h("li", { class: s.changed ? "bad" : s.audited === s.decisions ? "good" : "", dataset: { seat: s.seat, same: s.same, decisions: s.decisions, changed: s.changed } }, t(lang, key, { seat: name, same: s.same, n: s.decisions, audited: s.audited, changed: s.changed }));
      }),
    );
    const byIndex = new Map(audited.map((d) => [d.index, d]));
    clear(
      p.list,
      (outline?.decisions ?? []).map((d) => {
        const done = byIndex.get(d.index);
        const state = !done ? "pending" : !done.same ? "changed" : done.forced ? "forced" : "same";
        const said = !done ? t(lang, "fair.audit.pending") : !done.same ? t(lang, "fair.audit.changed", { chosen: choiceText(lang, done.chosen), samples: done.samples.map((a) => choiceText(lang, a)).join(", ") }) : t(lang, done.forced ? "fair.audit.forced" : "fair.audit.same");
        return h(
          "li",
          { class: `audit-${state}`, dataset: { index: d.index, state } },
          h(
            "button",
            { type: "button", class: "linkish", dataset: { intent: "audit-show", index: String(d.index) }, "aria-current": m.chosen === d.index ? "true" : undefined },
            h("span", { class: "mark", "aria-hidden": "true" }, MARKS[state]),
            ` ${seatName(lang, d.seat, game)} · ${whereText(lang, d)}: ${choiceText(lang, d.choice)} — ${said}`,
          ),
        );
      }),
    );
    const chosen = m.chosen === null ? null : byIndex.get(m.chosen) ?? null;
    this.renderKnew(lang, game, chosen, outline?.decisions.find((d) => d.index === m.chosen) ?? null);
  }

  renderProgress({ lang, outline, running, error }, figures) {
    const p = this.parts;
    // While it runs, its elements are made once and updated in place (as the review's): a Stop
    // button made again at every decision audited could be replaced between the press and the
    // release of a click, and the click lost (or the keyboard's focus with it).
    const live = running && outline && !error;
    if (live && p.running === lang) {
      p.barLabel.textContent = t(lang, "fair.audit.running", { done: Math.min(figures.done + 1, figures.total), total: figures.total });
      Object.assign(p.bar, { max: figures.total, value: figures.done });
      return;
    }
    p.running = live ? lang : null;
    if (error) {
      clear(p.progress, h("p", { class: "bad", id: "audit-stopped" }, t(lang, "fair.audit.error", { message: error })), resumeButton(lang));
    } else if (!outline) {
      clear(p.progress, h("p", {}, t(lang, "fair.audit.preparing")));
    } else if (running) {
      p.barLabel = h("label", { for: "audit-bar" }, t(lang, "fair.audit.running", { done: Math.min(figures.done + 1, figures.total), total: figures.total }));
      p.bar = h("progress", { id: "audit-bar", max: String(figures.total), value: String(figures.done) });
      clear(p.progress, p.barLabel, p.bar, h("button", { type: "button", id: "audit-cancel", class: "secondary small", dataset: { intent: "audit-cancel" } }, t(lang, "fair.audit.cancel")));
    } else if (!figures.complete) {
      clear(p.progress, h("p", { id: "audit-stopped" }, t(lang, "fair.audit.stopped", { done: figures.done, total: figures.total })), resumeButton(lang));
    } else {
      const same = figures.total - (this.root.dataset.changed | 0);
      clear(p.progress, h("p", { id: "audit-done", class: same === figures.total ? "good" : "bad" }, t(lang, "fair.audit.done", { same, total: figures.total })));
    }
  }

  /** What the chosen decision's seat knew then: its own view, the public plays, the voids. */
  renderKnew(lang, game, audited, decision) {
    const p = this.parts;
    if (!audited || !decision) {
      clear(p.knew, h("p", { class: "help" }, t(lang, "fair.audit.pick")));
      return;
    }
    const k = audited.knew;
    const seat = (s) => seatName(lang, s, game);
    const rows = [[t(lang, "fair.knew.hand"), k.hand_hidden ? t(lang, "fair.knew.hidden") : cards(k.hand)]];
    if (k.passed?.length) rows.push([t(lang, "fair.knew.passed", { cards: cards(k.passed), seat: seat(k.pass_to) }), ""]);
    if (k.received?.length) rows.push([t(lang, "fair.knew.received", { cards: cards(k.received), seat: seat(k.pass_from) }), ""]);
    if (k.bids) rows.push([t(lang, "fair.knew.bids"), k.bids.map((b, s) => `${seat(s)} ${b === null ? "—" : bidText(lang, b, k.blind_nil?.[s])}`).join(", ")]);
    const played = k.tricks.map((trick) => trick.map(([, c]) => shortName(c)).join(" ")).join(" · ");
    rows.push([t(lang, "fair.knew.tricks"), played || "—"]);
    if (k.trick.length) rows.push([t(lang, "fair.knew.trick"), k.trick.map(([s, c]) => `${seat(s)} ${shortName(c)}`).join(", ")]);
    const voids = k.voids.map((suits, s) => (suits.length ? `${seat(s)} ${suits.map((x) => SUITS[x]).join("")}` : null)).filter(Boolean);
    rows.push([t(lang, "fair.knew.voids"), voids.length ? voids.join(", ") : t(lang, "fair.knew.none")]);
    rows.push([t(lang, "fair.knew.sizes"), k.hand_sizes.map((n, s) => `${seat(s)} ${n}`).join(", ")]);
    clear(
      p.knew,
      h("h3", { id: "audit-knew-title" }, t(lang, "fair.audit.knew", { seat: seat(audited.seat), where: whereText(lang, decision) })),
      h("dl", { class: "verify-facts", dataset: { index: audited.index, seat: audited.seat } }, rows.flatMap(([a, b], i) => (b === "" ? [h("dt", { class: "wide" }, a)] : [h("dt", {}, a), h("dd", i === 0 ? { id: "audit-knew-hand", dataset: { cards: k.hand.join(" ") } } : {}, b)]))),
    );
  }

  say(text) {
    if (this.parts) this.parts.live.textContent = text;
  }
}

function resumeButton(lang) {
  return h("button", { type: "button", id: "audit-resume", class: "secondary small", dataset: { intent: "audit-resume" } }, t(lang, "fair.audit.resume"));
}

const MARKS = { same: "✓", forced: "✓", changed: "✗", pending: "…" };
