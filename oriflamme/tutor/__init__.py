"""Lessons as data: load, check the learner's moves, hints, stars, progress.

Pure Python (no widget imports). See docs/lessons.md for the lesson format.
"""

from .course import (
    LessonHead,
    all_lessons,
    chapter_heads,
    chapter_title_key,
    chapters,
    course_title_key,
    courses,
    headings,
    lesson,
    lesson_ids,
    lessons,
    next_lesson,
)
from .goals import GoalContext, LessonError, check_goal, holds
from .lesson import Lesson, WrongMove, load_lesson, parse_lesson
from .progress import Progress
from .run import Hint, LessonRun, Outcome, check_solution

__all__ = [
    "GoalContext",
    "Hint",
    "Lesson",
    "LessonError",
    "LessonHead",
    "LessonRun",
    "Outcome",
    "Progress",
    "WrongMove",
    "all_lessons",
    "chapter_heads",
    "chapter_title_key",
    "chapters",
    "check_goal",
    "check_solution",
    "course_title_key",
    "courses",
    "headings",
    "holds",
    "lesson",
    "lesson_ids",
    "lessons",
    "load_lesson",
    "next_lesson",
    "parse_lesson",
]
