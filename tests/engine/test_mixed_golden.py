"""Golden scenario files of Ablaze, Alliance and mixed tables, replayed for real
through ``python -m oriflamme replay`` / ``legal`` (docs/PROTOCOL.md §5).

Each ``tests/scenarios/{ablaze,alliance,mixed}/NAME.json`` is a §4 scenario
(plus ``meta``: title, the rulings it shows, the rulebook it comes from);
``NAME.expect.json`` holds the state-JSON fields to check, each compared whole,
and ``legal``, the expected lines of ``legal``.
"""

from __future__ import annotations

import functools
import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest
from scenario_helpers import cli_runs

import oriflamme

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("ablaze", "alliance", "mixed")
FILES = sorted(
    p
    for folder in FOLDERS
    for p in (ROOT / "tests" / "scenarios" / folder).glob("*.json")
    if not p.name.endswith(".expect.json")
)
IDS = [f"{p.parent.name}/{p.stem}" for p in FILES]


@functools.cache
def runs() -> dict[tuple[str, Path], subprocess.CompletedProcess[str]]:
    """``replay`` and ``legal`` of every file (``cli_runs``)."""
    return cli_runs(FILES)


def expect_of(path: Path) -> dict[str, Any]:
    return json.loads(path.with_name(path.stem + ".expect.json").read_text(encoding="utf-8"))


def test_every_rulebook_example_has_a_golden_file() -> None:
    names = {f"{p.parent.name}/{p.stem}" for p in FILES}
    assert {
        "ablaze/events_phase_example",
        "ablaze/cutthroat_one_felon",
        "ablaze/cutthroat_two_felons",
        "ablaze/cutthroat_one_queen",
        "ablaze/cutthroat_two_queens",
        "ablaze/trap_example_1",
        "ablaze/trap_example_2",
        "ablaze/substitution_on_queen",
        "ablaze/two_princes_prince_eliminated",
        "ablaze/two_princes_twin_eliminated",
        "alliance/activation_example",
        "alliance/infiltration_on_deserter",
    } <= names
    assert any(n.startswith("mixed/") for n in names)


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_golden_replay(path: Path) -> None:
    r = runs()["replay", path]
    assert r.returncode == 0 and r.stderr == "", r.stderr
    out = json.loads(r.stdout)
    for key, value in expect_of(path).items():
        if key != "legal":
            assert out[key] == value, key
    assert out == oriflamme.load_scenario(str(path)).to_json()  # the CLI is the API
    meta = json.loads(path.read_text(encoding="utf-8"))["meta"]
    assert meta["title"] and re.fullmatch(r"([GBAL]\d+ ?)+", meta["rule"])


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_golden_legal(path: Path) -> None:
    r = runs()["legal", path]
    assert r.returncode == 0 and r.stderr == ""
    assert r.stdout.splitlines() == expect_of(path)["legal"]
