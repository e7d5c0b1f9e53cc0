"""Load: how many learners one Voila server holds (``python -m benchmarks load``).

For each class (by default 1, 5, 10, 20 and 30 learners at once, then 30
spread evenly over a minute: ``--learners 1,5,10,20,30 --spread-row 30:60``), a
fresh Voila server on 127.0.0.1 with the project's settings (config/voila.py,
its kernel spec in share/jupyter, as ``make run``) and one headless chromium
with N browser contexts (N learners, N kernels). The N learners open the app
(``notebooks/app.ipynb?lang=uk``; ``--page index``: the landing page) at once,
or spread evenly over ``--spread`` seconds. Measured:

* **rendered**: a page counts only once the app's tabs show (``.ori-tabs``,
  with the lessons menu and the language picker) — or, for the landing page,
  its links (``.ori-landing__open``);
* **first interactive**: from a page's navigation start until then (recorded
  by the page itself);
* **all in**: from the first learner's arrival until the last page is usable;
* **blank pages**: pages that Voila finished sending without the app (what its
  IOPub timeout did), and Voila's "Timeout waiting for IOPub output" log lines;
  **stuck** pages: the app's output was sent but Voila's page script had not
  started (the loading screen stays); **reloaded**: pages that came without
  their app and opened themselves again (the page template's watch; their
  first render counts from the first load);
  **drawing** pages: the app was sent but the browser had not drawn it
  ``--timeout`` seconds after the last arrival (chromium short of CPU);
  **late** pages: still loading then (a kernel still starting or waiting for
  its seat); notebook errors; a screenshot of the first three such pages in
  ``tests/browser/artifacts/``;
* **click**: every learner clicks "Français" at the same moment; from the click
  to the app's title in French (the round trip through that learner's kernel);
* **memory** with every page open: the server's RSS, each kernel's RSS and USS
  (the memory that kernel alone holds) at the app's first screen;
* **CPU per learner**: the CPU time the server and the kernels spent, per
  learner, until every page was open: what one more learner costs the server
  whatever else the machine is doing; and, apart, the **browser's** CPU per
  learner (chromium's processes: in a class it runs on each learner's
  computer, here on the server's cores) and the machine's load average
  before the class came (what else was running);
* **kernels freed**: every page is closed; how many kernels the server shut
  down within ``--close-timeout`` seconds, and how long it took.

Bounded: at most ``MAX_LEARNERS`` learners, every wait has a deadline.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

import crowd
from voila_harness import APP, ARTIFACTS, INDEX, VoilaServer, launch_chromium

from oriflamme.widgets.text import ENDONYMS

DEFAULT_LEARNERS = (1, 5, 10, 20, 30)
#: The default run's last row: 30 learners arriving over a minute.
DEFAULT_SPREAD_ROW = "30:60"
MAX_LEARNERS = 60
#: Issue 20's target: 30 learners opening within a minute, none left with a blank page.
TARGET = {"learners": 30, "spread_s": 60.0}
#: What each page shows once usable, and its address.
PAGES = {
    "app": (APP, {"lang": "uk"}, crowd.APP_READY),
    "index": (INDEX, {}, crowd.LANDING_READY),
}


def _pct(samples: list[float], q: float) -> float | None:
    if not samples:
        return None
    ordered = sorted(samples)
    return round(ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))], 1)


def _count(learners: list[crowd.Learner], kind: str) -> int:
    return sum(1 for x in learners if x.error and x.error.startswith(kind))


def _median(samples: list[float]) -> float | None:
    return round(statistics.median(samples), 1) if samples else None


def measure(
    browser: Any, n: int, spread_s: float, timeout_s: float, close_s: float, page: str = "app"
) -> dict:
    """One class of ``n`` learners on a fresh server; the figures as a dict."""

    import psutil

    log_path = ARTIFACTS / f"load-{page}-{n}-{spread_s:g}s.log"
    path, query, ready = PAGES[page]
    load_before = os.getloadavg()
    with VoilaServer(log_path=log_path) as server:
        server_cpu_before = crowd.resources(server)["server_cpu_s"]
        browser_cpu_before = _browser_cpu(psutil)
        start = time.monotonic()
        learners = crowd.open_learners(browser, server.url(path, **query), n, spread_s, ready)
        crowd.wait_rendered(learners, timeout_s + spread_s)
        rendered = [x for x in learners if x.rendered]
        all_in_s = time.monotonic() - start if len(rendered) == n else None
        for learner in [x for x in learners if not x.rendered][:3]:  # what they showed
            with contextlib.suppress(Exception):
                shot = ARTIFACTS / f"load-{page}-{n}-{spread_s:g}s-learner-{learner.number}.png"
                learner.page.screenshot(path=str(shot))
        memory = crowd.resources(server)
        browser_cpu = _browser_cpu(psutil) - browser_cpu_before
        if page == "app":
            crowd.click_all(learners, ENDONYMS["fr"])
        crowd.close_all(learners, server, close_s)
        kernels_after = crowd.resources(server)["kernels"]
        log = server.log_path.read_text(errors="replace")
    ready = [x.ready_ms for x in rendered]
    clicks = [x.click_ms for x in learners if x.click_ms is not None]
    shutdowns = [x.shut_down_s for x in learners if x.shut_down_s is not None]
    kernels = list(memory["kernels"].values())
    return {
        "page": page,
        "learners": n,
        "spread_s": spread_s,
        "load_average_before": [round(x, 1) for x in load_before],
        "rendered": len(rendered),
        "blank": _count(learners, "blank"),
        "drawing": _count(learners, "drawing"),
        "stuck": _count(learners, "stuck"),
        # pages that came without their app and opened themselves again
        "reloaded": sum(1 for x in learners if x.reloads),
        "late": _count(learners, "late"),
        "errors": [x.error for x in learners if x.error and x.error.startswith("notebook")],
        "iopub_timeouts": log.count("Timeout waiting for IOPub output"),
        "first_interactive_ms": {
            "median": _pct(ready, 0.5),
            "p95": _pct(ready, 0.95),
            "max": _pct(ready, 1.0),
        },
        "all_in_s": round(all_in_s, 1) if all_in_s is not None else None,
        "click_ms": {"median": _pct(clicks, 0.5), "p95": _pct(clicks, 0.95), "n": len(clicks)},
        "click_failures": [x.click_error for x in learners if x.click_error],
        "server_rss_mb": round(memory["server_rss"], 1),
        "kernel_rss_mb": _median([k["rss"] for k in kernels]),
        "kernel_rss_max_mb": round(max(k["rss"] for k in kernels), 1) if kernels else None,
        "kernel_uss_mb": _median([k["uss"] for k in kernels]),
        "kernels_total_rss_mb": round(sum(k["rss"] for k in kernels), 1),
        # Server-side CPU a learner costs to open the app: their kernel's start,
        # imports and first screen, and the server's share.
        "cpu_s_per_learner": round(
            (sum(k["cpu_s"] for k in kernels) + memory["server_cpu_s"] - server_cpu_before)
            / max(1, len(kernels)),
            2,
        ),
        # The browser's work for the same pages: on a learner's computer in a class.
        "browser_cpu_s_per_learner": round(browser_cpu / n, 2),
        "kernels_shut_down": len(shutdowns),
        # Kernels still running after every page closed: a page closed before its
        # app appeared never sends the shutdown post (culling frees those).
        "kernels_left": len(kernels_after),
        "shutdown_s_max": round(max(shutdowns), 2) if shutdowns else None,
    }


def _browser_cpu(psutil: Any) -> float:
    """CPU seconds used so far by this process's chromium (all its processes)."""
    total = 0.0
    for proc in psutil.Process().children(recursive=True):
        try:
            if "chrom" in proc.name():
                cpu = proc.cpu_times()
                total += cpu.user + cpu.system
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return total


