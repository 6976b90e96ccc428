// Small icons drawn in SVG (no image files, no emoji font needed), decorative: the words beside
// them, or their button's name, say what they are.
import { svg } from "./dom.js";

/** A padlock: closed (a deal sealed), or open (deals not sealed). */
export function lockIcon(closed = true) {
  return svg(
    "svg",
    { class: "lock", viewBox: "0 0 16 16", width: 14, height: 14, "aria-hidden": "true", focusable: "false" },
    svg("path", { d: closed ? "M4.5 7V5a3.5 3.5 0 0 1 7 0v2" : "M4.5 7V5a3.5 3.5 0 0 1 6.8-1.2", fill: "none", stroke: "currentColor", "stroke-width": 1.8 }),
    svg("rect", { x: 2.5, y: 7, width: 11, height: 8, rx: 1.5, fill: "currentColor" }),
  );
}
