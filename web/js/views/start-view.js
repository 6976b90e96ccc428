// The start screen: the game, the rules the engine offers (from describe()), the house rules
// (house-view.js: presets and each house option, explained), the bots' level,
// links to the rules and strategy pages, and a deal code to play a deal again.
import { h, clear } from "./dom.js";
import { t } from "../words/i18n.js";
import { continueText } from "../words/sentences.js";
import { choiceLabel } from "../words/sentences.js";
import { aboutOption } from "../words/house.js";
import { applyPreset, explainedField, houseGroup, showPreset } from "./house-view.js";

const GAME_OF_LETTER = { H: "hearts", S: "spades" };

/**
 * A typed deal code, tidied: {code, game} or {error: "invalid"}. Case and spaces do not matter;
 * the engine checks the rest (and says what is wrong).
 */
export function parseDeal(text) {
  const clean = String(text ?? "").toUpperCase().replace(/\s+/g, "");
  // Hearts' digit: the pass direction, plus 4 x the dealer when the dealer leads (kawu/engine/deals.py).
  const m = /^(H[0-9A-F]|S[0-3])-?([0-9A-Z]{8})$/.exec(clean);
  if (!m) return { error: "invalid" };
  return { code: `${m[1]}-${m[2]}`, game: GAME_OF_LETTER[m[1][0]] };
}

/** The games in progress, each with a button to continue it. */
function continueList(lang, saved, ready) {
  if (!saved.length) return null;
  return h(
    "ul",
    { class: "continue-list", id: "continue", "aria-label": t(lang, "start.continueLabel") },
    saved.map((entry) =>
      h(
        "li",
        {},
        h("button", { type: "button", class: "primary", id: `continue-${entry.game}`, dataset: { intent: "continue", game: entry.game }, disabled: !ready || undefined }, continueText(lang, entry)),
      ),
    ),
  );
}

function gamePicker(lang, describe, choice) {
  const games = describe ? Object.keys(describe.games) : ["hearts", "spades"];
  return h(
    "fieldset",
    { class: "games" },
    h("legend", {}, t(lang, "start.game")),
    games.map((g) =>
      h(
        "label",
        { class: "game-choice", dataset: { game: g } },
        h("input", { type: "radio", name: "game", value: g, checked: choice.game === g, dataset: { intent: "choose-game" } }),
        h("span", { class: "game-name" }, t(lang, `game.${g}`)),
        h("span", { class: "blurb" }, t(lang, `game.${g}.blurb`)),
      ),
    ),
  );
}

function selectField(id, label, select) {
  return h("div", { class: "field" }, h("label", { for: id }, label), select);
}

/** The options the engine offers for the game chosen (from describe()), and the level. */
function rulesFieldset(lang, describe, choice) {
  const rules = h("fieldset", { class: "rules" }, h("legend", {}, t(lang, "start.options")));
  if (!describe) return rules;
  const spec = describe.games[choice.game];
  for (const [name, values] of Object.entries(spec.options)) {
    const current = choice.options[name] ?? spec.defaults[name];
    const id = `opt-${name}`;
    const options = values.map((value) => h("option", { value: JSON.stringify(value), selected: value === current }, choiceLabel(lang, name, value)));
    const select = h("select", { id, name, dataset: { option: name } }, options);
    const explain = aboutOption(lang, spec.about, name).explain;
    rules.append(explain ? explainedField(id, t(lang, `option.${name}`), select, explain) : selectField(id, t(lang, `option.${name}`), select));
  }
  const levels = describe.levels.map((level) => h("option", { value: level, selected: level === choice.level }, t(lang, `level.${level}`)));
  rules.append(selectField("opt-level", t(lang, "start.level"), h("select", { id: "opt-level", name: "level" }, levels)));
  return rules;
}

