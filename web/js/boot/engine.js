// The engine client: promises over the worker's {id, type, payload} protocol.
// Also the boot watch: progress, a fatal error, or no "ready" within the time allowed.

export class EngineError extends Error {
  constructor(error) {
    super(error?.message ?? "engine error");
    this.name = error?.name ?? "EngineError";
    this.reason = error?.reason ?? null;
    this.params = error?.params ?? {};
    this.trace = error?.trace ?? null;
    // The reason in words, as the engine says it: {code, params, it, en}.
    this.words = { code: this.reason, params: this.params, it: error?.it ?? null, en: error?.en ?? null };
  }
}

export class EngineClient {
  /**
   * @param {URL|string} workerUrl the module worker script
   * @param {{bootTimeoutMs?: number, onProgress?: Function, WorkerClass?: typeof Worker,
   *   started?: ?{worker: Worker, events: Event[]}}} options started: a worker already running
   *   (js/start.js) and the events it sent before this client existed, handled first
   */
  constructor(workerUrl, { bootTimeoutMs = 60000, onProgress = () => {}, WorkerClass = Worker, started = null } = {}) {
    this.pending = new Map();
    this.nextId = 1;
    this.onProgress = onProgress;
    this.timings = {}; // request type -> [ms inside the worker]
    this.bootStages = [];
    this.boot = null; // once ready: how the worker booted, {path: "snapshot" | "fresh", dropped}
    this.described = null; // once ready: the engine's description of the games (describe)
    this.warm = undefined; // once the worker has warmed the search up (worker.js): what it took
    this.lastActive = now(); // when a request was last sent or answered (idle())
    // After a fresh boot: the bytes of the snapshot the worker stored for the next visits (0: none).
    this.saved = new Promise((resolve) => (this.resolveSaved = resolve));
    this.worker = started?.worker ?? new WorkerClass(workerUrl, { type: "module" });
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => {}); // callers observe it; no unhandled rejection warnings
    this.timer = setTimeout(
      () => this.fail({ name: "BootTimeout", message: `not ready after ${Math.round(bootTimeoutMs / 1000)} s` }),
      bootTimeoutMs,
    );
    const failed = (event) => {
      event.preventDefault?.();
      this.fail({ name: "WorkerError", message: event.message || "the engine's worker could not start" });
    };
    for (const event of started?.events ?? []) {
      if (event.type === "error") failed(event);
      else this.receive(event.data);
    }
    this.worker.addEventListener("message", (event) => this.receive(event.data));
    this.worker.addEventListener("error", failed);
  }

  receive(message) {
    if (message == null || typeof message !== "object") return;
    if (message.id === undefined) {
      if (message.type === "progress") {
        this.bootStages.push({ stage: message.stage, at: message.at });
        this.onProgress(message);
      } else if (message.type === "ready") {
        clearTimeout(this.timer);
        this.boot = message.boot ?? null;
        this.described = message.describe ?? null;
        this.resolveReady(message);
      } else if (message.type === "saved") {
        this.resolveSaved(message.bytes ?? 0);
      } else if (message.type === "warm") {
        this.warm = message.result; // {core, ms: {spades, hearts}}, or null when it failed
      } else if (message.type === "fatal") {
        this.fail(message.error);
      }
      return;
    }
    const entry = this.pending.get(message.id);
    if (!entry) return;
    this.pending.delete(message.id);
    this.lastActive = now();
    (this.timings[entry.type] ??= []).push(message.ms ?? 0);
    if (message.ok) entry.resolve(message.result);
    else entry.reject(new EngineError(message.error));
  }

  fail(error) {
    clearTimeout(this.timer);
    this.failed = new EngineError(error);
    this.rejectReady(this.failed);
    for (const entry of this.pending.values()) entry.reject(this.failed);
    this.pending.clear();
  }

  /** Send one request; resolves with its result or rejects with an EngineError. */
  call(type, payload = {}) {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.nextId++;
    this.lastActive = now();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, type });
      this.worker.postMessage({ id, type, payload });
    });
  }

  /**
   * Resolves once the worker has warmed up (or the engine has failed) and then had no request in
   * flight for ``quietMs``: the page's work that can wait (the offline download of the whole site
   * and the worker that primes the next visit: js/main.js) waits for it, so that it does not
   * compete for the processor with a game's first decisions.
   */
  idle(quietMs) {
    return new Promise((resolve) => {
      const look = () => {
        const quiet = now() - this.lastActive;
        if (this.failed || (this.warm !== undefined && this.pending.size === 0 && quiet >= quietMs)) resolve();
        else setTimeout(look, Math.max(quietMs - quiet, 100));
      };
      look();
    });
  }

  terminate() {
    clearTimeout(this.timer);
    this.worker.terminate();
  }
}

function now() {
  return globalThis.performance?.now() ?? Date.now();
}
