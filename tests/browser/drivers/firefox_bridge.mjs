// Firefox for the Python tests: puppeteer-core (web/node_modules, no browser download) drives
// Debian's firefox-esr over WebDriver BiDi. One JSON request a line on stdin,
//   {"id": 1, "op": "goto", "tab": "t1", "args": {...}}
// one JSON answer a line on stdout: {"id": 1, "ok": value} or {"id": 1, "error": "..."}.
// Sessions are browser contexts (their own storage and service workers); one Firefox is started
// per language asked for (its intl.accept_languages), when first needed.
import { createRequire } from "node:module";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const web = fileURLToPath(new URL("../../../web/package.json", import.meta.url));
const puppeteer = createRequire(web)("puppeteer-core");
const FIREFOX = process.env.KAWU_FIREFOX || "/usr/bin/firefox-esr";

const browsers = new Map(); // locale -> Promise<Browser>
const profiles = new Map(); // id -> Browser: a profile in a directory of its own (killable, test_crash.py)
const sessions = new Map(); // id -> BrowserContext
const tabs = new Map(); // id -> {page, errors, console}
let next = 0;

function launch(locale, options = {}) {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    ...options,
    extraPrefsFirefox: {
      "intl.accept_languages": locale,
      "intl.locale.requested": locale,
      // Firefox guesses /favicon.ico for a page with no icon of its own: the tests' build.json,
      // where they write localStorage before opening the game. Leaving it at once cancelled that
      // request inside the service worker, which Firefox reports as a page error ("A
      // ServiceWorker intercepted the request and encountered an unexpected error"). The
      // game's page names its icon, so it never makes that request.
      "browser.chrome.guess_favicon": false,
    },
  });
}

function browserFor(locale) {
  if (!browsers.has(locale)) browsers.set(locale, launch(locale));
  return browsers.get(locale);
}

/** A page of the tests: its errors and console errors collected; its id. */
async function register(page, viewport) {
  await page.setViewport(viewport);
  const tab = { page, errors: [], console: [] };
  page.on("pageerror", (e) => tab.errors.push(String(e?.stack ?? e)));
  page.on("console", (m) => { if (m.type() === "error") tab.console.push(m.text()); });
  const id = `t${++next}`;
  tabs.set(id, tab);
  return id;
}

function wrap(js) {
  return `async (arg) => { const f = (${js}); return typeof f === 'function' ? await f(arg) : await f; }`;
}

const ops = {
  async version() {
    const browser = await browserFor("en-US");
    return browser.version();
  },
  async session({ locale, viewport, touch }) {
    const context = await (await browserFor(locale)).createBrowserContext();
    const id = `s${++next}`;
    sessions.set(id, { context, viewport: { ...viewport, hasTouch: Boolean(touch) } });
    return id;
  },
  async closeSession({ session }) {
    await sessions.get(session).context.close();
    sessions.delete(session);
  },
  async newTab({ session }) {
    const { context, viewport } = sessions.get(session);
    return register(await context.newPage(), viewport);
  },
  // A profile kept in ``dir``: its own Firefox (puppeteer starts it in a process group of its own,
  // which the tests may kill outright), started again on the same directory after a kill.
  async profile({ dir, locale }) {
    const browser = await launch(locale, { userDataDir: dir });
    const id = `p${++next}`;
    profiles.set(id, browser);
    return { id, pid: browser.process().pid };
  },
  async profileTab({ profile, viewport, initScript }) {
    const browser = profiles.get(profile);
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    if (initScript) await page.evaluateOnNewDocument(initScript);
    return register(page, viewport);
  },
  async profileGone({ profile, close }) {
    const browser = profiles.get(profile);
    profiles.delete(profile);
    if (close) await browser.close();
    else await browser.disconnect().catch(() => {});
  },
  goto: async (tab, { url }) => void await tab.page.goto(url, { waitUntil: "load" }),
  reload: async (tab) => void await tab.page.reload({ waitUntil: "load" }),
  evaluate: (tab, { js, arg }) =>
    tab.page.evaluate(`(${wrap(js)})(${JSON.stringify(arg ?? null)})`),
  press: (tab, { key }) => {
    const keys = (key.length > 1 ? key.split("+") : [key]).map((k) => (k === "Space" ? " " : k));
    return (async () => {
      for (const k of keys.slice(0, -1)) await tab.page.keyboard.down(k);
      await tab.page.keyboard.press(keys.at(-1));
      for (const k of keys.slice(0, -1).reverse()) await tab.page.keyboard.up(k);
    })();
  },
  click: (tab, { x, y }) => tab.page.mouse.click(x, y),
  tap: (tab, { x, y }) => tab.page.touchscreen.tap(x, y),
  select: async (tab, { selector, value }) => void await tab.page.select(selector, value),
  type: (tab, { text }) => tab.page.keyboard.type(text),
  viewport: async (tab, { width, height }) => {
    const old = tab.page.viewport() ?? {};
    await tab.page.setViewport({ ...old, width, height });
  },
  screenshot: async (tab, { path }) => void await tab.page.screenshot({ path }),
  close: async (tab, _args, id) => {
    await tab.page.close({ runBeforeUnload: false });
    tabs.delete(id);
  },
  errors: (tab) => [tab.errors, tab.console],
  async quit() {
    for (const b of browsers.values()) await (await b).close();
    browsers.clear();
  },
};

async function handle(line) {
  const { id, op, tab, args } = JSON.parse(line);
  try {
    const value = tab ? await ops[op](tabs.get(tab), args ?? {}, tab) : await ops[op](args ?? {});
    process.stdout.write(JSON.stringify({ id, ok: value ?? null }) + "\n");
  } catch (e) {
    process.stdout.write(JSON.stringify({ id, error: String(e?.stack ?? e) }) + "\n");
  }
  if (op === "quit") process.exit(0);
}

// A profile's browser killed on purpose breaks its connection: said, never fatal to the bridge.
process.on("unhandledRejection", (e) => process.stderr.write(`firefox bridge: ${String(e?.message ?? e)}\n`));

createInterface({ input: process.stdin }).on("line", (line) => { handle(line); });
