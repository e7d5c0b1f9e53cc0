"""Two builds of the static site against the same Voila app, side by side in
one run (issue 29): in each round one cold load of the site before (a copy of
an earlier build), one of the site after (build/site) and one of the Voila
app, the order turning each round, timed as ``benchmarks.site`` times them
(navigation start to the lessons menu visible, a new browser context each);
the load average after each load; the medians and their ratios to Voila's.

    .venv/bin/python tools/site_ab.py BEFORE [ROUNDS]

BEFORE: a copy of an earlier build/site (``cp -a build/site /tmp/site-before``
on main before building the branch's).
"""

from __future__ import annotations

import os
import statistics
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO / "tests" / "browser"), str(REPO)]

from site_harness import StaticServer  # noqa: E402
from voila_harness import APP, VoilaServer, launch_chromium  # noqa: E402

from benchmarks.site import _site_load, _voila_load  # noqa: E402


def main(before_dir: Path, rounds: int) -> None:
    from playwright.sync_api import sync_playwright

    sites = {"before": StaticServer(before_dir).start(), "after": StaticServer().start()}
    times: dict[str, list[float]] = {"before": [], "after": [], "voila": []}
    loads: list[float] = []
    try:
        with sync_playwright() as playwright, VoilaServer() as voila:
            browser = launch_chromium(playwright)
            url = voila.url(APP, lang="fr")
            kinds = list(times)
            for r in range(rounds):
                for kind in kinds[r % 3 :] + kinds[: r % 3]:
                    if kind == "voila":
                        ms = _voila_load(browser, url)["ms"]
                    else:
                        ms = _site_load(browser, sites[kind])["ms"]
                    times[kind].append(ms / 1000)
                    loads.append(os.getloadavg()[0])
                    print(f"round {r + 1} {kind}: {ms / 1000:.2f} s (load average {loads[-1]:.1f})")
            browser.close()
    finally:
        for site in sites.values():
            site.stop()
    voila_median = statistics.median(times["voila"])
    for kind in ("before", "after"):
        median = statistics.median(times[kind])
        print(
            f"{kind}: median {median:.2f} s {[round(x, 2) for x in times[kind]]}, "
            f"×{median / voila_median:.2f} Voila's median"
        )
    print(f"Voila: median {voila_median:.2f} s {[round(x, 2) for x in times['voila']]}")
    print(f"load averages: {[round(x, 1) for x in loads]}")


if __name__ == "__main__":
    if not sys.argv[1:]:
        sys.exit(__doc__)
    main(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 3)
