"""The command line (docs/PROTOCOL.md §5), run for real through subprocesses.

Golden files: each ``tests/scenarios/base/NAME.json`` (or ``.yaml``) is a plain
§4 scenario (plus our ``meta`` key) replayed as is; its sibling
``NAME.expect.json`` holds the top-level state-JSON fields to check, each
compared whole, and ``legal``, the expected output lines of ``legal``.
"""

from __future__ import annotations

import functools
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from scenario_helpers import cli_runs

import oriflamme

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "scenarios" / "base"
FILES = sorted(p for p in GOLDEN.iterdir() if p.suffix in (".json", ".yaml", ".yml"))
FILES = [p for p in FILES if not p.name.endswith(".expect.json")]
REQUIRED = {
    "round",
    "phase",
    "next",
    "pending",
    "influence",
    "queue",
    "hands",
    "aside",
    "discards",
    "kept",
    "finished",
    "winners",
}


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "oriflamme", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )


@functools.cache
def golden_runs() -> dict[tuple[str, Path], subprocess.CompletedProcess[str]]:
    """``replay`` and ``legal`` of every file (``cli_runs``)."""
    return cli_runs(FILES)


def expect_of(path: Path) -> dict[str, Any]:
    return json.loads(path.with_name(path.name.split(".")[0] + ".expect.json").read_text())


def test_there_is_a_golden_file_per_rulebook_example_and_a_yaml_one() -> None:
    names = {p.stem for p in FILES}
    assert len(names) >= 16
    assert any(p.suffix == ".yaml" for p in FILES)
    for p in FILES:
        assert p.with_name(p.stem + ".expect.json").exists(), p.name


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_golden_replay(path: Path) -> None:
    expect = expect_of(path)
    r = golden_runs()["replay", path]
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    out = json.loads(r.stdout)
    assert set(out) >= REQUIRED
    for key, value in expect.items():
        if key != "legal":
            assert out[key] == value, key
    for zone in ("hands", "aside", "discards"):
        assert all(v == sorted(v) for v in out[zone].values()), zone
    assert out == oriflamme.load_scenario(str(path)).to_json()  # the CLI is the API
    meta = oriflamme.games.oriflamme.engine.scenario.read_scenario(path)["meta"]
    assert meta["title"] and re.fullmatch(r"[GB]\d+", meta["rule"])


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_golden_legal(path: Path) -> None:
    r = golden_runs()["legal", path]
    assert r.returncode == 0 and r.stderr == ""
    assert r.stdout.splitlines() == expect_of(path)["legal"]


# ------------------------------------------------------------- errors


def _write(tmp_path: Path, data: Any, name: str = "s.json") -> Path:
    p = tmp_path / name
    p.write_text(data if isinstance(data, str) else json.dumps(data))
    return p


GOOD: dict[str, Any] = {
    "players": ["red", "blue", "green"],
    "round": 6,
    "phase": "resolution",
    "next": 1,
    "queue": [
        [{"card": "heir", "owner": "blue"}],
        [{"card": "soldier", "owner": "red"}],
        [{"card": "lord", "owner": "green"}],
    ],
}


@pytest.mark.parametrize(
    "change, field",
    [
        ({"queue": [[{"card": "archerr", "owner": "red"}]]}, "queue[0][0].card"),
        ({"colour": "red"}, "colour"),
        ({"influence": {"red": -1}}, "influence.red"),
        ({"next": 9}, "next"),
        ({"moves": ["reveal", 7]}, "moves[1]"),
        ({"hands": {"red": ["soldier"]}}, "hands.red[0]"),
    ],
)
def test_invalid_file_exits_2_with_one_line_naming_the_field(
    tmp_path: Path, change: dict[str, Any], field: str
) -> None:
    path = _write(tmp_path, {**GOOD, **change})
    for command in ("replay", "legal")[: 2 if field == "colour" else 1]:
        r = cli(command, str(path))
        assert r.returncode == 2
        assert r.stdout == ""
        lines = r.stderr.splitlines()
        assert len(lines) == 1 and f" {field}: " in lines[0], r.stderr


@pytest.mark.parametrize(
    "name, text",
    [
        ("bad.json", '{"players": ["red", "blue"],'),
        ("bad.yaml", "players: [red, blue\nqueue: {\n"),
        ("list.json", "[1, 2]"),
    ],
)
def test_unreadable_file_exits_2_with_one_line(tmp_path: Path, name: str, text: str) -> None:
    r = cli("replay", str(_write(tmp_path, text, name)))
    assert r.returncode == 2 and r.stdout == ""
    assert len(r.stderr.splitlines()) == 1, r.stderr
    assert r.stderr.startswith(str(tmp_path / name) + ": ")


def test_invalid_file_error_stays_on_one_line_with_a_newline_in_a_key(tmp_path: Path) -> None:
    r = cli("replay", str(_write(tmp_path, {**GOOD, "line\nbreak": 1})))
    assert r.returncode == 2 and r.stdout == ""
    assert len(r.stderr.splitlines()) == 1 and "line\\nbreak: unknown key" in r.stderr


def test_missing_file_exits_2(tmp_path: Path) -> None:
    r = cli("replay", str(tmp_path / "nowhere.json"))
    assert r.returncode == 2 and r.stdout == "" and len(r.stderr.splitlines()) == 1


def test_illegal_move_exits_3_naming_move_and_legal_moves(tmp_path: Path) -> None:
    path = _write(tmp_path, {**GOOD, "moves": ["reveal", "target 5"]})
    for command in ("replay", "legal"):
        r = cli(command, str(path))
        assert r.returncode == 3
        assert r.stdout == ""
        assert r.stderr == (
            "move 2 'target 5': no card at position 5 (legal: target 0, target 2)\n"
        )


def test_unknown_move_exits_3(tmp_path: Path) -> None:
    r = cli("replay", str(_write(tmp_path, {**GOOD, "moves": ["jump"]})))
    assert r.returncode == 3 and r.stdout == ""
    assert r.stderr == "move 1 'jump': 'jump' is not a move (legal: reveal, bank)\n"
