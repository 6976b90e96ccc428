// The hand's summary in words (issue 50, words/summary.js): each figure is the engine's history
// row's (the rows below are the engine's own, from tests/engine/test_hand_summary_rows.py and
// CPython games), laid out per seat or team, in both languages; nothing is worked out by a rule.
import { test } from "node:test";
import assert from "node:assert/strict";
import { figure, handParts, heartsTally, signed, spadesTally, sumText } from "../../web/js/words/summary.js";

const NBSP = "\u00a0";
const plain = (text) => text.replaceAll(NBSP, " ");

const hearts = (row) => ({ moon: null, jack: null, moon_points: null, ...row });

test("figures carry a true minus sign, and a sign when asked", () => {
  assert.equal(figure("en", -10), "−10");
  assert.equal(figure("it", 1200), "1200");
  assert.equal(signed("en", 80), "+80");
  assert.equal(signed("en", -100), "−100");
  assert.equal(signed("it", 0), "0");
});

test("a sum is its parts, then its total; one part is itself, signed", () => {
  assert.equal(plain(sumText("en", [-30, -100, 6], -124)), "−30 − 100 + 6 = −124");
  assert.equal(sumText("en", [80, 100, 1], 181), `80 +${NBSP}100 +${NBSP}1 =${NBSP}181`, "a line breaks only before an operator");
  assert.equal(sumText("en", [-80], -80), "−80");
  assert.equal(sumText("en", [40], 40), "+40");
  assert.equal(sumText("en", [], 0), "0");
});

test("Hearts: the hearts counted, Q♠ to its taker, one points column and the total", () => {
  // A hand of CPython's (seed 3, hand 2): West 4 hearts, North one and Q♠, East 8.
  const entry = hearts({ hearts: [0, 4, 1, 8], made_of: [{}, { hearts: 4 }, { hearts: 1, queen: 13 }, { hearts: 8 }], taken: [0, 4, 14, 8], points: [0, 4, 14, 8], scores: [8, 22, 14, 8] });
  const tally = heartsTally("en", "hearts", entry);
  assert.deepEqual(tally.columns.map((c) => [c.key, c.label, c.name]), [["hearts", "♥", "Hearts taken"], ["queen", "Q♠", "Queen of spades"]]);
  assert.deepEqual(
    tally.rows.map((r) => [r.name, r.cells.hearts, r.cells.queen, r.points, r.total]),
    [["You", "", "", "0", "8"], ["West", "4", "", "4", "22"], ["North", "1", "13", "14", "14"], ["East", "8", "", "8", "8"]],
  );
  assert.equal(tally.moon, null);
  assert.equal(tally.bonus, null);
  assert.deepEqual(heartsTally("it", "hearts", entry).columns.map((c) => c.name), ["Cuori presi", "Donna di picche"]);
});

test("Hearts house rules: J♦ at −10, Black Maria's K♠ and A♠, Spot's hearts by rank", () => {
  const jack = heartsTally("en", "hearts", hearts({ hearts: [0, 0, 13, 0], made_of: [{}, {}, { hearts: 13, jack: -10 }, { queen: 13 }], points: [0, 0, 3, 13], scores: [0, 0, 3, 13], jack: 2 }));
  assert.deepEqual(jack.columns.map((c) => c.label), ["♥", "Q♠", "J♦"]);
  assert.deepEqual(jack.rows.map((r) => [r.cells.jack, r.points]), [["", "0"], ["", "0"], ["−10", "3"], ["", "13"]]);
  const maria = heartsTally("en", "hearts", hearts({ hearts: [0, 0, 13, 0], made_of: [{}, {}, { hearts: 13, king: 10, ace: 7 }, { queen: 13 }], points: [0, 0, 30, 13], scores: [0, 0, 30, 13] }));
  assert.deepEqual(maria.columns.map((c) => c.label), ["♥", "Q♠", "K♠", "A♠"]);
  assert.deepEqual(maria.rows[2].cells, { hearts: "13", queen: "", king: "10", ace: "7" });
  const spot = heartsTally("it", "hearts", hearts({ hearts: [0, 0, 13, 0], made_of: [{}, {}, { hearts: 104 }, { queen: 25 }], points: [0, 0, 104, 25], scores: [0, 0, 104, 25] }));
  assert.equal(spot.rows[2].cells.hearts, "13 (104)", "the count, then what the hearts are worth");
  assert.equal(spot.rows[3].cells.queen, "25");
});

