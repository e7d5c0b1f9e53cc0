"""One cold load of the static site's app page, step by step, in milliseconds
from navigation start (issue 29): the page's own moments (its loading texts,
DOMContentLoaded, load, each ``new Worker``), every request the page, the
kernel's worker and the service worker made (start and end), the console,
and the kernel worker's own steps — marks written into a copy of the site
(``/__mark/<step>`` requests, timed in the worker): ``initRuntime``,
``loadPyodide-start``, ``wasm-instantiated``, ``loadPyodide-done``,
``initialize``, ``runtime-done``, ``fs-done`` (the drive mounted),
``pm-done`` (piplite), ``kernel-done`` (``import pyodide_kernel``…),
``globals-done``; then the notebook's cell (the loading text «étape 1 sur 1»)
and ``READY`` (the lessons menu visible, as ``benchmarks.site`` times it).

    .venv/bin/python tools/site_timeline.py [SITE] [ROUNDS]

SITE: a built site (default build/site, ``make site``); it is copied to a
temporary folder with the marks added (the two marked files left out of its
site-manifest.json: the service worker does not call them damaged).
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO / "tests" / "browser"), str(REPO)]

from site_harness import RENDER, StaticServer, block_off_site  # noqa: E402
from voila_harness import launch_chromium  # noqa: E402

from benchmarks.site import _READY_AT_JS  # noqa: E402
from benchmarks.ui import APP_READY  # noqa: E402

#: The kernel worker's steps (jupyterlite-pyodide-kernel 0.6.1's initialize).
STEPS = (
    "await this.initRuntime(e),await this.initFilesystem(e),"
    "await this.initPackageManager(e),await this.initKernel(e),await this.initGlobals(e)"
)

#: The page's own moments, recorded in the page.
OBSERVE = """
window.__tl = [];
const mark = (w) => window.__tl.push([performance.now(), w]);
document.addEventListener('DOMContentLoaded', () => mark('DOMContentLoaded'));
window.addEventListener('load', () => mark('load'));
new MutationObserver(() => {
  const el = document.getElementById('loading_text');
  const t = el ? el.textContent : '(no loading screen)';
  if (t !== window.__last) { window.__last = t; mark('text: ' + t.slice(0, 60)); }
}).observe(document, {subtree: true, childList: true, characterData: true});
const W = window.Worker;
window.Worker = function (...a) {
  mark('new Worker ' + String(a[0]).slice(-60));
  return new W(...a);
};
window.Worker.prototype = W.prototype;
"""


def _mark(step: str) -> str:
    return f'fetch("/__mark/{step}?t="+Date.now()).catch(()=>{{}})'


def marked_copy(site: Path, dest: Path) -> Path:
    """``site`` copied to ``dest`` with the kernel worker's marks."""
    shutil.copytree(site, dest)
    static = dest / "extensions/@jupyterlite/pyodide-kernel-extension/static"
    # the worker's chunks (and the page's copy of the same class: marked too, never run)
    workers = [f for f in sorted(static.glob("*.js")) if STEPS in f.read_text(errors="replace")]
    if not workers:
        sys.exit(f"no kernel worker with {STEPS!r} in {static}")
    names = ("runtime-done", "fs-done", "pm-done", "kernel-done", "globals-done")
    marked = [_mark("initialize")]
    for call, name in zip(STEPS.split(","), names, strict=True):
        marked += [call, _mark(name)]
    for worker in workers:
        text = worker.read_text().replace(STEPS, ",".join(marked))
        start = "async initRuntime(e){"
        worker.write_text(text.replace(start, start + _mark("initRuntime") + ";", 1))
    loader = dest / "static/pyodide/pyodide.js"
    text = loader.read_text()
    for anchor, step in (
        ("async function B(e={}){", "loadPyodide-start"),
        ("let{instance:o,module:c}=n;", "wasm-instantiated"),
        ("await n.packageIndexReady,", "loadPyodide-done"),
    ):
        if anchor not in text:
            sys.exit(f"pyodide.js has no {anchor!r} to mark")
        text = text.replace(anchor, anchor + _mark(step) + ("," if anchor.endswith(",") else ";"))
    loader.write_text(text)
    manifest = json.loads((dest / "site-manifest.json").read_text())
    for f in (*workers, loader):
        manifest["files"].pop(f.relative_to(dest).as_posix(), None)
    (dest / "site-manifest.json").write_text(json.dumps(manifest))
    return dest


def timeline(browser: Any, site: StaticServer) -> tuple[float, list[tuple[float, str]]]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    block_off_site(context)
    context.add_init_script(OBSERVE)
    requests: list[Any] = []
    context.on("requestfinished", lambda r: requests.append(r))
    console: list[tuple[float, str]] = []
    try:
        page = context.new_page()
        page.on("console", lambda m: console.append((time.time(), m.text[:100])))
        page.goto(site.url(f"{RENDER}/app-fr.html"), wait_until="commit")
        handle = page.wait_for_function(_READY_AT_JS, arg=APP_READY, polling="raf", timeout=180_000)
        ready = float(handle.json_value())
        origin = page.evaluate("performance.timeOrigin")
        rows = [(float(t), str(w)) for t, w in page.evaluate("window.__tl")]
        for r in requests:
            if "/__mark/" in r.url:
                step = r.url.split("/__mark/")[1].split("?")[0]
                rows.append((float(r.url.split("?t=")[1]) - origin, "MARK " + step))
                continue
            timing = r.timing
            start = timing["startTime"] - origin
            end = start + max(timing["responseEnd"], 0)
            path = r.url.split("/", 3)[-1][-64:]
            rows.append((start, f"request {path} (until {end:.0f}, {r.resource_type})"))
        rows += [(t * 1000 - origin, "console: " + m) for t, m in console]
        rows.append((ready, "READY"))
        return ready, sorted(rows)
    finally:
        context.close()


def main(site_dir: Path, rounds: int) -> None:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = StaticServer(marked_copy(site_dir, Path(tmp) / "site")).start()
        try:
            with sync_playwright() as playwright:
                browser = launch_chromium(playwright)
                for n in range(rounds):
                    ready, rows = timeline(browser, site)
                    print(f"--- load {n + 1}: lessons menu visible at {ready:.0f} ms")
                    for t, what in rows:
                        print(f"{t:8.0f}  {what}")
                browser.close()
        finally:
            site.stop()


if __name__ == "__main__":
    args = sys.argv[1:]
    main(Path(args[0]) if args else REPO / "build" / "site", int(args[1]) if len(args) > 1 else 1)
