// Modal dialogs on one <dialog> element: a summary, the end of the game, a confirmation.
// show() resolves with the value of the button pressed (or cancelValue on Escape). A button with
// an intent instead of a value (the score sheet) leaves the dialog open: input.js sends its intent.
import { h, clear } from "./dom.js";

export class Dialogs {
  constructor(dialog) {
    this.dialog = dialog;
    this.current = null;
  }

  show({ kind, title, body = [], buttons, cancelValue = null, describedBy = null, focusValue = null }) {
    this.close(cancelValue);
    const d = this.dialog;
    d.dataset.kind = kind;
    const heading = h("h2", { id: "dialog-title" }, title);
    const actions = h(
      "div",
      { class: "dialog-actions" },
      buttons.filter(Boolean).map((b) =>
        h(
          "button",
          {
            type: "button",
            // ``link``: a small link-like button set apart at the start of the row (Fair play).
            class: b.primary ? "primary" : b.link ? "linkish dialog-link" : "secondary",
            "aria-label": b.ariaLabel,
            dataset: b.intent ? { intent: b.intent, dialogButton: kind, ...(b.data ?? {}) } : { value: b.value, dialogButton: kind },
          },
          b.label,
        ),
      ),
    );
    clear(d, heading, h("div", { class: "dialog-body" }, body), actions);
    d.setAttribute("aria-labelledby", "dialog-title");
    if (describedBy) d.setAttribute("aria-describedby", describedBy);
    else d.removeAttribute("aria-describedby");
    return new Promise((resolve) => {
      const finish = (value) => {
        if (this.current !== entry) return;
        this.current = null;
        d.removeEventListener("cancel", onCancel);
        actions.removeEventListener("click", onClick);
        if (d.open) d.close();
        delete d.dataset.kind;
        resolve(value);
      };
      const onClick = (event) => {
        const button = event.target.closest("button[data-value]");
        if (button) finish(button.dataset.value);
      };
      const onCancel = (event) => {
        event.preventDefault();
        finish(cancelValue);
      };
      const entry = { finish };
      this.current = entry;
      actions.addEventListener("click", onClick);
      d.addEventListener("cancel", onCancel);
      d.showModal();
      // The focus starts on the button asked for (the safe one of a confirmation), else the primary.
      const first = focusValue === null ? null : actions.querySelector(`button[data-value="${CSS.escape(focusValue)}"]`);
      // preventScroll: the heading stays in view (the body scrolls on its own, style.css).
      (first ?? actions.querySelector(".primary") ?? actions.querySelector("button"))?.focus({ preventScroll: true });
    });
  }

  /** Close whatever is open, resolving it with value. */
  close(value = null) {
    this.current?.finish(value);
  }

  get kind() {
    return this.current ? this.dialog.dataset.kind : null;
  }
}
