"""The static site (issue 17): the whole app in the learner's browser, on Pyodide.

build/site (``make site``, built here when missing or stale) is served on
127.0.0.1 and opened in chromium with every request elsewhere blocked and
counted: there must be none. The learner wins the first lesson by clicks,
reloads the page, and finds its stars kept (progress in the browser's storage,
``/drive``). The loading screen speaks the page's language from the first
frame to the app (never voici's English «Starting up kernel...»).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import sandbox
from site_harness import RENDER, StaticServer, block_off_site
from voila_harness import ARTIFACTS, wait_rendered

from oriflamme.i18n import t
from oriflamme.tutor.course import lessons

#: Pyodide's first start (wasm, stdlib, every wheel) on a busy 2-core machine.
SITE_RENDER_MS = 180_000


@pytest.fixture(scope="module")
def site() -> Iterator[StaticServer]:
    server = StaticServer().start()
    try:
        yield server
    finally:
        server.stop()


#: Every text the loading screen shows, recorded in the page as it changes.
RECORD_LOADING = """
window.__oriLoading = [];
new MutationObserver(() => {
  const el = document.getElementById("loading_text");
  const text = el ? el.textContent.trim() : "";
  if (text && window.__oriLoading[window.__oriLoading.length - 1] !== text) {
    window.__oriLoading.push(text);
  }
}).observe(document, {subtree: true, childList: true, characterData: true});
"""


@pytest.fixture
def site_page(browser: Any) -> Iterator[tuple[Any, list[str]]]:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    context.set_default_timeout(60_000)
    context.add_init_script(RECORD_LOADING)
    off = block_off_site(context)
    yield context.new_page(), off
    context.close()


def _loading_texts(page: Any) -> list[str]:
    return list(page.evaluate("window.__oriLoading"))


def _assert_loading_spoke(page: Any, lang: str, game: str = "") -> None:
    """The loading screen showed the page's words only: the kernel's start in
    ``lang`` (voici's own words are English), then the cells' steps; ``game``
    ``"orichalque-"``: Orichalque's loading lines (page-orichalque-loading…)."""
    seen = _loading_texts(page)
    assert seen, "no loading text was shown"
    kernel = t("page-loading-kernel", lang)
    assert kernel in seen, seen
    step = f"page-{game}loading-step"
    steps = {t(step, lang, step=i, total=n) for n in range(1, 10) for i in range(n + 1)}
    allowed = {t(f"page-{game}loading", lang), kernel, *steps}
    assert set(seen) <= allowed, f"loading texts not in {lang}: {set(seen) - allowed}"


def test_site_first_lesson_won_and_kept_after_reload(
    site: StaticServer, site_page: tuple[Any, list[str]]
) -> None:
    page, off = site_page
    lang = "fr"  # the French entry page: voici passes no ?lang=
    lesson = lessons("base")[0]
    page.goto(site.url(f"{RENDER}/app-{lang}.html"), wait_until="commit")
    wait_rendered(page, f"button.ori-lesson-{lesson.id}", SITE_RENDER_MS)
    _assert_loading_spoke(page, lang)
    sandbox.open_lesson_board(page, lesson.id)
    assert t(f"lesson-{lesson.id}-goal", lang) in page.inner_text(".ori-goal")
    for move in lesson.solution:
        sandbox.play_move(page, move)
    page.locator(".ori-feedback--success:visible").wait_for()
    earned = page.locator(".ori-stars:visible .ori-star--on").first.inner_text().count("★")
    assert earned >= 1

    page.reload(wait_until="commit")
    wait_rendered(page, f"button.ori-lesson-{lesson.id}", SITE_RENDER_MS)
    kept = t("tutor-stars-label", lang, stars=earned, max=3)
    page.locator(f'.ori-starline[aria-label="{kept}"]:visible').first.wait_for()
    assert off == [], f"requests off the site: {off}"


def test_site_landing_links_open_each_language(
    site: StaticServer, site_page: tuple[Any, list[str]]
) -> None:
    """The landing page's link per language leads to that language's app page;
    its loading screen is in the browser's language."""
    page, off = site_page
    page.goto(site.url(""), wait_until="commit")
    wait_rendered(page, ".ori-open-ru", SITE_RENDER_MS)
    # the landing page speaks every language: its loading screen took the
    # browser's (this context's locale: en-US)
    _assert_loading_spoke(page, "en")
    href = page.locator(".ori-open-ru").get_attribute("href")
    assert href == "app-ru.html"
    assert page.locator(".ori-open-och-ru").get_attribute("href") == "app-orichalque-ru.html"
    page.locator(".ori-open-ru").click()
    wait_rendered(page, "button.ori-lesson-" + lessons("base")[0].id, SITE_RENDER_MS)
    assert t("w-landing-open-oriflamme", "ru") not in page.inner_text("body")
    assert page.locator("[lang='ru'], .ori-lang-picker").count()
    assert off == [], f"requests off the site: {off}"


def test_site_picker_teachers_desk_and_sandbox(
    site: StaticServer, site_page: tuple[Any, list[str]]
) -> None:
    """The rest of the app on the site: the in-app language picker switches the
    page (uk → ru), the teacher's desk opens, the sandbox page deals a board."""
    page, off = site_page
    page.goto(site.url(f"{RENDER}/app-uk.html"), wait_until="commit")
    wait_rendered(page, ".ori-lang-picker", SITE_RENDER_MS)
    page.locator(".ori-lang-picker button", has_text="Русский").click()
    sandbox_tab = t("w-tab-sandbox", "ru")
    page.get_by_text(sandbox_tab, exact=True).first.wait_for()
    page.get_by_text(t("teacher-tab", "ru"), exact=True).first.click()
    page.locator(".ori-teacher:visible").first.wait_for()
    page.goto(site.url(f"{RENDER}/sandbox-fr.html"), wait_until="commit")
    wait_rendered(page, sandbox.READY[0], SITE_RENDER_MS)
    page.locator(sandbox.READY[1]).first.wait_for()
    assert off == [], f"requests off the site: {off}"


@pytest.mark.parametrize("lang", ["uk", "ru"])
def test_site_loading_screen_and_app_in_the_pages_language(
    site: StaticServer, site_page: tuple[Any, list[str]], lang: str
) -> None:
    """app-uk.html and app-ru.html: the tab title, the loading screen and the
    app in that language (the French page: the first test)."""
    page, off = site_page
    page.goto(site.url(f"{RENDER}/app-{lang}.html"), wait_until="commit")
    page.locator(".ori-loading__brand").wait_for()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"site-loading-{lang}.png"))
    assert page.inner_text(".ori-loading__brand") == t("page-brand", lang)
    wait_rendered(page, ".ori-lang-picker", SITE_RENDER_MS)
    _assert_loading_spoke(page, lang)
    assert page.title() == t("page-title-app", lang)
    active = page.locator(".ori-lang-picker button.mod-active")
    assert active.inner_text().strip() == t("lang-name", lang)
    page.screenshot(path=str(ARTIFACTS / f"site-app-{lang}.png"))
    assert off == [], f"requests off the site: {off}"


def test_site_orichalque_page_loads_with_orichalques_words(
    site: StaticServer, site_page: tuple[Any, list[str]]
) -> None:
    """app-orichalque-ru.html: the brand, the loading lines, the tab title and
    the app's heading are Orichalque's («Орихалк»), never Oriflamme's."""
    page, off = site_page
    lang = "ru"
    page.goto(site.url(f"{RENDER}/app-orichalque-{lang}.html"), wait_until="commit")
    page.locator(".ori-loading__brand").wait_for()
    assert page.inner_text(".ori-loading__brand") == t("page-orichalque-brand", lang)
    assert page.title() == t("page-title-app-orichalque", lang)
    wait_rendered(page, ".ori-game-picker", SITE_RENDER_MS)
    _assert_loading_spoke(page, lang, game="orichalque-")
    assert page.title() == t("page-title-app-orichalque", lang)
    assert page.inner_text(".ori-app__title").strip() == t("och-app-title", lang)
    active = page.locator(".ori-game-picker button.mod-active")
    assert active.inner_text().strip() == t("och-game", lang)
    assert off == [], f"requests off the site: {off}"
