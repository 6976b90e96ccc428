// The engine's home: a module Web Worker that boots Pyodide, installs the kawu wheel and answers
// requests {id, type, payload} with {id, ok, result} or {id, ok: false, error: {name, message,
// reason, params, it, en}} through kawu.bridge.call. Loading progress and a fatal boot failure
// are posted without an id.
// Every file comes from this site (relative URLs), so dist/ can be served from any path.

const here = (path) => new URL(path, import.meta.url).href;

// "at": when, in ms since the epoch (the page subtracts its own performance.timeOrigin).
const now = () => performance.timeOrigin + performance.now();
const progress = (stage, fraction) => postMessage({ type: "progress", stage, fraction, at: now() });

async function boot() {
  progress("config", 0);
  // Three things at once: build.json (revalidated every time: it names this build's files),
  // Pyodide's loader, and — inside loadPyodide — the runtime's wasm, its standard library and
  // the micropip and packaging wheels, which are unpacked while Python starts.
  const [build, { loadPyodide }] = await Promise.all([
    fetch(here("../build.json"), { cache: "no-cache" }).then((response) => {
      if (!response.ok) throw new Error(`build.json: HTTP ${response.status}`);
      return response.json();
    }),
    import("../pyodide/pyodide.mjs"),
  ]);
  progress("runtime", 0.1);
  const support = build.wheels.support.map((name) => here(`../wheels/${name}`));
  const pyodide = await loadPyodide({ indexURL: here("../pyodide/"), packages: support });
  progress("packages", 0.7);
  // loadPyodide reports a wheel that failed to load only on the console: check them all.
  const missing = build.wheels.support.filter((name) => !(name.split("-")[0] in pyodide.loadedPackages));
  if (missing.length) throw new Error(`could not load ${missing.join(", ")}`);
  progress("kawu", 0.85);
  const micropip = pyodide.pyimport("micropip");
  try {
    await micropip.install(here(`../wheels/${build.wheels.kawu}`));
  } finally {
    micropip.destroy();
  }
  progress("import", 0.95);
  // The Python side of the boundary, kawu.bridge: JSON text in, JSON text out, so no PyProxy
  // ever reaches JS (tested, typed and linted with the package).
  const call = pyodide.pyimport("kawu.bridge").call;
  progress("ready", 1);
  return { call, build };
}

const ready = boot();
ready.then(
  ({ build }) => postMessage({ type: "ready", build: build.id, at: now() }),
  (e) => postMessage({ type: "fatal", error: { name: e?.name ?? "Error", message: String(e?.message ?? e) } }),
);

self.onmessage = async (event) => {
  const { id, type, payload } = event.data ?? {};
  if (typeof id !== "number") return;
  let engine;
  try {
    engine = await ready;
  } catch (e) {
    postMessage({ id, ok: false, error: { name: "BootError", message: String(e?.message ?? e) } });
    return;
  }
  const start = performance.now();
  let reply;
  try {
    reply = JSON.parse(engine.call(type, JSON.stringify(payload ?? {})));
  } catch (e) {
    reply = { ok: false, error: { name: e?.name ?? "Error", message: String(e?.message ?? e) } };
  }
  reply.id = id;
  reply.ms = performance.now() - start;
  postMessage(reply);
};
