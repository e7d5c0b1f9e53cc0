"""An Alliance two-option card lesson completed by clicks in each language
(issue 12): the Judge's other option is explained, then the right one wins."""

from __future__ import annotations

from typing import Any

import pytest
import sandbox
from test_browser_app import LANGS, assert_speaks, visible_text
from voila_harness import APP, VoilaServer, open_rendered

from oriflamme.i18n import t
from oriflamme.tutor import lesson as find_lesson


@pytest.mark.parametrize("lang", LANGS)
def test_the_judge_lesson_is_won_by_choosing_its_option_2(
    voila: VoilaServer, page: Any, lang: str
) -> None:
    lsn = find_lesson("card-judge")
    assert lsn.edition == "alliance" and lsn.solution[0] == "option 2"
    open_rendered(page, voila.url(APP, lang=lang), "button.ori-course-alliance")
    sandbox.click_and_wait(page, "button.ori-course-alliance")
    page.locator(f"button.ori-lesson-{lsn.id}:visible").click()
    page.locator(".ori-lesson:visible").wait_for()
    assert t(f"lesson-{lsn.id}-title", lang) in page.inner_text(".ori-lesson-title")
    for _ in range(20):  # the narration, step by step, until the board appears
        if not sandbox.available(page, "button.ori-continue"):
            break
        sandbox.click_and_wait(page, "button.ori-continue")
    page.locator(".ori-lesson-board button.ori-option-1:visible").wait_for()
    assert t(f"lesson-{lsn.id}-goal", lang) in page.inner_text(".ori-goal")

    # the other option: refused as a mistake, replayed and explained
    sandbox.play_move(page, "option 1")
    page.locator(".ori-feedback--wrong:visible").wait_for()
    wrong = t("lesson-card-judge-wrong-option-1", lang)
    assert wrong.split(":")[0][:40] in visible_text(page, ".ori-feedback")
    assert_speaks(visible_text(page, ".ori-lesson"), lang)

    for move in lsn.solution:  # option 2, then the condemned Insurrection
        sandbox.play_move(page, move)
    page.locator(".ori-feedback--success:visible").wait_for()
    assert t(f"lesson-{lsn.id}-success", lang)[:30] in visible_text(page, ".ori-feedback")
    assert page.locator(".ori-stars:visible").inner_text().strip()
    page.locator("button.ori-next-lesson:visible").wait_for()
    assert_speaks(visible_text(page, ".ori-lesson"), lang)
