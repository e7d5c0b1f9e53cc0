"""Try anything and a frozen won board, in the browser (issue 28).

In uk, ru and fr: a click the engine refuses, in a lesson of each course
(base, Ablaze, Alliance, Orichalque), shows its reason in the lesson's
feedback (the lesson's own text where it has one, else the game's) and the
board snaps back; a won lesson's board is frozen (its status says so, every
control disabled) and «Next lesson» holds the focus, so Enter opens it.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
import sandbox
from test_browser_app import LANGS, screenshot, visible_text
from voila_harness import APP, VoilaServer, open_rendered

from oriflamme.i18n import t
from oriflamme.tutor import LessonRun, lesson, lessons
from oriflamme.tutor import texts as tx
from oriflamme.tutor.lesson import Lesson

COURSES = ("base", "ablaze", "alliance")


@cache
def refused_click(edition: str) -> tuple[str, int, str]:
    """The first lesson of ``edition``'s course with a click the engine refuses
    at a learner decision along the solution: (lesson id, solution moves played
    first, the refused move: a hand card onto a stack, or a card that is no
    target)."""
    for lsn in lessons(edition):
        run = LessonRun(lsn)
        for k, good in enumerate(lsn.solution):
            state = run.state
            view = state.view(lsn.learner)
            stacks = range(len(view.get("queue") or []))
            legal = set(state.legal_moves())
            verbs = {m.split()[0] for m in legal}
            tries: list[str] = []
            if "target" in verbs:
                tries = [f"target {n}" for n in stacks]
            elif "play" in verbs and state.pending.decision != "place_twin":  # hand shown
                hand = (view.get("hands") or {}).get(lsn.learner) or []
                tries = [f"play {c} on {n}" for c in hand if c for n in stacks]
            for move in tries:
                if move not in legal and run.try_move(move).kind == "illegal":
                    return lsn.id, k, move
            assert run.try_move(good).ok
    raise AssertionError(f"no lesson of {edition} has a refused click on its road")


def expected(lsn: Lesson, k: int, move: str, lang: str) -> str:
    run = LessonRun(lsn)
    for good in lsn.solution[:k]:
        run.try_move(good)
    out = run.try_move(move)
    assert out.kind == "illegal" and out.error is not None
    if out.lesson_text:
        return tx.text(out.text, lang)
    return lsn.game.explain(out.error, lang)


def click_refused(page: Any, move: str) -> None:
    """The clicks of a refused move: a hand card then the stack's spot on the
    picture, or the card's spot (the transparent buttons over the queue)."""
    verb, _, rest = move.partition(" ")
    if verb == "play":
        card, _, where = rest.partition(" ")
        sandbox.click_and_wait(page, f"{sandbox.HAND_CARDS}.ori-hand-card--{card}")
        spot = f"button.ori-hit-place-{where.replace(' ', '-')}"
    else:
        spot = f"button.ori-hit-target-{rest}"
    page.locator(f"{spot}:visible").first.wait_for()
    sandbox.click_and_wait(page, spot)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("edition", COURSES)
def test_a_refused_click_in_a_lesson_says_why(
    voila: VoilaServer, page: Any, lang: str, edition: str
) -> None:
    lesson_id, k, move = refused_click(edition)
    lsn = lesson(lesson_id)
    page.set_viewport_size({"width": 1366, "height": 768})
    open_rendered(page, voila.url(APP, lang=lang), "button.ori-course-" + edition)
    if edition != "base":
        page.locator(f"button.ori-course-{edition}:visible").click()
    page.locator(f"button.ori-lesson-{lesson_id}:visible").wait_for()
    sandbox.open_lesson_board(page, lesson_id)
    for good in lsn.solution[:k]:
        sandbox.play_move(page, good)
    cards = sandbox.board_cards(page)
    click_refused(page, move)
    page.locator(".ori-feedback--illegal:visible").wait_for()
    why = expected(lsn, k, move, lang)
    feedback = visible_text(page, ".ori-feedback")
    assert why.split("\n")[0][:60] in feedback, f"{move}: {feedback!r} lacks {why!r}"
    # snapped back: the queue as it was, no hand card left chosen
    assert sandbox.board_cards(page) == cards
    assert page.locator(".ori-hand-card--selected:visible").count() == 0
    screenshot(page, f"try-anything-{edition}-{lang}")


