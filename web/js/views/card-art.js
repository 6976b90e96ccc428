// The cards' faces, drawn here as SVG (our own art: no image files, crisp at any size and pixel
// ratio): the standard pip layouts of 2–10, a large centre pip on the ace, a double-ended court
// figure on J, Q and K, and the index turned round in the bottom corner (the top corner's index
// is the card's HTML, table-view.js: the part of a hand's card that shows, and what tests click). Every shape is painted in currentColor
// or in the few fixed colours below, so the suit's colour (and the four-colour deck) comes from
// CSS. The four suit shapes are defined once, as <symbol>s in one hidden <svg> of the page, and
// every pip is a <use> of them.
import { svg as el } from "./dom.js";

const W = 100;
const H = 142;

// The suits' shapes on a 100 × 100 square, their visual centre at (50, 50).
const SUIT_PATHS = {
  H: "M50 92 C30 74 4 56 4 32 C4 15 16 5 29 5 C39 5 46 11 50 21 C54 11 61 5 71 5 C84 5 96 15 96 32 C96 56 70 74 50 92 Z",
  D: "M50 2 C60 20 72 36 88 50 C72 64 60 80 50 98 C40 80 28 64 12 50 C28 36 40 20 50 2 Z",
  S: "M50 4 C62 24 94 40 94 62 C94 76 84 84 73 84 C64 84 58 80 54 73 C55 83 59 91 68 96 L32 96 C41 91 45 83 46 73 C42 80 36 84 27 84 C16 84 6 76 6 62 C6 40 38 24 50 4 Z",
  C: "M50 4 C62 4 71 13 71 25 C71 31 69 36 65 40 C69 38 73 37 76 37 C88 37 97 46 97 58 C97 70 88 79 76 79 C66 79 59 73 55 65 C56 79 60 89 68 96 L32 96 C40 89 44 79 45 65 C41 73 34 79 24 79 C12 79 3 70 3 58 C3 46 12 37 24 37 C27 37 31 38 35 40 C31 36 29 31 29 25 C29 13 38 4 50 4 Z",
};

// Pip centres of 2–10, as [x, y] on the card (a pip below the middle is drawn upside down).
const L = 34, C = 50, R = 66;
const T = 26, B = 116, M = (T + B) / 2;
const R4 = [0, 1, 2, 3].map((i) => T + (i * (B - T)) / 3);
const PIPS = {
  2: [[C, T], [C, B]],
  3: [[C, T], [C, M], [C, B]],
  4: [[L, T], [R, T], [L, B], [R, B]],
  5: [[L, T], [R, T], [C, M], [L, B], [R, B]],
  6: [[L, T], [R, T], [L, M], [R, M], [L, B], [R, B]],
  7: [[L, T], [R, T], [C, (T + M) / 2], [L, M], [R, M], [L, B], [R, B]],
  8: [[L, T], [R, T], [C, (T + M) / 2], [L, M], [R, M], [C, (M + B) / 2], [L, B], [R, B]],
  9: [...R4.flatMap((y) => [[L, y], [R, y]]), [C, M]],
  10: [...R4.flatMap((y) => [[L, y], [R, y]]), [C, (R4[0] + R4[1]) / 2], [C, (R4[2] + R4[3]) / 2]],
};
const PIP = 15; // a pip's width on the card (of 100)

// Fixed colours of the court figures (besides the suit's): gold, skin, the robe's second colour.
const GOLD = "#d9a520";
const SKIN = "#f7dcc0";
const LINE = "#3a2a1a";
const TRIM = { H: "#1f3f8f", D: "#1f3f8f", S: "#b3202f", C: "#b3202f" };

/** The page's one set of suit symbols, made at the first card drawn. */
function ensureSymbols(doc) {
  if (doc.getElementById("kawu-suits")) return;
  const defs = el("svg", { id: "kawu-suits", width: 0, height: 0, "aria-hidden": "true", focusable: "false", class: "suit-defs" });
  for (const [suit, d] of Object.entries(SUIT_PATHS)) {
    defs.append(el("symbol", { id: `suit-${suit}`, viewBox: "0 0 100 100" }, el("path", { d })));
  }
  doc.body.append(defs);
}

function pip(suit, x, y, size, flip = false) {
  const use = el("use", { href: `#suit-${suit}`, x: x - size / 2, y: y - size / 2, width: size, height: size, fill: "currentColor" });
  return flip ? el("g", { transform: `rotate(180 ${x} ${y})` }, use) : use;
}

function index(rank, suit) {
  const attrs = { x: 12, y: 21, "text-anchor": "middle", "font-size": 20, "font-weight": 700, fill: "currentColor" };
  if (rank === "10") Object.assign(attrs, { textLength: 19, lengthAdjust: "spacingAndGlyphs" });
  return el("g", { class: "index", transform: `rotate(180 ${W / 2} ${H / 2})` }, el("text", attrs, rank), pip(suit, 12, 31, 12));
}