def _row(r: dict) -> str:
    fi, click = r["first_interactive_ms"], r["click_ms"]
    return (
        f"{r['learners']:>3} {r['spread_s']:>5g}s  rendered {r['rendered']:>2}/{r['learners']:<2} "
        f"blank {r['blank']}  stuck {r['stuck']}  drawing {r['drawing']}  late {r['late']}  "
        f"reloaded {r['reloaded']}  errors {len(r['errors'])}  "
        f"iopub-timeouts {r['iopub_timeouts']}  "
        f"first interactive median {fi['median']} p95 {fi['p95']} max {fi['max']} ms  "
        f"all in {r['all_in_s']} s  click median {click['median']} p95 {click['p95']} ms  "
        f"server {r['server_rss_mb']} MB  kernel RSS {r['kernel_rss_mb']} (max "
        f"{r['kernel_rss_max_mb']}) / USS {r['kernel_uss_mb']} MB  "
        f"CPU {r['cpu_s_per_learner']} s/learner (browser {r['browser_cpu_s_per_learner']} s)  "
        f"load before {r['load_average_before'][0]}  "
        f"kernels shut down {r['kernels_shut_down']}/"
        f"{r['rendered']} (max {r['shutdown_s_max']} s), left {r['kernels_left']}"
    )


def run(
    classes: list[tuple[int, float]], timeout_s: float, close_s: float, page: str = "app"
) -> list[dict[str, Any]]:
    """Every class (learners, arrival spread in seconds) in turn, printed as it finishes."""
    from playwright.sync_api import sync_playwright

    results = []
    with sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        try:
            for n, spread_s in classes:
                result = measure(browser, n, spread_s, timeout_s, close_s, page)
                print(_row(result), flush=True)
                for error in result["errors"] + result["click_failures"]:
                    print(f"      {error}", flush=True)
                results.append(result)
        finally:
            browser.close()
    return results


