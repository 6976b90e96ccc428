// After a build's first visit the page primes the next visit's compiled code (web/js/boot/pwa.js
// primeRuntime, js/worker.js named PRIME): only once the engine has stored a snapshot, only once a
// service worker controls the page, and the priming worker is always ended.
import { test } from "node:test";
import assert from "node:assert/strict";
import { PRIME, primeRuntime } from "../../web/js/boot/pwa.js";

class FakeWorker extends EventTarget {
  constructor() {
    super();
    this.terminated = false;
    FakeWorker.made.push(this);
  }
  say(data) {
    this.dispatchEvent(Object.assign(new Event("message"), { data }));
  }
  terminate() {
    this.terminated = true;
  }
}
FakeWorker.made = [];
const make = () => new FakeWorker();
const controlled = () => Object.assign(new EventTarget(), { controller: {} });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

test("the priming worker is named for it", () => {
  assert.equal(PRIME, "kawu-prime");
});

test("with no snapshot stored (a boot from one, a failed save) or no service worker, nothing starts", async () => {
  FakeWorker.made = [];
  assert.equal(await primeRuntime({ saved: Promise.resolve(0), container: controlled(), makeWorker: make }), false);
  assert.equal(await primeRuntime({ saved: Promise.resolve(12_000_000), container: null, makeWorker: make }), false);
  assert.equal(FakeWorker.made.length, 0);
});

test("once the snapshot is stored in a controlled page it primes, waits for primed, ends the worker", async () => {
  FakeWorker.made = [];
  let store;
  const saved = new Promise((resolve) => (store = resolve));
  const done = primeRuntime({ saved, container: controlled(), makeWorker: make });
  await tick();
  assert.equal(FakeWorker.made.length, 0, "not before the snapshot is stored");
  store(31_000_000);
  await tick();
  assert.equal(FakeWorker.made.length, 1);
  FakeWorker.made[0].say({ type: "progress", stage: "runtime" }); // anything else is not the end
  assert.equal(FakeWorker.made[0].terminated, false);
  FakeWorker.made[0].say({ type: "primed" });
  assert.equal(await done, true);
  assert.ok(FakeWorker.made[0].terminated);
});

test("on the very first visit it waits for the service worker to take control", async () => {
  FakeWorker.made = [];
  const container = Object.assign(new EventTarget(), { controller: null });
  const done = primeRuntime({ saved: Promise.resolve(1), container, makeWorker: make });
  await tick();
  assert.equal(FakeWorker.made.length, 0, "nothing before the cache holds the site");
  container.dispatchEvent(new Event("controllerchange"));
  await tick();
  assert.equal(FakeWorker.made.length, 1);
  FakeWorker.made[0].say({ type: "primed", error: "no snapshot of this build" });
  assert.equal(await done, false, "a failure is reported, not thrown");
  assert.ok(FakeWorker.made[0].terminated);
});

test("a worker that never answers is ended after the time allowed", async () => {
  FakeWorker.made = [];
  const done = primeRuntime({ saved: Promise.resolve(1), container: controlled(), makeWorker: make, timeoutMs: 10 });
  assert.equal(await done, false);
  assert.ok(FakeWorker.made[0].terminated);
});
