// The composition root: the engine in its worker, the storage, the app, the input, and the service
// worker for offline play. Nothing else.
// The engine's worker was started by js/start.js, the page's first script, before the page's
// modules were even requested (Python takes longest to boot); the engine client takes it over
// here (or starts one, if that script could not).
import { EngineClient } from "./boot/engine.js";
import { pageParams } from "./boot/params.js";

// Content-Security-Policy violations are kept where the tests (and a curious person) can see them.
const cspViolations = [];
document.addEventListener("securitypolicyviolation", (e) => cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));

const params = new URLSearchParams(location.search);
const { bootTimeoutMs } = pageParams(params);
let app;
let lastProgress = null;
const engine = new EngineClient(new URL("./worker.js", import.meta.url), {
  started: window.kawuEngineStart?.take() ?? null,
  bootTimeoutMs,
  onProgress: (message) => {
    lastProgress = message;
    app?.onProgress(message);
  },
});
engine.bootTimeoutMs = bootTimeoutMs;

const [{ Store }, { Journal }, { App }, { bindInput }, { intentHandlers, dispatcher }, { registerServiceWorker, primeRuntime, PRIME }, { UpdateOffer }] = await Promise.all([
  import("./storage/storage.js"),
  import("./storage/journal.js"),
  import("./game/app.js"),
  import("./game/input.js"),
  import("./game/intents.js"),
  import("./boot/pwa.js"),
  import("./views/update-offer.js"),
]);
// The journal beside localStorage (issue 52): IndexedDB, where the browser has it and allows it.
const journal = new Journal(() => window.indexedDB);
app = new App({ engine, store: new Store(() => window.localStorage), journal, params });
bindInput(document, dispatcher(intentHandlers(app)));
// Read-only figures for the measuring script (tests/browser/measure.py) and the tests.
let primed = null; // after a build's first visit: whether Pyodide's scripts were compiled for the next
window.kawuFigures = () => ({ timings: engine.timings, bootStages: engine.bootStages, boot: engine.boot, warm: engine.warm, readyMs: Number(document.body.dataset.readyMs), cspViolations: [...cspViolations], sounds: app.sound.figures(), effort: { last: app.session.gauge.last }, primed, daily: { today: app.daily.today(), clock: app.daily.now().getTime() }, journal: journal.report(), kept: { state: app.state.kept, asked: app.keeping.asked } });
app.start();
if (lastProgress) app.onProgress(lastProgress);
// Offline play: once the table is ready (or the engine has failed) and the engine has been idle a
// moment (OFFLINE_AFTER_IDLE_MS, after its warm-up), so that the first visit's download of the
// whole site (the Lab and Pyodide again) and the priming worker compete neither with the boot nor
// with the engine's answers: a game begun at once has its first decisions alone on the processor.
// Then, after a build's first visit, the next visit's compiled code is primed (js/boot/pwa.js).
const offline = () =>
  registerServiceWorker(new URL("../sw.js", import.meta.url), { makeOffer: (accept) => new UpdateOffer(document, accept) }).then((registered) =>
    primeRuntime({
      saved: engine.saved,
      container: registered ? navigator.serviceWorker : null,
      makeWorker: () => new Worker(new URL("./worker.js", import.meta.url), { type: "module", name: PRIME }),
    }).then((ok) => {
      primed = ok;
      // The offline copy and Python's snapshot are written in these seconds: whether the browser
      // still writes is asked again after them (Firefox, after a crash during them in the session
      // before, may count the origin's usage below zero here and refuse every write: journal.js).
      journal.visited();
    }),
  );
const OFFLINE_AFTER_IDLE_MS = 1500;
app.ready.then(() => engine.idle(OFFLINE_AFTER_IDLE_MS)).then(offline);
