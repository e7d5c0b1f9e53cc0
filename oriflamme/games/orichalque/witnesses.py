"""Refusals in real positions, for the reason codes a random game seldom or
never reaches (``Game.witnesses``, played by ``oriflamme.core.conformance``):
scenarios of docs/protocol-orichalque.md, the move refused, its code."""

from __future__ import annotations

from typing import Any

from ...core.protocol import Witness

#: ``a`` in phase 3 with a build card (island1, easy side, the metropolis in
#: the north port), five tiles around c4, d3, d4, e4 and c3 (c3 and c4: water).
_ISLAND = {
    "board": "island1",
    "side": "easy",
    "metropolis": ["a2", "b2"],
    "tiles": [["s06", ["c4"]], ["s07", ["d3"]], ["s08", ["d4"]], ["s09", ["e4"]], ["s10", ["c3"]]],
}
_BUILD: dict[str, Any] = {
    "game": "orichalque",
    "players": ["a", "b", "c"],
    "step": "action",
    "hand": {"card": "build1", "tile": None, "creatures": []},
    "islands": {"a": _ISLAND},
}

WITNESSES: tuple[Witness, ...] = (
    # a temple's 4 terrains differ: c3 and c4 are both water
    Witness("temple_terrains", _BUILD, "temple c3 c4 d3 d4"),
    # every victory token is taken (b's 17 medallions): no temple can be built
    Witness("none_left", {**_BUILD, "supplies": {"b": {"medallions": 17}}}, "temple c4 d3 d4 e4"),
)
