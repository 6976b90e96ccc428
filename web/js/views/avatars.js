// The seats' avatars: a drawn face for each seat (our own SVG, no photos), told apart by the
// colour behind it, the hair and the clothes, so a seat is known at a glance. Decorative: the
// seat's name beside it is what is read out.
import { svg as el } from "./dom.js";

// Per seat (0 south, you; 1 west; 2 north; 3 east): background, clothes, hair colour and style.
const LOOKS = [
  { bg: "#ffd34d", coat: "#2f6fb3", hair: "#3b2414", style: "short" },
  { bg: "#8fd3c7", coat: "#8a2d3b", hair: "#111111", style: "bun" },
  { bg: "#f2a7a0", coat: "#2f6b3a", hair: "#a8642a", style: "long" },
  { bg: "#b8b1f0", coat: "#5b4a1e", hair: "#d9d2c5", style: "bald" },
];
const SKIN = ["#f1c7a3", "#c98d64", "#f6d6bd", "#8d5a3c"];

const HAIR = {
  short: "M13 17 C13 9 18 6 24 6 C30 6 35 9 35 17 C32 13 28 12 24 12 C20 12 16 13 13 17 Z",
  bun: "M13 18 C13 10 18 7 24 7 C30 7 35 10 35 18 C31 14 17 14 13 18 Z M20 5 A4 4 0 1 1 28 5 A4 4 0 1 1 20 5 Z",
  long: "M11 30 C10 15 15 7 24 7 C33 7 38 15 37 30 L33 30 C34 20 31 14 24 14 C17 14 14 20 15 30 Z",
  bald: "M14 16 C15 13 16 12 17 12 L17 19 L14 19 Z M34 16 C33 13 32 12 31 12 L31 19 L34 19 Z",
};

/** The avatar of ``seat`` as an SVG element, ``size`` pixels square (CSS may resize it). */
export function avatar(seat) {
  const look = LOOKS[seat % 4];
  const svg = el("svg", { class: "avatar", viewBox: "0 0 48 48", "aria-hidden": "true", focusable: "false" });
  svg.append(
    el("circle", { cx: 24, cy: 24, r: 24, fill: look.bg }),
    el("path", { d: "M6 44 C8 34 15 31 24 31 C33 31 40 34 42 44 A24 24 0 0 1 6 44 Z", fill: look.coat }),
    el("rect", { x: 20.5, y: 25, width: 7, height: 7, fill: SKIN[seat % 4] }),
    el("ellipse", { cx: 24, cy: 19, rx: 10, ry: 11, fill: SKIN[seat % 4] }),
    el("path", { d: HAIR[look.style], fill: look.hair }),
    el("circle", { cx: 20, cy: 19, r: 1.4, fill: "#2a1a10" }),
    el("circle", { cx: 28, cy: 19, r: 1.4, fill: "#2a1a10" }),
    el("path", { d: "M20.5 24.5 Q24 27 27.5 24.5", fill: "none", stroke: "#2a1a10", "stroke-width": 1.2, "stroke-linecap": "round" }),
  );
  return svg;
}
