// Python's boot for the engine's worker (js/worker.js), and for the Node tests that check it.
//
// Fresh: Pyodide starts from its standard library zip while our wheel downloads; the wheel is
// unpacked into site-packages (pyodide.unpackArchive: kawu is pure Python with no dependencies,
// so micropip and packaging would add 0.7 MB to download and nothing to do; and a package
// loaded with loadPackage would make the snapshot impossible), then every module of kawu the
// page can reach is imported.
// Warm: the same Python, restored from a memory snapshot of that state (Pyodide's experimental
// _loadSnapshot): no interpreter start, no imports. A snapshot is made in this browser, by the
// fresh boot, once Python is ready (never on the first visit's way to the table), and kept by the
// store (js/boot/snapshot-store.js) under this build's id; the store holds one snapshot, so a new
// build's replaces it.
// A snapshot that cannot be used — another build or Pyodide, a failed restore, corrupt data, an
// engine that does not answer — is dropped and Python boots fresh, as if there had been none.

/** Every module of kawu the page can reach, imported (the command-line tools excluded): after a
 *  restore the wheel is no longer unpacked, so nothing may be left to import lazily. */
const IMPORT_ALL = `
import importlib, pkgutil, kawu
for _m in pkgutil.walk_packages(kawu.__path__, "kawu."):
    if _m.name not in (
        "kawu.__main__", "kawu.arena", "kawu.bench", "kawu.bench_hard", "kawu.cli",
        "kawu.cli.fair", "kawu.cli.review", "kawu.cli.daily",
        "kawu.measure", "kawu.measure.arena", "kawu.measure.bench", "kawu.measure.bench_hard",
        "kawu.measure.matches", "kawu.measure.botchild", "kawu.measure.botrun", "kawu.measure.cluster",
        "kawu.measure.differential", "kawu.measure.fingerprint"
    ):
        importlib.import_module(_m.name)
del _m
`;

/** The engine answers: kawu.bridge is there and describes the games. Returns {call, described}:
 *  the page needs that description first, so the worker hands it over with "ready". */
function check(call) {
  const reply = JSON.parse(call("describe", "{}"));
  if (!reply.ok || !reply.result) throw new Error(`the engine does not answer: ${JSON.stringify(reply).slice(0, 200)}`);
  return { call, described: reply.result };
}

async function download(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.split("/").pop()}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

async function fresh({ loadPyodide, options, wheelURL, snapshots, fetchBytes }) {
  const [pyodide, wheel] = await Promise.all([
    loadPyodide({ ...options, _makeSnapshot: snapshots }),
    fetchBytes(wheelURL),
  ]);
  pyodide.unpackArchive(wheel, "wheel");
  pyodide.runPython(IMPORT_ALL);
  return { pyodide, ...check(pyodide.pyimport("kawu.bridge").call) };
}

async function restore({ loadPyodide, options, snapshot }) {
  // Pyodide would wait for the whole snapshot before making its module (only to size its memory),
  // then copy it into that memory. Here it is handed the snapshot's header alone, and the pages
  // read from the store go straight into the module's memory, read while the module is made.
  const { length, head } = snapshot;
  if (!Number.isInteger(head) || head < 12 || head > length) throw new Error("a damaged snapshot");
  const header = new Uint8Array(head);
  const create = options.createPyodideModule;
  const pyodide = await loadPyodide({
    ...options,
    _loadSnapshot: header,
    createPyodideModule: async (settings) => {
      settings.INITIAL_MEMORY = length; // as Pyodide sizes it for the whole snapshot
      const [module, packed] = await Promise.all([create(settings), snapshot.packed]);
      if (unpackInto(packed, header, new Uint8Array(module.HEAP8.buffer)) !== length) {
        throw new Error("a truncated snapshot");
      }
      if (headLength(header) !== head) throw new Error("a damaged snapshot"); // kept beside it
      return module;
    },
  });
  // The snapshot froze the random generators' state with everything else: stir them again.
  pyodide.runPython("import random; random.seed()");
  return { pyodide, ...check(pyodide.pyimport("kawu.bridge").call) };
}

/**
 * Boot Python with kawu.bridge ready. Returns {pyodide, call, described (describe's result),
 * path: "snapshot" | "fresh", dropped (why a snapshot was not used, or null), save()}: save()
 * makes and stores the snapshot after a fresh boot (resolves to its size in bytes, or 0 when
 * there is nothing to do).
 * @param {object} a
 * @param {Function} a.loadPyodide
 * @param {object} a.options loadPyodide's options (indexURL, stdLibURL, createPyodideModule: the
 *   runtime's factory, needed to restore a snapshot, ...)
 * @param {string} a.wheelURL our wheel
 * @param {string} a.buildId the build's id: a snapshot is only ever used by the build that made it
 * @param {?{get: Function, put: Function, clear: Function}} a.store null: no snapshots;
 *   put(id, bytes, head) keeps a snapshot and the length of its header; get(id) resolves to null
 *   or {length, head, packed: Promise<ArrayBuffer>} (packPages's form)
 * @param {Function} [a.progress] progress(stage) at each stage
 * @param {Function} [a.fetchBytes] url -> Promise<ArrayBuffer> (fetch, by default)
 * @param {boolean} [a.restoreOnly] only a restore from this build's snapshot: without one, or if it
 *   fails, an error, and the store is left as it is (the worker that primes the next visit's
 *   compiled code, see js/worker.js)
 */
