// The table's look that is data: the placings at the end of a game (ties share a place), the
// cards' pip layouts, and the card backs and felts kept with the other preferences.
import { test } from "node:test";
import assert from "node:assert/strict";
import { placeText, placings } from "../../web/js/views/summary-view.js";
import { PIP_LAYOUTS } from "../../web/js/views/card-art.js";
import { BACKS, DEFAULT_PREFS, FELTS, prefs, withPref } from "../../web/js/storage/prefs.js";

test("Hearts placings go by the lowest score, and equal scores share a place", () => {
  const got = placings("hearts", [40, 73, 40, 101]);
  assert.deepEqual(
    got.map((p) => [p.who, p.place, p.tied]),
    [[0, 1, true], [2, 1, true], [1, 3, false], [3, 4, false]],
  );
  assert.deepEqual(placings("hearts", [12, 5, 30, 100]).map((p) => p.who), [1, 0, 2, 3]);
  assert.equal(placeText("en", got[0]), "1st, tied");
  assert.equal(placeText("it", got[2]), "3°");
  assert.equal(placeText("en", got[3]), "4th");
});

test("Spades placings are the two teams, the highest score first", () => {
  assert.deepEqual(placings("spades", [320, 510]).map((p) => [p.who, p.place, p.tied]), [[1, 1, false], [0, 2, false]]);
  assert.deepEqual(placings("spades", [-210, -90]).map((p) => p.who), [1, 0]);
});

test("each rank from 2 to 10 has its number of pips in the standard layout", () => {
  const middle = (26 + 116) / 2; // card-art.js: the pips' rows run from 26 to 116
  for (let n = 2; n <= 10; n++) {
    const pips = PIP_LAYOUTS[n];
    assert.equal(pips.length, n, `${n} pips`);
    assert.equal(new Set(pips.map(String)).size, n, `${n}: no pip drawn twice`);
    for (const [x, y] of pips) assert.ok(x >= 25 && x <= 75 && y >= 20 && y <= 122, `${n}: pip inside the card`);
    // Every layout but the 7's reads the same turned round (the 7 has its odd pip above the middle).
    const turned = new Set(pips.map(([x, y]) => `${100 - x},${Math.round(2 * middle - y)}`));
    const same = pips.every(([x, y]) => turned.has(`${x},${Math.round(y)}`));
    assert.equal(same, n !== 7, `${n}: symmetric`);
    // The centre column: 2, 3, 5, 7, 8, 9 and 10 use it; 4 and 6 do not.
    assert.equal(pips.some(([x]) => x === 50), n !== 4 && n !== 6, `${n}: centre column`);
  }
});

test("the card backs and the felts are preferences: defaults, kept when valid, refused when not", () => {
  assert.equal(DEFAULT_PREFS.back, BACKS[0]);
  assert.equal(DEFAULT_PREFS.felt, FELTS[0]);
  assert.ok(BACKS.length >= 3 && FELTS.length >= 4);
  assert.deepEqual([prefs({ prefs: { back: "navy", felt: "wine" } }).back, prefs({ prefs: { back: "navy", felt: "wine" } }).felt], ["navy", "wine"]);
  assert.deepEqual([prefs({ prefs: { back: "pink", felt: 3 } }).back, prefs({ prefs: { back: "pink", felt: 3 } }).felt], [BACKS[0], FELTS[0]]);
  const settings = withPref({}, "felt", "slate");
  assert.equal(prefs(settings).felt, "slate");
  assert.equal(withPref(settings, "felt", "plaid"), settings, "an unknown felt changes nothing");
  assert.equal(withPref(settings, "back", "gold").prefs.back, "gold");
});

// The scoring cards taken are marked on the taker's pile from the view's ``taken`` (issue 44):
// Q♠, and with Black Maria K♠ and A♠, each marked; the hearts counted. Only in a hand being played.
test("the marks on a pile come from the view's taken cards, not the page's memory", async () => {
  const { pileMarks } = await import("../../web/js/views/piles.js");
  const view = (over) => ({ game: "hearts", phase: "play", taken: [[], ["QS", "KS", "2H", "TH"], [], ["AS"]], ...over });
  assert.deepEqual(pileMarks(view({}), 1), { cards: ["QS", "KS"], hearts: 2 });
  assert.deepEqual(pileMarks(view({}), 3), { cards: ["AS"], hearts: 0 });
  assert.deepEqual(pileMarks(view({}), 0), { cards: [], hearts: 0 });
  // between hands, in Spades, and a view saved before the view said it: no marks
  assert.deepEqual(pileMarks(view({ phase: "pass" }), 1), { cards: [], hearts: 0 });
  assert.deepEqual(pileMarks(view({ game: "spades" }), 1), { cards: [], hearts: 0 });
  assert.deepEqual(pileMarks(view({ taken: undefined }), 1), { cards: [], hearts: 0 });
});

test("a game won is celebrated only where motion is allowed", async () => {
  const { celebrate } = await import("../../web/js/views/celebrate.js");
  // reduced motion, the instant pace: nothing is added and nothing animates
  for (const dataset of [{ pace: "1", motion: "reduced" }, { pace: "0", motion: "full" }]) {
    const added = [];
    const body = { dataset, animate() {} };
    const box = { isConnected: true, append: (x) => added.push(x), getBoundingClientRect: () => ({ width: 500, height: 400 }) };
    assert.deepEqual(celebrate({ body }, box), []);
    assert.equal(added.length, 0);
  }
});
