"""Issue 31: the class as the teacher sees it (``tutor/classroom.py``). The
learners' files are read without locking anyone out and without writing a
byte; a file caught mid-write is shown as unreadable, never fatal; counts,
the wrong moves made most often (by lesson and by rule id), an assignment's
completion; files a teacher collected merge into the learner of the same name."""

from __future__ import annotations

import fcntl
import json
import os
import threading
from pathlib import Path

from oriflamme.tutor import Progress
from oriflamme.tutor.assignment import make
from oriflamme.tutor.classroom import Classroom
from oriflamme.tutor.progress import LEARNERS, learner_id


def learner(base: Path, name: str) -> Progress:
    return Progress.for_learner(name, base)


def class_of_three(base: Path) -> None:
    """Olena won «goal» after two tries and a wrong move; Petro is stuck on it
    (3 attempts, 3 wrong moves, no star); Pierre won «card-spy» with 3 stars."""
    olena = learner(base, "Олена Коваль")
    for _ in range(2):
        olena.attempt("goal")
    olena.mistake("goal", "wrong", "play lord start", text="lesson-goal-wrong-lord", rules=["G3"])
    olena.record("goal", 2)
    petro = learner(base, "Петро")
    for _ in range(3):
        petro.attempt("goal")
        petro.mistake(
            "goal", "wrong", "play lord start", text="lesson-goal-wrong-lord", rules=["G3"]
        )
    pierre = learner(base, "Pierre")
    pierre.attempt("card-spy")
    pierre.mistake("card-spy", "wrong", "target 0", rules=["B3"])
    pierre.record("card-spy", 3)


def test_reading_the_class_writes_nothing_and_takes_no_lock(tmp_path: Path) -> None:
    base = tmp_path / "progress.json"
    class_of_three(base)
    folder = tmp_path / LEARNERS
    # another feature's file beside a learner's, a damaged backup and a temporary file
    (folder / "pierre.practice.json").write_text('{"items": {}}')
    (folder / "olena.json.corrupt-20260101").write_text("{")
    before = {p.name: (p.stat().st_mtime_ns, p.read_bytes()) for p in folder.iterdir()}
    # Petro saves right now: his lock is held while the teacher reads the class
    lock = os.open(folder / ".петро.json.lock", os.O_RDWR | os.O_CREAT)
    fcntl.flock(lock, fcntl.LOCK_EX)
    done = threading.Event()
    room: list[Classroom] = []
    threading.Thread(target=lambda: (room.append(Classroom(base)), done.set())).start()
    assert done.wait(10), "the class view waited for a learner's lock"
    os.close(lock)
    assert [x.name for x in room[0].learners] == ["Pierre", "Олена Коваль", "Петро"]
    after = {p.name: (p.stat().st_mtime_ns, p.read_bytes()) for p in folder.iterdir()}
    assert after == before  # not a byte written, moved or set aside


