"""The shell's pages name no game (issue 25): the landing page, the page texts
of the Voila template and the static site's app pages loop over the
registered games. A third game registered gets its link, its loading words,
its app's title and its app pages with no edit to the shell."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import toy_game

from oriflamme.core import registry
from oriflamme.widgets import landing, page

ROOT = Path(__file__).resolve().parents[2]


class Sticks(toy_game.SticksGame):
    """The toy game with words the catalogs have (borrowed: the toy has none)."""

    title_key = "och-game"
    brand_key = "page-orichalque-brand"
    loading_key = "page-orichalque-loading"
    loading_step_key = "page-orichalque-loading-step"
    app_title_key = "page-title-app-orichalque"
    landing_text_key = "och-landing-text"
    landing_open_key = "och-landing-open"
    link_colors = ("#101010", "#fafafa")


@pytest.fixture
def third(monkeypatch):
    game = Sticks()
    monkeypatch.setitem(registry._GAMES, game.name, game)
    return game


def test_the_landing_page_links_every_registered_game(third) -> None:
    html = landing.landing_html()
    for lang in ("uk", "ru", "fr"):
        assert f'href="app.ipynb?lang={lang}&amp;game=sticks"' in html
        assert f"ori-open-sticks-{lang}" in html
        assert f"ori-open-och-{lang}" in html  # Orichalque's as before
    assert html.count("ori-landing__game--sticks") == 3
    assert ".ori-landing__open--sticks { background: #101010;" in landing.landing_css()


def test_the_page_texts_have_every_registered_game(third) -> None:
    texts = page.page_texts()
    for lang in page.PAGE_LANGS:
        assert set(texts[lang]["games"]) == {"oriflamme", "orichalque", "sticks"}
        assert (
            "app-sticks" in texts[lang]["titles"] and "app-oriflamme" not in texts[lang]["titles"]
        )


def test_the_static_site_builds_app_pages_for_every_other_game(tmp_path, monkeypatch) -> None:
    spec = importlib.util.spec_from_file_location("site_build_loops", ROOT / "site" / "build.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    monkeypatch.setitem(registry.BUILTIN, "sticks", "toy_game")
    assert build.other_games() == ["orichalque", "sticks"]
    build.content(tmp_path / "content")
    pages = sorted(p.name for p in (tmp_path / "content").glob("app-*"))
    assert "app-sticks-fr.ipynb" in pages and "app-orichalque-uk.ipynb" in pages
    text = (tmp_path / "content" / "app-sticks-ru.ipynb").read_text(encoding="utf-8")
    assert "game='sticks'" in text and "'ru'" in text


def test_the_shell_pages_name_no_game() -> None:
    """No game's name in the code of the landing page, the page texts, the
    site build and the template (their comments may give an example)."""
    files = [
        ROOT / "oriflamme/widgets/landing.py",
        ROOT / "oriflamme/widgets/page.py",
        ROOT / "site/build.py",
        ROOT / "share/jupyter/voila/templates/oriflamme/index.html.j2",
    ]
    for path in files:
        code = [
            line.split("#")[0].split("//")[0]
            for line in path.read_text(encoding="utf-8").splitlines()
        ]
        assert not [line for line in code if '"orichalque' in line or "'orichalque" in line], path
