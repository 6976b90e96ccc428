// The page's side of the bot's sandbox: a hidden <iframe sandbox="allow-scripts"> (an opaque
// origin: lab-sandbox.html, js/lab/sandbox-frame.js) whose worker runs the person's bot in a
// Python of its own. The page fetches that Python's files from the site (the frame could not:
// its requests are cross-origin) and hands them over as bytes; then it sends views and takes
// replies, one at a time, each with a time limit: past it, the frame ends the worker and starts
// another (a `while True` never holds the page), and the decision is a timeout.
import { LIMIT_S, SLACK_MS, crashReply, frameMessage, loadFailureReply, replyOf, timeoutReply } from "./protocol.js";

const FILES = {
  "pyodide.js": "pyodide/pyodide.js",
  "pyodide.asm.js": "pyodide/pyodide.asm.js",
  "pyodide.asm.wasm": "pyodide/pyodide.asm.wasm",
  "pyodide-lock.json": "pyodide/pyodide-lock.json",
  "python_stdlib.zip": "lab/python_stdlib.zip",
  "micropip.whl": "lab/micropip.whl", // micropip, pinned by build.sh: installs the person's wheels
};
const BOOT_MS = 60000;
let fetched = null; // the files' bytes, fetched once per page

function fetchFiles(site) {
  fetched ??= Promise.all(
    Object.entries(FILES).map(async ([name, path]) => {
      const response = await fetch(new URL(path, site));
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return [name, await response.arrayBuffer()];
    }),
  ).then(Object.fromEntries);
  fetched.catch(() => (fetched = null));
  return fetched;
}

export class BotSandbox {
  /** @param {{doc: Document, site: URL|string, protocol: string, limit?: number}} p protocol: kawu/botlab/bot.py's text */
  constructor({ doc, site, protocol, limit = LIMIT_S }) {
    this.doc = doc;
    this.site = new URL(site);
    this.protocol = new TextEncoder().encode(protocol).buffer;
    this.limit = limit;
    this.nextId = 1;
    this.pending = null; // {id, resolve, timer}
    this.waiting = null; // {type, resolve, reject, timer}: "frame" or "ready"
    this.wheels = []; // [{name, bytes}] installed into every new worker
    this.loaded = null; // the source the worker has loaded, or null
    this.restarts = 0;
    this.frame = null;
    this.listener = (event) => this.receive(event);
    doc.defaultView.addEventListener("message", this.listener);
  }

  /** The frame, the worker and its Python, up (the first time: fetches the files). */
  start() {
    this.started ??= (async () => {
      const files = fetchFiles(this.site);
      const frame = this.doc.createElement("iframe");
      frame.setAttribute("sandbox", "allow-scripts");
      frame.setAttribute("title", "bot sandbox");
      frame.setAttribute("aria-hidden", "true");
      frame.setAttribute("tabindex", "-1");
      frame.className = "lab-sandbox";
      // A srcdoc, not an address: Chromium and WebKit never send a sandboxed frame's request to
      // the service worker, so lab-sandbox.html loaded by address would fail offline. Fetched
      // here (from the service worker's cache when offline), it is the frame's document.
      const page = await fetch(new URL("lab-sandbox.html", this.site));
      if (!page.ok) throw new Error(`lab-sandbox.html: HTTP ${page.status}`);
      frame.srcdoc = await page.text();
      const framed = this.wait("frame");
      this.doc.body.append(frame);
      this.frame = frame;
      await framed;
      const ready = this.wait("ready");
      frame.contentWindow.postMessage({ type: "files", files: { ...(await files), "bot.py": this.protocol } }, "*");
      await ready;
    })();
    this.started.catch(() => (this.started = null));
    return this.started;
  }

  wait(type) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the bot's sandbox did not start within ${BOOT_MS / 1000} s`)), BOOT_MS);
      this.waiting = { type, resolve, reject, timer };
    });
  }

  receive(event) {
    if (!this.frame || event.source !== this.frame.contentWindow) return;
    const message = frameMessage(event.data);
    if (!message) return;
    if (this.waiting && (message.type === this.waiting.type || message.type === "crash")) {
      const { resolve, reject, timer } = this.waiting;
      clearTimeout(timer);
      this.waiting = null;
      if (message.type === "crash") reject(new Error(message.message));
      else resolve();
      return;
    }
    if (message.type === "crash" && this.pending) this.settle(this.pending.id, { crashed: message.message });
    if (message.type === "answer") this.settle(message.id, message.answer);
  }

  settle(id, answer) {
    if (this.pending?.id !== id) return;
    const { resolve, timer } = this.pending;
    clearTimeout(timer);
    this.pending = null;
    resolve(answer);
  }

  /** One request to the worker: its answer, or {timedOut: true} after the limit (the worker then restarted). */
  async ask(fields, limitMs) {
    await this.start();
    const id = this.nextId++;
    const answer = await new Promise((resolve) => {
      const timer = setTimeout(() => this.settle(id, { timedOut: true }), limitMs);
      this.pending = { id, resolve, timer };
      this.frame.contentWindow.postMessage({ ...fields, id }, "*");
    });
    if (answer.timedOut || answer.crashed) await this.restart();
    return answer;
  }

  /** The worker ended and another started, with the wheels installed again; no bot loaded. */
  async restart() {
    this.restarts += 1;
    this.loaded = null;
    const ready = this.wait("ready");
    this.frame.contentWindow.postMessage({ type: "reset" }, "*");
    await ready;
    for (const wheel of this.wheels) await this.ask({ type: "wheel", name: wheel.name, bytes: wheel.bytes }, BOOT_MS);
  }

  /** Install a pure-Python wheel now and into every worker started later: {ok} or {ok: false, error}. */
  async addWheel(name, bytes) {
    const answer = await this.ask({ type: "wheel", name, bytes }, BOOT_MS);
    if (answer.ok) this.wheels.push({ name, bytes });
    return answer.ok ? { ok: true } : { ok: false, error: answer.error ?? { message: answer.crashed ?? "no answer" } };
  }

  /** Load the bot's file anew: {ok} or {ok: false, error: {message, traceback}}. */
  async load(source, filename) {
    const answer = await this.ask({ type: "load", source, filename }, this.limit * 1000 + SLACK_MS);
    if (answer.timedOut) return { ok: false, error: { message: `${filename} took longer than ${this.limit} s to load: stopped`, traceback: "", kind: "timeout" } };
    if (answer.crashed) return { ok: false, error: { message: answer.crashed, traceback: "" } };
    this.loaded = answer.ok ? source : null;
    return answer.ok ? { ok: true } : { ok: false, error: answer.error ?? { message: "the bot did not load", traceback: "" } };
  }

  /** The bot's reply to ``view`` (the match's JSON); ``fresh``: load the file anew first. */
  async decide(view, source, filename, fresh) {
    if (fresh || this.loaded !== source) {
      const loaded = await this.load(source, filename);
      if (!loaded.ok) return loaded.error.kind === "timeout" ? timeoutReply(this.limit) : loadFailureReply(loaded.error);
    }
    const answer = await this.ask({ type: "decide", view }, this.limit * 1000 + SLACK_MS);
    if (answer.timedOut) return timeoutReply(this.limit);
    if (answer.crashed) return crashReply(answer.crashed);
    return replyOf(answer, this.limit);
  }

  close() {
    this.doc.defaultView.removeEventListener("message", this.listener);
    this.frame?.remove();
    this.frame = null;
    this.started = null;
  }
}
