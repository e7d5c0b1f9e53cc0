"""Phase 2: the card's tile goes on the island — inside it, over no covered
zone, touching a tile or the metropolis (a tile that fits nowhere goes back:
``flow``); a creature on each volcano, the ports it reaches pay, and each new
area of 3 zones of one land terrain brings its titan (O1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import island
from ..components import LAND
from ..errors import Refusal
from . import metropolis, titans

if TYPE_CHECKING:
    from ..state import GameState

VERBS = ("place",)


def legal(st: GameState, p: str) -> list[str]:
    return sorted(island.placements(st, p, st.s.taken_tile()))


def canonical_place(st: GameState, text: str) -> str | None:
    """``place`` with the zones in another order of the same tile cells."""
    p = st.s.turn
    if st.s.step != "tile":
        return None
    zones = text.split()[1:]
    terr = st.c.tiles[st.s.taken_tile()]["terrains"]
    if len(zones) != len(terr):
        return None
    key = frozenset(zip(zones, terr, strict=True))
    for m, k in island.placements(st, p, st.s.taken_tile()).items():
        if k == key:
            return m
    return None


def play(st: GameState, p: str, words: list[str]) -> None:
    zones = words[1:]
    s = st.s
    hand = s.taken()
    tile = st.s.taken_tile()
    terr = st.c.tiles[tile]["terrains"]
    isl = s.islands[p]
    for z, t in zip(zones, terr, strict=True):
        isl.covered[z] = (t, tile)
    isl.tiles.append((tile, tuple(zones)))
    hand.tile = None
    st.emit("tile_placed", player=p, tile=tile, zones=list(zones), terrains=list(terr))
    creatures = hand.creatures
    hand.creatures = []
    for z, t in zip(zones, terr, strict=True):
        if t == "volcano" and creatures:
            c = creatures.pop(0)
            isl.creatures[z] = c
            st.emit("creature_placed", player=p, creature=c, zone=z)
    for c in creatures:  # pragma: no cover - one creature per volcano
        s.creature_bag.append(c)
    metropolis.reach_ports(st, p, zones)
    new = _areas(st, p, zones, terr)
    s.step = "action"
    titans.take(st, p, new)


def _areas(st: GameState, p: str, zones: list[str], terr: list[str]) -> list[str]:
    """The titans of the areas of 3 zones or more the tile makes or extends.

    O1: each zone's own connected area; two zones of the tile that do not meet
    through that terrain are two areas, never added together."""
    new: list[str] = []
    for t in sorted({t for t in terr if t in LAND}):
        counted: set[str] = set()
        for z in [z for z, x in zip(zones, terr, strict=True) if x == t]:
            if z in counted:
                continue
            area = island.area(st, p, [z], t)
            counted |= area
            if len(area) >= 3:
                if st.c.titan_of[t] not in new:
                    new.append(st.c.titan_of[t])
                st.emit("area", player=p, terrain=t, zones=sorted(area))
    return new


def refuse(st: GameState, p: str, verb: str, args: list[str], number: int | None) -> Refusal:
    s = st.s
    isl = s.islands[p]
    if any(z in isl.covered for z in args):
        return ("zone_taken", "a zone is already covered")
    n = st.c.tiles[s.hand.tile]["size"] if s.hand and s.hand.tile else 0
    if len(args) != n:
        return ("not_a_shape", f"the tile covers {n} zones")
    nb = st.side(p).neighbours
    if not any(m in isl.covered for z in args for m in nb[z]):
        return ("not_touching", "the tile must touch a placed tile or the metropolis")
    return ("not_a_shape", "the zones do not form the tile's shape")
