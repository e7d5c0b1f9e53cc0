"""Lessons as package data and progress per platform (issue 17: the static site)."""

from __future__ import annotations

import threading
import time
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from oriflamme.tutor import course, progress


def test_the_lessons_are_read_from_the_package_not_the_repository() -> None:
    """An installed wheel (the static site's) has its course: oriflamme.tutorials."""
    root = resources.files(course.TUTORIALS_PACKAGE)
    assert root.joinpath("base").is_dir()
    files = course.lesson_files("base")
    assert files and all(f.parent.name == "base" for f in files)
    assert len(course.lessons("base")) == len(files)


def test_a_package_without_lessons_is_an_error_not_an_empty_menu(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(course, "tutorials_dir", lambda: tmp_path)
    with pytest.raises(course.CourseMissing, match="base"):
        course.lesson_files("base")
    (tmp_path / "base").mkdir()  # the edition's folder, emptied
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "x.yaml").write_text("id: x\n")
    with pytest.raises(course.CourseMissing, match="base"):
        course.lesson_files("base")


def test_in_the_browser_progress_lives_in_the_drive(monkeypatch: pytest.MonkeyPatch) -> None:
    """Under Pyodide progress goes to /drive (JupyterLite's storage, kept across
    reloads), without jupyter_core; elsewhere to the Jupyter data dir."""
    monkeypatch.delenv(progress.ENV, raising=False)
    monkeypatch.setattr(progress, "IN_BROWSER", True)
    assert progress.default_path() == Path("/drive/oriflamme/progress.json")
    monkeypatch.setattr(progress, "IN_BROWSER", False)
    assert progress.default_path().parts[-2:] == ("oriflamme", "progress.json")
    assert progress.default_path().parts[:2] != ("/", "drive")


