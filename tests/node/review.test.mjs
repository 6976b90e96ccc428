// The page's side of issue 12 without a browser: a hand's review as steps (the deal, the pass,
// each trick) from the engine's outline, the decisions and the summary line, the words in both
// languages, the statistics of points lost per reviewed hand (counted once per hand), and the
// review controller's order of requests: the outline, then one decision at a time, Stop (or
// closing the review) between two, the work reused when the review is opened again.
import { test } from "node:test";
import assert from "node:assert/strict";
import { reviewDecisions, reviewFigures, reviewSteps, showsBetter, stepOfDecision } from "../../web/js/review/review-model.js";
import { decisionText, explainText, resultText, stepSaid, summaryText } from "../../web/js/review/review-view.js";
import { choiceText } from "../../web/js/words/sentences.js";
import { REVIEW_GAMES_KEPT, addReview, readReviews, reviewFigures as lossFigures } from "../../web/js/storage/review-stats.js";
import { Stats, emptyStats } from "../../web/js/storage/stats.js";
import { Store } from "../../web/js/storage/storage.js";
import { ReviewController } from "../../web/js/review/review-controller.js";
import { MemoryStorage } from "./memory-storage.mjs";

// A Hearts hand cut to two tricks (the shape of kawu.api.review_outline; only the page reads it).
const HANDS = [
  ["2C", "3C", "QH", "AS", "9H"],
  ["4C", "5C", "KH", "2D", "3D"],
  ["6C", "7C", "2H", "4D", "5D"],
  ["8C", "9C", "3H", "6D", "7D"],
];
const OUTLINE = {
  game: "hearts",
  seat: 0,
  hand_number: 2,
  deal: {
    hands: HANDS,
    pass_direction: "left",
    passed: [["AS", "9H", "QH"], ["2D", "3D", "KH"], ["4D", "5D", "2H"], ["6D", "7D", "3H"]],
    received: [["6D", "7D", "3H"], ["AS", "9H", "QH"], ["2D", "3D", "KH"], ["4D", "5D", "2H"]],
  },
  tricks: [
    { number: 1, leader: 0, plays: [{ seat: 0, card: "2C" }, { seat: 1, card: "4C" }, { seat: 2, card: "6C" }, { seat: 3, card: "9C" }], winner: 3, points: 0 },
    { number: 2, leader: 3, plays: [{ seat: 3, card: "8C" }, { seat: 0, card: "3H" }, { seat: 1, card: "5C" }, { seat: 2, card: "7C" }], winner: 3, points: 1 },
  ],
  result: { points: [0, 0, 0, 1] },
  decisions: [
    { index: 0, phase: "pass", trick: null, choice: ["AS", "9H", "QH"] },
    { index: 4, phase: "play", trick: 1, choice: "2C" },
    { index: 9, phase: "play", trick: 2, choice: "3H" },
  ],
};
const GOOD = { index: 0, phase: "pass", trick: null, choice: ["AS", "9H", "QH"], best: ["9H", "AS", "QH"], loss: 0, grade: "good", options: [], reason: { code: "review_best", params: {}, en: "That was the best choice.", it: "Era la scelta migliore." } };
const FORCED = { index: 4, phase: "play", trick: 1, choice: "2C", best: "2C", loss: 0, grade: "good", options: [{ action: "2C", value: 0.4 }], reason: null };
const MISTAKE = {
  index: 9, phase: "play", trick: 2, choice: "3H", best: "6D", loss: 2.1, grade: "mistake",
  options: [{ action: "6D", value: 0.3 }, { action: "3H", value: 2.4 }],
  reason: { code: "review_points", params: {}, en: "With 6♦ you would have taken about 2.1 points fewer, on average.", it: "Con 6♦ avresti preso circa 2,1 punti in meno, in media." },
};

