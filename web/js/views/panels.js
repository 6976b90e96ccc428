// Panels: the menu, settings, statistics, score sheet, last trick, rules and strategy, keys.
// One modal <dialog> of their own, apart from the game's dialogs (a summary may be open under a
// panel: the score sheet can be opened from it). Opening a panel while one is open replaces its
// content; closing it (the close button, Escape) gives the focus back to whatever opened it.
import { h, clear } from "./dom.js";

export class Panels {
  constructor(dialog) {
    this.dialog = dialog;
    this.kind = null;
    this.opener = null;
    this.onClose = null;
    // The close event comes a task after close(): if a panel was opened in between, that close
    // was already finished by open() and the event must not empty the new panel.
    dialog.addEventListener("close", () => {
      if (!this.dialog.open && this.kind !== null) this.closed();
    });
    dialog.addEventListener("click", (event) => {
      if (event.target.closest("[data-panel-close]")) this.close();
    });
  }

  get isOpen() {
    return this.dialog.open;
  }

  /**
   * Whether the panel of this kind is open now. Closed (the close button, Escape), the dialog is
   * shut at once, but ``kind`` stays until the close event a task later: work that goes on while
   * its panel is open (a review, an audit, the Lab) asks this, so nothing more starts in between.
   */
  showing(kind) {
    return this.dialog.open && this.kind === kind;
  }

  /**
   * @param {{kind: string, title: string, closeLabel: string, body: Node[], focus?: string, onClose?: Function, keepFocus?: boolean}} p
   *   focus: a selector inside the panel to focus (default: the heading, so reading starts at the top)
   */
  open({ kind, title, closeLabel, body, focus = null, onClose = null, keepFocus = false }) {
    const d = this.dialog;
    if (!d.open && this.kind !== null) this.closed(); // closed, its close event still to come
    const active = d.ownerDocument.activeElement;
    if (!d.open) this.opener = active;
    const wasFocusInside = d.contains(active);
    const focusKey = keepFocus && wasFocusInside ? focusKeyOf(active) : null;
    this.kind = kind;
    this.onClose = onClose;
    d.dataset.kind = kind;
    clear(
      d,
      h(
        "div",
        { class: "panel-head" },
        h("h2", { id: "panel-title", tabindex: "-1" }, title),
        h("button", { type: "button", class: "panel-close", "aria-label": closeLabel, title: closeLabel, dataset: { panelClose: "" } }, "✕"),
      ),
      h("div", { class: "panel-body" }, body),
    );
    d.setAttribute("aria-labelledby", "panel-title");
    if (!d.open) d.showModal();
    const target = (focusKey && d.querySelector(focusKey)) || (focus && d.querySelector(focus)) || d.querySelector("#panel-title");
    target?.focus();
  }

  close() {
    if (this.dialog.open) this.dialog.close();
  }

  closed() {
    const onClose = this.onClose;
    const opener = this.opener;
    this.kind = null;
    this.onClose = null;
    this.opener = null;
    delete this.dialog.dataset.kind;
    clear(this.dialog);
    if (opener?.isConnected && !opener.disabled) opener.focus();
    onClose?.();
  }
}

/** A selector that finds "the same" control again after the panel is drawn anew. */
function focusKeyOf(el) {
  if (el.id) return `#${CSS.escape(el.id)}`;
  if (el.dataset.setting) return `[data-setting="${CSS.escape(el.dataset.setting)}"]${el.value && el.type === "radio" ? `[value="${CSS.escape(el.value)}"]` : ""}`;
  if (el.dataset.intent) {
    const extra = ["game", "doc", "code"].map((k) => (el.dataset[k] ? `[data-${k}="${CSS.escape(el.dataset[k])}"]` : "")).join("");
    return `[data-intent="${CSS.escape(el.dataset.intent)}"]${extra}`;
  }
  return null;
}
