"""Assignments by link (``tutor/assignment.py``): what the learner sees, and
the teacher's builder at the desk.

``AssignmentPanel`` heads the lessons menu when the app was opened by an
assignment link: the class's name, how many items are done, and the items in
order — each a lesson with its course, the learner's stars and an open
button (an item this tutor does not have is said to be unavailable). Opening
a lesson from it makes the lesson's «next» button follow the assignment.

``AssignmentBuilder`` is at the teacher's desk: a class name, the link's
language, lessons picked course by course and put in order, and the link with
a copy button.

Stable CSS classes: ``ori-assignment`` (the learner's panel),
``ori-assignment__head``, ``ori-assignment-count``, ``ori-assignment-note``,
``ori-assignment-item`` (``--done``, ``--unavailable``),
``ori-assignment-open-<lesson id>``; ``ori-assignment-builder`` (the desk's),
``ori-assignment-class``, ``ori-assignment-lang``, ``ori-assignment-course``,
``ori-assignment-lesson``, ``ori-assignment-add``, ``ori-assignment-add-course``,
``ori-assignment-clear``, ``ori-assignment-list``, ``ori-assignment-chosen``
(``-up``, ``-down``, ``-remove``), ``ori-assignment-link``, ``ori-assignment-copy``,
``ori-assignment-message``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from html import escape
from typing import Any

import ipywidgets as w

from oriflamme.i18n import LANGS, lang_name
from oriflamme.tutor import Progress, course_title_key, courses, lesson, lessons
from oriflamme.tutor import texts as tx
from oriflamme.tutor.assignment import Assignment, AssignmentError, Item, make

from .classroom_style import CLASSROOM_CSS, copy_button
from .controls import button, label, show
from .lesson_player import stars_html


def lesson_label(lesson_id: str, lang: str) -> str:
    """A lesson's title with its chapter: «3.2 · Title»."""
    x = lesson(lesson_id)
    return f"{x.chapter}.{x.order} · {tx.text(x.title, lang)}"


class AssignmentPanel(w.VBox):
    """The learner's view of ``assignment``; ``open_lesson(id)`` opens one."""

    def __init__(
        self,
        assignment: Assignment,
        get_progress: Callable[[], Progress],
        open_lesson: Callable[[str], Any],
        lang: str = "uk",
        named: Callable[[], bool] | None = None,
    ) -> None:
        super().__init__()
        self.add_class("ori-assignment")
        self.assignment = assignment
        self._get = get_progress
        self._named = named
        self.lang = lang
        self.head = w.HTML().add_class("ori-assignment__head")
        self.note = w.HTML().add_class("ori-assignment-note")
        self.items = w.VBox().add_class("ori-assignment__items")
        self.open_buttons: dict[str, w.Button] = {}
        self.rows: dict[str, tuple[w.HBox, w.HTML]] = {}
        rows = []
        for n, item in enumerate(assignment.items, 1):
            text = w.HTML().add_class("ori-assignment-item__text")
            parts: list[w.Widget] = [text]
            if item.kind == "lesson" and item.available:
                b = button(
                    [f"ori-assignment-open-{item.id}", "ori-assignment-open"],
                    partial(open_lesson, item.id),
                )
                self.open_buttons[item.id] = b
                parts.append(b)
            row = w.HBox(parts).add_class("ori-assignment-item")
            if not item.available:
                row.add_class("ori-assignment-item--unavailable")
            self.rows[f"{n}:{item.text}"] = (row, text)
            rows.append(row)
        self.items.children = tuple(rows)
        self.children = (
            w.HTML(CLASSROOM_CSS).add_class("ori-style"),
            self.head,
            self.note,
            self.items,
        )
        self.relabel(lang)

    def relabel(self, lang: str) -> None:
        """Every word in ``lang``, and the learner's stars now."""
        self.lang = lang
        a, progress = self.assignment, self._get()
        done = sum(1 for i in a.lessons if progress.stars(i))
        total = len(a.lessons)
        title = escape(tx.text("assignment-title", lang, klass=a.class_name))
        count = escape(tx.text("assignment-count", lang, done=done, total=total))
        pct = round(100 * done / total) if total else 0
        self.head.value = (
            f'<h3 class="ori-assignment__title">{title}</h3>'
            f'<div class="ori-assignment-count" role="progressbar" aria-valuemin="0" '
            f'aria-valuemax="{total}" aria-valuenow="{done}" aria-label="{count}">'
            f'<div class="ori-assignment-count__bar"><div class="ori-assignment-count__fill" '
            f'style="width: {pct}%"></div></div><span>{count}</span></div>'
        )
        need_name = self._named is not None and not self._named()
        self.note.value = escape(tx.text("assignment-name-note", lang)) if need_name else ""
        show(self.note, need_name)
        for key, (row, text) in self.rows.items():
            n, _, item_text = key.partition(":")
            kind, _, ident = item_text.partition(":")
            item = Item(kind, ident)
            if item.kind == "lesson" and item.available:
                x = lesson(item.id)
                s = progress.stars(item.id)
                course = tx.text(course_title_key(x.edition), lang)
                text.value = (
                    f'<span class="ori-assignment-item__n">{n}</span>'
                    f'<span class="ori-assignment-item__title">{escape(tx.text(x.title, lang))}'
                    f"<small>{escape(course)}</small></span>" + stars_html(s, lang, untried=not s)
                )
                label(
                    self.open_buttons[item.id],
                    tx.text("assignment-open", lang),
                    tx.text("assignment-open-tip", lang, lesson=tx.text(x.title, lang)),
                )
                if s:
                    row.add_class("ori-assignment-item--done")
                else:
                    row.remove_class("ori-assignment-item--done")
            else:
                text.value = (
                    f'<span class="ori-assignment-item__n">{n}</span>'
                    f'<span class="ori-assignment-item__title">'
                    f"{escape(tx.text('assignment-unavailable', lang, item=item.text))}</span>"
                )

    def following(self, lesson_id: str) -> str | None:
        """The assignment's lesson after ``lesson_id`` (None after the last)."""
        ids = self.assignment.lessons
        if lesson_id not in ids:
            return None
        i = ids.index(lesson_id)
        return ids[i + 1] if i + 1 < len(ids) else None


