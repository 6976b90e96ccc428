// The rules of a Lab match (issue 44): kawu's, the player's own house rules (the start screen's
// choice for the game, offered only when it holds one), or one of the start screen's presets
// (words/house.js: their data and names are the start screen's). A match's spec carries only the
// options that are not kawu's; the engine checks them. Pure functions over describe()'s data:
// tests/node/lab.test.mjs.
import { t } from "../words/i18n.js";
import { PRESETS, kawuOptions, presetOptions, rulesLine, same, scoringLine } from "../words/house.js";

/** ``options`` without those that are kawu's (``spec``: describe().games[game]). */
export function notKawu(spec, options) {
  const kawu = kawuOptions(spec);
  return Object.fromEntries(Object.entries(options ?? {}).filter(([k, v]) => !(k in kawu) || !same(v, kawu[k])));
}

/**
 * The rules the Lab offers for ``game``: [{value, options}], ``options`` what the spec carries.
 * "kawu" first; "mine" (``mine``: the player's options for the game) when they hold a rule that
 * is not kawu's; then each preset of the game but kawu's, by its name. Without describe()'s data
 * (``spec``), kawu's alone.
 */
export function rulesChoices(game, spec, mine) {
  const choices = [{ value: "kawu", options: {} }];
  if (!spec) return choices;
  const own = notKawu(spec, mine);
  if (Object.keys(own).length) choices.push({ value: "mine", options: own });
  for (const preset of Object.keys(PRESETS[game] ?? {})) {
    if (preset !== "kawu") choices.push({ value: preset, options: notKawu(spec, presetOptions(game, spec, preset)) });
  }
  return choices;
}

/** The options of the choice ``value`` (kawu's, {}, when it is not offered). */
export function rulesOptions(value, game, spec, mine) {
  return (rulesChoices(game, spec, mine).find((c) => c.value === value) ?? { options: {} }).options;
}

/** The rules a match played, in words: "kawu's rules", or the rules line of the table
 *  ("Black Maria · pass right · 3 cards"); without describe()'s data, each option as it is. */
export function rulesWords(lang, game, spec, options) {
  if (!Object.keys(options ?? {}).length) return t(lang, "lab.rules.kawu");
  if (!spec) return scoringLine(lang, null, options);
  return rulesLine(lang, game, spec, options) ?? t(lang, "lab.rules.kawu");
}

/** A choice's label in the Lab's select: "kawu's rules", "My house rules: …", or the preset's line. */
export function rulesLabel(lang, game, spec, choice) {
  if (choice.value === "kawu") return t(lang, "lab.rules.kawu");
  const line = rulesWords(lang, game, spec, choice.options);
  return choice.value === "mine" ? t(lang, "lab.rules.mine", { rules: line }) : line;
}
