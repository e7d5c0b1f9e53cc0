"""The static site (issues 17 and 29) against the Voila app, side by side.

``python -m benchmarks site`` (also part of ``make bench``) prints:

- the site's size (build/site, ``make site``, built when missing);
- a cold load of the app page (a new browser context: no cache, no storage,
  no service worker; on the site a fresh Pyodide): the bytes and requests
  until the lessons menu is visible; on the site also the whole first visit,
  until its service worker has kept every file for offline use;
- requests to another host, the site's and Voila's: every one is blocked
  and counted (the aim: 0 for both);
- first interactive (navigation start to the lessons menu visible, timed in
  the page): the median of ``LOADS`` cold loads of each, taken in turn (site,
  Voila, site, …) so that the machine's other work weighs on both alike, and
  their ratio (the aim: ≤ ``TARGET_RATIO``).

The site is served on 127.0.0.1 by a plain HTTP server that counts the bytes
it sends: uncompressed, as a host that does not compress sends them, and the
same bytes gzip-compressed, as a host that does (most: GitHub Pages, nginx and
Apache as usually set up). Each load starts in a new browser context: an empty
cache. Voila is ``make run``'s; its bytes are what the browser's network layer
received until the lessons menu showed (Voila compresses nothing).
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from site_harness import RENDER, StaticServer, block_off_site
from voila_harness import APP, VoilaServer, launch_chromium

from .ui import APP_READY

LOADS = 3
TARGET_RATIO = 1.5
#: The aims of issue 29, in MB: a cold load of the app, and the whole site.
TARGET_LOAD_MB = 20
TARGET_SITE_MB = 25

_READY_AT_JS = (
    "(s) => s.every(x => { const e = document.querySelector(x);"
    " return e && e.getClientRects().length > 0; }) ? performance.now() : false"
)


#: The page asks its service worker to keep the whole site as soon as the app's
#: first output shows, a moment before the lessons menu: for the bytes of the
#: load itself, that message is held until the load is counted, then sent.
_HOLD_KEEP_JS = """
const post = ServiceWorker.prototype.postMessage;
ServiceWorker.prototype.postMessage = function (m, ...rest) {
  if (m && m.type === "oriflamme-keep" && !window.__oriKeepNow) { return; }
  return post.call(this, m, ...rest);
};
"""
_KEEP_NOW_JS = """() => { window.__oriKeepNow = true;
  return navigator.serviceWorker.ready.then(
    (r) => r.active.postMessage({type: "oriflamme-keep"})); }"""


def _site_load(browser: Any, site: StaticServer, keep: bool = False) -> dict[str, Any]:
    """One cold load of the site's French app page: first interactive (ms),
    bytes and files sent until then, requests off the site; with ``keep``,
    the load's bytes counted without the service worker's copy of the site
    (held until then), then what the whole first visit sent once it is kept."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    off = block_off_site(context, block=not keep)  # routing bypasses the worker
    if keep:
        context.add_init_script(_HOLD_KEEP_JS)
    site.sent(reset=True)
    try:
        page = context.new_page()
        page.goto(site.url(f"{RENDER}/app-fr.html"), wait_until="commit")
        handle = page.wait_for_function(_READY_AT_JS, arg=APP_READY, polling="raf", timeout=180_000)
        out: dict[str, Any] = {"ms": float(handle.json_value()), "load": site.sent()}
        if keep:
            page.evaluate(_KEEP_NOW_JS)
            page.locator("html[data-ori-offline='kept']").wait_for(timeout=300_000)
            out["visit"] = site.sent()
        out["off"] = list(off)
        return out
    finally:
        context.close()