class AssignmentBuilder(w.VBox):
    """The desk's builder of assignment links, in ``lang``."""

    def __init__(self, lang: str = "uk") -> None:
        super().__init__()
        self.add_class("ori-assignment-builder")
        self.lang = lang
        self.intro = w.HTML().add_class("ori-assignment-builder__intro")
        self.class_name = w.Text(continuous_update=True).add_class("ori-assignment-class")
        self.class_name.style.description_width = "initial"
        self.link_lang = w.Dropdown(options=list(LANGS), value=lang if lang in LANGS else LANGS[0])
        self.link_lang.add_class("ori-assignment-lang")
        self.link_lang.style.description_width = "initial"
        self.course = w.Dropdown(options=list(courses())).add_class("ori-assignment-course")
        self.course.style.description_width = "initial"
        self.lesson = w.Dropdown().add_class("ori-assignment-lesson")
        self.lesson.style.description_width = "initial"
        self.add_button = button(["ori-assignment-add"], self.add)
        self.add_button.icon = "plus"
        self.add_course_button = button(["ori-assignment-add-course"], self.add_course)
        self.clear_button = button(["ori-assignment-clear"], self.clear)
        self.list = w.VBox().add_class("ori-assignment-list")
        self.link = w.HTML().add_class("ori-assignment-link-box")
        self.message = w.HTML().add_class("ori-assignment-message")
        #: The chosen items, in order (``lesson:<id>``).
        self.chosen: list[str] = []
        self._rows: list[w.HBox] = []
        self.class_name.observe(lambda _c: self._refresh_link(), names="value")
        self.link_lang.observe(lambda _c: self._refresh_link(), names="value")
        self.course.observe(lambda _c: self._fill_lessons(), names="value")
        pick = w.HBox([self.course, self.lesson, self.add_button, self.add_course_button])
        head = w.HBox([self.class_name, self.link_lang])
        self.children = (
            self.intro,
            head.add_class("ori-row"),
            pick.add_class("ori-row"),
            self.list,
            w.HBox([self.clear_button]).add_class("ori-row"),
            self.link,
            self.message,
        )
        self.relabel(lang)

    # ------------------------------------------------------------ acting

    def add(self, lesson_id: str | None = None) -> None:
        """Put a lesson at the end of the list (the picked one by default)."""
        lid = lesson_id or self.lesson.value
        if lid and f"lesson:{lid}" not in self.chosen:
            self.chosen.append(f"lesson:{lid}")
            self._refresh_list()

    def add_course(self) -> None:
        """Put every lesson of the picked course not yet in the list."""
        for x in lessons(self.course.value):
            if f"lesson:{x.id}" not in self.chosen:
                self.chosen.append(f"lesson:{x.id}")
        self._refresh_list()

    def move(self, index: int, by: int) -> None:
        j = index + by
        if 0 <= index < len(self.chosen) and 0 <= j < len(self.chosen):
            self.chosen[index], self.chosen[j] = self.chosen[j], self.chosen[index]
            self._refresh_list()

    def remove(self, index: int) -> None:
        if 0 <= index < len(self.chosen):
            del self.chosen[index]
            self._refresh_list()

    def clear(self) -> None:
        self.chosen = []
        self._refresh_list()

    def assignment(self) -> Assignment:
        """The assignment built (``AssignmentError`` while it is incomplete)."""
        return make(self.class_name.value, self.chosen, self.link_lang.value)

    # ------------------------------------------------------------ drawing

    def relabel(self, lang: str) -> None:
        self.lang = lang
        self.intro.value = (
            f"<h4>{escape(tx.text('assignment-builder-title', lang))}</h4>"
            f"<p>{escape(tx.text('assignment-builder-intro', lang))}</p>"
        )
        self.class_name.description = tx.text("assignment-class", lang)
        self.class_name.placeholder = tx.text("assignment-class-placeholder", lang)
        self.link_lang.description = tx.text("assignment-lang", lang)
        value = self.link_lang.value
        self.link_lang.options = [(lang_name(x), x) for x in LANGS]
        self.link_lang.value = value
        self.course.description = tx.text("assignment-course", lang)
        ed = self.course.value
        self.course.options = [(tx.text(course_title_key(e), lang), e) for e in courses()]
        self.course.value = ed
        self.lesson.description = tx.text("assignment-lesson", lang)
        label(self.add_button, tx.text("assignment-add", lang))
        label(
            self.add_course_button,
            tx.text("assignment-add-course", lang),
            tx.text("assignment-add-course-tip", lang),
        )
        label(self.clear_button, tx.text("assignment-clear", lang))
        self._fill_lessons()
        self._refresh_list()

    def _fill_lessons(self) -> None:
        lang = self.lang
        value = self.lesson.value
        options = [(lesson_label(x.id, lang), x.id) for x in lessons(self.course.value)]
        self.lesson.options = options
        ids = [v for _t, v in options]
        self.lesson.value = value if value in ids else (ids[0] if ids else None)

    def _refresh_list(self) -> None:
        lang = self.lang
        rows = []
        for i, text in enumerate(self.chosen):
            lid = text.partition(":")[2]
            name = w.HTML(
                f'<span class="ori-assignment-item__n">{i + 1}</span>'
                f"{escape(lesson_label(lid, lang))}"
                f" <small>{escape(tx.text(course_title_key(lesson(lid).edition), lang))}</small>"
            ).add_class("ori-assignment-chosen__name")
            title = tx.text(lesson(lid).title, lang)
            up = button(["ori-assignment-chosen-up"], partial(self.move, i, -1))
            down = button(["ori-assignment-chosen-down"], partial(self.move, i, 1))
            drop = button(["ori-assignment-chosen-remove"], partial(self.remove, i))
            label(up, "↑", tx.text("assignment-up", lang, lesson=title))
            label(down, "↓", tx.text("assignment-down", lang, lesson=title))
            label(drop, "✕", tx.text("assignment-remove", lang, lesson=title))
            up.disabled = i == 0
            down.disabled = i == len(self.chosen) - 1
            rows.append(w.HBox([name, up, down, drop]).add_class("ori-assignment-chosen"))
        old, self._rows = self._rows, rows
        self.list.children = tuple(rows) or (
            w.HTML(escape(tx.text("assignment-empty", lang))).add_class("ori-assignment-empty"),
        )
        for row in old:
            for child in row.children:
                child.close()
            row.close()
        self._refresh_link()

    def _refresh_link(self) -> None:
        lang = self.lang
        try:
            a = self.assignment()
        except AssignmentError as e:
            self.link.value = ""
            self.message.value = escape(tx.text(f"assignment-error-{e.code}", lang))
            show(self.message, True)
            return
        self.message.value = ""
        show(self.message, False)
        query = a.query()
        words = tx.text("assignment-link", lang, klass=a.class_name, count=len(a.items))
        self.link.value = (
            f'<a class="ori-assignment-link" href="{escape(query)}" target="_blank" '
            f'rel="noopener">{escape(words)}</a> '
            + copy_button(
                "ori-assignment-copy",
                query,
                tx.text("assignment-copy", lang),
                tx.text("assignment-copied", lang),
                tx.text("assignment-copy-failed", lang),
            )
            + f'<code class="ori-assignment-link__query">{escape(query)}</code>'
        )
