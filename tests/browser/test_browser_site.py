"""The static site (issue 17): the whole app in the learner's browser, on Pyodide.

build/site (``make site``, built here when missing or stale) is served on
127.0.0.1 and opened in chromium with every request elsewhere blocked and
counted: there must be none. The learner wins the first lesson by clicks,
reloads the page, and finds its stars kept (progress in the browser's storage,
``/drive``). The loading screen speaks the page's language from the first
frame to the app (never voici's English «Starting up kernel...»).
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urljoin

import pytest
import sandbox
from site_harness import RENDER, StaticServer, block_off_site
from voila_harness import ARTIFACTS, SCHOOL_HOST, wait_rendered

from oriflamme.i18n import t
from oriflamme.tutor.course import lessons

#: Pyodide's first start (wasm, stdlib, every wheel) on a busy 2-core machine.
SITE_RENDER_MS = 180_000


#: JupyterLite's request for a drive folder's listing on the site.
DRIVE_LISTING = re.compile(r"^/(?:.*/)?api/contents/.+/all\.json$")


@pytest.fixture(scope="module")
def site() -> Iterator[StaticServer]:
    server = StaticServer().start()
    try:
        yield server
    finally:
        server.stop()
    # every file a page, tab or lesson asked for is on the site (issue 29: what
    # no page uses is left out, site/unused-files.txt; nothing a page uses).
    # Not files: JupyterLite asks the site for the listing of each folder of
    # the browser's drive (the progress folder, «Untitled Folder» as it is
    # made), which exists only in the browser, and then reads the drive.
    missing = [p for p in server.missing if not DRIVE_LISTING.match(p)]
    assert missing == [], f"asked for, not on the site: {missing}"


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


def test_site_starts_its_kernel_early_with_one_python(
    site: StaticServer, site_page: tuple[Any, list[str]]
) -> None:
    """Issue 29: on a first visit the page starts the kernel's Python before
    voici's script has loaded (the template's early start), and the kernel
    extension takes that worker: one worker, one Pyodide (its WebAssembly
    fetched once, by the page, which compiled it for the worker), and the app
    drawn as from any start. Neither the kernel's imports nor the service
    worker stand in the way: no import asks the drive (the kernel's working
    folder) for a module, and on a first visit the service worker answers
    none of the site's files (the browser fetches them itself)."""
    page, off = site_page
    asked: list[str] = []
    drive: list[str] = []
    relayed: list[str] = []

    def seen(request: Any) -> None:
        asked.append(request.url)
        if request.url.endswith("/api/drive"):
            drive.append(json.loads(request.post_data or "{}").get("data", {}).get("path", "?"))

    page.on("request", seen)
    page.on("response", lambda r: r.from_service_worker and relayed.append(r.url))
    page.goto(site.url(f"{RENDER}/app-fr.html"), wait_until="commit")
    wait_rendered(page, ".ori-lang-picker", SITE_RENDER_MS)
    # the drive's root is never looked at (getattr "", readdir "", a lookup
    # of each notebook beside the page): only the progress folder is read
    assert drive and set(drive) <= {"/oriflamme", "/oriflamme/progress.txt"}, drive
    assert [u for u in relayed if "/api/" not in u] == []
    assert page.get_attribute("html", "data-ori-early-kernel") == "used"
    kernels = [w.url for w in page.workers if "pyodide-kernel-extension" in w.url]
    assert len(kernels) == 1 and kernels[0].endswith("oriflamme-wasm"), kernels
    assert [u for u in asked if u.endswith("pyodide.asm.wasm.gz")] == [
        site.url("static/pyodide/pyodide.asm.wasm.gz")
    ]
    assert page.title() == t("page-title-app", "fr")
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


# ---------------------------------------------------------------- issue 29


def _earned(page: Any) -> int:
    """The stars of the lesson just won (its success line)."""
    page.locator(".ori-feedback--success:visible").wait_for()
    return page.locator(".ori-stars:visible .ori-star--on").first.inner_text().count("★")


def _tile_stars(page: Any, lesson_id: str) -> str:
    """The aria-label of a lesson's stars in the lessons menu."""
    line = page.locator(f".ori-lesson-tile:has(button.ori-lesson-{lesson_id}) .ori-starline")
    line.first.wait_for()
    return line.first.get_attribute("aria-label") or ""


def _back_to_menu(page: Any) -> None:
    page.locator("button.ori-menu:visible").click()
    page.locator(".ori-lessons__menu:visible").wait_for()