export async function bootPython({ loadPyodide, options, wheelURL, buildId, store, progress = () => {}, fetchBytes = download, restoreOnly = false }) {
  let dropped = null;
  const drop = async (e) => {
    dropped = String(e?.message ?? e).split("\n")[0];
    // A restore only (the priming worker, beside the engine) never deletes: it may fail for want of
    // memory for a second Python, and the engine's next boot judges the snapshot itself.
    if (!restoreOnly) await store.clear().catch(() => {});
    return null;
  };
  const snapshot = store ? await store.get(buildId).catch(drop) : null;
  if (snapshot) {
    progress("runtime");
    try {
      const engine = await restore({ loadPyodide, options, snapshot });
      progress("import");
      return { ...engine, path: "snapshot", dropped, save: async () => 0 };
    } catch (e) {
      await drop(e);
    }
  }
  if (restoreOnly) throw new Error(dropped ? `the snapshot could not be used: ${dropped}` : "no snapshot of this build");
  progress("runtime");
  const engine = await fresh({ loadPyodide, options, wheelURL, snapshots: Boolean(store), fetchBytes });
  progress("import");
  const save = async () => {
    if (!store) return 0;
    const memory = engine.pyodide.makeMemorySnapshot();
    await store.put(buildId, memory, headLength(memory));
    return memory.length;
  };
  return { ...engine, path: "fresh", dropped, save };
}

// A snapshot is Python's whole memory (about 31 MB), three fifths of it pages of zeros; it is
// stored without them (about 12 MB), so a warm boot reads a third of the bytes before Python can
// start, and the store holds a third. Its layout, in little-endian 32-bit
// words: PAGED_MAGIC, the memory's length, the count n of pages kept, their n indexes (in
// order), then those pages' bytes. (gzip would make it 5 MB, but inflating 31 MB costs more
// than reading 12.)
const PAGE = 4096;
const PAGED_MAGIC = 0x314b574b; // "KWK1"

/** bytes (a snapshot) without its pages of zeros (see above), as an ArrayBuffer. */
export function packPages(bytes) {
  const pages = Math.ceil(bytes.length / PAGE);
  const full = new Uint8Array(pages * PAGE); // whole pages: the last one padded with zeros
  full.set(bytes);
  const words = new Uint32Array(full.buffer);
  const kept = [];
  for (let page = 0; page < pages; page++) {
    for (let i = page * (PAGE / 4), end = i + PAGE / 4; i < end; i++) {
      if (words[i] !== 0) {
        kept.push(page);
        break;
      }
    }
  }
  const head = 3 + kept.length;
  const out = new Uint8Array(head * 4 + kept.length * PAGE);
  const header = new Uint32Array(out.buffer, 0, head);
  header.set([PAGED_MAGIC, bytes.length, kept.length]);
  header.set(kept, 3);
  kept.forEach((page, k) => out.set(full.subarray(page * PAGE, (page + 1) * PAGE), head * 4 + k * PAGE));
  return out.buffer;
}

/** Pyodide's snapshot (makeMemorySnapshot): a header, whose length is its second 32-bit word, then
 *  Python's memory from its address 0. */
export const headLength = (bytes) => new DataView(bytes.buffer, bytes.byteOffset, 8).getUint32(4, true);

/** packPages's header, checked: {length, index (the pages kept), data (their bytes)}. */
function readPacked(buffer) {
  const words = buffer.byteLength >= 12 ? new Uint32Array(buffer, 0, 3) : [0, 0, 0];
  const [magic, length, count] = words;
  const head = 3 + count;
  if (magic !== PAGED_MAGIC || buffer.byteLength !== head * 4 + count * PAGE || count * PAGE > length + PAGE) {
    throw new Error("a truncated or damaged snapshot");
  }
  return { length, index: new Uint32Array(buffer, 12, count), data: new Uint8Array(buffer, head * 4) };
}

/**
 * The snapshot packPages packed, written out: its first head.length bytes into head, the rest into
 * memory from its start, zeros included. Returns the snapshot's length; throws on anything else.
 */
export function unpackInto(buffer, head, memory) {
  const { length, index, data } = readPacked(buffer);
  const h = head.length;
  if (length < h || memory.length < length - h) throw new Error("a snapshot larger than the memory given");
  const put = (from, to, source) => {
    // the snapshot's bytes from..to: source's, or zeros
    if (from < h) {
      const end = Math.min(to, h);
      if (source) head.set(source.subarray(0, end - from), from);
      else head.fill(0, from, end);
      source = source?.subarray(end - from);
      from = end;
    }
    if (from >= to) return;
    if (source) memory.set(source, from - h);
    else memory.fill(0, from - h, to - h);
  };
  let done = 0;
  // Pages kept in a row are copied in one go (a copy per page took 20 ms of the warm boot).
  for (let k = 0, end; k < index.length; k = end) {
    for (end = k + 1; end < index.length && index[end] === index[end - 1] + 1; end++);
    if (index[end - 1] * PAGE >= length || (k > 0 && index[k] <= index[k - 1])) throw new Error("a damaged snapshot");
    const from = index[k] * PAGE;
    const to = Math.min((index[end - 1] + 1) * PAGE, length);
    put(done, from, null);
    put(from, to, data.subarray(k * PAGE, k * PAGE + (to - from)));
    done = to;
  }
  put(done, length, null);
  return length;
}

/** The snapshot packPages packed, whole again (a Uint8Array); throws on anything else. */
export function unpackPages(buffer) {
  const whole = new Uint8Array(readPacked(buffer).length);
  unpackInto(buffer, whole, new Uint8Array(0));
  return whole;
}
