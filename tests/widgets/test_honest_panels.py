"""Issue 28, honest buttons and words on screen, in Python: the advisor's
answer marked stale once the position changes (and current again when the
position comes back), its best row marked in words; the stars explained where
they are given; undo's reason as text; the skip link; the paste box's
placeholder; the landing page's title languages."""

from __future__ import annotations

import random

import pytest
from helpers import html_text

import oriflamme
from oriflamme.bots import RandomBot
from oriflamme.i18n import t
from oriflamme.tutor import lesson
from oriflamme.widgets import App, BotTable, GameView
from oriflamme.widgets.advisor_panel import AdvisorPanel
from oriflamme.widgets.lesson_player import LessonPlayer

LANGS = ("uk", "ru", "fr", "en")


def advised_view(lang: str = "uk") -> tuple[GameView, AdvisorPanel]:
    """A four-player game where red places last in round 1 (undo possible), with
    an advisor wired as the sandbox wires it."""
    state = oriflamme.new_game(["blue", "red", "green", "yellow"], seed=7, first_player="green")
    table = BotTable({p: RandomBot(i) for i, p in enumerate(["blue", "green", "yellow"])})
    view = GameView(state, humans=["red"], controller=table, lang=lang)
    panel = AdvisorPanel(lambda: view.state, lang, player="red", iterations=40)
    view.after_refresh = panel.position_changed
    return view, panel


@pytest.mark.parametrize("lang", LANGS)
def test_the_advisors_answer_is_marked_stale_after_a_move_and_current_after_undo(
    lang: str,
) -> None:
    view, panel = advised_view(lang)
    advice = panel.show()
    assert advice is not None and not panel.stale
    answer = panel.answer.value
    assert t("advisor-stale", lang) not in answer
    # the best row: highlighted by its class and marked in words for a reader
    assert "ori-advisor-best" in answer and t("advisor-best-row", lang) in answer
    view.play(advice.best.move)
    assert panel.stale
    assert t("advisor-stale", lang) in panel.answer.value
    assert "ori-advisor-answer--stale" in panel.answer._dom_classes
    if view.session.can_undo:  # back on the position it was asked about
        view.undo()
        assert not panel.stale
        assert t("advisor-stale", lang) not in panel.answer.value
    panel.show()  # asked again: a fresh answer
    assert not panel.stale and t("advisor-stale", lang) not in panel.answer.value


def test_the_sandbox_and_the_desk_mark_the_advisor_stale() -> None:
    app = App("uk")
    sandbox = app.sandbox
    assert sandbox.game is not None
    assert sandbox.game.after_refresh == sandbox.advisor.position_changed
    desk = app.teacher
    desk.load()
    assert desk.game is not None and desk.game.after_refresh is not None
    desk.advisor.show()
    move = desk.game.state.pending.moves[0]
    desk.game.play(move)
    assert desk.advisor.stale


@pytest.mark.parametrize("lang", ("uk", "ru", "fr"))  # lessons are in the tutor's three
def test_stars_are_explained_where_they_are_given(lang: str) -> None:
    """LessonRun.stars: 3, less one per hint and per move beyond the par; a
    wrong move is taken back and costs nothing — the end text says so."""
    lsn = lesson("card-soldier")
    player = LessonPlayer(lsn.id, lang)
    for _ in lsn.intro:
        player.continue_()
    wrong = next(w for w in lsn.wrong if w.after in (None, 0))
    assert player.play(wrong.move).kind == "wrong"
    player.hint()
    for move in lsn.solution:
        player.play(move)
    assert player.run.finished and player.run.result.stars == 2
    box = player.stars_box.value
    assert t("tutor-stars-rule", lang) in html_text(box)
    assert t("tutor-stars-why", lang, hints=1, extra=0) in html_text(box)
    assert 'class="ori-stars__rule" title=' in box  # a tooltip too


def test_undos_reason_is_text_not_only_a_tooltip() -> None:
    for seed in range(30):
        state = oriflamme.new_game(["red", "blue", "green"], seed=seed)
        table = BotTable({"blue": RandomBot(seed), "green": RandomBot(seed + 1)})
        view = GameView(state, humans=["red"], controller=table, lang="fr")
        rng = random.Random(seed)
        while not view.state.finished:
            moves = view.state.pending.moves if view.state.pending else []
            view.play(rng.choice(list(moves)))
            if view.session.undo_points and not view.session.can_undo:
                why = view.undo_why
                assert "ori-undo-why" in why._dom_classes
                assert html_text(why.value) == t("w-undo-blocked", "fr")
                assert why.layout.display != "none"
                return
    pytest.fail("undo was never blocked")


@pytest.mark.parametrize("lang", ("uk", "ru", "fr"))
def test_the_app_has_a_skip_link_in_its_language(lang: str) -> None:
    app = App(lang)
    assert app.children[1] is app.skip_link  # the page's first control
    assert t("w-skip-to-lesson", lang) in app.skip_link.value
    assert 'class="ori-skip-link"' in app.skip_link.value


@pytest.mark.parametrize("lang", ("uk", "ru", "fr"))
def test_the_paste_box_speaks_to_a_teacher(lang: str) -> None:
    from oriflamme.widgets.teacher import TeacherDesk

    text = TeacherDesk(lang).text.placeholder
    assert text == t("teacher-paste-placeholder", lang)
    for other in LANGS:  # and the guests' English, read from the catalog
        assert "docs/" not in t("teacher-paste-placeholder", other)
    assert "docs/" not in text and ".md" not in text


def test_the_landing_page_knows_the_tutor_languages() -> None:
    from oriflamme.widgets.page import page_texts

    texts = page_texts()
    assert {lang for lang, v in texts.items() if v["tutor"]} == {"uk", "ru", "fr"}
    assert texts["en"]["tutor"] is False