def _show_course(page: Any, edition: str) -> None:
    page.locator(f"button.ori-course-{edition}:visible").click()
    page.locator(f"button.ori-course-{edition}.ori-course--current").wait_for()


#: Orichalque's lessons won on the site: take a card of the action board
#: (tutorials/orichalque/11-turn-card.yaml, «take 3»); a fight with one
#: hoplite (33-fight-odds.yaml, «fight c3 1»).
ORICHALQUE_WINS = {
    "orichalque-turn-card": ["button.ori-och-take.ori-och-slot-3"],
    "orichalque-fight-odds": [
        ".ori-och-fight-row-c3 .widget-toggle-button >> text=/^\\s*1\\s*$/",
        ".ori-och-fight-row-c3 button.ori-och-fight-roll",
    ],
}


def _win_orichalque(page: Any, lesson_id: str) -> int:
    page.locator(f"button.ori-lesson-{lesson_id}:visible").click()
    page.locator(".ori-lesson:visible").wait_for()
    for _ in range(20):  # the narration, step by step, until the board appears
        if not sandbox.available(page, "button.ori-continue"):
            break
        sandbox.click_and_wait(page, "button.ori-continue")
    for selector in ORICHALQUE_WINS[lesson_id]:
        target = page.locator(selector).first
        target.wait_for()
        target.click()
    return _earned(page)


def test_site_three_lessons_won_in_a_row_all_kept_after_reload(
    site: StaticServer, site_page: tuple[Any, list[str]]
) -> None:
    """Issue 29: the second lesson won in one page froze the app and lost its
    stars (overwriting the drive's progress.json, jupyterlite/xeus#272). Three
    lessons won in a row, one of Oriflamme and two of Orichalque, each saved;
    after a reload the menu shows the stars of all three."""
    page, off = site_page
    lang = "fr"
    base = lessons("base")[0]
    page.goto(site.url(f"{RENDER}/app-{lang}.html"), wait_until="commit")
    wait_rendered(page, f"button.ori-lesson-{base.id}", SITE_RENDER_MS)
    sandbox.open_lesson_board(page, base.id)
    for move in base.solution:
        sandbox.play_move(page, move)
    won = {base.id: _earned(page)}
    for lesson_id in ORICHALQUE_WINS:
        _back_to_menu(page)
        _show_course(page, "orichalque")
        won[lesson_id] = _win_orichalque(page, lesson_id)
    _back_to_menu(page)  # the menu after the third save: the app still answers
    assert all(won.values()), won

    page.reload(wait_until="commit")
    wait_rendered(page, f"button.ori-lesson-{base.id}", SITE_RENDER_MS)
    for lesson_id, stars in won.items():
        if lesson_id.startswith("orichalque-"):
            _show_course(page, "orichalque")
        assert _tile_stars(page, lesson_id) == t("tutor-stars-label", lang, stars=stars, max=3), (
            lesson_id
        )
    assert off == [], f"requests off the site: {off}"


def test_site_two_tabs_each_win_a_lesson_and_both_are_kept(
    site: StaticServer, site_page: tuple[Any, list[str]]
) -> None:
    """Two tabs of the site open at once (one browser, one drive), each started
    before the other's win: each saves its lesson, neither overwrites the
    other's (a save merges with what the drive holds), and the last two saves
    come within a click of each other."""
    first, off = site_page
    second = first.context.new_page()
    lang = "uk"
    one, two = lessons("base")[0], lessons("base")[1]
    for page in (first, second):
        page.goto(site.url(f"{RENDER}/app-{lang}.html"), wait_until="commit")
        wait_rendered(page, f"button.ori-lesson-{one.id}", SITE_RENDER_MS)
    won = {}
    for page, lsn in ((first, one), (second, two)):
        sandbox.open_lesson_board(page, lsn.id)
        for move in lsn.solution:
            sandbox.play_move(page, move)
        won[lsn.id] = _earned(page)
    # again, both at once: the first tab's and the second's last move together
    for page, lsn in ((first, two), (second, one)):
        _back_to_menu(page)
        sandbox.open_lesson_board(page, lsn.id)
        for move in lsn.solution[:-1]:
            sandbox.play_move(page, move)
    last = [sandbox.move_clicks(lsn.solution[-1]) for lsn in (two, one)]
    for page, clicks in zip((first, second), last, strict=True):
        for selector in clicks[:-1]:
            sandbox.click_and_wait(page, selector)
    for page, clicks in zip((first, second), last, strict=True):
        page.locator(f"{clicks[-1]}:visible").first.click(no_wait_after=True)
    for page in (first, second):
        _earned(page)
        _back_to_menu(page)

    third = first.context.new_page()
    third.goto(site.url(f"{RENDER}/app-{lang}.html"), wait_until="commit")
    wait_rendered(third, f"button.ori-lesson-{one.id}", SITE_RENDER_MS)
    for lsn in (one, two):
        assert _tile_stars(third, lsn.id) == t(
            "tutor-stars-label", lang, stars=won[lsn.id], max=3
        ), lsn.id
    assert off == [], f"requests off the site: {off}"


