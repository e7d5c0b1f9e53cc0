"""Issue 19: progress is never lost. Saves merge with the file on disk under a
lock (two real processes, two tabs); a damaged file of any kind is set aside
and reported and the tutor starts anyway; read-only places are reported, not
fatal; each learner on a shared server has stars of their own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from scenario_helpers import ROOT

from oriflamme.tutor import Progress
from oriflamme.tutor.progress import LEARNERS, learner_id, learners

#: One process: record ``lesson`` ``n`` times, each a separate save.
WORKER = """
import sys
from oriflamme.tutor import Progress
path, lesson, n, stars = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
p = Progress(path)
for _ in range(n):
    p.record(lesson, stars)
assert p.problem is None, p.problem
"""


def run_workers(path: Path, jobs: list[tuple[str, int, int]]) -> None:
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, str(path), lesson, str(n), str(stars)], cwd=ROOT
        )
        for lesson, n, stars in jobs
    ]
    assert [p.wait(timeout=120) for p in procs] == [0] * len(procs)


def test_two_processes_saving_different_lessons_both_keep_theirs(tmp_path: Path) -> None:
    """Issue 19: one lesson's progress was lost in 3 of 3 trials (last writer wins)."""
    path = tmp_path / "progress.json"
    for trial in range(3):
        path.unlink(missing_ok=True)
        run_workers(path, [(f"goal-{trial}", 30, 2), (f"card-spy-{trial}", 30, 3)])
        p = Progress(path)
        assert (p.stars(f"goal-{trial}"), p.stars(f"card-spy-{trial}")) == (2, 3)
        assert p.lessons[f"goal-{trial}"]["completed"] == 30
        assert p.lessons[f"card-spy-{trial}"]["completed"] == 30


