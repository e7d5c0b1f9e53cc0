"""Tests never touch a user's data (issue 32 item 5; the guard is the root
``conftest.py``). ``make test`` used to write ``~/.local/share/jupyter/oriflamme/
progress.json`` with every base lesson at 3 stars: the lesson tests play each
lesson through the widgets, whose progress defaults to the Jupyter data folder
when ``ORIFLAMME_PROGRESS`` is not set."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from jupyter_core.paths import jupyter_config_dir, jupyter_data_dir, jupyter_runtime_dir

from oriflamme.tutor import Progress
from oriflamme.tutor.progress import default_path

REPO = Path(__file__).resolve().parents[1]


def _root() -> Path:
    return Path(os.environ["ORIFLAMME_TEST_ROOT"])


def _real_home() -> Path:
    return Path(os.environ["ORIFLAMME_TEST_REAL_HOME"])


def test_the_users_folders_point_into_the_runs_temporary_folder() -> None:
    from IPython.paths import get_ipython_dir

    root = _root()
    assert root != _real_home() and _real_home() not in root.parents
    for path in (
        Path.home(),
        Path(os.path.expanduser("~")),
        Path(jupyter_data_dir()),
        Path(jupyter_runtime_dir()),
        Path(jupyter_config_dir()),
        Path(get_ipython_dir()),
        default_path(),
    ):
        assert root in path.parents, path


def test_a_lesson_played_with_the_default_progress_writes_only_this_tests_file() -> None:
    """The root cause: ``Progress()`` without a path, as the app and the lesson
    widgets make it, is this test's own file."""
    progress = Progress()
    progress.record("goal", 3)
    assert progress.path == default_path()
    assert _root() in progress.path.parents and progress.path.exists()
    real = Path(os.environ["ORIFLAMME_TEST_REAL_JUPYTER_DATA"]) / "oriflamme" / "progress.json"
    assert progress.path != real


def test_each_test_has_a_progress_file_of_its_own() -> None:
    session = _root() / "progress" / "session" / "progress.json"
    assert default_path() != session and default_path().parent.name.startswith(f"{os.getpid()}-")


INNER = """
import os, subprocess, sys
from pathlib import Path

REAL = Path(os.environ["ORIFLAMME_TEST_REAL_HOME"])

def test_a_write_in_this_process_is_refused():
    try:
        (REAL / "notes.txt").write_text("stars")
    except PermissionError:
        pass
    assert not (REAL / "notes.txt").exists()

def test_a_process_started_by_a_test_writes_the_real_progress_file():
    target = REAL / ".local" / "share" / "jupyter" / "oriflamme" / "progress.json"
    code = f"import pathlib; pathlib.Path({str(target)!r}).write_text('{{}}')"
    subprocess.run([sys.executable, "-c", code], check=True)

def test_a_write_in_the_runs_own_home_is_fine():
    (Path.home() / "ok.txt").write_text("fine")
"""


def test_the_guard_fails_a_test_that_writes_and_a_run_whose_processes_wrote(
    tmp_path: Path,
) -> None:
    """A pretend user home (``ORIFLAMME_TEST_REAL_HOME``) for a pytest run of
    three tests: the write in the test's process is refused and fails that test;
    the write by a process it started fails the run at the end; the run's own
    home is free to write."""
    home = tmp_path / "home"
    (home / ".local" / "share" / "jupyter" / "oriflamme").mkdir(parents=True)
    (home / ".local" / "share" / "jupyter" / "oriflamme" / "progress.json").write_text("{}")
    test = tmp_path / "test_inner.py"
    test.write_text(textwrap.dedent(INNER), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("ORIFLAMME_TEST_")}
    env.pop("PYTEST_XDIST_WORKER", None)
    env["ORIFLAMME_TEST_REAL_HOME"] = str(home)
    env["ORIFLAMME_TEST_REAL_JUPYTER_DATA"] = str(home / ".local" / "share" / "jupyter")
    plugins = ["-p", "conftest", "-p", "no:cacheprovider", "-p", "no:randomly"]
    run = subprocess.run(
        [sys.executable, "-m", "pytest", *plugins, "-q", str(test)],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    out = run.stdout + run.stderr
    assert run.returncode == 1, out
    assert "1 failed, 2 passed" in out, out
    assert "test_a_write_in_this_process_is_refused" in out
    assert "this test wrote to the user's own data (refused)" in out
    assert "user data touched" in out and "written: " in out and "progress.json" in out
    assert not (home / "notes.txt").exists()
