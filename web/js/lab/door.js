// The Lab's door, in the page's bundle: the Lab itself (js/lab/lab.js, with its code editor) is a
// bundle of its own, dist/js/lab.js beside dist/js/main.js, imported the first time the Lab is
// opened, never on the way to the table. The address is computed, so esbuild leaves the import
// to the browser.
import { t } from "../words/i18n.js";

let loading = null;

function labBundle() {
  loading ??= import(new URL("./lab.js", import.meta.url).href);
  loading.catch(() => (loading = null));
  return loading;
}

export function openLab(app) {
  return labBundle().then((lab) => lab.openLab({ app, t }));
}

/** A resumed game's kept bot ({name, seat, game}) seated again: null, or {problem, message}. */
export function reseatBot(app, bot) {
  return labBundle().then((lab) => lab.reseatBot({ app, t, ...bot }));
}
