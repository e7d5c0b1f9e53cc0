"""Issue 32: a page that comes without its app opens itself again.

In a class of 30 at once on a busy server, pages stayed on the loading screen
for ten minutes although Voila had sent them whole (docs/performance.md, run
D). The page template (share/jupyter/voila/templates/oriflamme) watches for
it: a page sent without any output is opened again after 3 s, one whose
Voila page script has not started after two minutes; at most twice, then it
says so in its language with a reload button. ``fixtures/blank_once.ipynb``
outputs nothing for its first ``blank`` loads (counted in a temporary file).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from voila_harness import VoilaServer

from oriflamme.i18n import t

FIXTURE = "tests/browser/fixtures/blank_once.ipynb"
BUTTON = ".blank-once-button"


def _loads(marker: Path) -> int:
    return int(marker.read_text()) if marker.exists() else 0


def test_a_page_sent_without_its_app_opens_again_by_itself(
    voila: VoilaServer, page: Any, tmp_path: Path
) -> None:
    marker = tmp_path / "loads"
    page.goto(voila.url(FIXTURE, marker=str(marker), blank="1", lang="uk"))
    # the first load had no output: the page says why and opens itself again
    page.wait_for_selector("html[data-ori-page-blank='reloading']", timeout=90_000)
    assert t("page-loading-retry", "uk") in page.inner_text("#ori-page-retry")
    page.wait_for_selector(BUTTON, timeout=90_000)
    assert page.inner_text(BUTTON) == "load 2"
    assert _loads(marker) == 2
    assert page.evaluate("performance.getEntriesByType('navigation')[0].type") == "reload"
    # shown: no try is left counted for a later load of the page
    page.wait_for_timeout(3_500)
    assert page.evaluate("Object.keys(sessionStorage).filter(k => k.startsWith('ori-page'))") == []


def test_a_page_that_never_comes_stops_after_two_tries_and_says_so(
    voila: VoilaServer, page: Any, tmp_path: Path
) -> None:
    marker = tmp_path / "loads"
    page.goto(voila.url(FIXTURE, marker=str(marker), blank="99", lang="fr"))
    page.wait_for_selector("html[data-ori-page-blank='given-up']", timeout=180_000)
    assert _loads(marker) == 3  # the first load and two tries, no more
    wait = page.locator("#ori-page-retry")
    assert t("page-error-blank", "fr") in wait.inner_text()
    reload = wait.locator("button.ori-loading__reload")
    assert reload.inner_text() == t("page-error-reload", "fr")
    page.wait_for_timeout(5_000)
    assert _loads(marker) == 3  # it gave up: no more reloads
    reload.click()  # a reload by hand: its own tries again
    page.wait_for_selector("html[data-ori-page-blank='reloading']", timeout=90_000)
    assert _loads(marker) == 4


def test_a_page_whose_voila_script_did_not_start_opens_again(
    voila: VoilaServer, page: Any, tmp_path: Path
) -> None:
    """Sent whole, the app's output in it, but Voila's page script (voila.js)
    never ran — what the stuck pages of run D showed: opened again once the
    wait is over (shortened here from two minutes to 5 s), and the app shows."""
    marker = tmp_path / "loads"
    page.context.add_init_script("window.ori_start_wait_ms = 5000;")
    blocked: list[str] = []

    def block_once(route: Any) -> None:
        if not blocked:
            blocked.append(route.request.url)
            route.abort()
        else:
            route.continue_()

    page.route("**/voila.js*", block_once)
    page.goto(voila.url(FIXTURE, marker=str(marker), blank="0", lang="ru"))
    page.wait_for_selector("html[data-ori-page-blank='reloading']", timeout=90_000)
    assert blocked and _loads(marker) == 1
    assert t("page-loading-retry", "ru") in page.inner_text("#ori-page-retry")
    page.wait_for_selector(BUTTON, timeout=90_000)
    assert _loads(marker) == 2
