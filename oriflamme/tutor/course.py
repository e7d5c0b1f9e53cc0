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
from importlib import resources
from pathlib import Path
from typing import NamedTuple

from ..games import LessonError, editions, game_of_edition
from .lesson import Lesson, load_lesson, read_lesson_file

#: The package holding the lessons: the repository's top-level ``tutorials/``,
#: shipped as package data (setup.py maps it), so that an installed wheel — the
#: static site's among them — has its course. One folder per edition.
TUTORIALS_PACKAGE = "oriflamme.tutorials"
LESSON_SUFFIXES = (".yaml", ".yml", ".json")


class CourseMissing(LookupError):
    """An edition has no lesson files where the package keeps them: a broken
    install, never an empty menu."""

    def __init__(self, edition: str, where: str) -> None:
        super().__init__(f"no lessons for the edition {edition!r} in {where}")
        self.edition = edition
        self.where = where


def tutorials_dir() -> Path:
    """The folder of the lessons, as installed (``importlib.resources``)."""
    try:
        root = resources.files(TUTORIALS_PACKAGE)
    except ModuleNotFoundError:
        raise CourseMissing("*", TUTORIALS_PACKAGE) from None
    # Installed as files (a wheel, an editable install, Pyodide's site-packages):
    # the lessons are read as paths, which the lesson loader reports in errors.
    return Path(str(root))


def lesson_files(edition: str = "base") -> list[Path]:
    """The lesson files of ``edition``, sorted.

    ``CourseMissing`` when the installed package holds no lesson at all (a wheel
    built without its package data: never an empty menu) or when the edition's
    folder is there but empty. An edition whose course is not written yet (no
    folder) has no lessons."""
    root = tutorials_dir()
    d = root / edition
    if not any(p.suffix in LESSON_SUFFIXES for p in root.glob("*/*")):
        raise CourseMissing(edition, str(root))
    if not d.is_dir():
        return []
    files = sorted(p for p in d.glob("*") if p.suffix in LESSON_SUFFIXES and p.is_file())
    if not files:
        raise CourseMissing(edition, str(d))
    return files


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


@cache
def lesson_ids(edition: str = "base") -> frozenset[str]:
    """The ids of ``edition``'s lessons, read from their files without
    building their positions (issues 32 and 29: the app's first screen
    counts each course's stars, and keeps only the course it shows in memory;
    on the static site the three courses not shown cost about a second under
    Pyodide). The course's lessons themselves (``lessons``) are the ones
    checked; the same ids (a test checks every course)."""
    ids = set()
    for p in lesson_files(edition):
        data = read_lesson_file(p)
        lid = data.get("id") if isinstance(data, dict) else None
        if not isinstance(lid, str):
            return frozenset(x.id for x in lessons(edition))  # let the loader say why
        ids.add(lid)
    return frozenset(ids)


class LessonHead(NamedTuple):
    """What the lessons menu shows of a lesson: its place and its title's key."""

    id: str
    edition: str
    chapter: int
    order: int
    title: str


@cache
def headings(edition: str = "base") -> tuple[LessonHead, ...]:
    """``edition``'s lessons as the menu lists them, in course order, read
    from their files without building their positions (issues 32 and 29: the
    app's first screen makes no game state; on the static site building every
    position of a course cost seconds under Pyodide). A lesson is checked
    whole (``lessons``) when it is opened, and the test suite checks every
    file; a file whose head is not plain here is left to that loader, which
    names the field."""
    heads = []
    for p in lesson_files(edition):
        data = read_lesson_file(p)
        head = _head(data, edition)
        if head is None:
            whole = lessons(edition)  # its loader says what is wrong, or this is a new field
            return tuple(LessonHead(x.id, x.edition, x.chapter, x.order, x.title) for x in whole)
        heads.append(head)
    return tuple(sorted(heads, key=lambda x: (x.chapter, x.order, x.id)))


def _head(data: object, edition: str) -> LessonHead | None:
    """The lesson's head when its fields are plainly valid, else None."""
    if not isinstance(data, dict):
        return None
    lid, title = data.get("id"), data.get("title")
    chapter, order = data.get("chapter"), data.get("order")
    if not isinstance(lid, str) or data.get("edition", "base") != edition:
        return None
    if title is None:
        title = f"lesson-{lid}-title"
    ok = isinstance(title, str) and all(
        isinstance(n, int) and not isinstance(n, bool) and n >= lo
        for n, lo in ((chapter, 1), (order, 0))
    )
    return LessonHead(lid, edition, chapter, order, title) if ok else None  # type: ignore[arg-type]


def chapter_heads(edition: str = "base") -> dict[int, list[LessonHead]]:
    """The menu's lessons grouped by chapter, in order (``headings``)."""
    out: dict[int, list[LessonHead]] = {}
    for x in headings(edition):
        out.setdefault(x.chapter, []).append(x)
    return out


def all_lessons() -> tuple[Lesson, ...]:
    """Every lesson of every course, course after course."""
    return tuple(x for e in courses() for x in lessons(e))


def lesson(lesson_id: str, edition: str | None = None) -> Lesson:
    """The lesson with this id, in ``edition``'s course or in any course
    (``KeyError`` if there is none). Only the lesson's own course is built:
    the others are looked up by their ids (``lesson_ids``)."""
    if edition is None:
        edition = next((e for e in courses() if lesson_id in lesson_ids(e)), None)
        if edition is None:
            raise KeyError(lesson_id)
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


def next_lesson(lesson_id: str, edition: str | None = None) -> Lesson | None:
    """The lesson after this one in its course (None after the last)."""
    course = lessons(edition or lesson(lesson_id).edition)
    ids = [x.id for x in course]
    i = ids.index(lesson_id)
    return course[i + 1] if i + 1 < len(ids) else None
