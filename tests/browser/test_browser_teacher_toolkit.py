"""The teacher's toolkit in a real browser (issue 13): a share link opened in a
second page, the download of the position on screen re-opened by upload,
presentation mode stepped through by keyboard with the class view hiding cards."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

import pytest
from voila_harness import APP, ARTIFACTS, REPO, VoilaServer, click_settled_ms, open_rendered

from oriflamme.core.link import encode_link
from oriflamme.i18n import t

LANGS = ("uk", "ru", "fr")
#: tutorials/base/42-combo-ambush-trap.yaml played out: the Ambush on red's
#: Conspiracy, blue's Soldier eliminates it (B9), the Conspiracy is revealed.
AMBUSH = {
    "meta": {"title": "Ambush trap", "description": "The Ambush protects the Conspiracy."},
    "players": ["red", "blue"],
    "round": 4,
    "influence": {"red": 1, "blue": 1},
    "queue": [
        [{"card": "soldier", "owner": "blue", "face_up": True}],
        [{"card": "conspiracy", "owner": "red", "tokens": 3}],
    ],
    "hands": {"red": ["ambush", "spy"], "blue": []},
    "moves": ["play ambush on 1", "target 1", "reveal"],
}
BOARD = ".ori-teacher .ori-game .ori-queue-html svg"
#: Set to 1 to refresh the committed README screenshots (docs/screenshots/).
UPDATE_SCREENSHOTS = os.environ.get("ORIFLAMME_SCREENSHOTS") == "1"


def keep_screenshot(target: Any, name: str) -> None:
    """A screenshot of a page or an element in artifacts/ (and docs/screenshots/ when asked)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    target.screenshot(path=str(path))
    assert path.stat().st_size > 10_000, "the screenshot is empty"
    if UPDATE_SCREENSHOTS:
        shutil.copy(path, REPO / "docs" / "screenshots" / f"{name}.png")


def open_link(page: Any, url: str) -> None:
    open_rendered(page, url, ".ori-teacher .ori-game .ori-queue-html svg")


def position(page: Any) -> dict[str, Any]:
    """What the desk's board shows: the queue's cards and the scoreboard."""
    cards = page.eval_on_selector_all(
        f"{BOARD} .ori-card",
        "els => els.map(e => [e.getAttribute('class'), e.dataset.card || '', e.dataset.owner])",
    )
    # a live position marks the stacks the decision may target; a replayed one does not
    marks = {"ori-target", "ori-selectable"}
    cards = [[" ".join(c for c in k.split() if c not in marks), *rest] for k, *rest in cards]
    return {"cards": cards, "scores": page.inner_text(".ori-teacher .ori-scoreboard")}


def step_back(page: Any) -> None:
    """Click «step back» and wait until the whole desk has been redrawn."""
    click_settled_ms(page, ".ori-teacher .ori-step-back", ".ori-teacher")


def test_share_link_and_download_show_the_position_on_screen(
    voila: VoilaServer, page: Any, tmp_path: Path
) -> None:
    open_link(page, voila.url(APP, lang="fr", scenario=encode_link(AMBUSH)))
    assert "Ambush trap" in page.inner_text(".ori-teacher .ori-scenario-meta")
    upload = page.locator(".ori-teacher .ori-scenario-upload")
    assert "(0)" not in upload.evaluate("e => getComputedStyle(e, '::after').content")
    assert t("teacher-upload", "fr") in upload.evaluate(
        "e => getComputedStyle(e, '::after').content"
    )
    assert upload.evaluate("e => parseFloat(getComputedStyle(e).fontSize)") == 0  # the count
    page.wait_for_function(
        "name => document.querySelector('.ori-teacher .ori-scenario-upload')"
        ".getAttribute('aria-label') === name",
        arg=t("teacher-upload", "fr"),
    )
    step_back(page)
    step_back(page)  # the Ambush placed, blue's Soldier not yet resolved
    shown = position(page)
    href = page.locator(".ori-teacher a.ori-share-link").get_attribute("href")
    second = page.context.new_page()
    open_link(second, urljoin(page.url, href))
    assert position(second) == shown
    assert "Ambush trap" in second.inner_text(".ori-teacher .ori-scenario-meta")
    second.close()

    with page.expect_download() as info:
        page.locator(".ori-teacher a.ori-scenario-download").click()
    saved = tmp_path / info.value.suggested_filename
    info.value.save_as(saved)
    assert saved.name == "ambush-trap.json"
    data = json.loads(saved.read_text())
    assert data["hands"]["red"] == ["spy"] and data["meta"]["title"] == "Ambush trap"

    third = page.context.new_page()
    open_rendered(third, voila.url(APP, lang="fr"), ".ori-app .ori-tabs")
    third.locator(".ori-tabs .lm-TabBar-tab", has_text=t("teacher-tab", "fr")).click()
    third.locator(".ori-teacher .ori-game").wait_for()
    third.locator(".ori-teacher-source select").select_option(label=t("teacher-own", "fr"))
    with third.expect_file_chooser() as chooser:
        third.locator(".ori-teacher .ori-scenario-upload").click()
    chooser.value.set_files(saved)
    third.locator(".ori-teacher .ori-scenario-meta", has_text="Ambush trap").wait_for()
    assert position(third) == shown