def main(report: dict[str, Any], argv: list[str] | None = None) -> None:
    """Parse the load options, measure, and add the figures to ``report["load"]``."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks load")
    parser.add_argument(
        "--learners",
        default=",".join(map(str, DEFAULT_LEARNERS)),
        help="class sizes, comma-separated (default %(default)s)",
    )
    parser.add_argument(
        "--spread",
        type=float,
        default=0.0,
        help="seconds over which a class's learners arrive (default 0: all at once)",
    )
    parser.add_argument(
        "--spread-row",
        default=DEFAULT_SPREAD_ROW,
        help="one more class, LEARNERS:SECONDS arriving over that time "
        "(default %(default)s; 'none' for no such row)",
    )
    parser.add_argument(
        "--page", choices=sorted(PAGES), default="app", help="the page opened (default app)"
    )
    parser.add_argument(
        "--timeout",
        type=float,
        default=600.0,
        help="seconds after the last arrival before a page counts as not rendered "
        "(default 600: as long as a page waits for its kernel, config/voila.py)",
    )
    parser.add_argument(
        "--close-timeout",
        type=float,
        default=60.0,
        help="seconds for the server to shut the closed pages' kernels down (default 60)",
    )
    args = parser.parse_args(argv)
    sizes = [int(part) for part in args.learners.split(",") if part.strip()]
    if not sizes or not all(1 <= n <= MAX_LEARNERS for n in sizes):
        parser.error(f"--learners: class sizes from 1 to {MAX_LEARNERS}, e.g. 1,5,10")
    if not 0 <= args.spread <= 600:
        parser.error("--spread: from 0 to 600 seconds")
    classes = [(n, args.spread) for n in sizes]
    if args.spread_row != "none":
        n_text, _, s_text = args.spread_row.partition(":")
        try:
            row = (int(n_text), float(s_text))
        except ValueError:
            parser.error("--spread-row: LEARNERS:SECONDS, e.g. 30:60, or none")
        if not (1 <= row[0] <= MAX_LEARNERS and 0 <= row[1] <= 600):
            parser.error(f"--spread-row: 1 to {MAX_LEARNERS} learners over 0 to 600 seconds")
        classes.append(row)
    listed = ", ".join(f"{n} over {s:g} s" if s else f"{n} at once" for n, s in classes)
    print(f"load: {args.page} page, classes {listed}, one Voila server each")
    report["load"] = run(classes, args.timeout, args.close_timeout, args.page)
