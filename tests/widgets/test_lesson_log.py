"""In a lesson, the board's log tells everything that happened so far."""

from __future__ import annotations

from oriflamme.widgets.lesson_player import LessonPlayer


def test_the_lesson_log_keeps_the_learners_moves_and_the_answers() -> None:
    player = LessonPlayer("card-soldier", "fr")
    assert "Rien ne s’est encore passé." in player.view.log_view.value
    assert player.view.play("play soldier end") is False  # the lesson referees the move
    log = player.view.log_view.value
    assert "Depuis le début de la leçon" in log
    assert "Soldat" in log  # the learner's placement, narrated
    assert "ori-delta--up" in log  # the opponents' influence gains, marked