#: From a page of the site: take the progress lock for token A, then ask for
#: it for B (what a second tab's kernel does while the first saves); report
#: whether B was answered before A let go, then let B go.
LOCK_TWO_TABS = """async () => {
  const lock = (op, token) =>
    fetch(`api/oriflamme-lock?op=${op}&token=${token}`, {method: "POST"}).then((r) => r.text());
  const first = await lock("acquire", "a");
  let second = null;
  const waiting = lock("acquire", "b").then((answer) => { second = answer; });
  await new Promise((done) => setTimeout(done, 1500));
  const beforeRelease = second;
  const released = await lock("release", "a");
  await waiting;
  const after = second;
  await lock("release", "b");
  return {first, beforeRelease, released, after};
}"""


def test_site_progress_lock_lets_one_tab_save_at_a_time(
    site: StaticServer, site_page: tuple[Any, list[str]]
) -> None:
    """The lock the tutor's kernels take around a progress file's
    read-merge-write (issue 29: two tabs saving at once lost one tab's stars):
    the site's service worker answers a second request for it only once the
    first holder lets go."""
    page, off = site_page
    page.goto(site.url(f"{RENDER}/app-uk.html"), wait_until="commit")
    page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller")
    seen = page.evaluate(LOCK_TWO_TABS)
    assert seen == {"first": "held", "beforeRelease": None, "released": "released", "after": "held"}
    assert off == [], f"requests off the site: {off}"


def _desk_position(page: Any) -> dict[str, Any]:
    """What the teacher's desk shows: its scenario's title and the board's cards."""
    page.locator(".ori-teacher .ori-game .ori-queue-html svg").first.wait_for()
    cards = page.eval_on_selector_all(
        ".ori-teacher .ori-game .ori-queue-html svg .ori-card",
        "els => els.map(e => [e.dataset.card || '', e.dataset.owner || ''])",
    )
    return {"meta": page.inner_text(".ori-teacher .ori-scenario-meta"), "cards": cards}


def test_site_share_lesson_and_combo_links_open_the_same_position_as_voila(
    site: StaticServer, site_page: tuple[Any, list[str]], voila: Any
) -> None:
    """The page reads its own address (the template gives the kernel its query):
    a teacher's share link, a lesson link and a combo link open the same
    position on the site as under Voila, in the link's language; the share
    link the site's desk makes opens that position again; ?game=orichalque
    opens Orichalque."""
    from test_browser_teacher_toolkit import AMBUSH

    from oriflamme.core.link import encode_link

    page, off = site_page
    links = [
        {"lang": "fr", "scenario": encode_link(AMBUSH)},
        {"lang": "ru", "lesson": lessons("base")[0].id},
        {"lang": "uk", "combo": "cutthroat-queens"},
    ]
    voila_page = page.context.browser.new_page()
    try:
        for query in links:
            lang = query["lang"]
            # an app page of another language: the link's ?lang= wins
            other = "uk" if lang != "uk" else "ru"
            page.goto(site.url(f"{RENDER}/app-{other}.html?{urlencode(query)}"))
            wait_rendered(page, ".ori-teacher .ori-game .ori-queue-html svg", SITE_RENDER_MS)
            assert page.locator(".ori-lang-picker button.mod-active").inner_text().strip() == (
                t("lang-name", lang)
            )
            voila_page.goto(voila.url("notebooks/app.ipynb", **query), wait_until="commit")
            wait_rendered(voila_page, ".ori-teacher .ori-game .ori-queue-html svg")
            assert _desk_position(page) == _desk_position(voila_page), query
        # the share link the site's own desk offers (a relative ?lang=…&scenario=…)
        shown = _desk_position(page)
        href = page.locator(".ori-teacher a.ori-share-link").get_attribute("href")
        assert href and href.startswith("?")
        again = page.context.new_page()
        again.goto(urljoin(page.url, href), wait_until="commit")
        wait_rendered(again, ".ori-teacher .ori-game .ori-queue-html svg", SITE_RENDER_MS)
        assert _desk_position(again) == shown
        again.goto(site.url(f"{RENDER}/app.html?lang=ru&game=orichalque"), wait_until="commit")
        wait_rendered(again, ".ori-game-picker", SITE_RENDER_MS)
        active = again.locator(".ori-game-picker button.mod-active")
        assert active.inner_text().strip() == t("och-game", "ru")
        assert again.title() == t("page-title-app-orichalque", "ru")
    finally:
        voila_page.close()
    assert off == [], f"requests off the site: {off}"


