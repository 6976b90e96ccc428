// The Lab (issue 35): the person's own Python bot, written in a code editor (CodeMirror 6), kept
// in this browser, and run in a match against kawu's computer players on duplicate deals. This
// module is its own bundle (dist/js/lab.js), loaded only when the Lab is opened (js/lab/door.js).
//
// The match is held by the engine's worker (kawu.botlab.page, through the session: the only
// caller of the engine); the bot runs in its sandbox (sandbox.js), which sees only views. The
// Lab asks one decision at a time, so Stop takes effect between two of them, and a decision over
// the time limit is stopped by ending the bot's worker.
import { EditorView, basicSetup } from "codemirror";
import { python } from "@codemirror/lang-python";
import { h, clear } from "../views/dom.js";
import { BotSandbox } from "./sandbox.js";
import { BotStore } from "./bot-store.js";
import { MAX_DEALS, isPureWheel, nameProblem, specOf } from "./protocol.js";
import { resultNodes } from "./lab-result.js";
import { rulesChoices, rulesOptions } from "./lab-rules.js";
import protocolSource from "../../../py/kawu/botlab/bot.py";
import { STARTERS, heartsSimple } from "./starters.js";
import { labForm, side } from "./lab-form.js";

const THEME = EditorView.theme({
  "&": { height: "360px", backgroundColor: "#fdfdf8", color: "#1b1b1b", fontSize: "14px", border: "1px solid #7a8f80", borderRadius: "4px" },
  "&.cm-focused": { outline: "3px solid #ffd24a", outlineOffset: "1px" },
  ".cm-scroller": { fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace', overflow: "auto" },
  ".cm-gutters": { backgroundColor: "#eef0e8", color: "#4a4a4a" },
});


class Lab {
  constructor(app, t) {
    this.app = app;
    this.t = t;
    this.store = new BotStore(() => app.win.localStorage);
    const first = this.store.list()[0];
    this.bot = first ? { ...first } : { name: "my_bot.py", game: "hearts", source: heartsSimple };
    this.sandbox = new BotSandbox({ doc: app.doc, site: new URL("../", import.meta.url), protocol: protocolSource });
    this.runs = 0;
    this.running = null; // {stop: boolean}
    this.result = null;
    this.progress = 0;
    this.rules = "kawu"; // the match's rules: "kawu", "mine" or a preset's name (lab-rules.js)
    this.message = null; // {kind: "error" | "note", text, trace?}
    // The editor lives in a shadow root: there CodeMirror's styles are constructed style sheets
    // (adoptedStyleSheets), which the page's Content-Security-Policy (style-src 'self') allows; in
    // the document itself it would add <style> elements, which the policy refuses.
    this.host = app.doc.createElement("div");
    this.host.id = "lab-editor";
    const root = this.host.attachShadow({ mode: "open" });
    this.editor = new EditorView({
      doc: this.bot.source,
      root,
      parent: root,
      extensions: [basicSetup, python(), THEME, EditorView.contentAttributes.of({ "aria-label": t(this.lang, "lab.editor"), tabindex: "0" })],
    });
    // For the tests and the measuring script: the bot's source, read and replaced.
    app.win.kawuLabEditor = { source: () => this.source(), set: (text) => this.setSource(text) };
  }

  get lang() {
    return this.app.state.lang;
  }

  open() {
    const { t, lang } = this;
    this.app.panels.open({ kind: "lab", title: t(lang, "lab.title"), closeLabel: t(lang, "button.close"), body: this.body(), focus: "#lab-name", onClose: () => this.closed() });
    this.draw();
  }

  closed() {
    if (this.running) this.running.stop = true;
    this.bot.source = this.source();
  }

  source() {
    return this.editor.state.doc.toString();
  }

  setSource(text) {
    this.editor.dispatch({ changes: { from: 0, to: this.editor.state.doc.length, insert: text } });
  }

  body() {
    return labForm(this);
  }

  /** The rules offered for ``game`` (lab-rules.js): describe()'s data for it (``spec``) and the
   *  choices, the player's own house rules among them when the start screen holds some. */
  rulesFor(game) {
    const spec = this.app.state.describe?.games?.[game];
    return { spec, choices: rulesChoices(game, spec, this.ownRules(game)) };
  }

  /** The player's own house rules for ``game`` (the start screen's choice), if any. */
  ownRules(game) {
    return this.app.settings.choice?.options?.[game];
  }

  $(selector) {
    return this.app.doc.querySelector(`#panel ${selector}`);
  }

  shown() {
    return this.app.panels.showing("lab");
  }

  /** The status line, the progress bar, the message and the result, from the Lab's state. */
  draw() {
    if (!this.shown()) return;
    const { t, lang } = this;
    const running = Boolean(this.running);
    this.$("#lab-run").disabled = running;
    this.$("#lab-stop").disabled = !running;
    this.$("#lab-play").disabled = running;
    const status = this.$("#lab-status");
    clear(status);
    if (running) status.append(h("progress", { id: "lab-progress", max: "1", value: String(this.progress), "aria-label": t(lang, "lab.progress") }), " ", t(lang, "lab.running", { pct: Math.round(this.progress * 100) }));
    if (this.message) {
      status.append(h("p", { id: "lab-message", class: this.message.kind === "error" ? "lab-error" : "lab-note" }, this.message.text));
      if (this.message.trace) status.append(h("pre", { id: "lab-trace", class: "lab-trace" }, this.message.trace));
    }
    const wheels = this.sandbox.wheels.map((w) => w.name);
    if (wheels.length) status.append(h("p", { class: "lab-note" }, t(lang, "lab.wheelsIn", { names: wheels.join(", ") })));
    clear(this.$("#lab-result"), this.result ? resultNodes(this.t, this.lang, this.result) : null);
  }

  say(kind, text, trace = "") {
    this.message = { kind, text, trace };
    this.draw();
  }

  starter(name) {
    const starter = STARTERS[name];
    if (!starter) return;
    this.bot = { name: "my_bot.py", game: starter.game, source: starter.source };
    this.setSource(starter.source);
    this.refresh();
  }

  pick(name) {
    const bot = this.store.get(name);
    if (!bot) return;
    this.bot = { ...bot };
    this.setSource(bot.source);
    this.refresh();
  }

  /** The panel drawn again (a name or game changed from outside the fields). */
  refresh() {
    this.bot.source = this.source();
    this.open();
  }

  readName() {
    this.bot.name = this.$("#lab-name").value.trim();
    this.bot.game = this.$("#lab-game").value;
    return this.bot.name;
  }

  save() {
    const name = this.readName();
    const problem = this.store.save({ name, game: this.bot.game, source: this.source() });
    if (problem) return this.say("error", this.t(this.lang, `lab.saveProblem.${problem}`));
    this.message = { kind: "note", text: this.t(this.lang, "lab.saved.done", { name }) };
    this.refresh();
  }

  remove() {
    const name = this.readName();
    if (!this.store.get(name)) return this.say("error", this.t(this.lang, "lab.deleteNone", { name }));
    const problem = this.store.remove(name);
    if (problem) return this.say("error", this.t(this.lang, `lab.saveProblem.${problem}`));
    this.message = { kind: "note", text: this.t(this.lang, "lab.deleted", { name }) };
    this.refresh();
  }

  download() {
    const name = this.readName();
    if (nameProblem(name)) return this.say("error", this.t(this.lang, "lab.saveProblem.name"));
    const url = URL.createObjectURL(new Blob([this.source()], { type: "text/x-python" }));
    const a = h("a", { href: url, download: name, hidden: true });
    this.app.doc.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  async openFile(file) {
    if (!file) return;
    if (file.size > 200_000) return this.say("error", this.t(this.lang, "lab.saveProblem.size"));
    const text = await file.text();
    this.bot = { name: nameProblem(file.name) ? "my_bot.py" : file.name, game: /spades|picche/iu.test(file.name + text.slice(0, 400)) ? "spades" : this.bot.game, source: text };
    this.setSource(text);
    this.message = { kind: "note", text: this.t(this.lang, "lab.opened", { name: file.name }) };
    this.refresh();
  }

  async addWheels(files) {
    for (const file of files) {
      if (!isPureWheel(file.name)) {
        this.say("error", this.t(this.lang, "lab.wheelNotPure", { name: file.name }));
        continue;
      }
      this.say("note", this.t(this.lang, "lab.wheelInstalling", { name: file.name }));
      try {
        const done = await this.sandbox.addWheel(file.name, await file.arrayBuffer());
        if (done.ok) this.say("note", this.t(this.lang, "lab.wheelInstalled", { name: file.name }));
        else this.say("error", this.t(this.lang, "lab.wheelFailed", { name: file.name }), done.error?.message ?? "");
      } catch (e) {
        this.say("error", this.t(this.lang, "lab.sandboxFailed"), String(e?.message ?? e));
      }
    }
  }

  stop() {
    if (this.running) this.running.stop = true;
  }

  /**
   * "Play with my bot": a new game at the table with the bot at the seat chosen (Hearts: an
   * opponent; Spades: the partner, North, or an opponent), its file loaded once for the game,
   * with the level chosen at the other seats.
   */
  async playWith() {
    if (this.running) return;
    const { t, lang } = this;
    const name = this.readName();
    if (nameProblem(name)) return this.say("error", t(lang, "lab.saveProblem.name"));
    const source = this.source();
    const game = this.bot.game;
    const level = this.$("#lab-level").value;
    this.say("note", t(lang, "lab.starting"));
    try {
      if (!(await this.loadBot(source, name))) return;
    } catch (e) {
      return this.say("error", t(lang, "lab.sandboxFailed"), String(e?.message ?? e));
    }
    const seat = Number(this.$("#lab-seat").value);
    const { games, session } = this.app;
    if (!(await games.mayReplace(game))) return this.say("note", t(lang, "lab.playCancelled"));
    session.seatedBot = { game, seat, name, decide: (view) => this.sandbox.decide(view, source, name, false) };
    this.message = null;
    await games.newGame({ game, options: this.app.settings.choice?.options?.[game] ?? {}, level });
    if (session.seatedBot?.name === name) this.app.say(t(lang, `lab.seated.${side(game, seat)}`, { name, seat: t(lang, `seat.${seat}`) }));
  }

  /**
   * A resumed game's bot, named by its save: the bot kept under that name, its sandbox started
   * and its file loaded, then seated at ``seat`` (and said, as "Play with my bot" says it).
   * Returns null, or why not: {problem: "gone"} (no bot of that name and game is kept) or
   * {problem: "failed", message} (the sandbox did not start, or the file did not load).
   */
  async reseat({ name, seat, game }) {
    const { t, lang } = this;
    const kept = this.store.get(name);
    if (!kept || kept.game !== game) return { problem: "gone" };
    try {
      await this.sandbox.start();
      const loaded = await this.sandbox.load(kept.source, name);
      if (!loaded.ok) return { problem: "failed", message: loaded.error.message };
    } catch (e) {
      return { problem: "failed", message: String(e?.message ?? e) };
    }
    this.app.session.seatedBot = { game, seat, name, decide: (view) => this.sandbox.decide(view, kept.source, name, false) };
    this.app.say(t(lang, `lab.seated.${side(game, seat)}`, { name, seat: t(lang, `seat.${seat}`) }));
    return null;
  }

  /** The sandbox up (it throws if it cannot start) and the bot's file loaded in it: true, or
   *  false with the load's error said. */
  async loadBot(source, name) {
    await this.sandbox.start();
    const loaded = await this.sandbox.load(source, name);
    if (!loaded.ok) this.say("error", this.t(this.lang, "lab.loadFailed", { name }) + " " + loaded.error.message, loaded.error.traceback);
    return loaded.ok;
  }

  /** "Run": the bot's file checked in its sandbox, then the match, one decision at a time. */
  async run() {
    if (this.running) return;
    const { t, lang } = this;
    const name = this.readName();
    if (nameProblem(name)) return this.say("error", t(lang, "lab.saveProblem.name"));
    const game = this.bot.game;
    const { spec: rules } = this.rulesFor(game);
    const options = rulesOptions(this.$("#lab-rules").value, game, rules, this.ownRules(game));
    const asked = specOf({ game, level: this.$("#lab-level").value, deals: this.$("#lab-deals").value, seed: this.$("#lab-seed").value, games: this.$("#lab-games").checked, onError: this.$("#lab-policy").value, name, options });
    if (asked.problem) return this.say("error", t(lang, `lab.problem.${asked.problem}`, { max: MAX_DEALS }));
    const source = this.source();
    const job = { stop: false, started: performance.now(), decisions: 0 };
    this.running = job;
    this.progress = 0;
    this.result = null;
    this.say("note", t(lang, "lab.starting"));
    const session = this.app.session;
    let state;
    try {
      if (!(await this.loadBot(source, name))) return;
      this.message = null;
      state = await session.lab("lab_start", { spec: asked.spec });
      let drawn = 0;
      while (state.request) {
        if (job.stop) {
          state = await session.lab("lab_stop", { match: state.match });
          break;
        }
        const { view, fresh } = state.request;
        const reply = await this.sandbox.decide(view, source, name, fresh);
        job.decisions += 1;
        state = await session.lab("lab_answer", { match: state.match, reply });
        this.progress = state.progress;
        const now = performance.now();
        if (now - drawn > 100) {
          drawn = now;
          this.drawProgress();
        }
      }
      job.seconds = (performance.now() - job.started) / 1000;
      this.result = { ...state.result, spec: asked.spec, rules, seconds: job.seconds, decisions: job.decisions, stoppedByPerson: job.stop };
      this.message = state.result.stopped ? { kind: "error", text: t(lang, "lab.stoppedByBot"), trace: state.result.stopped } : { kind: "note", text: t(lang, job.stop ? "lab.stopped" : "lab.done", { seconds: job.seconds.toFixed(1) }) };
    } catch (e) {
      // The engine's reason in the page's language (options it refuses: "The option pass_count cannot be 9."),
      // its own message below; anything else, its message.
      const words = e?.words?.[lang];
      const message = String(e?.message ?? e);
      this.message = { kind: "error", text: `${t(lang, "lab.failed")} ${words || message}`, trace: words && words !== message ? message : "" };
    } finally {
      this.running = null;
      this.runs += 1;
      // For the tests and the measuring script: how the last run went.
      this.app.win.kawuLab = { runs: this.runs, last: this.result ? { seconds: this.result.seconds, decisions: this.result.decisions, hands: this.result.hands } : null, restarts: this.sandbox.restarts };
      this.draw();
    }
  }

  drawProgress() {
    const bar = this.$("#lab-progress");
    if (!bar) return this.draw();
    bar.value = this.progress;
    bar.nextSibling.textContent = " " + this.t(this.lang, "lab.running", { pct: Math.round(this.progress * 100) });
  }
}

let lab = null; // one Lab per page: its bot, editor and sandbox live while the page does

/** A resumed game's kept bot seated again (game/keeper.js through door.js). */
export function reseatBot({ app, t, name, seat, game }) {
  lab ??= new Lab(app, t);
  return lab.reseat({ name, seat, game });
}

/** Open the Lab in the page's panel. ``t`` is the page's words (i18n.js), handed over by door.js. */
export function openLab({ app, t }) {
  lab ??= new Lab(app, t);
  lab.open();
  return lab;
}
