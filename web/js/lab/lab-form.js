// The Lab's form (issue 35): the saved bots and the starters, the bot's name and game, its file
// and wheels, the editor, the match's settings and buttons, the status and the result. Each
// control calls the Lab (lab.js), which keeps the state and draws it.
import { h, clear } from "../views/dom.js";
import { explainedField } from "../views/house-view.js";
import { LIMIT_S, MAX_DEALS } from "./protocol.js";
import { rulesLabel } from "./lab-rules.js";
import { STARTERS } from "./starters.js";

/** The seats a bot may take at the person's table: Hearts, an opponent; Spades, the partner
 *  (North, the first offered) or an opponent. */
function seatOptions(t, lang, game) {
  const seats = game === "spades" ? [2, 1, 3] : [1, 2, 3];
  return seats.map((seat) => h("option", { value: String(seat) }, t(lang, `lab.seat.${side(game, seat)}`, { seat: t(lang, `seat.${seat}`) })));
}

/** The rules a match of ``game`` may be played by (kawu's, the player's own, the presets), the
 *  Lab's choice selected (kawu's when the game does not offer it). */
function rulesOptions(lab, game) {
  const { spec, choices } = lab.rulesFor(game);
  if (!choices.some((c) => c.value === lab.rules)) lab.rules = "kawu";
  return choices.map((c) => h("option", { value: c.value, selected: c.value === lab.rules }, rulesLabel(lab.lang, game, spec, c)));
}

/** The bot's side at the person's table: "partner" (North in Spades) or "opponent". */
export const side = (game, seat) => (game === "spades" && seat === 2 ? "partner" : "opponent");

/** The Lab panel's body, for ``lab`` (a Lab: its bot, store, editor host and handlers). */
export function labForm(lab) {
  const { t, lang } = lab;
  const saved = lab.store.list();
  const field = (id, label, control) => h("div", { class: "field" }, h("label", { for: id }, label), control);
  const levels = ["easy", "normal", "hard"].map((l) => h("option", { value: l, selected: l === "normal" }, t(lang, `level.${l}`)));
  const button = (id, key, handler, extra = {}) => {
    const b = h("button", { type: "button", id, ...extra }, t(lang, key));
    b.addEventListener("click", handler);
    return b;
  };
  const starters = h("select", { id: "lab-starter" }, h("option", { value: "" }, t(lang, "lab.starterPick")), Object.keys(STARTERS).map((n) => h("option", { value: n }, n)));
  starters.addEventListener("change", () => lab.starter(starters.value));
  const savedSelect = h("select", { id: "lab-saved" }, h("option", { value: "" }, t(lang, saved.length ? "lab.savedPick" : "lab.savedNone")), saved.map((b) => h("option", { value: b.name, selected: b.name === lab.bot.name }, b.name)));
  savedSelect.addEventListener("change", () => lab.pick(savedSelect.value));
  const name = h("input", { id: "lab-name", type: "text", value: lab.bot.name, autocomplete: "off", spellcheck: "false" });
  name.addEventListener("change", () => (lab.bot.name = name.value.trim()));
  const game = h("select", { id: "lab-game" }, ["hearts", "spades"].map((g) => h("option", { value: g, selected: g === lab.bot.game }, t(lang, `game.${g}`))));
  const seat = h("select", { id: "lab-seat" }, seatOptions(t, lang, lab.bot.game));
  const rules = h("select", { id: "lab-rules" }, rulesOptions(lab, lab.bot.game));
  rules.addEventListener("change", () => (lab.rules = rules.value));
  game.addEventListener("change", () => {
    lab.bot.game = game.value;
    clear(seat, seatOptions(t, lang, game.value));
    clear(rules, rulesOptions(lab, game.value));
    lab.$("#lab-guide").dataset.game = game.value;
    lab.draw();
  });
  const open = h("input", { id: "lab-open", type: "file", accept: ".py,text/x-python,text/plain" });
  open.addEventListener("change", () => lab.openFile(open.files?.[0]));
  const wheel = h("input", { id: "lab-wheel", type: "file", accept: ".whl", multiple: true });
  wheel.addEventListener("change", () => lab.addWheels([...(wheel.files ?? [])]));
  const run = h("form", { id: "lab-run-form", class: "lab-run" });
  run.addEventListener("submit", (event) => {
    event.preventDefault();
    lab.run();
  });
  run.append(
    field("lab-level", t(lang, "lab.level"), h("select", { id: "lab-level" }, levels)),
    explainedField("lab-rules", t(lang, "lab.rules"), rules, t(lang, "lab.rulesHelp")),
    field("lab-deals", t(lang, "lab.deals"), h("input", { id: "lab-deals", type: "number", min: "1", max: String(MAX_DEALS), value: "10", required: true })),
    field("lab-seed", t(lang, "lab.seed"), h("input", { id: "lab-seed", type: "number", min: "0", value: "1", required: true })),
    field("lab-games", t(lang, "lab.games"), h("input", { id: "lab-games", type: "checkbox" })),
    field("lab-policy", t(lang, "lab.policy"), h("select", { id: "lab-policy" }, h("option", { value: "replace" }, t(lang, "lab.policy.replace")), h("option", { value: "stop" }, t(lang, "lab.policy.stop")))),
    field("lab-seat", t(lang, "lab.seat"), seat),
    h("div", { class: "lab-buttons" }, h("button", { type: "submit", id: "lab-run", class: "primary" }, t(lang, "lab.run")), button("lab-stop", "lab.stop", () => lab.stop()), button("lab-play", "lab.play", () => lab.playWith())),
  );
  return [
    h("p", { class: "lab-intro" }, t(lang, "lab.intro", { limit: LIMIT_S }), " ", h("button", { type: "button", id: "lab-guide", class: "linkish", dataset: { intent: "guide", game: lab.bot.game, doc: "bots" } }, t(lang, "lab.guide"))),
    h(
      "div",
      { class: "lab-files" },
      field("lab-saved", t(lang, "lab.saved"), savedSelect),
      field("lab-starter", t(lang, "lab.starter"), starters),
      field("lab-name", t(lang, "lab.name"), name),
      field("lab-game", t(lang, "lab.game"), game),
      h("div", { class: "lab-buttons" }, button("lab-save", "lab.save", () => lab.save()), button("lab-delete", "lab.delete", () => lab.remove()), button("lab-download", "lab.download", () => lab.download())),
      field("lab-open", t(lang, "lab.open"), open),
      field("lab-wheel", t(lang, "lab.wheels"), wheel),
    ),
    h("p", { id: "lab-editor-help", class: "lab-help" }, t(lang, "lab.editorHelp")),
    lab.host,
    run,
    h("div", { id: "lab-status", class: "lab-status", role: "status" }),
    h("div", { id: "lab-result", class: "lab-result" }),
  ];
}
