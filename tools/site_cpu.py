"""Where a cold load's CPU goes: the static site's app page and the Voila app,
each load's CPU seconds by thread (chromium's, Voila's server and kernel), in
turn (issue 29). On a shared machine a load's wall-clock time is mostly
waiting for a core; its CPU time is what it asks of the machine.

    .venv/bin/python tools/site_cpu.py [ROUNDS] [KINDS]

KINDS, comma-separated (default ``site,voila``): ``site`` (build/site, ``make
site``), ``voila`` (the app under ``make run``'s Voila), ``site-nosw`` (the
site with service workers blocked), ``site-rm`` (the site with
``prefers-reduced-motion: reduce``). The site's ``oriflamme-keep`` is not
held: its service worker may start keeping the site a moment before the
lessons menu shows, as for a learner.
"""

from __future__ import annotations

import collections
import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO / "tests" / "browser"), str(REPO)]

import psutil  # noqa: E402
from site_harness import RENDER, StaticServer, block_off_site  # noqa: E402
from voila_harness import APP, VoilaServer, launch_chromium  # noqa: E402

from benchmarks.site import _READY_AT_JS  # noqa: E402
from benchmarks.ui import APP_READY  # noqa: E402

TICK = os.sysconf("SC_CLK_TCK")


def thread_cpu(pids: list[int]) -> collections.Counter[str]:
    """CPU seconds (user + system) of every thread of ``pids``, by thread name."""
    out: collections.Counter[str] = collections.Counter()
    for pid in pids:
        for task in Path(f"/proc/{pid}/task").glob("*"):
            try:
                name = (task / "comm").read_text().strip()
                fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue  # the thread ended
            out[name] += (int(fields[11]) + int(fields[12])) / TICK
    return out


def children() -> list[int]:
    """This process's descendants: chromium, the Voila server, its kernels."""
    return [c.pid for c in psutil.Process().children(recursive=True)]


def main(rounds: int, kinds: list[str]) -> None:
    from playwright.sync_api import sync_playwright

    site = StaticServer().start()
    totals: dict[str, list[float]] = collections.defaultdict(list)
    try:
        with sync_playwright() as playwright, VoilaServer() as voila:
            browser = launch_chromium(playwright)
            for _ in range(rounds):
                for kind in kinds:
                    context = browser.new_context(
                        viewport={"width": 1280, "height": 900},
                        service_workers="block" if kind == "site-nosw" else "allow",
                        reduced_motion="reduce" if kind == "site-rm" else "no-preference",
                    )
                    block_off_site(context)
                    page = context.new_page()
                    before = thread_cpu(children())
                    url = (
                        voila.url(APP, lang="fr")
                        if kind == "voila"
                        else site.url(f"{RENDER}/app-fr.html")
                    )
                    page.goto(url, wait_until="commit")
                    ready = page.wait_for_function(
                        _READY_AT_JS, arg=APP_READY, polling=200, timeout=300_000
                    )
                    ms = float(ready.json_value())
                    used = thread_cpu(children())
                    context.close()
                    spent = {k: v - before.get(k, 0.0) for k, v in used.items()}
                    spent = {k: v for k, v in spent.items() if v >= 0.05}
                    total = sum(spent.values())
                    totals[kind].append(total)
                    print(
                        f"{kind}: first interactive {ms / 1000:.1f} s, CPU {total:.2f} s "
                        f"(load average {os.getloadavg()[0]:.1f})"
                    )
                    for name, seconds in sorted(spent.items(), key=lambda x: -x[1])[:8]:
                        print(f"    {name:24} {seconds:.2f} s")
            browser.close()
    finally:
        site.stop()
    for kind, values in totals.items():
        print(f"{kind}: CPU per load {[round(v, 2) for v in values]} s")


if __name__ == "__main__":
    main(
        int(sys.argv[1]) if len(sys.argv) > 1 else 2,
        (sys.argv[2] if len(sys.argv) > 2 else "site,voila").split(","),
    )
