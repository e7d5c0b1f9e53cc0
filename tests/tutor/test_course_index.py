"""The course buttons' star counts read each course's lesson ids without
building its lessons (issue 32: one course in a page's memory)."""

from __future__ import annotations

from oriflamme.tutor import course
from oriflamme.widgets.lessons import LessonsMenu


def test_lesson_ids_are_the_ids_of_the_loaded_lessons_in_every_course() -> None:
    for edition in course.courses():
        assert course.lesson_ids(edition) == {x.id for x in course.lessons(edition)}, edition


def test_the_menu_loads_only_the_course_it_shows(tmp_path, monkeypatch) -> None:
    from oriflamme.tutor import Progress

    course.lessons.cache_clear()
    try:
        menu = LessonsMenu("uk", progress=Progress(tmp_path / "p.json"))
        loaded = course.lessons.cache_info().currsize
        assert loaded == 1, f"{loaded} courses built for one on show"
        # and the other courses' buttons still count their lessons
        other = next(ed for ed in menu.course_buttons if ed != menu.edition)
        n = len(course.lesson_ids(other))
        assert f"/{3 * n}" in menu.course_buttons[other].description
    finally:
        course.lessons.cache_clear()
