"""Mistakes come back (issue 30): the practice queue per learner.

A wrong answer queues its rules and cards for review with FSRS (the ``fsrs``
package): due again within minutes, later and later once answered right; two
tabs answering at once keep both answers; a damaged file is set aside, never
lost silently; a lesson's wrong move is queued with its ruling ids.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from oriflamme.practice.mistakes import record_lesson_mistake
from oriflamme.practice.store import PracticeStore, mastery_pairs
from oriflamme.tutor import Progress, lesson
from oriflamme.tutor.progress import FileStorage
from oriflamme.widgets.lesson_player import LessonPlayer

T0 = datetime(2026, 11, 27, 9, 0, tzinfo=UTC)


def store(tmp_path: Path, name: str = "") -> PracticeStore:
    progress = Progress.for_learner(name, tmp_path / "progress.json")
    return PracticeStore.beside(progress)


def test_a_wrong_answer_is_due_again_soon_and_a_right_one_pushes_it_later(tmp_path: Path) -> None:
    s = store(tmp_path)
    s.answer(["B9"], ["ambush"], correct=False, when=T0)
    tags = {d.tag for d in s.queue()}
    assert tags == {"rule:B9", "card:ambush"}
    assert not s.due(T0)  # not at once: FSRS's first learning step
    assert {d.tag for d in s.due(T0 + timedelta(minutes=2))} == tags
    first = s.queue()[0].due
    s.answer(["B9"], ["ambush"], correct=True, when=T0 + timedelta(minutes=2))
    s.answer(["B9"], ["ambush"], correct=True, when=T0 + timedelta(minutes=15))
    later = s.queue()[0].due
    assert later - (T0 + timedelta(minutes=15)) >= timedelta(hours=12)
    assert later > first
    item = s.queue()[0]
    assert (item.right, item.wrong) == (2, 1)


def test_a_right_answer_on_a_rule_never_missed_queues_nothing(tmp_path: Path) -> None:
    s = store(tmp_path)
    s.answer(["G6"], ["soldier"], correct=True, when=T0)
    assert s.queue() == []
    assert s.total == 1 and s.right == 1


def test_kept_per_learner_beside_the_lesson_progress(tmp_path: Path) -> None:
    olena = store(tmp_path, "Олена Коваль")
    olena.answer(["B2"], ["soldier"], correct=False, when=T0)
    assert olena.path == tmp_path / "learners" / "олена-коваль.practice.json"
    assert store(tmp_path, "Петро").queue() == []
    assert {d.tag for d in store(tmp_path, "олена коваль").queue()} == {"rule:B2", "card:soldier"}
    shared = store(tmp_path)
    assert shared.path == tmp_path / "progress.practice.json"
    # the practice file is not taken for a learner of the lessons
    from oriflamme.tutor.progress import learners

    assert learners(tmp_path / "progress.json") == []


def test_two_tabs_answering_keep_both(tmp_path: Path) -> None:
    a, b = store(tmp_path), store(tmp_path)
    a.answer(["B1"], ["archer"], correct=False, when=T0)
    b.answer(["A11"], ["trap"], correct=False, when=T0)
    a.advance("oriflamme/base", 3)
    b.advance("oriflamme/base", 2)
    fresh = store(tmp_path)
    assert {d.tag for d in fresh.queue()} == {"rule:B1", "card:archer", "rule:A11", "card:trap"}
    assert fresh.total == 2
    assert fresh.stream("oriflamme/base") == 3


def test_a_damaged_file_is_set_aside_and_reported(tmp_path: Path) -> None:
    s = store(tmp_path)
    s.path.write_text("{not json", "utf-8")
    again = store(tmp_path)
    assert again.problem is not None and again.problem["key"] == "tutor-progress-corrupt"
    assert Path(again.problem["backup"]).read_text("utf-8") == "{not json"
    again.answer(["G3"], [], correct=False, when=T0)
    assert json.loads(again.path.read_text("utf-8"))["items"]["rule:G3"]["wrong"] == 1


class FullDisk(FileStorage):
    """A disk that refuses writes while ``full`` (a full disk, a read-only folder)."""

    full = False

    def write(self, data: bytes) -> None:
        if FullDisk.full:
            raise OSError(28, "No space left on device")
        super().write(data)


def test_a_save_that_fails_is_reported_and_kept(tmp_path: Path) -> None:
    s = PracticeStore(FullDisk(tmp_path / "p.practice.json"))
    FullDisk.full = True
    try:
        s.answer(["G9"], [], correct=False, when=T0)
        assert s.problem is not None and s.problem["key"] == "tutor-progress-not-saved"
        assert s.queue()[0].tag == "rule:G9"  # still in memory
    finally:
        FullDisk.full = False
    s.answer(["G6"], [], correct=False, when=T0)  # the next save writes both
    again = PracticeStore(FullDisk(tmp_path / "p.practice.json"))
    assert {d.tag for d in again.queue()} == {"rule:G9", "rule:G6"}
    assert s.problem is None


def test_a_missed_puzzle_is_kept_until_answered_right(tmp_path: Path) -> None:
    s = store(tmp_path)
    ref = {"game": "oriflamme", "table": "base", "seed": 1, "g": 4, "kind": "reveal"}
    s.answer(["B9"], ["ambush"], correct=False, ref=ref, when=T0)
    assert [m["ref"] for m in s.missed(["rule:B9"])] == [ref]
    assert s.missed(["rule:A11"]) == []
    s.answer(["B9"], ["ambush"], correct=True, ref=ref, when=T0 + timedelta(minutes=5))
    assert s.missed() == []


def test_mastery_pairs_a_card_with_its_own_rulings_and_the_general_ones() -> None:
    card_rules = {"soldier": ("B2", "G4"), "ambush": ("B9", "G7")}
    pairs = mastery_pairs(["B2", "B9", "G6"], ["soldier", "ambush"], card_rules)
    # B9 is the Ambush's ruling, not the Soldier's; G6 (elimination) is everyone's
    assert pairs == [["soldier", "B2"], ["soldier", "G6"], ["ambush", "B9"], ["ambush", "G6"]]


def test_a_lessons_wrong_move_is_queued_with_its_ruling(tmp_path: Path) -> None:
    """B2: the Soldier lesson's wrong placement and a refused move come back in practice."""
    progress = Progress(tmp_path / "progress.json")
    player = LessonPlayer("card-soldier", "uk", progress=progress)
    assert player.play("play soldier start").kind == "wrong"
    assert player.play("play soldier on 7").kind == "illegal"
    s = PracticeStore.beside(progress)
    tags = {d.tag for d in s.queue()}
    assert {"card:soldier", "rule:B2", "rule:G1"} <= tags  # G1: no card at that position
    sources = s.data["items"]["card:soldier"]["sources"]
    assert [x["move"] for x in sources] == ["play soldier start", "play soldier on 7"]
    assert sources[1]["code"] == "no_card_at_position"


def test_an_orichalque_lessons_mistake_is_tagged_with_its_section(tmp_path: Path) -> None:
    progress = Progress(tmp_path / "progress.json")
    lsn = lesson("orichalque-fight-odds")
    state = lsn.new_state()
    s = record_lesson_mistake(progress, lsn, state, "fight c3 0", None, [])
    assert s is not None and {d.tag for d in s.queue()} >= {"rule:och-fight"}