// One half of a court figure (the top half; the bottom is the same turned round the centre).
function courtHalf(rank, suit) {
  const g = el("g", {});
  // the robe, its trim and a sash of gold
  g.append(
    el("path", { d: "M26 70 C27 60 30 54 38 51 L62 51 C70 54 73 60 74 70 Z", fill: "currentColor", stroke: LINE, "stroke-width": 0.8 }),
    el("path", { d: "M38 51 L50 66 L62 51 Z", fill: TRIM[suit], stroke: LINE, "stroke-width": 0.6 }),
    el("path", { d: "M31 70 L44 56 L48 56 L36 70 Z", fill: GOLD }),
  );
  // the neck and the head
  g.append(
    el("rect", { x: 46, y: 44, width: 8, height: 8, fill: SKIN }),
    el("ellipse", { cx: 50, cy: 38, rx: 8.5, ry: 9.5, fill: SKIN, stroke: LINE, "stroke-width": 0.8 }),
    el("circle", { cx: 46.8, cy: 37, r: 1, fill: LINE }),
    el("circle", { cx: 53.2, cy: 37, r: 1, fill: LINE }),
    el("path", { d: "M47 42.5 Q50 44.5 53 42.5", fill: "none", stroke: LINE, "stroke-width": 0.8 }),
  );
  if (rank === "K") {
    g.append(
      el("path", { d: "M42 41 Q42 50 50 51 Q58 50 58 41 Q54 45 50 45 Q46 45 42 41 Z", fill: "#7a5a30" }),
      el("path", { d: "M40.5 30 L40.5 20 L45 25 L50 17 L55 25 L59.5 20 L59.5 30 Z", fill: GOLD, stroke: LINE, "stroke-width": 0.7 }),
      el("circle", { cx: 50, cy: 26, r: 1.5, fill: TRIM[suit] }),
      el("path", { d: "M70 68 L76 24", stroke: "#8e8e98", "stroke-width": 2.2 }),
      el("path", { d: "M72 34 L80 35", stroke: GOLD, "stroke-width": 2 }),
    );
  } else if (rank === "Q") {
    g.append(
      el("path", { d: "M41 33 Q40 46 43 52 L38 52 Q35 42 40 31 Z M59 33 Q60 46 57 52 L62 52 Q65 42 60 31 Z", fill: "#6b3f1d" }),
      el("path", { d: "M41.5 30 Q50 20 58.5 30 Q50 26 41.5 30 Z", fill: GOLD, stroke: LINE, "stroke-width": 0.6 }),
      el("circle", { cx: 50, cy: 23.5, r: 1.8, fill: GOLD, stroke: LINE, "stroke-width": 0.5 }),
      el("circle", { cx: 30, cy: 56, r: 3.2, fill: TRIM[suit] }),
      el("circle", { cx: 30, cy: 56, r: 1.3, fill: GOLD }),
      el("path", { d: "M30 59 L32 68", stroke: "#2f6b2f", "stroke-width": 1.2 }),
    );
  } else {
    g.append(
      el("path", { d: "M41 36 Q41 27 50 27 Q59 27 59 36 L59 40 L57 33 L43 33 L41 40 Z", fill: "#6b3f1d" }),
      el("path", { d: "M39 30 L61 30 L58 24 L42 24 Z", fill: TRIM[suit], stroke: LINE, "stroke-width": 0.6 }),
      el("path", { d: "M58 25 C64 18 70 17 74 19 C68 20 63 23 59 27 Z", fill: GOLD, stroke: LINE, "stroke-width": 0.5 }),
      el("path", { d: "M28 69 L28 40", stroke: "#7a5a30", "stroke-width": 2 }),
      el("circle", { cx: 28, cy: 39, r: 2.4, fill: GOLD }),
    );
  }
  return g;
}

function court(rank, suit) {
  const frame = el("rect", { x: 24, y: 16, width: 52, height: 110, rx: 3, fill: "#fffaf0", stroke: "currentColor", "stroke-width": 1.2 });
  const clip = `clip-court`;
  const half = courtHalf(rank, suit);
  const other = courtHalf(rank, suit);
  other.setAttribute("transform", `rotate(180 ${W / 2} ${H / 2})`);
  return el(
    "g",
    { class: "court" },
    frame,
    el("g", { "clip-path": `url(#${clip})` }, el("g", { transform: `translate(50 ${M}) scale(0.92) translate(-50 -${M})` }, half, other)),
    el("path", { d: `M24 ${M} L76 ${M}`, stroke: GOLD, "stroke-width": 1 }),
    pip(suit, 30, 23, 9),
    pip(suit, 70, H - 23, 9, true),
  );
}

/** The clip of the court figures to their frame: one per page, beside the suits. */
function ensureClip(doc) {
  const defs = doc.getElementById("kawu-suits");
  if (doc.getElementById("clip-court")) return;
  defs.append(el("clipPath", { id: "clip-court" }, el("rect", { x: 24, y: 16, width: 52, height: 110, rx: 3 })));
}

/** The face of a card as an SVG element (decorative: the card's element carries its name). */
export function cardFace(rank, suit) {
  ensureSymbols(document);
  ensureClip(document);
  const face = el("svg", { class: "art", viewBox: `0 0 ${W} ${H}`, "aria-hidden": "true", focusable: "false", preserveAspectRatio: "xMidYMid meet" });
  const body = el("g", { class: "pips" });
  if (rank === "A") body.append(pip(suit, 50, M, 40));
  else if ("JQK".includes(rank)) body.append(court(rank, suit));
  else for (const [x, y] of PIPS[rank]) body.append(pip(suit, x, y, PIP, y > M + 0.1));
  face.append(body, index(rank, suit));
  return face;
}

/** A suit's shape as a small SVG (the card's corner index, the backs of the seats' strips). */
export function suitPip(suit, className = "pip") {
  ensureSymbols(document);
  return el("svg", { class: className, viewBox: "0 0 100 100", "aria-hidden": "true", focusable: "false" }, el("use", { href: `#suit-${suit}`, fill: "currentColor" }));
}

/** The pip centres of each rank 2–10 (for the tests: the standard layouts). */
export const PIP_LAYOUTS = PIPS;
