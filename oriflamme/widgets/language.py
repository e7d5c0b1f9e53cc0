"""The language picker (uk / ru / fr, by their own names; a guest language such as
English when the app is opened in it) and the ``?lang=`` reader."""

from __future__ import annotations

import os
from collections.abc import Callable
from urllib.parse import parse_qs

import ipywidgets as w

from oriflamme.i18n import ALL_LANGS, lang_name

from .text import LANGS

DEFAULT_LANG = "uk"


def lang_from_query(query: str | None = None, default: str = DEFAULT_LANG) -> str:
    """The ``lang`` of a URL query string (Voila puts the page's one in the
    kernel's ``QUERY_STRING``); ``default`` when absent or not a tutor language."""
    if query is None:
        query = os.environ.get("QUERY_STRING", "")
    lang = (parse_qs(query.lstrip("?")).get("lang") or [default])[0].strip().lower()
    return lang if lang in LANGS else default


class LanguagePicker(w.ToggleButtons):
    """Ukrainian, Russian or French; ``on_change(callback)`` hears every switch."""

    def __init__(self, lang: str = DEFAULT_LANG) -> None:
        # a guest language (English) is offered when the app is opened in it
        codes = [*LANGS, lang] if lang not in LANGS and lang in ALL_LANGS else list(LANGS)
        super().__init__(
            options=[(lang_name(code), code) for code in codes],
            value=lang,
            tooltips=[lang_name(code) for code in codes],
            style={"button_width": "auto"},
        )
        self.add_class("ori-lang-picker")

    def on_change(self, callback: Callable[[str], None]) -> None:
        """Call ``callback(lang)`` whenever the learner picks a language."""
        self.observe(lambda change: callback(change["new"]), names="value")
