// Loads the built site's Pyodide runtime, its trimmed standard library and our wheel (dist/)
// under Node, unpacks the kawu wheel as web/js/boot/boot.js does, and plays full games through kawu.api (and kawu.bridge, as the worker calls it)
// on Python 3.14/WebAssembly.
// Usage: node pyodide_games.mjs <dist dir> <json spec>; prints one JSON object on stdout:
// {python, boot_ms, games: [{kind, game, seed, arg, record, view, ms}], bytecode}. tests/node/test_pyodide.py
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
const { loadPyodide } = await import(pathToFileURL(join(dist, "pyodide", "pyodide.js")).href);
const build = JSON.parse(readFileSync(join(dist, "build.json"), "utf8"));
const pyodide = await loadPyodide({
  indexURL: join(dist, "pyodide") + "/",
  stdLibURL: join(dist, "pyodide", build.stdlib),
  stdout: () => {},
  stderr: (s) => console.error(s),
});
pyodide.unpackArchive(new Uint8Array(readFileSync(join(dist, "wheels", build.wheels.kawu))), "wheel");
pyodide.FS.writeFile("/home/pyodide/random_games.py", readFileSync(new URL("./random_games.py", import.meta.url)));
// The page's wheel leaves out the command-line tools (tools/build/page_wheel.py); the core's checks
// (kawu.measure.differential, kawu.measure.fingerprint) are put beside the package from the sources.
const kawuDir = pyodide.runPython("import os, kawu; os.path.dirname(kawu.__file__)");
pyodide.FS.mkdirTree(`${kawuDir}/measure`);
for (const name of ["__init__.py", "differential.py", "fingerprint.py"]) {
  pyodide.FS.writeFile(`${kawuDir}/measure/${name}`, readFileSync(new URL(`../../py/kawu/measure/${name}`, import.meta.url)));
}
const bootMs = performance.now() - started;

const run = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide")
import random_games

def run(kind, game, seed, arg_json):
    arg = json.loads(arg_json)
    if kind == "random":
        result = random_games.random_game(game, seed, arg)
    elif kind == "review":
        result = random_games.reviewed_hand(game, seed, arg["effort"])
    elif kind == "botlab":
        result = random_games.bot_match(game, seed, arg)
    elif kind == "core":
        result = random_games.core_check(game, seed, arg)
    elif kind == "daily":
        result = random_games.daily_deal(game, arg["date"])
    elif kind == "lesson":
        result = random_games.lesson_played(game, arg["effort"])
    else:
        result = random_games.bot_game(game, seed, arg["level"], arg.get("max_actions"))
    return json.dumps(result)
run`);
// A whole game through kawu.bridge, called exactly as web/js/worker.js calls it: JSON text in
// and out. The computer players play every seat; the person's (seat 0) card is taken back and
// played again a few times, and a few requests are refused on purpose.
const bridgeCall = pyodide.pyimport("kawu.bridge").call;
function bridgeGame(game, seed) {
  const ask = (type, payload) => JSON.parse(bridgeCall(type, JSON.stringify(payload)));
  const answer = (type, payload) => {
    const reply = ask(type, payload);
    if (!reply.ok) throw new Error(`${type}: ${JSON.stringify(reply.error)}`);
    return reply.result;
  };
  let { record, view } = answer("new_game", { game, seed, viewer: 0 });
  const refusals = [ask("act", { record, seat: 0, action: "ZZ" }).error, ask("chess", {}).error];
  const hint = answer("hint", { record, seat: view.to_act[0], effort: 0.1 });
  let undos = 0;
  while (view.phase !== "game_over") {
    const seat = view.to_act[0];
    const action = answer("bot_action", { record, seat, level: "easy", seed: record.actions.length });
    ({ record, view } = answer("step", { record, seat, action, viewer: 0 }));
    if (seat === 0 && view.undo.possible && undos < 3) {
      const back = answer("undo", { record, seat: 0 });
      undos += 1;
      ({ record, view } = answer("step", { record: back.record, seat, action, viewer: 0 }));
    }
  }
  refusals.push(ask("undo", { record, seat: 0 }).error);
  return { record, view, refusals, undos, hint };
}

const games = [];
for (const { kind, game, seed, arg } of spec) {
  const t0 = performance.now();
  const result = kind === "bridge" ? bridgeGame(game, seed) : JSON.parse(run(kind, game, seed, JSON.stringify(arg ?? null)));
  games.push({ kind, game, seed, arg, ...result, ms: performance.now() - t0 });
}
const python = pyodide.runPython("import sys; sys.version.split()[0]");
// How the build compiled what Python runs (tools/build/bytecode.py): docstrings, line tables, and a
// traceback through a standard library function and one of kawu.
const bytecode = JSON.parse(
  pyodide.runPython(`
import json, traceback
from kawu import api
from kawu.engine import records
def _lines(f):
    return sorted({line for _, _, line in f.__code__.co_lines() if line is not None})
try:
    json.loads("{")
except ValueError as e:
    _stdlib_trace = "".join(traceback.format_exception(e))
try:
    records.check_seat(9)
except Exception as e:
    _kawu_trace = "".join(traceback.format_exception(e))
json.dumps({
    "docs": [json.loads.__doc__, json.JSONDecoder.__doc__, api.new_game.__doc__],
    "stdlib_lines": _lines(json.JSONDecoder.raw_decode),
    "first_line": json.JSONDecoder.raw_decode.__code__.co_firstlineno,
    "kawu_lines": _lines(api.new_game),
    "kawu_columns": sum(1 for p in api.new_game.__code__.co_positions() if p[2] is not None),
    "stdlib_trace": _stdlib_trace,
    "kawu_trace": _kawu_trace,
})`),
);
run.destroy();
bridgeCall.destroy();
console.log(JSON.stringify({ python, boot_ms: bootMs, games, bytecode }));
