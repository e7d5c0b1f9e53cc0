"""The validator rejects a broken lesson and names the field."""

from __future__ import annotations

import copy

import pytest

from oriflamme.tutor import LessonError, lesson, parse_lesson
from oriflamme.tutor.lesson import read_lesson_file


def base() -> dict:
    return copy.deepcopy(read_lesson_file(lesson("card-soldier").path))


CASES = [
    ({"goal": {"eliminated": {"owner": "blue", "card": "lordd"}}},
     "goal.eliminated.card", "'lordd' is not a card"),
    ({"goal": {"eliminated": {"owner": "green", "card": "lord"}}},
     "goal.eliminated.owner", "not a player"),
    ({"goal": {"all": [{"winners": {"players": ["red"]}}, {"explode": {}}]}},
     "goal.all[1].explode", "unknown goal word"),
    ({"goal": {"influence_at_least": {"player": "red"}}},
     "goal.influence_at_least.amount", "missing"),
    ({"learner": "green"}, "learner", "not a player"),
    ({"par": 0}, "par", "≥ 1"),
    ({"until": "sunset"}, "until", "sunset"),
    ({"title": "lesson-nowhere-title"}, "title", "missing in uk, ru, fr"),
    ({"feedback": {"illegal": {"bad_code": "lesson-card-soldier-goal"}}},
     "feedback.illegal.bad_code", "not a reason code"),
    ({"feedback": {"wrong": [{"move": "target 0", "text": "nope"}]}},
     "feedback.wrong[0].text", "missing in"),
    ({"script": {"red": ["bank"]}}, "script.red", "not an opponent"),
    ({"solution": []}, "solution", "at least one"),
    ({"colour": "red"}, "colour", "unknown key"),
    ({"scenario": {"players": ["red", "blue"], "hands": {"red": ["archerr"]}}},
     "scenario.hands.red[0]", "not a card"),
    ({"texts": {"hints": ["lesson-card-soldier-hint-1"]}}, "texts.hints", "two hints"),
]  # fmt: skip


@pytest.mark.parametrize("changes,field,words", CASES, ids=[c[1] for c in CASES])
def test_validator_names_the_field(changes, field, words) -> None:
    d = base()
    d.update(changes)
    with pytest.raises(LessonError) as e:
        parse_lesson(d)
    assert e.value.field == field
    assert words in str(e.value)


def test_missing_field_is_named() -> None:
    d = base()
    del d["goal"]
    with pytest.raises(LessonError, match=r"^goal: missing"):
        parse_lesson(d)


def test_a_good_lesson_passes() -> None:
    assert parse_lesson(base()).id == "card-soldier"
