"""A scenario file of any game loads the same way everywhere (issue 25): the
command line and the teacher's desk go through the registry
(``oriflamme.core.registry.load_scenario``: the file read once within the
shared bounds, its game by its ``game`` key, built by that game).

Before, a scenario with ``"game": "oriflamme"`` replayed on the command line
(which stripped the key) but the desk refused it (``game: unknown key``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from oriflamme.core import files
from oriflamme.core.registry import load_scenario
from oriflamme.widgets import teacher

ROOT = Path(__file__).resolve().parents[2]
#: B9's ambush example, as docs/PROTOCOL.md writes it (no ``game`` key).
BASE = json.loads((ROOT / "tests/scenarios/base/ambush_example_1.json").read_text("utf-8"))


def _cli(command: str, path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "oriflamme", command, str(path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )


def test_a_scenario_naming_oriflamme_loads_on_the_command_line_and_at_the_desk(
    tmp_path: Path,
) -> None:
    named = {"game": "oriflamme", **BASE}
    plain_file, named_file = tmp_path / "plain.json", tmp_path / "named.json"
    plain_file.write_text(json.dumps(BASE), encoding="utf-8")
    named_file.write_text(json.dumps(named), encoding="utf-8")
    plain, by_name = _cli("replay", plain_file), _cli("replay", named_file)
    assert (plain.returncode, by_name.returncode) == (0, 0), by_name.stderr
    assert json.loads(by_name.stdout) == json.loads(plain.stdout)
    # the desk: pasted text, through the same registry
    at_desk = teacher.load_text(json.dumps(named))
    assert at_desk.to_json() == json.loads(plain.stdout)
    desk = teacher.TeacherDesk("uk")
    assert desk.load_data(named, "B9")
    assert desk.error.value == ""  # nothing refused


def test_a_scenario_of_another_game_is_refused_by_name_everywhere(tmp_path: Path) -> None:
    chess = tmp_path / "chess.json"
    chess.write_text(json.dumps({"game": "chess", **BASE}), encoding="utf-8")
    done = _cli("legal", chess)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith(f"{chess}: game: 'chess' is not a game of the tutor")
    with pytest.raises(teacher.GAME.scenario_error) as err:
        teacher.load_text(chess.read_text("utf-8"))
    assert (err.value.field, err.value.code) == ("game", "not_a_game")
    assert err.value.params["allowed"] == ["oriflamme", "orichalque"]


@pytest.mark.parametrize(
    "path", ["tests/scenarios/base/ambush_example_1.json", "tests/scenarios/orichalque"]
)
def test_a_file_is_read_and_bounded_once(path: str, monkeypatch) -> None:
    """The command line's load: one read of the file, one walk of its bounds
    (it was read once and bounded twice, the game's loader checking the dict again)."""
    target = ROOT / path
    if target.is_dir():
        target = sorted(target.glob("*.json"))[0]
    walks = []
    real = files._check_bounds
    monkeypatch.setattr(files, "_check_bounds", lambda data: walks.append(1) or real(data))
    state = load_scenario(target)
    assert state.legal_moves() or state.finished
    assert len(walks) == 1