test("a review's steps: the deal (52 cards), the pass (what each seat passed and received), then each trick", () => {
  const steps = reviewSteps(OUTLINE);
  assert.deepEqual(steps.map((s) => s.kind), ["deal", "pass", "trick", "trick"]);
  assert.equal(steps[0].hands.flat().length, 20, "every card dealt, face up");
  assert.deepEqual(steps[0].hands[0], ["2C", "3C", "AS", "9H", "QH"], "sorted as in the hand");
  assert.deepEqual(steps[1].hands, steps[0].hands, "the pass is seen in the hands it was chosen from");
  assert.deepEqual(steps[1].passed[0], ["AS", "9H", "QH"]);
  assert.deepEqual(steps[1].received[1], ["AS", "9H", "QH"]);
  assert.deepEqual(steps[2].trick, [[0, "2C"], [1, "4C"], [2, "6C"], [3, "9C"]]);
  assert.deepEqual(steps[2].hands[0], ["3C", "6D", "7D", "3H"], "the trick's cards leave the hands");
  assert.equal(steps[3].winner, 3);
  assert.equal(steps[3].points, 1);
  assert.equal(steps[3].hands.flat().length, 12);
  const spades = reviewSteps({ ...OUTLINE, game: "spades", deal: { hands: HANDS, pass_direction: null, passed: null, received: null } });
  assert.deepEqual(spades.map((s) => s.kind), ["deal", "trick", "trick"], "no pass in Spades");
  assert.equal(stepOfDecision(spades, { phase: "bid" }), 0, "the bid belongs to the deal");
});

test("decisions: each at its step, evaluated or not, and the summary's figures", () => {
  const steps = reviewSteps(OUTLINE);
  let decisions = reviewDecisions(OUTLINE, steps, []);
  assert.deepEqual(decisions.map((d) => [d.step, d.evaluated]), [[1, false], [2, false], [3, false]]);
  assert.deepEqual(reviewFigures(decisions), { counts: { good: 0, inaccuracy: 0, mistake: 0, blunder: 0 }, loss: 0, done: 0, total: 3, complete: false });
  decisions = reviewDecisions(OUTLINE, steps, [MISTAKE, GOOD]);
  const figures = reviewFigures(decisions);
  assert.equal(figures.done, 2);
  assert.equal(figures.counts.mistake, 1);
  assert.ok(Math.abs(figures.loss - 2.1) < 1e-9);
  assert.ok(showsBetter(decisions[2]));
  assert.ok(!showsBetter(decisions[0]), "a good decision has nothing better to show");
  assert.ok(!showsBetter(decisions[1]), "not evaluated yet");
  assert.ok(reviewFigures(reviewDecisions(OUTLINE, steps, [MISTAKE, GOOD, FORCED])).complete);
});

test("the words: the summary line, a mistake with its better card and reason, in Italian and English", () => {
  const counts = { good: 11, inaccuracy: 1, mistake: 1, blunder: 1 };
  assert.equal(summaryText("en", "hearts", { counts, loss: 4.64 }), "2 mistakes, 1 inaccuracy: about 4.6 points given up on average.");
  assert.equal(summaryText("it", "hearts", { counts, loss: 4.64 }), "2 errori, 1 imprecisione: circa 4,6 punti ceduti in media.");
  assert.equal(summaryText("en", "spades", { counts: { ...counts, blunder: 0 }, loss: 12 }), "1 mistake, 1 inaccuracy: about 12.0 points given up on average against the opponents.");
  assert.match(summaryText("en", "hearts", { counts: { good: 14, inaccuracy: 0, mistake: 0, blunder: 0 }, loss: 0 }), /^No mistakes/);
  const steps = reviewSteps(OUTLINE);
  const [, , mistake] = reviewDecisions(OUTLINE, steps, [MISTAKE]);
  assert.equal(decisionText("en", "hearts", mistake), "You played 3♥ — mistake. With 6♦ you would have taken about 2.1 points fewer, on average.");
  assert.equal(decisionText("it", "hearts", mistake), "Hai giocato 3♥ — errore. Con 6♦ avresti preso circa 2,1 punti in meno, in media.");
  const bare = { ...mistake, reason: null };
  assert.equal(decisionText("en", "hearts", bare), "You played 3♥ — mistake. With 6♦ you would have taken about 2.1 points fewer, on average.", "the page's words when the engine gives none");
  const said = stepSaid("en", "hearts", steps[3], 2, mistake);
  assert.equal(said, "Trick 2 of 2. East: 8 of clubs, You: 3 of hearts, West: 5 of clubs, North: 7 of clubs. East takes the trick, 1 point. You played 3♥ — mistake. With 6♦ you would have taken about 2.1 points fewer, on average.");
  assert.match(stepSaid("it", "hearts", steps[1], 2, reviewDecisions(OUTLINE, steps, [GOOD])[0]), /^Il passaggio \(a sinistra\)\. Hai passato A♠ 9♥ Q♥ — buona\./);
  assert.equal(choiceText("en", 3), "3");
  assert.equal(choiceText("it", 0), "Nil");
  assert.equal(choiceText("en", "blind_nil"), "Blind nil");
});

