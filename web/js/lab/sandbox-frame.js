// The bot's sandbox, inside <iframe sandbox="allow-scripts" srcdoc="(lab-sandbox.html)">: an opaque
// origin, so nothing here can read the site's localStorage, IndexedDB, caches or cookies, and its
// Content-Security-Policy (lab-sandbox.html) allows no network at all (connect-src 'none').
// tools/build/sandbox.py puts this classic script inline into lab-sandbox.html, allowed by its
// hash: an opaque-origin document could not load a module script from the site (that would be a
// cross-origin request without CORS), and no server header is needed.
//
// The page (js/lab/sandbox.js) sends the files of a Python (Pyodide's runtime, the full standard
// library, the bot protocol kawu/botlab/bot.py) as bytes; this frame starts the bot's worker
// from a blob: URL with them and relays messages both ways. "reset" ends the worker
// (worker.terminate(), which stops anything: a `while True`, a long C call) and starts another
// from the same files. The worker receives views as JSON and answers replies: it has no engine.
// The person's wheels are installed with micropip (its pinned wheel is one of the files) from
// the bytes of the files they picked (an emfs: path), never from the network.
(() => {
  "use strict";
  const page = window.parent;
  let files = null;
  let worker = null;
  const send = (message) => page.postMessage(message, "*");

  function start() {
    worker?.terminate();
    const url = URL.createObjectURL(new Blob([`"use strict";(${botWorker.toString()})();`], { type: "text/javascript" }));
    worker = new Worker(url);
    const own = worker;
    own.onmessage = (event) => {
      if (own === worker) send(event.data);
    };
    own.onerror = (event) => {
      event.preventDefault();
      if (own === worker) send({ type: "crash", message: event.message || "the bot's worker stopped" });
    };
    own.postMessage({ type: "boot", files });
  }

  window.addEventListener("message", (event) => {
    if (event.source !== page) return;
    const message = event.data;
    if (message?.type === "files") {
      files = message.files;
      start();
    } else if (message?.type === "reset") {
      if (files) start();
    } else if (worker && message && typeof message === "object") {
      worker.postMessage(message);
    }
  });
  send({ type: "frame" });

  // The bot's worker (its source is this function's text, run from a blob: URL). Pyodide loads
  // from the bytes received: fetch answers only those, at a made-up address, and refuses the
  // rest. Once Python is up, the ways out of the worker are taken away before any bot runs.
  function botWorker() {
    const BASE = "https://sandbox.invalid/";
    const TYPES = { wasm: "application/wasm", json: "application/json", zip: "application/zip", mjs: "text/javascript", py: "text/plain" };
    let held = {}; // the files, until Python is up
    let runner = null;
    const post = self.postMessage.bind(self);
    const refuse = () => Promise.reject(new TypeError("the bot's sandbox has no network"));
    self.fetch = (input) => {
      const url = String(input?.url ?? input);
      const name = url.startsWith(BASE) ? url.slice(BASE.length) : null;
      if (!name || !(name in held)) return refuse();
      return Promise.resolve(new Response(held[name], { headers: { "Content-Type": TYPES[name.split(".").pop()] ?? "application/octet-stream" } }));
    };

    const RUNNER = `
import json, sys, types
def _protocol(source):
    module = types.ModuleType("kawu_lab_protocol")
    sys.modules[module.__name__] = module
    exec(compile(source, "kawu_lab_protocol.py", "exec"), module.__dict__)
    return module
def runner(source, installer):
    P = _protocol(source)
    held = {"bot": None, "installer": installer.to_bytes()}
    def load(text, filename):
        held["bot"] = None
        try:
            held["bot"] = P.Bot(text, filename)
        except P.BotLoadError as e:
            return json.dumps({"ok": False, "error": {"message": str(e), "traceback": e.traceback}})
        return json.dumps({"ok": True})
    def decide(view):
        if held["bot"] is None:
            return json.dumps({"error": {"kind": "crash", "message": "no bot is loaded"}})
        return json.dumps(held["bot"].decide(json.loads(view)).to_json())
    async def wheel(name, data):
        import os, re
        def refused(message):
            return json.dumps({"ok": False, "error": {"message": message, "traceback": ""}})
        tags = name[:-4].split("-")[-3:] if name.endswith(".whl") else []
        if not re.fullmatch(r"[A-Za-z0-9_.+!-]+", name) or len(tags) != 3 or tags[1] != "none" or tags[2] != "any":
            return refused(f"{name} is not a pure-Python wheel (…-none-any.whl)")
        os.makedirs("/tmp/wheels", exist_ok=True)
        path = f"/tmp/wheels/{name}"
        with open(path, "wb") as f:
            f.write(data.to_bytes())
        try:
            if held["installer"] is not None:  # micropip's wheel, unpacked at the first wheel
                import io, zipfile, sysconfig
                data, held["installer"] = held["installer"], None
                zipfile.ZipFile(io.BytesIO(data)).extractall(sysconfig.get_path("purelib"))
            import micropip
            await micropip.install(f"emfs:{path}")
        except Exception as e:
            needed = re.search(r"Can't fetch metadata for '([^']+)'", str(e))
            if needed:
                return refused(f"{name} needs {needed[1]}, which is not installed: open its wheel first (the sandbox has no network)")
            return refused(f"{name}: {e}")
        return json.dumps({"ok": True})
    return load, decide, wheel
runner
`;

    // Everything a bot's Python could reach the world or the origin's storage by, through the
    // js module: gone from the worker's global scope once Python is up.
    function lockDown() {
      const names = ["fetch", "XMLHttpRequest", "WebSocket", "WebTransport", "EventSource", "importScripts", "indexedDB", "caches", "cookieStore", "BroadcastChannel", "Worker", "SharedWorker", "postMessage", "close", "navigator", "location"];
      for (const name of names) {
        try {
          Object.defineProperty(self, name, { value: undefined, configurable: false, writable: false });
        } catch {
          // a property the browser will not let go: the CSP and the opaque origin still hold
        }
      }
    }

    async function boot(received) {
      held = received;
      const script = (name) => URL.createObjectURL(new Blob([held[name]], { type: "text/javascript" }));
      const [{ loadPyodide }, runtime] = await Promise.all([import(script("pyodide.js")), import(script("pyodide.asm.js"))]);
      const pyodide = await loadPyodide({
        indexURL: BASE,
        stdLibURL: `${BASE}python_stdlib.zip`,
        lockFileURL: `${BASE}pyodide-lock.json`,
        createPyodideModule: runtime.default,
        stdout: () => {},
        stderr: () => {},
      });
      const protocol = new TextDecoder().decode(held["bot.py"]);
      // micropip's wheel goes with the runner, unpacked only when a person's wheel is installed.
      const [load, decide, wheel] = pyodide.runPython(RUNNER)(protocol, new Uint8Array(held["micropip.whl"])).toJs();
      runner = { load, decide, wheel };
      held = {};
      self.fetch = refuse;
      lockDown();
      post({ type: "ready" });
    }

    self.onmessage = async (event) => {
      const m = event.data ?? {};
      if (m.type === "boot") {
        boot(m.files).catch((e) => post({ type: "crash", message: `Python did not start in the sandbox: ${e?.message ?? e}` }));
        return;
      }
      if (!runner || typeof m.id !== "number") return;
      const t0 = performance.now();
      let answer;
      try {
        if (m.type === "load") answer = JSON.parse(runner.load(String(m.source), String(m.filename)));
        else if (m.type === "decide") answer = JSON.parse(runner.decide(JSON.stringify(m.view)));
        else if (m.type === "wheel") answer = JSON.parse(await runner.wheel(String(m.name), new Uint8Array(m.bytes)));
        else return;
      } catch (e) {
        answer = { error: { kind: "crash", message: String(e?.message ?? e).slice(-2000) } };
      }
      post({ type: "answer", id: m.id, answer, ms: performance.now() - t0 });
    };
  }
})();
