// The message table: Italian and English complete and consistent; the browser picks the language.
import { test } from "node:test";
import assert from "node:assert/strict";
import { MESSAGES, LANGUAGES, pickLanguage, t } from "../../web/js/words/i18n.js";

const slots = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test("Italian and English have exactly the same keys", () => {
  assert.deepEqual(Object.keys(MESSAGES.it).sort(), Object.keys(MESSAGES.en).sort());
  assert.deepEqual(LANGUAGES, ["it", "en"]);
});

test("every message is non-empty and has the same {slots} in both languages", () => {
  for (const key of Object.keys(MESSAGES.it)) {
    assert.ok(MESSAGES.it[key].trim(), `it ${key} is empty`);
    assert.ok(MESSAGES.en[key].trim(), `en ${key} is empty`);
    assert.deepEqual(slots(MESSAGES.it[key]), slots(MESSAGES.en[key]), key);
  }
});

test("every key the page's modules use is in the table", async () => {
  const { readFileSync, readdirSync } = await import("node:fs");
  const dir = new URL("../../web/js/", import.meta.url);
  const used = new Set();
  for (const name of readdirSync(dir, { recursive: true }).filter((n) => n.endsWith(".js"))) {
    const source = readFileSync(new URL(name, dir), "utf8");
    for (const m of source.matchAll(/t\(\s*[\w.]*lang,\s*"([\w.]+)"/g)) used.add(m[1]);
  }
  const html = readFileSync(new URL("../../web/index.html", import.meta.url), "utf8");
  for (const m of html.matchAll(/data-i18n="([\w.]+)"/g)) used.add(m[1]);
  assert.ok(used.size > 40, `found only ${used.size} keys`);
  for (const key of used) assert.ok(key in MESSAGES.it, `missing ${key}`);
});

test("every guide document is there in every language, and only those", async () => {
  const { readdirSync } = await import("node:fs");
  const { DOCS, GENERAL } = await import("../../web/js/views/guide.js");
  const want = [...["hearts", "spades"].flatMap((g) => DOCS.map((d) => `${g}-${d}.md`)), ...GENERAL.map((d) => `${d}.md`)].sort();
  const root = new URL("../../web/guide/", import.meta.url);
  assert.deepEqual(readdirSync(root).sort(), [...LANGUAGES].sort());
  for (const lang of LANGUAGES) assert.deepEqual(readdirSync(new URL(`${lang}/`, root)).sort(), want, lang);
});

test("the language follows the browser's preferences", () => {
  assert.equal(pickLanguage(["it-IT", "en-US"]), "it");
  assert.equal(pickLanguage(["de-DE", "it"]), "it");
  assert.equal(pickLanguage(["en-GB", "it-IT"]), "en");
  assert.equal(pickLanguage(["fr-FR"]), "en");
  assert.equal(pickLanguage([]), "en");
});

test("t fills the slots and falls back to the key", () => {
  assert.equal(t("it", "hud.hand", { n: 3 }), "Mano 3");
  assert.equal(t("en", "hud.hand", { n: 3 }), "Hand 3");
  assert.equal(t("en", "no.such.key"), "no.such.key");
});