def test_site_works_offline_after_one_visit(
    browser: Any, site: StaticServer, tmp_path: Path
) -> None:
    """After one visit the site's files are kept by its service worker (each
    checked against site-manifest.json): with the server gone, the app page
    reloads, a lesson opens and plays, and another page of the site opens.
    The site is served under a folder, /oriflamme/, as a project's pages or a
    school's web space serve it, and with ``Cache-Control: no-store``: the
    browser's own cache keeps nothing, so every file found offline (the
    scripts asked for as ``….js?v=…`` too) is the service worker's copy."""
    (tmp_path / "oriflamme").symlink_to(site.root, target_is_directory=True)
    server = StaticServer(tmp_path, no_store=True).start()
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    context.set_default_timeout(60_000)
    off = block_off_site(context, block=False)
    try:
        page = context.new_page()
        lesson = lessons("base")[0]
        page.goto(server.url(f"oriflamme/{RENDER}/app-ru.html"), wait_until="commit")
        wait_rendered(page, f"button.ori-lesson-{lesson.id}", SITE_RENDER_MS)
        page.locator("html[data-ori-offline='kept']").wait_for(timeout=SITE_RENDER_MS)
        server.stop()
        page.reload(wait_until="commit")
        wait_rendered(page, f"button.ori-lesson-{lesson.id}", SITE_RENDER_MS)
        sandbox.open_lesson_board(page, lesson.id)
        for move in lesson.solution:
            sandbox.play_move(page, move)
        assert _earned(page) >= 1
        page.goto(server.url(f"oriflamme/{RENDER}/sandbox-fr.html"), wait_until="commit")
        wait_rendered(page, sandbox.READY[0], SITE_RENDER_MS)
        assert off == [], f"requests off the site: {off}"
    finally:
        context.close()
        server.stop()


def _error_shown(page: Any, kind: str, lang: str, **args: str) -> None:
    """The page's error in ``lang``: its title and the ``kind`` text, alone."""
    box = page.locator(f".ori-site-error--{kind}")
    box.wait_for(timeout=SITE_RENDER_MS)
    assert box.get_attribute("role") == "alert"
    assert page.inner_text(".ori-site-error__title") == t("page-error-title", lang)
    assert page.inner_text(".ori-site-error__text") == t(f"page-error-{kind}", lang, **args)
    assert not page.locator("#loading:visible, #rendered_cells:visible").count()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"site-error-{kind}-{lang}.png"))


#: Run in Pyodide started as the kernel starts it (the site's pyodide.js, the
#: kernel's preload list): where its packages come from, then piplite's first
#: install (PyPI off: piplite's own refusal, its settings reached).
PIP_CHECK = r"""
import sys
import IPython, oriflamme, piplite.piplite as pp
before = "micropip" in sys.modules
pp._PIPLITE_URLS = []
pp._PIPLITE_DISABLE_PYPI = True
try:
    await pp.install("not-on-this-site")
    refused = None
except Exception as e:
    refused = type(e).__name__
[IPython.__file__, oriflamme.__file__, before, "micropip" in sys.modules, refused]
"""


