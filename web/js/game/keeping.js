// Asking the browser to keep kawu's data, and knowing whether it does (issue 52): the request is
// made at a moment a person understands, once a game is finished (Firefox asks the person then;
// Chromium and Safari decide alone) or when kawu is installed as an app; the data panel says
// what the browser answered (storage/keep.js).
import { askToKeep, installed, keptState, sevenDayBrowser } from "../storage/keep.js";

export class Keeping {
  /** @param {import("./app.js").App} app */
  constructor(app) {
    this.app = app;
    this.asked = null; // why the page asked this visit: "game_over" | "installed"
    app.session.on((event) => {
      const before = event.type === "action" ? event.before : null;
      const after = event.type === "action" ? event.after : event.reason === "finish" ? app.session.view : null;
      if (after?.phase === "game_over" && before?.phase !== "game_over" && !app.session.daily) this.ask("game_over");
    });
    app.win.addEventListener?.("appinstalled", () => this.ask("installed"));
  }

  get nav() {
    return this.app.win.navigator;
  }

  /** What the browser says now, kept in the page state; resolves to it. */
  async refresh() {
    this.app.state.kept = await keptState(this.nav);
    return this.app.state.kept;
  }

  /** Ask once a visit (a person who said no is not asked again at every game). */
  async ask(why) {
    if (this.asked) return this.app.state.kept;
    this.asked = why;
    this.app.state.kept = await askToKeep(this.nav);
    return this.app.state.kept;
  }

  /** What the data panel draws: {kept, installed, sevenDays}. */
  facts() {
    return { kept: this.app.state.kept ?? "may_be_cleared", installed: installed(this.app.win), sevenDays: sevenDayBrowser(this.nav?.userAgent ?? "") };
  }
}
