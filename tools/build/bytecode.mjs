// Runs tools/build/bytecode.py inside Pyodide under Node, so the bytecode is made by the very
// interpreter the page loads (same Python version, same magic number).
//   node tools/build/bytecode.mjs <pyodide dir> <out dir> [--stdlib <python_stdlib.zip>] [<wheel>...]
// Writes <out dir>/python_stdlib.zip and <out dir>/<wheel name> for each wheel.
import { readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, outDir, ...rest] = process.argv.slice(2);
let stdlib = null;
const wheels = [];
for (let i = 0; i < rest.length; i++) {
  if (rest[i] === "--stdlib") stdlib = rest[++i];
  else wheels.push(rest[i]);
}
const { loadPyodide } = await import(pathToFileURL(join(resolve(pyodideDir), "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: resolve(pyodideDir) + "/", stdout: () => {}, stderr: (s) => console.error(s) });
pyodide.FS.mkdirTree("/work/in");
pyodide.FS.mkdirTree("/work/out");
pyodide.FS.writeFile("/work/bytecode.py", readFileSync(new URL("./bytecode.py", import.meta.url)));
const main = pyodide.runPython(`
import runpy, sys
def main(*args):
    sys.argv = ["bytecode.py", *args]
    runpy.run_path("/work/bytecode.py", run_name="__main__")
main`);
const zipPath = pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('.zip'))");
const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");

const jobs = [];
if (stdlib) jobs.push(["stdlib", stdlib, "python_stdlib.zip", zipPath]);
for (const wheel of wheels) jobs.push(["wheel", wheel, basename(wheel), sitePackages]);
for (const [kind, src, name, where] of jobs) {
  pyodide.FS.writeFile(`/work/in/${name}`, readFileSync(src));
  main(kind, `/work/in/${name}`, `/work/out/${name}`, where);
  writeFileSync(join(outDir, name), pyodide.FS.readFile(`/work/out/${name}`));
}
main.destroy();
