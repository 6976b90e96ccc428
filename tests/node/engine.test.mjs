// The engine client's protocol, against a fake worker: {id, type, payload} -> {id, ok, result|error};
// progress/ready/fatal without id; a boot that never finishes times out.
import { test } from "node:test";
import assert from "node:assert/strict";
import { EngineClient } from "../../web/js/boot/engine.js";

class FakeWorker extends EventTarget {
  constructor(url, options) {
    super();
    this.url = url;
    this.options = options;
    this.sent = [];
    FakeWorker.last = this;
  }
  postMessage(message) {
    this.sent.push(message);
  }
  reply(data) {
    const event = new Event("message");
    event.data = data;
    this.dispatchEvent(event);
  }
  terminate() {}
}

test("the worker is a module worker and requests are matched to replies by id", async () => {
  const progress = [];
  const client = new EngineClient("worker.js", { WorkerClass: FakeWorker, onProgress: (m) => progress.push(m.stage) });
  const worker = FakeWorker.last;
  assert.deepEqual(worker.options, { type: "module" });
  worker.reply({ type: "progress", stage: "runtime", fraction: 0.1 });
  worker.reply({ type: "ready" });
  await client.ready;
  assert.deepEqual(progress, ["runtime"]);
  const a = client.call("view", { seat: 0 });
  const b = client.call("describe");
  assert.deepEqual(worker.sent, [
    { id: 1, type: "view", payload: { seat: 0 } },
    { id: 2, type: "describe", payload: {} },
  ]);
  worker.reply({ id: 2, ok: true, result: { games: {} }, ms: 1 });
  worker.reply({ id: 1, ok: false, error: { name: "IllegalAction", message: "must follow suit", reason: "must_follow", params: { suit: "S" } } });
  assert.deepEqual(await b, { games: {} });
  await assert.rejects(a, (e) => e.name === "IllegalAction" && e.reason === "must_follow" && e.params.suit === "S");
  assert.deepEqual(client.timings.describe, [1]);
  client.terminate();
});

test("a fatal message fails the boot and every pending request", async () => {
  const client = new EngineClient("worker.js", { WorkerClass: FakeWorker });
  const pending = client.call("describe");
  FakeWorker.last.reply({ type: "fatal", error: { name: "Error", message: "wasm failed" } });
  await assert.rejects(client.ready, /wasm failed/);
  await assert.rejects(pending, /wasm failed/);
  await assert.rejects(client.call("describe"), /wasm failed/);
});

test("no ready message within the time allowed is a BootTimeout, never an endless wait", async () => {
  const client = new EngineClient("worker.js", { WorkerClass: FakeWorker, bootTimeoutMs: 20 });
  await assert.rejects(client.ready, (e) => e.name === "BootTimeout");
});

test("a worker that fails to start is reported", async () => {
  const client = new EngineClient("worker.js", { WorkerClass: FakeWorker });
  const event = new Event("error");
  event.message = "SyntaxError in worker";
  FakeWorker.last.dispatchEvent(event);
  await assert.rejects(client.ready, /SyntaxError in worker/);
  client.terminate();
});

test("a worker started before the client (js/start.js) is taken over with what it already said", async () => {
  const worker = new FakeWorker("worker.js", { type: "module" });
  const said = (data) => Object.assign(new Event("message"), { data });
  const progress = [];
  const client = new EngineClient("unused.js", {
    WorkerClass: class {
      constructor() {
        assert.fail("a second worker was started");
      }
    },
    onProgress: (m) => progress.push(m.stage),
    started: { worker, events: [said({ type: "progress", stage: "config", fraction: 0 }), said({ type: "ready", build: "b" })] },
  });
  assert.equal(client.worker, worker);
  assert.equal((await client.ready).build, "b");
  assert.deepEqual(progress, ["config"]);
  const answer = client.call("describe");
  worker.reply({ id: 1, ok: true, result: 42 });
  assert.equal(await answer, 42);
});

test("a worker that failed to start before the client existed is reported", async () => {
  const worker = new FakeWorker("worker.js", { type: "module" });
  const failure = Object.assign(new Event("error", { cancelable: true }), { message: "SyntaxError in worker.js" });
  const client = new EngineClient("unused.js", { WorkerClass: FakeWorker, started: { worker, events: [failure] } });
  await assert.rejects(client.ready, { name: "WorkerError", message: "SyntaxError in worker.js" });
});

test("the description of the games comes with ready: the page asks the worker nothing for it", async () => {
  const { GameSession: Session } = await import("../../web/js/game/session.js");
  const client = new EngineClient("worker.js", { WorkerClass: FakeWorker });
  const worker = FakeWorker.last;
  worker.reply({ type: "ready", build: "b", describe: { games: { hearts: {}, spades: {} } } });
  await client.ready;
  assert.deepEqual(client.described, { games: { hearts: {}, spades: {} } });
  const session = new Session(client);
  assert.deepEqual(await session.describe(), { games: { hearts: {}, spades: {} } });
  assert.deepEqual(worker.sent, [], "no describe request");
  // An older worker (no description with ready): the session asks for it.
  const older = new EngineClient("worker.js", { WorkerClass: FakeWorker });
  FakeWorker.last.reply({ type: "ready", build: "b" });
  await older.ready;
  const asked = new Session(older).describe();
  assert.deepEqual(FakeWorker.last.sent, [{ id: 1, type: "describe", payload: {} }]);
  FakeWorker.last.reply({ id: 1, ok: true, result: { games: {} } });
  assert.deepEqual(await asked, { games: {} });
});

test("idle: after the worker's warm-up, once no request has been in flight for the time asked; at once when the engine failed", async () => {
  const client = new EngineClient("worker.js", { WorkerClass: FakeWorker });
  const worker = FakeWorker.last;
  worker.reply({ type: "ready" });
  await client.ready;
  let idle = false;
  const became = client.idle(60).then(() => (idle = true));
  const pending = client.call("bot_action");
  await new Promise((r) => setTimeout(r, 150));
  assert.equal(idle, false, "not before the warm-up is over");
  worker.reply({ type: "warm", result: null });
  await new Promise((r) => setTimeout(r, 150));
  assert.equal(idle, false, "not while a request is in flight");
  worker.reply({ id: 1, ok: true, result: 1 });
  await pending;
  const answered = performance.now();
  await new Promise((r) => setTimeout(r, 20));
  assert.equal(idle, false, "not until the engine has been quiet for the time asked");
  await became;
  assert.ok(performance.now() - answered >= 50, "quiet for the time asked");
  const failed = new EngineClient("worker.js", { WorkerClass: FakeWorker });
  FakeWorker.last.reply({ type: "fatal", error: { name: "Error", message: "no" } });
  await failed.ready.catch(() => {});
  await failed.idle(60_000); // resolves: a failed engine has nothing to wait for
  client.terminate();
});
