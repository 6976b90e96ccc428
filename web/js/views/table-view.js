// Draws the table from data only: the engine's view of seat 0 plus what the page is doing (the
// selection, a hint, a trick being shown or collected). It never decides anything; clicks are
// turned into intents by input.js through the data-intent attributes drawn here.
import { h, clear } from "./dom.js";
import { t } from "../words/i18n.js";
import { sortHand } from "../words/cards.js";
import { applyRoving } from "./roving.js";
import { avatar } from "./avatars.js";
import { TableMotion } from "./table-motion.js";
import { bidText, fingerprint, seatName } from "../words/sentences.js";
import { pile, pileMarks } from "./piles.js";
import { handFit } from "./hand-fit.js";
import { lockIcon } from "./icons.js";
import { drawCoach, scrollable } from "./coach-view.js";
import { cardElement } from "./card-element.js";

/** A Spades team's contract: the view's (the bids of its two seats, nil counting none). */
function contractOf(v, team) {
  return v.contracts?.[team] ?? [team, team + 2].reduce((sum, s) => sum + (v.bids?.[s] || 0), 0);
}

function backs(n, lang) {
  return h(
    "div",
    { class: "backs", "aria-label": t(lang, "hud.cards", { n }), role: "img" },
    Array.from({ length: n }, () => h("span", { class: "back" })),
  );
}

export class TableView {
  constructor(root) {
    this.root = root;
    this.el = {
      scoreboard: root.querySelector("#scoreboard"),
      hud: root.querySelector("#hud"),
      table: root.querySelector("#table"),
      seats: [0, 1, 2, 3].map((s) => root.querySelector(`#seat-${s}`)),
      trick: root.querySelector("#trick"),
      status: root.querySelector("#status"),
      coach: root.querySelector("#coach"),
      actions: root.querySelector("#actions"),
      hand: root.querySelector("#hand"),
      tools: root.querySelector("#tools"),
    };
    this.motion = new TableMotion(root, this.el, (lang, code) => cardElement(lang, code, { classes: ["ghost"] }));
  }

  /**
   * @param {object} m the model: {lang, view, awaiting, selected, hint, display, status, thinking}
   */
  render(m) {
    const v = m.view;
    if (!v) return;
    const doc = this.root;
    const active = doc.activeElement;
    const focus = active && active !== doc.body && this.el.table.contains(active) ? focusKey(active) : null;
    this.el.table.dataset.game = v.game;
    this.el.table.dataset.phase = v.phase;
    this.renderScores(m);
    for (const seat of [0, 1, 2, 3]) this.renderSeat(m, seat);
    this.renderTrick(m);
    this.renderStatus(m);
    this.renderCoach(m);
    this.renderTools(m);
    this.renderActions(m);
    this.renderHand(m);
    this.restoreFocus(m, focus, active);
  }

  /** The item of the person's turn that takes the focus: a card in the hand, or the bids. */
  turnTarget(m) {
    if (m.awaiting === "bid") return this.el.actions.querySelector(".bids button[tabindex='0']");
    if (m.awaiting === "gameover") return this.el.actions.querySelector("#btn-again");
    if (m.awaiting === "pass" || m.awaiting === "play") return this.el.hand.querySelector("button[tabindex='0']");
    return null;
  }

  /**
   * Redrawing replaces the buttons: give the focus back to the same control, or, when it is gone
   * (a card played, a bid made), keep it in the hand until the person's next turn, then put it on
   * the hand's current card (or the bids). Focus elsewhere on the page is never taken.
   */
  restoreFocus(m, focus, active) {
    const doc = this.root;
    const target = this.turnTarget(m);
    // A focused control that was just hidden (the start screen's button when the game starts)
    // keeps the focus until the browser's next style update: it counts as lost already.
    const now = doc.activeElement;
    const lost = !now || now === doc.body || !now.getClientRects().length;
    if (!focus) {
      // Nothing had the focus (the page just opened, a dialog closed on a button that is gone).
      if (lost && m.focusTurn !== false && target) target.focus({ preventScroll: true });
      return;
    }
    if (focus.kind === "hand") {
      if (target) target.focus({ preventScroll: true });
      else if (active !== this.el.hand || lost) this.el.hand.focus({ preventScroll: true });
      return;
    }
    const same = focus.selector ? this.el.table.querySelector(focus.selector) : null;
    if (same && !same.disabled && same.getClientRects().length) {
      if (doc.activeElement !== same) same.focus({ preventScroll: true });
      return;
    }
    if (target) target.focus({ preventScroll: true });
    else this.el.hand.focus({ preventScroll: true });
  }

