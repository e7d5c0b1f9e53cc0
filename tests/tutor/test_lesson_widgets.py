"""LessonPlayer and LessonsMenu driven from Python, as clicks would."""

from __future__ import annotations

import pytest

from oriflamme.tutor import Progress, lesson
from oriflamme.widgets.lesson_player import LessonPlayer
from oriflamme.widgets.lessons import LessonsMenu


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_player_completes_a_lesson_by_clicks(tmp_path, lang) -> None:
    progress = Progress(tmp_path / "p.json")
    menu = LessonsMenu(lang, progress=progress)
    menu.open_buttons["card-soldier"].click()
    player = menu.player
    assert isinstance(player, LessonPlayer)
    while player.continue_button.layout.display != "none":
        player.continue_button.click()
    assert "ori-goal" in player.goal_box._dom_classes
    # a wrong move, played on the board: explained, nothing changes
    assert player.view.play("play soldier start") is False
    assert player.last.kind == "wrong" and player.feedback.value
    player.hint_button.click()
    player.hint_button.click()
    # the exact move in the learner's words, as the board says it (never notation)
    said = player.run.game.move_text("play soldier end", lang)
    assert said[1:] in player.feedback.value and "play soldier end" not in player.feedback.value
    player.retry_button.click()
    for move in lesson("card-soldier").solution:
        player.view.play(move)
    assert player.last.kind == "success"
    assert "★★★" in player.stars_box.value
    assert progress.stars("card-soldier") == 3
    assert player.next_button.layout.display != "none"
    player.menu_button.click()
    assert menu.player is None and "★★★" in menu.star_boxes["card-soldier"].value
    menu.reset_buttons["card-soldier"].click()
    assert Progress(tmp_path / "p.json").stars("card-soldier") == 0


def test_every_control_has_a_label_and_class(tmp_path) -> None:
    menu = LessonsMenu("uk", progress=Progress(tmp_path / "p.json"))
    for b in [*menu.open_buttons.values(), *menu.reset_buttons.values()]:
        assert b.description and any(c.startswith("ori-") for c in b._dom_classes)
    player = menu.open_lesson("goal")
    for b in player.buttons():
        assert b.description and any(c.startswith("ori-") for c in b._dom_classes)
    player.next_button.click()
    assert player.lesson.id == "placement-ends"


def test_corrupt_progress_is_reported_in_the_menu(tmp_path) -> None:
    path = tmp_path / "p.json"
    path.write_text("{oops")
    menu = LessonsMenu("fr", progress=Progress(path))
    assert "progression" in menu.problem.value


def test_the_goal_is_a_sentence_under_its_label(tmp_path) -> None:
    """«Цель» stands above the goal, never «Цель: Закончите…» — a capital after a
    colon (the rerun-2 and rerun-3 ru readers, F-F1; style-ru.md); the same in
    every language, and for a hint («Подсказка»)."""
    player = LessonPlayer("goal", "fr", progress=Progress(tmp_path / "p.json"))
    assert '<b class="ori-goal__label">Objectif</b> Finissez' in player.goal_box.value
    for lang, label in (("uk", "Мета"), ("ru", "Цель")):
        player.lang = lang
        shown = player.goal_box.value
        assert f'<b class="ori-goal__label">{label}</b>' in shown and f"{label}:" not in shown
    player.hint()
    assert "Подсказка:" not in player.feedback.value and "ori-hint__label" in player.feedback.value


def test_first_lesson_narrates_in_steps(tmp_path) -> None:
    player = LessonPlayer("goal", "ru", progress=Progress(tmp_path / "p.json"))
    steps = len(player.lesson.intro)
    assert steps == 3
    for shown in range(1, steps):
        assert player.narration.value.count("ori-narration__step--") == shown
        assert player.continue_button.layout.display != "none"
        assert player.board.layout.display == "none"
        player.continue_button.click()
    assert player.continue_button.layout.display == "none"
    assert player.board.layout.display != "none"
    assert player.narration.value.count("ori-narration__step--") == steps


def test_menu_tiles_show_stars_not_repeated_text(tmp_path) -> None:
    """Empty stars say "not done" (read out, not printed on every row); the reset
    button only where there is something to reset."""
    progress = Progress(tmp_path / "p.json")
    menu = LessonsMenu("uk", progress=progress)
    box = menu.star_boxes["goal"].value
    assert "☆☆☆" in box and 'aria-label="ще не пройдено · 0 зірок з 3"' in box
    assert "ще не пройдено</" not in box  # not as visible text
    assert menu.reset_buttons["goal"].layout.display == "none"
    progress.record("goal", 2)
    menu.refresh()
    box = menu.star_boxes["goal"].value
    assert "★★" in box and "☆" in box and 'aria-label="2 зірки з 3"' in box
    assert menu.reset_buttons["goal"].layout.display != "none"
    # the tiles share their layout models (issue 32), the reset buttons do not:
    # another lesson's reset button stays hidden, its tile not done
    other = next(lid for lid in menu.reset_buttons if lid != "goal")
    assert menu.reset_buttons[other].layout.display == "none"
    assert "ori-lesson-tile--done" not in menu.tiles[other]._dom_classes
    assert "ori-lesson-tile--done" in menu.tiles["goal"]._dom_classes
    assert "«" in menu.reset_buttons["goal"].tooltip  # names the lesson it resets
    menu.reset_buttons["goal"].click()
    assert "ori-lesson-tile--done" not in menu.tiles["goal"]._dom_classes


def test_stars_shown_only_once_earned(tmp_path) -> None:
    player = LessonPlayer("card-soldier", "fr", progress=Progress(tmp_path / "p.json"))
    assert player.stars_box.layout.display == "none" and player.stars_box.value == ""
    for move in lesson("card-soldier").solution:
        player.play(move)
    assert player.stars_box.layout.display != "none"
    assert "★★★" in player.stars_box.value and "3 étoiles sur 3" in player.stars_box.value


def test_a_wrong_move_reads_reason_then_events_then_try_again(tmp_path) -> None:
    player = LessonPlayer("card-soldier", "uk", progress=Progress(tmp_path / "p.json"))
    wrong = next(w for w in player.lesson.wrong if w.after in (None, 0))
    out = player.play(wrong.move)
    assert out.kind == "wrong"
    html = player.feedback.value
    reason = html.index("<b>")
    events = html.index('<ul class="ori-feedback__events"')
    again = html.index("ori-feedback__again")
    assert reason < events < again
    assert html.count("<li>") >= 2
    assert "ori-feedback--wrong" in player.feedback._dom_classes