function guideLinks(lang) {
  const link = (g, doc) => h("button", { type: "button", class: "linkish", dataset: { intent: "guide", game: g, doc } }, t(lang, `guide.link.${doc}`, { game: t(lang, `game.${g}`) }));
  return h(
    "p",
    { class: "guide-links" },
    t(lang, "start.guides"),
    " ",
    ["hearts", "spades"].flatMap((g) => [link(g, "rules"), " · ", link(g, "strategy"), g === "hearts" ? " · " : ""]),
    " · ",
    h("button", { type: "button", class: "linkish", id: "start-lab", dataset: { intent: "lab" } }, t(lang, "start.lab")),
  );
}

/** "Replay a deal": a typed deal code (kept across redraws), and what is wrong with it. */
function dealFieldset(lang, typed, dealError) {
  return h(
    "fieldset",
    { class: "deal" },
    h("legend", {}, t(lang, "deal.legend")),
    h(
      "div",
      { class: "field" },
      h("label", { for: "deal-code" }, t(lang, "deal.label")),
      h("input", {
        id: "deal-code",
        name: "deal",
        type: "text",
        autocomplete: "off",
        autocapitalize: "characters",
        spellcheck: "false",
        placeholder: "H0-7KQ3M9XA",
        value: typed,
        "aria-describedby": dealError ? "deal-help deal-error" : "deal-help",
        "aria-invalid": dealError ? "true" : undefined,
      }),
      h("p", { class: "help", id: "deal-help" }, t(lang, "deal.help")),
      dealError ? h("p", { class: "error", id: "deal-error", role: "alert" }, dealError) : null,
    ),
  );
}

export class StartView {
  constructor(section) {
    this.section = section;
  }

  /**
   * @param {{lang, describe, choice: {game, options, level}, ready: boolean, notice: Node|null,
   *   dealError: string|null, saved: Array}} m
   */
  render(m) {
    const { lang, describe, choice, ready } = m;
    this.shownGame = choice.game;
    const typed = this.section.querySelector("#deal-code")?.value ?? "";
    // The house rules' group stays open once opened (for the same game).
    const house = this.section.querySelector("#house-rules");
    const open = Boolean(house?.open && house.dataset.game === choice.game);
    this.lang = lang;
    this.spec = describe?.games?.[choice.game] ?? null;
    clear(
      this.section,
      h("h2", { id: "start-title" }, t(lang, "start.title")),
      m.notice,
      continueList(lang, m.saved ?? [], ready),
      m.daily ?? null,
      h(
        "form",
        { id: "start-form", dataset: { intent: "start" }, "aria-labelledby": "start-title" },
        gamePicker(lang, describe, choice),
        guideLinks(lang),
        rulesFieldset(lang, describe, choice),
        houseGroup(lang, describe, choice, open),
        dealFieldset(lang, typed, m.dealError ?? null),
        h(
          "div",
          { class: "start-actions" },
          h("button", { type: "submit", class: "primary", id: "btn-start", disabled: !ready || undefined }, t(lang, "start.play")),
          ready ? null : h("span", { class: "waiting" }, t(lang, "start.waiting")),
        ),
      ),
    );
  }

  /** A preset chosen: the selects take its rules. */
  presetChosen(preset) {
    const form = this.section.querySelector("#start-form");
    if (form) applyPreset(form, this.shownGame, this.spec, preset);
    this.ruleChanged();
  }

  /** A rule changed (or a preset chosen): the preset shown is the one the selects now make. */
  ruleChanged() {
    const form = this.section.querySelector("#start-form");
    if (form) showPreset(form, this.lang, this.shownGame, this.spec, this.read().options);
  }

  /** What the form says now: {game, options (of the game shown: shownGame), level}. */
  read() {
    const form = this.section.querySelector("#start-form");
    const game = form.querySelector("input[name=game]:checked")?.value ?? "hearts";
    const options = {};
    for (const select of form.querySelectorAll("select[data-option]")) options[select.dataset.option] = JSON.parse(select.value);
    const level = form.querySelector("#opt-level")?.value ?? "normal";
    const deal = form.querySelector("#deal-code")?.value.trim() || null;
    return { game, options, level, deal };
  }
}
