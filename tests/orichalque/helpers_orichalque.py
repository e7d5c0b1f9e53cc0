"""Small positions for Orichalque tests: island1, easy side, metropolis in the north port."""

from __future__ import annotations

from typing import Any

from oriflamme.games.orichalque.engine import GameState, load_scenario

ISL = {"board": "island1", "side": "easy"}
METRO = ["a2", "b2"]


def island(**kw: Any) -> dict[str, Any]:
    return {**ISL, "metropolis": METRO, **kw}


def at_action(card: str, players: tuple[str, ...] = ("a", "b", "c"), **kw: Any) -> GameState:
    """``a`` in phase 3 with ``card`` taken and its tile already placed."""
    data: dict[str, Any] = {
        "game": "orichalque",
        "players": list(players),
        "step": "action",
        "hand": {"card": card, "tile": None, "creatures": []},
    }
    data.update(kw)
    return load_scenario(data)


def at_tile(tile: str, players: tuple[str, ...] = ("a", "b", "c"), **kw: Any) -> GameState:
    data: dict[str, Any] = {
        "game": "orichalque",
        "players": list(players),
        "step": "tile",
        "hand": {"card": "build1", "tile": tile, "creatures": []},
    }
    data.update(kw)
    return load_scenario(data)
