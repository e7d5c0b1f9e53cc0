"""The courses: every lesson of each edition, by chapter and order.

A course is a folder ``tutorials/<edition>/`` (one per edition of every game
of the registry, ``oriflamme.games``, game after game) with its texts in
``lessons-<edition>.ftl``. The menu offers only the courses that have lessons:
adding a course is a folder of lesson files and a catalog per language (its
chapter titles are the game's ``chapter_title_key``: ``lessons-<edition>-chapter-<n>``;
Oriflamme's base course keeps ``tutor-chapter-<n>``).
Lesson ids are unique across all courses (they name progress entries and CSS
classes), so a lesson is found by its id alone.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ..games import LessonError, editions, game_of_edition
from .lesson import Lesson, load_lesson

#: The lesson files of each edition live in ``tutorials/<edition>/``.
TUTORIALS = Path(__file__).resolve().parent.parent.parent / "tutorials"


def lesson_files(edition: str = "base") -> list[Path]:
    d = TUTORIALS / edition
    return sorted([*d.glob("*.yaml"), *d.glob("*.yml"), *d.glob("*.json")])


def courses() -> tuple[str, ...]:
    """The editions that have a course (at least one lesson file), game after
    game, in each game's edition order."""
    return tuple(e for e in editions() if lesson_files(e))


def course_title_key(edition: str) -> str:
    """The Fluent key (tutor.ftl) of a course's name."""
    return game_of_edition(edition).course_title_key(edition)


def chapter_title_key(edition: str, n: int) -> str:
    """The Fluent key of chapter ``n``'s title in ``edition``'s course."""
    return game_of_edition(edition).chapter_title_key(edition, n)


@cache
def lessons(edition: str = "base") -> tuple[Lesson, ...]:
    """Every lesson of ``edition``, validated, in course order.

    The texts' presence in every language is not re-checked here (it would parse
    every catalog of every language at each start of the app): the test suite
    checks it for every lesson file (``load_lesson`` with ``check_texts``).
    """
    lessons = [load_lesson(p, check_texts=False) for p in lesson_files(edition)]
    for x in lessons:
        if x.edition != edition:
            raise LessonError("edition", f"{x.edition!r} in tutorials/{edition}/{x.path.name}")  # type: ignore[union-attr]
    return tuple(sorted(lessons, key=lambda x: (x.chapter, x.order, x.id)))


def all_lessons() -> tuple[Lesson, ...]:
    """Every lesson of every course, course after course."""
    return tuple(x for e in courses() for x in lessons(e))


def lesson(lesson_id: str, edition: str | None = None) -> Lesson:
    """The lesson with this id, in ``edition``'s course or in any course
    (``KeyError`` if there is none)."""
    for x in lessons(edition) if edition else all_lessons():
        if x.id == lesson_id:
            return x
    raise KeyError(lesson_id)


def chapters(edition: str = "base") -> dict[int, list[Lesson]]:
    """Lessons grouped by chapter, in order."""
    out: dict[int, list[Lesson]] = {}
    for x in lessons(edition):
        out.setdefault(x.chapter, []).append(x)
    return out


def next_lesson(lesson_id: str, edition: str | None = None) -> Lesson | None:
    """The lesson after this one in its course (None after the last)."""
    course = lessons(edition or lesson(lesson_id).edition)
    ids = [x.id for x in course]
    i = ids.index(lesson_id)
    return course[i + 1] if i + 1 < len(ids) else None
