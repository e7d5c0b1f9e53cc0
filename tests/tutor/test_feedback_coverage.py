"""Every mistake is explained: each legal move that misses the goal, at every
decision a learner can reach with good moves, gets the lesson's own text
(never the generic "no longer reaches the goal"); intros come in short steps."""

from __future__ import annotations

import re

import pytest

from oriflamme.tutor import LessonRun, all_lessons, lesson, texts
from oriflamme.tutor.lesson import parse_lesson, read_lesson_file

LESSONS = all_lessons()  # every course (base, ablaze, …)
IDS = [x.id for x in LESSONS]


def _replay(lsn, path):
    run = LessonRun(lsn)
    for m in path:
        assert run.try_move(m).ok, (path, m)
    return run


def _decisions(lsn):
    """Every (moves so far, legal move) a learner meets playing good moves."""
    todo = [()]
    while todo:
        path = todo.pop()
        for m in _replay(lsn, path).legal_moves:
            yield path, m
            out = _replay(lsn, path).try_move(m)
            if out.kind == "progressed":
                todo.append((*path, m))


@pytest.mark.parametrize("lsn", LESSONS, ids=IDS)
def test_every_wrong_move_has_the_lessons_own_text(lsn) -> None:
    generic = []
    for path, m in _decisions(lsn):
        run = _replay(lsn, path)
        out = run.try_move(m)
        if out.kind == "wrong":
            if not out.lesson_text:
                generic.append((path, m))
            else:
                assert run.really_wrong, (path, m)
                # the mistake is replayed (a declined Orichalque action tells nothing:
                # its replay stops at the learner's next choice)
                assert out.events or m == "pass", (path, m, "the mistake is replayed")
    assert generic == [], "moves left with the generic text"


@pytest.mark.parametrize(
    ("lid", "path", "move", "text"),
    [
        # the key card placed elsewhere, or another card played instead of it
        ("placement-stacks", (), "play spy on 2", "lesson-placement-stacks-wrong-spy"),
        ("end-tiebreak", (), "play conspiracy on 0", "lesson-end-tiebreak-wrong-cover"),
        ("end-tiebreak", (), "play spy on 0", "lesson-end-tiebreak-wrong-cover"),
        ("card-soldier", (), "play spy end", "lesson-card-soldier-wrong-spy"),
        ("card-heir", (), "play soldier start", "lesson-card-heir-wrong-soldier-start"),
        ("card-heir", (), "play soldier end", "lesson-card-heir-wrong-soldier-end"),
        ("card-ambush", (), "play spy end", "lesson-card-ambush-wrong-spy-end"),
        ("combo-ambush-trap", (), "play spy end", "lesson-combo-ambush-trap-wrong-spy-beside"),
        ("combo-ambush-trap", (), "play spy on 1", "lesson-combo-ambush-trap-wrong-spy-cover"),
        ("combo-shapeshifter-heir", (), "play spy on 0",
         "lesson-combo-shapeshifter-heir-wrong-spy"),
        ("combo-decree-twice", (), "bank", "lesson-combo-decree-twice-wrong-bank-heir"),
        # the same move on two roads: each road its own text
        ("card-heir", ("play soldier on 0",), "bank", "lesson-card-heir-wrong-soldier-bank"),
        ("card-heir", ("play heir on 0",), "bank", "lesson-card-heir-wrong-bank"),
        # card-lord: the goal counts what the Lord itself brings (gained_from)
        ("card-lord", (), "play archer end", "lesson-card-lord-wrong-archer-end"),
        ("card-lord", (), "play archer on 0", "lesson-card-lord-wrong-archer-cover"),
        ("card-lord", ("play archer start", "reveal"), "target 0",
         "lesson-card-lord-wrong-archer-self"),
        ("card-conspiracy", ("bank", "play heir end", "reveal"), "bank",
         "lesson-card-conspiracy-wrong-bank-last"),
    ],
)  # fmt: skip
def test_new_wrong_moves_are_explained(lid, path, move, text) -> None:
    run = _replay(lesson(lid), path)
    before = run.state.to_json()
    out = run.try_move(move)
    assert (out.kind, out.text, out.lesson_text) == ("wrong", text, True)
    assert run.state.to_json() == before
    for lang in texts.LANGUAGES:
        assert texts.text(text, lang).strip()


def test_a_known_wrong_text_does_not_block_another_good_road() -> None:
    """end-tiebreak lists `reveal` after one move (the Conspiracy, with nothing
    on it). After a Spy at the end, revealing it steals the win: no mistake."""
    run = _replay(lesson("end-tiebreak"), ("play spy end",))
    out = run.try_move("reveal")
    assert out.kind in ("progressed", "success"), out


def test_after_as_a_list_of_moves_is_validated() -> None:
    data = read_lesson_file(lesson("card-heir").path)
    data["feedback"]["wrong"].append(
        {"move": "bank", "after": ["play soldier start"], "text": "lesson-card-heir-wrong-bank"}
    )
    lsn = parse_lesson(data)
    assert lsn.wrong[-1].after == ("play soldier start",)
    data["feedback"]["wrong"][-1]["after"] = "one"
    with pytest.raises(ValueError, match=r"feedback\.wrong\[\d+\]\.after"):
        parse_lesson(data)


SENTENCE_END = re.compile(r"[.!?…](?:\s|$)")


@pytest.mark.parametrize("lang", texts.LANGUAGES)
def test_intros_come_in_short_steps(lang) -> None:
    """One idea per step: at most two sentences; long intros are split."""
    for lsn in LESSONS:
        for key in lsn.intro:
            assert texts.has(key, lang), (lang, key)
            n = len(SENTENCE_END.findall(texts.text(key, lang).strip()))
            assert n <= 2, (lang, key, n)
    for lid in ("elimination-gain", "card-ambush", "card-royal-decree"):
        assert len(lesson(lid).intro) >= 3, lid


def test_card_lord_is_won_only_through_the_lords_neighbour_rule() -> None:
    """Issue 5: each card lesson puts the learner where that ability decides the
    outcome. The Lord alone brings 1 (B6); only an own neighbour makes it 2 — the
    Archer eliminating itself and uncovering the Lord (1 from the Archer, 1 from
    the Lord) no longer passes."""
    for road in (
        ("play archer on 0", "reveal", "target 0"),
        ("play archer start", "reveal", "target 0"),
    ):
        run = LessonRun(lesson("card-lord"))
        outcomes = [run.try_move(m) for m in road]
        assert not any(o.kind == "success" for o in outcomes), road
    run = LessonRun(lesson("card-lord"))
    outcomes = [run.try_move(m) for m in ("play archer start", "reveal", "target 2")]
    assert outcomes[-1].kind == "success"  # the Archer stays beside the Lord: 1 + 1
