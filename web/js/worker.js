// The engine's home: a module Web Worker that boots Pyodide with kawu (js/boot/boot.js: from a memory
// snapshot when this browser has one of this build, else fresh) and answers requests {id, type,
// payload} with {id, ok, result} or {id, ok: false, error: {name, message, reason, params, it,
// en}} through kawu.bridge.call. Loading progress and a fatal boot failure are posted without an
// id. Every file comes from this site (relative URLs), so dist/ can be served from any path.
//
// Named "kawu-prime" (js/boot/pwa.js's PRIME), the worker answers nothing: it restores Python from this
// build's snapshot as a returning visit would, says "primed" and is ended. The page starts it once
// after a build's first visit, when the service worker has the site and the snapshot is stored:
// Chromium keeps a script's compiled code beside its cached response the first time it compiles it
// from there, with what that first run compiled; a returning visit's boot then compiles little of
// Pyodide's 1.2 MB runtime script (that compile took 34 ms of a returning player's first boot,
// traced; a cache made by a lighter run than a real restore slowed every later visit instead).
import { bootPython } from "./boot/boot.js";
import { cacheStore } from "./boot/snapshot-store.js";

const here = (path) => new URL(path, import.meta.url).href;

// "at": when, in ms since the epoch (the page subtracts its own performance.timeOrigin).
const now = () => performance.timeOrigin + performance.now();
// js/boot/pwa.js's PRIME, written out: importing it would put page modules in this bundle (test_bundle).
const priming = self.name === "kawu-prime";
const progress = (stage, fraction) => {
  if (!priming) postMessage({ type: "progress", stage, fraction, at: now() });
};
const FRACTION = { runtime: 0.1, import: 0.9 };

// A server that sends the wasm with another type than application/wasm (a stock nginx: its own
// mime.types has none for .wasm): the browser will not compile it while it streams in, and
// Pyodide, told so, would wait for ever. Here it is compiled from its bytes instead, as
// Emscripten's own loader does (a little slower); the type it came as is kept for the tests.
const instantiateStreaming = WebAssembly.instantiateStreaming;
self.kawuWasmType = null;
WebAssembly.instantiateStreaming = async (source, imports) => {
  const response = await source;
  const type = response.headers.get("content-type") ?? "";
  if (/^application\/wasm\s*(;|$)/i.test(type)) return instantiateStreaming.call(WebAssembly, response, imports);
  self.kawuWasmType = type || "none";
  return WebAssembly.instantiate(await response.arrayBuffer(), imports);
};

// How this worker booted, for the tests and tools/measure (Playwright reads it in the worker):
// {path: "snapshot" | "fresh", dropped: why a snapshot was not used, snapshot: bytes saved}.
self.kawuBoot = null;

// One snapshot cache per copy of the site on this origin (the path is in its name); it starts
// reading what it holds now, beside build.json and Pyodide's loader.
const store = cacheStore(`kawu-python ${new URL(here("../")).pathname}`, here("../"));

async function boot() {
  progress("config", 0);
  // At once: build.json (revalidated every time: it names this build's files), Pyodide's loader
  // and its runtime script (1.2 MB, which loadPyodide would only import once it runs); then,
  // inside loadPyodide, the runtime's wasm and the standard library.
  const [build, { loadPyodide }, runtime] = await Promise.all([
    fetch(here("../build.json"), { cache: "no-cache" }).then((response) => {
      if (!response.ok) throw new Error(`build.json: HTTP ${response.status}`);
      return response.json();
    }),
    import("../pyodide/pyodide.js"),
    import("../pyodide/pyodide.asm.js"),
  ]);
  const engine = await bootPython({
    loadPyodide,
    options: {
      indexURL: here("../pyodide/"),
      stdLibURL: here(`../pyodide/${build.stdlib}`),
      createPyodideModule: runtime.default,
    },
    wheelURL: here(`../wheels/${build.wheels.kawu}`),
    buildId: build.id,
    store,
    progress: (stage) => progress(stage, FRACTION[stage]),
    restoreOnly: priming,
  });
  self.kawuBoot = { path: engine.path, dropped: engine.dropped, snapshot: null };
  progress("ready", 1);
  return { ...engine, build };
}

// The runtime's files and the types a browser takes them in: a module script must come as
// JavaScript, and the wasm as application/wasm (any other, and Pyodide compiles it the slow way).
const TYPED = [
  ["pyodide/pyodide.js", "text/javascript", /^(text|application)\/(x-)?(javascript|ecmascript)$/],
  ["pyodide/pyodide.asm.js", "text/javascript", /^(text|application)\/(x-)?(javascript|ecmascript)$/],
  ["pyodide/pyodide.asm.wasm", "application/wasm", /^application\/wasm$/],
];

/**
 * Why a boot failed, when the server is the cause: the first of the runtime's files that came
 * with a type the browser does not take (asked again with HEAD), as {file, type, want}; else null.
 * A browser says only "Failed to fetch dynamically imported module", which sends a host looking
 * at the network.
 */
async function wrongType() {
  for (const [file, want, takes] of TYPED) {
    try {
      const response = await fetch(here(`../${file}`), { method: "HEAD", cache: "no-store" });
      const type = (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
      if (response.ok && !takes.test(type)) return { file, type: type || "none", want };
    } catch {
      // offline, or no HEAD: nothing to tell
    }
  }
  return null;
}

/** A boot's failure as the page shows it: the wrong type named when that is the cause. */
async function bootFailure(e) {
  const error = { name: e?.name ?? "Error", message: String(e?.message ?? e) };
  const wrong = await wrongType();
  if (!wrong) return error;
  return { name: "WrongType", message: `${wrong.file} came as ${wrong.type}, not ${wrong.want} (${error.message})`, params: wrong };
}

const ready = boot();
if (priming) {
  ready.then(
    () => postMessage({ type: "primed" }),
    (e) => postMessage({ type: "primed", error: String(e?.message ?? e) }),
  );
} else {
  serve();
}

/** The engine: says it is ready (or why not), stores the snapshot after a fresh boot, answers. */
function serve() {
  ready.then(
    // With the engine's description of the games, which the page would otherwise ask for first.
    ({ build, path, dropped, described }) =>
      postMessage({ type: "ready", build: build.id, at: now(), boot: { path, dropped }, describe: described }),
    (e) => bootFailure(e).then((error) => postMessage({ type: "fatal", error })),
  );
  // After a fresh boot, once "ready" is posted: the snapshot for the next visits (made before the
  // first request is answered, so it holds Python as it booted; stored in the background).
  ready.then(
    (engine) =>
      engine
        .save()
        .then(
          (bytes) => (self.kawuBoot.snapshot = bytes),
          (e) => {
            self.kawuBoot.snapshot = `failed: ${String(e?.message ?? e).split("\n")[0]}`;
            return 0;
          },
        )
        .then((bytes) => postMessage({ type: "saved", bytes })),
    () => {},
  );
  // Then, once the snapshot is made (it must hold no handle of the core's), a hard decision of
  // each game at a quarter of the effort (kawu.bridge WARM_UP): the core is loaded and its code
  // has run before a game's first decision needs it. Decisions are seeded: it changes none.
  ready.then(
    (engine) =>
      setTimeout(() => {
        let result = null; // said even when it failed: the page's offline set-up waits for it
        try {
          const reply = JSON.parse(engine.call("warm_up", "{}"));
          result = reply.ok ? reply.result : null;
        } finally {
          postMessage({ type: "warm", result });
        }
      }, 0),
    () => {},
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
}