def test_kernel_starts_without_unpacking_or_micropip(browser: Any, site: StaticServer) -> None:
    """Issue 29: the kernel's Python imports the pure-Python wheels from the
    wheels themselves (IPython), unpacks those that read their files by path
    (oriflamme), and loads micropip only at the first ``%pip`` — which still
    works, through piplite's own module and settings."""

    config = json.loads((site.root / "jupyter-lite.json").read_text(encoding="utf-8"))
    kernel = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"
    ]
    context = browser.new_context()
    block_off_site(context)
    try:
        page = context.new_page()
        page.goto(site.url("static/pyodide/pyodide-lock.json"))
        page.add_script_tag(url=site.url("static/pyodide/pyodide.js"))
        got = page.evaluate(
            """async ([options, code]) => {
              const py = await loadPyodide({indexURL: "/static/pyodide/", ...options});
              const loaded = "micropip" in py.loadedPackages;
              return [loaded, (await py.runPythonAsync(code)).toJs()];
            }""",
            [kernel["loadPyodideOptions"], PIP_CHECK],
        )
    finally:
        context.close()
    loaded_at_start, (ipython, ori, before, after, refused) = got
    assert ipython.startswith("/lib/oriflamme-wheels/ipython-") and ".whl/IPython/" in ipython
    assert ori.startswith("/lib/python3.12/site-packages/oriflamme/")
    assert (loaded_at_start, before) == (False, False)  # not at the start
    assert (after, refused) == (True, "PiplitePyPIDisabled")  # at the first install


def test_site_says_why_it_cannot_start(browser: Any, site: StaticServer, tmp_path: Path) -> None:
    """Never an endless loading screen (issue 29): served over plain http at a
    school server's name (not a secure context), without WebAssembly, or with
    a wheel damaged in the copy, the page says what is wrong, in its language."""
    # a school's web server by its name over http: no secure context
    context = browser.new_context(locale="en-US")
    try:
        page = context.new_page()
        page.goto(f"http://{SCHOOL_HOST}:{site.port}/{RENDER}/app-ru.html", wait_until="commit")
        _error_shown(page, "insecure", "ru")
        # no WebAssembly (switched off, or an old browser)
        page = context.new_page()
        page.add_init_script("delete window.WebAssembly")
        page.goto(site.url(f"{RENDER}/app-fr.html"), wait_until="commit")
        _error_shown(page, "wasm", "fr")
        # no DecompressionStream (a browser from before 2023): Pyodide's
        # WebAssembly, served compressed, cannot be unpacked
        page = context.new_page()
        page.add_init_script("delete window.DecompressionStream")
        page.goto(site.url(f"{RENDER}/app-ru.html"), wait_until="commit")
        _error_shown(page, "old", "ru")
    finally:
        context.close()
    # a wheel damaged in the copy: named, with a way to reload
    copy = tmp_path / "site"
    shutil.copytree(site.root, copy)
    (wheel,) = (copy / "static" / "pyodide").glob("ipywidgets-*.whl")
    data = bytearray(wheel.read_bytes())
    data[len(data) // 2] ^= 0xFF
    wheel.write_bytes(bytes(data))
    damaged = StaticServer(copy).start()
    context = browser.new_context(locale="en-US")
    try:
        page = context.new_page()
        page.goto(damaged.url(f"{RENDER}/app-uk.html"), wait_until="commit")
        _error_shown(page, "file", "uk", file=f"static/pyodide/{wheel.name}")
        assert page.locator("button.ori-site-error__reload").inner_text() == t(
            "page-error-reload", "uk"
        )
    finally:
        context.close()
        damaged.stop()


#: Issue 29's budget for the whole site (build/site), in bytes.
SITE_BUDGET = 25_000_000


def test_site_ships_only_what_pages_use_within_its_budget(site: StaticServer) -> None:
    """Issue 29: the site is at most 25 MB — what no page asks for is left out
    (site/unused-files.txt; the ``site`` fixture checks that no page asked for a
    file the site lacks) and Pyodide's WebAssembly is served gzip-compressed."""
    import gzip

    from voila_harness import REPO

    lines = (REPO / "site" / "unused-files.txt").read_text(encoding="utf-8").splitlines()
    left_out = [x for x in lines if x.strip() and not x.startswith("#")]
    files = [f for f in site.root.rglob("*") if f.is_file()]
    size = sum(f.stat().st_size for f in files)
    assert size <= SITE_BUDGET, f"build/site is {size / 1e6:.1f} MB, over {SITE_BUDGET / 1e6} MB"
    assert left_out
    assert not [p for p in left_out if (site.root / p).exists()]
    pyodide = site.root / "static" / "pyodide"
    assert not (pyodide / "pyodide.asm.wasm").exists()
    wasm = gzip.decompress((pyodide / "pyodide.asm.wasm.gz").read_bytes())
    assert wasm[:4] == b"\0asm"
