// The engine's worker, started by the page's first script: a classic one, run as soon as the
// parser meets it, before the page's forty modules are even requested (they are fetched and run
// meanwhile). Python's boot is the longest wait of a visit, so it begins at once. What the worker
// says before the page's engine client exists (its progress, a failure to start) is kept, and
// the client (js/boot/engine.js, created by js/main.js) takes the worker with those events.
(() => {
  const events = [];
  const keep = (event) => {
    if (event.type === "error") event.preventDefault(); // the client reports it
    events.push(event);
  };
  let worker = null;
  try {
    worker = new Worker(new URL("worker.js", document.currentScript.src), { type: "module" });
    worker.addEventListener("message", keep);
    worker.addEventListener("error", keep);
  } catch {
    worker = null; // the client starts one itself, and reports why it cannot
  }
  window.kawuEngineStart = {
    /** The worker and what it said so far, once; null if it could not be started here. */
    take() {
      window.kawuEngineStart = undefined;
      if (!worker) return null;
      worker.removeEventListener("message", keep);
      worker.removeEventListener("error", keep);
      return { worker, events };
    },
  };
})();
