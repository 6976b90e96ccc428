// The trimmed standard library: boots the pinned Pyodide under Node as the page's worker does
// (web/js/boot/boot.js: the kawu wheel unpacked with pyodide.unpackArchive), runs what the game
// does (tools/build/stdlib_workload.py), records every standard library module imported
// (tools/build/stdlib.py) and writes a python_stdlib.zip of those alone; then boots again on the
// trimmed zip and runs the same workload there, so a module the game needs but the zip lacks
// fails the build (exit status 1), never a player's game.
//   node tools/build/stdlib.mjs <pyodide dir> <full stdlib zip> <out zip> <kawu wheel>
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, fullZip, outZip, kawuWheel] = process.argv.slice(2);
if (!kawuWheel) {
  console.error("usage: node tools/build/stdlib.mjs <pyodide dir> <full stdlib zip> <out zip> <kawu wheel>");
  process.exit(2);
}
process.on("uncaughtException", (e) => {
  console.error(`[stdlib] ${e?.name ?? "Error"}: ${e?.message ?? e}`);
  process.exit(1);
});
const { loadPyodide } = await import(pathToFileURL(join(resolve(pyodideDir), "pyodide.mjs")).href);
const tools = new URL(".", import.meta.url);

async function boot(stdlib, wheel) {
  const pyodide = await loadPyodide({
    indexURL: resolve(pyodideDir) + "/",
    stdLibURL: resolve(stdlib),
    stdout: () => {},
    stderr: (s) => console.error(s),
  });
  if (wheel) pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel");
  pyodide.FS.mkdirTree("/work");
  for (const name of ["stdlib.py", "stdlib_workload.py"]) {
    pyodide.FS.writeFile(`/work/${name}`, readFileSync(new URL(name, tools)));
  }
  pyodide.runPython("import sys; sys.path.append('/work')");
  return pyodide;
}

/** The page's boot and the game's workload: what it did, and the zip entries it imported. */
async function workload(stdlib) {
  const pyodide = await boot(stdlib, kawuWheel);
  const played = JSON.parse(pyodide.runPython("import json, stdlib_workload; json.dumps(stdlib_workload.kawu())"));
  const used = JSON.parse(pyodide.runPython("import json, stdlib, sys; json.dumps(stdlib.used(next(p for p in sys.path if p.endswith('.zip'))))"));
  return { played, used };
}

const full = await workload(fullZip);
const trimmer = await boot(fullZip, null);
trimmer.FS.writeFile("/work/in.zip", readFileSync(fullZip));
trimmer.FS.writeFile("/work/keep.json", JSON.stringify(full.used));
trimmer.runPython(`import stdlib; stdlib.trim("/work/in.zip", "/work/out.zip", "/work/keep.json")`);
writeFileSync(outZip, trimmer.FS.readFile("/work/out.zip"));

// The check: the same boot and workload again, on the trimmed zip alone.
const trimmed = await workload(outZip);
const lost = trimmed.used.filter((name) => !full.used.includes(name));
if (lost.length) throw new Error(`the trimmed run imported what the full one did not: ${lost.join(", ")}`);
console.error(
  `[stdlib] ${full.used.length} modules kept; on the trimmed zip ${trimmed.played.modules.length} kawu modules ` +
    `imported and ${trimmed.played.games} games played`,
);
