// js/start.js, the page's first script: it starts the engine's module worker beside itself and
// keeps what the worker says until the engine client takes it over (once).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import vm from "node:vm";

const SOURCE = readFileSync(new URL("../../web/js/start.js", import.meta.url), "utf8");

function run({ WorkerClass }) {
  const window = {};
  const document = { currentScript: { src: "https://example.org/games/kawu/js/start.js" } };
  vm.runInNewContext(SOURCE, { window, document, Worker: WorkerClass, URL });
  return window;
}

class FakeWorker extends EventTarget {
  constructor(url, options) {
    super();
    Object.assign(this, { url: String(url), options });
    FakeWorker.last = this;
  }
}

test("the worker starts at once, beside the script, as a module worker", () => {
  run({ WorkerClass: FakeWorker });
  assert.equal(FakeWorker.last.url, "https://example.org/games/kawu/js/worker.js");
  assert.deepEqual({ ...FakeWorker.last.options }, { type: "module" });
});

test("what the worker says before the client exists is kept, and handed over once", () => {
  const window = run({ WorkerClass: FakeWorker });
  const worker = FakeWorker.last;
  worker.dispatchEvent(Object.assign(new Event("message"), { data: { type: "progress", stage: "config" } }));
  const failure = new Event("error", { cancelable: true });
  worker.dispatchEvent(failure);
  assert.equal(failure.defaultPrevented, true, "the client reports it, not the console");
  const taken = window.kawuEngineStart.take();
  assert.equal(taken.worker, worker);
  assert.deepEqual([...taken.events].map((e) => e.type), ["message", "error"]);
  assert.equal(window.kawuEngineStart, undefined);
  // After the hand-over the client listens itself: nothing more is kept.
  worker.dispatchEvent(Object.assign(new Event("message"), { data: { type: "ready" } }));
  assert.equal(taken.events.length, 2);
});

test("a browser that cannot start the worker here leaves it to the client", () => {
  const window = run({
    WorkerClass: class {
      constructor() {
        throw new TypeError("module workers unsupported");
      }
    },
  });
  assert.equal(window.kawuEngineStart.take(), null);
});
