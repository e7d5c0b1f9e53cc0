"""``python -m oriflamme match`` for every registered game (issue 25): the game
picked by ``--game``, its bots from ``Game.bot``; a bad option named, exit 2,
no traceback."""

from __future__ import annotations

import subprocess
import sys

import pytest

from oriflamme.__main__ import main
from oriflamme.bots.match import play_match
from oriflamme.core.registry import games


def test_orichalque_match_from_the_command_line(capsys):
    code = main(
        [
            "match",
            "--game",
            "orichalque",
            "--bots",
            "strong,greedy",
            "--games",
            "1",
            "--seed",
            "3",
            "--iterations",
            "4",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("1 games; win rate and average points")
    rows = [line.split() for line in lines[2:]]
    assert [(r[0], r[1], r[2]) for r in rows] == [
        ("red", "strong", "orichalque"),
        ("blue", "greedy", "orichalque"),
    ]
    # one winner: 100 % and 0 % (Orichalque has no shared win)
    assert sorted(float(r[3]) for r in rows) == [0.0, 100.0]


@pytest.mark.parametrize("game", [g.name for g in games()])
def test_every_registered_game_plays_a_match(game):
    results = play_match(["easy", "medium"], 1, seed=1, game=game)
    assert [r.bot for r in results] == ["easy", "medium"]
    assert sum(r.wins[0] for r in results) == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("argv", "named"),
    [
        ("--game chess --bots easy,easy", "--game: 'chess' is not a game"),
        ("--game orichalque --bots easy,clever", "--bots: 'clever' is not a bot of orichalque"),
        ("--game orichalque --bots easy,easy,easy,easy,easy", "--bots: 5 bots"),
        ("--game orichalque --bots easy,easy --edition base", "--edition/--families: 'base'"),
        ("--game orichalque --bots easy,easy --families base,base", "--families: a mixed table"),
        ("--bots easy,easy --games 0", "--games: at least 1"),
        ("--bots easy,easy --iterations 0", "--iterations: at least 1"),
        ("--bots easy,easy --time -1", "--time: a number of seconds"),
    ],
)
def test_a_bad_option_is_named(argv, named):
    run = subprocess.run(
        [sys.executable, "-m", "oriflamme", "match", *argv.split()],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 2
    assert run.stdout == ""
    assert named in run.stderr
    assert "Traceback" not in run.stderr
