// The review of a finished hand: asks the session (the only caller of the engine) for the hand's
// outline, then for each of the person's decisions one at a time, so the worker is never busy for
// long, the table never waits behind a whole review and Stop takes effect between two decisions.
// The review goes on only while its panel is open: closing it stops it between two decisions, as
// Stop does, and what was done is kept (the hand can still be stepped through; "Resume", or
// opening it again, goes on from there). No review runs in the background of the game: Python
// cannot be interrupted inside a decision (up to a few seconds in the page), so the game's next
// move would wait for it.
// A complete review counts in the statistics (once per hand: review-stats.js).
import { t } from "../words/i18n.js";
import { reasonText } from "../words/sentences.js";
import { ReviewView, stepSaid, summaryText } from "./review-view.js";
import { reviewDecisions, reviewFigures, reviewSteps } from "./review-model.js";
import { pageParams } from "../boot/params.js";
import { addReview } from "../storage/review-stats.js";

const KEPT = 6; // reviews kept in memory (this game's hands)

export class ReviewController {
  /** @param {import("../game/app.js").App} app */
  constructor(app, params = new URLSearchParams()) {
    this.app = app;
    this.effort = pageParams(params).reviewEffort;
    this.view = new ReviewView();
    this.jobs = new Map();
    this.shown = null; // {job, at}: the review in the panel and the step it shows
  }

  get lang() {
    return this.app.state.lang;
  }

  /** The review of ``hand`` of the game being played, made or found again. */
  job(hand) {
    const { session } = this.app;
    const key = `${session.id}:${hand}`;
    let job = this.jobs.get(key);
    if (!job) {
      job = { key, hand, game: session.view.game, id: session.id, record: session.record, outline: null, steps: null, evaluated: [], running: false, token: null, asking: null, error: null, counted: false };
      this.jobs.set(key, job);
      for (const old of [...this.jobs.keys()].slice(0, -KEPT)) this.jobs.delete(old);
    }
    return job;
  }

  /** Only a finished hand has a review: one of the view's history (a hand in progress never). */
  finished(hand) {
    return Boolean(this.app.session.view?.history.some((entry) => entry.hand === hand));
  }

  /** "Review this hand": the panel, drawn from what is already known, and the work goes on. */
  open(hand) {
    if (!this.finished(hand)) return;
    const job = this.job(hand);
    const lang = this.lang;
    this.shown = { job, at: 0 };
    this.app.panels.open({
      kind: "review",
      title: t(lang, "review.title", { n: hand }),
      closeLabel: t(lang, "button.close"),
      body: this.view.body(lang, hand),
      focus: "#review-next",
      onClose: () => {
        if (this.shown?.job === job) this.shown = null;
      },
    });
    this.draw(job);
    if (job.outline) this.view.say(this.stepText());
    this.run(job);
  }

  /** Whether a review may go on: its panel is open. */
  wanted(job) {
    return this.shown?.job === job && this.app.panels.showing("review");
  }

  async run(job) {
    if (job.running || job.counted) return;
    const token = {};
    Object.assign(job, { running: true, token, error: null });
    const { session } = this.app;
    try {
      if (!job.outline) {
        job.outline = await session.reviewOutline(job.record, job.hand);
        job.steps = reviewSteps(job.outline);
        this.draw(job);
        if (this.shown?.job === job) this.view.say(this.stepText());
      }
      for (const d of job.outline.decisions) {
        if (job.evaluated.some((e) => e.index === d.index)) continue;
        if (job.token !== token || !this.wanted(job)) break;
        const result = await this.ask(job, d.index);
        if (!job.evaluated.some((e) => e.index === result.index)) job.evaluated.push(result);
        this.draw(job);
      }
    } catch (e) {
      job.error = reasonText(this.lang, e?.words) ?? e?.message ?? String(e);
    } finally {
      if (job.token === token) job.running = false;
    }
    this.finishedRun(job);
  }

  /** One decision evaluated; a request already under way for it (Stop, then Resume) is awaited, not made again. */
  ask(job, index) {
    if (job.asking?.index === index) return job.asking.promise;
    const promise = this.app.session.reviewDecision(job.record, index, this.effort);
    job.asking = { index, promise };
    const done = () => {
      if (job.asking?.promise === promise) job.asking = null;
    };
    promise.then(done, done);
    return promise;
  }

  /** Drawn again; a complete review is counted once and its summary said. */
  finishedRun(job) {
    this.draw(job);
    if (!job.outline || job.counted) return;
    const figures = reviewFigures(this.decisions(job));
    if (!figures.complete) return;
    job.counted = true;
    this.app.keeper.noteStats(this.app.stats.update((s) => addReview(s, job.game, job.id, job.hand, figures.loss)));
    if (this.shown?.job === job) this.view.say(summaryText(this.lang, job.game, figures));
  }

  /** "Stop": between two decisions; what was done is kept. */
  cancel() {
    const job = this.shown?.job;
    if (!job?.running) return;
    Object.assign(job, { running: false, token: null });
    this.draw(job);
    this.view.say(t(this.lang, "review.stopped", { done: job.evaluated.length, total: job.outline?.decisions.length ?? 0 }));
  }

  resume() {
    const job = this.shown?.job;
    if (job && !job.running) this.run(job);
  }

  decisions(job) {
    return reviewDecisions(job.outline, job.steps, job.evaluated);
  }

  /** Back, Next, the arrow keys (``by``), the slider and the list of decisions (``to``). */
  go({ by = 0, to = null }) {
    const shown = this.shown;
    if (!shown?.job.steps) return;
    const last = shown.job.steps.length - 1;
    const at = Math.max(0, Math.min(last, to === null ? shown.at + by : to));
    if (!Number.isInteger(at) || at === shown.at) return;
    shown.at = at;
    this.draw(shown.job);
    this.view.say(this.stepText());
  }

  stepText() {
    const { job, at } = this.shown;
    const count = job.steps.filter((s) => s.kind === "trick").length;
    return stepSaid(this.lang, job.game, job.steps[at], count, this.decisions(job).find((d) => d.step === at) ?? null);
  }

  draw(job) {
    if (this.shown?.job !== job || !this.app.panels.showing("review")) return;
    if (!job.outline) {
      this.view.renderLoading(this.lang, job.error);
      return;
    }
    const decisions = this.decisions(job);
    this.view.render({ lang: this.lang, game: job.game, steps: job.steps, at: this.shown.at, decisions, figures: reviewFigures(decisions), running: job.running, error: job.error, result: job.outline.result, thresholds: job.outline.thresholds, daily: this.dailyOf(job) });
  }

  /** The day's deal's result beside its par ({result, par, grade}: game/daily.js's, the grade the
   * engine's), when this review is of the day's hand whose dialog is open; else null. */
  dailyOf(job) {
    const shown = this.app.daily?.shown;
    const { session } = this.app;
    if (!shown || !session.daily || job.id !== session.id || job.hand !== 1) return null;
    return { result: shown.result, par: shown.par, grade: shown.grade };
  }

  /** Drawn again with what is known now (the day's par has come). */
  refresh() {
    if (this.shown) this.draw(this.shown.job);
  }
}
