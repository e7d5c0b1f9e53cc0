"""Every decision playable on the board, in a real browser (issue 8).

The Prince bringing its Twin in (A2) in the sandbox and at the teacher's desk,
the last click made by keyboard; a two-option card (the Judge, L6) played by
its labelled button; the loading screen and the tab title in the language.
"""

from __future__ import annotations

import json
from typing import Any

import sandbox
from test_browser_app import assert_speaks, open_sandbox, screenshot, visible_text
from voila_harness import APP, REPO, VoilaServer, open_rendered

from oriflamme.i18n import lang_name, t

SCENARIO = REPO / "tests" / "scenarios" / "ablaze" / "prince_places_twin.json"
#: Alliance: red's face-down Judge resolves first; blue's Fanatic carries a verdict (L6).
JUDGE = {
    "edition": "alliance",
    "players": ["red", "blue", "green"],
    "round": 2,
    "phase": "resolution",
    "next": 0,
    "queue": [
        [{"card": "judge", "owner": "red"}],
        [{"card": "fanatic", "owner": "blue", "face_up": True, "verdict": True}],
        [{"card": "deserter", "owner": "green"}],
    ],
    "moves": ["reveal"],
}


#: In-page: the HTML of the log on show (one game is visible at a time).
_LOG_JS = """() => [...document.querySelectorAll('.ori-log')]
    .filter(e => e.checkVisibility()).map(e => e.innerHTML).join('')"""


def press_enter_on(page: Any, selector: str) -> None:
    """Focus the first visible ``selector`` (a Tab stop) and press Enter, as a
    keyboard user does; wait until the log has the move."""
    target = page.locator(f"{selector}:visible").first
    target.wait_for()
    target.focus()
    assert page.evaluate("s => document.activeElement.matches(s)", selector)
    before = page.evaluate(_LOG_JS)
    page.keyboard.press("Enter")
    page.wait_for_function(f"before => ({_LOG_JS})() !== before", arg=before)


def open_teacher(page: Any, voila: VoilaServer, lang: str, scenario: dict[str, Any]) -> None:
    """The app's teacher's desk in ``lang``, showing ``scenario`` pasted as the teacher's own."""
    open_rendered(page, voila.url(APP, lang=lang), ".ori-app .ori-tabs")
    page.locator(".ori-tabs .lm-TabBar-tab", has_text=t("teacher-tab", lang)).click()
    page.locator(".ori-teacher .ori-teacher-source select").wait_for()
    page.select_option(".ori-teacher .ori-teacher-source select", label=t("teacher-own", lang))
    page.fill(".ori-teacher .ori-scenario-text textarea", json.dumps(scenario))
    sandbox.click_and_wait(page, ".ori-teacher button.ori-scenario-load")


def test_A2_sandbox_the_prince_brings_the_twin_in(voila: VoilaServer, page: Any) -> None:
    """Ablaze, deal 1: the learner places the Prince, reveals it, and places the
    waiting Twin with the hand's placement buttons (Enter on «at the end»)."""
    lang = "uk"
    open_rendered(page, voila.url(APP, lang=lang), ".ori-app .ori-tabs")
    open_sandbox(page, lang)
    page.select_option(".ori-sandbox .ori-edition select", label=t("w-edition-ablaze", lang))
    sandbox.click_and_wait(page, "button.ori-new-game")
    sandbox.start(page)
    sandbox.play_move(page, "play prince end")
    sandbox.play_move(page, "reveal")
    twin = page.locator(".ori-sandbox button.ori-hand-card--twin:visible")
    twin.wait_for()
    assert "ori-hand-card--selected" in twin.get_attribute("class")
    status = page.inner_text(".ori-sandbox .ori-status")
    assert t("w-status-twin", lang) in status
    assert page.locator(".ori-sandbox button.ori-place-start:visible").count() == 1
    screenshot(page, "sandbox-twin-uk")
    press_enter_on(page, ".ori-sandbox button.ori-place-end")
    # the board redraws part by part: wait for the Twin to leave the hand panel
    page.locator(".ori-sandbox button.ori-hand-card--twin").wait_for(state="hidden")
    page.locator(".ori-sandbox .ori-log-entry", has_text="вводить у гру Близнюка").wait_for()
    assert_speaks(visible_text(page, ".ori-sandbox"), lang)


