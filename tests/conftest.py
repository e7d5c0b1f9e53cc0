"""Shared helpers: build small positions from docs/PROTOCOL.md §4 scenario dicts.

A card is written as a short string ``"OWNER CARD [up] [tN] [b=PLAYER] [v] [i]"``::

    "red soldier up"     red's Soldier, face up
    "blue ambush t2"     blue's Ambush, face down, 2 influence on it
    "blue queen up b=red v"   blue's Queen bribed by red, with a verdict on it
    "green spy i"        green's Spy, inactive this round (an Informant's swap)

A stack is a string (one card) or a list of strings (bottom to top). So::

    pos("red soldier up", "blue ambush")            # resolution, next 0
    pos(["red spy up", "red assassination"], ...)   # a stack of two

Cards not listed anywhere are out of the game (docs/protocol.md), so a
position only names the cards it needs.

Test modules import these helpers as ``from scenario_helpers import pos``:
several test folders have a ``conftest.py`` of their own, so the name
``conftest`` is ambiguous; this module registers itself under a unique name.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

import oriflamme
from oriflamme import GameState
from oriflamme.games.oriflamme.engine.model import ID, OWNER

PLAYERS = ["red", "blue", "green"]
Stack = str | list[str]


def card(spec: str) -> dict[str, Any]:
    """``"red soldier up t2"`` -> a §4 card object."""
    owner, cid, *flags = spec.split()
    d: dict[str, Any] = {"card": cid, "owner": owner}
    for flag in flags:
        if flag == "up":
            d["face_up"] = True
        elif flag == "v":
            d["verdict"] = True
        elif flag == "i":
            d["inactive"] = True
        elif flag.startswith("b="):
            d["bribed_by"] = flag[2:]
        elif flag.startswith("t"):
            d["tokens"] = int(flag[1:])
        else:  # pragma: no cover - a typo in a test
            raise ValueError(f"unknown card flag {flag!r} in {spec!r}")
    return d


def queue(*stacks: Stack) -> list[list[dict[str, Any]]]:
    return [[card(s)] if isinstance(s, str) else [card(c) for c in s] for s in stacks]


def scenario(*stacks: Stack, **keys: Any) -> dict[str, Any]:
    """A §4 scenario dict: players red, blue, green; influence 1 each; round 6
    (so the game ends when the queue has resolved, instead of going on with
    empty hands); a resolution starting at position 0 unless ``phase``/``next``
    say otherwise."""
    d: dict[str, Any] = {"players": list(PLAYERS), "queue": queue(*stacks)}
    d["phase"] = "resolution"
    d["round"] = 6
    families = keys.pop("families", None)  # {"green": "alliance"} for a mixed table
    if families:
        d["families"] = {p: {"edition": e} for p, e in families.items()}
    d.update(keys)
    if d["phase"] == "resolution":
        d.setdefault("next", 0)
    return d


def pos(*stacks: Stack, **keys: Any) -> GameState:
    """Load ``scenario(*stacks, **keys)``."""
    return oriflamme.load_scenario(scenario(*stacks, **keys))


def top_ids(st: GameState) -> list[str]:
    """``"owner card"`` of each top card, in resolution order."""
    return [f"{s[-1][OWNER]} {s[-1][ID]}" for s in st.queue]


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]


def of_kind(events: list[Any], kind: str) -> list[Any]:
    return [e for e in events if e.kind == kind]


def play(st: GameState, *moves: str) -> list[Any]:
    """Apply ``moves`` in order; return all the events they caused."""
    out: list[Any] = []
    for m in moves:
        out += st.apply(m)
    return out


def infl(st: GameState) -> dict[str, int]:
    """Each player's influence in supply."""
    return dict(st.influence)


def disc(st: GameState) -> dict[str, list[str]]:
    """Discards as in the state JSON (sorted)."""
    return st.to_json()["discards"]


def fuzz_bases() -> list[dict[str, Any]]:
    """Valid scenarios to mutate: a new game, a mid-game position, placement
    in round 2, and a state written by ``to_json`` (its frames left alone)."""
    mid = pos("blue lord up", "red royal_decree", "green heir t1", "blue spy", next=1)
    return [
        {"players": ["red", "blue", "green"], "seed": 5},
        scenario(
            ["red spy up", "red assassination"],
            "blue heir t2",
            "green soldier up",
            influence={"red": 2, "blue": 0},
            hands={"red": ["lord"], "blue": ["archer"]},
            discards={"green": ["heir"]},
            round=3,
            moves=["reveal"],
        ),
        scenario(
            "red lord up",
            "blue heir",
            phase="placement",
            round=2,
            first_player="blue",
            hands={"red": ["spy"], "blue": ["spy"], "green": ["spy"]},
            aside={"red": ["heir"]},
        ),
        {k: v for k, v in mid.to_json().items() if k not in ("frames", "resolving")},
    ]


ROOT = Path(__file__).resolve().parents[1]


def kept_by_frame(card: str, edition: str) -> dict[str, Any]:
    """A hand-written Pact frame (L10) run on a Twin or a Fanatic: that card is
    kept, a state whose ``to_json()`` does not load back (issue 20)."""
    return {
        "players": ["red", "blue"],
        "families": {"red": {"edition": edition}, "blue": {"edition": "alliance"}},
        "phase": "resolution",
        "round": 2,
        "next": 0,
        "queue": [
            [{"card": card, "owner": "red", "face_up": True}],
            [{"card": "judge", "owner": "blue"}],
        ],
        "hands": {"blue": ["pact"]},
        "frames": [{"ability": "pact", "source": ["red", card], "player": "red", "moves": None}],
        "resolving": ["red", card],
    }


def cli_runs(files: Iterable[Path]) -> dict[tuple[str, Path], subprocess.CompletedProcess[str]]:
    """``python -m oriflamme replay`` and ``legal`` of every file, all started at
    once (one process each is ~0.2 s; run in turn they would take most of the
    suite); keyed by ``(command, path)``."""
    procs = {
        (cmd, p): subprocess.Popen(
            [sys.executable, "-m", "oriflamme", cmd, str(p)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        for p in files
        for cmd in ("replay", "legal")
    }
    out = {}
    for key, proc in procs.items():
        stdout, stderr = proc.communicate(timeout=120)
        out[key] = subprocess.CompletedProcess(proc.args, proc.returncode, stdout, stderr)
    return out


def assert_wrong_move_explained(lid: str, path: tuple[str, ...], move: str, text: str) -> None:
    """In lesson ``lid``, after the good moves ``path``, ``move`` is a known wrong
    move: told with its lesson text ``text``, replayed (events to show), and the
    learner's position is left as it was."""
    from oriflamme.tutor import LessonRun, lesson

    run = LessonRun(lesson(lid))
    for m in path:
        assert run.try_move(m).ok, m
    before = run.state.to_json()
    out = run.try_move(move)
    assert (out.kind, out.text, out.lesson_text) == ("wrong", text, True)
    assert out.events and run.state.to_json() == before


@pytest.fixture
def names() -> list[str]:
    return list(PLAYERS)


sys.modules.setdefault("scenario_helpers", sys.modules[__name__])
