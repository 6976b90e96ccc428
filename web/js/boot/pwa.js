// Offline play and updates: registers the service worker (sw.js, at the site's root) and, when a
// new build has been downloaded and waits, has the page offer to reload (the offer itself is a
// view: views/update-offer.js, handed in by main.js). The reload itself saves the game (pagehide)
// like any closing tab.

/**
 * Register the service worker once the engine has booted (so that the first visit's download of
 * the whole site does not compete with it). ``makeOffer(accept)`` makes the page's offer to reload
 * (views/update-offer.js's UpdateOffer: ``offer(worker)`` when a new build waits; it calls
 * ``accept(worker)`` when the person asks for it). Returns that offer, or null where service
 * workers are not available (an insecure origin, a browser without them): the page then simply
 * works online.
 */
export async function registerServiceWorker(url, { makeOffer, doc = document, win = window, nav = navigator }) {
  const container = nav.serviceWorker;
  if (!container) return null;
  let accepted = false;
  const offer = makeOffer((worker) => {
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
