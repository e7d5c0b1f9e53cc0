"""The landing page: what the tutor is, which lesson courses exist, and per
language a link to each registered game's app (issue 16; issue 25: the games
come from the registry, each with its own words, ``Game.landing_*_key``)."""

from __future__ import annotations

import sys
from html import escape

import ipywidgets as w

from oriflamme.core.protocol import AnyGame
from oriflamme.games import DEFAULT_GAME, games

from .style import PAGE_CSS
from .text import LANGS, t

LANDING_CSS = """
.ori-landing { display: flex; flex-wrap: wrap; gap: 18px; font-size: 18px; }
.ori-landing__lang {
  flex: 1 1 300px; background: #fffaf0; border: 1px solid #e0d0aa; border-top: 6px solid #b3261e;
  border-radius: 12px; padding: 14px 20px;
}
.ori-landing__lang h2 { margin: 0 0 8px; font-size: 24px; }
.ori-landing__open {
  display: inline-block; margin-top: 8px; padding: 10px 18px; border-radius: 8px;
  background: #2b1d0e; color: #ffd75e !important; text-decoration: none; font-weight: bold;
}
.ori-landing__courses { font-size: 16px; color: #4a3a20; }
.ori-landing__open:focus-visible { outline: 3px solid #1f6fd1; outline-offset: 2px; }
.ori-landing__game { border-top: 1px dashed #e0d0aa; margin-top: 10px; padding-top: 6px; }
"""


def landing_css() -> str:
    """The page's style, and each game's colours for the link to its app."""
    rules = [
        f".ori-landing__open--{g.name} {{ background: {bg}; color: {fg} !important; }}\n"
        for g in games()
        for bg, fg in [g.link_colors]
        if bg and fg
    ]
    return LANDING_CSS + "".join(rules)


def _app_link(app: str, lang: str, game: str = "") -> str:
    """The app in ``lang`` (and ``game``, Oriflamme without one), as an
    attribute value: ``app.ipynb?lang=ru&amp;game=orichalque`` under Voila; on
    the static site (Pyodide: voici passes no query to the kernel) its page,
    ``app-ru.html`` or ``app-orichalque-ru.html``, next to the landing page."""
    if sys.platform == "emscripten":
        stem = app.removesuffix(".ipynb")
        return f"{stem}-{game}-{lang}.html" if game else f"{stem}-{lang}.html"
    return escape(f"{app}?lang={lang}" + (f"&game={game}" if game else ""))


def courses_text(lang: str) -> str:
    """The lesson courses there are, in ``lang``: «Курси уроків: Орифлама — 24
    уроки, Полум’я війни — 16 уроків.» (one per edition with lessons)."""
    from oriflamme.tutor import course_title_key, courses, lessons
    from oriflamme.tutor import texts as tx

    items = [
        t("w-landing-course", lang, course=tx.text(course_title_key(e), lang), count=n)
        for e in courses()
        if (n := len(lessons(e)))
    ]
    return t("w-landing-courses", lang, courses=", ".join(items))


def _game_link(game: AnyGame, app: str, lang: str) -> str:
    """The link to ``game``'s app in ``lang``: the first game's plain, another's
    in a block of its own with the line that introduces it."""
    if game.name == DEFAULT_GAME:
        return (
            f'<a class="ori-landing__open ori-open-{lang}" href="{_app_link(app, lang)}" '
            f'hreflang="{lang}">{escape(t(game.landing_open_key, lang))}</a>'
        )
    short = f"{game.css_name}-" if game.css_name else f"{game.name}-"
    text = f"<p>{escape(t(game.landing_text_key, lang))}</p>" if game.landing_text_key else ""
    return (
        f'<div class="ori-landing__game ori-landing__game--{game.name}">{text}'
        f'<a class="ori-landing__open ori-landing__open--{game.name} ori-open-{short}{lang}" '
        f'href="{_app_link(app, lang, game.name)}" hreflang="{lang}">'
        f"{escape(t(game.landing_open_key, lang))}</a></div>"
    )


def landing_html(app: str = "app.ipynb") -> str:
    """One block per language, each in that language, linking ``app?lang=<code>``
    (a relative link: it works under Voila and in JupyterLab alike), or on the
    static site that language's page, ``app-<code>.html``; and the same for
    every other registered game (``&game=<name>``, ``app-<name>-<code>.html``)."""
    ordered = sorted(games(), key=lambda g: g.name != DEFAULT_GAME)
    blocks = []
    for lang in LANGS:
        pick = f"<p>{escape(t('och-landing-pick', lang))}</p>" if len(ordered) > 1 else ""
        blocks.append(
            f'<section class="ori-landing__lang" lang="{lang}">'
            f"<h2>{escape(t('w-landing-title', lang))}</h2>"
            f"<p>{escape(t('w-landing-text', lang))}</p>"
            f'<p class="ori-landing__courses">{escape(courses_text(lang))}</p>'
            f"{pick}{''.join(_game_link(g, app, lang) for g in ordered)}"
            "</section>"
        )
    return f'<div class="ori-landing ori-app">{"".join(blocks)}</div>'


def Landing(app: str = "app.ipynb") -> w.HTML:
    """The landing page as a widget."""
    page = w.HTML(PAGE_CSS + f"<style>{landing_css()}</style>" + landing_html(app))
    page.add_class("ori-landing-page")
    return page
