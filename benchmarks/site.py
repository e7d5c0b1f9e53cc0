"""The static site (issue 17) against the Voila app: first interactive and size.

First interactive: a cold load (new browser context: no cache, no storage; on
the site a fresh Pyodide) of the app page in French until the lessons menu is
visible, timed in the page from navigation start, the median of ``LOADS``
loads of each, taken in turn (site, Voila, site, …). The
site is build/site (``make site``, built when missing) served on 127.0.0.1 by a
plain HTTP server; the Voila app is ``make run``'s. The aim: the site within
``TARGET_RATIO`` times the Voila app.

``python -m benchmarks site`` runs only this one.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from site_harness import RENDER, StaticServer, block_off_site
from voila_harness import APP, VoilaServer, launch_chromium

from .ui import APP_READY, _load_ms

LOADS = 3
TARGET_RATIO = 2.0


def _site_load_ms(browser: Any, url: str) -> tuple[float, list[str]]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    off = block_off_site(context)
    try:
        page = context.new_page()
        page.goto(url, wait_until="commit")
        handle = page.wait_for_function(
            "(s) => s.every(x => { const e = document.querySelector(x);"
            " return e && e.getClientRects().length > 0; }) ? performance.now() : false",
            arg=APP_READY,
            polling="raf",
            timeout=180_000,
        )
        return float(handle.json_value()), off
    finally:
        context.close()


def main(report: dict[str, Any]) -> None:
    from playwright.sync_api import sync_playwright

    site = StaticServer().start()
    size = sum(f.stat().st_size for f in site.root.rglob("*") if f.is_file())
    try:
        with sync_playwright() as playwright, VoilaServer() as voila:
            browser = launch_chromium(playwright)
            try:
                # side by side: one load of each in turn, so that the machine's
                # other work weighs on both alike
                static, server, off = [], [], []
                for _ in range(LOADS):
                    ms, blocked = _site_load_ms(browser, site.url(f"{RENDER}/app-fr.html"))
                    static.append(ms)
                    off += blocked
                    server.append(_load_ms(browser, voila.url(APP, lang="fr"), APP_READY))
            finally:
                browser.close()
    finally:
        site.stop()
    figures = {
        "site_first_interactive_ms": round(statistics.median(static)),
        "voila_first_interactive_ms": round(statistics.median(server)),
        "site_mb": round(size / 1e6, 1),
        "off_site_requests": len(off),
        "site_loads_ms": [round(x) for x in static],
        "voila_loads_ms": [round(x) for x in server],
    }
    figures["ratio"] = round(
        figures["site_first_interactive_ms"] / figures["voila_first_interactive_ms"], 2
    )
    report["site"] = figures
    print(
        f"\nstatic site vs Voila, first interactive (app, fr; median of {LOADS} cold loads): "
        f"site {figures['site_first_interactive_ms']} ms, "
        f"Voila {figures['voila_first_interactive_ms']} ms "
        f"(×{figures['ratio']}, aim ≤ ×{TARGET_RATIO}); "
        f"site {figures['site_mb']} MB; requests off the site: {figures['off_site_requests']}"
        f"\n  each load, in turn: site {figures['site_loads_ms']} ms, "
        f"Voila {figures['voila_loads_ms']} ms"
    )
