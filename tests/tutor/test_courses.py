"""The tutor serves every edition's course (issue 11): the courses found in
tutorials/, lessons found by id in any course, goals over every edition's cards
and extra state (the waiting Twin, bribery tokens, bribed cards), and the
lessons menu's course row with progress per course."""

from __future__ import annotations

import copy

import pytest

from oriflamme.games.oriflamme.engine.model import BRIBED_BY
from oriflamme.games.oriflamme.engine.scenario import load_scenario
from oriflamme.tutor import (
    GoalContext,
    LessonError,
    LessonRun,
    Progress,
    all_lessons,
    chapter_title_key,
    chapters,
    course_title_key,
    courses,
    holds,
    lesson,
    lessons,
    next_lesson,
    parse_lesson,
    texts,
)
from oriflamme.tutor.lesson import read_lesson_file
from oriflamme.widgets.lessons import LessonsMenu


def test_courses_are_the_editions_with_lessons_in_edition_order() -> None:
    assert courses()[:2] == ("base", "ablaze")
    for ed in courses():
        assert lessons(ed), ed
        for lang in texts.LANGUAGES:
            assert texts.has(course_title_key(ed), lang)
            for n in chapters(ed):
                assert texts.has(chapter_title_key(ed, n), lang), (ed, n, lang)


def test_lesson_ids_are_unique_across_courses_and_found_by_id() -> None:
    ids = [x.id for x in all_lessons()]
    assert len(ids) == len(set(ids))
    assert lesson("card-queen").edition == "ablaze"
    assert lesson("card-lord").edition == "base"
    with pytest.raises(KeyError):
        lesson("card-lord", "ablaze")


def test_next_lesson_stays_in_its_course() -> None:
    last_base = lessons("base")[-1].id
    assert next_lesson(last_base) is None  # not the first Ablaze lesson
    first = lessons("ablaze")[0].id
    assert next_lesson(first).edition == "ablaze"


# ------------------------------------------------------------ the goal words


def ablaze_lesson() -> dict:
    return copy.deepcopy(read_lesson_file(lesson("combo-twin-princes").path))


CASES = [
    ({"twin_waiting": {"player": "purple"}}, "goal.twin_waiting.player", "not a player"),
    ({"bribed": {"card": "queen", "owner": "red"}}, "goal.bribed.by", "missing"),
    ({"bribed": {"card": "lord", "owner": "red", "by": "blue"}}, "goal.bribed.card",
     "'lord' is not a card of ablaze"),
    ({"eliminations": {"player": "red", "at_least": -1}}, "goal.eliminations.at_least",
     "whole number"),
    ({"lost_from": {"player": "red", "card": "trap"}}, "goal.lost_from.amount", "missing"),
    ({"in_queue": {"card": "queen", "owner": "red", "controller": "nobody"}},
     "goal.in_queue.controller", "not a player"),
]  # fmt: skip


@pytest.mark.parametrize("goal,field,words", CASES, ids=[c[1] for c in CASES])
def test_new_goal_words_are_validated_naming_the_field(goal, field, words) -> None:
    d = ablaze_lesson()
    d["goal"] = goal
    with pytest.raises(LessonError) as e:
        parse_lesson(d)
    assert e.value.field == field and words in str(e.value)


def test_ablaze_goal_words_need_an_ablaze_player() -> None:
    """A mixed table: Blue plays the base game, so it has no Twin (A1) and no
    bribery token (A9)."""
    d = ablaze_lesson()
    d["scenario"] = {
        "edition": "ablaze",
        "players": ["red", "blue"],
        "families": {"blue": {"edition": "base"}},
        "hands": {"red": ["queen"], "blue": ["lord"]},
    }
    d["script"] = {}
    for goal, field in (
        ({"twin_waiting": {"player": "blue"}}, "goal.twin_waiting.player"),
        ({"bribed": {"card": "queen", "owner": "red", "by": "blue"}}, "goal.bribed.by"),
    ):
        d["goal"] = goal
        with pytest.raises(LessonError, match="does not play Ablaze") as e:
            parse_lesson(d, check_texts=False)
        assert e.value.field == field
    # a base card is a card of this table (Blue's Lord)
    d["goal"] = {"in_queue": {"card": "lord", "owner": "blue"}}
    parse_lesson(d, check_texts=False)


def _state():
    return load_scenario(
        {
            "edition": "ablaze",
            "players": ["red", "blue"],
            "round": 3,
            "phase": "resolution",
            "twin": ["red"],
            "bribes_left": [],
            "queue": [
                [{"card": "queen", "owner": "blue", "face_up": True, "bribed_by": "red"}],
                [{"card": "felon", "owner": "red", "face_up": True}],
            ],
            "hands": {"red": ["trap"], "blue": ["trap"]},
        }
    )