def test_the_storage_backend_is_chosen_per_platform(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One interface, two backends: the browser's drive under Pyodide, files with
    a lock elsewhere; a learner's own file keeps the platform's backend."""
    path = tmp_path / "progress.json"
    monkeypatch.setattr(progress, "IN_BROWSER", True)
    assert type(progress.storage_for(path)) is progress.BrowserStorage
    named = progress.Progress.for_learner("Олена", path)
    assert type(named.storage) is progress.BrowserStorage
    assert named.path == tmp_path / "learners" / "олена.json"
    monkeypatch.setattr(progress, "IN_BROWSER", False)
    assert type(progress.storage_for(path)) is progress.FileStorage
    assert type(progress.Progress(path).storage) is progress.FileStorage


def test_progress_in_the_browser_storage_is_kept_written_in_place(tmp_path: Path) -> None:
    """The static site's backend: stars saved and read back by a new session (a
    reload), the best kept; the file written in place (no lock file, no
    temporary file left in the drive) under a non-JSON name (``progress.txt``:
    the drive cannot overwrite a ``.json`` file, jupyterlite/xeus#272); a
    damaged file set aside and reported."""
    path = tmp_path / "oriflamme" / "progress.json"
    p = progress.Progress(storage=progress.BrowserStorage(path))
    p.record("goal", 2)
    p.record("goal", 1)
    again = progress.Progress(storage=progress.BrowserStorage(path))
    assert again.stars("goal") == 2 and again.lessons["goal"]["completed"] == 2
    assert sorted(f.name for f in path.parent.iterdir()) == ["progress.txt"]
    stored = path.with_suffix(".txt")
    stored.write_text("{not json", encoding="utf-8")
    damaged = progress.Progress(storage=progress.BrowserStorage(path))
    assert damaged.stars("goal") == 0
    assert damaged.problem is not None and damaged.problem["key"] == "tutor-progress-corrupt"
    assert Path(damaged.problem["backup"]).read_text(encoding="utf-8") == "{not json"


def test_browser_progress_takes_over_an_older_sites_json_file(tmp_path: Path) -> None:
    """A learner whose browser kept an older site's ``progress.json`` finds
    their stars; every save then goes to ``progress.txt`` and the old file is
    never written again (overwriting it is what froze the kernel)."""
    path = tmp_path / "oriflamme" / "progress.json"
    path.parent.mkdir(parents=True)
    old = '{"version": 1, "lessons": {"goal": {"stars": 3, "completed": 1}}}'
    path.write_text(old, encoding="utf-8")
    p = progress.Progress(storage=progress.BrowserStorage(path))
    assert p.stars("goal") == 3
    p.record("placement", 2)
    assert path.read_text(encoding="utf-8") == old
    again = progress.Progress(storage=progress.BrowserStorage(path))
    assert (again.stars("goal"), again.stars("placement")) == (3, 2)
    assert again.lessons["goal"]["completed"] == 1


def test_browser_learners_are_listed_from_their_text_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In the browser a learner's own file is ``learners/<id>.txt`` (or an
    older site's ``<id>.json``): the name picker lists each learner once."""
    monkeypatch.setattr(progress, "IN_BROWSER", True)
    shared = tmp_path / "progress.json"
    progress.Progress.for_learner("Олена Коваль", shared).record("goal", 1)
    assert (tmp_path / "learners" / "олена-коваль.txt").exists()
    legacy = tmp_path / "learners" / "pierre.json"
    legacy.write_text('{"version": 1, "lessons": {}, "learner": "Pierre"}', encoding="utf-8")
    progress.Progress.for_learner("Pierre", shared).record("goal", 2)
    assert progress.learners(shared) == ["Pierre", "Олена Коваль"]


class _DriveFile(progress.BrowserStorage):
    """BrowserStorage on a drive as slow as a busy page: each read of the file
    takes a while to come back, so tabs saving at once overlap."""

    def read(self) -> bytes:
        try:
            return super().read()
        finally:
            time.sleep(0.05)


def _tabs_save_at_once(path: Path, lessons: list[str]) -> progress.Progress:
    """Each lesson won in its own tab (kernel: here a thread), all saves at once."""
    tabs = [progress.Progress(storage=_DriveFile(path)) for _ in lessons]
    start = threading.Barrier(len(tabs))

    def win(tab: progress.Progress, lesson_id: str) -> None:
        start.wait()
        tab.record(lesson_id, 3)

    threads = [threading.Thread(target=win, args=pair) for pair in zip(tabs, lessons, strict=True)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return progress.Progress(storage=progress.BrowserStorage(path))


def test_browser_tabs_saving_at_once_keep_every_lesson(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 29: two tabs of the site (one drive, a kernel each) won a lesson
    at the same moment and one tab's stars were lost: both read the file
    before either wrote. Each read and each read-merge-write now holds the
    site's lock (the service worker's, here a lock of the test's), so every
    tab's lesson is kept; without a lock, the same saves lose lessons."""
    site = threading.Lock()
    calls: list[str] = []

    def site_lock(op: str, token: str) -> bool:
        calls.append(op)
        if op == "acquire":
            site.acquire()
        else:
            site.release()
        return True

    monkeypatch.setattr(progress, "_site_lock", site_lock)
    lessons = ["goal", "placement", "reveal", "bank"]
    kept = _tabs_save_at_once(tmp_path / "locked" / "progress.json", lessons)
    assert {lesson: kept.stars(lesson) for lesson in lessons} == dict.fromkeys(lessons, 3)
    assert calls.count("acquire") == calls.count("release") > 0

    monkeypatch.setattr(progress, "_site_lock", lambda op, token: False)  # no lock: the defect
    lost = _tabs_save_at_once(tmp_path / "unlocked" / "progress.json", lessons)
    assert sum(lost.stars(lesson) for lesson in lessons) < 3 * len(lessons)


def test_browser_save_never_leaves_an_empty_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A save writes the drive's file in one go, never truncating it first (the
    drive made a truncating open a write of an empty file, then the content: a
    tab reading in between, or a page closed in between, found an empty file,
    set it aside as damaged and lost every star). A shorter text is padded with
    spaces; an empty file (the drive's new file before its first write) is no
    progress yet, not a damaged file."""
    path = tmp_path / "oriflamme" / "progress.json"
    stored = path.with_suffix(".txt")
    p = progress.Progress(storage=progress.BrowserStorage(path))
    p.record("goal", 3)
    p.record("placement", 2)
    p.mistake("placement", "wrong", "bank", text="x" * 200)
    seen: list[int] = []
    real_open = open

    def watched_open(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if Path(file) == stored and "w" in mode:
            seen.append(-1)  # a truncating open: what the drive did as an empty write
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr("builtins.open", watched_open)
    monkeypatch.setattr("io.open", watched_open)  # Path.open's
    p.reset("placement")  # a shorter file
    assert seen == []
    assert stored.read_bytes().endswith(b" ")
    again = progress.Progress(storage=progress.BrowserStorage(path))
    assert (again.stars("goal"), again.stars("placement"), again.problem) == (3, 0, None)

    stored.write_bytes(b"")
    fresh = progress.Progress(storage=progress.BrowserStorage(path))
    assert (fresh.lessons, fresh.problem) == ({}, None)
    fresh.record("goal", 1)
    assert progress.Progress(storage=progress.BrowserStorage(path)).stars("goal") == 1
    assert sorted(f.name for f in path.parent.iterdir()) == ["progress.txt"]


def test_a_courses_lesson_ids_are_its_lessons_ids() -> None:
    """The lessons menu counts a course it does not show from its lessons' ids
    read without building their positions (``lesson_ids``; the first screen
    on the static site is a second faster): the same ids as the validated
    course, for every course of every game."""
    for edition in course.courses():
        assert sorted(course.lesson_ids(edition)) == sorted(x.id for x in course.lessons(edition))
