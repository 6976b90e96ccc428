// The hard level's effort on this device. The engine's search counts work, not time (the same
// record, seed and effort give the same choice everywhere), so a slow device asks for less work:
// every hard decision (a computer player's move, a hint) is timed here, and the effort of the
// next one is the largest step whose time, at the slowest work rate of the last few decisions,
// stays well under the limit. A fast device stays at the full effort (1); a device that needs
// 0.7 s for a decision drops to a quarter at once, from the first move on. A decision that the
// engine says takes more work than usual (the view's `work`: 3 for a Spades bid in a hand that
// can end the game) is asked with less effort to fit, and its time counts per unit of work, so
// it is not taken for a slower device.

export const DECISION_LIMIT_MS = 500; // no hard decision should take longer than this
export const AIM = 0.6; // aim this far under the limit: some decisions take twice the median
export const EFFORT_STEPS = [1, 0.5, 0.25, 0.125, 0.0625];
export const WINDOW = 8; // the decisions remembered

export class EffortGauge {
  constructor({ limit = DECISION_LIMIT_MS, now = () => performance.now() } = {}) {
    this.limit = limit;
    this.now = now;
    this.costs = []; // milliseconds per unit of effort and work, of the last decisions
    this.effort = 1; // the effort of the next decision of the usual work
    this.last = null; // the effort of the last decision measured (the tests repeat it in CPython)
  }

  /** Run ``decide(effort)`` (a promise) for a decision of ``work`` times the usual work, at the
   *  largest effort that fits it, and learn from its time. */
  async measure(decide, work = 1) {
    const effort = this.fit(work);
    this.last = effort;
    const started = this.now();
    const result = await decide(effort);
    this.record(this.now() - started, effort * work);
    return result;
  }

  /** The effort for a decision of ``work`` times the usual work (the current one for 1). */
  fit(work) {
    return work > 1 ? this.step(Math.max(...this.costs) * work) : this.effort;
  }

  /** A decision of ``units`` (effort times work) took ``ms``: set the effort of the next one. */
  record(ms, units) {
    this.costs.push(ms / units);
    if (this.costs.length > WINDOW) this.costs.shift();
    this.effort = this.step(Math.max(...this.costs));
  }

  /** The largest effort step whose time, at ``cost`` ms per unit, stays well under the limit. */
  step(cost) {
    const fits = EFFORT_STEPS.find((step) => step * cost <= this.limit * AIM);
    return fits ?? EFFORT_STEPS[EFFORT_STEPS.length - 1];
  }
}
