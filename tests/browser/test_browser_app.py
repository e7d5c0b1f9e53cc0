"""The app in a real browser: the landing page, each language, a sandbox round by clicks.

Words are checked against the Fluent catalogs, so the tests follow the texts:
the page must show the language's own strings and no word that only English has.
"""

from __future__ import annotations

import os
import re
import shutil
from functools import cache
from typing import Any

import pytest
import sandbox
from voila_harness import APP, ARTIFACTS, INDEX, REPO, VoilaServer, open_rendered

from oriflamme.i18n import t
from oriflamme.i18n.catalog import resources

LANGS = ("uk", "ru", "fr")
#: Letters only one of the two Cyrillic languages uses.
OWN_LETTERS = {"uk": "іїєґ", "ru": "ыэъё"}
#: Set to 1 to refresh the committed README screenshots (docs/screenshots/).
UPDATE_SCREENSHOTS = os.environ.get("ORIFLAMME_SCREENSHOTS") == "1"
WORD = re.compile(r"[^\W\d_]{4,}")


def _texts(node: Any) -> list[str]:
    """Every literal text of a Fluent AST node, variants and attributes included."""
    if type(node).__name__ == "TextElement":
        return [node.value]
    out: list[str] = []
    for value in vars(node).values():
        for child in value if isinstance(value, list) else [value]:
            if hasattr(child, "__dict__") and type(child).__module__.startswith("fluent"):
                out += _texts(child)
    return out


@cache
def catalog_words(lang: str) -> frozenset[str]:
    """The lower-cased words (4+ letters) of a language's catalog."""
    words = set()
    for _path, resource in resources(lang):
        for text in _texts(resource):
            words.update(w.lower() for w in WORD.findall(text))
    return frozenset(words)


@cache
def english_only(lang: str) -> frozenset[str]:
    """Words of the English catalog that ``lang``'s catalog never uses."""
    return catalog_words("en") - catalog_words(lang) - {"oriflamme"}


def visible_text(page: Any, scope: str = "body") -> str:
    """The text a learner sees in ``scope``, without the language picker."""
    return page.evaluate(
        """(scope) => {
             const root = document.querySelector(scope).cloneNode(true);
             root.querySelectorAll('.ori-lang-picker, script, style').forEach(e => e.remove());
             return root.innerText; }""",
        scope,
    )


def assert_speaks(text: str, lang: str) -> None:
    """``text`` is in ``lang``: its script and letters, no English-only word."""
    cyrillic = len(re.findall(r"[а-яіїєґё]", text, re.I))
    latin = len(re.findall(r"[a-zàâçéèêëîïôûùüÿœæ]", text, re.I))
    if lang == "fr":
        assert cyrillic == 0, f"Cyrillic letters on the French page:\n{text[:500]}"
        assert re.search(r"[éèàçê]", text), "no French accented letter on the page"
    else:
        assert cyrillic > 5 * latin, f"{lang}: {cyrillic} Cyrillic vs {latin} Latin letters"
        assert re.search(f"[{OWN_LETTERS[lang]}]", text, re.I), f"no {lang}-only letter"
        other = "ru" if lang == "uk" else "uk"
        assert not re.search(f"[{OWN_LETTERS[other]}]", text, re.I), f"{other} letters in {lang}"
    leaked = sorted({w.lower() for w in WORD.findall(text)} & english_only(lang))
    assert not leaked, f"English words on the {lang} page: {leaked}"


def open_sandbox(page: Any, lang: str) -> None:
    """Switch the app to its sandbox tab (by the tab's title in ``lang``)."""
    page.locator(".ori-tabs .lm-TabBar-tab", has_text=t("w-tab-sandbox", lang)).click()
    page.locator(".ori-sandbox .ori-hand:visible").wait_for()
    sandbox.start(page)


