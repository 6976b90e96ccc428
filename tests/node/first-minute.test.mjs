// Issue 50's rules that are data: how a hand lies in the width it has (one row while every card
// shows 24 px, else two), the table at the end of a hand (the finished hand, never the next one's
// cards), and what a game's button on the start screen says it deals.
import { test } from "node:test";
import assert from "node:assert/strict";
import { MIN_STRIP, handFit } from "../../web/js/views/hand-fit.js";
import { closingView, withTotals } from "../../web/js/game/hand-end.js";
import { choiceLine } from "../../web/js/views/start-view.js";
import { HEARTS } from "./house-describe.mjs";

test("a hand of 13 lies in one row on a 375 px phone and in two on a 320 px one", () => {
  // 375x667: 359 px for the hand, cards 59 px wide (table.css): 25 px of each card in view
  const wide = handFit({ width: 359, card: 59, n: 13 });
  assert.equal(wide.rows, 1);
  assert.ok(wide.strip >= MIN_STRIP && wide.strip >= 24, `${wide.strip}`);
  assert.equal(wide.overlap, wide.strip - 59);
  // 320x568: 304 px, cards 44 px: one row would show 21.6 px of each; two rows of 7 and 6
  const narrow = handFit({ width: 304, card: 44, n: 13 });
  assert.deepEqual([narrow.rows, narrow.perRow], [2, 7]);
  assert.ok(narrow.strip >= 24);
  // few cards spread out, up to two thirds of each in view; one card shows whole
  assert.equal(handFit({ width: 359, card: 60, n: 3 }).strip, 39.6);
  assert.deepEqual(handFit({ width: 359, card: 60, n: 1 }), { rows: 1, perRow: 1, overlap: 0, strip: 60 });
});

test("every card of a hand shows at least 24 px at any width a phone or a desktop has", () => {
  for (let width = 300; width <= 1400; width += 7) {
    for (let card = 40; card <= Math.min(120, width / 3); card += 4) {
      for (let n = 1; n <= 13; n++) {
        const fit = handFit({ width, card, n });
        assert.ok(fit.strip >= 24, `width ${width}, card ${card}, ${n} cards: ${JSON.stringify(fit)}`);
        assert.ok(fit.perRow * fit.rows >= n && fit.rows <= 2);
        // the row fits: the first card whole, then one strip a card
        assert.ok(card + (fit.perRow - 1) * fit.strip <= width + 1e-9, `${width} ${card} ${n}`);
      }
    }
  }
});

// The last trick of a Hearts hand: West leads, East wins with 5♥; South's last card is 2♥.
const entry = { hand: 1, pass_direction: "left", taken: [3, 13, 0, 10], points: [3, 13, 0, 10], moon: null, jack: null, scores: [3, 13, 0, 10], tricks: [3, 4, 3, 3] };
const before = {
  game: "hearts", phase: "play", hand_number: 1, hand: ["2H"], hand_sizes: [1, 0, 0, 0], trick: [[1, "3H"], [2, "4C"], [3, "5H"]],
  legal: ["2H"], to_act: [0], tricks_won: [3, 4, 3, 2], taken: [["7H", "8H"], ["QS"], [], ["9H", "TH", "JH", "QH", "KH", "AH", "6H"]],
  points: [2, 13, 0, 7], scores: [0, 0, 0, 0], history: [], commitment: "a".repeat(64), last_trick: null, received: [], pass_to: null, actions: 51,
};
const after = {
  ...before, phase: "pass", hand_number: 2, hand: ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"], hand_sizes: [13, 13, 13, 13],
  trick: [], legal: ["2C"], to_act: [0, 1, 2, 3], tricks_won: [0, 0, 0, 0], taken: [[], [], [], []], points: [0, 0, 0, 0], scores: entry.scores,
  history: [entry], commitment: "b".repeat(64), pass_to: 3, actions: 52,
  last_trick: { hand: 1, winner: 3, leader: 1, cards: [[1, "3H"], [2, "4C"], [3, "5H"], [0, "2H"]], points: 3, scoring: ["3H", "5H", "2H"] },
};

test("the table at the end of a hand shows that hand, its last trick taken, never the next hand", () => {
  const v = closingView(after, entry, before);
  assert.equal(v.phase, "hand_over");
  assert.equal(v.hand_number, 1, "the bar says the hand that ended");
  assert.deepEqual(v.hand, [], "none of the next hand's cards");
  assert.deepEqual(v.hand_sizes, [0, 0, 0, 0]);
  assert.deepEqual([v.trick, v.legal, v.to_act], [[], [], []]);
  assert.equal(v.pass_to, null, "no pass marker of the next hand");
  assert.deepEqual(v.tricks_won, entry.tricks);
  assert.deepEqual(v.taken[3], [...before.taken[3], "3H", "5H", "2H"], "the last trick's scoring cards on its winner's pile");
  assert.deepEqual(v.taken.slice(0, 3), before.taken.slice(0, 3));
  assert.deepEqual(v.points, entry.taken);
  assert.equal(v.commitment, before.commitment, "the seal of the hand that ended");
  assert.deepEqual(v.scores, before.scores, "the totals change when the summary opens");
  assert.deepEqual(withTotals(v, entry).scores, entry.scores);
  assert.equal(v.undo.possible, false);
  assert.equal(v.actions, after.actions);
});

test("a page reopened on a hand's summary draws that hand's end from its row alone", () => {
  const v = closingView(after, entry);
  assert.deepEqual([v.phase, v.hand_number, v.hand.length, v.pass_to, v.commitment], ["hand_over", 1, 0, null, null]);
  assert.deepEqual(v.tricks_won, entry.tricks);
  assert.deepEqual(v.taken, [[], [], [], []]);
  // Spades: the bids and the contracts of the hand that ended
  const row = { hand: 3, dealer: 2, bids: [4, 0, 3, 5], blind_nil: [false, false, false, false], tricks: [5, 1, 3, 4], points: [71, -55], bags: [1, 0], bag_penalty: [0, 0], scores: [120, 40], bag_totals: [3, 0] };
  const next = { game: "spades", phase: "bid", hand_number: 4, hand: ["AS"], hand_sizes: [13, 13, 13, 13], bids: [null, null, null, null], contracts: [0, 0], tricks_won: [0, 0, 0, 0], history: [row], last_trick: { hand: 3, winner: 0 }, actions: 200, scores: [120, 40], bags: [3, 0] };
  const s = withTotals(closingView(next, row), row);
  assert.deepEqual([s.hand_number, s.bids, s.contracts, s.dealer, s.bags], [3, row.bids, [7, 5], 2, [3, 0]]);
});

test("a game's button on the start screen says what it deals", () => {
  const choice = (options = {}, level = "normal") => ({ game: "hearts", options, level });
  assert.equal(choiceLine("en", "hearts", HEARTS, choice()), "normal computer players · 100 points · standard rules");
  assert.equal(choiceLine("en", "hearts", HEARTS, choice({ target: 50 }, "hard")), "hard computer players · 50 points · standard rules");
  assert.equal(choiceLine("en", "hearts", HEARTS, choice({ points: "black_maria", pass_directions: ["right"] })), "normal computer players · 100 points · Black Maria · pass right · 3 cards");
  assert.equal(choiceLine("it", "hearts", HEARTS, choice()), "giocatori computer: normale · 100 punti · regole standard");
  // before Python is ready the rules are not known yet: the level alone
  assert.equal(choiceLine("en", "hearts", null, choice()), "normal computer players");
});