def test_A2_teacher_desk_the_prince_brings_the_twin_in(voila: VoilaServer, page: Any) -> None:
    """The rulebook's position (prince_places_twin.json, its first move only): at
    the desk the teacher places Red's Twin by keyboard; the game goes on."""
    lang = "fr"
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data["moves"] = data["moves"][:1]
    open_teacher(page, voila, lang, data)
    page.locator(".ori-teacher button.ori-hand-card--twin:visible").wait_for()
    for where in ("start", "end", "on-2"):
        assert page.locator(f".ori-teacher button.ori-place-{where}:visible").count() == 1
    press_enter_on(page, ".ori-teacher button.ori-place-start")
    page.locator(".ori-teacher button.ori-reveal:visible").wait_for()  # blue's Queen is next
    page.locator(".ori-teacher .ori-log-entry", has_text="Jumeau").first.wait_for()
    assert_speaks(visible_text(page, ".ori-teacher .ori-game"), lang)


def test_L6_judge_two_options_played_by_the_labelled_button(voila: VoilaServer, page: Any) -> None:
    lang = "uk"
    open_teacher(page, voila, lang, JUDGE)
    first = page.locator(".ori-teacher button.ori-option-1:visible")
    second = page.locator(".ori-teacher button.ori-option-2:visible")
    second.wait_for()
    assert first.inner_text().strip() == t("w-option-judge-1", lang)
    assert second.inner_text().strip() == t("w-option-judge-2", lang)
    sandbox.click_and_wait(page, ".ori-teacher button.ori-option-2")
    choice = page.locator(".ori-teacher .ori-log-entry--choice")
    choice.wait_for()
    words = t("w-option-judge-2", lang)  # after the colon, in lower case (widgets/log.py)
    assert words[:1].lower() + words[1:] in choice.inner_text()
    page.locator(".ori-teacher button.ori-target-1:visible").wait_for()
    sandbox.click_and_wait(page, ".ori-teacher button.ori-target-1")
    eliminated = page.locator(".ori-teacher .ori-log-entry", has_text="вилучає")
    eliminated.first.wait_for()
    assert "Фанати" in eliminated.first.inner_text()


def test_loading_screen_and_tab_title_in_the_language(voila: VoilaServer, page: Any) -> None:
    lang = "ru"
    page.goto(voila.url(APP, lang=lang), wait_until="commit")
    loading = page.locator("#loading.ori-loading")
    loading.wait_for(state="attached", timeout=30_000)
    words = page.evaluate("() => document.getElementById('loading')?.innerText || ''")
    if words:  # gone already on a very fast machine: the words are checked when seen
        assert t("page-brand", lang) in words
        assert "Running" not in words and "Executing" not in words
    open_rendered(page, page.url, ".ori-app .ori-tabs")
    assert page.title() == t("page-title-app", lang)
    assert page.evaluate("() => document.documentElement.lang") == lang
    page.locator(".ori-lang-picker button", has_text=lang_name("fr")).click()  # switched live
    page.wait_for_function("title => document.title === title", arg=t("page-title-app", "fr"))
    assert page.evaluate("() => document.documentElement.lang") == "fr"


def test_orichalque_loading_screen_and_tab_title(voila: VoilaServer, page: Any) -> None:
    """app?game=orichalque: Orichalque's brand, tab title and heading; the tab
    title follows the app's game picker back to Oriflamme."""
    lang = "uk"
    page.goto(voila.url(APP, lang=lang, game="orichalque"), wait_until="commit")
    loading = page.locator("#loading.ori-loading")
    loading.wait_for(state="attached", timeout=30_000)
    words = page.evaluate("() => document.getElementById('loading')?.innerText || ''")
    if words:  # gone already on a very fast machine: the words are checked when seen
        assert t("page-orichalque-brand", lang) in words
        assert t("page-brand", lang) not in words
    open_rendered(page, page.url, ".ori-app .ori-tabs")
    assert page.title() == t("page-title-app-orichalque", lang)
    assert page.inner_text(".ori-app__title").strip() == t("och-app-title", lang)
    page.locator(".ori-game-picker button", has_text=t("tutor-course-base", lang)).click()
    page.wait_for_function("title => document.title === title", arg=t("page-title-app", lang))
    # the tab title follows the click in the page; the heading, the kernel's answer
    page.wait_for_function(
        "h => (document.querySelector('.ori-app__title')?.innerText || '').trim() === h",
        arg=t("w-app-title", lang),
    )
