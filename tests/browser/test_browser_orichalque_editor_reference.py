"""Orichalque's position editor at the teacher's desk and its reference tab in
a real browser (issue 25), in Ukrainian and French: an edit the scenario
checker refuses is said (the piece named, the position unchanged), an accepted
one is shown at the desk; the reference's entries read on a phone and a
projector, its search and lesson buttons work by keyboard."""

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

#: the rulebook's fight example (tests/scenarios/orichalque/): Vladimir's island
#: with the Cerberus on c4 once the two fights are played
SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "orichalque"
SCENARIO = SCENARIO / "vladimir_cyclops_cerberus.json"
BOARD = ".ori-teacher .ori-och-board .ori-och-table-picture svg"
EDITOR = ".ori-teacher .ori-editor--pieces"


def _no_sideways_scroll(page: Any, width: int) -> None:
    wide = page.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= width + 1, f"the page scrolls sideways: {wide} > {width}"


@pytest.mark.parametrize("lang", ["uk", "fr"])
def test_the_orichalque_editor_refuses_an_impossible_edit_and_shows_a_good_one(
    voila: VoilaServer, page: Any, lang: str
) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    data = json.loads(SCENARIO.read_text("utf-8"))
    open_rendered(page, voila.url(APP, lang=lang, scenario=encode_link(data)), BOARD)
    toggle = page.locator(".ori-teacher .ori-editor-toggle")
    toggle.focus()
    page.keyboard.press("Enter")
    editor = page.locator(EDITOR)
    editor.wait_for()
    hoplites = editor.locator(".ori-editor-piece--supplies-vladimir-hoplites input")
    hoplites.wait_for()
    assert hoplites.input_value() == "0"
    # 30 hoplites in the box: 30 in Vladimir's supply and 1 waiting by the Cerberus is too many
    hoplites.fill("30")
    hoplites.press("Enter")
    error = editor.locator(".ori-editor-error [role=alert]")
    error.wait_for()
    text = error.inner_text()
    assert t("och-editor-hoplites", lang) in text
    assert t("scenario-error-too_many", lang, value=1).split(":")[0] in text
    page.wait_for_function(
        """() => document.querySelector(
             '.ori-editor-piece--supplies-vladimir-hoplites input').value === '0'"""
    )
    assert_axe_clean(page, "the Orichalque editor with a refusal")
    editor.locator(".ori-editor-error").scroll_into_view_if_needed()
    keep_screenshot(page, f"teacher-orichalque-editor-refused-{lang}-1366")
    # a good edit: 6 orichalcum, then shown at the desk
    ingots = editor.locator(".ori-editor-piece--supplies-vladimir-orichalcum input")
    ingots.fill("6")
    ingots.press("Enter")
    error.wait_for(state="detached")
    use = editor.locator(".ori-editor-use")
    use.focus()
    page.keyboard.press("Enter")
    # the desk plays it: its own scenario, written in the text box
    page.wait_for_function(
        """() => (document.querySelector('.ori-teacher .ori-scenario-text textarea') || {})
             .value?.includes('"orichalcum": 6')"""
    )
    # on a phone the editor's controls stay in the window
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(300)
    _no_sideways_scroll(page, 390)
    editor.locator(".ori-editor-section").nth(1).scroll_into_view_if_needed()
    keep_screenshot(page, f"teacher-orichalque-editor-{lang}-390")
    page.set_viewport_size({"width": 1920, "height": 1080})
    editor.locator(".ori-editor-section").nth(2).scroll_into_view_if_needed()
    keep_screenshot(page, f"teacher-orichalque-editor-{lang}-1920")


@pytest.mark.parametrize("lang", ["uk", "fr"])
def test_the_orichalque_reference_tab_reads_on_a_phone_and_opens_lessons(
    voila: VoilaServer, page: Any, lang: str
) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    open_rendered(page, voila.url(APP, lang=lang, game="orichalque"), ".ori-app .ori-tabs")
    tab = page.locator(".ori-tabs .lm-TabBar-tab", has_text=t("och-ref-tab", lang))
    assert tab.count() == 1
    tab.click()
    ref = page.locator(".ori-och-ref")
    ref.wait_for()
    camp = ref.locator(".ori-och-ref-entry--building-camp")
    camp.wait_for()
    assert t("och-bcode-camp", lang) in camp.inner_text()
    assert ref.locator(".ori-och-ref-entry__status--provisional").count() >= 2
    _no_sideways_scroll(page, 390)
    box = camp.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
    size = camp.locator(".ori-och-ref-entry__fact").first.evaluate(
        "e => parseFloat(getComputedStyle(e).fontSize)"
    )
    assert size >= 14  # readable on a phone
    assert_axe_clean(page, "the Orichalque reference tab")
    keep_screenshot(page, f"orichalque-reference-{lang}-390")
    # the search, by keyboard
    search = ref.locator(".ori-och-ref-search input")
    search.focus()
    page.keyboard.type(t("och-creature-cyclops", lang)[:4])
    page.wait_for_function(
        """() => [...document.querySelectorAll('.ori-och-ref-entry')]
             .filter(e => e.offsetParent !== null).length === 1"""
    )
    assert ref.locator(".ori-och-ref-entry--creature-cyclops").is_visible()
    search.fill("")
    # a projector: several columns
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.wait_for_timeout(300)
    titans = ref.locator(".ori-och-ref__grid").first.locator(".ori-och-ref-entry")
    tops = {round(titans.nth(i).bounding_box()["y"]) for i in range(titans.count())}
    assert len(tops) < titans.count()  # side by side
    keep_screenshot(page, f"orichalque-reference-{lang}-1920")
    # the oratory's lesson button opens that lesson in the Lessons tab
    button = ref.locator(".ori-och-ref-entry--building-oratory .ori-och-ref-lesson")
    button.scroll_into_view_if_needed()
    button.focus()
    page.keyboard.press("Enter")
    title = page.locator(".ori-lesson .ori-lesson-title:visible")
    title.wait_for(timeout=60_000)
    assert t("och-building-oratory", lang).lower() in title.inner_text().lower()
