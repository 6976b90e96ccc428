// The hand's motion, on top of what table-view.js draws: the deal at the start of a hand, the
// three passed cards travelling to their seat and the three received ones arriving. Web
// Animations (no inline styles: the CSP), so a redraw picks an animation up where it was. None of
// it runs under reduced or less motion or at the instant pace, and a press or a key in the hand
// ends the deal at once: no animation ever delays input.
/** The animations' pace in ``doc`` (the speed setting's multiplier), or 0 when nothing may move:
 * reduced or less motion, the instant pace, or no Web Animations. */
export function motionPace(doc) {
  const body = doc.body;
  const pace = Number(body?.dataset.pace ?? 1);
  return pace > 0 && body?.dataset.motion !== "reduced" && typeof body.animate === "function" ? pace : 0;
}

export class TableMotion {
  /**
   * @param root the document
   * @param el the table's elements (table-view.js): the hand and the seats
   * @param ghost (lang, code) => a card element to fly in place of a passed card
   */
  constructor(root, el, ghost) {
    this.root = root;
    this.el = el;
    this.ghost = ghost;
    this.dealt = null; // the hand whose deal was shown: {game, hand}
    this.dealStart = -Infinity;
    this.received = null; // the received cards already shown arriving
    const end = () => this.endDeal();
    el.hand.addEventListener("pointerdown", end, true);
    el.hand.addEventListener("keydown", end, true);
  }

  /** The animations' pace (the speed setting's multiplier), or 0 when nothing may move. */
  pace() {
    return motionPace(this.root);
  }

  /** After the hand was redrawn from ``v``; ``before``: where each card was before the redraw. */
  afterHand(lang, v, before) {
    const pace = this.pace();
    this.deal(v, pace);
    this.arrive(v, pace);
    if (pace) this.flyPassed(lang, v, before, pace);
  }

  /** The deal: the hand's cards arrive one after another, once for each new hand. */
  deal(v, pace) {
    const fresh = v.hand_sizes.every((n) => n === 13) && v.trick.length === 0 && (v.phase !== "play" || v.trick_number === 1);
    // A new hand of this game, or a new game (its hand numbers start again).
    const dealt = this.dealt;
    if (fresh && (!dealt || dealt.game !== v.game || dealt.hand !== v.hand_number)) {
      this.dealt = { game: v.game, hand: v.hand_number };
      this.dealStart = performance.now();
    } else if (dealt && (dealt.game !== v.game || v.hand_number < dealt.hand)) {
      this.dealt = null;
    }
    const cards = [...this.el.hand.querySelectorAll(".card")];
    const step = 45 * pace;
    const duration = 260 * pace;
    const elapsed = performance.now() - this.dealStart;
    const dealing = fresh && pace > 0 && elapsed < duration + step * cards.length;
    this.el.hand.classList.toggle("dealing", dealing);
    if (!dealing) return;
    cards.forEach((card, i) => {
      const animation = card.animate(
        [{ transform: "translateY(-45vh) rotate(-10deg) scale(.6)", opacity: 0 }, { transform: "none", opacity: 1 }],
        { duration, delay: i * step, easing: "ease-out", fill: "backwards" },
      );
      animation.currentTime = elapsed;
    });
  }

  /** The cards received in a Hearts pass arrive from the seat that passed them, once. */
  arrive(v, pace) {
    if (v.game !== "hearts" || v.phase !== "play" || !v.received?.length || v.hand_sizes[0] !== 13) return;
    const key = `${v.hand_number}:${v.received.join()}`;
    if (this.received === key) return;
    this.received = key;
    if (!pace) return;
    const from = { 1: "translateX(-50vw)", 2: "translateY(-50vh)", 3: "translateX(50vw)" }[v.pass_from] ?? "translateY(-50vh)";
    for (const card of this.el.hand.querySelectorAll(".card.received")) {
      card.animate([{ transform: `${from} scale(.7)`, opacity: 0 }, { transform: "translateY(-6px)", opacity: 1 }], { duration: 420 * pace, easing: "ease-out", fill: "backwards" });
    }
  }

  /** The cards just passed (the view's ``pass_count``) travel from the hand to the seat they go to, then vanish. */
  flyPassed(lang, v, before, pace) {
    if (v.game !== "hearts" || v.pass_to === null || v.pass_to === undefined) return;
    const gone = [...before.keys()].filter((code) => !v.hand.includes(code));
    if (gone.length !== (v.pass_count ?? 3)) return;
    const body = this.root.body;
    const to = this.el.seats[v.pass_to].getBoundingClientRect();
    gone.forEach((code, i) => {
      const from = before.get(code);
      const ghost = this.ghost(lang, code);
      ghost.setAttribute("aria-hidden", "true");
      body.append(ghost);
      const end = `translate(${to.left + to.width / 2 - from.width / 2}px, ${to.top + to.height / 2 - from.height / 2}px) scale(.45)`;
      const flight = ghost.animate(
        [{ transform: `translate(${from.left}px, ${from.top}px)`, opacity: 1 }, { transform: end, opacity: 0.2 }],
        { duration: 480 * pace, delay: i * 60 * pace, easing: "ease-in", fill: "both" },
      );
      flight.onfinish = () => ghost.remove();
      flight.oncancel = () => ghost.remove();
    });
  }

  /** A press or a key during the deal: the deal is over at once. */
  endDeal() {
    this.dealStart = -Infinity;
    this.el.hand.classList.remove("dealing");
    for (const card of this.el.hand.querySelectorAll(".card")) for (const a of card.getAnimations?.() ?? []) a.finish();
  }
}
