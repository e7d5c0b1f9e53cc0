"""The page around the app: the Voila template's words, tab titles, chapter notebooks (issue 8)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from oriflamme.i18n import t
from oriflamme.tutor.course import chapters
from oriflamme.widgets.app import App, game_from_query, game_names
from oriflamme.widgets.page import (
    PAGE_LANGS,
    TEXTS_FILE,
    chapter_heading,
    page_texts,
    texts_json,
)

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = TEXTS_FILE.parent
#: Words of Voila's own page that must not reach a learner of uk, ru or fr.
VOILA_ENGLISH = re.compile(r"\b(Running|Executing|Reading|index|app|chapter)\b")


def test_the_template_words_are_the_catalogs() -> None:
    """page-texts.json is written from the catalogs: rewrite it with
    `python -m oriflamme.widgets.page` after changing page.ftl."""
    assert TEXTS_FILE.read_text(encoding="utf-8") == texts_json()


def test_the_template_extends_lab_and_replaces_the_loading_screen() -> None:
    assert json.loads((TEMPLATE / "conf.json").read_text()) == {"base_template": "lab"}
    page = (TEMPLATE / "index.html.j2").read_text(encoding="utf-8")
    assert "{%- extends 'lab/index.html.j2' -%}" in page
    assert "{% include 'page-texts.json' %}" in page
    assert 'id="loading"' in page and 'id="loading_text"' in page  # Voila removes it
    assert "spinner.html()" not in page and "Running" not in page


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_every_page_has_a_title_and_loading_words_in_the_language(lang: str) -> None:
    words = page_texts()[lang]
    notebooks = {p.stem for p in (ROOT / "notebooks").rglob("*.ipynb")}
    assert notebooks <= set(words["titles"])
    assert set(words["games"]) == set(game_names())
    loading = [text for game in words["games"].values() for k, text in game.items() if k != "name"]
    for text in [*loading, words["kernel"], *words["titles"].values()]:
        assert not VOILA_ENGLISH.search(text), text
        cyrillic = bool(re.search("[а-яіїєґ]", text.lower()))
        assert cyrillic == (lang != "fr"), text
    for game in words["games"].values():
        assert "{step}" in game["step"] and "{total}" in game["step"]
    assert words["titles"]["app"] != page_texts()["en"]["titles"]["app"]


@pytest.mark.parametrize("lang", PAGE_LANGS)
def test_orichalque_pages_carry_orichalques_own_words(lang: str) -> None:
    """The app showing Orichalque (``app?game=orichalque``; the static site's
    ``app-orichalque-<lang>`` page): its tab title, brand and loading lines
    name Orichalque, not Oriflamme (glossary: «Орихалк», «Orichalque»)."""
    words = page_texts()[lang]
    och, ori = words["games"]["orichalque"], words["games"]["oriflamme"]
    name = t("och-game", lang)
    assert och["brand"] == name and ori["brand"] == t("page-brand", lang)
    title = words["titles"]["app-orichalque"]
    assert name in title and ori["brand"] not in title
    assert title.replace(name, ori["brand"]) == words["titles"]["app"]  # the same page
    for key in ("loading", "step"):
        assert och[key] != ori[key] and ori["brand"] not in och[key], och[key]
    # the template follows the app's game picker by the names its buttons show
    assert {g: words["games"][g]["name"] for g in game_names()} == {
        g: t(key, lang) for g, key in game_names().items()
    }


def test_the_template_finds_orichalques_pages() -> None:
    """The static site names Orichalque's app pages ``app-orichalque-<lang>``
    (site/build.py), Voila ``app?game=orichalque`` (``game_from_query``): the
    template reads both, for every game of page-texts.json but the first (the
    one without an ``app-<game>`` title), and follows the app's game picker."""
    page = (TEMPLATE / "index.html.j2").read_text(encoding="utf-8")
    assert 'new RegExp("^(.*)-" + g + "$")' in page
    assert 'titles["app-" + g]' in page
    assert '.get("game")' in page
    assert ".ori-game-picker" in page
    assert game_from_query("?game=orichalque") == "orichalque"
    titles = page_texts()["uk"]["titles"]
    assert "app-orichalque" in titles and "app-oriflamme" not in titles
    build = (ROOT / "site" / "build.py").read_text(encoding="utf-8")
    assert 'f"{nb.stem}-{game}-{lang}.ipynb"' in build


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])  # the app's languages
def test_the_apps_heading_names_the_game_shown(lang: str) -> None:
    """Under Voila ``app?game=orichalque`` opens on Orichalque: the heading says so."""
    app = App(lang, game="orichalque")
    assert app.title.value == f"<h1>{t('och-app-title', lang)}</h1>"
    assert t("och-game", lang) in app.title.value
    app.set_game("oriflamme")
    assert app.title.value == f"<h1>{t('w-app-title', lang)}</h1>"


@pytest.mark.parametrize("n", list(chapters("base")))
def test_chapter_notebooks_have_no_english_and_follow_the_page_language(n: int) -> None:
    nb = json.loads((ROOT / "notebooks" / "base" / f"chapter-{n}.ipynb").read_text())
    assert [c["cell_type"] for c in nb["cells"]] == ["code"]  # the heading comes localized
    source = "".join(nb["cells"][0]["source"])
    assert "lang_from_query()" in source and f"chapter_heading({n}, LANG)" in source
    heading = chapter_heading(n, "uk").value
    assert heading.startswith(f"<h2>Розділ {n}. ") and "Oriflamme" not in heading


def test_chapter_heading_in_each_language() -> None:
    assert chapter_heading(1, "uk").value == "<h2>Розділ 1. Мета гри</h2>"
    assert chapter_heading(1, "ru").value.startswith("<h2>Глава 1. ")
    assert chapter_heading(1, "fr").value.startswith("<h2>Chapitre 1. ")
    assert t("page-title-chapter", "fr", n=1, chapter="x").endswith("— Oriflamme")
