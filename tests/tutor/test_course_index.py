"""The lessons menu reads each course's lesson files without building their
positions: the course buttons' star counts from the ids, the course on show
from the lessons' heads (issue 32: no game state in a page's memory at the
first screen; issue 29: seconds under Pyodide)."""

from __future__ import annotations

from oriflamme.tutor import course
from oriflamme.widgets.lessons import LessonsMenu


def test_lesson_ids_are_the_ids_of_the_loaded_lessons_in_every_course() -> None:
    for edition in course.courses():
        assert course.lesson_ids(edition) == {x.id for x in course.lessons(edition)}, edition


def test_the_heads_are_the_loaded_lessons_in_course_order_in_every_course() -> None:
    for edition in course.courses():
        whole = [(x.id, x.edition, x.chapter, x.order, x.title) for x in course.lessons(edition)]
        assert [tuple(h) for h in course.headings(edition)] == whole, edition


def test_a_head_that_is_not_plain_is_left_to_the_loader_which_names_the_field() -> None:
    assert course._head({"id": "x", "chapter": "1", "order": 0}, "base") is None
    assert course._head({"id": "x", "chapter": 1, "order": 0, "edition": "ablaze"}, "base") is None
    assert course._head({"id": "x", "chapter": True, "order": 0}, "base") is None
    head = course._head({"id": "x", "chapter": 2, "order": 0}, "base")
    assert head == course.LessonHead("x", "base", 2, 0, "lesson-x-title")


def test_the_menu_builds_no_lesson_and_reads_only_the_course_it_shows(tmp_path) -> None:
    from oriflamme.tutor import Progress

    course.lessons.cache_clear()
    course.headings.cache_clear()
    try:
        menu = LessonsMenu("uk", progress=Progress(tmp_path / "p.json"))
        built = course.lessons.cache_info().currsize
        assert built == 0, f"{built} courses built at the menu"
        read = course.headings.cache_info().currsize
        assert read == 1, f"{read} courses read for one on show"
        # opening a lesson builds its course
        menu.open_lesson(course.headings(menu.edition)[0].id)
        assert course.lessons.cache_info().currsize == 1
        # and the other courses' buttons still count their lessons
        other = next(ed for ed in menu.course_buttons if ed != menu.edition)
        n = len(course.lesson_ids(other))
        assert f"/{3 * n}" in menu.course_buttons[other].description
    finally:
        course.lessons.cache_clear()
        course.headings.cache_clear()
