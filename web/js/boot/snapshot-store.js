// Where the engine's worker keeps its snapshot of Python (js/boot/boot.js makes and restores it): the
// Cache API. Its entry is read at once, off the worker's thread, while the worker fetches and
// starts Pyodide's runtime. (The origin private file system, read synchronously, was tried: on the
// 2-core machine it was no faster, and its read held the worker's thread for 40 ms.)
import { packPages } from "./boot.js";

/**
 * The store, or null where there is no Cache API (an insecure context: then Python always boots
 * fresh). One cache per copy of the site, `name`, holding at most one entry: this build's
 * snapshot, under a URL of the site that is never fetched (`${base}python-snapshot/<build id>`),
 * with its length. It starts reading its entry at once, while the worker fetches build.json and
 * Pyodide's runtime: get(id) resolves to null (nothing, or another build's, which is deleted) or
 * {length, head, packed: Promise<ArrayBuffer>} (the snapshot's length, its header's, and its
 * bytes as packPages packed them).
 */
export function cacheStore(name, base) {
  const cacheStorage = globalThis.caches;
  if (!cacheStorage) return null;
  const url = (id) => new URL(`python-snapshot/${encodeURIComponent(id)}`, base).href;
  const held = cacheStorage.open(name).then(async (cache) => {
    const [request] = await cache.keys();
    if (!request) return null;
    const response = await cache.match(request);
    const packed = response.arrayBuffer();
    packed.catch(() => {});
    const number = (header) => Number(response.headers.get(header));
    return { url: request.url, length: number("x-kawu-length"), head: number("x-kawu-head"), packed };
  });
  held.catch(() => {});
  return {
    async get(id) {
      const entry = await held;
      if (!entry) return null;
      if (entry.url !== url(id)) {
        await cacheStorage.delete(name); // another build's: never of use again
        return null;
      }
      const { url: _, ...snapshot } = entry;
      return snapshot;
    },
    async put(id, bytes, head) {
      await cacheStorage.delete(name);
      const cache = await cacheStorage.open(name);
      const headers = {
        "content-type": "application/octet-stream",
        "x-kawu-length": String(bytes.length),
        "x-kawu-head": String(head),
      };
      await cache.put(url(id), new Response(packPages(bytes), { headers }));
    },
    async clear() {
      await cacheStorage.delete(name);
    },
  };
}
