"""`make test-compiled`'s guard: a run meant for the mypyc build never passes on pure Python.

Python falls back on the pure-Python package without a word when the compiled
one is not first on ``sys.path``; with ``ORIFLAMME_COMPILED=1`` the run must
stop instead (``tests/conftest.py``, ``benchmarks.compile.not_compiled``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from benchmarks.compile import MODULES, not_compiled

ROOT = Path(__file__).resolve().parent.parent


def test_pure_python_modules_are_all_reported() -> None:
    # This process runs the package in the repository: every module is "not compiled".
    wrong = not_compiled()
    assert len(wrong) == len(MODULES)
    assert all(w.endswith(".py") for w in wrong), wrong
    assert wrong[0].startswith("oriflamme.games.oriflamme.engine.state from ")


def test_compiled_run_on_pure_python_fails() -> None:
    # The compiled build left off the path (as if never built): the run is an error
    # (pytest's usage error, exit 4), not 22 passing tests on pure Python.
    env = dict(os.environ, ORIFLAMME_COMPILED="1", PYTHONSAFEPATH="1", PYTHONPATH=str(ROOT))
    env.pop("PYTEST_XDIST_WORKER", None)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:cacheprovider",
            "-q",
            "tests/engine/test_deal.py",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 4, done.stdout + done.stderr
    assert "not the mypyc build" in done.stderr
    assert "oriflamme.games.oriflamme.engine.state from " in done.stderr
    assert "passed" not in done.stdout
