"""An Ablaze card lesson completed by clicks in each language (issue 11): the
course picked in the lessons menu, a wrong move explained, then the win."""

from __future__ import annotations

from typing import Any

import pytest
import sandbox
from test_browser_app import LANGS, assert_speaks, screenshot, visible_text
from voila_harness import APP, VoilaServer, open_rendered

from oriflamme.i18n import t
from oriflamme.tutor import course_title_key, lesson
from oriflamme.tutor import texts as tx


@pytest.mark.parametrize("lang", LANGS)
def test_ablaze_bribery_lesson_by_clicks(voila: VoilaServer, page: Any, lang: str) -> None:
    lsn = lesson("card-bribery")
    open_rendered(page, voila.url(APP, lang=lang), "button.ori-course-ablaze")
    course = page.locator("button.ori-course-ablaze:visible")
    assert tx.text(course_title_key("ablaze"), lang) in course.inner_text()
    course.click()
    page.locator(f"button.ori-lesson-{lsn.id}:visible").wait_for()
    screenshot(page, f"ablaze-menu-{lang}")
    # only the chosen course's chapters are on screen (not the base course's)
    assert page.locator("button.ori-lesson-goal:visible").count() == 0
    assert page.locator(".ori-lessons__course:visible").count() == 1
    page.locator(f"button.ori-lesson-{lsn.id}:visible").click()
    page.locator(".ori-lesson:visible").wait_for()
    assert t(lsn.title, lang) in page.inner_text(".ori-lesson-title")
    for _ in range(20):  # the narration, step by step, until the board appears
        if not sandbox.available(page, "button.ori-continue"):
            break
        sandbox.click_and_wait(page, "button.ori-continue")
    page.locator(".ori-lesson-board .ori-hand:visible").wait_for()
    assert t(lsn.goal_text, lang) in page.inner_text(".ori-goal")

    # The Bribery revealed, then the token on the Schemer: legal, but the Queen
    # still brings her 2 to Blue — replayed and explained in the lesson's words.
    sandbox.play_move(page, "reveal")
    page.locator("button.ori-target-2:visible").wait_for()
    sandbox.play_move(page, "target 2")
    page.locator(".ori-feedback--wrong:visible").wait_for()
    feedback = visible_text(page, ".ori-feedback")
    assert t("lesson-card-bribery-wrong-schemer", lang)[:40] in feedback, feedback
    assert_speaks(visible_text(page, ".ori-lesson"), lang)
    screenshot(page, f"ablaze-lesson-{lang}")

    sandbox.play_move(page, "target 1")
    page.locator(".ori-feedback--success:visible").wait_for()
    assert t(lsn.success, lang)[:40] in visible_text(page, ".ori-feedback")
    assert "★★★" in page.locator(".ori-stars:visible").inner_text()
    assert_speaks(visible_text(page, ".ori-lesson"), lang)
