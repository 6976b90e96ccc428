// The start screen's house rules (issue 44): a group of its own, closed while the rules are
// kawu's, with a preset (kawu, Classic Windows-style, Omnibus, Black Maria, Spot, No passing, or
// "custom") and each house rule its own select, its one-line explanation from describe()'s
// ``about`` tied to it (aria-describedby). Choosing a preset sets the selects (the seed options'
// too: Q♠, J♦); changing a select shows the preset they now make.
import { h } from "./dom.js";
import { t } from "../words/i18n.js";
import { houseChoice } from "../words/sentences.js";
import { PRESETS, aboutOption, directionCycles, kawuOptions, presetOf, presetOptions, same } from "../words/house.js";

/** A select's field: its label, the select, and the explanation the select is described by. */
export function explainedField(id, label, select, explain) {
  const helpId = `${id}-help`;
  select.setAttribute("aria-describedby", helpId);
  return h("div", { class: "field" }, h("label", { for: id }, label), select, h("p", { class: "help", id: helpId }, explain));
}

/** The house rules of ``choice.game``: the preset, then each rule; ``open`` keeps a group opened. */
export function houseGroup(lang, describe, choice, open = false) {
  const spec = describe?.games?.[choice.game];
  if (!spec?.house) return null;
  const kawu = kawuOptions(spec);
  const chosen = { ...kawu, ...choice.options };
  const preset = presetOf(choice.game, spec, chosen);
  const presets = [...Object.keys(PRESETS[choice.game] ?? {}), "custom"];
  const presetSelect = h(
    "select",
    { id: "house-preset", name: "house-preset" },
    presets.map((p) => h("option", { value: p, selected: p === preset }, t(lang, `house.preset.${p}`))),
  );
  const fields = [explainedField("house-preset", t(lang, "house.preset"), presetSelect, t(lang, `house.presetHelp.${choice.game}`))];
  for (const [name, values] of Object.entries(spec.house)) {
    const current = chosen[name];
    const choices = name === "pass_directions" ? directionCycles(current) : values;
    const id = `opt-${name}`;
    const options = choices.map((value) => h("option", { value: JSON.stringify(value), selected: same(value, current) }, houseChoice(lang, spec.about, name, value)));
    const words = aboutOption(lang, spec.about, name);
    fields.push(explainedField(id, words.name, h("select", { id, name, dataset: { option: name, house: "" } }, options), words.explain));
  }
  return h(
    "details",
    { class: "house", id: "house-rules", open: open || preset !== "kawu" || undefined, dataset: { game: choice.game } },
    h("summary", { id: "house-summary" }, h("span", { class: "house-title" }, t(lang, "house.legend")), ": ", h("span", { class: "house-preset-name", id: "house-preset-name" }, t(lang, `house.preset.${preset}`))),
    h("div", { class: "house-body", role: "group", "aria-labelledby": "house-summary" }, h("p", { class: "help house-intro" }, t(lang, "house.intro")), fields),
  );
}

/** Set the form's selects to ``preset``'s rules (the target and the level stay). */
export function applyPreset(form, game, spec, preset) {
  if (preset === "custom" || !spec) return;
  const values = presetOptions(game, spec, preset);
  for (const select of form.querySelectorAll("select[data-option]")) {
    const name = select.dataset.option;
    if (!(name in values)) continue;
    select.value = JSON.stringify(values[name]);
  }
}

/** Show the preset the form's selects make now (or "custom"), in the select and the summary. */
export function showPreset(form, lang, game, spec, options) {
  if (!spec) return;
  const preset = presetOf(game, spec, { ...kawuOptions(spec), ...options });
  const select = form.querySelector("#house-preset");
  if (select) select.value = preset;
  const name = form.querySelector("#house-preset-name");
  if (name) name.textContent = t(lang, `house.preset.${preset}`);
}
