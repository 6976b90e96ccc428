// kawu's service worker: after the first visit every file of the site is in one cache, so the
// game loads and plays with no network at all.
//
// ./build.sh (tools/build/stamp.py) writes the line below: this build's id and every file of the site
// but this script, with its SHA-256. A new build is a new sw.js, so the browser installs it
// beside the running one; it fills a cache of its own (files the build did not change are
// copied from the previous build's cache, the others downloaded and checked against their hash)
// and waits. The page offers to reload when no hand is in progress and, if the person agrees,
// asks it to take over ("skip-waiting"); taking over, it deletes the older builds' caches. Every
// request is answered from the one cache of the running build, so no page mixes two builds.
const BUILD = { id: "dev", files: {} };

const SCOPE = self.registration.scope;
// This deployment's caches: the scope is in the name, so two copies of the site on one origin
// (say /kawu/ and /kawu-beta/) never delete each other's files.
const PREFIX = `kawu ${new URL(SCOPE).pathname} `;
const CACHE = PREFIX + BUILD.id;
const INDEX = new URL("index.html", SCOPE).href;

self.addEventListener("install", (event) => {
  addRoutes(event);
  event.waitUntil(precache());
});

// Where the browser can (Chromium's static routing; Firefox and WebKit have none and use the
// fetch listener below for everything), the site's files are answered straight from this
// build's cache, without running this script: one cache lookup instead of a worker's event per
// request, which on a warm visit is most of the time before Python's runtime arrives (the page's
// modules, then the worker's imports and Pyodide's 9.6 MB). The cache missing a file, the
// browser asks the network. Pages (navigations, whatever their query) stay with the listener,
// which answers them with index.html.
function addRoutes(event) {
  if (typeof event.addRoutes !== "function" || typeof URLPattern !== "function") return;
  const scope = new URL(SCOPE);
  const site = new URLPattern({
    protocol: scope.protocol.slice(0, -1),
    hostname: scope.hostname,
    port: scope.port,
    pathname: `${scope.pathname.replace(/[\\:*?(){}+]/g, "\\$&")}*`,
  });
  event.addRoutes([
    { condition: { requestMode: "navigate" }, source: "fetch-event" },
    { condition: { urlPattern: site, requestMethod: "GET" }, source: { cacheName: CACHE } },
  ]);
}

async function precache() {
  const files = Object.entries(BUILD.files);
  if (!files.length) throw new Error("sw.js was not stamped by ./build.sh: nothing to cache");
  const cache = await caches.open(CACHE);
  const older = [];
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE) older.push(await caches.open(name));
  }
  // All or nothing: one failure fails the install, which the browser retries on a later visit
  // (files already cached are kept for that attempt).
  await Promise.all(
    files.map(async ([file, hash]) => {
      const url = new URL(file, SCOPE).href;
      // Already in this build's cache (an earlier attempt): its hash was checked when put.
      if ((await cache.match(url))?.url === url) return;
      for (const source of older) {
        const kept = await reusable(source, url, hash);
        if (kept) {
          await cache.put(url, kept);
          return;
        }
      }
      // "no-cache": the HTTP cache may answer, but only after the server confirms the file.
      const response = await fetch(url, { cache: "no-cache" });
      if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
      const copy = response.clone();
      const body = await response.arrayBuffer();
      if ((await sha256(body)) !== hash) {
        throw new Error(`${file} is not the file of build ${BUILD.id} (was the site updated?)`);
      }
      // The response itself is kept, not a copy of its bytes: it keeps its address and time,
      // which is what lets Chromium keep compiled code beside it (Pyodide's 1.2 MB runtime script
      // is then not compiled again at every visit). One that came through a redirect is copied:
      // a page may not be answered with a redirected response.
      const stored = copy.redirected ? new Response(body, { status: 200, statusText: copy.statusText, headers: copy.headers }) : copy;
      await cache.put(url, stored);
    }),
  );
}

// A file of an older build's cache, taken over when its bytes are this build's (compared by
// hash) and it is a response as the network gave it, with its address.
async function reusable(source, url, hash) {
  const kept = await source.match(url);
  if (!kept || kept.url !== url) return null; // older builds kept copies without an address
  return (await sha256(await kept.clone().arrayBuffer())) === hash ? kept : null;
}

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return; // the network, as usual
  event.respondWith(respond(request));
});

async function respond(request) {
  try {
    return await answer(request);
  } catch {
    // The cache itself failed (storage cleared or evicted meanwhile): still an answer, never a
    // rejected respondWith (Firefox reports that as an error of the page).
    return unavailable();
  }
}

// A fixed status text: an error's message may hold characters a status text cannot (Firefox's
// say "‘url’"), and new Response() would throw on them.
const unavailable = () => new Response("", { status: 503, statusText: "Service Unavailable" });

async function answer(request) {
  const cache = await caches.open(CACHE);
  // The page is index.html whatever its query (?pace=0, ?seed=…). A file is looked up by its
  // exact address first: ignoring the query scans every entry of the cache.
  const page = request.mode === "navigate" && request.url.split(/[?#]/)[0] === SCOPE;
  const hit = page ? await cache.match(INDEX) : ((await cache.match(request)) ?? (await cache.match(request, { ignoreSearch: true })));
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch {
    // Offline, at an address of the site that is not a file of it: the table is still there.
    const index = request.mode === "navigate" ? await cache.match(INDEX) : undefined;
    // Not a file of the site and no network (or the page went away meanwhile): a plain 503 for
    // the page to handle.
    return index ?? unavailable();
  }
}