  renderScores(m) {
    const { lang, view: v } = m;
    const items =
      v.game === "hearts"
        ? [0, 1, 2, 3].map((s) =>
            h("li", { dataset: { seat: s } }, h("span", { class: "who" }, seatName(lang, s, v.game)), " ", h("strong", { class: "score" }, v.scores[s])),
          )
        : [0, 1].map((team) => {
            // "Us 120 · 4 tricks · bid 8 · bags 3": the team's contract while the hand is played
            const detail = [];
            const tricks = v.tricks_won[team] + v.tricks_won[team + 2];
            if (v.phase === "play" || v.phase === "hand_over") detail.push(t(lang, tricks === 1 ? "hud.contractOne" : "hud.contract", { tricks, contract: contractOf(v, team) }));
            if (v.bags[team]) detail.push(t(lang, v.bags[team] === 1 ? "hud.bagOne" : "hud.bagsSome", { n: v.bags[team] }));
            return h(
              "li",
              { dataset: { team } },
              h("span", { class: "who", title: t(lang, `team.${team}.long`) }, t(lang, `team.${team}`)),
              " ",
              h("strong", { class: "score" }, v.scores[team]),
              " ",
              h("span", { class: "detail bags" }, detail.join(" · ")),
            );
          });
    clear(this.el.scoreboard, h("ul", { "aria-label": t(lang, "hud.score") }, items));
    const parts = [t(lang, "hud.hand", { n: v.hand_number })];
    if (v.game === "hearts" && v.phase === "pass") parts.push(t(lang, "hud.pass", { direction: t(lang, `direction.${v.pass_direction}`) }));
    if (v.game === "hearts" && v.phase === "play" && v.pass_direction === "none" && v.trick_number === 1) parts.push(t(lang, "hud.noPass"));
    if (v.phase === "play") parts.push(t(lang, "hud.trick", { n: v.trick_number }));
    const broken = (v.game === "hearts" && v.hearts_broken && v.phase === "play") || (v.game === "spades" && v.spades_broken && v.phase === "play");
    const chip = broken
      ? h("span", { class: "chip broken", id: "broken-mark", role: "img", "aria-label": t(lang, `hud.${v.game}Broken`), title: t(lang, `hud.${v.game}Broken`) }, `${v.game === "hearts" ? "♥" : "♠"} ${t(lang, `hud.broken.${v.game}`)}`)
      : null;
    // The rules in play when they are not kawu's (house rules, issue 44): "Black Maria · pass right · 3 cards".
    // (After the hand's line, which a narrow bar must not lose.)
    const rules = m.rules ? h("span", { class: "rules-line", id: "rules-line" }, h("span", { class: "sr-only" }, `${t(lang, "rules.line.label")}: `), m.rules) : null;
    clear(this.el.hud, parts.join(" · "), chip ? " " : null, chip, rules ? " · " : null, rules);
  }

