import { test } from "node:test";
import assert from "node:assert/strict";
import { longName, shortName, sortHand, isRed } from "../../web/js/words/cards.js";

test("cards are named in the page's language", () => {
  assert.equal(longName("it", "QS"), "Donna di picche");
  assert.equal(longName("en", "QS"), "Queen of spades");
  assert.equal(longName("it", "TH"), "10 di cuori");
  assert.equal(longName("en", "2C"), "2 of clubs");
  assert.equal(shortName("TH"), "10♥");
  assert.ok(isRed("AD") && !isRed("AC"));
});

test("a hand is sorted by suit (clubs, diamonds, spades, hearts) then rank", () => {
  assert.deepEqual(sortHand(["AH", "2C", "TS", "KD", "3C", "JS"]), ["2C", "3C", "KD", "TS", "JS", "AH"]);
});
