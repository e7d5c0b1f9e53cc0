"""Write site/unused-files.txt: the files of voici's build no page asks for.

``make site-unused`` builds the site with every file kept (``SITE_KEEP_UNUSED=1``),
then this script browses it in chromium as learners and teachers do — the app in
uk, ru and fr and Orichalque's app, every tab, a lesson of each course, the
landing page, the sandbox, a chapter — and lists each file under ``voici/build/``
the server was never asked for (a kept chunk's licence stays). The service
worker is kept from fetching the whole site for offline use, which would ask for
every file. site/build.py then leaves the listed files out, and stops if one is
missing (voici changed: run this again).

    .venv/bin/python tools/site_unused.py
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from site_harness import RENDER, StaticServer, block_off_site  # noqa: E402
from voila_harness import launch_chromium  # noqa: E402

OUT = ROOT / "site" / "unused-files.txt"
UNDER = "voici/build/"
#: Voici's own service worker: replaced by the site's, not a page's request.
KEEP = {"voici/build/service-worker.js"}
#: The app pages opened (each: every tab, a lesson of each course).
APPS = ("app-uk", "app-orichalque-fr", "app-ru", "app-fr")
#: Other pages opened (each until its widgets show).
PAGES = ("index", "sandbox-fr", "base/chapter-1-uk", "app-orichalque-uk")
#: The service worker's "keep the site" message, dropped during the browse.
NO_KEEP = """
const post = ServiceWorker.prototype.postMessage;
ServiceWorker.prototype.postMessage = function (m, ...rest) {
  if (m && m.type === "oriflamme-keep") { return; }
  return post.call(this, m, ...rest);
};
"""
TIMEOUT_MS = 240_000
TAB = ".ori-tabs .lm-TabBar-tab"


def browse(site: StaticServer) -> None:
    from playwright.sync_api import sync_playwright

    off: list[str] = []

    def fresh(browser: Any) -> Any:
        """A page in a new browser context (its own drive: no progress kept)."""
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        context.set_default_timeout(TIMEOUT_MS)
        context.add_init_script(NO_KEEP)
        off.extend(block_off_site(context))
        return context.new_page()

    with sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        for name in APPS:
            page = fresh(browser)
            page.goto(site.url(f"{RENDER}/{name}.html"), wait_until="commit")
            page.locator(TAB).first.wait_for()
            for i in range(page.locator(TAB).count()):
                page.locator(TAB).nth(i).click()
                time.sleep(3)
            page.locator(TAB).first.click()
            page.locator(".ori-lessons__menu:visible").wait_for()
            courses = page.locator("button.ori-course:visible")
            editions = [
                c.removeprefix("ori-course-")
                for i in range(courses.count())
                for c in (courses.nth(i).get_attribute("class") or "").split()
                if c.startswith("ori-course-") and c != "ori-course--current"
            ]
            for edition in editions:
                # this course's menu, not the one shown before it (its tiles
                # are hidden as the click is answered)
                page.locator(f"button.ori-course-{edition}:visible").click()
                page.locator(f"button.ori-course-{edition}.ori-course--current").wait_for()
                time.sleep(1)
                page.locator("button.ori-lesson-open:visible").first.click()
                page.locator(".ori-lesson:visible").first.wait_for()
                time.sleep(2)
                page.locator("button.ori-menu:visible").first.click()
                page.locator(".ori-lessons__menu:visible").wait_for()
            print(f"  {name}: every tab, {courses.count()} courses", flush=True)
            page.context.close()
        page = fresh(browser)
        for name in PAGES:
            page.goto(site.url(f"{RENDER}/{name}.html"), wait_until="commit")
            page.locator("#rendered_cells .jp-OutputArea-output [class*='ori-']").first.wait_for()
            time.sleep(3)
            print(f"  {name}", flush=True)
        page.context.close()
        browser.close()
    if off or site.missing:
        sys.exit(f"requests off the site: {off}; not on the site: {site.missing}")


def main() -> int:
    site_dir = ROOT / "build" / "site"
    listed = [
        x for x in OUT.read_text(encoding="utf-8").splitlines() if x and not x.startswith("#")
    ]
    if any(not (site_dir / x).exists() for x in listed):
        sys.exit(
            "build/site was built without the files of site/unused-files.txt: "
            "`make site-unused` builds it with them all (SITE_KEEP_UNUSED=1), then runs this"
        )
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "requests.log"
        os.environ["ORI_SITE_REQUEST_LOG"] = str(log)
        site = StaticServer(site_dir).start()
        try:
            browse(site)
        finally:
            site.stop()
        asked = {line.strip().lstrip("/") for line in log.read_text().splitlines()}
    built = sorted(
        f.relative_to(site_dir).as_posix() for f in (site_dir / UNDER).iterdir() if f.is_file()
    )
    unused = [
        p
        for p in built
        if p not in asked and p not in KEEP and p.removesuffix(".LICENSE.txt") not in asked
    ]
    if not unused:
        sys.exit("every file of voici's build was asked for: was the site built with them all?")
    head = OUT.read_text(encoding="utf-8").splitlines() if OUT.exists() else []
    comments = [line for line in head if line.startswith("#")]
    OUT.write_text("\n".join([*comments, *unused]) + "\n", encoding="utf-8")
    print(f"wrote {OUT}: {len(unused)} of {len(built)} files of {UNDER} left out")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
