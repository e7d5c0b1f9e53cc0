"""Orichalque's engine reads as the rulebook's turn (issue 25): one module per
step, each with its legal moves, its play and its refusals, and every function
of the rules simple enough to read (complexity under 15)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from oriflamme.games.orichalque.engine import notation, state, turn

ENGINE = Path(state.__file__).parent


def test_every_step_of_the_turn_has_its_module() -> None:
    assert set(turn.STEPS) == set(state.STEPS) - {"finished"}
    for step, module in turn.STEPS.items():
        assert module.__name__.endswith(f".turn.{step}")
        for name in ("VERBS", "legal", "play", "refuse"):
            assert hasattr(module, name), f"turn.{step} has no {name}"
        assert notation.VERBS[step] == module.VERBS


def test_every_function_of_the_rules_is_under_complexity_15() -> None:
    """ruff's C901 (McCabe) over the whole engine, the scenario reader included."""
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "check",
            "--no-cache",
            "--select",
            "C901",
            "--config",
            "lint.mccabe.max-complexity = 14",
            str(ENGINE),
        ],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_check_fails_on_a_complex_function(tmp_path: Path) -> None:
    """The complexity check can fail: a function of 15 branches is refused."""
    branches = "".join(f"    if x == {i}:\n        return {i}\n" for i in range(15))
    (tmp_path / "rules.py").write_text(f"def f(x):\n{branches}    return -1\n")
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "check",
            "--no-cache",
            "--isolated",
            "--select",
            "C901",
            "--config",
            "lint.mccabe.max-complexity = 14",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 1 and "C901" in out.stdout
