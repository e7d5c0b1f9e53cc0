"""The teacher's desk on an Orichalque position in a real browser (issue 25):
its share link opened, the moves stepped back through with the keyboard, a
«What if…?» branch played and left, and the position presented to a class
step by step (keys →, ←, Esc) — as Oriflamme's positions are. Screenshots at a
laptop's and a projector's size, in Ukrainian and French."""

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

#: Vladimir fights the Cyclops and wins, then the Cerberus and loses: the
#: rulebook's fight example as a scenario (tests/scenarios/orichalque/), two moves
SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "orichalque"
SCENARIO = SCENARIO / "vladimir_cyclops_cerberus.json"
TITLES = {"uk": "Циклоп, потім Цербер", "fr": "Le Cyclope, puis le Cerbère"}
BOARD = ".ori-teacher .ori-och-board .ori-och-table-picture svg"
SIZES = ((1366, 768), (1920, 1080))


def _name(what: str, lang: str, width: int) -> str:
    """A screenshot's name: the laptop's is the one docs/teacher.md shows."""
    return f"teacher-orichalque-{what}-{lang}" + ("" if width == 1366 else f"-{width}")


def _scenario() -> dict[str, Any]:
    data = json.loads(SCENARIO.read_text("utf-8"))
    data["meta"] = {"title": TITLES}
    return data


@pytest.mark.parametrize("lang", ["uk", "fr"])
def test_an_orichalque_position_stepped_back_branched_and_presented(
    voila: VoilaServer, page: Any, lang: str
) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    open_rendered(page, voila.url(APP, lang=lang, scenario=encode_link(_scenario())), BOARD)
    assert TITLES[lang] in page.inner_text(".ori-teacher .ori-scenario-meta")
    # the file's two fights are steps: back through them with the keyboard
    back = ".ori-teacher .ori-och-board .ori-step-back"
    assert page.locator(back).get_attribute("aria-label") or page.locator(back).inner_text()
    for step in (1, 0):
        page.locator(back).focus()
        page.keyboard.press("Enter")
        replay = t("w-status-replay", lang, step=step, total=2)
        page.locator(".ori-teacher .ori-och-status", has_text=replay).wait_for()
    # read only: no decision on show, the log's later moves faded
    # (the log is redrawn in an update after the status's: waited for, not raced)
    page.wait_for_function(
        """() => document.querySelectorAll(
             '.ori-teacher .ori-och-log li.ori-och-log__entry--future').length >= 2"""
    )
    assert page.locator(".ori-teacher .ori-och-fight-roll:visible").count() == 0
    whatif = page.locator(".ori-teacher .ori-whatif")
    whatif.wait_for()
    assert_axe_clean(page, "the Orichalque desk, stepped back")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.locator(".ori-teacher .ori-teacher-branch").scroll_into_view_if_needed()
        keep_screenshot(page, _name("stepped-back", lang, width))

    # on a phone the step buttons stay whole, in the window
    page.set_viewport_size({"width": 390, "height": 844})
    for css in (back, ".ori-teacher .ori-och-board .ori-step-forward", ".ori-teacher .ori-whatif"):
        page.locator(css).scroll_into_view_if_needed()
        edge = page.locator(css).evaluate("e => e.getBoundingClientRect().right")
        assert edge <= 390, (css, edge)
    keep_screenshot(page, f"teacher-orichalque-stepped-back-{lang}-390")
    page.set_viewport_size({"width": 1366, "height": 768})

    # «What if…?»: another line from the start — Vladimir fights the Cerberus first
    whatif.focus()
    page.keyboard.press("Enter")
    note = page.locator(".ori-teacher .ori-branch-note")
    note.filter(has_text=t("teacher-branch", lang, step=0, next=1)).wait_for()
    play = page.locator(".ori-teacher .ori-och-fight-row-c4 button.ori-och-fight-roll")
    play.wait_for()
    page.wait_for_function(  # the branch's log drawn: no move of its own yet
        """() => document.querySelectorAll(
             '.ori-teacher .ori-och-log li.ori-och-log__entry--future').length === 0"""
    )
    log_before = page.locator(".ori-teacher .ori-och-log li").count()
    play.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        "n => document.querySelectorAll('.ori-teacher .ori-och-log li').length > n",
        arg=log_before,
    )
    page.set_viewport_size({"width": 1366, "height": 768})
    note.scroll_into_view_if_needed()
    keep_screenshot(page, f"teacher-orichalque-whatif-{lang}-1366")
    mainline = page.locator(".ori-teacher .ori-mainline")
    mainline.focus()
    page.keyboard.press("Enter")
    # back on the main line, at the step it left from
    status = page.locator(".ori-teacher .ori-och-status")
    status.filter(has_text=t("w-status-replay", lang, step=0, total=2)).wait_for()
    note.wait_for(state="hidden")  # the branch's note goes with it (a later update)

    # presentation mode: the board large, step by step by keyboard
    toggle = page.locator(".ori-teacher .ori-present-toggle")
    toggle.focus()
    page.keyboard.press("Enter")
    present = page.locator(".ori-present")
    present.wait_for()
    assert TITLES[lang] in page.inner_text(".ori-present-title")
    assert not page.locator(".ori-teacher .ori-toolbar").is_visible()
    board = page.locator(".ori-present-board svg.ori-och-table")
    board.wait_for()
    box = present.bounding_box()
    assert box["width"] >= 1356 and box["height"] >= 758  # the whole window
    assert board.bounding_box()["width"] >= 0.6 * 1366  # drawn large
    counter = page.locator(".ori-present-step")
    counter.filter(has_text=t("teacher-present-start", lang)).wait_for()
    # Orichalque hides nothing from the players: the class is told both views match
    page.locator(".ori-present-same", has_text=t("teacher-present-same-view", lang)).wait_for()
    page.locator(".ori-present-keys").click()  # focus on the page, on no control
    page.keyboard.press("ArrowRight")
    counter.filter(has_text=t("teacher-present-step", lang, step=1, total=2)).wait_for()
    page.wait_for_function(
        """() => {
          const e = document.querySelector('.ori-present-narration li');
          return e !== null && e.isConnected && parseFloat(getComputedStyle(e).fontSize) >= 28;
        }""",
        timeout=10_000,
    )
    page.locator(".ori-present-narration", has_text=t("och-creature-cyclops", lang)).wait_for()
    assert_axe_clean(page, "an Orichalque position presented")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        keep_screenshot(page, _name("present", lang, width))
    page.keyboard.press("Space")
    counter.filter(has_text=t("teacher-present-step", lang, step=2, total=2)).wait_for()
    # the narration is its own update, after the counter's: waited for
    narration_box = page.locator(".ori-present-narration")
    narration_box.filter(has_text=t("och-creature-cerberus", lang)).wait_for()
    page.keyboard.press("ArrowLeft")
    counter.filter(has_text=t("teacher-present-step", lang, step=1, total=2)).wait_for()
    # the view toggle is labelled and reachable
    teacher_view = page.locator(
        ".ori-present-view button", has_text=t("teacher-present-teacher", lang)
    )
    teacher_view.click()
    page.keyboard.press("Escape")
    page.locator(".ori-teacher .ori-toolbar").wait_for()
    assert page.locator(".ori-present").count() == 0
    # the desk is back at the step the presentation showed
    status.filter(has_text=t("w-status-replay", lang, step=1, total=2)).wait_for()
