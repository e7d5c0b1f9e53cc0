"""``LessonsMenu``: the courses, each by chapter, stars per lesson, reset, overview.

The app shows it as its lessons tab. One course per edition that has lessons
(``tutor.courses()``: Oriflamme, Ablaze, Alliance); with more than one, a row of
course buttons on top picks the course shown, each with its own progress.
Opening a lesson swaps the menu for a ``LessonPlayer``; its "back to lessons"
button brings the menu back, on that lesson's course.

Stable CSS classes: ``ori-lessons``, ``ori-courses`` (the row),
``ori-course-<edition>`` (pick a course; also ``ori-course``, and
``ori-course--current`` on the one shown), ``ori-lessons-overview``,
``ori-progress-problem``, ``ori-learner…`` (whose stars: ``learner.LearnerPicker``),
``ori-progress-transfer…`` (download and upload the progress as a file:
``progress_transfer.ProgressTransfer``), ``ori-assignment…`` (an assignment
opened by link: ``assignment.AssignmentPanel``; ``ori-assignment-error`` for a
link that names none), ``ori-chapter``, ``ori-lesson-<id>`` (open),
``ori-reset-<id>`` (reset), ``ori-lesson-stars``.

Layout (styled by ``lesson_style.LESSON_CSS``): a progress bar with the
overview; one card per chapter (``ori-chapter-card``: a numbered heading, then
a grid of lesson tiles, ``ori-lesson-tile``, ``--done`` once passed). A tile
shows the lesson's title (the open button) and its stars ★★☆, read out as
"2 stars of 3"; its reset button appears only when there are stars to reset.
"""

from __future__ import annotations

import re
from functools import partial
from html import escape
from typing import Any

import ipywidgets as w
from ipywidgets.widgets.widget_string import HTMLStyle

from oriflamme.i18n import inner_quotes
from oriflamme.tutor import (
    Progress,
    chapter_heads,
    chapter_title_key,
    course_title_key,
    courses,
    headings,
    lesson,
    lesson_ids,
)
from oriflamme.tutor import texts as tx
from oriflamme.tutor.assignment import Assignment, AssignmentError

from .controls import button, label, show
from .learner import LearnerPicker
from .lesson_player import LessonPlayer, stars_html  # light: its board comes with a lesson
from .lifecycle import close_widgets
from .localized import Localized
from .progress_transfer import ProgressTransfer


def _chapter_name(text: str) -> str:
    """A chapter title without its leading "3. " (the number gets its own medallion)."""
    return re.sub(r"^\s*\d+\.\s*", "", text)


