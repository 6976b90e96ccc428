// The composition root: the engine in its worker, the storage, the app, the input. Nothing else.
import { EngineClient } from "./engine.js";
import { Store } from "./storage.js";
import { App } from "./app.js";
import { bindInput } from "./input.js";

const params = new URLSearchParams(location.search);
const bootTimeoutMs = Number(params.get("boot_timeout")) || 60000;
let app;
const engine = new EngineClient(new URL("./worker.js", import.meta.url), {
  bootTimeoutMs,
  onProgress: (message) => app?.onProgress(message),
});
engine.bootTimeoutMs = bootTimeoutMs;
app = new App({ engine, store: new Store(() => window.localStorage), params });
bindInput(document, (intent) => app.handle(intent));
// Read-only figures for the measuring script (tests/browser/measure.py).
window.kawuFigures = () => ({ timings: engine.timings, bootStages: engine.bootStages, readyMs: Number(document.body.dataset.readyMs) });
app.start();
