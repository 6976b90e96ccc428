// Draws the table from data only: the engine's view of seat 0 plus what the page is doing (the
// selection, a hint, a trick being shown or collected). It never decides anything; clicks are
// turned into intents by input.js through the data-intent attributes drawn here.
import { h, clear } from "./dom.js";
import { t } from "../words/i18n.js";
import { isRed, longName, rankText, sortHand, suitOf } from "../words/cards.js";
import { applyRoving } from "./roving.js";
import { cardFace, suitPip } from "./card-art.js";
import { avatar } from "./avatars.js";
import { TableMotion } from "./table-motion.js";
import { bidText, fingerprint, seatName } from "../words/sentences.js";
import { pile, pileMarks } from "./piles.js";

export function cardElement(lang, code, { intent = null, classes = [], disabled = false, pressed } = {}) {
  const red = isRed(code);
  return h(
    intent ? "button" : "div",
    {
      class: ["card", red ? "red" : "black", ...classes].join(" "),
      type: intent ? "button" : undefined,
      dataset: { card: code, suit: suitOf(code), ...(intent ? { intent } : {}) },
      "aria-label": longName(lang, code),
      "aria-pressed": pressed === undefined ? undefined : String(pressed),
      disabled: disabled || undefined,
      role: intent ? undefined : "img",
    },
    // The index's rank is drawn by CSS from a data attribute and the rest is SVG (card-art.js):
    // the name ("Donna di picche") is the card's only text, so what a screen reader or speech
    // input uses is that name.
    h("span", { class: "corner", "aria-hidden": "true" }, h("span", { class: "rank", dataset: { glyph: rankText(code) } }), suitPip(suitOf(code))),
    cardFace(rankText(code), suitOf(code)),
  );
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
        : [0, 1].map((team) =>
            h(
              "li",
              { dataset: { team } },
              h("span", { class: "who", title: t(lang, `team.${team}.long`) }, t(lang, `team.${team}`)),
              " ",
              h("strong", { class: "score" }, v.scores[team]),
              " ",
              h("span", { class: "bags" }, t(lang, "hud.bags", { n: v.bags[team] })),
            ),
          );
    clear(this.el.scoreboard, h("ul", { "aria-label": t(lang, "hud.score") }, items));
    const parts = [t(lang, "hud.hand", { n: v.hand_number })];
    if (v.game === "hearts") parts.push(v.pass_direction === "none" ? t(lang, "hud.noPass") : t(lang, "hud.pass", { direction: t(lang, `direction.${v.pass_direction}`) }));
    if (v.phase === "play") parts.push(t(lang, "hud.trick", { n: v.trick_number }));
    if (v.game === "hearts" && v.hearts_broken) parts.push(t(lang, "hud.heartsBroken"));
    if (v.game === "spades" && v.phase === "play") {
      for (const team of [0, 1]) {
        const tricks = v.tricks_won[team] + v.tricks_won[team + 2];
        parts.push(t(lang, "hud.contract", { team: t(lang, `team.${team}`), contract: v.contracts[team], tricks }));
      }
    }
    if (v.game === "spades" && v.spades_broken) parts.push(t(lang, "hud.spadesBroken"));
    // The rules in play when they are not kawu's (house rules, issue 44): "Black Maria · pass right · 3 cards".
    const rules = m.rules ? h("span", { class: "rules-line", id: "rules-line" }, h("span", { class: "sr-only" }, `${t(lang, "rules.line.label")}: `), m.rules) : null;
    clear(this.el.hud, rules, parts.join(" · "), " ", sealElement(lang, v));
  }

  renderSeat({ lang, view: v, thinking }, seat) {
    const el = this.el.seats[seat];
    const acting = thinking === seat || (v.to_act.includes(seat) && v.phase !== "game_over" && !(v.phase === "pass" && seat !== 0));
    el.classList.toggle("to-act", acting);
    el.dataset.seat = seat;
    // Who leads this trick, who took the last one, where the pass goes: on the seat itself.
    const leads = v.phase === "play" && v.leader === seat;
    const tookLast = v.phase === "play" && v.last_trick?.winner === seat;
    const passTo = v.game === "hearts" && v.phase === "pass" && v.pass_to === seat;
    el.classList.toggle("leads", leads);
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
      if (v.dealer === seat) lines.push(h("span", { class: "badge" }, t(lang, "hud.dealer")));
    }
    const badges = [
      leads ? h("span", { class: "badge leads-badge" }, t(lang, "hud.leads")) : null,
      tookLast ? h("span", { class: "badge took-badge" }, t(lang, "hud.tookLast")) : null,
      tookLast && v.game === "hearts" && v.last_trick.cards.some(([, c]) => c === "QS") ? h("span", { class: "badge queen-badge" }, t(lang, "hud.tookQueen")) : null,
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
        h("div", { class: "stats" }, lines, badges),
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
      v.game === "hearts" && v.hearts_broken && v.phase === "play" ? h("div", { class: "broken-mark", id: "broken-mark" }, h("span", { "aria-hidden": "true" }, "♥"), " ", t(lang, "hud.heartsBroken")) : null,
      passing ? h("div", { class: "pass-arrow", id: "pass-arrow", dataset: { to: v.pass_to } }, h("span", { class: "arrow", "aria-hidden": "true" }, "➜"), " ", t(lang, "pass.arrow", { seat: seatName(lang, v.pass_to, v.game), count: v.pass_count ?? 3 })) : null,
      cards.map(([seat, code]) =>
        h("div", { class: `slot slot-${seat}${display?.entering === seat ? " entering" : ""}`, dataset: { seat } }, cardElement(lang, code)),
      ),
    );
    el.dataset.count = cards.length;
  }

  renderStatus(m) {
    clear(this.el.status, m.status ?? "");
    if (m.hintText) this.el.status.append(h("span", { class: "hint-text" }, " ", m.hintText));
  }

  renderTools({ lang, awaiting, tools }) {
    const keys = (key) => (tools?.keys ? key : undefined);
    const buttons = [];
    if ((awaiting === "pass" || awaiting === "bid" || awaiting === "play") && !tools?.noHint) {
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
      clear(el, Array.from({ length: v.hand_sizes[0] }, () => h("div", { class: "card back-card", role: "img", "aria-label": t(lang, "card.back") })));
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
    clear(el, cards);
    el.dataset.count = cards.length;
    // How many cards the hand holds, for its spread on a phone (style.css; CSSOM, not a style
    // attribute: the CSP allows it).
    el.style.setProperty("--n", String(Math.max(cards.length, 1)));
    applyRoving(el, hint && !Array.isArray(hint.action) ? hint.action : null);
    this.motion.afterHand(lang, v, before);
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

/** The seal of the hand being played: "Deal sealed: a3f9 12c0 77de 0b41" (fair/: the commitment
 *  to its four hands, made when it was dealt); an older save's game says its deals are not sealed. */
export function sealElement(lang, v) {
  if (!v || v.phase === "game_over") return null;
  const fp = fingerprint(v.commitment);
  if (!fp) return v.sealed === false ? h("span", { class: "seal unsealed", id: "seal", dataset: { sealed: "no" } }, t(lang, "fair.unsealed")) : null;
  return h("span", { class: "seal", id: "seal", title: t(lang, "fair.sealedTitle"), dataset: { sealed: "yes", commitment: v.commitment, hand: v.hand_number } }, t(lang, "fair.sealed", { fp }));
}
