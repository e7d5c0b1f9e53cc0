"""Every lesson of every course: valid, in its course's edition, solvable with
3 stars, its known wrong moves explained; and the base course's own checks."""

from __future__ import annotations

import pytest

from oriflamme.tutor import LessonRun, all_lessons, check_solution, courses, lessons, next_lesson
from oriflamme.tutor.course import lesson_files
from oriflamme.tutor.lesson import load_lesson

LESSONS = lessons("base")
IDS = [x.id for x in LESSONS]
#: Every course's lessons and files: the checks every lesson must pass.
EVERY = all_lessons()
EVERY_FILE = [p for edition in courses() for p in lesson_files(edition)]


def test_course_is_complete() -> None:
    assert len(lesson_files("base")) == len(LESSONS)
    chapters = {x.chapter for x in LESSONS}
    assert chapters == set(range(1, 9))
    cards = {x.id.removeprefix("card-") for x in LESSONS if x.chapter == 7}
    assert cards == {
        "archer", "soldier", "spy", "heir", "shapeshifter", "lord",
        "assassination", "royal-decree", "ambush", "conspiracy",
    }  # fmt: skip
    assert len([x for x in LESSONS if x.chapter == 8]) >= 3
    assert len(set(IDS)) == len(IDS)


@pytest.mark.parametrize("path", EVERY_FILE, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_lesson_file_validates_in_its_courses_edition(path) -> None:
    lsn = load_lesson(path)  # with its texts in every language
    assert lsn.edition == path.parent.name == lsn.game.edition_of(lsn.scenario)


@pytest.mark.parametrize("lesson", EVERY, ids=[x.id for x in EVERY])
def test_known_wrong_moves_are_explained(lesson) -> None:
    assert lesson.wrong, "each lesson has at least one known wrong move"
    assert check_solution(lesson) == []


@pytest.mark.parametrize("lesson", EVERY, ids=[x.id for x in EVERY])
def test_solution_reaches_goal_with_three_stars(lesson) -> None:
    run = LessonRun(lesson)
    for move in lesson.solution:
        out = run.try_move(move)
        assert out.ok, (move, out)
    assert run.finished and run.result is not None
    assert run.result.kind == "success"
    assert run.result.stars == 3
    assert len(lesson.solution) <= lesson.par


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_wrong_moves_get_their_feedback(lesson) -> None:
    assert lesson.wrong, "each lesson has at least one known wrong move"
    assert check_solution(lesson) == []
    w = lesson.wrong[0]
    run = LessonRun(lesson)
    before = run.state.to_json()
    steps = w.after if isinstance(w.after, tuple) else lesson.solution[: w.after or 0]
    for move in steps:
        run.try_move(move)
    before = run.state.to_json()
    out = run.try_move(w.move)
    assert out.kind == "wrong" and out.text == w.text and out.lesson_text
    assert out.events, "the mistake is replayed to its consequence"
    assert run.state.to_json() == before, "a wrong move changes nothing"
    assert run.really_wrong


def test_illegal_move_is_explained_and_changes_nothing() -> None:
    from oriflamme.tutor import lesson

    run = LessonRun(lesson("placement-stacks"))
    before = run.state.to_json()
    out = run.try_move("play soldier on 1")
    assert out.kind == "illegal" and out.code == "not_own_stack"
    assert out.text == "lesson-placement-stacks-illegal-not-own"
    assert run.state.to_json() == before
    out = run.try_move("play archer end")
    assert out.kind == "illegal" and out.code == "card_not_in_hand"
    assert out.text == "tutor-illegal-generic" and not out.lesson_text


def test_unlisted_wrong_move_found_by_the_solver() -> None:
    from oriflamme.tutor import lesson, parse_lesson
    from oriflamme.tutor.lesson import read_lesson_file

    data = read_lesson_file(lesson("card-ambush").path)
    wrong = data["feedback"]["wrong"]
    data["feedback"]["wrong"] = [w for w in wrong if w["move"] != "play spy end"]
    run = LessonRun(parse_lesson(data))
    out = run.try_move("play spy end")  # not listed: the Soldier must eliminate its own Lord
    assert out.kind == "wrong" and out.text == "tutor-wrong-generic" and not out.lesson_text
    assert any(e.kind == "CardEliminated" and e.card == "lord" for e in out.events)


def test_banking_the_archer_is_explained() -> None:
    from oriflamme.tutor import lesson

    run = LessonRun(lesson("placement-ends"))
    run.try_move("play archer start")
    out = run.try_move("bank")  # the Soldier then eliminates the Archer
    assert out.kind == "wrong" and out.text == "lesson-placement-ends-wrong-bank"
    assert any(e.kind == "CardEliminated" and e.card == "archer" for e in out.events)


def test_ambush_lesson_soldier_prefers_the_red_card_to_its_own_lord() -> None:
    """G4/B9: the Soldier must eliminate a neighbour; beside the Ambush it takes
    the red card (the trap springs), beside only its Lord it takes the Lord."""
    from oriflamme.tutor import lesson

    run = LessonRun(lesson("card-ambush"))
    out = run.try_move("play ambush end")
    assert out.kind == "wrong" and out.text == "lesson-card-ambush-wrong-end"
    assert any(e.kind == "CardEliminated" and e.card == "lord" for e in out.events)
    run.try_move("play ambush start")
    out = run.try_move("bank")
    assert out.kind == "success"
    assert run.state.influence["red"] == 1 + 4


def test_ambush_at_the_start_does_not_protect_the_conspiracy() -> None:
    """With a choice, the scripted Soldier eliminates the Conspiracy, not the
    Ambush: only an Ambush on top of the Conspiracy both protects and traps."""
    from oriflamme.tutor import lesson

    run = LessonRun(lesson("combo-ambush-trap"))
    out = run.try_move("play ambush start")
    assert out.kind == "wrong" and out.text == "lesson-combo-ambush-trap-wrong-start"
    assert any(e.kind == "CardEliminated" and e.card == "conspiracy" for e in out.events)
    assert not any(e.kind == "CardRevealed" and e.card == "ambush" for e in out.events)


def test_hints_are_graded_and_cost_stars() -> None:
    from oriflamme.tutor import lesson

    lsn = lesson("card-soldier")
    run = LessonRun(lsn)
    h1 = run.hint()
    assert h1 is not None and h1.level == 1 and h1.text == lsn.hints[0] and h1.move is None
    h2 = run.hint()
    assert h2 is not None and h2.level == 2 and h2.move == "play soldier end"
    assert run.hint().level == 2 and run.hints_used == 2  # the same hint again is free
    for m in lsn.solution:
        out = run.try_move(m)
    assert out.kind == "success" and out.stars == 1
    run.retry()
    assert run.hints_used == 0 and run.moves == [] and not run.finished


def test_next_lesson_walks_the_course() -> None:
    assert next_lesson(IDS[0]).id == IDS[1]
    assert next_lesson(IDS[-1]) is None


def test_banking_the_conspiracy_in_the_last_round_is_explained() -> None:
    """G12: influence left on cards does not count at the end."""
    from oriflamme.tutor import lesson

    run = LessonRun(lesson("card-conspiracy"))
    for m in ("bank", "play heir end"):
        assert run.try_move(m).ok
    out = run.try_move("bank")
    assert out.kind == "wrong" and out.text == "lesson-card-conspiracy-wrong-bank-last"
    assert any(e.kind == "GameEnded" for e in out.events)