class LessonsMenu(Localized, w.VBox):
    """The courses menu in ``lang``, showing ``edition``'s course first;
    ``open_lesson(lesson_id)`` what a click does."""

    def __init__(
        self, lang: str = "uk", *, edition: str = "base", progress: Progress | None = None
    ):
        super().__init__()
        self.add_class("ori-lessons")
        self._lang = lang
        self.courses = courses()
        if edition not in self.courses:
            raise ValueError(f"no course for edition {edition!r} (courses: {self.courses})")
        self.edition = edition
        self.progress = progress if progress is not None else Progress()
        #: The shared progress file; each named learner's file is beside it.
        self.shared_path = (
            self.progress.path.parent.parent / "progress.json"
            if self.progress.learner
            else self.progress.path
        )
        self.learner = LearnerPicker(self.set_learner, base_path=self.shared_path, lang=lang)
        self.learner.current = self.progress.learner
        self.transfer = ProgressTransfer(lambda: self.progress, lang, on_merged=self.refresh)
        #: The assignment opened by link (``show_assignment``) and its panel.
        self.assignment: Assignment | None = None
        self.assignment_panel: Any = None  # an ``assignment.AssignmentPanel``
        self.assignment_box = w.VBox().add_class("ori-lessons__assignment")
        self._assignment_error: AssignmentError | None = None
        self.player: LessonPlayer | None = None
        self.open_buttons: dict[str, w.Button] = {}
        self.reset_buttons: dict[str, w.Button] = {}
        self.star_boxes: dict[str, w.HTML] = {}
        self.tiles: dict[str, w.VBox] = {}
        self.course_buttons: dict[str, w.Button] = {}
        self.course_boxes: dict[str, w.VBox] = {}
        self.overview = w.HTML().add_class("ori-lessons-overview")
        self.problem = w.HTML().add_class("ori-progress-problem")
        #: Chapter headings by (edition, chapter number).
        self.chapter_titles: dict[tuple[str, int], w.HTML] = {}
        self._chapter_ids: dict[tuple[str, int], list[str]] = {}
        for ed in self.courses:
            self.course_buttons[ed] = button(
                [f"ori-course-{ed}", "ori-course"], partial(self.select_course, ed)
            )
            # filled when first shown (refresh): the app's first render builds
            # one course's tiles, not every course's
            self.course_boxes[ed] = w.VBox().add_class("ori-lessons__course")
        self.course_row = w.HBox(list(self.course_buttons.values())).add_class("ori-courses")
        show(self.course_row, len(self.courses) > 1)
        self.menu = w.VBox(
            [
                self.learner,
                self.transfer,
                self.assignment_box,
                self.course_row,
                self.overview,
                self.problem,
                *self.course_boxes.values(),
            ]
        ).add_class("ori-lessons__menu")
        self.children = (self.menu,)
        self.refresh()

    def _build_course(self, edition: str) -> None:
        """Fill ``edition``'s box, once: a card per chapter, a tile per lesson."""
        if self.course_boxes[edition].children:
            return
        cards: list[w.Widget] = []
        # One layout and one style for all the tiles' parts that are never
        # shown, hidden or sized one by one (their look is the stylesheet's):
        # a course of 24 lessons is 150 widgets fewer in the kernel and the
        # page (issue 32: the app's first screen).
        box = w.Layout()
        wide = w.Layout(width="auto")
        plain = w.ButtonStyle()
        html = HTMLStyle()
        for n, group in chapter_heads(edition).items():
            key = (edition, n)
            self.chapter_titles[key] = w.HTML(layout=box, style=html).add_class("ori-chapter")
            self._chapter_ids[key] = [lsn.id for lsn in group]
            tiles: list[w.Widget] = []
            for lsn in group:
                lid = lsn.id
                self.open_buttons[lid] = button(
                    [f"ori-lesson-{lid}", "ori-lesson-open"],
                    partial(self.open_lesson, lid),
                    layout=wide,
                    style=plain,
                )
                self.reset_buttons[lid] = button(  # its own layout: shown once tried
                    [f"ori-reset-{lid}", "ori-lesson-reset"], partial(self.reset, lid), style=plain
                )
                self.star_boxes[lid] = w.HTML(layout=box, style=html).add_class("ori-lesson-stars")
                foot = w.HBox([self.star_boxes[lid], self.reset_buttons[lid]], layout=box)
                self.tiles[lid] = w.VBox(
                    [self.open_buttons[lid], foot.add_class("ori-lesson-tile__foot")], layout=box
                ).add_class("ori-lesson-tile")
                tiles.append(self.tiles[lid])
            grid = w.Box(tiles, layout=box).add_class("ori-chapter__lessons")
            card = w.VBox([self.chapter_titles[key], grid], layout=box)
            card.add_class("ori-chapter-card")
            if len(group) > 2:  # a long chapter takes a whole row of the map
                card.add_class("ori-chapter-card--wide")
            cards.append(card)
        # The grid's stylesheet forces ``display: grid``: the course is shown or
        # hidden through a plain box around it.
        grid = w.Box(cards).add_class("ori-lessons__chapters")
        self.course_boxes[edition].children = (grid,)

    def select_course(self, edition: str) -> None:
        """Show ``edition``'s course (its chapters and its own progress)."""
        if edition not in self.courses:
            raise ValueError(f"no course for edition {edition!r} (courses: {self.courses})")
        self.edition = edition
        self.refresh()

    def _relabel(self) -> None:
        self.refresh()

    def _localized_parts(self) -> list[Any]:
        return [] if self.player is None else [self.player]

    def show_assignment(self, assignment: Assignment | AssignmentError) -> None:
        """Head the menu with an assignment opened by link (or say why its link
        names none); the learner's progress notes that they opened it."""
        old, self.assignment_panel = self.assignment_panel, None
        if isinstance(assignment, AssignmentError):
            self.assignment, self._assignment_error = None, assignment
            error = w.HTML().add_class("ori-assignment-error")
            self.assignment_box.children = (error,)
        else:
            from .assignment import AssignmentPanel  # only for a page opened by such a link

            self.assignment, self._assignment_error = assignment, None
            self.assignment_panel = AssignmentPanel(
                assignment,
                lambda: self.progress,
                self.open_lesson,
                self.lang,
                named=lambda: bool(self.progress.learner),
            )
            self.assignment_box.children = (self.assignment_panel,)
            self._note_assignment()
            first = assignment.lessons[0] if assignment.lessons else None
            if first and lesson(first).edition != self.edition:
                self.edition = lesson(first).edition
        close_widgets(old)
        self.refresh()

    def _note_assignment(self) -> None:
        if self.assignment is not None:
            self.progress.open_assignment(self.assignment.id, self.assignment.info())

    def open_lesson(self, lesson_id: str) -> LessonPlayer:
        """Show the lesson ``lesson_id`` in place of the menu (from an
        assignment's list, its «next» follows the assignment)."""
        self.edition = lesson(lesson_id).edition
        panel = self.assignment_panel
        following = (
            panel.following if panel is not None and lesson_id in panel.assignment.lessons else None
        )
        old, self.player = (
            self.player,
            LessonPlayer(
                lesson_id, self.lang, progress=self.progress, on_menu=self.back, following=following
            ),
        )
        self.children = (self.player,)
        close_widgets(old)
        return self.player

    def back(self) -> None:
        """Back to the menu (stars brought up to date)."""
        old, self.player = self.player, None
        self.children = (self.menu,)
        close_widgets(old)
        self.refresh()

    def set_learner(self, name: str) -> None:
        """Show and save the stars of the learner ``name`` ("" or no letter: shared)."""
        self.progress = Progress.for_learner(name, self.shared_path)
        self._note_assignment()
        self.refresh()

    def reset(self, lesson_id: str) -> None:
        """Forget the progress of one lesson."""
        self.progress.reset(lesson_id)
        self.refresh()

    def refresh(self) -> None:
        lang = self.lang
        self._build_course(self.edition)
        for ed, b in self.course_buttons.items():
            ov = self.progress.overview(sorted(lesson_ids(ed)))
            name = tx.text(course_title_key(ed), lang)
            label(
                b,
                f"{name} · ★ {ov['stars']}/{ov['max_stars']}",
                tx.text("tutor-course-tip", lang, course=name, done=ov["done"], total=ov["total"]),
            )
            current = ed == self.edition
            b.button_style = "primary" if current else ""
            if current:
                b.add_class("ori-course--current")
            else:
                b.remove_class("ori-course--current")
            show(self.course_boxes[ed], current)
        ids = [x.id for x in headings(self.edition)]
        ov = self.progress.overview(ids)
        text = escape(
            tx.text(
                "tutor-overview",
                lang,
                done=ov["done"],
                total=ov["total"],
                stars=ov["stars"],
                max=ov["max_stars"],
            )
        )
        pct = round(100 * ov["done"] / ov["total"]) if ov["total"] else 0
        self.overview.value = (
            f'<div class="ori-overview"><div class="ori-overview__bar" role="progressbar" '
            f'aria-valuemin="0" aria-valuemax="{ov["total"]}" aria-valuenow="{ov["done"]}" '
            f'aria-label="{text}"><div class="ori-overview__fill" style="width: {pct}%">'
            f'</div></div><span class="ori-overview__text">{text}</span></div>'
        )
        self.learner.relabel(lang)
        self.transfer.relabel(lang)
        if self.assignment_panel is not None:
            self.assignment_panel.relabel(lang)
        elif self._assignment_error is not None:
            err = self._assignment_error
            self.assignment_box.children[0].value = escape(
                tx.text("assignment-bad-link", lang)
                + " "
                + tx.text(f"assignment-error-{err.code}", lang)
            )
        prob = self.progress.problem
        self.problem.value = (
            escape(
                tx.text(
                    prob["key"],
                    lang,
                    backup=prob["backup"],
                    error=prob["error"],
                    path=prob.get("path", ""),
                )
            )
            if prob
            else ""
        )
        show(self.problem, bool(prob))
        for (ed, n), title in self.chapter_titles.items():
            got = sum(self.progress.stars(i) for i in self._chapter_ids[ed, n])
            most = 3 * len(self._chapter_ids[ed, n])
            words = escape(tx.text("tutor-stars-label", lang, stars=got, max=most))
            name = escape(_chapter_name(tx.text(chapter_title_key(ed, n), lang)))
            title.value = (
                f'<div class="ori-chapter__head"><span class="ori-chapter__num">{n}</span>'
                f'<h3 class="ori-chapter__title">{name}</h3>'
                f'<span class="ori-chapter__count" title="{words}">'
                f'<span aria-hidden="true"><span class="ori-star--on">★</span> {got}/{most}</span>'
                f'<span class="ori-sr">{words}</span></span></div>'
            )
        built = [ed for ed in self.courses if self.course_boxes[ed].children]
        for lsn in (x for ed in built for x in headings(ed)):
            s = self.progress.stars(lsn.id)
            title = tx.text(lsn.title, lang)
            label(self.open_buttons[lsn.id], title)
            label(
                self.reset_buttons[lsn.id],
                "↺ " + tx.text("tutor-reset", lang),
                tx.text("tutor-reset-tip", lang, lesson=inner_quotes(title, lang)),
            )
            show(self.reset_buttons[lsn.id], s > 0)
            self.reset_buttons[lsn.id].disabled = s == 0
            done = (
                f' <span class="ori-done-mark">✓ {escape(tx.text("tutor-done", lang))}</span>'
                if s
                else ""
            )
            self.star_boxes[lsn.id].value = stars_html(s, lang, untried=not s) + done
            if s:
                self.tiles[lsn.id].add_class("ori-lesson-tile--done")
            else:
                self.tiles[lsn.id].remove_class("ori-lesson-tile--done")
