"""The dashboard: language and game pickers on top; lessons, sandbox, the teacher's desk,
the card reference and a rules summary as tabs.

Two games (issue 16): Oriflamme and Orichalque (``?game=orichalque`` or the game
picker). The lessons menu lists both games' courses (the picked game's first);
the sandbox, the teacher's desk and the rules summary are the picked game's.

An assignment link (``?class=…&assign=lesson:…``, ``tutor/assignment.py``)
opens the lessons tab headed by the assignment's list.

Only the first tab is built before the page appears; the others are built the
first time they are opened (or read from Python), so the first screen costs no
more than the lessons menu.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs

import ipywidgets as w

from oriflamme.tutor.assignment import Assignment, AssignmentError, assignment_from_query

from .language import DEFAULT_LANG, LanguagePicker
from .style import PAGE_CSS
from .text import t

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


#: The games the app teaches, in the picker's order, with the Fluent key of each name.
GAMES = {"oriflamme": "tutor-course-base", "orichalque": "och-game"}
#: The course the lessons menu shows first for each game.
FIRST_COURSE = {"oriflamme": "base", "orichalque": "orichalque"}


def game_from_query(query: str | None = None) -> str:
    """The ``game`` of a URL query string (``oriflamme`` without one or when unknown)."""
    if query is None:
        query = os.environ.get("QUERY_STRING", "")
    value = parse_qs(query.lstrip("?"), max_num_fields=20).get("game", [""])[0]
    return value if value in GAMES else "oriflamme"


def _orichalque_sandbox(lang: str) -> w.Widget:
    from .orichalque.sandbox import OrichalqueSandbox

    return OrichalqueSandbox(lang)


def _sandbox(lang: str) -> w.Widget:
    from .sandbox import Sandbox

    return Sandbox(lang)


def _teacher_desk(lang: str) -> w.Widget:
    from .teacher import TeacherDesk

    return TeacherDesk(lang)


def _card_reference(lang: str, open_lesson: Callable[[str], None]) -> w.Widget:
    from .card_reference import CardReference

    return CardReference(lang, open_lesson=open_lesson)


def _practice(game: str, progress: Callable[[], Any]) -> Callable[[str], w.Widget]:
    """The practice tab of ``game`` (issue 30), its learner the lessons tab's."""

    def make(lang: str) -> w.Widget:
        from .practice import PracticeTab

        return PracticeTab(lang, game=game, progress=progress)

    return make


def _orichalque_desk(lang: str) -> w.Widget:
    from .teacher import TeacherDesk

    desk = TeacherDesk(lang, game="orichalque")  # Orichalque's course and deal first
    desk.source.value = "new:orichalque"
    desk.load()
    return desk


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
        self.game = game if game in GAMES else game_from_query()
        self.title = w.HTML()
        self.title.add_class("ori-app__title")
        self.picker = LanguagePicker(lang)
        self.picker.on_change(self._set_lang)
        self.game_picker = w.ToggleButtons(options=list(GAMES), value=self.game)
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
        #: tab key -> how to build its page; built pages are kept in ``_pages``
        self._makers: dict[str, Callable[[str], w.Widget]] = {
            "w-tab-sandbox": _sandbox,
            "teacher-tab": _teacher_desk,
            "w-tab-cards": lambda lang: _card_reference(lang, self.open_lesson),
            "w-tab-practice": _practice("oriflamme", self._progress),
        }
        self._pages: dict[str, w.Widget] = {"w-tab-about": self.about}
        self.tab_keys = ["w-tab-practice", "w-tab-sandbox", "teacher-tab", "w-tab-cards"]
        self.tab_keys.append("w-tab-about")
        self.lessons = _lessons_menu(lang)
        if self.lessons is not None:
            self._pages["w-tab-lessons"] = self.lessons
            self.tab_keys.insert(0, "w-tab-lessons")
        #: the other game's pages, kept while it is not shown
        self._other_pages: dict[str, w.Widget] = dict(self._pages)
        self._oriflamme_makers = dict(self._makers)
        if self.game != "oriflamme":
            self._use_game(self.game)
        if self.lessons is not None:  # an assignment link (``assignment``, else the page's)
            found = assignment if assignment is not None else _assignment_of_page()
            if found is not None:
                self.lessons.show_assignment(found)
        self.tabs = w.Tab(children=[self._page_or_slot(k) for k in self.tab_keys])
        self.tabs.add_class("ori-tabs")
        self.tabs.observe(self._opened, names="selected_index")
        self._page(self.tab_keys[0])
        self.children = (w.HTML(PAGE_CSS), self.skip_link, header, self.tabs)
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
        """Show ``game``'s pages (``oriflamme`` or ``orichalque``)."""
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}; expected one of {', '.join(GAMES)}")
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
        """Swap the pages and tab makers to ``game``'s."""
        self._pages, self._other_pages = self._other_pages, self._pages
        self.game = game
        keys = ["w-tab-practice", "w-tab-sandbox", "teacher-tab", "w-tab-about"]
        if game == "oriflamme":
            self._makers = dict(self._oriflamme_makers)
            keys.insert(3, "w-tab-cards")
        else:
            self._makers = {
                "w-tab-practice": _practice("orichalque", self._progress),
                "w-tab-sandbox": _orichalque_sandbox,
                "teacher-tab": _orichalque_desk,
            }
        if self.lessons is not None:
            keys.insert(0, "w-tab-lessons")
            self._pages["w-tab-lessons"] = self.lessons
            if FIRST_COURSE[game] in self.lessons.courses:
                self.lessons.select_course(FIRST_COURSE[game])
        self._pages["w-tab-about"] = self.about
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
        return self._page("w-tab-sandbox")

    @property
    def teacher(self) -> TeacherDesk:
        """The teacher's desk (built on first use)."""
        return self._page("teacher-tab")

    @property
    def cards(self) -> CardReference:
        """The card reference (built on first use)."""
        return self._page("w-tab-cards")

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
        for page in self._pages.values():
            if hasattr(page, "lang"):
                page.lang = lang
        self._relabel()

    def _relabel(self) -> None:
        lang = self._lang
        title = "w-app-title" if self.game == "oriflamme" else "och-app-title"
        self.title.value = f"<h1>{t(title, lang)}</h1>"
        self.skip_link.value = (
            f'<a class="ori-skip-link" href="#rendered_cells">{t("w-skip-to-lesson", lang)}</a>'
        )
        self.tabs.titles = tuple(t(k, lang) for k in self.tab_keys)
        about = "w-about-html" if self.game == "oriflamme" else "och-about-html"
        self.about.value = t(about, lang)
        self._relabelling = True
        try:
            self.game_picker.options = [(t(key, lang), g) for g, key in GAMES.items()]
            self.game_picker.value = self.game
        finally:
            self._relabelling = False
        self.game_picker.tooltips = [t(key, lang) for key in GAMES.values()]
        self.game_picker.description = t("och-game-label", lang)