test("Hearts: the moon's sentence says what the shooter and the others score", () => {
  const moon = hearts({ hearts: [0, 0, 13, 0], made_of: [{}, {}, { hearts: 13, queen: 13 }, {}], points: [26, 26, 0, 26], scores: [26, 26, 0, 26], moon: 2, moon_points: [26, 26, 0, 26] });
  assert.equal(heartsTally("en", "hearts", moon).moon, "North shot the moon, taking every card that scores: 0 for North, 26 for each other player.");
  assert.equal(heartsTally("it", "hearts", moon).moon, "Nord ha fatto cappotto, prendendo tutte le carte che valgono punti: 0 a Nord, 26 a ciascuno degli altri.");
  const yours = { ...moon, moon: 0, moon_points: [-26, 0, 0, 0], points: [-26, 0, 0, 0] };
  assert.equal(heartsTally("en", "hearts", yours).moon, "You shot the moon, taking every card that scores: −26 for you, 0 for each other player.");
});

test("Hearts: the no-tricks bonus is said under the table", () => {
  const entry = hearts({ hearts: [0, 0, 13, 0], made_of: [{}, {}, { hearts: 13 }, { queen: 13 }], points: [-5, -5, 13, 13], scores: [-5, -5, 13, 13], bonus: [-5, -5, 0, 0] });
  assert.equal(heartsTally("en", "hearts", entry).bonus, "No trick taken, −5 each: You, West.");
  assert.deepEqual(heartsTally("en", "hearts", entry).rows.map((r) => r.points), ["−5", "−5", "13", "13"]);
});

// Spades rows as the engine writes them.
const spades = (row) => ({ blind_nil: [false, false, false, false], bag_penalty: [0, 0], bags_cleared: [0, 0], nil_points: [null, null, null, null], ...row });
const cells = (rows) => Object.fromEntries(rows.map((r) => [r.key, r.cells.map((c) => c.map(plain))]));

test("Spades: the bid made or set, a nil failed, the bags, the hand's points as their sum", () => {
  // CPython, seed 4, hand 2: South bid nil and took 6; North bid 3.
  const entry = spades({ bids: [0, 3, 3, 3], tricks: [6, 3, 2, 2], contracts: [3, 6], counted: [2, 5], bid_points: [-30, -60], nil_points: [-100, null, null, null], bags: [6, 0], bag_totals: [6, 4], points: [-124, -60], scores: [-184, 4] });
  const rows = spadesTally("en", "spades", entry);
  assert.deepEqual(rows.map((r) => [r.key, r.label]), [["bid", "Bid"], ["nil", "Nil"], ["bags", "Bags"], ["points", "This hand"], ["total", "Total"]]);
  assert.deepEqual(cells(rows), {
    bid: [["3, took 2: set, −30"], ["6, took 5: set, −60"]],
    nil: [["Your nil failed (6 tricks): −100"], ["—"]],
    bags: [["+6 (6 in all)"], ["0 (4 in all)"]],
    points: [["−30 − 100 + 6 = −124"], ["−60"]],
    total: [["−184"], ["4"]],
  });
  assert.deepEqual(handParts(entry, 0), [-30, -100, 6]);
  assert.deepEqual(cells(spadesTally("it", "spades", entry)).nil, [["Il tuo nil è fallito (6 prese): −100"], ["—"]]);
});

test("Spades: a bid made with bags, a blind nil made, a bag penalty by the rule's figures", () => {
  // West's blind nil made (+200); East bid 4 and took 9 with the team's bags over the limit of
  // five_for_50 (5 cleared for −50).
  const entry = spades({ bids: [4, 0, 3, 4], blind_nil: [false, true, false, false], tricks: [2, 0, 2, 9], contracts: [7, 4], counted: [4, 9], bid_points: [-70, 40], nil_points: [null, 200, null, null], bags: [0, 5], bag_totals: [0, 2], bag_penalty: [0, 50], bags_cleared: [0, 5], points: [-70, 195], scores: [-70, 195] });
  const got = cells(spadesTally("en", "spades", entry));
  assert.deepEqual(got.bid, [["7, took 4: set, −70"], ["4, took 9: +40"]]);
  assert.deepEqual(got.nil, [["—"], ["West's blind nil made: +200"]]);
  assert.deepEqual(got.penalty, [["—"], ["5 bags: −50"]]);
  assert.deepEqual(got.points, [["−70"], ["40 + 200 + 5 − 50 = 195"]]);
  assert.deepEqual(cells(spadesTally("it", "spades", entry)).penalty, [["—"], ["5 bag: −50"]]);
});

test("Spades: two nils in a team, no contract, a cell of two lines", () => {
  const entry = spades({ bids: [0, 5, 0, 5], tricks: [0, 7, 1, 5], contracts: [0, 10], counted: [1, 12], bid_points: [0, 100], nil_points: [100, null, -100, null], bags: [1, 2], bag_totals: [1, 2], points: [1, 102], scores: [1, 102] });
  const got = cells(spadesTally("en", "spades", entry));
  assert.deepEqual(got.bid, [["none: two nils"], ["10, took 12: +100"]]);
  assert.deepEqual(got.nil, [["Your nil made: +100", "North's nil failed (1 trick): −100"], ["—"]]);
  assert.deepEqual(got.points, [["100 − 100 + 1 = 1"], ["100 + 2 = 102"]]);
});