def test_twin_waiting_bribed_and_controller_hold_on_the_state() -> None:
    """A1: Red's Twin waits in front of Red; A9/G10: Blue's Queen with Red's
    bribery token is controlled by Red."""
    ctx = GoalContext(_state())
    assert holds({"twin_waiting": {"player": "red"}}, ctx)
    assert not holds({"twin_waiting": {"player": "blue"}}, ctx)
    assert holds({"bribed": {"card": "queen", "owner": "blue", "by": "red"}}, ctx)
    assert not holds({"bribed": {"card": "felon", "owner": "red", "by": "blue"}}, ctx)
    assert holds({"in_queue": {"card": "queen", "owner": "blue", "controller": "red"}}, ctx)
    assert not holds({"in_queue": {"card": "queen", "owner": "blue", "controller": "blue"}}, ctx)


def test_lost_from_and_eliminations_count_the_events() -> None:
    """A7: the Felon costs each player 1 per own neighbour; A11: the Trap takes
    3 from the attacker; A5: the Cutthroat's two eliminations."""
    run = LessonRun(lesson("card-felon"))
    for m in lesson("card-felon").solution:
        run.try_move(m)
    ctx = GoalContext(run.state, run.events)
    assert holds({"lost_from": {"player": "blue", "card": "felon", "amount": 2}}, ctx)
    assert not holds({"lost_from": {"player": "blue", "card": "felon", "amount": 3}}, ctx)
    assert not holds({"lost_from": {"player": "red", "card": "felon", "amount": 1}}, ctx)
    run = LessonRun(lesson("card-cutthroat"))
    for m in lesson("card-cutthroat").solution:
        run.try_move(m)
    ctx = GoalContext(run.state, run.events)
    assert holds({"eliminations": {"player": "red", "card": "cutthroat", "at_least": 2}}, ctx)
    assert not holds({"eliminations": {"player": "red", "at_least": 3}}, ctx)


# ------------------------------------------------------------ the menu


def test_menu_offers_each_course_with_its_own_progress(tmp_path) -> None:
    progress = Progress(tmp_path / "p.json")
    progress.record("card-queen", 2)
    menu = LessonsMenu("ru", progress=progress)
    assert list(menu.course_buttons) == list(courses())
    assert menu.course_row.layout.display != "none"
    assert "ori-course-ablaze" in menu.course_buttons["ablaze"]._dom_classes
    assert menu.course_boxes["ablaze"].layout.display == "none"
    assert "Пламя войны" in menu.course_buttons["ablaze"].description
    assert "★ 2/" in menu.course_buttons["ablaze"].description
    assert "★ 0/" in menu.course_buttons["base"].description
    menu.course_buttons["ablaze"].click()
    assert menu.edition == "ablaze"
    assert menu.course_boxes["ablaze"].layout.display != "none"
    assert menu.course_boxes["base"].layout.display == "none"
    assert "ori-course--current" in menu.course_buttons["ablaze"]._dom_classes
    n = len(lessons("ablaze"))
    assert f"1 из {n}" in menu.overview.value  # this course's overview
    heads = [menu.chapter_titles["ablaze", c].value for c in chapters("ablaze")]
    assert "Связки карт" in heads[-1]


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_an_ablaze_lesson_is_played_from_the_menu(tmp_path, lang) -> None:
    progress = Progress(tmp_path / "p.json")
    menu = LessonsMenu(lang, progress=progress)
    menu.course_buttons["ablaze"].click()
    menu.open_buttons["card-bribery"].click()
    player = menu.player
    while player.continue_button.layout.display != "none":
        player.continue_button.click()
    assert player.view.play("bank") is False
    assert player.last.kind == "wrong" and player.last.lesson_text
    for m in lesson("card-bribery").solution:
        player.view.play(m)
    assert player.last.kind == "success" and progress.stars("card-bribery") == 3
    player.next_button.click()
    assert player.lesson.edition == "ablaze"
    player.menu_button.click()
    assert menu.edition == "ablaze" and "★★★" in menu.star_boxes["card-bribery"].value


def test_unknown_course_is_refused_naming_it(tmp_path) -> None:
    with pytest.raises(ValueError, match="'nowhere'"):
        LessonsMenu("uk", edition="nowhere", progress=Progress(tmp_path / "p.json"))


@pytest.mark.parametrize(
    ("lang", "words"),
    [("uk", "Полум’я війни — 16 уроків"), ("ru", "Пламя войны — 16 уроков"),
     ("fr", "Embrasement (16 leçons)")],
)  # fmt: skip
def test_landing_page_says_which_courses_exist(lang, words) -> None:
    from oriflamme.widgets.landing import courses_text, landing_html

    n = len(lessons("ablaze"))
    text = courses_text(lang)
    assert words.replace("16", str(n)) in text
    assert texts.text(course_title_key("base"), lang) in text
    assert "ori-landing__courses" in landing_html()


def test_the_teachers_desk_opens_the_ablaze_combos() -> None:
    """Issue 11: each combo is a position a teacher can also open at the desk."""
    from oriflamme.widgets.teacher import TeacherDesk

    desk = TeacherDesk("ru")
    choices = {value for _, value in desk.positions()}
    combos = [x.id for x in lessons("ablaze") if x.id.startswith("combo-")]
    assert len(combos) >= 4 and set(combos) <= choices
    desk.source.value = "combo-twin-princes"
    assert desk.load(), desk.error.value
    assert desk.game.state.queue[0][-1][BRIBED_BY] == "blue"