  renderSeat({ lang, view: v, thinking }, seat) {
    const el = this.el.seats[seat];
    const acting = thinking === seat || (v.to_act.includes(seat) && v.phase !== "game_over" && !(v.phase === "pass" && seat !== 0));
    el.classList.toggle("to-act", acting);
    el.dataset.seat = seat;
    // Who leads this trick, who took the last one, where the pass goes, the dealer while the bids
    // go round: on the seat itself, one badge at a time. The last trick's winner leads the next:
    // "Leads" is said only of the first trick's leader.
    const playing = v.phase === "play" || v.phase === "hand_over";
    const tookLast = playing && v.last_trick?.winner === seat && v.last_trick?.hand === v.hand_number;
    const leads = v.phase === "play" && v.leader === seat && !tookLast;
    const passTo = v.game === "hearts" && v.phase === "pass" && v.pass_to === seat;
    el.classList.toggle("leads", v.phase === "play" && v.leader === seat);
    el.classList.toggle("took-last", tookLast);
    el.classList.toggle("pass-to", passTo);
    const lines = [];
    if (v.game === "hearts") {
      lines.push(h("span", { class: "stat" }, `${t(lang, "hud.score")} ${v.scores[seat]}`));
      if (v.points[seat]) lines.push(h("span", { class: "stat taken" }, t(lang, "hud.handPoints", { n: v.points[seat] })));
    } else {
      const bid = v.bids[seat];
      lines.push(h("span", { class: "stat bid" }, bid === null ? t(lang, "hud.noBid") : t(lang, "hud.bid", { bid: bidText(lang, bid, v.blind_nil[seat]) })));
      lines.push(h("span", { class: "stat" }, t(lang, "hud.tricks", { n: v.tricks_won[seat] })));
    }
    const badges = [
      // the dealer while the bids go round (the one on the dealer's left bids first)
      v.game === "spades" && v.phase === "bid" && v.dealer === seat ? h("span", { class: "badge dealer-badge" }, t(lang, "hud.dealer")) : null,
      leads ? h("span", { class: "badge leads-badge" }, t(lang, "hud.leads")) : null,
      tookLast ? h("span", { class: "badge took-badge" }, t(lang, "hud.tookLast")) : null,
      passTo ? h("span", { class: "badge pass-badge" }, t(lang, "hud.passHere")) : null,
    ].filter(Boolean);
    const name = seat === 0 ? t(lang, "seat.0.long") : seatName(lang, seat, v.game);
    clear(
      el,
      avatar(seat),
      h(
        "div",
        { class: "seat-info" },
        h("div", { class: "name" }, name),
        h("div", { class: "stats" }, lines),
        h("div", { class: "badges" }, badges),
        h("div", { class: "seat-cards" }, seat === 0 ? null : backs(v.hand_sizes[seat], lang), pile(v.tricks_won[seat], lang, pileMarks(v, seat))),
      ),
    );
  }

  renderTrick({ lang, view: v, display }) {
    const cards = display ? display.trick : v.trick;
    const el = this.el.trick;
    el.setAttribute("aria-label", t(lang, "trick.label"));
    el.dataset.collecting = display?.collecting ?? "";
    el.classList.toggle("collecting", display?.collecting !== undefined && display?.collecting !== null);
    if (display && display.collecting !== null && display.collecting !== undefined) {
      el.dataset.winner = display.collecting;
    } else {
      delete el.dataset.winner;
    }
    const passing = !display && v.game === "hearts" && v.phase === "pass" && v.pass_to !== null && v.pass_to !== undefined;
    clear(
      el,
      passing ? h("div", { class: "pass-arrow", id: "pass-arrow", dataset: { to: v.pass_to } }, h("span", { class: "arrow", "aria-hidden": "true" }, "➜"), " ", t(lang, "pass.arrow", { seat: seatName(lang, v.pass_to, v.game), count: v.pass_count ?? 3 })) : null,
      cards.map(([seat, code]) =>
        h("div", { class: `slot slot-${seat}${display?.entering === seat ? " entering" : ""}`, dataset: { seat } }, cardElement(lang, code)),
      ),
    );
    el.dataset.count = cards.length;
  }

  /** The coach: what it said of the last choice, a lesson's words, its suggestion (coach-view.js). */
  renderCoach({ lang, coach }) {
    if (this.el.coach) drawCoach(this.el.coach, coach, t(lang, "coach.box"));
  }

  renderStatus(m) {
    clear(this.el.status, m.status ?? "");
    if (m.hintText) this.el.status.append(h("span", { class: "hint-text" }, " ", m.hintText));
  }

