"""The dashboard: language and game pickers on top; lessons, practice, the
sandbox, the teacher's desk, the game's reference and a rules summary as tabs.

Every registered game (``oriflamme.core.registry``, issue 25) gets the same
tabs, built from what its adapter names (``Game.sandbox_widget``,
``reference_widget``, ``heading_key``, ``about_key``, ``desk_new_games``):
this module names no game. The page picks one with ``?game=<name>`` or the
game picker. The lessons menu lists every game's courses (the picked game's
first); the other tabs are the picked game's, kept while another is shown.

An assignment link (``?class=…&assign=lesson:…``, ``tutor/assignment.py``)
opens the lessons tab headed by the assignment's list.

Only the first tab is built before the page appears; the others are built the
first time they are opened (or read from Python), so the first screen costs no
more than the lessons menu.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast
from urllib.parse import parse_qs

import ipywidgets as w

from oriflamme.core.registry import DEFAULT_GAME, games, get_game
from oriflamme.tutor.assignment import Assignment, AssignmentError, assignment_from_query

from .boards import widget_class
from .language import DEFAULT_LANG, LanguagePicker
from .style import PAGE_CSS
from .text import LANGS, t

if TYPE_CHECKING:  # imported by the tabs' makers, when a tab is first opened
    from .card_reference import CardReference
    from .sandbox import Sandbox
    from .teacher import TeacherDesk


def _lessons_menu(lang: str) -> Any | None:
    """The lessons menu, once ``oriflamme.widgets.lessons`` exists (imported lazily)."""
    try:
        from oriflamme.widgets.lessons import LessonsMenu
    except ImportError:
        return None
    return LessonsMenu(lang=lang)


def game_names() -> dict[str, str]:
    """The games the app teaches (the registry's, read when asked), in the
    picker's order, with the Fluent key of each name."""
    return {g.name: g.title_key for g in games()}


def game_from_query(query: str | None = None) -> str:
    """The ``game`` of a URL query string (the default game without one or when unknown)."""
    if query is None:
        query = os.environ.get("QUERY_STRING", "")
    value = parse_qs(query.lstrip("?"), max_num_fields=20).get("game", [""])[0]
    return value if value in game_names() else DEFAULT_GAME


def _sandbox(game: str) -> Callable[[str], w.Widget]:
    """``game``'s sandbox tab (``Game.sandbox_widget``)."""

    def make(lang: str) -> w.Widget:
        return widget_class(get_game(game), "sandbox_widget")(lang)

    return make


def _teacher_desk(game: str) -> Callable[[str], w.Widget]:
    """The teacher's desk of ``game``: it opens on the game's first new deal."""

    def make(lang: str) -> w.Widget:
        from .teacher import TeacherDesk

        return TeacherDesk(lang, game=game)  # the game's deals and courses first

    return make


def _reference(game: str, open_lesson: Callable[[str], None]) -> Callable[[str], w.Widget]:
    """``game``'s reference tab (``Game.reference_widget``; Oriflamme's card reference)."""

    def make(lang: str) -> w.Widget:
        cls = widget_class(get_game(game), "reference_widget")
        return cls(lang, open_lesson=open_lesson)

    return make


def _practice(game: str, progress: Callable[[], Any]) -> Callable[[str], w.Widget]:
    """The practice tab of ``game`` (issue 30), its learner the lessons tab's."""

    def make(lang: str) -> w.Widget:
        from .practice import PracticeTab

        return PracticeTab(lang, game=game, progress=progress)

    return make


#: The share link's parameters (docs/teacher.md): a scenario (``engine/link.py``),
#: a lesson id or a combo id of the library, opened at the teacher's desk.
LINK_PARAMS = ("scenario", "lesson", "combo")


def _assignment_of_page() -> Assignment | AssignmentError | None:
    """The page's assignment link (``?assign=…``): the assignment, the reason
    its link names none, or None without one."""
    try:
        return assignment_from_query()
    except AssignmentError as e:
        return e


def link_from_query(query: str | None = None) -> dict[str, str]:
    """The share link's ``scenario`` / ``lesson`` / ``combo`` of a URL query string (Voila
    puts the page's one in the kernel's ``QUERY_STRING``); empty without one."""
    if query is None:
        query = os.environ.get("QUERY_STRING", "")
    params = parse_qs(query.lstrip("?"), max_num_fields=20)
    return {k: params[k][0] for k in LINK_PARAMS if params.get(k)}


class App(w.VBox):
    """The tutor: ``App("fr")``. Switching the language re-renders every part.
    ``link`` (``link_from_query()``) opens the teacher's desk on a shared position."""

    def __init__(
        self,
        lang: str = DEFAULT_LANG,
        link: dict[str, str] | None = None,
        game: str | None = None,
        assignment: Assignment | AssignmentError | None = None,
    ) -> None:
        super().__init__()
        self.add_class("ori-app")
        self._lang = lang
        self.game = game if game in game_names() else game_from_query()
        self.title = w.HTML()
        self.title.add_class("ori-app__title")
        self.picker = LanguagePicker(lang)
        self.picker.on_change(self._set_lang)
        self.game_picker = w.ToggleButtons(options=list(game_names()), value=self.game)
        self.game_picker.add_class("ori-game-picker")
        self._relabelling = False
        self.game_picker.observe(self._game_picked, names="value")
        #: «to the lesson»: the first Tab stop of the page (its behaviour: the
        #: page template's a11y.js; hidden until focused)
        self.skip_link = w.HTML().add_class("ori-skip")
        header = w.HBox([self.title, self.game_picker, self.picker])
        header.add_class("ori-app__header")
        self.about = w.HTML()
        self.about.add_class("ori-about")
        #: the lessons (and their tab) in a tutor language; a guest language
        #: (English) has no lesson texts: its app opens without them
        self.lessons = _lessons_menu(lang) if lang in LANGS else None
        #: each game's built pages (tab key -> page), kept while another is shown
        self._game_pages: dict[str, dict[str, w.Widget]] = {}
        self._pages: dict[str, w.Widget] = {}
        self._makers: dict[str, Callable[[str], w.Widget]] = {}
        self.tab_keys: list[str] = []
        self._use_game(self.game)
        if self.lessons is not None:  # an assignment link (``assignment``, else the page's)
            found = assignment if assignment is not None else _assignment_of_page()
            if found is not None:
                self.lessons.show_assignment(found)
        self.tabs = w.Tab(children=[self._page_or_slot(k) for k in self.tab_keys])
        self.tabs.add_class("ori-tabs")
        self.tabs.observe(self._opened, names="selected_index")
        self._page(self.tab_keys[0])
        #: the page's stylesheet: applies wherever it sits, takes no room (issue 28)
        style = w.HTML(PAGE_CSS).add_class("ori-page-style")
        self.children = (style, self.skip_link, header, self.tabs)
        self._relabel()
        if link:
            self.open_link(**link)

    def open_link(
        self, scenario: str | None = None, lesson: str | None = None, combo: str | None = None
    ) -> bool:
        """Show a shared position at the teacher's desk (an error there if the link is bad)."""
        self.tabs.selected_index = self.tab_keys.index("teacher-tab")
        if combo:
            lesson = f"combo:{combo}"
        return self.teacher.open_link(scenario=scenario, lesson=lesson)

    def set_game(self, game: str) -> None:
        """Show ``game``'s pages (a registered game's name)."""
        if game not in game_names():
            known = ", ".join(game_names())
            raise ValueError(f"unknown game {game!r}; expected one of {known}")
        if self.game_picker.value != game:
            self.game_picker.value = game  # calls back here
            return
        if game == self.game:
            return
        self._use_game(game)
        self.tabs.children = [self._page_or_slot(k) for k in self.tab_keys]
        index = self.tabs.selected_index or 0
        self._page(self.tab_keys[min(index, len(self.tab_keys) - 1)])
        self._relabel()

    def _game_picked(self, change: dict[str, Any]) -> None:
        if not self._relabelling:
            self.set_game(change["new"])

    def _use_game(self, game: str) -> None:
        """Show ``game``'s pages and tab makers: the same tabs for every game,
        each built from what the game's adapter names."""
        g = get_game(game)
        self.game = game
        self._pages = self._game_pages.setdefault(game, {})
        self._makers = {
            "w-tab-practice": _practice(game, self._progress),
            "w-tab-sandbox": _sandbox(game),
            "teacher-tab": _teacher_desk(game),
        }
        keys = ["w-tab-practice", "w-tab-sandbox", "teacher-tab"]
        if g.reference_widget:
            self._makers["w-tab-cards"] = _reference(game, self.open_lesson)
            keys.append("w-tab-cards")
        keys.append("w-tab-about")
        self._pages["w-tab-about"] = self.about
        if self.lessons is not None:
            keys.insert(0, "w-tab-lessons")
            self._pages["w-tab-lessons"] = self.lessons
            if g.editions and g.editions[0] in self.lessons.courses:
                self.lessons.select_course(g.editions[0])
        self.tab_keys = keys
        for page in self._pages.values():  # pages built in another language
            if getattr(page, "lang", self._lang) != self._lang:
                page.lang = self._lang

    def _progress(self) -> Any:
        """The lesson progress in use (the lessons tab's learner), for the practice tab."""
        from oriflamme.tutor.progress import Progress

        if self.lessons is not None:
            return self.lessons.progress
        if not hasattr(self, "_own_progress"):
            self._own_progress = Progress()
        return self._own_progress

    @property
    def practice(self) -> Any:
        """The practice tab of the game on show (built on first use)."""
        return self._page("w-tab-practice")

    @property
    def sandbox(self) -> Sandbox:
        """The sandbox page (built on first use)."""
        return cast("Sandbox", self._page("w-tab-sandbox"))

    @property
    def teacher(self) -> TeacherDesk:
        """The teacher's desk (built on first use)."""
        return cast("TeacherDesk", self._page("teacher-tab"))

    @property
    def cards(self) -> CardReference:
        """The card reference (built on first use)."""
        return cast("CardReference", self._page("w-tab-cards"))

    def open_lesson(self, lesson_id: str) -> None:
        """Show the lesson ``lesson_id`` in the lessons tab (the card reference's buttons)."""
        if self.lessons is None:
            return
        self.lessons.open_lesson(lesson_id)
        self.tabs.selected_index = self.tab_keys.index("w-tab-lessons")

    @property
    def lang(self) -> str:
        return self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        if self.picker.value != value:
            self.picker.value = value  # calls _set_lang
        else:
            self._set_lang(value)

    def _page_or_slot(self, key: str) -> w.Widget:
        page = self._pages.get(key)
        if page is not None:
            return page
        slot = w.VBox()
        slot.add_class("ori-tab-slot")
        return slot

    def _page(self, key: str) -> w.Widget:
        """The page of tab ``key``, built (and put in its slot) the first time."""
        page = self._pages.get(key)
        if page is None:
            page = self._pages[key] = self._makers[key](self._lang)
            slot = self.tabs.children[self.tab_keys.index(key)]
            slot.children = (page,)
        return page

    def _opened(self, change: dict[str, Any]) -> None:
        index = change["new"]
        if index is not None:
            self._page(self.tab_keys[index])

    def _set_lang(self, lang: str) -> None:
        self._lang = lang
        if self.lessons is None and lang in LANGS:  # from a guest language: the lessons come
            self.lessons = _lessons_menu(lang)
            if self.lessons is not None:
                shown = self.tab_keys[self.tabs.selected_index or 0]
                self._use_game(self.game)
                self.tabs.children = [self._page_or_slot(k) for k in self.tab_keys]
                self.tabs.selected_index = self.tab_keys.index(shown)
        for page in self._pages.values():
            if hasattr(page, "lang"):
                page.lang = lang
        self._relabel()

    def _relabel(self) -> None:
        lang = self._lang
        g = get_game(self.game)
        self.title.value = f"<h1>{t(g.heading_key, lang)}</h1>"
        self.skip_link.value = (
            f'<a class="ori-skip-link" href="#rendered_cells">{t("w-skip-to-lesson", lang)}</a>'
        )
        titles = {"w-tab-cards": g.reference_title_key}  # the reference tab: the game's name
        self.tabs.titles = tuple(t(titles.get(k, k), lang) for k in self.tab_keys)
        self.about.value = t(g.about_key, lang)
        self._relabelling = True
        try:
            names = game_names()
            self.game_picker.options = [(t(key, lang), name) for name, key in names.items()]
            self.game_picker.value = self.game
        finally:
            self._relabelling = False
        self.game_picker.tooltips = [t(key, lang) for key in names.values()]
        self.game_picker.description = t("och-game-label", lang)