@pytest.mark.parametrize("lang", LANGS)
def test_presentation_of_a_combo_by_keyboard_with_the_class_view(
    voila: VoilaServer, page: Any, lang: str
) -> None:
    """The Cutthroat and the Queens (tutorials/combos/): two steps, red's face-down
    Cutthroat and green's face-down Schemer hidden from the class."""
    page.set_viewport_size({"width": 1280, "height": 720})  # a projector
    open_link(page, voila.url(APP, lang=lang, combo="cutthroat-queens"))
    title = t("combo-cutthroat-queens-title", lang)
    assert title in page.inner_text(".ori-teacher .ori-scenario-meta")
    page.locator(".ori-teacher .ori-present-toggle").click()
    present = page.locator(".ori-present")
    present.wait_for()
    assert title in page.inner_text(".ori-present-title")
    assert not page.locator(".ori-teacher .ori-toolbar").is_visible()
    box = present.bounding_box()
    assert box["width"] >= 1270 and box["height"] >= 710  # the whole window
    # the scoreboard beside the board is whole: no status badge or legend line cut
    side = page.locator(".ori-present__main .ori-scoreboard")
    side.locator(".ori-badge").first.wait_for()
    cut = side.evaluate("e => [e.scrollWidth, e.clientWidth]")
    assert cut[0] <= cut[1] + 1, f"the scoreboard is cut: {cut[0]} px wide in {cut[1]} px"
    counter = page.locator(".ori-present-step")
    page.locator(".ori-present-keys").click()  # focus on the page, on no control
    for _ in range(2):
        page.keyboard.press("ArrowLeft")
    counter.filter(has_text=t("teacher-present-start", lang)).wait_for()
    # class view: the face-down cards are backs, their names nowhere in the board
    facedown = page.locator(".ori-present-board .ori-card--facedown")
    assert facedown.count() == 2
    assert page.locator(".ori-present-board .ori-card--facedown[data-card]").count() == 0
    assert t("card-cutthroat", lang) not in page.inner_text(".ori-present-board")
    keep_screenshot(page, f"teacher-present-{lang}")
    page.keyboard.press("Space")
    counter.filter(has_text=t("teacher-present-step", lang, step=1, total=2)).wait_for()
    page.keyboard.press("ArrowRight")
    counter.filter(has_text=t("teacher-present-step", lang, step=2, total=2)).wait_for()
    # big type, for the back row (read once the step's narration is drawn: the
    # list is redrawn with each step, and a replaced item has no style)
    page.wait_for_function(
        """() => {
          const e = document.querySelector('.ori-present-narration li');
          return e !== null && e.isConnected && parseFloat(getComputedStyle(e).fontSize) >= 28;
        }""",
        timeout=10_000,
    )
    page.keyboard.press("ArrowLeft")
    counter.filter(has_text=t("teacher-present-step", lang, step=1, total=2)).wait_for()
    page.locator(".ori-present-view button", has_text=t("teacher-present-teacher", lang)).click()
    page.locator(".ori-present-board .ori-card--facedown[data-card]").first.wait_for()
    page.keyboard.press("Escape")
    page.locator(".ori-teacher .ori-toolbar").wait_for()
    assert page.locator(".ori-present").count() == 0


def _pick(page: Any, css: str, text: str) -> None:
    page.locator(f".ori-editor {css} select").select_option(label=text)


def _type(page: Any, css: str, value: int) -> None:
    field = page.locator(f".ori-editor {css} input")
    field.fill(str(value))
    field.press("Tab")


