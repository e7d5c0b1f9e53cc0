"""The first turn's step: the metropolis covers a port zone (an arrow of the
island) and a zone next to it; a port reached pays its hoplites and
orichalcum (the metropolis's or, later, a tile's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import Refusal

if TYPE_CHECKING:
    from ..state import GameState

VERBS = ("metropolis",)


def legal(st: GameState, p: str) -> list[str]:
    side = st.side(p)
    return [f"metropolis {z} {n}" for z in side.ports for n in sorted(side.neighbours[z])]


def play(st: GameState, p: str, words: list[str]) -> None:
    port, other = words[1], words[2]
    isl = st.s.islands[p]
    isl.metropolis = (port, other)
    isl.covered[port] = ("metropolis", "metropolis")
    isl.covered[other] = ("metropolis", "metropolis")
    st.emit("metropolis_placed", player=p, zones=[port, other])
    reach_ports(st, p, [port, other])
    st.s.step = "card"


def reach_ports(st: GameState, p: str, zones: list[str]) -> None:
    """The ports among ``zones`` pay ``p`` (what the supply has left)."""
    side = st.side(p)
    for z in zones:
        port = side.ports.get(z)
        if port:
            st.emit("port_reached", player=p, zone=z, port=port["name"])
            st.gain(p, "hoplites", port["hoplites"], "port")
            st.gain(p, "orichalcum", port["orichalcum"], "port")


def refuse(st: GameState, p: str, verb: str, args: list[str], number: int | None) -> Refusal:
    return ("not_a_port", "the metropolis covers a port zone and a zone next to it")
