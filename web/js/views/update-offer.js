// The offer to reload when a new build has been downloaded and waits (boot/pwa.js finds it) —
// only while no hand is in progress: on the start screen, on a hand's summary, at the end of the
// game (or on the error screen). It reads the page's state from <body data-screen, data-await,
// data-phase, data-state> and never touches the game.
import { h } from "./dom.js";
import { t } from "../words/i18n.js";

/** No hand in progress: reloading now loses nothing and interrupts nothing. */
export function betweenHands(body) {
  const { state, screen, await: awaiting, phase } = body.dataset;
  if (state === "error") return true;
  if (screen === "start") return true;
  if (screen !== "table") return false;
  return awaiting === "summary" || awaiting === "gameover" || phase === "game_over";
}

export class UpdateOffer {
  /**
   * @param {Document} doc
   * @param {(worker: ServiceWorker) => void} accept called when the person asks for the new version
   */
  constructor(doc, accept) {
    this.doc = doc;
    this.accept = accept;
    this.worker = null;
    this.dismissed = false;
    this.button = h("button", { type: "button", class: "primary", id: "btn-update" });
    this.later = h("button", { type: "button", class: "secondary", id: "btn-update-later" });
    this.text = h("span", { id: "update-text" });
    this.banner = h(
      "div",
      {
        id: "update-offer",
        class: "notice update-offer",
        role: "status",
        hidden: true,
        // Dark like the table (the page's button styles are made for it), framed in the accent.
        style: "display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;background:#06351f;color:#f4f1e8;border:1px solid #ffd34d",
      },
      this.text,
      this.button,
      this.later,
    );
    this.button.addEventListener("click", () => {
      this.button.disabled = true;
      this.accept(this.worker);
    });
    this.later.addEventListener("click", () => {
      this.dismissed = true;
      this.place();
    });
    const observer = new MutationObserver(() => this.place());
    observer.observe(doc.body, { attributes: true, attributeFilter: ["data-state", "data-screen", "data-await", "data-phase"] });
    observer.observe(doc.documentElement, { attributes: true, attributeFilter: ["lang"] });
    for (const dialog of doc.querySelectorAll("dialog")) {
      observer.observe(dialog, { attributes: true, attributeFilter: ["open", "data-kind"], childList: true });
    }
    this.place(); // the page says at once that no update waits (body[data-update])
  }

  /** A new version waits (the worker that will take over). */
  offer(worker) {
    this.worker = worker;
    this.place();
  }

  /**
   * Shown only between hands. A modal dialog makes the rest of the page inert: over a hand's
   * summary or the end of the game the banner goes inside the dialog; any other dialog (a
   * confirmation, a menu) hides it until it closes.
   */
  place() {
    const banner = this.banner;
    const open = [...this.doc.querySelectorAll("dialog[open]")];
    const inDialog = open.length === 1 && ["summary", "gameover"].includes(open[0].dataset.kind);
    const show = Boolean(this.worker) && !this.dismissed && betweenHands(this.doc.body) && (!open.length || inDialog);
    const lang = this.doc.documentElement.lang || "en";
    // Only real changes: a status region is read out again whenever its text is replaced.
    for (const [el, key] of [[this.text, "update.ready"], [this.button, "update.reload"], [this.later, "update.later"]]) {
      if (el.textContent !== t(lang, key)) el.textContent = t(lang, key);
    }
    if (show) {
      if (inDialog && banner.parentElement !== open[0]) open[0].append(banner);
      if (!inDialog && banner.parentElement !== this.doc.body) this.doc.body.insertBefore(banner, this.doc.querySelector("#app"));
    }
    if (banner.hidden === show) banner.hidden = !show;
    this.doc.body.dataset.update = this.worker ? (show ? "offered" : "waiting") : "none";
  }
}