def test_increments_of_the_same_lesson_are_not_lost(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    run_workers(path, [("goal", 40, 1), ("goal", 40, 3), ("goal", 40, 2)])
    p = Progress(path)
    assert p.lessons["goal"]["completed"] == 120 and p.stars("goal") == 3


def test_two_tabs_in_one_process_merge_too(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    a, b = Progress(path), Progress(path)  # both read an empty file
    a.record("goal", 1)
    b.record("card-spy", 2)  # b never saw a's save: it merges with the disk
    a.record("goal", 3)
    p = Progress(path)
    assert p.stars("goal") == 3 and p.lessons["goal"]["completed"] == 2
    assert p.stars("card-spy") == 2
    b.reset("card-spy")  # a reset is a reset on disk too
    assert Progress(path).stars("card-spy") == 0 and Progress(path).stars("goal") == 3


DAMAGED = [
    b"\x00\x01\x02\xff\xfe binary",
    '{"lessons": {"goal": {"stars": 2, "note": "Trésor"}}}'.encode("latin-1"),
    b"[" * 100_000 + b"]" * 100_000,
    b'{"lessons": ' * 5000 + b"{}" + b"}" * 5000,
    b'{"lessons": {"goal": {"stars": "3"}}}',
    b'{"lessons": {"goal": {"stars": true}}}',
    b'{"lessons": {"goal": {"stars": ' + b"9" * 5000 + b"}}}",
    b'{"lessons": {"goal": []}}',
    b'{"lessons": null}',
    b"",
    b"{",
]


@pytest.mark.parametrize("content", DAMAGED, ids=range(len(DAMAGED)))
def test_a_damaged_file_of_any_kind_is_set_aside_and_reported(
    tmp_path: Path, content: bytes
) -> None:
    """Issue 19: a binary, Latin-1 or deeply nested file stopped the app from starting."""
    path = tmp_path / "progress.json"
    path.write_bytes(content)
    p = Progress(path)
    assert p.problem is not None and p.problem["key"] == "tutor-progress-corrupt"
    assert Path(p.problem["backup"]).read_bytes() == content
    assert p.lessons == {} and not path.exists()
    p.record("goal", 3)
    assert Progress(path).stars("goal") == 3


def read_only(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Make ``folder`` read-only for this process, as a read-only mount is
    (``chmod`` alone does not stop root, who runs the CI containers)."""
    real_open, real_replace, real_mkstemp = os.open, os.replace, __import__("tempfile").mkstemp

    def inside(p: object) -> bool:
        return Path(str(p)).resolve().parent == folder.resolve()

    def deny(p: object) -> OSError:
        return PermissionError(13, "Permission denied", str(p))

    def fake_open(p, flags, *a, **k):  # type: ignore[no-untyped-def]
        if inside(p) and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            raise deny(p)
        return real_open(p, flags, *a, **k)

    def fake_replace(src, dst):  # type: ignore[no-untyped-def]
        if inside(src) or inside(dst):
            raise deny(dst)
        return real_replace(src, dst)

    def fake_mkstemp(*a, dir=None, **k):  # type: ignore[no-untyped-def]
        if dir is not None and Path(dir).resolve() == folder.resolve():
            raise deny(dir)
        return real_mkstemp(*a, dir=dir, **k)

    monkeypatch.setattr(os, "open", fake_open)
    monkeypatch.setattr(os, "replace", fake_replace)
    monkeypatch.setattr("tempfile.mkstemp", fake_mkstemp)


def test_read_only_places_are_reported_not_fatal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 19: a corrupt file in a read-only folder raised ``PermissionError``."""
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "progress.json"
    path.write_bytes(b"\xff not progress")
    with monkeypatch.context() as m:
        read_only(m, folder)
        p = Progress(path)  # starts anyway
        assert p.problem["key"] == "tutor-progress-corrupt-kept" and p.lessons == {}
        p.record("goal", 2)  # cannot be written: reported, kept for the session
        assert p.problem["key"] == "tutor-progress-not-saved" and p.stars("goal") == 2
        assert p.problem["path"] == str(path)
        assert path.read_bytes() == b"\xff not progress"
    assert p.save() and Progress(path).stars("goal") == 2  # written once it can be
    assert p.problem["key"] == "tutor-progress-corrupt"  # the damaged file, now set aside


def test_every_problem_has_a_sentence_in_each_language(tmp_path: Path) -> None:
    from oriflamme.tutor import texts as tx

    needs = {
        "tutor-progress-corrupt": ["B.json"],
        "tutor-progress-corrupt-kept": ["P.json", "ERR"],
        "tutor-progress-not-saved": ["P.json", "ERR"],
        "tutor-progress-unreadable": ["ERR"],
    }
    for lang in ("uk", "ru", "fr", "en"):
        for key, words in needs.items():
            text = tx.text(key, lang, backup="B.json", error="ERR", path="P.json")
            assert "{" not in text and all(w in text for w in words), (lang, key, text)


# --- one server, many learners -------------------------------------------------------


def test_each_learner_has_stars_of_their_own(tmp_path: Path) -> None:
    """Issue 19: every learner of a Voila server shared one file and overwrote stars."""
    shared = tmp_path / "progress.json"
    olena = Progress.for_learner("Олена Коваль", shared)
    pierre = Progress.for_learner("  Pierre  ", shared)
    olena.record("goal", 3)
    pierre.record("goal", 1)
    assert Progress.for_learner("олена   коваль", shared).stars("goal") == 3
    assert Progress.for_learner("PIERRE", shared).stars("goal") == 1
    assert Progress(shared).stars("goal") == 0  # the shared file is untouched
    assert olena.path == tmp_path / LEARNERS / "олена-коваль.json"
    assert learners(shared) == ["Pierre", "Олена Коваль"]


@pytest.mark.parametrize(
    "name, lid",
    [
        ("../../etc/passwd", "etc-passwd"),
        ("..", ""),
        ("a/b\\c", "a-b-c"),
        ("  ", ""),
        ("Zoë", "zoë"),
        ("x" * 500, "x" * 40),
        ("Ｏｌｅｎａ", "olena"),
        ("name\x00.json", "name-json"),
    ],
)
def test_names_are_sanitized_into_file_names(tmp_path: Path, name: str, lid: str) -> None:
    assert learner_id(name) == lid
    p = Progress.for_learner(name, tmp_path / "progress.json")
    assert p.path.parent in (tmp_path, tmp_path / LEARNERS)
    p.record("goal", 1)
    assert p.path.exists() and p.path.resolve().is_relative_to(tmp_path.resolve())


def test_a_learners_file_keeps_the_name_they_typed(tmp_path: Path) -> None:
    p = Progress.for_learner("Léa  Martin", tmp_path / "progress.json")
    p.record("goal", 2)
    assert json.loads(p.path.read_text("utf-8"))["learner"] == "Léa Martin"
