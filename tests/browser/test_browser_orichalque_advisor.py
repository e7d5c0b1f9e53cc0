"""The advisor at the teacher's desk on an Orichalque position, in a real
browser (issue 25): the panel is beside Orichalque's board, answers a click
(every legal move with its win chance, the best one said with the rulebook's
words), and its answer is marked stale once a move is played at the desk.
Screenshots at a phone's, a laptop's and a projector's size."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from test_browser_a11y import assert_axe_clean
from test_browser_teacher_toolkit import keep_screenshot
from voila_harness import APP, VoilaServer, open_rendered

from oriflamme.core.link import encode_link
from oriflamme.i18n import t

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "orichalque"
SCENARIO = SCENARIO / "vladimir_cyclops_cerberus.json"
BOARD = ".ori-teacher .ori-och-board .ori-och-table-picture svg"
BEST = {"uk": "Найкращий хід", "ru": "Лучший ход", "fr": "Meilleur coup"}


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_the_orichalque_desk_advisor_answers_and_goes_stale(
    voila: VoilaServer, page: Any, lang: str
) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    data = json.loads(SCENARIO.read_text("utf-8"))
    open_rendered(page, voila.url(APP, lang=lang, scenario=encode_link(data)), BOARD)
    panel = page.locator(".ori-teacher .ori-advisor")
    panel.wait_for()
    assert t("advisor-title", lang) in panel.inner_text()
    ask = page.locator(".ori-teacher .ori-advisor-ask")
    assert ask.get_attribute("aria-label") or ask.inner_text()
    ask.focus()
    page.keyboard.press("Enter")
    best = page.locator(".ori-teacher .ori-advisor-best")
    best.wait_for(timeout=120_000)
    answer = page.locator(".ori-teacher .ori-advisor-answer").inner_text()
    assert BEST[lang] in answer
    assert t("advisor-col-win", lang) in answer
    assert t("advisor-col-influence", lang) not in answer  # Orichalque has no influence
    assert "%" in answer and " 0 %" not in answer.replace("\u00a0", " ")
    rows = page.locator(".ori-teacher .ori-advisor-table tbody tr").count()
    assert rows >= 1
    assert_axe_clean(page, "the Orichalque desk's advisor")
    for width, height in ((1366, 768), (1920, 1080), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.locator(".ori-teacher .ori-advisor-answer").scroll_into_view_if_needed()
        keep_screenshot(page, f"teacher-orichalque-advisor-{lang}-{width}")
    page.set_viewport_size({"width": 1366, "height": 768})
    # a move at the desk (a step back): the answer is about another position now
    back = page.locator(".ori-teacher .ori-och-board .ori-step-back")
    back.focus()
    page.keyboard.press("Enter")
    page.locator(".ori-teacher .ori-advisor-stale").wait_for(timeout=60_000)
    assert t("advisor-stale", lang) in page.locator(".ori-teacher .ori-advisor-answer").inner_text()
