"""The advisor at the teacher's desk for Orichalque (issue 25): the desk shows
it beside Orichalque's board, it answers for whoever decides now — every legal
move with its win chance, the best one said in the desk's language with the
rulebook's words (победные очки, переможні очки, points de victoire) — and the
answer is marked stale once the position moves on."""

from __future__ import annotations

import pytest

from oriflamme.games.orichalque.game import GAME
from oriflamme.i18n import LANGS, t
from oriflamme.widgets.orichalque.board import OrichalqueBoard
from oriflamme.widgets.teacher import TeacherDesk

WORDS = {"uk": "Найкращий хід", "ru": "Лучший ход", "fr": "Meilleur coup"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_orichalque_desk_shows_the_advisor_and_it_answers(lang: str) -> None:
    desk = TeacherDesk(lang, game="orichalque")
    assert isinstance(desk.game, OrichalqueBoard)
    assert desk.advisor in desk.children
    desk.advisor.iterations = 12
    state = desk.game.state
    advice = desk.advisor.show()
    assert advice is not None and advice.game == "orichalque"
    assert advice.player == state.pending.player
    assert sorted(m.move for m in advice.moves) == sorted(state.legal_moves())
    answer = desk.advisor.answer.value
    assert WORDS[lang] in answer and "ori-advisor-table" in answer
    assert t("advisor-col-win", lang) in answer
    # Orichalque's words: no influence column, no «about 0 %»
    assert t("advisor-col-influence", lang) not in answer
    assert " 0\u00a0%" not in answer and ">0\u00a0%" not in answer
    # a move at the desk: the answer belongs to the position before it
    desk.game.play(advice.best.move)
    assert desk.advisor.stale
    assert t("advisor-stale", lang) in desk.advisor.answer.value


def test_the_desk_advisor_reads_what_the_deciding_player_may_know() -> None:
    # the same table with another hidden future: the same answer
    desk = TeacherDesk("ru", game="orichalque")
    desk.advisor.iterations = 10
    first = desk.advisor.show()
    data = desk.game.state.to_json()
    data["deck"].reverse()
    data["seed"] += 99
    other = GAME.from_json(data)
    assert GAME.advise(other, seed=0, iterations=10).moves == first.moves


def test_a_step_back_at_the_desk_makes_the_answer_stale_and_is_advised_itself() -> None:
    desk = TeacherDesk("uk", game="orichalque")
    desk.advisor.iterations = 8
    first = desk.game.state.legal_moves()[0]
    before = desk.game.state.copy()
    assert desk.game.play(first)
    desk.advisor.show()
    assert not desk.advisor.stale
    desk.game.step_back()
    assert desk.advisor.stale  # the answer was about the position after the move
    # asked on the stepped-back position: the advice is about the one on screen
    advice = desk.advisor.show()
    assert advice is not None
    assert sorted(m.move for m in advice.moves) == sorted(before.legal_moves())


def test_the_orichalque_sandbox_advises_the_learner_and_offers_the_strong_level() -> None:
    from oriflamme.widgets.orichalque.sandbox import LEARNER, OrichalqueSandbox

    box = OrichalqueSandbox("fr", bots="strong")
    assert list(box.bot_kind.options)[-1][1] == "strong"
    assert box.advisor in box.children
    box.advisor.iterations = 8
    state = box.game.state
    advice = box.advisor.show()
    if state.pending.player == LEARNER:
        assert advice is not None and "Meilleur coup" in box.advisor.answer.value
    else:  # the computer players' turn: the advisor helps the learner only
        assert advice is None
    box.lang = "uk"
    assert t("advisor-title", "uk") in box.advisor.title.value
