// House rules on the page (issue 44), without a browser: which preset a set of options is
// ("custom" when none), what each preset sets, the short line of the rules in play at the table,
// and a house option's words from describe()'s ``about``.
import { test } from "node:test";
import assert from "node:assert/strict";
import { PRESETS, presetOf, presetOptions, rulesLine } from "../../web/js/words/house.js";
import { houseChoice, optionLines, statusText } from "../../web/js/words/sentences.js";

const value = (v, en, it = en) => ({ value: v, en, it });
// describe().games.hearts, as kawu.api.describe() gives it (the words cut to those used here).
const HEARTS = {
  options: { target: [100, 50, 150], queen: ["free", "after_hearts", "breaks_hearts"], moon: ["add_to_others", "subtract_from_self", "best_for_shooter"], jack_of_diamonds: [false, true] },
  defaults: { target: 100, queen: "free", moon: "add_to_others", jack_of_diamonds: false },
  house: { pass_directions: ["left", "right", "across", "hold"], pass_count: [3, 4, 5], first_trick_points: [false, true], hearts_lead: ["broken", "any"], first_lead: ["two_clubs", "any_club", "dealer_left"], points: ["standard", "black_maria", "spot"], no_tricks_bonus: [false, true] },
  house_defaults: { pass_directions: ["left", "right", "across", "hold"], pass_count: 3, first_trick_points: false, hearts_lead: "broken", first_lead: "two_clubs", points: "standard", no_tricks_bonus: false },
  about: {
    pass_directions: { en: { name: "Pass directions" }, it: { name: "Direzioni del passaggio" }, values: [value("left", "Left", "A sinistra"), value("right", "Right", "A destra"), value("across", "Across", "Di fronte"), value("hold", "No pass", "Nessun passaggio")] },
    pass_count: { en: { name: "Cards passed" }, it: { name: "Carte passate" }, values: [value(3, "3"), value(4, "4"), value(5, "5")] },
    hearts_lead: { en: { name: "Leading hearts" }, it: { name: "Aprire con i cuori" }, values: [value("broken", "Once broken", "Dopo che sono rotti"), value("any", "Any time", "Sempre")] },
    points: { en: { name: "Points" }, it: { name: "Punti" }, values: [value("standard", "Standard: ♥ 1, Q♠ 13"), value("black_maria", "Black Maria: ♥ 1, Q♠ 13, K♠ 10, A♠ 7"), value("spot", "Spot: ♥ by rank, Q♠ 25", "Spot: ♥ secondo il valore, Q♠ 25")] },
    no_tricks_bonus: { en: { name: "No tricks bonus" }, it: { name: "Bonus senza prese" }, values: [value(false, "Off", "No"), value(true, "On", "Sì")] },
  },
};

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
