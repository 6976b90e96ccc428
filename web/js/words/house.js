// House rules (issue 44) on the page: the named presets of each game, which preset a set of
// options is (or "custom"), the words of a house option's choices (from describe()'s ``about``),
// and the short line of the rules in play shown at the table. Pure functions over describe()'s
// data: the rules themselves are the engine's (RULES.md, "House rules").
import { t } from "./i18n.js";
import { choiceLabel, houseChoice } from "./sentences.js";


/**
 * Each game's presets: the options each sets, on top of kawu's (every other rule kawu's). The
 * game's length (``target``) is no preset's: a preset keeps the target chosen.
 * - kawu: kawu's rules (every option its default).
 * - windows: the classic Windows Hearts: pass left, right, across, hold; 3 cards; 2♣ leads;
 *   no points on the first trick; hearts broken by a heart or by Q♠ (kawu: only by a heart).
 * - omnibus: J♦ scores −10 to whoever takes it.
 * - black_maria: K♠ 10 and A♠ 7 score beside Q♠ 13 and the hearts; every pass to the right.
 * - spot: hearts score their rank (2–10, J 11, Q 12, K 13, A 14), Q♠ 25.
 * - no_passing: no hand has a pass.
 */
export const PRESETS = {
  hearts: {
    kawu: {},
    windows: { queen: "breaks_hearts" },
    omnibus: { jack_of_diamonds: true },
    black_maria: { points: "black_maria", pass_directions: ["right"] },
    spot: { points: "spot" },
    no_passing: { pass_directions: ["hold"] },
  },
  spades: {
    // RULES.md names no Spades variant: kawu's rules, or each option chosen ("custom").
    kawu: {},
  },
};

/** The keys a preset covers: every option of the game but its length. */
export function ruleKeys(spec) {
  return [...Object.keys(spec.options), ...Object.keys(spec.house ?? {})].filter((k) => k !== "target");
}

/** kawu's value of every option of the game (seed options and house rules). */
export function kawuOptions(spec) {
  return { ...spec.defaults, ...(spec.house_defaults ?? {}) };
}

/** Whether two options' values are the same (a list of directions compared by its items). */
export const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Every rule a preset sets (all the rule keys, kawu's where the preset says nothing). */
export function presetOptions(game, spec, preset) {
  const kawu = kawuOptions(spec);
  const values = { ...(PRESETS[game]?.[preset] ?? {}) };
  return Object.fromEntries(ruleKeys(spec).map((k) => [k, k in values ? values[k] : kawu[k]]));
}

/** The preset ``options`` are (an option not given is kawu's), or "custom". */
export function presetOf(game, spec, options) {
  const kawu = kawuOptions(spec);
  const value = (k) => (k in options ? options[k] : kawu[k]);
  for (const preset of Object.keys(PRESETS[game] ?? {})) {
    const wanted = presetOptions(game, spec, preset);
    if (ruleKeys(spec).every((k) => same(value(k), wanted[k]))) return preset;
  }
  return "custom";
}

/** The cycles of pass directions the start screen offers (the one in ``current`` too). */
export function directionCycles(current) {
  const cycles = [["left", "right", "across", "hold"], ["left", "right", "across"], ["left", "right"], ["left"], ["right"], ["across"], ["hold"]];
  if (Array.isArray(current) && !cycles.some((c) => same(c, current))) cycles.push(current);
  return cycles;
}

/** An option's name and one-line explanation in ``lang`` (describe()'s ``about``). */
export function aboutOption(lang, about, name) {
  return about?.[name]?.[lang] ?? { name, explain: "" };
}

/** "pass right", "no passing", "pass left, right, across, hold" (a Hearts game's passes). */
function passWords(lang, options) {
  const cycle = options.pass_directions;
  if (same(cycle, ["hold"])) return t(lang, "rules.line.noPass");
  return t(lang, "rules.line.pass", { directions: cycle.map((d) => t(lang, `rules.line.dir.${d}`)).join(", ") });
}

/**
 * The rules in play in short, for the table: null when they are kawu's; else the preset's name
 * (when they are a named one), every other option that is not kawu's, and in Hearts the passes
 * and their size: "Black Maria · pass right · 3 cards".
 * @param {string} game @param {object} spec describe().games[game] @param {object} options the view's
 */
export function rulesLine(lang, game, spec, options) {
  if (!spec || !options) return null;
  const kawu = kawuOptions(spec);
  const full = { ...kawu, ...options };
  const differs = Object.keys(kawu).filter((k) => !same(full[k], kawu[k]));
  if (!differs.length) return null;
  const preset = presetOf(game, spec, full);
  const parts = [];
  const covered = new Set(["pass_directions", "pass_count"]);
  if (preset !== "custom" && preset !== "kawu") {
    parts.push(t(lang, `house.preset.${preset}`));
    for (const k of Object.keys(PRESETS[game][preset])) covered.add(k);
  }
  for (const k of differs) {
    if (covered.has(k)) continue;
    const own = k in spec.options;
    const name = own ? t(lang, `option.${k}`) : aboutOption(lang, spec.about, k).name;
    const value = own ? choiceLabel(lang, k, full[k]) : houseChoice(lang, spec.about, k, full[k]);
    parts.push(k === "points" ? value : `${name}: ${value}`); // ("Spot: ♥ by rank, Q♠ 25" names itself)
  }
  if (game === "hearts") {
    // Without passing, the number of cards passed means nothing (and "No passing" says it all).
    if (!same(full.pass_directions, ["hold"])) parts.push(passWords(lang, full), t(lang, "rules.line.cards", { n: full.pass_count }));
    else if (preset !== "no_passing") parts.push(t(lang, "rules.line.noPass"));
  }
  return parts.join(" · ");
}

/** Scoring house rules in short, for the statistics: "Black Maria: ♥ 1, Q♠ 13, K♠ 10, A♠ 7 ·
 *  No-tricks bonus: Yes" (``options``: the rules that are not kawu's; their keys without
 *  ``spec``). */
export function scoringLine(lang, spec, options) {
  return Object.entries(options)
    .map(([k, v]) => {
      if (!spec?.about?.[k]) return `${k}=${v}`;
      const value = houseChoice(lang, spec.about, k, v);
      return k === "points" ? value : `${aboutOption(lang, spec.about, k).name}: ${value}`;
    })
    .join(" · ");
}

/** How many cards a pass takes in the view's game (a view from before house rules: kawu's 3). */
export function passCount(view) {
  return view?.pass_count ?? 3;
}
