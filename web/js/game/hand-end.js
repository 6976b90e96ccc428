// The end of a hand and of a game: the table as the hand ends (its last trick taken, nothing of
// the next hand yet), the hand's summary and the game-over dialog, each shown over the table and
// resolved with the button pressed. The game loop (play.js) decides when.
import { t } from "../words/i18n.js";
import { h } from "../views/dom.js";
import { handSaid } from "../words/sentences.js";
import { chartBox, dealLine, gameOverBody, heartsSummary, spadesSummary } from "../views/summary-view.js";
import { lockIcon } from "../views/icons.js";
import { celebrate } from "../views/celebrate.js";

/**
 * The table at the end of a finished hand, from the engine's data only. The engine deals the next
 * hand as soon as the last card is played, so the view after it (``after``) already holds the new
 * hand: the page shows this instead, until the hand's summary is closed. ``entry`` is the hand's
 * history row; ``before``, when known, the view just before the hand's last card (the same hand):
 * its trick is then taken by the winner of ``after.last_trick``, with the cards that scored.
 * Without it (a hand finished at once, a page reopened on a summary), the row's figures alone.
 */
export function closingView(after, entry, before = null) {
  const same = before && before.hand_number === entry.hand && before.game === after.game ? before : null;
  const base = same ?? after;
  const last = after.last_trick?.hand === entry.hand ? after.last_trick : null;
  let taken = null;
  if (same?.taken && last) taken = same.taken.map((cards, s) => (s === last.winner ? [...cards, ...(last.scoring ?? [])] : cards));
  const view = {
    ...base,
    phase: "hand_over",
    hand_number: entry.hand,
    hand: [],
    hand_sizes: [0, 0, 0, 0],
    hand_hidden: false,
    trick: [],
    legal: [],
    to_act: [],
    received: [],
    pass_to: null,
    leader: null,
    trick_number: 13,
    tricks_won: entry.tricks ?? base.tricks_won,
    taken: taken ?? [[], [], [], []],
    last_trick: last,
    undo: { possible: false, reason: null },
    decided: false,
    commitment: same ? same.commitment : null,
    actions: after.actions,
    history: after.history,
  };
  if (after.game === "hearts") {
    view.points = entry.taken;
    view.pass_direction = entry.pass_direction;
  } else {
    view.bids = entry.bids;
    view.blind_nil = entry.blind_nil;
    view.dealer = entry.dealer;
    // the contracts as the hand's bids made them (same ones as the view's while it was played)
    view.contracts = [0, 1].map((team) => [team, team + 2].reduce((sum, s) => sum + (entry.bids[s] || 0), 0));
  }
  return view;
}

/** The closing table with the hand's totals (shown once its summary opens). */
export function withTotals(view, entry) {
  return { ...view, scores: entry.scores, ...(entry.bag_totals ? { bags: entry.bag_totals } : {}) };
}

/**
 * The summary of a finished hand (``entry``, one of ``v.history``): how its points add up, the
 * chart from the second hand on (a chart of one hand says nothing the table does not), the deal
 * code; Continue, the review and the score sheet, and one small "Fair play" link to Verify (its
 * panel offers the audit). Resolves with "continue".
 */
export function showSummary(app, v, entry) {
  const lang = app.state.lang;
  const hands = v.history.indexOf(entry) + 1;
  const hand = String(entry.hand);
  return app.dialogs.show({
    kind: "summary",
    title: t(lang, "summary.title", { n: entry.hand }),
    body: [
      h("p", { class: "sr-only", id: "dialog-desc" }, handSaid(lang, v.game, entry)),
      // The figures, then beside or under them the chart and the deal's code (style.css).
      h(
        "div",
        { class: `hand-summary${hands >= 2 ? " with-chart" : ""}`, dataset: { game: v.game } },
        h("div", { class: "hs-figures" }, ...(v.game === "hearts" ? heartsSummary(lang, v, entry) : spadesSummary(lang, v, entry))),
        h("div", { class: "hs-side" }, hands >= 2 ? h("div", { class: "hs-chart" }, chartBox(lang, v, hands)) : null, dealLine(lang, entry)),
      ),
    ],
    describedBy: "dialog-desc",
    buttons: [
      { label: [lockIcon(), " ", t(lang, "sum.fairPlay")], intent: "verify", data: { hand }, link: true, ariaLabel: t(lang, "sum.fairPlayLabel", { n: entry.hand }) },
      { label: [h("span", { class: "button-long" }, t(lang, "button.review")), h("span", { class: "button-short" }, t(lang, "button.reviewShort"))], intent: "review", data: { hand } },
      { label: t(lang, "button.sheet"), intent: "sheet" },
      { label: t(lang, "button.continue"), value: "continue", primary: true },
    ],
    cancelValue: "continue",
  });
}

/** The end of the game: the winner, the placings, the chart; resolves with "new" or "close". */
export function showGameOver(app, v) {
  const lang = app.state.lang;
  const last = v.history[v.history.length - 1];
  const shown = app.dialogs.show({
    kind: "gameover",
    title: t(lang, "gameover.title"),
    body: gameOverBody(lang, v),
    describedBy: "winner",
    buttons: [
      // (the short label on a narrow phone: style.css shows one of the two)
      last ? { label: [h("span", { class: "button-long" }, t(lang, "button.reviewLast")), h("span", { class: "button-short" }, t(lang, "button.reviewShort"))], intent: "review", data: { hand: String(last.hand) } } : null,
      { label: t(lang, "button.sheet"), intent: "sheet" },
      { label: t(lang, "button.close"), value: "close" },
      { label: t(lang, "button.newGame"), value: "new", primary: true },
    ],
    cancelValue: "close",
  });
  // A game won (yours, or your team's): the suits rain through the dialog (celebrate.js).
  if (v.winner === 0) celebrate(app.doc, app.dialogs.dialog);
  return shown;
}
