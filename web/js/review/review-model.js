// A hand's review as data the review view draws: the steps of the hand (the deal, the Hearts pass,
// each trick) from the engine's outline (kawu.api review_outline), the person's decisions as the
// engine evaluates them (review_decision), and the figures of the summary line. Pure functions of
// the engine's answers: no rule is worked out here (who won a trick, what was passed and received,
// each decision's cost and grade all come from Python).
import { sortHand } from "../words/cards.js";

export const GRADES = ["good", "inaccuracy", "mistake", "blunder"];

/** The cards of ``hand`` without those of ``gone``. */
const without = (hand, gone) => hand.filter((c) => !gone.includes(c));

/**
 * The steps of a finished hand: {kind: "deal" | "pass" | "trick", number (trick), hands (each
 * seat's cards at that moment, sorted; at the pass, as dealt), trick ([[seat, card]] of that trick), leader, winner,
 * points, passed, received}. The hands at a trick step are those left once the trick is played.
 */
export function reviewSteps(outline) {
  const { deal, tricks } = outline;
  const steps = [{ kind: "deal", hands: deal.hands.map(sortHand), trick: [] }];
  let hands = deal.hands.map((h) => [...h]);
  if (deal.passed) {
    // The pass is judged from the hand it was chosen from: the hands as dealt, the cards passed
    // marked; the next step's hands have the cards received.
    const received = deal.received ?? [[], [], [], []];
    steps.push({ kind: "pass", hands: hands.map(sortHand), trick: [], passed: deal.passed, received, direction: deal.pass_direction });
    hands = hands.map((h, s) => [...without(h, deal.passed[s]), ...received[s]]);
  }
  for (const trick of tricks) {
    const cards = trick.plays.map((p) => [p.seat, p.card]);
    hands = hands.map((h, s) => without(h, cards.filter(([seat]) => seat === s).map(([, c]) => c)));
    steps.push({ kind: "trick", number: trick.number, hands: hands.map(sortHand), trick: cards, leader: trick.leader, winner: trick.winner, points: trick.points });
  }
  return steps;
}

/** The step a decision belongs to: the pass, the deal (a Spades bid), or its trick. */
export function stepOfDecision(steps, decision) {
  if (decision.phase === "pass") return steps.findIndex((s) => s.kind === "pass");
  if (decision.phase === "bid") return 0;
  return steps.findIndex((s) => s.kind === "trick" && s.number === decision.trick);
}

/**
 * The review's decisions in the outline's order, each the engine's evaluation when there is one
 * ({index, phase, trick, evaluated: false} otherwise), with the step it belongs to.
 */
export function reviewDecisions(outline, steps, evaluated) {
  const byIndex = new Map(evaluated.map((d) => [d.index, d]));
  return outline.decisions.map((d) => {
    const done = byIndex.get(d.index);
    return { ...d, ...(done ?? {}), evaluated: Boolean(done), step: stepOfDecision(steps, d) };
  });
}

/** The summary line's figures: counts by grade, the points lost, how many of how many are done. */
export function reviewFigures(decisions) {
  const counts = Object.fromEntries(GRADES.map((g) => [g, 0]));
  let loss = 0;
  let done = 0;
  for (const d of decisions) {
    if (!d.evaluated) continue;
    done += 1;
    if (GRADES.includes(d.grade)) counts[d.grade] += 1;
    loss += Number.isFinite(d.loss) ? d.loss : 0;
  }
  return { counts, loss, done, total: decisions.length, complete: done === decisions.length };
}

/** Whether a decision is marked with its better choice on the table (a mistake or a blunder; an
 * inaccuracy too, so the person sees what the engine preferred). */
export function showsBetter(decision) {
  return Boolean(decision?.evaluated) && decision.grade !== "good" && decision.best !== undefined && decision.loss > 0;
}
