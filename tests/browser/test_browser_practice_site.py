"""The practice tab on the static site (issue 30): the same tab under Pyodide
(JupyterLite + voici: no thread, no subprocess) — a puzzle of each game
answered, the wrong answer explained and played out on the board, the
learner's answers kept in the browser's storage across a reload, and no
request off the site.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from site_harness import RENDER, StaticServer, block_off_site
from test_browser_practice import next_puzzle
from test_browser_site import SITE_RENDER_MS
from voila_harness import ARTIFACTS, wait_rendered

from oriflamme.i18n import t


@pytest.fixture(scope="module")
def site() -> Iterator[StaticServer]:
    server = StaticServer().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def site_page(browser: Any) -> Iterator[tuple[Any, list[str]]]:
    context = browser.new_context(viewport={"width": 1366, "height": 768}, locale="en-US")
    context.set_default_timeout(120_000)
    off = block_off_site(context)
    yield context.new_page(), off
    context.close()


def answer_wrong(page: Any, lang: str) -> None:
    """Click an answer, then (whatever it was) read the feedback; if it was
    right, take the next puzzle and pick another answer until one is wrong."""
    for _ in range(6):
        n = page.locator(".ori-practice-choice:visible").count()
        assert 3 <= n <= 4
        page.locator(".ori-practice-choice-0:visible").click()
        page.locator(".ori-practice-feedback:visible").wait_for()
        if page.locator(".ori-practice-feedback--wrong:visible").count():
            return
        next_puzzle(page)
    raise AssertionError("six right answers in a row with the first choice")


@pytest.mark.parametrize("game, lang", [("oriflamme", "uk"), ("orichalque", "fr")])
def test_site_practice_answer_explained_and_kept(
    site: StaticServer, site_page: tuple[Any, list[str]], game: str, lang: str
) -> None:
    page, off = site_page
    name = f"app-{lang}.html" if game == "oriflamme" else f"app-orichalque-{lang}.html"
    page.goto(site.url(f"{RENDER}/{name}"), wait_until="commit")
    wait_rendered(page, ".ori-app .ori-tabs", SITE_RENDER_MS)
    page.locator(".ori-tabs .lm-TabBar-tab", has_text=t("w-tab-practice", lang)).click()
    page.locator(".ori-practice-choice:visible").first.wait_for()
    answer_wrong(page, lang)
    text = page.inner_text(".ori-practice-feedback")
    assert t("practice-wrong", lang) in text and t("practice-rule", lang) in text
    page.locator(".ori-practice-choice--right:visible").wait_for()
    page.locator(".ori-practice-board .ori-game:visible").first.wait_for()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"site-practice-{game}-{lang}.png"))
    # a new puzzle is made in the page (Pyodide), one bot game at a time
    start = time.perf_counter()
    next_puzzle(page)
    print(f"site: a new {game} puzzle in {time.perf_counter() - start:.2f} s")
    # the answers are kept in the browser's storage (/drive) across a reload
    page.reload(wait_until="commit")
    wait_rendered(page, ".ori-app .ori-tabs", SITE_RENDER_MS)
    page.locator(".ori-tabs .lm-TabBar-tab", has_text=t("w-tab-practice", lang)).click()
    page.locator(".ori-practice-queue:visible").wait_for()
    queue = page.inner_text(".ori-practice-queue")
    total = re.search(r"\d+", queue.split("\n")[-1].replace("\u00a0", " "))
    assert total and int(total.group(0)) >= 1, queue
    assert off == [], f"requests off the site: {off}"
