"""The command line never prints a traceback for an Orichalque file (issue 32
item 3): the four files the issue found ending in ``ValueError`` with exit 1 —
``take ①``, ``take ²``, ``fight f3 ¹`` / ``build ³ b4``, ``take`` and 4,301
digits — and moves padded with form feeds or ideographic spaces, through
``replay`` and ``legal``: exit 3 (an illegal move) with one stderr line."""

from __future__ import annotations

import json
import random
from pathlib import Path

from scenario_helpers import cli_runs

import oriflamme.__main__ as cli
from oriflamme.games.orichalque.engine import new_game

PLAYERS = ["red", "blue"]


def _moves_until(prefix: str, seed: int = 1) -> list[str]:
    """Random legal moves of game ``seed`` up to a decision that offers ``prefix``."""
    st = new_game(PLAYERS, seed=seed)
    rng = random.Random(0)
    moves: list[str] = []
    while not any(m.startswith(prefix) for m in st.legal_moves()):
        moves.append(rng.choice(st.legal_moves()))
        st.apply(moves[-1])
    return moves


def _files(tmp_path: Path) -> dict[str, Path]:
    take = _moves_until("take ")
    fight = _moves_until("fight ")
    zone = next(m for m in new_game(PLAYERS, seed=1).legal_moves()).split()[1]
    cases = {
        "och_take_circled1": [*take, "take ①"],
        "och_take_sup2": [*take, "take ²"],
        "och_fight_sup3": [*fight, "fight f3 ¹"],
        "och_build_sup3": [*take, "build ³ b4"],
        "och_take_4301_digits": [*take, "take " + "9" * 4301],
        "och_take_ethiopic": [*take, "take ፩"],
        "och_form_feeds": [*take, "\x0c" * 147 + "take 1"],
        "och_ideographic": [*take, "\u3000" * 3 + "take 1"],
        "och_metropolis_tab": [f"metropolis\t{zone} x"],
    }
    out = {}
    for name, moves in cases.items():
        path = tmp_path / f"{name}.json"
        path.write_text(
            json.dumps({"game": "orichalque", "players": PLAYERS, "seed": 1, "moves": moves}),
            encoding="utf-8",
        )
        out[name] = path
    return out


def test_the_issue_files_exit_3_with_one_line_and_no_traceback(tmp_path: Path) -> None:
    files = _files(tmp_path)
    runs = cli_runs(files.values())
    for (command, path), run in runs.items():
        where = f"{command} {path.name}"
        assert run.returncode == 3, f"{where}: exit {run.returncode}\n{run.stderr}"
        assert run.stdout == "", where
        assert run.stderr.count("\n") == 1 and run.stderr.startswith("move "), where
        assert "Traceback" not in run.stderr and cli.INTERNAL not in run.stderr, where
        assert len(run.stderr) < 1000, where  # never the 4,301 digits back
    digits = runs["replay", files["och_take_4301_digits"]].stderr
    assert "9" * 100 not in digits
    tab = runs["legal", files["och_metropolis_tab"]].stderr
    assert "metropolis\\\\t" in tab and "TAB" in tab


def test_a_defect_of_ours_is_still_one_line_and_exit_2(tmp_path: Path, monkeypatch, capsys):
    """The last guard: an exception that is not the file's documented error."""
    path = tmp_path / "any.json"
    path.write_text(json.dumps({"game": "orichalque", "players": PLAYERS}), encoding="utf-8")

    def broken(source: str) -> None:
        raise RuntimeError("a bug\nover two lines")

    monkeypatch.setattr(cli, "load_scenario", broken)
    for command in ("replay", "legal"):
        assert cli.main([command, str(path)]) == 2
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1
        assert cli.INTERNAL in err and "RuntimeError: a bug\\nover two lines" in err
