// The worker's boot (web/js/boot/boot.js, bundled into the site's js/worker.js) under Node on the
// built site's runtime: fresh, then from
// the snapshot the fresh boot saved, then with a snapshot that cannot be used (corrupt, made by
// another Pyodide, truncated in the store). Prints one JSON object: for each case the boot's path,
// why a snapshot was dropped, what the store holds afterwards and a bridge game's outcome.
// Usage: node snapshot_boot.mjs <dist dir>
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

process.on("uncaughtException", (e) => {
  console.error(`${e?.name ?? "Error"}: ${e?.stack ?? e}`);
  process.exit(1);
});
const dist = resolve(process.argv[2]);
const url = (path) => pathToFileURL(join(dist, path)).href;
const { loadPyodide } = await import(url("pyodide/pyodide.js"));
const { default: createPyodideModule } = await import(url("pyodide/pyodide.asm.js"));
const { bootPython, packPages, headLength } = await import(new URL("../../web/js/boot/boot.js", import.meta.url).href);
const build = JSON.parse(readFileSync(join(dist, "build.json"), "utf8"));

const held = new Map(); // the store: build id -> bytes (as cacheStore keeps it: one at most)
const store = {
  get: async (id) => {
    if (!held.has(id)) return null;
    const bytes = held.get(id);
    // In the form the browser's store keeps (its pages of zeros left out).
    const length = bytes === truncated ? good.length : bytes.length;
    const head = bytes === badHead ? length + 1 : headLength(bytes);
    return { length, head, packed: Promise.resolve(packPages(bytes)) };
  },
  put: async (id, bytes, head) => {
    if (head !== headLength(bytes)) throw new Error(`put: header length ${head}`);
    held.clear();
    held.set(id, bytes.slice());
  },
  clear: async () => held.clear(),
};
const args = {
  loadPyodide,
  options: {
    indexURL: join(dist, "pyodide") + "/",
    stdLibURL: join(dist, "pyodide", build.stdlib),
    createPyodideModule,
    stdout: () => {},
  },
  wheelURL: join(dist, "wheels", build.wheels.kawu),
  buildId: build.id,
  store,
  fetchBytes: async (path) => new Uint8Array(readFileSync(path)),
};

/** A stretch of a game through kawu.bridge as the worker calls it: every level, a hint. */
function play(call) {
  const answer = (type, payload) => {
    const reply = JSON.parse(call(type, JSON.stringify(payload)));
    if (!reply.ok) throw new Error(`${type}: ${JSON.stringify(reply.error)}`);
    return reply.result;
  };
  const out = {};
  for (const game of ["hearts", "spades"]) {
    let { record, view } = answer("new_game", { game, seed: 42, viewer: 0 });
    const hint = answer("hint", { record, seat: view.to_act[0], effort: 0.2 });
    for (let n = 0; n < 16; n++) {
      const seat = view.to_act[0];
      const level = ["easy", "normal", "hard"][n % 3];
      const action = answer("bot_action", { record, seat, level, seed: n });
      ({ record, view } = answer("step", { record, seat, action, viewer: 0 }));
    }
    out[game] = { actions: record.actions, hint: hint.reason.code };
  }
  return out;
}

async function boot(label) {
  const t0 = performance.now();
  const engine = await bootPython(args);
  const ms = performance.now() - t0;
  const saved = await engine.save();
  const games = engine.described?.games ? Object.keys(engine.described.games) : null;
  return { label, path: engine.path, dropped: engine.dropped, saved, ms, played: play(engine.call), held: [...held.keys()], games };
}

let good = null;
let truncated = null;
let badHead = null; // kept with a header length the snapshot cannot have
const cases = [];
cases.push(await boot("first"));
cases.push(await boot("again"));
good = held.get(build.id);

// The worker that primes the next visit (js/worker.js named kawu-prime) only ever restores.
async function restoreOnly(label) {
  try {
    const engine = await bootPython({ ...args, restoreOnly: true });
    return { label, path: engine.path, played: play(engine.call), held: [...held.keys()] };
  } catch (e) {
    return { label, error: String(e?.message ?? e), held: [...held.keys()] };
  }
}
cases.push(await restoreOnly("prime"));
held.clear();
cases.push(await restoreOnly("prime without a snapshot"));
const damaged = good.slice();
damaged[20] ^= 0xff; // another Pyodide's, as far as the restore can tell
held.set(build.id, damaged);
cases.push(await restoreOnly("prime with a snapshot it cannot use"));
held.clear();
held.set(build.id, good.slice());

const corrupt = good.slice();
corrupt.fill(0x5a, corrupt.length >> 1, (corrupt.length >> 1) + 4096);
corrupt.fill(0, 64, 4096); // the hiwire state at the start
held.set(build.id, corrupt);
cases.push(await boot("corrupt"));

const otherPyodide = good.slice();
otherPyodide[20] ^= 0xff; // inside the Pyodide build id the header carries
held.set(build.id, otherPyodide);
cases.push(await boot("other pyodide"));

held.clear();
held.set("another build", good.slice());
cases.push(await boot("another build"));

badHead = good.slice();
held.set(build.id, badHead);
cases.push(await boot("bad header length"));

truncated = good.slice(0, good.length >> 1);
held.set(build.id, truncated);
cases.push(await boot("truncated"));
console.log(JSON.stringify({ build: build.id, size: good.length, cases }));