test("the figures are explained as estimates about decisions, with the engine's grade thresholds", () => {
  const hearts = explainText("en", "hearts", { inaccuracy: 0.5, mistake: 1.5, blunder: 4 });
  assert.match(hearts, /^What the figures mean: the hard level played each of your decisions on, over many deals of the cards you could not see/);
  assert.match(hearts, /an estimate about the decision, not points you actually lost\./);
  assert.match(hearts, /Grades, by what a choice gave up on average: ✓ good, under 0\.5; \?! inaccuracy, 0\.5 to 1\.5; \? mistake, 1\.5 to 4; \?\? blunder, 4 or more\.$/);
  // Black Maria's thresholds grow with its 43 points a hand (the outline's, not the page's).
  assert.match(explainText("it", "hearts", { inaccuracy: 0.83, mistake: 2.48, blunder: 6.62 }), /✓ buona, meno di 0,83; \?! imprecisione, da 0,83 a 2,48;/);
  assert.match(explainText("en", "spades", { inaccuracy: 5, mistake: 15, blunder: 40 }), /In Spades a figure is your team's points less the opponents', each bag counted as the 10 points it costs in the end\./);
  assert.doesNotMatch(explainText("en", "hearts", null), /Grades/);
});

test("the hand's result is said beside the figures, never as the points they cost", () => {
  assert.equal(resultText("en", "hearts", { points: [3, 10, 0, 13] }), "This hand you took 3 points: the figures are about your decisions, not this result.");
  assert.equal(resultText("en", "hearts", { points: [1, 12, 0, 13] }), "This hand you took 1 point: the figures are about your decisions, not this result.");
  assert.equal(resultText("it", "spades", { points: [81, -40] }), "In questa mano la tua squadra ha fatto 81, gli avversari −40: le cifre riguardano le tue decisioni, non questo risultato.");
});

