"""The practice tab in a real browser (issue 30, done when): three puzzles of
each game answered by clicks in uk, ru and fr — the first one wrong, its
explanation read and the position seen played out on the game's board —
with screenshots of the tab on a phone (390x844), a laptop (1366x768) and a
projector (1920x1080) in tests/browser/artifacts/.

The page shows the puzzles of the table's seeded stream (``STREAM_SEED``), from
where the server's learner left it: the test makes the same stream in Python
and finds the puzzle on show by its question and choices in the page's language.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest
from test_browser_app import LANGS, assert_speaks, screenshot, visible_text
from voila_harness import APP, VoilaServer, open_rendered

from oriflamme.core.puzzles import Puzzle
from oriflamme.games import get_game
from oriflamme.i18n import t
from oriflamme.practice.generate import generate
from oriflamme.widgets.practice import STREAM_SEED

SIZES = {"phone": (390, 844), "laptop": (1366, 768), "projector": (1920, 1080)}
TABLE = {"oriflamme": "base", "orichalque": "orichalque"}


@cache
def stream(game: str) -> tuple[Puzzle, ...]:
    return tuple(p for _, p in generate(game, TABLE[game], 40, STREAM_SEED))


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ")).strip()


def on_show(page: Any, game: str, lang: str) -> Puzzle:
    """The puzzle the page shows (by its question and choices in ``lang``);
    the question and the buttons arrive in separate messages: read again
    until they belong together."""
    kinds = get_game(game).puzzles
    question, choices = "", []
    for _ in range(150):
        question = norm(page.inner_text(".ori-practice-question"))
        choices = [norm(x) for x in page.locator(".ori-practice-choice:visible").all_inner_texts()]
        for p in stream(game):
            if norm(" ".join(kinds.render(x, lang) for x in p.question)) != question:
                continue
            said = [
                norm(f"{'ABCD'[i]}. " + " ".join(kinds.render(x, lang) for x in c.texts))
                for i, c in enumerate(p.choices)
            ]
            if said == choices:
                return p
        page.wait_for_timeout(200)
    raise AssertionError(f"the puzzle on show is not in the stream: {question!r} {choices}")


def next_puzzle(page: Any) -> None:
    """Press «New puzzle» and wait for its answers (new buttons: two puzzles
    in a row may ask the same question)."""
    page.evaluate("() => { window.__oriOld = document.querySelector('.ori-practice-choice'); }")
    page.locator(".ori-practice-next:visible").click()
    page.wait_for_function(
        "() => { const b = document.querySelector('.ori-practice-choice');"
        " return b && b !== window.__oriOld && !b.disabled; }",
        timeout=120_000,
    )


def shots(page: Any, name: str) -> None:
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(200)  # the layout reflows; a picture, not a check
        page.locator(".ori-practice-puzzle:visible").first.scroll_into_view_if_needed()
        sideways = page.evaluate(
            "() => document.documentElement.scrollWidth > document.documentElement.clientWidth"
        )
        assert not sideways, f"the practice tab scrolls sideways at {width}x{height}"
        screenshot(page, f"{name}-{size}")
        if size == "phone":
            page.locator(".ori-practice-board:visible").first.scroll_into_view_if_needed()
            screenshot(page, f"{name}-{size}-board")
    page.set_viewport_size({"width": 1280, "height": 900})


@pytest.mark.parametrize("game", ["oriflamme", "orichalque"])
@pytest.mark.parametrize("lang", LANGS)
def test_three_puzzles_answered_by_clicks(
    voila: VoilaServer, page: Any, game: str, lang: str
) -> None:
    open_rendered(page, voila.url(APP, lang=lang, game=game), ".ori-app .ori-tabs")
    page.locator(".ori-tabs .lm-TabBar-tab", has_text=t("w-tab-practice", lang)).click()
    page.locator(".ori-practice-choice:visible").first.wait_for(timeout=60_000)
    for k in range(3):
        p = on_show(page, game, lang)
        ids = [c.id for c in p.choices]
        if k == 0:  # one wrong answer: a distractor made by a misreading if there is one
            wrong = [i for i, c in enumerate(p.choices) if c.id != p.answer]
            named = [i for i in wrong if p.choices[i].misreading]
            pick = (named or wrong)[0]
        else:
            pick = ids.index(p.answer)
        page.locator(f".ori-practice-choice-{pick}:visible").click()
        feedback = page.locator(".ori-practice-feedback:visible")
        feedback.wait_for()
        text = norm(feedback.inner_text())
        if k == 0:
            assert norm(t("practice-wrong", lang)) in text
            right = " ".join(get_game(game).puzzles.render(x, lang) for x in p.right.texts)
            assert norm(right) in text  # the right answer, said
            chosen = p.choices[pick]
            why = get_game(game).puzzles.why(p, chosen)
            if why is not None:  # why the answer is wrong: its misreading
                assert norm(get_game(game).puzzles.render(why, lang)) in text
            assert norm(t("practice-rule", lang)) in text
            if p.playout:  # played out on the board: its log tells it
                board = norm(visible_text(page, ".ori-practice-board"))
                assert norm(t("practice-log", lang)) in board
                assert norm(t("practice-what-happened", lang)) in text
            page.locator(".ori-practice-choice--right:visible").wait_for()
            page.locator(".ori-practice-choice--wrong:visible").wait_for()
            assert_speaks(visible_text(page, ".ori-practice"), lang)
            shots(page, f"practice-{game}-{lang}")
        else:
            assert norm(t("practice-right", lang)) in text
        next_puzzle(page)
    # the mistake is queued: the review panel lists it with the rule's name
    side = norm(visible_text(page, ".ori-practice-queue"))
    assert norm(t("practice-queue-title", lang)) in side
