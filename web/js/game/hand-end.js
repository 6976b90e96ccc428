// The end of a hand and of a game: the hand's summary and the game-over dialog, each shown over
// the table and resolved with the button pressed. The game loop (play.js) decides when.
import { t } from "../words/i18n.js";
import { h } from "../views/dom.js";
import { handSaid } from "../words/sentences.js";
import { chartBox, dealLine, gameOverBody, heartsSummary, spadesSummary } from "../views/summary-view.js";
import { celebrate } from "../views/celebrate.js";

/** The summary of a finished hand (``entry``, one of ``v.history``); resolves with "continue". */
export function showSummary(app, v, entry) {
  const lang = app.state.lang;
  return app.dialogs.show({
    kind: "summary",
    title: t(lang, "summary.title", { n: entry.hand }),
    body: [
      h("p", { class: "sr-only", id: "dialog-desc" }, handSaid(lang, v.game, entry)),
      ...(v.game === "hearts" ? heartsSummary(lang, v, entry) : spadesSummary(lang, v, entry)),
      chartBox(lang, v, v.history.indexOf(entry) + 1),
      dealLine(lang, entry),
    ],
    describedBy: "dialog-desc",
    buttons: [
      { label: t(lang, "button.review"), intent: "review", data: { hand: String(entry.hand) } },
      { label: t(lang, "button.verify"), intent: "verify", data: { hand: String(entry.hand) } },
      { label: t(lang, "button.audit"), intent: "audit", data: { hand: String(entry.hand) } },
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
      last ? { label: t(lang, "button.reviewLast"), intent: "review", data: { hand: String(last.hand) } } : null,
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
