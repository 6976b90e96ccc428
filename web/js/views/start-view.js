// The start screen. In the first view at every size: a button that continues each game in
// progress, and one that deals each game at once with the last choices (Trickster's one tap to a
// table), with a line that says what is set. Below, folded: the options of a game (the rules the
// engine offers, from describe(); the house rules, house-view.js; the computer players' level;
// a deal code to play a deal again); then the day's deal, and the rules, strategy and the Lab.
import { h, clear } from "./dom.js";
import { t } from "../words/i18n.js";
import { continueText } from "../words/sentences.js";
import { choiceLabel } from "../words/sentences.js";
import { aboutOption, rulesLine } from "../words/house.js";
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

/** The games in progress, each with a button to continue it (pressed before Python is ready, it
 *  says so and goes on once it is: ``pending``). */
function continueList(lang, saved, pending) {
  if (!saved.length) return null;
  return h(
    "ul",
    { class: "continue-list", id: "continue", "aria-label": t(lang, "start.continueLabel") },
    saved.map((entry) => {
      const waiting = pending?.kind === "continue" && pending.game === entry.game;
      return h(
        "li",
        {},
        h(
          "button",
          { type: "button", class: "primary", id: `continue-${entry.game}`, dataset: { intent: "continue", game: entry.game }, "aria-busy": waiting ? "true" : undefined },
          waiting ? t(lang, "start.pendingContinue", { game: t(lang, `game.${entry.game}`) }) : continueText(lang, entry),
        ),
      );
    }),
  );
}

/** What a game's button deals: "Normal computer players · to 100 points · standard rules". */
export function choiceLine(lang, game, spec, choice) {
  const parts = [t(lang, "start.levelLine", { level: t(lang, `level.${choice.level}`).toLocaleLowerCase(lang) })];
  if (spec) {
    const options = { ...spec.defaults, ...(spec.house_defaults ?? {}), ...(choice.options ?? {}) };
    parts.push(t(lang, "choice.target", { n: options.target }));
    // the rules beside the game's length (said already)
    parts.push(rulesLine(lang, game, spec, { ...options, target: spec.defaults.target }) ?? t(lang, "start.standardRules"));
  }
  return parts.join(" · ");
}

/**
 * One button a game: its name, what it is, and what it deals; pressed, a game is dealt at once
 * (before Python is ready, the button says so and deals as soon as it is: ``pending``). The
 * game played last comes first, and is the primary button when no game waits to be continued.
 */
