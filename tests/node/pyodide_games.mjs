// Loads the built site's Pyodide runtime and wheels (dist/) under Node, installs the kawu wheel
// with micropip, and plays full games through kawu.api on Python 3.14/WebAssembly.
// Usage: node pyodide_games.mjs <dist dir> <json spec>; prints one JSON object on stdout:
// {python, boot_ms, games: [{kind, game, seed, arg, record, view, ms}]}. tests/node/test_pyodide.py
// runs it and checks the games against CPython.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

process.on("uncaughtException", (e) => {
  console.error(`${e?.name ?? "Error"}: ${e?.message ?? e}`);
  process.exit(1);
});
const dist = resolve(process.argv[2]);
const spec = JSON.parse(process.argv[3]);
const started = performance.now();
const { loadPyodide } = await import(pathToFileURL(join(dist, "pyodide", "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: join(dist, "pyodide") + "/", stdout: () => {}, stderr: (s) => console.error(s) });
const build = JSON.parse(readFileSync(join(dist, "build.json"), "utf8"));
await pyodide.loadPackage(build.wheels.support.map((name) => join(dist, "wheels", name)), { messageCallback: () => {} });
const wheel = `/tmp/${build.wheels.kawu.split("/").pop()}`;
pyodide.FS.writeFile(wheel, readFileSync(join(dist, "wheels", build.wheels.kawu)));
const micropip = pyodide.pyimport("micropip");
await micropip.install(`emfs:${wheel}`);
pyodide.FS.writeFile("/home/pyodide/random_games.py", readFileSync(new URL("./random_games.py", import.meta.url)));
const bootMs = performance.now() - started;

const run = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide")
import random_games

def run(kind, game, seed, arg_json):
    arg = json.loads(arg_json)
    if kind == "random":
        result = random_games.random_game(game, seed, arg)
    else:
        result = random_games.bot_game(game, seed, arg["level"], arg.get("max_actions"))
    return json.dumps(result)
run`);
const games = [];
for (const { kind, game, seed, arg } of spec) {
  const t0 = performance.now();
  const result = JSON.parse(run(kind, game, seed, JSON.stringify(arg ?? null)));
  games.push({ kind, game, seed, arg, ...result, ms: performance.now() - t0 });
}
const python = pyodide.runPython("import sys; sys.version.split()[0]");
run.destroy();
console.log(JSON.stringify({ python, boot_ms: bootMs, games }));