  renderTools({ lang, view, awaiting, tools }) {
    const keys = (key) => (tools?.keys ? key : undefined);
    const buttons = [];
    // (with the coach on, its box is the hint: H still asks for it again)
    if ((awaiting === "pass" || awaiting === "bid" || awaiting === "play") && !tools?.noHint && !tools?.coached) {
      buttons.push(h("button", { type: "button", id: "btn-hint", class: "secondary", dataset: { intent: "hint" }, "aria-keyshortcuts": keys("H") }, t(lang, "button.hint")));
    }
    if (tools?.finish) {
      buttons.push(h("button", { type: "button", id: "btn-finish", class: "secondary", dataset: { intent: "finish" }, "aria-describedby": "finish-why" }, t(lang, "button.finish")));
      buttons.push(h("span", { id: "finish-why", class: "sr-only" }, t(lang, "finish.why")));
    }
    // Undo stays reachable when it cannot be used: it says why (the engine's words) instead.
    const undoWhy = tools?.undo ? null : tools?.undoWhy;
    buttons.push(
      h(
        "button",
        {
          type: "button",
          id: "btn-undo",
          class: "secondary",
          dataset: { intent: "undo" },
          disabled: (!tools?.undo && !undoWhy) || undefined,
          "aria-disabled": undoWhy ? "true" : undefined,
          "aria-describedby": undoWhy ? "undo-why" : undefined,
          title: undoWhy ?? undefined,
          "aria-keyshortcuts": keys("U"),
        },
        t(lang, "button.undo"),
      ),
      undoWhy ? h("span", { id: "undo-why", class: "sr-only" }, undoWhy) : null,
      h("button", { type: "button", id: "btn-last-trick", class: "secondary", dataset: { intent: "last-trick" }, disabled: !tools?.lastTrick || undefined, "aria-keyshortcuts": keys("L") }, t(lang, "button.lastTrick")),
      h("button", { type: "button", id: "btn-sheet", class: "secondary", dataset: { intent: "sheet" }, "aria-keyshortcuts": keys("S") }, t(lang, "button.sheet")),
      sealElement(lang, view),
    );
    clear(this.el.tools, buttons);
  }

  renderActions({ lang, view: v, awaiting, selected, hint, tools }) {
    const buttons = [];
    if (awaiting === "pass") {
      buttons.push(
        h("button", { type: "button", class: "primary", id: "btn-pass", dataset: { intent: "pass" }, disabled: selected.length !== (v.pass_count ?? 3) || undefined, "aria-keyshortcuts": tools?.keys ? "P" : undefined }, t(lang, "button.pass")),
      );
    }
    if (awaiting === "bid") {
      const bids = h("div", { class: "bids", role: "group", id: "bids", "aria-label": t(lang, "bids.label"), dataset: { roving: "" } });
      for (const bid of v.legal) {
        const label = typeof bid === "number" ? (bid === 0 ? t(lang, "bid.0") : String(bid)) : t(lang, `bid.${bid}`);
        const hinted = hint && hint.action === bid;
        const name = typeof bid === "number" ? t(lang, bid === 0 ? "bid.nilName" : "bid.name", { n: bid }) : label;
        bids.append(h("button", { type: "button", class: `bid${hinted ? " hinted" : ""}${typeof bid === "string" ? " wide" : ""}`, dataset: { intent: "bid", bid: JSON.stringify(bid) }, "aria-label": name }, label));
      }
      buttons.push(bids);
    }
    if (v.phase === "game_over") {
      buttons.push(h("button", { type: "button", class: "primary", id: "btn-again", dataset: { intent: "new-game" } }, t(lang, "button.newGame")));
    }
    const bidsBefore = this.el.actions.querySelector("#bids")?.dataset.current;
    clear(this.el.actions, buttons);
    const bids = this.el.actions.querySelector("#bids");
    if (bids) {
      if (bidsBefore !== undefined) bids.dataset.current = bidsBefore;
      applyRoving(bids, hint && !Array.isArray(hint.action) ? JSON.stringify(hint.action) : null);
    }
  }

  renderHand({ lang, view: v, awaiting, selected, hint }) {
    const el = this.el.hand;
    // Where each card was before this redraw: the three cards of a pass fly from there.
    const before = new Map([...el.querySelectorAll(".card[data-card]")].map((c) => [c.dataset.card, c.getBoundingClientRect()]));
    el.setAttribute("aria-label", t(lang, "hand.label"));
    if (v.game === "spades" && v.hand_hidden) {
      this.layHand(Array.from({ length: v.hand_sizes[0] }, () => h("div", { class: "card back-card", role: "img", "aria-label": t(lang, "card.back") })));
      el.dataset.count = v.hand_sizes[0];
      return;
    }
    const legal = new Set(awaiting === "play" ? v.legal : []);
    const hinted = new Set(hint ? (Array.isArray(hint.action) ? hint.action : [hint.action]) : []);
    const fresh = v.game === "hearts" && v.phase === "play" && v.hand_sizes[0] === 13 ? new Set(v.received) : new Set();
    const cards = sortHand(v.hand).map((code) => {
      const classes = [];
      let disabled = true;
      let pressed;
      if (awaiting === "play") {
        disabled = !legal.has(code);
        if (disabled) classes.push("illegal");
      } else if (awaiting === "pass") {
        disabled = false;
        pressed = selected.includes(code);
        if (pressed) classes.push("selected");
      }
      if (hinted.has(code)) classes.push("hinted");
      if (fresh.has(code)) classes.push("received");
      return cardElement(lang, code, { intent: "card", classes, disabled, pressed });
    });
    this.layHand(cards);
    el.dataset.count = cards.length;
    applyRoving(el, hint && !Array.isArray(hint.action) ? hint.action : null);
    this.motion.afterHand(lang, v, before);
  }

