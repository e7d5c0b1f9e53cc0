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
// the site itself (static/pyodide). One load per run: run it several times.
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
const names = Object.keys(lock.packages);
await py.loadPackage(names, { messageCallback: () => {} });
step(`the ${names.length} wheels`);
py.runPython("import pyodide_kernel");
// the kernel's messages go nowhere (no page): widgets are built all the same
py.runPython("pyodide_kernel.kernel_instance.interpreter.send_comm = lambda *a, **k: None");
step("import pyodide_kernel");
py.runPython("import sys\nsys.path[:] = [p for p in sys.path if p not in ('', '.')]\nimport ipywidgets");
step("import ipywidgets");
py.runPython("from oriflamme.widgets import App\napp = App('fr')");
step("App('fr') (its imports too)");
