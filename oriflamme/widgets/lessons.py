"""``LessonsMenu``: the course by chapter, stars per lesson, reset, overview.

The app shows it as its lessons tab. Opening a lesson swaps the menu for a
``LessonPlayer``; its "back to lessons" button brings the menu back.

Stable CSS classes: ``ori-lessons``, ``ori-lessons-overview``,
``ori-progress-problem``, ``ori-chapter``, ``ori-lesson-<id>`` (open),
``ori-reset-<id>`` (reset), ``ori-lesson-stars``.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from oriflamme.tutor import Progress, chapters, lessons
from oriflamme.tutor import texts as tx

from .controls import button, label
from .lesson_player import LessonPlayer


class LessonsMenu(w.VBox):
    """The base course menu in ``lang``; ``open_lesson(lesson_id)`` what a click does."""

    def __init__(
        self, lang: str = "uk", *, edition: str = "base", progress: Progress | None = None
    ):
        super().__init__()
        self.add_class("ori-lessons")
        self._lang = lang
        self.edition = edition
        self.progress = progress if progress is not None else Progress()
        self.player: LessonPlayer | None = None
        self.open_buttons: dict[str, w.Button] = {}
        self.reset_buttons: dict[str, w.Button] = {}
        self.star_boxes: dict[str, w.HTML] = {}
        self.overview = w.HTML().add_class("ori-lessons-overview")
        self.problem = w.HTML().add_class("ori-progress-problem")
        self.chapter_titles: dict[int, w.HTML] = {}
        rows: list[w.Widget] = [self.overview, self.problem]
        for n, group in chapters(edition).items():
            self.chapter_titles[n] = w.HTML().add_class("ori-chapter")
            rows.append(self.chapter_titles[n])
            for lsn in group:
                lid = lsn.id
                self.open_buttons[lid] = button(
                    [f"ori-lesson-{lid}", "ori-lesson-open"], lambda i=lid: self.open_lesson(i)
                )
                self.reset_buttons[lid] = button(
                    [f"ori-reset-{lid}", "ori-lesson-reset"], lambda i=lid: self.reset(i)
                )
                self.star_boxes[lid] = w.HTML().add_class("ori-lesson-stars")
                rows.append(
                    w.HBox([self.open_buttons[lid], self.star_boxes[lid], self.reset_buttons[lid]])
                )
        self.menu = w.VBox(rows)
        self.children = (self.menu,)
        self.refresh()

    @property
    def lang(self) -> str:
        return self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        self._lang = value
        if self.player is not None:
            self.player.lang = value
        self.refresh()

    def open_lesson(self, lesson_id: str) -> LessonPlayer:
        """Show the lesson ``lesson_id`` in place of the menu."""
        self.player = LessonPlayer(lesson_id, self.lang, progress=self.progress, on_menu=self.back)
        self.children = (self.player,)
        return self.player

    def back(self) -> None:
        """Back to the menu (stars brought up to date)."""
        self.player = None
        self.children = (self.menu,)
        self.refresh()

    def reset(self, lesson_id: str) -> None:
        """Forget the progress of one lesson."""
        self.progress.reset(lesson_id)
        self.refresh()

    def refresh(self) -> None:
        lang = self.lang
        ids = [x.id for x in lessons(self.edition)]
        ov = self.progress.overview(ids)
        self.overview.value = escape(
            tx.text(
                "tutor-overview",
                lang,
                done=ov["done"],
                total=ov["total"],
                stars=ov["stars"],
                max=ov["max_stars"],
            )
        )
        prob = self.progress.problem
        self.problem.value = (
            escape(tx.text(prob["key"], lang, backup=prob["backup"], error=prob["error"]))
            if prob
            else ""
        )
        for n, title in self.chapter_titles.items():
            title.value = f"<h4>{escape(tx.text(f'tutor-chapter-{n}', lang))}</h4>"
        for lsn in lessons(self.edition):
            s = self.progress.stars(lsn.id)
            label(self.open_buttons[lsn.id], tx.text(lsn.title, lang))
            label(self.reset_buttons[lsn.id], tx.text("tutor-reset", lang))
            self.reset_buttons[lsn.id].disabled = s == 0
            self.star_boxes[lsn.id].value = (
                "★" * s + "☆" * (3 - s) if s else escape(tx.text("tutor-not-done", lang))
            )
