// The person's preferences (kept in the settings under "prefs"): the computer players' pace, a
// forced card played by itself (the only card that may be played), a decided hand finished automatically, the four-colour deck,
// less motion, keyboard shortcuts, sounds and their volume (0..100), the cards' back and the felt.
// Whatever is stored, prefs() returns a complete, valid set.

/** Multipliers of the computer players' pauses and the cards' animations. */
export const SPEEDS = { slow: 1.6, normal: 1, fast: 0.5, instant: 0 };

/** The card backs and the felts a person may choose (style.css draws each). */
export const BACKS = ["crimson", "navy", "gold"];
export const FELTS = ["green", "blue", "wine", "slate"];
const CHOICES = { back: BACKS, felt: FELTS };

export const DEFAULT_PREFS = Object.freeze({
  speed: "normal",
  autoPlay: true,
  coach: false,
  fourColour: false,
  lessMotion: false,
  shortcuts: true,
  autoFinish: false,
  sound: true,
  volume: 60,
  back: "crimson",
  felt: "green",
});

const BOOLEAN = ["coach", "autoPlay", "fourColour", "lessMotion", "shortcuts", "autoFinish", "sound"];
const isVolume = (v) => Number.isInteger(v) && v >= 0 && v <= 100;

export function prefs(settings) {
  const stored = settings?.prefs;
  const out = { ...DEFAULT_PREFS };
  if (stored && typeof stored === "object") {
    if (Object.hasOwn(SPEEDS, stored.speed)) out.speed = stored.speed;
    for (const name of BOOLEAN) if (typeof stored[name] === "boolean") out[name] = stored[name];
    if (isVolume(stored.volume)) out.volume = stored.volume;
    for (const [name, allowed] of Object.entries(CHOICES)) if (allowed.includes(stored[name])) out[name] = stored[name];
  }
  return out;
}

/** The settings with one preference changed; an unknown name or a bad value changes nothing. */
export function withPref(settings, name, value) {
  const current = prefs(settings);
  const valid =
    name === "speed" ? Object.hasOwn(SPEEDS, value)
    : name === "volume" ? isVolume(value)
    : Object.hasOwn(CHOICES, name) ? CHOICES[name].includes(value)
    : BOOLEAN.includes(name) && typeof value === "boolean";
  if (!valid) return settings;
  return { ...settings, prefs: { ...current, [name]: value } };
}
