// The static site's Python start in Pyodide under node, step by step (issue 29):
// Pyodide's core, the site's wheels (one loadPackage, as the kernel preloads
// them), the kernel's imports, ipywidgets, then the app's first screen
// (App("fr")). Each step's wall-clock and CPU time (process.cpuUsage: every
// thread of node; on a shared machine the CPU time is the steadier figure).
//
//   make site && node tools/site_node_bench.mjs [build/site] [build/site-work]
//
// The core (pyodide.mjs and the uncompressed WebAssembly) comes from the
// build's npm folder; the wheels, their lock and the standard library from
// the site itself (static/pyodide), loaded as the site's pyodide.js loads
// them. One load per run: run it several times.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const site = path.resolve(process.argv[2] || "build/site");
const work = path.resolve(process.argv[3] || "build/site-work");
const core = path.join(work, "npm", "node_modules", "pyodide") + "/";
const served = path.join(site, "static", "pyodide") + "/";
const { loadPyodide } = await import(pathToFileURL(core + "pyodide.mjs").href);
const lock = JSON.parse(readFileSync(served + "pyodide-lock.json", "utf8"));

let wall = performance.now();
let cpu = process.cpuUsage();
const step = (what) => {
  const used = process.cpuUsage(cpu);
  const now = performance.now();
  console.log(
    what.padEnd(26),
    `${((now - wall) / 1000).toFixed(2)} s wall`,
    `${((used.user + used.system) / 1e6).toFixed(2)} s CPU`,
  );
  wall = now;
  cpu = process.cpuUsage();
};

const py = await loadPyodide({
  indexURL: core,
  packageCacheDir: served,
  lockFileURL: served + "pyodide-lock.json",
  stdLibURL: served + "python_stdlib.zip",
  stdout: () => {},
  stderr: (line) => console.error(line),
});
step("Pyodide's core");
// as the site's pyodide.js does (site/build.py, PYODIDE_ONCE): the wheels it
// mounts as zip files written whole and put on sys.path, the others unpacked
// by Pyodide, the deferred ones (micropip) not loaded
const loader = readFileSync(served + "pyodide.js", "utf8");
const found = loader.match(/var MOUNTED = (\{.*?\}), DEFERRED = (\[.*?\]);/);
const mounted = found ? JSON.parse(found[1]) : {};
const deferred = found ? JSON.parse(found[2]) : [];
const names = Object.keys(lock.packages);
const unpacked = names.filter((n) => !(n in mounted) && !deferred.includes(n));
await py.loadPackage(unpacked, { messageCallback: () => {} });
const paths = Object.values(mounted).map(([file]) => {
  py.FS.mkdirTree("/lib/oriflamme-wheels");
  py.FS.writeFile("/lib/oriflamme-wheels/" + file, readFileSync(served + file));
  return "/lib/oriflamme-wheels/" + file;
});
py.runPython(`import importlib, sys\nsys.path.extend(${JSON.stringify(paths)})\nimportlib.invalidate_caches()`);
step(`the ${unpacked.length} + ${paths.length} wheels`);
// the kernel's start: piplite (its settings for %pip), then the kernel
py.runPython("import piplite.piplite");
step("import piplite.piplite");
py.runPython("import pyodide_kernel");
// the kernel's messages go nowhere (no page): widgets are built all the same
py.runPython("pyodide_kernel.kernel_instance.interpreter.send_comm = lambda *a, **k: None");
step("import pyodide_kernel");
py.runPython("import sys\nsys.path[:] = [p for p in sys.path if p not in ('', '.')]\nimport ipywidgets");
step("import ipywidgets");
py.runPython("from oriflamme.widgets import App\napp = App('fr')");
step("App('fr') (its imports too)");