  /**
   * The hand's cards in one row, or two where one would show too little of each (hand-fit.js),
   * their overlap set for the width the hand has (CSSOM, not a style attribute: the CSP allows
   * it). Again whenever the window changes size (fit()).
   */
  layHand(cards = [...this.el.hand.querySelectorAll(".card")]) {
    const el = this.el.hand;
    const row = () => h("div", { class: "hand-row" });
    if (!cards.length) {
      clear(el);
      return;
    }
    // A card's width as laid out now (a card of the hand, or one drawn to measure), and the room.
    const probe = cards[0].isConnected ? cards[0] : null;
    if (!probe) clear(el, row().appendChild(cards[0]).parentNode);
    const card = cards[0].offsetWidth;
    const style = this.root.defaultView?.getComputedStyle?.(el);
    const width = el.clientWidth - parseFloat(style?.paddingLeft || 0) - parseFloat(style?.paddingRight || 0);
    // Not laid out (the table hidden): one row and the style sheet's overlap, until it is.
    const fit = card > 0 && width > 0 ? handFit({ width, card, n: cards.length }) : null;
    const rows = fit?.rows === 2 ? [cards.slice(0, fit.perRow), cards.slice(fit.perRow)] : [cards];
    clear(el, rows.map((list) => { const r = row(); r.append(...list); return r; }));
    el.dataset.rows = String(rows.length);
    if (fit) el.style.setProperty("--overlap", `${fit.overlap}px`);
    else el.style.removeProperty("--overlap");
  }

  /** The window changed size: the hand laid out again for the room it has now. */
  fit() {
    if (this.el.hand.isConnected && this.el.hand.querySelector(".card")) this.layHand();
    if (this.el.coach) scrollable(this.el.coach);
  }
}

/** Where the focus was, so that the same control can take it again after a redraw. */
function focusKey(el) {
  if (el.id === "hand") return { kind: "hand" };
  if (el.closest("#hand")) return { kind: "hand" };
  if (el.dataset.bid !== undefined) return { kind: "bid", selector: `#bids button[data-bid='${CSS.escape(el.dataset.bid)}']` };
  if (el.id) return { kind: "id", selector: `#${CSS.escape(el.id)}` };
  return { kind: "other", selector: null };
}

/** The seal of the hand being played, one click away: a small lock that opens "Fair play" (the
 *  commitment to its four hands, made when it was dealt: fair/; its fingerprint "a3f9 12c0 77de
 *  0b41" in the lock's name); an older save's game says its deals are not sealed. */
export function sealElement(lang, v) {
  if (!v || v.phase === "game_over") return null;
  const fp = fingerprint(v.commitment);
  const sealed = Boolean(fp);
  if (!sealed && v.sealed !== false) return null;
  const words = sealed ? t(lang, "fair.sealed", { fp }) : t(lang, "fair.unsealed");
  return h(
    "button",
    {
      type: "button",
      class: `secondary seal${sealed ? "" : " unsealed"}`,
      id: "seal",
      title: sealed ? t(lang, "fair.sealedTitle") : words,
      dataset: { intent: "fair-info", sealed: sealed ? "yes" : "no", ...(sealed ? { commitment: v.commitment, hand: v.hand_number } : {}) },
    },
    lockIcon(sealed),
    h("span", { class: "seal-label" }, t(lang, "fair.button")),
    h("span", { class: "sr-only" }, ` ${words}`),
  );
}