function playButtons(lang, describe, choices, pending, primaryGame) {
  const games = ["hearts", "spades"];
  const order = primaryGame === "spades" ? ["spades", "hearts"] : games;
  return h(
    "div",
    { class: "play-games", role: "group", "aria-label": t(lang, "start.newGame") },
    order.map((game) => {
      const waiting = pending?.kind === "play" && pending.game === game;
      const line = choiceLine(lang, game, describe?.games?.[game], choices[game]);
      // The whole card is the button's: its name is the button, and the button's ::after covers
      // the card (style.css), so a press anywhere on it deals. (Not a button holding the card:
      // WebKit sizes a button's box before its lines wrap, and the card's last lines spilt out.)
      return h(
        "div",
        { class: `play-game ${game === primaryGame ? "primary" : "secondary"}`, dataset: { game } },
        h("span", { class: "play-suit", "aria-hidden": "true" }, game === "hearts" ? "♥" : "♠"),
        h(
          "button",
          { type: "button", class: "play-name", id: `play-${game}`, dataset: { intent: "play", game }, "aria-busy": waiting ? "true" : undefined, "aria-describedby": `play-${game}-blurb play-${game}-line` },
          waiting ? t(lang, "start.pendingPlay", { game: t(lang, `game.${game}`) }) : t(lang, "start.playGame", { game: t(lang, `game.${game}`) }),
        ),
        h("span", { class: "play-blurb", id: `play-${game}-blurb` }, t(lang, `game.${game}.short`)),
        h("span", { class: "play-line", id: `play-${game}-line` }, line),
      );
    }),
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

/** "New to the game? Learn it at the table": a lesson of each game (issue 51), secondary to
 *  dealing; a lesson left halfway is offered to go on with. ``lessons``: {kept: {game}|null,
 *  aside: the backup key of a kept lesson that could not be opened again, or null}. */
function lessonsLine(lang, lessons, pending) {
  if (!lessons) return null;
  const busy = (kind, game) => (pending?.kind === kind && (!game || pending.game === game) ? "true" : undefined);
  return h(
    "section",
    { class: "lessons", id: "lessons", "aria-labelledby": "lessons-title" },
    h("h3", { id: "lessons-title" }, t(lang, "lesson.startTitle")),
    lessons.aside ? h("p", { class: "notice", role: "status", id: "lesson-notice" }, t(lang, "lesson.keptAs", { key: lessons.aside })) : null,
    h(
      "div",
      { class: "lesson-buttons" },
      lessons.kept
        ? h("button", { type: "button", class: "secondary", id: "lesson-continue", dataset: { intent: "lesson-continue" }, "aria-busy": busy("lesson-continue") }, t(lang, "lesson.continue", { game: t(lang, `game.${lessons.kept.game}`) }))
        : null,
      ["hearts", "spades"].map((game) =>
        h("button", { type: "button", class: "secondary", id: `lesson-${game}`, dataset: { intent: "lesson", game }, "aria-busy": busy("lesson", game) }, t(lang, "lesson.learn", { game: t(lang, `game.${game}`) })),
      ),
    ),
  );
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
   * @param {{lang, describe, choice: {game, options, level}, choices: {hearts, spades},
   *   ready: boolean, pending: {kind, game}|null, notice: Node|null, dealError: string|null,
   *   saved: Array, daily: Node|null}} m
   */
  render(m) {
    const { lang, describe, choice, ready } = m;
    this.shownGame = choice.game;
    const typed = this.section.querySelector("#deal-code")?.value ?? "";
    // The house rules' group stays open once opened (for the same game); so do the options.
    const house = this.section.querySelector("#house-rules");
    const open = Boolean(house?.open && house.dataset.game === choice.game);
    const optionsOpen = Boolean(this.section.querySelector("#start-options")?.open || m.dealError);
    this.lang = lang;
    this.spec = describe?.games?.[choice.game] ?? null;
    const saved = m.saved ?? [];
    clear(
      this.section,
      h("h2", { id: "start-title", class: "start-title" }, t(lang, "start.title")),
      m.notice,
      continueList(lang, saved, m.pending),
      playButtons(lang, describe, m.choices ?? { [choice.game]: choice }, m.pending, saved.length ? null : choice.game),
      ready ? null : h("p", { class: "waiting", id: "start-waiting" }, t(lang, m.pending ? "start.waitingPending" : "start.waiting")),
      h(
        "details",
        { class: "start-options", id: "start-options", open: optionsOpen || undefined },
        h("summary", { id: "start-options-summary" }, t(lang, "start.optionsSummary")),
        h(
          "form",
          { id: "start-form", dataset: { intent: "start" }, "aria-labelledby": "start-options-summary" },
          gamePicker(lang, describe, choice),
          rulesFieldset(lang, describe, choice),
          houseGroup(lang, describe, choice, open),
          dealFieldset(lang, typed, m.dealError ?? null),
          h(
            "div",
            { class: "start-actions" },
            h("button", { type: "submit", class: "primary", id: "btn-start", "aria-busy": m.pending?.kind === "form" ? "true" : undefined }, t(lang, "start.playWith", { game: t(lang, `game.${choice.game}`) })),
          ),
        ),
      ),
      lessonsLine(lang, m.lessons ?? null, m.pending),
      m.daily ?? null,
      guideLinks(lang),
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
