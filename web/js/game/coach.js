// The coach (issue 51): in a lesson, and in any game when the setting is on. Before each of the
// person's decisions it asks the hint at once (the hard level's choice, its reason, and what every
// other card or bid would cost: the engine's ``expect``) and shows it: the suggested card or bid
// marked, its reason in one line. A card or bid the engine's figures put over the game's threshold
// (``expect.warn``, worded in Python) is asked about once: "play it anyway?", both answers one key
// or press away; never a forced card, never twice for one decision. It knows what the hint knows,
// the seat's own view: nothing it says or marks, nor when, depends on another seat's cards.
import { t } from "../words/i18n.js";
import { h } from "../views/dom.js";
import { actionSaid, reasonText } from "../words/sentences.js";
import { Superseded } from "./session.js";
import { TURNS } from "./state.js";

export class Coach {
  /** @param {import("./app.js").App} app */
  constructor(app) {
    this.app = app;
    this.asking = null; // {key, promise}: the hint asked for the decision now
    this.asked = null; // the decision whose warning was already asked
  }

  /** On in a lesson, and in any game with the setting (never on the day's counted try). */
  get on() {
    const { session } = this.app;
    if (session.daily?.counted) return false;
    return Boolean(session.lesson) || this.app.prefs.coach;
  }

  /** The decision now: the record's length (one decision of the person's at a time). */
  key() {
    return `${this.app.session.id}:${this.app.session.record?.actions.length}`;
  }

  /**
   * The person's turn has come (pass, bid or play): the hint at once, marked and said. Returns the
   * hint (or null: nothing to advise, or the game moved on meanwhile).
   */
  advise() {
    const { app } = this;
    const { session, state } = app;
    if (!this.on || !TURNS.includes(state.awaiting)) return Promise.resolve(null);
    const key = this.key();
    if (this.asking?.key === key) return this.asking.promise;
    const awaiting = state.awaiting;
    const promise = session.hint().then(
      (hint) => {
        if (this.key() !== key || state.awaiting !== awaiting) return null;
        state.hint = { action: hint.action, reason: hint.reason, expect: hint.expect ?? null, coach: true };
        app.render();
        app.say(t(state.lang, "coach.said", { action: actionSaid(state.lang, hint.action), reason: reasonText(state.lang, hint.reason) ?? "" }));
        return hint;
      },
      (e) => {
        if (!(e instanceof Superseded)) app.keeper.failed(e);
        return null;
      },
    );
    this.asking = { key, promise };
    return promise;
  }

  /**
   * The person chose ``action`` (a card or a bid): true to play it, false to choose again. Asks
   * once when the engine's figures put it over the threshold; waits for the hint if it is on its
   * way (a press faster than the engine is judged like any other), but for a forced card.
   */
  async allow(action) {
    if (!this.on) return true;
    // A forced card (the one legal choice) is never asked about: played at once, not after the hint.
    if ((this.app.session.view?.legal?.length ?? 0) <= 1) return true;
    const key = this.key();
    const hint = await this.advise();
    if (!hint || this.key() !== key || this.asked === key) return true;
    const words = hint.expect?.warn?.[typeof action === "string" ? action : JSON.stringify(action)];
    const text = reasonText(this.app.state.lang, words);
    if (!text) return true;
    this.asked = key;
    const lang = this.app.state.lang;
    const answer = await this.app.dialogs.show({
      kind: "coach",
      title: t(lang, "coach.askTitle"),
      body: [h("p", { id: "coach-ask" }, text)],
      describedBy: "coach-ask",
      buttons: [
        { label: t(lang, "coach.again"), value: "again" },
        { label: t(lang, "coach.anyway"), value: "play", primary: true },
      ],
      // one key each: Enter plays it (its button has the focus), Escape chooses again
      cancelValue: "again",
      focusValue: "play",
    });
    return answer === "play" && this.key() === key;
  }
}
