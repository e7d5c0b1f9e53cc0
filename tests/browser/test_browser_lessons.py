"""A lesson completed by clicks in each language (the first lesson of the base course)."""

from __future__ import annotations

from typing import Any

import pytest
import sandbox
from test_browser_app import LANGS, assert_speaks, screenshot, visible_text
from voila_harness import APP, VoilaServer, open_rendered

from oriflamme.i18n import t
from oriflamme.tutor.course import lessons


@pytest.mark.parametrize("lang", LANGS)
def test_first_lesson_completed_by_clicks(voila: VoilaServer, page: Any, lang: str) -> None:
    lesson = lessons("base")[0]
    open_rendered(page, voila.url(APP, lang=lang), f".ori-lesson-{lesson.id}")
    page.locator(f"button.ori-lesson-{lesson.id}:visible").click()
    page.locator(".ori-lesson:visible").wait_for()
    assert t(f"lesson-{lesson.id}-title", lang) in page.inner_text(".ori-lesson-title")
    for _ in range(20):  # the narration, step by step, until the board appears
        if not sandbox.available(page, "button.ori-continue"):
            break
        sandbox.click_and_wait(page, "button.ori-continue")
    page.locator(".ori-lesson-board .ori-hand:visible").wait_for()
    assert t(f"lesson-{lesson.id}-goal", lang) in page.inner_text(".ori-goal")
    assert_speaks(visible_text(page, ".ori-lesson"), lang)

    for move in lesson.solution:
        sandbox.play_move(page, move)
    page.locator(".ori-feedback--success:visible").wait_for()
    page.locator("button.ori-next-lesson:visible").wait_for()
    assert page.locator(".ori-stars:visible").inner_text().strip()
    assert_speaks(visible_text(page, ".ori-lesson"), lang)


def _open_lesson(page: Any, voila: VoilaServer, lesson_id: str, lang: str) -> None:
    open_rendered(page, voila.url(APP, lang=lang), f".ori-lesson-{lesson_id}")
    sandbox.open_lesson_board(page, lesson_id)


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_move_is_explained_then_the_lesson_is_won(
    voila: VoilaServer, page: Any, lang: str
) -> None:
    """Issue 5: a legal-but-wrong action is replayed to its consequence and
    explained in the learner's language; the learner then wins the lesson."""
    from oriflamme.tutor import lesson as find_lesson

    lesson = find_lesson("card-soldier")
    wrong = next(w for w in lesson.wrong if w.after in (None, 0))
    _open_lesson(page, voila, lesson.id, lang)
    sandbox.play_move(page, wrong.move)
    page.locator(".ori-feedback--wrong:visible").wait_for()
    feedback = visible_text(page, ".ori-feedback")
    first_line = t(wrong.text, lang).split("\n")[0][:40]
    assert first_line in feedback, f"not the lesson's own explanation:\n{feedback}"
    assert_speaks(visible_text(page, ".ori-lesson"), lang)
    page.set_viewport_size({"width": 1280, "height": 1350})  # goal, feedback and board
    # the lesson's head at the top of the window (the page scrolls inside the app)
    page.locator(".ori-lesson:visible").evaluate("e => e.scrollIntoView({block: 'start'})")
    screenshot(page, f"lesson-{lang}", publish=True)
    for move in lesson.solution:
        sandbox.play_move(page, move)
    page.locator(".ori-feedback--success:visible").wait_for()
    assert_speaks(visible_text(page, ".ori-lesson"), lang)