def test_a_position_built_by_clicks_is_downloaded_and_reopened_the_same(
    voila: VoilaServer, page: Any, tmp_path: Path
) -> None:
    lang = "uk"
    open_rendered(page, voila.url(APP, lang=lang), ".ori-app .ori-tabs")
    page.locator(".ori-tabs .lm-TabBar-tab", has_text=t("teacher-tab", lang)).click()
    page.locator(".ori-teacher .ori-game").wait_for()
    page.locator(".ori-teacher .ori-editor-toggle").click()
    page.locator(".ori-editor").wait_for()
    page.locator(".ori-editor-empty").click()  # (the editor opens on an empty table)
    options = page.locator(".ori-editor-queue option")
    # red's Conspiracy face down with 3 influence on it…
    _pick(page, ".ori-editor-family", t("player-red", lang))
    _pick(page, ".ori-editor-card", t("card-conspiracy", lang))
    _type(page, ".ori-editor-tokens", 3)
    click_settled_ms(page, ".ori-editor-add", ".ori-editor")
    options.first.wait_for(state="attached")
    # …and blue's Soldier face up before it
    _pick(page, ".ori-editor-family", t("player-blue", lang))
    _pick(page, ".ori-editor-card", t("card-soldier", lang))
    _type(page, ".ori-editor-tokens", 0)
    page.locator(".ori-editor-face-up input[type=checkbox]").check()
    _pick(page, ".ori-editor-where", t("editor-where-start", lang))
    click_settled_ms(page, ".ori-editor-add", ".ori-editor")
    page.wait_for_function(
        "() => document.querySelectorAll('.ori-editor-queue option').length == 2"
    )
    # red holds the Ambush and the Spy; round 4; 1 influence each
    _pick(page, ".ori-editor-family", t("player-red", lang))
    for card in ("ambush", "spy"):
        _pick(page, ".ori-editor-card", t(f"card-{card}", lang))
        click_settled_ms(page, ".ori-editor-add-hand", ".ori-editor")
    _type(page, ".ori-editor-influence", 1)
    _pick(page, ".ori-editor-family", t("player-blue", lang))
    page.wait_for_function(  # the field now shows blue's influence
        "() => document.querySelector('.ori-editor-influence input').value === '0'"
    )
    _type(page, ".ori-editor-influence", 1)
    _type(page, ".ori-editor-round", 4)
    title = page.locator(".ori-editor-title input")
    title.fill("Пастка")
    title.press("Tab")
    page.locator(".ori-editor-preview svg.ori-queue").wait_for()
    # a window taller than the editor, or its screenshot is cut below the window
    page.set_viewport_size({"width": 1280, "height": 1500})
    page.locator(".ori-editor").evaluate("e => e.scrollIntoView({block: 'start'})")
    keep_screenshot(page.locator(".ori-editor"), "teacher-editor-uk")
    page.set_viewport_size({"width": 1280, "height": 900})
    click_settled_ms(page, ".ori-editor-use", ".ori-teacher")
    page.locator(".ori-teacher .ori-scenario-meta", has_text="Пастка").wait_for()
    assert page.locator(".ori-teacher .ori-scenario-error").is_hidden()
    shown = position(page)
    assert "5" not in shown["scores"].split("\n")[2]  # 1 influence, not more
    with page.expect_download() as info:
        page.locator(".ori-teacher a.ori-scenario-download").click()
    saved = tmp_path / "built.json"
    info.value.save_as(saved)
    data = json.loads(saved.read_text())
    cards = [
        (c["card"], c["owner"], c["face_up"], c.get("tokens", 0)) for s in data["queue"] for c in s
    ]
    assert cards == [("soldier", "blue", True, 0), ("conspiracy", "red", False, 3)]
    assert data["hands"]["red"] == ["ambush", "spy"] and data["round"] == 4
    assert data["influence"] == {"red": 1, "blue": 1}

    other = page.context.new_page()
    open_rendered(other, voila.url(APP, lang=lang), ".ori-app .ori-tabs")
    other.locator(".ori-tabs .lm-TabBar-tab", has_text=t("teacher-tab", lang)).click()
    other.locator(".ori-teacher .ori-game").wait_for()
    other.locator(".ori-teacher-source select").select_option(label=t("teacher-own", lang))
    with other.expect_file_chooser() as chooser:
        other.locator(".ori-teacher .ori-scenario-upload").click()
    chooser.value.set_files(saved)
    other.locator(".ori-teacher .ori-scenario-meta", has_text="Пастка").wait_for()
    assert position(other) == shown


#: Every text of the presented board: [its class, its text, its size on screen
#: in px] (the SVG's font size times the picture's scale, letterboxing counted).
PRESENTED_TEXT_JS = """() => [...document.querySelectorAll('.ori-present-board svg')]
  .filter(s => s.checkVisibility()).flatMap(svg => {
    const vb = svg.viewBox.baseVal, r = svg.getBoundingClientRect();
    const scale = Math.min(r.width / vb.width, r.height / vb.height);
    return [...svg.querySelectorAll('.ori-card__name, .ori-card__ability text')].map(e => [
      e.closest('.ori-card__ability') ? 'ability' : 'name', e.textContent,
      parseFloat(e.getAttribute('font-size') || e.parentElement.getAttribute('font-size'))
        * scale]); })"""


@pytest.mark.parametrize("lang", ["uk", "fr"])
def test_presentation_fills_a_projector(voila: VoilaServer, page: Any, lang: str) -> None:
    """Issue 28, sizes: on a 1920×1080 projector the presented board takes the
    window's height, the scores and the narration beside it, so the face-up
    card's name measures at least 16 px and its printed ability at least 14 px
    (the Cutthroat and the Queens, tutorials/combos/)."""
    page.set_viewport_size({"width": 1920, "height": 1080})
    open_link(page, voila.url(APP, lang=lang, combo="cutthroat-queens"))
    page.locator(".ori-teacher .ori-present-toggle").click()
    page.locator(".ori-present .ori-present-board svg").first.wait_for()
    texts = page.evaluate(PRESENTED_TEXT_JS)
    names = [px for kind, _text, px in texts if kind == "name"]
    abilities = [px for kind, _text, px in texts if kind == "ability"]
    assert names and abilities, texts
    assert min(names) >= 16 and min(abilities) >= 14, texts
    # the narration beside the board, on the same screen
    narration = page.locator(".ori-present__side .ori-present-narration").bounding_box()
    assert narration is not None and narration["y"] < 1080 and narration["x"] > 900, narration
    keep_screenshot(page, f"teacher-present-projector-{lang}")