test("on the day's deal the review never contradicts the par: a result as good as the par cost nothing against it", () => {
  // The case: the par matched, and a decision graded a mistake (2.0 on average).
  const equal = resultText("en", "hearts", { points: [0, 7, 4, 15] }, { result: 0, par: 0, grade: "equal" });
  assert.equal(equal, "On the day's deal you took 0 points; the hard level in your seat took 0 (the par). Your result is as good as the par or better: the figures are about decisions, averaged over the deals you could not see, and on these cards the choices they question cost you nothing against the par.");
  assert.doesNotMatch(equal, /lost/);
  assert.match(resultText("it", "spades", null, { result: 130, par: 120, grade: "better" }), /^Nella smazzata del giorno la tua squadra ha fatto 130; con il livello difficile al tuo posto, 120 \(il par\)\. Il tuo risultato vale il par o è migliore/);
  assert.match(resultText("en", "hearts", null, { result: 5, par: 2, grade: "close" }), /^On the day's deal you took 5 points; the hard level in your seat took 2 \(the par\)\. The par did better on these cards;/);
  assert.equal(resultText("en", "hearts", null, { result: 5, par: null, grade: null }), "On the day's deal you took 5 points. The par is still being played.");
});

test("statistics: points lost per reviewed hand, each hand once, per game, the last games kept", () => {
  let s = emptyStats();
  s = addReview(s, "hearts", "g1", 1, 4.5, 10);
  s = addReview(s, "hearts", "g1", 2, 1.5, 11);
  assert.equal(addReview(s, "hearts", "g1", 2, 9, 12), s, "a hand reviewed again counts once");
  s = addReview(s, "hearts", "g2", 1, 1, 13);
  s = addReview(s, "spades", "g3", 1, 20, 14);
  const f = lossFigures(s, "hearts");
  assert.equal(f.hands, 3);
  assert.ok(Math.abs(f.average - 7 / 3) < 1e-9);
  assert.deepEqual(f.games.map((g) => [g.id, g.hands, g.average]), [["g1", 2, 3], ["g2", 1, 1]], "averaged per game, oldest first");
  assert.equal(lossFigures(s, "spades").average, 20, "Spades apart (team score)");
  assert.equal(lossFigures(emptyStats(), "hearts").average, null);
  for (let i = 0; i < REVIEW_GAMES_KEPT + 5; i++) s = addReview(s, "hearts", `x${i}`, 1, 1, 100 + i);
  assert.equal(s.review.hearts.length, REVIEW_GAMES_KEPT, "the newest games kept");
  assert.deepEqual(readReviews({ hearts: [{ id: "a", hands: { 1: -2, 2: "x", 3: 1 } }, null, 5], spades: "?" }), { hearts: [{ id: "a", at: 0, hands: { 3: 1 } }], spades: [] }, "unreadable entries dropped");
});

test("statistics: a review is stored read-modify-write, cleared by a reset, survives a reload", () => {
  const storage = new MemoryStorage();
  const a = new Stats(new Store(() => storage));
  const b = new Stats(new Store(() => storage)); // another tab
  assert.deepEqual(a.update((s) => addReview(s, "hearts", "g1", 1, 2.5)), { ok: true });
  b.update((s) => addReview(s, "hearts", "g1", 2, 0.5));
  const again = new Stats(new Store(() => storage)).value;
  assert.deepEqual(Object.keys(again.review.hearts[0].hands), ["1", "2"], "both tabs' hands");
  a.count("g1", { game: "hearts", phase: "play", history: [{ points: [3, 0, 0, 23], moon: null }] });
  assert.equal(new Stats(new Store(() => storage)).value.review.hearts[0].hands[1], 2.5, "counting a hand keeps the reviews");
  a.reset();
  assert.deepEqual(new Stats(new Store(() => storage)).value.review, { hearts: [], spades: [] });
});

/** Let every pending reply and continuation run. */
async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
}

/** A controller over a fake session and panel: records the requests; ``gate`` holds replies. */
function harness() {
  const calls = [];
  const storage = new MemoryStorage();
  const app = {
    state: { lang: "en" },
    session: {
      id: "g1",
      record: { game: "hearts", actions: [] },
      view: { game: "hearts", history: [{ hand: 2 }] },
      reviewOutline: async (record, hand) => (calls.push(["outline", hand]), OUTLINE),
      reviewDecision: async (record, index, effort) => {
        calls.push(["decision", index, effort]);
        await app.gate?.(index);
        return [GOOD, FORCED, MISTAKE].find((d) => d.index === index);
      },
    },
    // As views/panels.js: closed, the dialog is shut at once; its kind goes with the close event, a task later.
    panels: {
      kind: null,
      isOpen: false,
      open: ({ kind, onClose }) => Object.assign(app.panels, { kind, onClose, isOpen: true }),
      showing: (kind) => app.panels.isOpen && app.panels.kind === kind,
    },
    stats: new Stats(new Store(() => storage)),
    keeper: { noteStats: (r) => (app.noted = r) },
  };
  const review = new ReviewController(app, new URLSearchParams("review_effort=0.1"));
  review.view = { body: () => [], render: (m) => (app.drawn = m), renderLoading: () => {}, say: (text) => (app.said = text) };
  return { app, review, calls };
}

