// House rules on the page (issue 44), without a browser: which preset a set of options is
// ("custom" when none), what each preset sets, the short line of the rules in play at the table,
// and a house option's words from describe()'s ``about``.
import { test } from "node:test";
import assert from "node:assert/strict";
import { PRESETS, presetOf, presetOptions, rulesLine } from "../../web/js/words/house.js";
import { houseChoice, optionLines, statusText } from "../../web/js/words/sentences.js";
import { HEARTS } from "./house-describe.mjs";

test("every Hearts preset is recognised from its own rules, and kawu's are kawu", () => {
  assert.deepEqual(Object.keys(PRESETS.hearts), ["kawu", "windows", "omnibus", "black_maria", "spot", "no_passing"]);
  for (const preset of Object.keys(PRESETS.hearts)) {
    assert.equal(presetOf("hearts", HEARTS, presetOptions("hearts", HEARTS, preset)), preset, preset);
  }
  assert.equal(presetOf("hearts", HEARTS, {}), "kawu");
  assert.equal(presetOf("hearts", HEARTS, { ...HEARTS.defaults, ...HEARTS.house_defaults }), "kawu");
});

test("a preset sets what RULES.md says of it, and keeps the target", () => {
  const maria = presetOptions("hearts", HEARTS, "black_maria");
  assert.equal(maria.points, "black_maria");
  assert.deepEqual(maria.pass_directions, ["right"]);
  assert.equal(maria.pass_count, 3);
  assert.equal("target" in maria, false, "a preset keeps the game's length");
  assert.equal(presetOptions("hearts", HEARTS, "omnibus").jack_of_diamonds, true);
  assert.equal(presetOptions("hearts", HEARTS, "spot").points, "spot");
  assert.deepEqual(presetOptions("hearts", HEARTS, "no_passing").pass_directions, ["hold"]);
  const windows = presetOptions("hearts", HEARTS, "windows");
  assert.equal(windows.queen, "breaks_hearts");
  assert.deepEqual(windows.pass_directions, ["left", "right", "across", "hold"]);
  assert.equal(windows.first_lead, "two_clubs");
  assert.equal(windows.first_trick_points, false);
});

test("options that match no preset are custom; the target does not change the preset", () => {
  assert.equal(presetOf("hearts", HEARTS, { points: "black_maria" }), "custom", "Black Maria passes right");
  assert.equal(presetOf("hearts", HEARTS, { points: "black_maria", pass_directions: ["right"], pass_count: 4 }), "custom");
  assert.equal(presetOf("hearts", HEARTS, { points: "black_maria", pass_directions: ["right"], target: 50 }), "black_maria");
  assert.equal(presetOf("hearts", HEARTS, { hearts_lead: "any" }), "custom");
});

test("the rules line: none for kawu's rules, the preset and the passes otherwise", () => {
  assert.equal(rulesLine("en", "hearts", HEARTS, HEARTS.defaults), null);
  assert.equal(rulesLine("en", "hearts", HEARTS, { ...HEARTS.defaults, points: "black_maria", pass_directions: ["right"] }), "Black Maria · pass right · 3 cards");
  assert.equal(rulesLine("it", "hearts", HEARTS, { ...HEARTS.defaults, points: "black_maria", pass_directions: ["right"] }), "Black Maria · passaggio a destra · 3 carte");
  assert.equal(rulesLine("en", "hearts", HEARTS, { pass_directions: ["hold"] }), "No passing");
  assert.equal(rulesLine("en", "hearts", HEARTS, { pass_count: 5, hearts_lead: "any" }), "Leading hearts: Any time · pass left, right, across, hold · 5 cards");
  assert.equal(rulesLine("en", "hearts", HEARTS, { target: 50 }), "Game ends at: 50 points · pass left, right, across, hold · 3 cards");
  assert.equal(rulesLine("en", "hearts", HEARTS, { pass_directions: ["hold"], points: "spot" }), "Spot: ♥ by rank, Q♠ 25 · no passing");
});

test("house options in words: the pass cycle, and the rules page's list", () => {
  assert.equal(houseChoice("en", HEARTS.about, "pass_directions", ["left", "right", "hold"]), "Left, right, no pass");
  assert.equal(houseChoice("it", HEARTS.about, "pass_directions", ["right"]), "A destra");
  assert.deepEqual(optionLines("en", { target: 100, pass_count: 4 }, HEARTS.about), ["Game ends at: 100 points", "Cards passed: 4"]);
});

test("the pass's instruction says the view's number of cards, and a hold hand says so", () => {
  const v = { game: "hearts", phase: "pass", pass_to: 3, pass_direction: "right", pass_count: 5, legal: [], hand_sizes: [13, 13, 13, 13] };
  assert.equal(statusText("en", v, { awaiting: "pass", selected: ["2C", "3C"] }), "Choose 5 cards to pass to East (right): 2 of 5.");
  const hold = { game: "hearts", phase: "play", pass_direction: "none", trick: [], trick_number: 1, received: [], hand_sizes: [13, 13, 13, 13], legal: ["2C"] };
  assert.match(statusText("en", hold, { awaiting: "play", selected: [] }), /^No pass this hand\. /);
});
