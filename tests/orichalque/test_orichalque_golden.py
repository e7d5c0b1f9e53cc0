"""Every worked example of the rulebook (orichalque.ru.txt) is a golden scenario
replayed through the command line: ``meta.expect`` (dotted paths into the state
JSON) and ``meta.legal`` (the exact output of ``legal``) come from the rulebook's
text; the files are written by tools/orichalque_golden.py."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from oriflamme.__main__ import main

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = sorted((ROOT / "tests" / "scenarios" / "orichalque").glob("*.json"))
EXAMPLES = {
    "alexey_third_card",
    "vladimir_placement",
    "metropolis_north_port",
    "igor_kronos",
    "vladimir_rhea",
    "igor_three_mines",
    "alexander_two_camps",
    "vladimir_cyclops_cerberus",
    "igor_gorgon_building",
    "alexander_temple",
}


def run(*args: str) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(list(args)) == 0
    return out.getvalue()


def get(d, path):
    for part in path.replace("[", ".").replace("]", "").split("."):
        d = d[int(part)] if isinstance(d, list) else d[part]
    return d


def test_every_example_of_the_issue_has_a_golden_file():
    assert {p.stem for p in GOLDEN} >= EXAMPLES


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_replay(path):
    meta = json.loads(path.read_text(encoding="utf-8"))["meta"]
    state = json.loads(run("replay", str(path)))
    assert state["game"] == "orichalque"
    for key, want in meta["expect"].items():
        assert get(state, key) == want, key
    if "legal" in meta:
        assert run("legal", str(path)).splitlines() == meta["legal"]


def test_legal_before_the_temple_offers_it():
    """Строительство — храм: over 2 empty volcanoes, a desert and a mountain."""
    path = ROOT / "tests/scenarios/orichalque/alexander_temple.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data.pop("moves")
    from oriflamme.games.orichalque.engine import load_scenario

    legal = load_scenario(data).legal_moves()
    assert "temple c4 d3 d4 e4" in legal
    assert not any(m.startswith("temple") and "c3" in m.split() for m in legal)  # by the Hydra


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    """``python -m oriflamme ARGS`` in a process of its own, as a user runs it."""
    return subprocess.run(
        [sys.executable, "-m", "oriflamme", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )


def test_cli_subprocess_and_exit_codes(tmp_path):
    path = ROOT / "tests/scenarios/orichalque/metropolis_north_port.json"
    r = cli("legal", str(path))
    assert r.returncode == 0 and "take 1" in r.stdout.split("\n")
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps({"game": "orichalque", "players": ["a", "b"], "moves": ["metropolis a1 b1"]})
    )
    r = cli("replay", str(bad))
    # 1-based, as Oriflamme's (docs/protocol.md «The command line»)
    assert r.returncode == 3 and r.stdout == "" and "move 1 'metropolis a1 b1'" in r.stderr
    bad.write_text(json.dumps({"game": "orichalque", "players": ["a", "b"], "round": "x"}))
    r = cli("replay", str(bad))
    assert r.returncode == 2 and "round" in r.stderr
    bad.write_text(json.dumps({"game": "chess", "players": ["a", "b"]}))
    r = cli("replay", str(bad))
    assert r.returncode == 2 and "game" in r.stderr


def test_oriflamme_scenario_with_game_field_still_loads(tmp_path):
    p = tmp_path / "o.json"
    p.write_text(json.dumps({"game": "oriflamme", "players": ["red", "blue", "green"], "seed": 1}))
    assert run("legal", str(p)).startswith("play ")
