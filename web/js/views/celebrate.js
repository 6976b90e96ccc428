// The end of a game won, celebrated: the four suits' pips fall through the game-over dialog for
// about two seconds. Decorative only (aria-hidden, never takes a click: pointer-events none in
// style.css), on copies of the page's suit symbols (card-art.js). Web Animations, no inline
// styles (the CSP). Nothing runs under reduced or less motion or at the instant pace, and a
// press anywhere in the dialog ends it at once: it never delays input.
import { svg } from "./dom.js";
import { motionPace } from "./table-motion.js";

const SUITS = ["H", "S", "D", "C"];
const PIECES = 28;

/**
 * Rain pips over ``box`` (the open dialog), from its top to its bottom. ``random`` is for tests.
 * Returns the pieces' animations (none when nothing may move).
 */
export function celebrate(doc, box, random = Math.random) {
  const pace = motionPace(doc);
  if (!pace || !box?.isConnected) return [];
  const layer = doc.createElement("div");
  layer.className = "confetti";
  layer.setAttribute("aria-hidden", "true");
  box.append(layer);
  const { width, height } = box.getBoundingClientRect();
  const animations = [];
  for (let i = 0; i < PIECES; i++) {
    const suit = SUITS[i % 4];
    const size = 14 + Math.round(random() * 14);
    const piece = svg("svg", { class: `piece suit-${suit}`, width: size, height: size, viewBox: "0 0 100 100" }, svg("use", { href: `#suit-${suit}`, fill: "currentColor" }));
    layer.append(piece);
    const x = random() * (width - size);
    const drift = (random() - 0.5) * 120;
    const spin = (random() - 0.5) * 720;
    const a = piece.animate(
      [
        { transform: `translate(${x}px, ${-size}px) rotate(0deg)`, opacity: 1 },
        { transform: `translate(${x + drift}px, ${height}px) rotate(${spin}deg)`, opacity: 0.6 },
      ],
      { duration: (1400 + random() * 900) * pace, delay: random() * 700 * pace, easing: "cubic-bezier(.3,.1,.7,1)", fill: "both" },
    );
    animations.push(a);
  }
  // A press or a key in the dialog: the celebration is over at once.
  const stop = () => {
    for (const a of animations) a.finish();
  };
  let left = animations.length;
  const done = () => {
    left -= 1;
    if (left > 0) return;
    layer.remove();
    box.removeEventListener("pointerdown", stop, true);
    box.removeEventListener("keydown", stop, true);
  };
  for (const a of animations) {
    a.onfinish = done;
    a.oncancel = done;
  }
  box.addEventListener("pointerdown", stop, true);
  box.addEventListener("keydown", stop, true);
  return animations;
}
