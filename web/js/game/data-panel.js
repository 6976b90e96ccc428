// The "Your data" panel: download the saved games, statistics and settings in one file, or import
// such a file. An import is checked whole (every part, and every game's record by the engine)
// before anything is written; then the person is asked; a bad file changes nothing and says why.
// After an import the page starts again from what was imported.
import { h } from "../views/dom.js";
import { t } from "../words/i18n.js";
import { applyData, checkData, exportData } from "../storage/data-file.js";
import { reasonText } from "../words/sentences.js";
import { dataBody } from "../views/panel-views.js";
import { keepBody } from "../views/keep-view.js";

export class DataPanel {
  /** @param {import("./app.js").App} app */
  constructor(app) {
    this.app = app;
    this.pending = null;
  }

  get lang() {
    return this.app.state.lang;
  }

  open({ message = null, focus = null } = {}) {
    const shown = this.app.keeping.facts();
    this.app.panels.open({
      kind: "data",
      title: t(this.lang, "data.title"),
      closeLabel: t(this.lang, "button.close"),
      // Whether the browser keeps kawu's data (issue 52), then the file.
      body: [...keepBody({ lang: this.lang, ...shown }), ...dataBody({ lang: this.lang, message, pending: this.pending })],
      focus,
      onClose: () => {
        this.pending = null;
      },
    });
    // The browser's answer may have changed since it was last asked (a permission given).
    this.app.keeping.refresh().then((kept) => {
      if (kept !== shown.kept && this.app.panels.showing("data") && !this.pending) this.open({ message, focus });
    });
  }

  /** The file, offered as a download. */
  download() {
    const { doc, store } = this.app;
    const now = new Date();
    const text = JSON.stringify(exportData(store, now), null, 1);
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const a = h("a", { href: url, download: `kawu-data-${now.toISOString().slice(0, 10)}.json`, hidden: true });
    doc.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    this.app.say(t(this.lang, "data.exported"));
  }

  /** A file chosen: checked whole, then the question (or why it cannot be imported). */
  async chosen(file) {
    this.pending = null;
    if (!file) return;
    let text;
    try {
      text = await file.text();
    } catch {
      this.refuse(t(this.lang, "data.problem.unreadable"));
      return;
    }
    const checked = checkData(text);
    if (!checked.ok) {
      this.refuse(this.problemText(checked));
      return;
    }
    for (const [key, save] of Object.entries(checked.data.games)) {
      try {
        await this.app.session.replay(save.record);
      } catch (e) {
        if (this.app.engine.failed) throw e;
        this.refuse(t(this.lang, "data.problem.record", { key, why: reasonText(this.lang, e?.words) ?? t(this.lang, "save.bad_record") }));
        return;
      }
    }
    this.pending = checked.data;
    this.open({ focus: "#data-import-no" });
  }

  problemText({ problem, params }) {
    const lang = this.lang;
    if (problem === "game") return t(lang, "data.problem.game", { key: params.key, why: t(lang, `save.${params.status}`) });
    return t(lang, `data.problem.${problem}`, params);
  }

  refuse(text) {
    this.open({ message: { kind: "error", text: `${text} ${t(this.lang, "data.nothingChanged")}` }, focus: "#data-message" });
  }

  cancel() {
    this.pending = null;
    this.open({ message: { kind: "done", text: t(this.lang, "data.kept") }, focus: "#data-import" });
  }

  /** Replace what the browser holds, then start the page again from it. */
  async confirm() {
    const data = this.pending;
    if (!data) return;
    this.pending = null;
    const { app } = this;
    const result = applyData(app.store, data);
    if (!result.ok) {
      this.open({ message: { kind: "error", text: t(this.lang, "data.failed", { message: result.error }) }, focus: "#data-message" });
      return;
    }
    // The game on the table is no longer this browser's: nothing of it is written on the way out.
    app.session.supersede();
    app.session.clear();
    this.open({ message: { kind: "done", text: t(this.lang, "data.imported") }, focus: "#data-message" });
    // The journal holds the imported games too, on disk before the page starts again from them.
    await app.persistence.rewriteJournal();
    app.win.location.reload();
  }
}
