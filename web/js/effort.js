// The hard level's effort on this device. The engine's search counts work, not time (the same
// record, seed and effort give the same choice everywhere), so a slow device asks for less work:
// every hard decision (a computer player's move, a hint) is timed here, and the effort of the
// next one is the largest step whose time, at the slowest work rate of the last few decisions,
// stays well under the limit. A fast device stays at the full effort (1); a device that needs
// 0.7 s for a decision drops to a quarter at once, from the first move on.

export const DECISION_LIMIT_MS = 500; // no hard decision should take longer than this
export const AIM = 0.6; // aim this far under the limit: some decisions take twice the median
export const EFFORT_STEPS = [1, 0.5, 0.25, 0.125, 0.0625];
export const WINDOW = 8; // the decisions remembered

export class EffortGauge {
  constructor({ limit = DECISION_LIMIT_MS, now = () => performance.now() } = {}) {
    this.limit = limit;
    this.now = now;
    this.costs = []; // milliseconds per unit of effort, of the last decisions
    this.effort = 1;
    this.last = null; // the effort of the last decision measured (the tests repeat it in CPython)
  }

  /** Run ``decide(effort)`` (a promise) at the current effort, and learn from its time. */
  async measure(decide) {
    const effort = this.effort;
    this.last = effort;
    const started = this.now();
    const result = await decide(effort);
    this.record(this.now() - started, effort);
    return result;
  }

  /** A decision at ``effort`` took ``ms``: set the effort of the next one. */
  record(ms, effort) {
    this.costs.push(ms / effort);
    if (this.costs.length > WINDOW) this.costs.shift();
    const slowest = Math.max(...this.costs);
    const fits = EFFORT_STEPS.find((step) => step * slowest <= this.limit * AIM);
    this.effort = fits ?? EFFORT_STEPS[EFFORT_STEPS.length - 1];
  }
}