def _voila_load(browser: Any, url: str) -> dict[str, Any]:
    """One cold load of the Voila app: first interactive, and the bytes and
    requests until then — as the browser's network layer counts them
    (``encodedDataLength``: what came over the wire, headers included; the
    page's websocket to its kernel aside)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    off = block_off_site(context)
    wire: list[int] = []
    try:
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.on("Network.loadingFinished", lambda e: wire.append(int(e["encodedDataLength"])))
        page.goto(url, wait_until="commit")
        handle = page.wait_for_function(_READY_AT_JS, arg=APP_READY, polling="raf", timeout=180_000)
        ms = float(handle.json_value())
        load = {"bytes": sum(wire), "files": len(wire)}
        return {"ms": ms, "load": load, "off": off}
    finally:
        context.close()


def _mb(n: float) -> float:
    return round(n / 1e6, 1)


def main(report: dict[str, Any]) -> None:
    from playwright.sync_api import sync_playwright

    site = StaticServer().start()
    counts = site.httpd.counts  # type: ignore[attr-defined]
    size = sum(f.stat().st_size for f in site.root.rglob("*") if f.is_file())
    try:
        with sync_playwright() as playwright, VoilaServer() as voila:
            browser = launch_chromium(playwright)
            try:
                # the bytes of a first visit, and the same gzip-compressed: the
                # server compresses each file it sends to count them, a second's
                # work on two cores that the timed loads below are spared
                counts["gzip_on"] = True
                try:
                    first = _site_load(browser, site, keep=True)
                finally:
                    counts["gzip_on"] = False
                static, server = [], []
                for _ in range(LOADS):  # side by side, in turn
                    static.append(_site_load(browser, site))
                    server.append(_voila_load(browser, voila.url(APP, lang="fr")))
            finally:
                browser.close()
    finally:
        site.stop()
    site_ms = statistics.median(x["ms"] for x in static)
    voila_ms = statistics.median(x["ms"] for x in server)
    figures = {
        "site_mb": _mb(size),
        "site_cold_load_mb": _mb(first["load"]["bytes"]),
        "site_cold_load_gzip_mb": _mb(first["load"]["gzip"]),
        "site_cold_load_requests": first["load"]["files"],
        "site_first_visit_mb": _mb(first["visit"]["bytes"]),
        "site_first_visit_gzip_mb": _mb(first["visit"]["gzip"]),
        "site_first_visit_requests": first["visit"]["files"],
        "voila_cold_load_mb": _mb(server[0]["load"]["bytes"]),
        "voila_cold_load_requests": server[0]["load"]["files"],
        "site_off_host_requests": sum(len(x["off"]) for x in [first, *static]),
        "voila_off_host_requests": sum(len(x["off"]) for x in server),
        "site_first_interactive_ms": round(site_ms),
        "voila_first_interactive_ms": round(voila_ms),
        "ratio": round(site_ms / voila_ms, 2),
        "site_loads_ms": [round(x["ms"]) for x in static],
        "voila_loads_ms": [round(x["ms"]) for x in server],
    }
    report["site"] = figures
    f = figures
    print(
        f"\nstatic site (build/site): {f['site_mb']} MB (aim ≤ {TARGET_SITE_MB} MB)"
        f"\ncold load of the app (fr) until the lessons menu: site {f['site_cold_load_mb']} MB"
        f" ({f['site_cold_load_gzip_mb']} MB gzip-compressed), "
        f"{f['site_cold_load_requests']} requests (aim ≤ {TARGET_LOAD_MB} MB); "
        f"Voila {f['voila_cold_load_mb']} MB, {f['voila_cold_load_requests']} requests"
        f"\n  the whole first visit, until the site is kept offline: "
        f"{f['site_first_visit_mb']} MB ({f['site_first_visit_gzip_mb']} MB gzip-compressed), "
        f"{f['site_first_visit_requests']} requests"
        f"\nrequests to another host: site {f['site_off_host_requests']}, "
        f"Voila {f['voila_off_host_requests']} (aim 0)"
        f"\nfirst interactive, median of {LOADS} cold loads side by side: "
        f"site {f['site_first_interactive_ms']} ms, Voila {f['voila_first_interactive_ms']} ms "
        f"(×{f['ratio']}, aim ≤ ×{TARGET_RATIO})"
        f"\n  each load, in turn: site {f['site_loads_ms']} ms, Voila {f['voila_loads_ms']} ms"
    )
