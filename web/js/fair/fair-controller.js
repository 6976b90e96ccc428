// Fair play on the page: "Verify" a finished hand's committed deal, and "Audit the computer
// players" of a finished hand. Like the review (review-controller.js), the audit asks the session
// (the only caller of the engine) for one decision at a time, so the worker is never busy for
// long and Stop takes effect between two decisions; it goes on only while its panel is open, and
// what was done is kept ("Resume", or opening it again, goes on from there).
import { t } from "../words/i18n.js";
import { reasonText } from "../words/sentences.js";
import { AuditView, fairInfoBody, verifyBody } from "./fair-view.js";
import { AUDIT_SAMPLES, auditFigures, auditSeats } from "./fair-model.js";

const KEPT = 6; // audits kept in memory (this game's hands)

export class FairController {
  /** @param {import("../game/app.js").App} app */
  constructor(app) {
    this.app = app;
    this.view = new AuditView();
    this.jobs = new Map();
    this.shown = null; // {job, chosen}: the audit in the panel and the decision whose knowledge it shows
  }

  get lang() {
    return this.app.state.lang;
  }

  finished(hand) {
    return Boolean(this.app.session.view?.history.some((entry) => entry.hand === hand));
  }

  // -- the lock on the table -------------------------------------------------------------------
  /** "Fair play" (the table's lock): this hand's seal in words, and the last finished hand's
   *  Verify and audit, one click each. */
  info() {
    const { session, state } = this.app;
    const v = session.view;
    if (state.screen !== "table" || !v) return;
    const last = v.history[v.history.length - 1] ?? null;
    const shown = state.closing?.view ?? v;
    this.app.panels.open({ kind: "fair-info", title: t(this.lang, "fair.infoTitle"), closeLabel: t(this.lang, "button.close"), body: fairInfoBody(this.lang, { commitment: shown.commitment, hand: shown.hand_number, sealed: v.sealed !== false, last: last?.hand ?? null }), focus: "#fair-info-text" });
  }

  // -- Verify ------------------------------------------------------------------------------------
  /** "Verify": the engine checks the record's commitments; the panel shows this hand's verdict. */
  async verify(hand) {
    const { session } = this.app;
    const entry = session.view?.history.find((e) => e.hand === hand);
    if (!entry) return;
    const lang = this.lang;
    const game = session.view.game;
    const shown = session.shownSeals.get(hand) ?? null;
    const open = (state) => this.app.panels.open({ kind: "verify", title: t(lang, "fair.verify.title", { n: hand }), closeLabel: t(lang, "button.close"), body: verifyBody(lang, game, { entry, shown, ...state }), focus: "#verify-status" });
    open({ row: null });
    try {
      const result = await session.verify(session.record);
      if (!this.app.panels.showing("verify")) return;
      open({ row: result.hands.find((r) => r.hand === hand) ?? null, error: null });
      if (!result.hands.some((r) => r.hand === hand)) open({ row: { status: "missing", problems: [] } });
    } catch (e) {
      if (this.app.panels.showing("verify")) open({ error: reasonText(lang, e?.words) ?? e?.message ?? String(e) });
    }
  }

  // -- the audit -----------------------------------------------------------------------------------
  job(hand) {
    const { session } = this.app;
    const key = `${session.id}:${hand}`;
    let job = this.jobs.get(key);
    if (!job) {
      const level = session.level;
      job = { key, hand, game: session.view.game, record: session.record, table: session.table(), level, samples: AUDIT_SAMPLES[level] ?? 3, effort: level === "hard" ? session.gauge.effort : 1, outline: null, audited: [], running: false, token: null, asking: null, error: null, started: null, took: null };
      this.jobs.set(key, job);
      for (const old of [...this.jobs.keys()].slice(0, -KEPT)) this.jobs.delete(old);
    }
    return job;
  }

  /** "Audit the computer players": the panel, drawn from what is known, and the work goes on. */
  open(hand) {
    if (!this.finished(hand)) return;
    const job = this.job(hand);
    const lang = this.lang;
    this.shown = { job, chosen: null };
    this.app.panels.open({
      kind: "audit",
      title: t(lang, "fair.audit.title", { n: hand }),
      closeLabel: t(lang, "button.close"),
      body: this.view.body(lang, job.samples),
      focus: "#audit-progress button, .panel-close",
      onClose: () => {
        if (this.shown?.job === job) this.shown = null;
      },
    });
    this.draw(job);
    this.run(job);
  }

  wanted(job) {
    return this.shown?.job === job && this.app.panels.showing("audit");
  }

  async run(job) {
    if (job.running || (job.outline && auditFigures(job.outline, job.audited).complete)) return;
    const token = {};
    Object.assign(job, { running: true, token, error: null });
    job.started ??= performance.now();
    const { session } = this.app;
    try {
      if (!job.outline) {
        job.outline = await session.auditOutline(job.record, job.hand, job.table);
        this.draw(job);
      }
      for (const d of job.outline.decisions) {
        if (job.audited.some((e) => e.index === d.index)) continue;
        if (job.token !== token || !this.wanted(job)) break;
        const result = await this.ask(job, d.index);
        if (!job.audited.some((e) => e.index === result.index)) job.audited.push(result);
        this.draw(job);
      }
    } catch (e) {
      job.error = reasonText(this.lang, e?.words) ?? e?.message ?? String(e);
    } finally {
      if (job.token === token) job.running = false;
    }
    const figures = auditFigures(job.outline, job.audited);
    if (figures.complete && job.took === null) {
      job.took = performance.now() - job.started;
      if (this.wanted(job)) this.view.say(this.doneText(job));
    }
    this.draw(job);
  }

  /** One decision audited; a request already under way for it (Stop, then Resume) is awaited. */
  ask(job, index) {
    if (job.asking?.index === index) return job.asking.promise;
    const promise = this.app.session.auditDecision(job.record, index, { effort: job.effort, table: job.table, samples: job.samples });
    job.asking = { index, promise };
    const done = () => {
      if (job.asking?.promise === promise) job.asking = null;
    };
    promise.then(done, done);
    return promise;
  }

  doneText(job) {
    const same = job.audited.filter((d) => d.same).length;
    const seats = auditSeats(job.outline, job.audited).map((s) => t(this.lang, s.changed ? "fair.audit.seatChanged" : "fair.audit.seat", { seat: t(this.lang, `seat.${s.seat}`), same: s.same, n: s.decisions, changed: s.changed }));
    return [t(this.lang, "fair.audit.done", { same, total: job.audited.length }), ...seats].map((s) => s.replace(/\.$/, "")).join(". ") + ".";
  }

  cancel() {
    const job = this.shown?.job;
    if (!job?.running) return;
    Object.assign(job, { running: false, token: null });
    this.draw(job);
    this.view.say(t(this.lang, "fair.audit.stopped", { done: job.audited.length, total: job.outline?.decisions.length ?? 0 }));
  }

  resume() {
    const job = this.shown?.job;
    if (job && !job.running) this.run(job);
  }

  /** Show what the seat of decision ``index`` knew then. */
  show(index) {
    if (!this.shown) return;
    this.shown.chosen = Number(index);
    this.draw(this.shown.job);
  }

  draw(job) {
    if (!this.wanted(job)) return;
    this.view.render({ lang: this.lang, game: job.game, outline: job.outline, audited: job.audited, running: job.running, error: job.error, chosen: this.shown.chosen });
    // The time of a complete audit, for the measurements (docs/fair-play.md).
    if (job.took !== null) this.view.root.dataset.ms = String(Math.round(job.took));
  }
}
