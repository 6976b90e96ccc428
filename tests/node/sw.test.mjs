// The service worker always answers a request it intercepts: a rejected respondWith is reported
// by Firefox as an error of the page ("A ServiceWorker intercepted the request and encountered an
// unexpected error"), which once failed CI on /favicon.ico.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import vm from "node:vm";

const SOURCE = readFileSync(new URL("../../web/sw.js", import.meta.url), "utf8");
const SCOPE = "http://127.0.0.1:8000/kawu/";

/** Runs sw.js with the given cache storage and fetch; returns its fetch listener. */
function worker({ caches, fetch, URLPattern }, listeners = {}) {
  const self = {
    registration: { scope: SCOPE },
    addEventListener: (type, listener) => (listeners[type] = listener),
  };
  vm.runInNewContext(SOURCE, { self, caches, fetch, Response, Headers, URL, URLPattern, crypto, console });
  return (request) =>
    new Promise((resolve) => listeners.fetch({ request, respondWith: resolve })).then((answer) => answer);
}

const request = (path, mode = "no-cors") => ({ method: "GET", url: SCOPE + path, mode });
const emptyCache = { match: async () => undefined };

test("a file missing from the cache, with the network failing in Firefox's words, is a 503", async () => {
  const fetch = async () => {
    throw new TypeError("NetworkError when attempting to fetch resource ‘http://127.0.0.1/favicon.ico’.");
  };
  const respond = worker({ caches: { open: async () => emptyCache }, fetch });
  const answer = await respond(request("favicon.ico"));
  assert.equal(answer.status, 503);
  assert.equal(answer.statusText, "Service Unavailable");
});

test("a cache that cannot be opened still gets an answer, never a rejection", async () => {
  const caches = { open: async () => { throw new DOMException("The operation is insecure.", "SecurityError"); } };
  const respond = worker({ caches, fetch: async () => new Response("x") });
  assert.equal((await respond(request("favicon.ico"))).status, 503);
});

test("offline, a page of the site that is not a file of it is the table", async () => {
  const index = new Response("<!doctype html>");
  const cache = { match: async (key) => (key === SCOPE + "index.html" ? index : undefined) };
  const fetch = async () => { throw new TypeError("offline"); };
  const respond = worker({ caches: { open: async () => cache }, fetch });
  assert.equal(await respond(request("somewhere/else", "navigate")), index);
});

test("a file of the site is answered from the cache, without the network", async () => {
  const kept = new Response("cached");
  const cache = { match: async (key, options) => (key.url.split("?")[0] === SCOPE + "style.css" && options?.ignoreSearch ? kept : undefined) };
  const fetch = async () => assert.fail("the network was asked for a cached file");
  const respond = worker({ caches: { open: async () => cache }, fetch });
  assert.equal(await respond(request("style.css?v=2")), kept);
});

test("a file is looked up by its exact address first: no scan of the cache for it", async () => {
  const kept = new Response("cached");
  const lookups = [];
  const cache = { match: async (key, options) => (lookups.push(options ?? null), key.url === SCOPE + "js/app.js" ? kept : undefined) };
  const respond = worker({ caches: { open: async () => cache }, fetch: async () => assert.fail("network") });
  assert.equal(await respond(request("js/app.js")), kept);
  assert.deepEqual(lookups, [null]);
});

test("where the browser routes statically, the site's files go straight to this build's cache, pages to the script", () => {
  const listeners = {};
  class FakePattern {
    constructor(init) {
      this.init = init;
    }
  }
  worker({ caches: { open: async () => emptyCache }, fetch, URLPattern: FakePattern }, listeners);
  const routes = [];
  const waited = [];
  listeners.install({ addRoutes: (r) => routes.push(...r), waitUntil: (p) => waited.push(p.catch(() => {})) });
  assert.equal(waited.length, 1); // the precache still runs
  const plain = JSON.parse(JSON.stringify(routes)); // objects of the worker's realm, compared as data
  assert.deepEqual(plain[0], { condition: { requestMode: "navigate" }, source: "fetch-event" });
  assert.deepEqual(plain[1].condition.urlPattern.init, { protocol: "http", hostname: "127.0.0.1", port: "8000", pathname: "/kawu/*" });
  assert.equal(routes[1].condition.requestMethod, "GET");
  assert.match(routes[1].source.cacheName, /^kawu \/kawu\/ /);
  assert.equal(routes.length, 2);
});

test("a browser without static routing (Firefox, WebKit) installs as before", () => {
  const listeners = {};
  worker({ caches: { open: async () => emptyCache }, fetch }, listeners);
  const waited = [];
  listeners.install({ waitUntil: (p) => waited.push(p.catch(() => {})) });
  assert.equal(waited.length, 1);
});