def test_a_file_being_written_is_shown_unreadable_then_read(tmp_path: Path) -> None:
    base = tmp_path / "progress.json"
    class_of_three(base)
    path = tmp_path / LEARNERS / f"{learner_id('Петро')}.json"
    good = path.read_bytes()
    path.write_bytes(good[: len(good) // 2])  # a torn write (not this tutor's: it renames)
    room = Classroom(base)
    petro = next(x for x in room.learners if x.key == "петро")
    assert petro.problem == "not-json" and petro.stars("goal") == 0
    assert path.read_bytes() == good[: len(good) // 2]  # left where it is
    path.write_bytes(good)
    assert room.refresh()
    petro = next(x for x in room.learners if x.key == "петро")
    assert petro.problem == "" and Classroom.cell(petro, "goal").attempts == 3


def test_refresh_rereads_only_what_changed(tmp_path: Path) -> None:
    base = tmp_path / "progress.json"
    class_of_three(base)
    room = Classroom(base)
    assert not room.refresh()  # nothing new
    learner(base, "Pierre").record("goal", 1)
    assert room.refresh()
    pierre = next(x for x in room.learners if x.name == "Pierre")
    assert pierre.stars("goal") == 1
    learner(base, "Марта").attempt("goal")  # a new learner
    assert room.refresh() and len(room.learners) == 4


def test_cells_mistakes_by_lesson_and_rule(tmp_path: Path) -> None:
    base = tmp_path / "progress.json"
    class_of_three(base)
    room = Classroom(base)
    by = {x.name: x for x in room.learners}
    assert Classroom.cell(by["Петро"], "goal").stars == 0
    assert Classroom.cell(by["Петро"], "goal").attempts == 3
    cell = Classroom.cell(by["Олена Коваль"], "goal")
    assert (cell.stars, cell.attempts, cell.completed, cell.mistakes) == (2, 2, 1, 1)
    assert cell.seen  # last seen: a time
    top = room.mistakes(room.learners)
    assert (top[0].lesson, top[0].move, top[0].count, top[0].learners) == (
        "goal",
        "play lord start",
        4,
        2,
    )
    assert top[0].text == "lesson-goal-wrong-lord" and top[0].rules == ("G3",)
    rules = room.rules(room.learners)
    assert [(r.rule, r.count, r.learners) for r in rules] == [("G3", 4, 2), ("B3", 1, 1)]
    assert room.rules(room.learners, ["card-spy"])[0].rule == "B3"  # one course's lessons


def test_assignment_completion_and_classes(tmp_path: Path) -> None:
    base = tmp_path / "progress.json"
    class_of_three(base)
    a = make("7-Б", ["lesson:goal", "lesson:card-spy", "practice:base"], "uk")
    for name in ("Олена Коваль", "Петро"):
        learner(base, name).open_assignment(a.id, a.info())
    room = Classroom(base)
    assert room.classes() == ["7-Б"]
    assert {x.name for x in room.of_class("7-Б")} == {"Олена Коваль", "Петро"}
    assert list(room.assignments()) == [a.id]
    by = {x.name: x for x in room.learners}
    olena = Classroom.completion(by["Олена Коваль"], a)
    assert (olena.done, olena.total, olena.stars, olena.max_stars, olena.opened) == (
        1,
        2,
        2,
        6,
        True,
    )
    pierre = Classroom.completion(by["Pierre"], a)
    assert (pierre.done, pierre.opened) == (1, False)


def test_collected_files_merge_into_the_learner_of_the_same_name(tmp_path: Path) -> None:
    base = tmp_path / "progress.json"
    class_of_three(base)
    home = Progress.for_learner("Петро", tmp_path / "home" / "progress.json")
    home.attempt("goal")
    home.record("goal", 3)
    room = Classroom(base)
    raw = home.export_bytes()
    petro = room.add_file(raw, "oriflamme-progress-петро.json")
    room.add_file(raw, "oriflamme-progress-петро.json")  # the same file dropped twice
    assert petro.sources == ["server", "oriflamme-progress-петро.json"]
    assert petro.stars("goal") == 3 and Classroom.cell(petro, "goal").attempts == 4
    # a file without a name: the learner is named after the file
    nameless = Progress(tmp_path / "site" / "progress.json")
    nameless.record("card-spy", 1)
    other = room.add_file(nameless.export_bytes(), "oriflamme-progress-ivan.json")
    assert other.name == "ivan" and other.sources == ["oriflamme-progress-ivan.json"]
    room.forget_files()
    assert [x.name for x in room.learners] == ["Pierre", "Олена Коваль", "Петро"]
    assert next(x for x in room.learners if x.key == "петро").stars("goal") == 0
    # nothing of it was written to the server
    on_disk = json.loads((tmp_path / LEARNERS / "петро.json").read_text())
    assert on_disk["lessons"]["goal"]["stars"] == 0


def test_a_learners_file_is_an_ordinary_file_a_shared_folder_lets_the_teacher_read(
    tmp_path: Path,
) -> None:
    """On JupyterHub each learner's server is their own user (docs/deploy.md): a
    progress file gets the umask's permissions (0644 under 022), not a
    temporary file's private 0600, so the teacher's class view can read it."""
    old = os.umask(0o022)
    try:
        path = tmp_path / LEARNERS / "olena.json"
        Progress.for_learner("Olena", tmp_path / "progress.json").record("goal", 1)
        assert path.stat().st_mode & 0o777 == 0o644
    finally:
        os.umask(old)
