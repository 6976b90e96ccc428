// Offline play and updates: registers the service worker (sw.js, at the site's root) and, when a
// new build has been downloaded and waits, offers to reload — only while no hand is in progress:
// on the start screen, on a hand's summary, at the end of the game (or on the error screen).
// It reads the page's state from <body data-screen, data-await, data-phase, data-state> and
// never touches the game; the reload itself saves the game (pagehide) like any closing tab.
import { h } from "../views/dom.js";
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

/**
 * Register the service worker once the engine has booted (so that the first visit's download of
 * the whole site does not compete with it). Returns the UpdateOffer, or null where service
 * workers are not available (an insecure origin, a browser without them): the page then simply
 * works online.
 */
export async function registerServiceWorker(url, { doc = document, win = window, nav = navigator } = {}) {
  const container = nav.serviceWorker;
  if (!container) return null;
  let accepted = false;
  const offer = new UpdateOffer(doc, (worker) => {
    accepted = true;
    // Another tab may already have let it take over: then reloading is all that is left.
    if (worker && worker === container.controller) win.location.reload();
    else worker?.postMessage({ type: "skip-waiting" });
  });
  // The new worker has taken over because the person asked: load the new build.
  container.addEventListener("controllerchange", () => {
    if (accepted) win.location.reload();
  });
  let registration;
  try {
    registration = await container.register(url, { updateViaCache: "none" });
  } catch (error) {
    console.warn("kawu: no offline play:", error);
    return null;
  }
  const watch = (worker) => {
    if (!worker) return;
    const check = () => {
      // Installed while another build controls the page: an update (not the first install).
      if (worker.state === "installed" && container.controller) offer.offer(worker);
    };
    worker.addEventListener("statechange", check);
    check();
  };
  watch(registration.waiting);
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  // A table left open for days still learns about new builds: check when it is shown again.
  let checked = Date.now();
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState === "visible" && Date.now() - checked > 60_000) {
      checked = Date.now();
      registration.update().catch(() => {});
    }
  });
  return offer;
}

/** The name that makes js/worker.js prime the next visit's compiled code (see there). */
export const PRIME = "kawu-prime";

/**
 * After a build's first visit in this browser: once the engine has stored its snapshot (``saved``
 * resolves to its bytes; 0 after a boot from a snapshot, or when none could be stored) and the
 * service worker controls the page (its cache holds the site), a worker named PRIME restores
 * Python from that snapshot as the next visit will, so that the browser keeps the compiled code of
 * Pyodide's scripts for it, and is ended as soon as it says so. Resolves to true when it did,
 * false when there was nothing to do or it failed (the next visit then compiles them, as before).
 * @param {{saved: Promise<number>, container: ?ServiceWorkerContainer, makeWorker: () => Worker,
 *   timeoutMs?: number}} a
 */
export async function primeRuntime({ saved, container, makeWorker, timeoutMs = 60_000 }) {
  if (!container || !((await saved) > 0)) return false;
  if (!container.controller) await new Promise((resolve) => container.addEventListener("controllerchange", resolve, { once: true }));
  return new Promise((resolve) => {
    let worker;
    try {
      worker = makeWorker();
    } catch {
      resolve(false);
      return;
    }
    const done = (ok) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    worker.addEventListener("message", (event) => {
      if (event.data?.type === "primed") done(!event.data.error);
    });
    worker.addEventListener("error", (event) => {
      event.preventDefault?.();
      done(false);
    });
  });
}
