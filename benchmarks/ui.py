"""UI speed in a real browser: the app against a bare ipywidgets notebook, same run.

Two figures, both measured inside the page (``performance.now``) in Debian's
headless chromium, against one Voila server (lab template) on 127.0.0.1:

* **first interactive**: from the start of navigation until the page's first
  controls are on screen: the bare notebook's button; the app's tabs and lessons
  menu (``notebooks/app.ipynb``, the sandbox is one tab away); the sandbox
  notebook's board and hand (``notebooks/sandbox.ipynb``). Each load is in a
  fresh browser context, so with a fresh kernel; the notebooks' loads alternate
  so that all see the same machine load; one warm-up load of each is discarded.
  Target: the app's median within 1.3x of the bare one.
* **click to updated board**: from a click until the board has stopped
  changing (time of the last DOM change, after 300 ms of quiet), for a
  placement click ("at the end of the queue") and a reveal click in the
  sandbox, bots' replies included (the bare notebook: button -> label).
  Target: under 150 ms.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

# The browser-test helpers are plain modules in tests/browser (as pytest sees them).
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

import sandbox
from voila_harness import (
    APP,
    BARE,
    REPO,
    VoilaServer,
    click_settled_ms,
    launch_chromium,
    open_rendered,
)

SANDBOX = "notebooks/sandbox.ipynb"
#: The app's first screen (the lessons menu, one click from the sandbox).
APP_READY = [".ori-app .ori-tabs", ".ori-lessons"]
LOADS = 5
CLICKS = 12
LOAD_TARGET_RATIO = 1.3
CLICK_TARGET_MS = 150.0

#: The time the ready element became visible, relative to the navigation start.
_VISIBLE_AT_JS = """
(selectors) => selectors.every(s => {
  const e = document.querySelector(s);
  return e && e.getClientRects().length > 0;
}) ? performance.now() : false
"""


def _load_ms(browser: Any, url: str, ready: list[str]) -> float:
    """One cold load (new context, new kernel) until every ``ready`` is visible."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        open_rendered(page, url, ready[0])
        # Measured in the page: when all of them were first seen, from timeOrigin.
        handle = page.wait_for_function(_VISIBLE_AT_JS, arg=ready, polling="raf")
        return float(handle.json_value())
    finally:
        context.close()


def _summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {
        "median_ms": round(statistics.median(ordered), 1),
        "p95_ms": round(p95, 1),
        "min_ms": round(ordered[0], 1),
        "n": len(ordered),
    }


def _loads(browser: Any, server: VoilaServer, pages: dict[str, tuple[str, list[str]]]) -> dict:
    for url, ready in pages.values():  # warm-up: disk caches, first kernel
        _load_ms(browser, url, ready)
    samples: dict[str, list[float]] = {name: [] for name in pages}
    for _ in range(LOADS):
        for name, (url, ready) in pages.items():
            samples[name].append(_load_ms(browser, url, ready))
    result: dict[str, Any] = {name: _summary(s) for name, s in samples.items()}
    for name in pages:
        if name != "bare":
            ratio = result[name]["median_ms"] / result["bare"]["median_ms"]
            result[name]["ratio_to_bare"] = round(ratio, 2)
            result[name]["target_met"] = ratio <= LOAD_TARGET_RATIO
    return result


def _clicks(
    page: Any, n: int, prepare: Callable[[Any], tuple[str, str] | None]
) -> dict[str, float] | None:
    """``n`` click latencies; ``prepare`` brings the page to a click, or says it can't."""
    samples = []
    for _ in range(n * 4):
        target = prepare(page)
        if target is None:
            continue
        samples.append(click_settled_ms(page, *target))
        if len(samples) == n:
            break
    return _summary(samples) if samples else None


def _bare_clicks(browser: Any, server: VoilaServer) -> dict[str, float] | None:
    context = browser.new_context()
    try:
        page = context.new_page()
        open_rendered(page, server.url(BARE), ".bare-button")
        return _clicks(page, CLICKS, lambda _page: (".bare-button", ".bare-label"))
    finally:
        context.close()


def _app_clicks(browser: Any, server: VoilaServer) -> dict[str, Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        open_rendered(page, server.url(SANDBOX, lang="fr"), sandbox.READY[0])
        sandbox.start(page)
        result = {
            "place": _clicks(page, CLICKS, sandbox.prepare_placement),
            "reveal": _clicks(page, CLICKS, sandbox.prepare_reveal),
        }
        for figures in result.values():
            if figures is not None:
                figures["target_met"] = figures["median_ms"] < CLICK_TARGET_MS
        return result
    finally:
        context.close()


def main(report: dict[str, Any]) -> None:
    """Measure, add the figures to ``report["ui"]`` and print them."""
    from playwright.sync_api import sync_playwright

    pages = {
        "bare": (BARE, [".bare-button"]),
        "app": (APP, APP_READY),
        "sandbox": (SANDBOX, sandbox.READY),
    }
    missing = [path for path, _ in pages.values() if not (REPO / path).exists()]
    if missing:
        raise SystemExit(f"benchmarks/ui.py: missing notebooks {missing}")
    started = time.monotonic()
    with sync_playwright() as playwright, VoilaServer() as server:
        browser = launch_chromium(playwright)
        version = browser.version
        try:
            urls = {
                name: (server.url(path, lang="fr"), ready) for name, (path, ready) in pages.items()
            }
            ui: dict[str, Any] = {"load": _loads(browser, server, urls)}
            ui["click"] = {"bare": _bare_clicks(browser, server)}
            ui["click"].update(_app_clicks(browser, server))
        finally:
            browser.close()
    ui["chromium"] = version
    ui["seconds"] = round(time.monotonic() - started, 1)
    report["ui"] = ui
    _print(ui)


def _print(ui: dict[str, Any]) -> None:
    print(f"\nUI in a real browser (chromium {ui['chromium']}, Voila lab template)")
    for name, f in ui["load"].items():
        line = (
            f"  first interactive {name:<8} median {f['median_ms']:6.0f} ms  p95 {f['p95_ms']:6.0f}"
        )
        if "ratio_to_bare" in f:
            verdict = "met" if f["target_met"] else "MISSED"
            line += f"  {f['ratio_to_bare']:.2f}x bare (target <= {LOAD_TARGET_RATIO}x: {verdict})"
        print(line + f"  n={f['n']}")
    for name, f in ui["click"].items():
        if f is None:
            print(f"  click {name:<6} no sample (the control never became available)")
            continue
        line = f"  click {name:<6} median {f['median_ms']:6.1f} ms  p95 {f['p95_ms']:6.1f} ms"
        if "target_met" in f:
            verdict = "met" if f["target_met"] else "MISSED"
            line += f"  (target < {CLICK_TARGET_MS:.0f} ms: {verdict})"
        print(line + f"  n={f['n']}")
    print(f"  ({ui['seconds']} s)")


if __name__ == "__main__":
    main({})