test("the controller: the outline, then one decision at a time, counted once when complete", async () => {
  const { app, review, calls } = harness();
  review.open(7);
  assert.equal(app.panels.kind, null, "a hand not finished has no review");
  review.open(2);
  await settle();
  assert.deepEqual(calls, [["outline", 2], ["decision", 0, 0.1], ["decision", 4, 0.1], ["decision", 9, 0.1]]);
  assert.ok(app.drawn.figures.complete);
  assert.match(app.said, /^1 mistake, 0 inaccuracies: about 2\.1 points given up on average\.$/);
  assert.equal(app.stats.read().review.hearts[0].hands[2], 2.1);
  review.open(2);
  await settle();
  assert.equal(calls.length, 4, "opened again: the review is reused, nothing asked again");
  review.go({ by: 1 });
  review.go({ by: 1 });
  assert.equal(app.drawn.at, 2);
  review.go({ to: 99 });
  assert.equal(app.drawn.at, 3, "clamped to the last step");
  assert.match(app.said, /^Trick 2 of 2\./);
});

test("the controller: closing the review stops it between two decisions, Stop too; what was done is kept and goes on from there", async () => {
  const { app, review, calls } = harness();
  let release;
  app.gate = (index) => (index === 4 ? new Promise((r) => (release = r)) : null);
  review.open(2);
  await settle();
  assert.deepEqual(calls.map((c) => c[1]), [2, 0, 4]);
  app.panels.isOpen = false; // the panel is closed, its close event still to come: no further decision is asked for
  release();
  await settle();
  assert.equal(calls.length, 3, "closed: the decision under way answers, no other is asked (before the close event)");
  app.panels.kind = null; // the close event
  app.panels.onClose();
  await settle();
  assert.equal(calls.length, 3);
  assert.equal(review.jobs.get("g1:2").evaluated.length, 2, "the decision under way is kept");
  app.gate = null;
  review.open(2);
  await settle();
  assert.equal(calls.length, 4, "opened again: only the decision left");
  assert.ok(app.drawn.figures.complete);

  const second = harness();
  second.app.gate = (index) => (index === 0 ? new Promise((r) => (release = r)) : null);
  second.review.open(2);
  await settle();
  second.review.cancel();
  assert.equal(second.app.drawn.running, false);
  second.review.resume(); // at once, while the decision is still under way: not asked twice
  second.review.cancel();
  release();
  await settle();
  assert.equal(second.calls.length, 2, "stopped: nothing more asked for");
  assert.equal(second.app.drawn.figures.done, 1);
  assert.match(second.app.said, /^Review stopped/);
  assert.equal(second.app.stats.read().review.hearts.length, 0, "an unfinished review is not counted");
  second.review.resume();
  await settle();
  assert.ok(second.app.drawn.figures.complete);
  assert.equal(second.calls.length, 4);
});

test("who took a trick: the person in the second person (\"You take\", \"Prendi tu\"), the others by name", () => {
  const steps = reviewSteps(OUTLINE);
  const [first, second] = steps.filter((s) => s.kind === "trick");
  const mine = { ...first, winner: 0, points: 0 };
  assert.match(stepSaid("en", "hearts", mine, 2, null), /You take the trick\./);
  assert.match(stepSaid("it", "hearts", mine, 2, null), /Prendi tu la presa\./);
  assert.doesNotMatch(stepSaid("en", "hearts", { ...mine, points: 2 }, 2, null), /You takes/);
  assert.match(stepSaid("en", "hearts", { ...mine, points: 2 }, 2, null), /You take the trick, 2 points\./);
  assert.match(stepSaid("en", "hearts", second, 2, null), /East takes the trick, 1 point\./);
});
