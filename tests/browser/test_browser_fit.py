"""Labels and boxes that fit, on a phone (390×844) and on a laptop (1366×768),
in uk, ru and fr: every button of the lessons tab (the learner's «Це я» / «Это я» /
«C’est moi») and of the sandbox's settings (the strong bots, «Сильні ходи (з
розрахунком)», were cut to «Сильні ходи (з роз…») shows its whole label; the game
picker has the language picker's type; on a phone the scoreboard's status column
is on screen; the teacher's position editor never scrolls sideways (its queue list
was wider than a phone); its position list shows the chosen position whole
(«Нова партія: Орихалк, 2 гравц…»). ``oriflamme/widgets/fit_style.py``.
"""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from test_browser_app import LANGS, open_sandbox
from voila_harness import APP, VoilaServer, open_rendered

from oriflamme.i18n import t

SIZES = {"phone": (390, 844), "laptop": (1366, 768)}

#: The visible buttons (toggle buttons included) under ``root`` whose label is
#: wider than the button: [label, the label's width, the button's inner width].
CUT_LABELS_JS = """(root) => [...document.querySelectorAll(`${root} button`)]
  .filter(b => b.checkVisibility({visibilityProperty: true}) && b.innerText.trim())
  .filter(b => b.scrollWidth > b.clientWidth + 1)
  .map(b => [b.innerText.trim(), b.scrollWidth, b.clientWidth])"""


def assert_labels_whole(page: Any, root: str, where: str) -> None:
    """At each size, no visible button under ``root`` cuts its label."""
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        with contextlib.suppress(Exception):  # the lumino panels settle after a resize
            page.wait_for_function(
                f"(root) => ({CUT_LABELS_JS})(root).length === 0", arg=root, timeout=3000
            )
        cut = page.evaluate(CUT_LABELS_JS, root)
        assert not cut, f"{where}, {size}: labels cut (label, its width, the button's): {cut}"
    page.set_viewport_size({"width": 1280, "height": 900})


@pytest.mark.parametrize("lang", LANGS)
def test_no_button_label_is_cut(voila: VoilaServer, page: Any, lang: str) -> None:
    open_rendered(page, voila.url(APP, lang=lang), ".ori-app .ori-tabs")
    page.locator(".ori-lessons:visible").wait_for()
    use = page.locator(".ori-learner-use:visible")
    assert use.inner_text().strip() == t("tutor-learner-use", lang)
    assert_labels_whole(page, ".ori-app", "the lessons tab")
    # the game picker in the same type as the language picker beside it
    size = "e => parseFloat(getComputedStyle(e).fontSize)"
    games = page.locator(".ori-game-picker .widget-toggle-button").first.evaluate(size)
    langs = page.locator(".ori-lang-picker .widget-toggle-button").first.evaluate(size)
    assert games == langs >= 16, (games, langs)

    open_sandbox(page, lang)
    kinds = page.locator(".ori-bot-kind .widget-toggle-button:visible")
    assert kinds.count() == 3  # random, greedy, strong
    assert_labels_whole(page, ".ori-app", "the sandbox")
    # on a phone the scoreboard fits its column: the status badges are on screen
    page.set_viewport_size({"width": 390, "height": 844})
    board = page.locator(".ori-sandbox .ori-scoreboard:visible").first
    with contextlib.suppress(Exception):  # the lumino panels settle after a resize
        page.wait_for_function(
            "e => e.scrollWidth <= e.clientWidth + 1", arg=board.element_handle(), timeout=3000
        )
    wide, room = board.evaluate("e => [e.scrollWidth, e.clientWidth]")
    assert wide <= room + 1, f"the scoreboard is {wide} px wide in its {room} px on a phone"
    for badge in page.locator(".ori-sandbox .ori-scoreboard .ori-badge:visible").all():
        assert badge.bounding_box()["x"] + badge.bounding_box()["width"] <= 390


#: How much wider than its box the position editor's content is (0: it fits).
EDITOR_EXCESS_JS = """() => { const e = document.querySelector('.ori-editor');
  return e.scrollWidth - e.clientWidth; }"""


@pytest.mark.parametrize("lang", ["uk", "fr"])
def test_the_position_editor_fits_a_phone_and_a_laptop(
    voila: VoilaServer, page: Any, lang: str
) -> None:
    open_rendered(page, voila.url(APP, lang=lang), ".ori-app .ori-tabs")
    page.locator(".ori-tabs .lm-TabBar-tab", has_text=t("teacher-tab", lang)).click()
    page.locator(".ori-teacher .ori-game:visible").wait_for()
    page.locator(".ori-teacher .ori-editor-toggle").click()
    page.locator(".ori-editor .ori-editor-preview svg.ori-queue").wait_for()
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        with contextlib.suppress(Exception):  # the lumino panels settle after a resize
            page.wait_for_function(f"() => ({EDITOR_EXCESS_JS})() <= 1", timeout=3000)
        excess = page.evaluate(EDITOR_EXCESS_JS)
        assert excess <= 1, f"{size}: the editor scrolls sideways, {excess} px too wide"
        assert page.locator(".ori-editor-queue select").bounding_box()["width"] <= width
    assert_labels_whole(page, ".ori-editor", "the position editor")


#: A select's chosen option: [its text's width in the select's font, the room for it].
SELECT_ROOM_JS = """(sel) => {
  const s = document.querySelector(sel); const cs = getComputedStyle(s);
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = `${cs.fontSize} ${cs.fontFamily}`;
  return [ctx.measureText(s.options[s.selectedIndex].text).width,
          s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight)]; }"""


@pytest.mark.parametrize("lang", LANGS)
def test_the_teacher_position_list_shows_the_chosen_position_whole(
    voila: VoilaServer, page: Any, lang: str
) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    open_rendered(page, voila.url(APP, lang=lang, game="orichalque"), ".ori-app .ori-tabs")
    page.locator(".ori-tabs .lm-TabBar-tab", has_text=t("teacher-tab", lang)).click()
    select = ".ori-teacher-source select"
    page.locator(f"{select}:visible").wait_for()
    chosen = page.evaluate(f"() => document.querySelector('{select}').selectedOptions[0].text")
    assert "2" in chosen, chosen  # «… Orichalque, 2 joueurs»: a new game, the longest kind
    text, room = page.evaluate(SELECT_ROOM_JS, select)
    assert text <= room, f"«{chosen}» ({text:.0f} px) cut in a {room:.0f} px list"
