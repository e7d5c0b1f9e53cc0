"""A classroom in one chromium: N learners open the app on one Voila server at once.

Plain Python on Playwright's sync API, like ``voila_harness``: used by
``tests/browser/test_browser_classroom.py`` (5 learners) and by the load
benchmark ``benchmarks/load.py`` (1 to 30). Every learner has their own
browser context (cookies, so their own kernel). The pages are navigated
without waiting, so they load concurrently; each page records itself the
moment the app became usable (an init script), so the order in which we
wait on them does not change the figures.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from typing import Any

from voila_harness import ERROR_SELECTOR, VoilaServer

#: The app's first screen is usable: its tabs, the lessons menu and the language picker.
APP_READY = [".ori-app .ori-tabs", ".ori-lessons", ".ori-lang-picker .widget-toggle-button"]
#: The landing page is usable: its links to the app.
LANDING_READY = [".ori-landing .ori-landing__open"]

#: Runs in every page before Voila's scripts: records ``window.__oriReadyAt``
#: (ms since the learner's first navigation: a page that opened itself again,
#: share/jupyter/voila/templates/oriflamme, counts from its first load) the
#: first time every ready selector is visible.
_READY_RECORDER_JS = """
(() => {
  let origin = performance.timeOrigin;
  try {
    origin = +sessionStorage.getItem('ori-bench-origin') || origin;
    sessionStorage.setItem('ori-bench-origin', String(origin));
  } catch (e) {}  // about:blank has no storage
  const since = () => performance.timeOrigin + performance.now() - origin;
  const selectors = %s;
  const ready = () => selectors.every(s => {
    const e = document.querySelector(s);
    return e && e.getClientRects().length > 0;
  });
  const check = () => {
    if (window.__oriReadyAt === undefined && ready()) window.__oriReadyAt = since();
    return window.__oriReadyAt !== undefined;
  };
  const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
  observer.observe(document, {subtree: true, childList: true, attributes: true});
})();
"""

#: Settled: the app is usable, or a cell failed (its traceback is on the page).
_SETTLED_JS = f"""
() => window.__oriReadyAt !== undefined ||
      document.querySelector({json.dumps(ERROR_SELECTOR)}) !== null
"""

#: Starts a click on the language button ``lang_label`` and returns at once; the
#: page stores in ``window.__oriClick`` the ms until the app's title changed.
_CLICK_START_JS = """
(label) => {
  const title = document.querySelector('.ori-app__title');
  const button = [...document.querySelectorAll('.ori-lang-picker .widget-toggle-button')]
      .find(b => b.textContent.trim() === label);
  if (!title || !button) { window.__oriClick = {error: `no title or no ${label} button`}; return; }
  const before = title.textContent;
  window.__oriClick = null;
  const t0 = performance.now();
  const observer = new MutationObserver(() => {
    if (title.textContent !== before) {
      observer.disconnect();
      window.__oriClick = {ms: performance.now() - t0};
    }
  });
  observer.observe(title, {subtree: true, childList: true, characterData: true});
  button.click();
}
"""


@dataclass
class Learner:
    """One learner's browser context and page, and what happened to them."""

    number: int
    context: Any
    page: Any
    opened_at: float = 0.0
    ready_ms: float | None = None
    error: str | None = None
    kernel_id: str | None = None
    click_ms: float | None = None
    click_error: str | None = None
    #: The page opened itself again (it came without its app): how many times.
    reloads: int = 0
    shut_down_s: float | None = None
    console: list[str] = field(default_factory=list)

    @property
    def rendered(self) -> bool:
        return self.ready_ms is not None and self.error is None


def open_learners(
    browser: Any, url: str, n: int, spread_s: float = 0.0, ready: list[str] = APP_READY
) -> list[Learner]:
    """Start ``n`` page loads of ``url``, one per new context, ``spread_s`` apart in all.

    Returns at once after the last navigation started; ``wait_rendered`` waits.
    """
    script = _READY_RECORDER_JS % json.dumps(ready)
    learners = []
    start = time.monotonic()
    for number in range(n):
        due = start + (spread_s * number / (n - 1) if n > 1 else 0.0)
        # Arrivals follow a schedule: a learner opens the page at their time.
        time.sleep(max(0.0, due - time.monotonic()))
        context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
        context.add_init_script(script)
        page = context.new_page()
        learner = Learner(number, context, page, opened_at=time.monotonic())
        page.on("pageerror", lambda exc, learner=learner: learner.console.append(str(exc)))
        # Navigation without waiting for it: the loads run side by side.
        page.evaluate("url => { window.location.href = url; }", url)
        learners.append(learner)
    return learners


def wait_rendered(learners: list[Learner], timeout_s: float) -> None:
    """Wait (at most ``timeout_s`` in all) until each page shows the app or an error.

    A page that shows neither by then is ``blank`` (loaded without the app) or
    ``late`` (still loading): ``learner.error`` says which. Once the time is
    up, each page left still gets a second to be looked at (not 1 ms, which
    called a page drawn meanwhile unsettled).
    """
    deadline = time.monotonic() + timeout_s
    for learner in learners:
        page = learner.page
        left_ms = max(1000.0, (deadline - time.monotonic()) * 1000)
        try:
            page.wait_for_function(_SETTLED_JS, timeout=left_ms, polling=100)
        except Exception as exc:  # Playwright's TimeoutError, or the page crashed
            learner.error = _unsettled(page, timeout_s, exc)
            continue
        errors = page.locator(ERROR_SELECTOR)
        if errors.count():
            learner.error = "notebook error: " + errors.first.inner_text()[:300]
            continue
        learner.ready_ms = float(page.evaluate("window.__oriReadyAt"))
        learner.reloads = _reloads(page)
        learner.kernel_id = page.evaluate(
            "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
        )


