"""In a lesson, the board's log tells everything that happened so far."""

from __future__ import annotations

from oriflamme.widgets.lesson_player import LessonPlayer


def test_the_lesson_log_keeps_the_learners_moves_and_the_answers() -> None:
    player = LessonPlayer("card-soldier", "fr")
    assert "Rien ne s’est encore passé." in player.view.log_view.value
    assert player.view.play("play soldier end") is True  # the lesson referees the move: good
    log = player.view.log_view.value
    assert "Depuis le début de la leçon" in log
    assert "Soldat" in log  # the learner's placement, narrated
    assert "ori-delta--up" in log  # the opponents' influence gains, marked


def test_a_refused_placement_leaves_no_card_chosen() -> None:
    """After a wrong placement the learner clicks the card again: it must be
    chosen (not un-chosen by a selection left over from the refused move)."""
    player = LessonPlayer("card-soldier", "uk")
    view = player.view
    view.select("soldier")
    assert view.place("start") is False  # a known wrong move: explained, refused
    assert player.view.selected is None
    player.view.select("soldier")
    assert player.view.selected == "soldier"


def test_after_a_wrong_move_only_the_lesson_explains_it() -> None:
    """The board shows no "move not available" of its own: the move was legal,
    only wrong, and the lesson's feedback says why."""
    player = LessonPlayer("card-soldier", "uk")
    player.view.select("soldier")
    player.view.place("start")
    assert "ori-feedback--wrong" in player.feedback._dom_classes
    assert player.view.error.layout.display == "none"
    assert player.view.message == ""


def test_what_happened_after_a_wrong_move_leaves_out_round_bookkeeping() -> None:
    player = LessonPlayer("card-soldier", "uk")
    player.view.select("soldier")
    player.view.place("start")
    feedback = player.feedback.value
    assert "вилучає Лорда" in feedback  # the consequence that matters
    assert "Раунд 2 завершено" not in feedback and "фаза активації" not in feedback


def test_what_resolved_before_the_learners_first_turn_is_in_the_log() -> None:
    """A lesson starting mid-resolution resolves face-up cards first (G3): the log
    says so instead of changing influence silently."""
    from oriflamme.tutor import lesson

    assert lesson("card-archer").new_state().opening  # the premise
    player = LessonPlayer("card-archer", "uk")
    log = player.view.log_view.value
    assert "Від початку уроку" in log and "ori-log-entry" in log
