"""The course: every lesson of an edition, by chapter and order."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from .lesson import Lesson, load_lesson

#: The lesson files of each edition live in ``tutorials/<edition>/``.
TUTORIALS = Path(__file__).resolve().parent.parent.parent / "tutorials"

#: Chapters of the base course; their titles are ``tutor-chapter-<n>`` keys.
CHAPTERS: dict[str, tuple[int, ...]] = {"base": (1, 2, 3, 4, 5, 6, 7, 8)}


def lesson_files(edition: str = "base") -> list[Path]:
    d = TUTORIALS / edition
    return sorted([*d.glob("*.yaml"), *d.glob("*.yml"), *d.glob("*.json")])


@cache
def lessons(edition: str = "base") -> tuple[Lesson, ...]:
    """Every lesson of ``edition``, validated, in course order.

    The texts' presence in every language is not re-checked here (it would parse
    every catalog of every language at each start of the app): the test suite
    checks it for every lesson file (``load_lesson`` with ``check_texts``).
    """
    lessons = [load_lesson(p, check_texts=False) for p in lesson_files(edition)]
    return tuple(sorted(lessons, key=lambda x: (x.chapter, x.order, x.id)))


def lesson(lesson_id: str, edition: str = "base") -> Lesson:
    """The lesson with this id (``KeyError`` if there is none)."""
    for x in lessons(edition):
        if x.id == lesson_id:
            return x
    raise KeyError(lesson_id)


def chapters(edition: str = "base") -> dict[int, list[Lesson]]:
    """Lessons grouped by chapter, in order."""
    out: dict[int, list[Lesson]] = {}
    for x in lessons(edition):
        out.setdefault(x.chapter, []).append(x)
    return out


def next_lesson(lesson_id: str, edition: str = "base") -> Lesson | None:
    """The lesson after this one in the course (None after the last)."""
    ids = [x.id for x in lessons(edition)]
    i = ids.index(lesson_id)
    return lessons(edition)[i + 1] if i + 1 < len(ids) else None