#: Voila (0.5, lab template) writes each cell's output into the page as a
#: ``vnd.voila.cell-output+json`` script, which its page script replaces with
#: the drawn output; and removes the loading screen once that script has
#: started (``window.themeLoaded``).
_PAGE_STATE_JS = """
() => [document.readyState,
       document.querySelector(
         '#rendered_cells script[type="application/vnd.voila.cell-output+json"],'
         + ' #rendered_cells .jp-OutputArea-output') !== null,
       !!window.themeLoaded]
"""


def _reloads(page: Any) -> int:
    """How many times the page opened itself again (the template's watch)."""
    try:
        return int(page.evaluate("performance.getEntriesByType('navigation')[0].type === 'reload'"))
    except Exception:
        return 0


def _unsettled(page: Any, timeout_s: float, exc: Exception) -> str:
    """Why a page shows no app: ``blank`` when Voila finished sending it without
    any output (what its IOPub timeout did); ``stuck`` when the app's output was
    sent but Voila's page script had not started (the loading screen stays: run
    D's stuck pages); ``drawing`` when the script runs and the app was sent but
    not yet drawn (a browser short of CPU); ``late`` when the page is still
    coming (its kernel is starting or running the notebook)."""
    try:
        state, sent, started = page.evaluate(_PAGE_STATE_JS)
    except Exception:
        state, sent, started = "unknown", False, False
    why = " ".join(str(exc).split())[:160]
    if state == "complete" and sent and started:
        return f"drawing: the app was sent, not yet drawn after {timeout_s:.0f} s ({why})"
    if state == "complete" and sent:
        return (
            f"stuck: the app was sent, Voila's page script had not started after "
            f"{timeout_s:.0f} s ({why})"
        )
    if state == "complete":
        return f"blank: the page finished loading without the app ({timeout_s:.0f} s; {why})"
    return f"late: still loading after {timeout_s:.0f} s ({type(exc).__name__}, {state}; {why})"


def click_all(learners: list[Learner], label: str, timeout_s: float = 60.0) -> None:
    """Every rendered learner clicks the language ``label`` at the same moment.

    ``click_ms``: from the click to the app's title in the new language, measured
    in the page (the widget message, the kernel's handler, the reply, the redraw).
    """
    clicking = [learner for learner in learners if learner.rendered]
    for learner in clicking:
        learner.page.evaluate(_CLICK_START_JS, label)
    deadline = time.monotonic() + timeout_s
    for learner in clicking:
        left_ms = max(1.0, (deadline - time.monotonic()) * 1000)
        try:
            result = learner.page.wait_for_function(
                "() => window.__oriClick", timeout=left_ms, polling=50
            ).json_value()
        except Exception as exc:
            learner.click_error = f"no answer within {timeout_s:.0f} s ({type(exc).__name__})"
            continue
        if "error" in result:
            learner.click_error = result["error"]
        else:
            learner.click_ms = float(result["ms"])


def kernel_exists(server: VoilaServer, kernel_id: str) -> bool:
    """Whether the server still has this kernel (Voila's ``/api/kernels/<id>``)."""
    try:
        with urllib.request.urlopen(f"{server.base_url}/api/kernels/{kernel_id}", timeout=10):
            return True
    except urllib.error.HTTPError as exc:
        if exc.code == 404:
            return False
        raise


def close_all(learners: list[Learner], server: VoilaServer, timeout_s: float = 60.0) -> None:
    """Close every page as a learner does (the page's unload handlers run), then
    wait until the server has shut each one's kernel down (``shut_down_s``)."""
    closed_at = {}
    for learner in learners:
        learner.page.close(run_before_unload=True)
        closed_at[learner.number] = time.monotonic()
    deadline = time.monotonic() + timeout_s
    for learner in learners:
        if learner.kernel_id is None:
            continue
        while time.monotonic() < deadline:
            if not kernel_exists(server, learner.kernel_id):
                learner.shut_down_s = time.monotonic() - closed_at[learner.number]
                break
            time.sleep(0.2)  # polling the server's state, not waiting for time to pass
    for learner in learners:
        learner.context.close()


def resources(server: VoilaServer) -> dict[str, Any]:
    """The server's and each kernel's memory (MB) and CPU time used so far (s).

    Memory: RSS, and for kernels also USS (the pages that kernel alone holds).
    Kernels are the server's child processes started from a ``kernel-<id>.json``
    connection file; their ids are the keys of ``kernels``. The browser's own
    work is not counted: in a class it runs on each learner's computer.
    """
    import psutil

    mb = 1024 * 1024
    root = psutil.Process(server.pid)
    kernels = {}
    for proc in root.children(recursive=True):
        try:
            cmdline = proc.cmdline()
            info = proc.memory_full_info()
            cpu = proc.cpu_times()
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
        for arg in cmdline:
            if "kernel-" in arg and arg.endswith(".json"):
                kernel_id = arg.rsplit("kernel-", 1)[1].removesuffix(".json")
                kernels[kernel_id] = {
                    "rss": info.rss / mb,
                    "uss": info.uss / mb,
                    "cpu_s": cpu.user + cpu.system,
                }
    cpu = root.cpu_times()
    return {
        "server_rss": root.memory_info().rss / mb,
        "server_cpu_s": cpu.user + cpu.system,
        "kernels": kernels,
    }
