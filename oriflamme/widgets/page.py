"""The page around the widgets: the loading screen and the browser tab's title.

Voila shows its own page (an English «Running app...» and the notebook's file
name as the tab title) while the kernel starts. The Voila template
``share/jupyter/voila/templates/oriflamme`` (started with ``--template=oriflamme``
and that folder on ``JUPYTER_PATH``: ``make run`` and the browser tests' harness
do it) shows a branded loading screen and sets the tab title in the page's
language (``?lang=``; Ukrainian without one, like the app), then in the
language the picker switches to. Each registered game's app (``?game=<name>``,
or the static site's ``app-<name>-<lang>`` page; the first game's without
either) has its own brand, loading lines and title (``Game.brand_key``…), and
the title follows the app's game picker too. A template has no
catalogs: its words are ``page_texts()`` written once into ``page-texts.json``
next to it (``python -m oriflamme.widgets.page`` rewrites it; a test checks it
matches the catalogs). ``chapter_heading`` titles a chapter notebook.
"""

from __future__ import annotations

import json
import re
import sys
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as w

from oriflamme.games import DEFAULT_GAME, games
from oriflamme.i18n import ALL_LANGS, LANGS, lang_name
from oriflamme.tutor import texts as tx
from oriflamme.tutor.course import chapters

from .text import t

TEMPLATE = Path(__file__).resolve().parents[2] / "share" / "jupyter" / "voila" / "templates"
TEXTS_FILE = TEMPLATE / "oriflamme" / "page-texts.json"
#: The languages of the page: the tutor's three, then English for guests.
PAGE_LANGS = ALL_LANGS


def _chapter_name(n: int, lang: str) -> str:
    return re.sub(r"^\s*\d+\.\s*", "", tx.text(f"tutor-chapter-{n}", lang))


def game_page_keys() -> dict[str, tuple[str, str, str, str]]:
    """Each registered game's page words: the Fluent keys of its name (the app's
    game picker shows it), brand, loading line and loading step (``Game``'s
    ``title_key``, ``brand_key``, ``loading_key``, ``loading_step_key``)."""
    return {g.name: (g.title_key, g.brand_key, g.loading_key, g.loading_step_key) for g in games()}


def page_texts() -> dict[str, Any]:
    """Per language: each game's brand and loading lines (``{step}``/``{total}``
    left for the page to fill), and the title of each notebook, by file name
    (``app-<game>``: the app showing a game other than the first,
    ``app?game=<game>`` or the static site's ``app-<game>-<lang>`` page; the
    template tells the first game by its having no ``app-<game>`` title)."""
    out: dict[str, Any] = {}
    keys = game_page_keys()
    for lang in PAGE_LANGS:
        titles = {name: t(f"page-title-{name}", lang) for name in ("index", "app", "sandbox")}
        for g in games():
            if g.name != DEFAULT_GAME:
                titles[f"app-{g.name}"] = t(g.app_title_key, lang)
        for n in chapters("base"):
            titles[f"chapter-{n}"] = t(
                "page-title-chapter", lang, n=n, chapter=_chapter_name(n, lang)
            )
        words = {
            game: {
                "name": t(name, lang),  # the game picker's button: the title follows it
                "brand": t(brand, lang),
                "loading": t(loading, lang),
                "step": t(step, lang, step="{step}", total="{total}"),
            }
            for game, (name, brand, loading, step) in keys.items()
        }
        out[lang] = {
            "endonym": lang_name(lang),  # the language picker's button: the title follows it
            # a tutor language (not English, for guests): the landing page, written
            # in the tutor's languages, takes its tab title in one of them
            "tutor": lang in LANGS,
            "kernel": t("page-loading-kernel", lang),
            # shown under Voila when the page still waits for its kernel (a class at once)
            "wait": t("page-loading-wait", lang),
            # under Voila, a page the server finished sending without the app:
            # opened again by itself (twice), then this line and a reload button
            "retry": t("page-loading-retry", lang),
            "blank": t("page-error-blank", lang),
            # the static site when it cannot start ({file}: left for the page)
            "errors": {
                key: t(f"page-error-{key}", lang, file="{file}")
                for key in ("title", "insecure", "wasm", "old", "file", "failed", "slow", "reload")
            },
            "games": words,
            "titles": titles,
        }
    return out


def texts_json() -> str:
    """``page_texts()`` as the template includes it."""
    return json.dumps(page_texts(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def chapter_heading(n: int, lang: str) -> w.HTML:
    """The heading of chapter notebook ``n`` in ``lang`` («Розділ 1. Мета гри»)."""
    text = t("page-chapter-heading", lang, n=n, chapter=_chapter_name(n, lang))
    heading = w.HTML(f"<h2>{escape(text)}</h2>")
    heading.add_class("ori-chapter-heading")
    return heading


def main() -> int:
    """Rewrite ``page-texts.json`` from the catalogs."""
    TEXTS_FILE.write_text(texts_json(), encoding="utf-8")
    print(f"wrote {TEXTS_FILE}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
