"""Progress: saved per lesson, atomic, a corrupt file backed up and reported."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from oriflamme.tutor import Progress
from oriflamme.tutor.progress import ENV, default_path


def test_env_var_names_the_file(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(ENV, str(tmp_path / "p.json"))
    assert default_path() == tmp_path / "p.json"
    monkeypatch.delenv(ENV)
    assert default_path().parts[-2:] == ("oriflamme", "progress.json")


def test_save_load_best_stars_and_reset(tmp_path) -> None:
    path = tmp_path / "sub" / "progress.json"
    p = Progress(path)
    assert p.stars("goal") == 0 and p.problem is None
    p.record("goal", 2)
    p.record("goal", 1)
    p.record("card-spy", 3)
    q = Progress(path)
    assert q.stars("goal") == 2 and q.stars("card-spy") == 3
    assert q.lessons["goal"]["completed"] == 2
    ov = q.overview(["goal", "card-spy", "card-heir"])
    assert ov == {
        "lessons": {"goal": 2, "card-spy": 3, "card-heir": 0},
        "done": 2, "total": 3, "stars": 5, "max_stars": 9,
    }  # fmt: skip
    q.reset("goal")
    assert Progress(path).stars("goal") == 0 and Progress(path).stars("card-spy") == 3


def test_write_is_atomic(tmp_path, monkeypatch) -> None:
    path = tmp_path / "progress.json"
    p = Progress(path)
    p.record("goal", 3)
    good = path.read_text()
    calls = []
    real = os.replace

    def failing_replace(src, dst):
        calls.append((src, dst))
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    p.record("card-spy", 3)  # reported, not raised (issue 19)
    assert p.problem is not None and p.problem["key"] == "tutor-progress-not-saved"
    assert p.stars("card-spy") == 3  # kept for the session
    monkeypatch.setattr(os, "replace", real)
    assert calls and str(calls[0][1]) == str(path)
    assert path.read_text() == good, "the old file is intact"
    assert sorted(f.name for f in tmp_path.iterdir()) == [".progress.json.lock", "progress.json"]
    p.record("goal", 1)  # the next save writes what was kept
    assert Progress(path).stars("card-spy") == 3 and p.problem is None


@pytest.mark.parametrize("content", ["{not json", '{"lessons": [1, 2]}', '["x"]', ""])
def test_corrupt_file_is_backed_up_and_reported(tmp_path, content) -> None:
    path = tmp_path / "progress.json"
    path.write_text(content)
    p = Progress(path)
    assert p.problem is not None and p.problem["key"] == "tutor-progress-corrupt"
    backup = p.problem["backup"]
    assert os.path.exists(backup) and Path(backup).read_text() == content
    assert not path.exists() and p.lessons == {}
    p.record("goal", 3)
    assert json.loads(path.read_text())["lessons"]["goal"]["stars"] == 3
