"""The dashboard: language picker on top; lessons, sandbox, the teacher's desk and a rules
summary as tabs."""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from .language import DEFAULT_LANG, LanguagePicker
from .sandbox import Sandbox
from .style import PAGE_CSS
from .teacher import TeacherDesk
from .text import t


def _lessons_menu(lang: str) -> Any | None:
    """The lessons menu, once ``oriflamme.widgets.lessons`` exists (imported lazily)."""
    try:
        from oriflamme.widgets.lessons import LessonsMenu  # type: ignore[import-not-found]
    except ImportError:
        return None
    return LessonsMenu(lang=lang)


class App(w.VBox):
    """The tutor: ``App("fr")``. Switching the language re-renders every part."""

    def __init__(self, lang: str = DEFAULT_LANG) -> None:
        super().__init__()
        self.add_class("ori-app")
        self._lang = lang
        self.title = w.HTML()
        self.title.add_class("ori-app__title")
        self.picker = LanguagePicker(lang)
        self.picker.on_change(self._set_lang)
        header = w.HBox([self.title, self.picker])
        header.add_class("ori-app__header")
        self.lessons = _lessons_menu(lang)
        self.sandbox = Sandbox(lang)
        self.teacher = TeacherDesk(lang)
        self.about = w.HTML()
        self.about.add_class("ori-about")
        pages = [self.sandbox, self.teacher, self.about]
        self.tab_keys = ["w-tab-sandbox", "teacher-tab", "w-tab-about"]
        if self.lessons is not None:
            pages.insert(0, self.lessons)
            self.tab_keys.insert(0, "w-tab-lessons")
        self.tabs = w.Tab(children=pages)
        self.tabs.add_class("ori-tabs")
        self.children = (w.HTML(PAGE_CSS), header, self.tabs)
        self._relabel()

    @property
    def lang(self) -> str:
        return self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        if self.picker.value != value:
            self.picker.value = value  # calls _set_lang
        else:
            self._set_lang(value)

    def _set_lang(self, lang: str) -> None:
        self._lang = lang
        self.sandbox.lang = lang
        self.teacher.lang = lang
        if self.lessons is not None and hasattr(self.lessons, "lang"):
            self.lessons.lang = lang
        self._relabel()

    def _relabel(self) -> None:
        lang = self._lang
        self.title.value = f"<h1>{t('w-app-title', lang)}</h1>"
        self.tabs.titles = tuple(t(k, lang) for k in self.tab_keys)
        self.about.value = t("w-about-html", lang)