def screenshot(page: Any, name: str, publish: bool = False) -> None:
    """Keep a screenshot of the window in artifacts/ (and in docs/screenshots/ when asked)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path))
    assert path.stat().st_size > 10_000, "the screenshot is empty"
    if publish and UPDATE_SCREENSHOTS:
        (REPO / "docs" / "screenshots").mkdir(parents=True, exist_ok=True)
        shutil.copy(path, REPO / "docs" / "screenshots" / f"{name}.png")


def test_landing_page_opens_the_app_in_each_language(voila: VoilaServer, page: Any) -> None:
    open_rendered(page, voila.url(INDEX), ".ori-landing")
    for lang in LANGS:
        link = page.locator(f"a.ori-open-{lang}")
        assert link.get_attribute("href").endswith(f"app.ipynb?lang={lang}")
        assert_speaks(link.inner_text(), lang)
        section = page.locator(f".ori-landing [lang={lang}]").first
        assert_speaks(section.inner_text(), lang)
    page.locator("a.ori-open-fr").click()
    page.wait_for_url(re.compile(r"app\.ipynb\?lang=fr$"))
    open_rendered(page, page.url, ".ori-app .ori-tabs")
    assert t("w-app-title", "fr") in page.inner_text(".ori-app__title")


@pytest.mark.parametrize("lang", LANGS)
def test_app_speaks_the_chosen_language(voila: VoilaServer, page: Any, lang: str) -> None:
    open_rendered(page, voila.url(APP, lang=lang), ".ori-app .ori-tabs")
    page.locator(".ori-lessons:visible").wait_for()
    assert t("w-app-title", lang) in page.inner_text(".ori-app__title")
    for key in ("w-tab-lessons", "w-tab-sandbox", "w-tab-about"):
        assert page.locator(".ori-tabs .lm-TabBar-tab", has_text=t(key, lang)).count() == 1
    assert_speaks(visible_text(page), lang)

    open_sandbox(page, lang)
    assert t("w-hand-title", lang) in page.inner_text(".ori-sandbox .ori-hand")
    assert_speaks(visible_text(page), lang)
    # One placement, so that the screenshot shows cards on the board.
    card = sandbox.select_hand_card(page)
    sandbox.click_and_wait(page, sandbox.PLACE_END)
    assert sandbox.board_cards(page) >= 1
    assert t(f"card-{card}", lang) in visible_text(page, ".ori-sandbox .ori-log")
    assert_speaks(visible_text(page), lang)
    screenshot(page, f"app-{lang}", publish=True)


def test_sandbox_round_by_clicks(voila: VoilaServer, page: Any) -> None:
    """Place, reveal, choose a target: after each click the board and the log changed."""
    lang = "uk"
    open_rendered(page, voila.url(APP, lang=lang), ".ori-app .ori-tabs")
    open_sandbox(page, lang)
    assert sandbox.board_cards(page) == 0
    assert sandbox.log_entries(page) == 0

    card = sandbox.select_hand_card(page)
    sandbox.click_and_wait(page, sandbox.PLACE_END)
    board, log = sandbox.board_cards(page), sandbox.log_entries(page)
    assert board >= 1, "the placed card is not on the board"
    assert log >= 1, "the placement is not in the log"
    assert t(f"card-{card}", lang) in visible_text(page, ".ori-sandbox .ori-log")

    done: list[str] = []
    for _ in range(60):
        if "target" in done or sandbox.game_over(page):
            break
        board_before = page.inner_html(".ori-sandbox .ori-board")
        log_before = sandbox.log_entries(page)
        step = sandbox.advance(page)
        done.append(step)
        if step in ("reveal", "target", "place"):
            assert page.inner_html(".ori-sandbox .ori-board") != board_before, f"{step}: board"
            assert sandbox.log_entries(page) > log_before, f"{step}: nothing new in the log"
        assert_speaks(visible_text(page, ".ori-sandbox"), lang)
    assert "reveal" in done, f"never asked to reveal: {done}"
    assert "target" in done, f"never asked for a target: {done}"
    screenshot(page, "sandbox-round-uk")


@pytest.mark.parametrize("lang", LANGS)
def test_sandbox_game_to_the_end_by_clicks(voila: VoilaServer, page: Any, lang: str) -> None:
    """Issue 4, done when: in each language a new user plays a sandbox game to the
    end by clicking, reading only that language — up to the final score (G12)."""
    open_rendered(page, voila.url(APP, lang=lang), ".ori-app .ori-tabs")
    open_sandbox(page, lang)
    steps: list[str] = []
    for _ in range(300):
        if sandbox.game_over(page):
            break
        steps.append(sandbox.advance(page))
    assert sandbox.game_over(page), f"the game did not end after {len(steps)} clicks"
    assert steps.count("place") == 6, f"one placement per round (G11): {steps}"
    final = visible_text(page, ".ori-sandbox .ori-final")
    assert t("w-tab-sandbox", lang) not in final  # the panel, not the page title
    assert re.search(r"\d", final), f"no score in the final panel:\n{final}"
    assert_speaks(visible_text(page, ".ori-sandbox"), lang)
    screenshot(page, f"sandbox-final-{lang}")