@pytest.mark.parametrize("lang", LANGS)
def test_orichalque_an_unaffordable_card_says_why(voila: VoilaServer, page: Any, lang: str) -> None:
    """Orichalque's first lesson: the action card one cannot pay is clickable
    and answered with the lesson's own words (cannot_afford)."""
    lsn = lesson("orichalque-goal")
    run = LessonRun(lsn)
    slot = next(
        k
        for k in range(1, 7)
        if f"take {k}" not in run.state.legal_moves()
        and run.try_move(f"take {k}").code == "cannot_afford"
    )
    page.set_viewport_size({"width": 1366, "height": 768})
    open_rendered(page, voila.url(APP, lang=lang, game="orichalque"), f".ori-lesson-{lsn.id}")
    sandbox.open_lesson_board(page, lsn.id, ready=".ori-och-board")
    sandbox.click_and_wait(page, f"button.ori-och-take.ori-och-slot-{slot}")
    page.locator(".ori-feedback--illegal:visible").wait_for()
    assert tx.text(lsn.illegal["cannot_afford"], lang)[:60] in visible_text(page, ".ori-feedback")
    screenshot(page, f"try-anything-orichalque-{lang}")


@pytest.mark.parametrize("lang", LANGS)
def test_a_won_lessons_board_is_frozen_and_next_takes_the_focus(
    voila: VoilaServer, page: Any, lang: str
) -> None:
    first = lessons("base")[0]
    page.set_viewport_size({"width": 1366, "height": 768})
    open_rendered(page, voila.url(APP, lang=lang), f".ori-lesson-{first.id}")
    sandbox.open_lesson_board(page, first.id)
    for move in first.solution:
        sandbox.play_move(page, move)
    page.locator(".ori-feedback--success:visible").wait_for()
    page.locator(".ori-board--frozen").wait_for()
    status = visible_text(page, ".ori-lesson-board .ori-status")
    assert t("tutor-board-done", lang)[:30] in status
    assert t("w-status-place", lang) not in status  # no «your move» on a won board
    buttons = page.locator(".ori-lesson-board button:visible:enabled")
    sizes = page.locator(".ori-lesson-board .ori-card-size button:visible:enabled")
    enabled = buttons.count() - sizes.count()
    assert enabled == 0, f"{enabled} controls of a move still enabled on the won board"
    assert sizes.count() > 0  # the card size is a view setting: usable on a won board
    page.wait_for_function(
        "() => document.activeElement && document.activeElement.closest('.ori-next-lesson')"
    )
    screenshot(page, f"frozen-{lang}")
    page.keyboard.press("Enter")
    second = lessons("base")[1]
    page.wait_for_function(
        "t => document.querySelector('.ori-lesson-title').innerText.includes(t)",
        arg=t(second.title, lang),
    )


@pytest.mark.parametrize("size", [(390, 844), (1920, 1080)], ids=["phone", "projector"])
def test_the_frozen_board_and_a_refusal_on_a_phone_and_a_projector(
    voila: VoilaServer, page: Any, size: tuple[int, int]
) -> None:
    """The same in uk on a phone and a projector: the refusal's words beside
    the move that caused them, the won board frozen (screenshots to look at)."""
    lesson_id, k, move = refused_click("base")
    lsn = lesson(lesson_id)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_rendered(page, voila.url(APP, lang="uk"), f".ori-lesson-{lesson_id}")
    sandbox.open_lesson_board(page, lesson_id)
    for good in lsn.solution[:k]:
        sandbox.play_move(page, good)
    click_refused(page, move)
    page.locator(".ori-feedback--illegal:visible").wait_for()
    assert expected(lsn, k, move, "uk")[:60] in visible_text(page, ".ori-feedback")
    page.locator(".ori-feedback").evaluate("e => e.scrollIntoView({block: 'start'})")
    screenshot(page, f"try-anything-base-uk-{size[0]}x{size[1]}")
    for good in lsn.solution[k:]:
        sandbox.play_move(page, good)
    page.locator(".ori-board--frozen").wait_for()
    enabled = page.locator(".ori-lesson-board button:visible:enabled").count()
    sizes = page.locator(".ori-lesson-board .ori-card-size button:visible:enabled").count()
    assert enabled == sizes > 0  # only the card size, a view setting, is left to press
    page.locator(".ori-lesson-board .ori-status").evaluate(
        "e => e.scrollIntoView({block: 'center'})"
    )
    screenshot(page, f"frozen-uk-{size[0]}x{size[1]}")
