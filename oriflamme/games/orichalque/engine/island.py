"""A player's island as the rules read it: where a tile fits, which zones are
free terrain, the connected areas of a terrain (O1), the diamonds a temple
covers. Pure reading of the state; nothing here changes it.

The shapes a side of a board offers (every turn and place of a tile's cells,
every diamond of 4 zones) never change during a game: they are computed once
per shape of island (its rows) and tile and kept, so the legal moves only
filter them against what is covered now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .components import Side, rotations

if TYPE_CHECKING:
    from .state import GameState

#: a placement of a tile: its move, its (zone, terrain) pairs, its zones, the
#: zones around it (one of them must be covered: the tile touches the island)
Placement = tuple[str, frozenset[tuple[str, str]], frozenset[str], frozenset[str]]


#: the placements of a tile on an island shape, and for each zone the indexes
#: of the placements that cover it
Placements = tuple[tuple[Placement, ...], dict[str, list[int]]]
_PLACEMENTS: dict[tuple[tuple[str, ...], str, tuple[str, ...]], Placements] = {}
#: a temple's diamond: its move (``temple`` and the 4 zones sorted), its zones
Diamond = tuple[str, frozenset[str]]
_DIAMONDS: dict[tuple[str, ...], tuple[Diamond, ...]] = {}


def _placements(side: Side, shape: str, terrains: tuple[str, ...]) -> Placements:
    """Every way the tile's cells lie on ``side``, one per set of (zone,
    terrain) pairs, in the order the turns and the anchor zones give them (the
    first found names the move). Kept per island shape (``side.rows``: the
    zones and their neighbours follow from it) and tile."""
    key = (side.rows, shape, terrains)
    found = _PLACEMENTS.get(key)
    if found is None:
        every = _all_placements(side, shape, terrains)
        at: dict[str, list[int]] = {z: [] for z in side.zones}
        for i, (_, _, zones, _) in enumerate(every):
            for z in zones:
                at[z].append(i)
        found = _PLACEMENTS[key] = (every, at)
    return found


_SPOTS: dict[tuple[tuple[str, ...], str], tuple[tuple[str, ...], ...]] = {}


def _spots(side: Side, shape: str) -> tuple[tuple[str, ...], ...]:
    """The zones a shape's cells cover, for each turn and anchor zone that keeps
    them all on the island (in that order); kept per island shape."""
    key = (side.rows, shape)
    found = _SPOTS.get(key)
    if found is None:
        at = side.at
        found = _SPOTS[key] = tuple(
            tuple(at[q0 + dq, r0 + dr] for dq, dr in cells)
            for cells in rotations(shape)
            for q0, r0 in side.axial.values()
            if all((q0 + dq, r0 + dr) in at for dq, dr in cells)
        )
    return found


def _all_placements(side: Side, shape: str, terrains: tuple[str, ...]) -> tuple[Placement, ...]:
    seen: dict[frozenset[tuple[str, str]], Placement] = {}
    nb = side.neighbours
    for zones in _spots(side, shape):
        key = frozenset(zip(zones, terrains, strict=True))
        if key not in seen:
            around = frozenset(n for z in zones for n in nb[z])
            seen[key] = ("place " + " ".join(zones), key, frozenset(zones), around)
    return tuple(seen.values())


def _near(st: GameState, p: str, tile: str) -> tuple[tuple[Placement, ...], set[int]]:
    """Every placement of ``tile`` on ``p``'s island shape, and the indexes of
    those over a zone next to a covered one (the only ones that may touch)."""
    covered = st.s.islands[p].covered.keys()
    side = st.side(p)
    t = st.c.tiles[tile]
    every, at = _placements(side, t["shape"], tuple(t["terrains"]))
    nb = side.neighbours
    edge = {n for z in covered if z in nb for n in nb[z]} - covered
    return every, {i for z in edge for i in at[z]}


def fits(st: GameState, p: str, tile: str) -> bool:
    """Does ``tile`` fit anywhere on ``p``'s island (``bool(placements(…))``,
    found sooner: phase 2 asks it before every tile decision)?"""
    covered = st.s.islands[p].covered.keys()
    every, near = _near(st, p, tile)
    return any(covered.isdisjoint(every[i][2]) for i in near)


def placements(st: GameState, p: str, tile: str) -> dict[str, frozenset[tuple[str, str]]]:
    """Legal ``place …`` moves of ``tile`` on ``p``'s island → zone/terrain sets:
    inside the island, over no covered zone, touching a covered one (so
    covering a zone next to a covered one: only those placements are looked at)."""
    covered = st.s.islands[p].covered.keys()
    every, near = _near(st, p, tile)
    out = {}
    for i in sorted(near):
        move, key, zones, _ = every[i]
        if covered.isdisjoint(zones):
            out[move] = key
    return out


def free_map(st: GameState, p: str) -> dict[str, str]:
    """Every free zone of ``p``'s island and its terrain (volcano: an empty one)."""
    isl = st.s.islands[p]
    taken = set(isl.buildings) | set(isl.creatures)
    for t in isl.temples:
        taken.update(t)
    return {
        z: cov[0] for z, cov in isl.covered.items() if cov[0] != "metropolis" and z not in taken
    }


def free_terrain_or_volcano(st: GameState, p: str, z: str) -> str | None:
    """The terrain of a covered zone with no building or temple (a creature's
    volcano counts: it is terrain), else None."""
    isl = st.s.islands[p]
    cov = isl.covered.get(z)
    if cov is None or z in isl.buildings or any(z in t for t in isl.temples):
        return None
    terrain: str = cov[0]
    return terrain


def area(st: GameState, p: str, start: list[str], terrain: str) -> set[str]:
    """The zones of ``terrain`` connected to ``start`` through neighbouring zones
    of that terrain (O1); a zone under a building or a temple is not terrain
    and cuts the area."""
    nb = st.side(p).neighbours
    isl = st.s.islands[p]
    covered = isl.covered
    # not terrain: a building or a temple (``free_terrain_or_volcano``)
    cut = set(isl.buildings).union(*isl.temples)
    seen = set(start)
    todo = list(start)
    while todo:
        z = todo.pop()
        for n in nb[z]:
            if n not in seen and n not in cut:
                cov = covered.get(n)
                if cov is not None and cov[0] == terrain:
                    seen.add(n)
                    todo.append(n)
    return seen


def near_creatures(st: GameState, p: str) -> set[str]:
    """The zones next to a creature on ``p``'s island."""
    nb = st.side(p).neighbours
    out: set[str] = set()
    for z in st.s.islands[p].creatures:
        out |= nb[z]
    return out


def next_to_creature(st: GameState, p: str, z: str) -> bool:
    cr = st.s.islands[p].creatures
    return any(n in cr for n in st.side(p).neighbours[z])


def diamonds(side: Side) -> tuple[Diamond, ...]:
    """Every diamond of ``side`` (two neighbouring zones and the two zones next
    to both: a temple's 4 zones) with its move; kept per island shape."""
    found = _DIAMONDS.get(side.rows)
    if found is None:
        found = _DIAMONDS[side.rows] = _all_diamonds(side)
    return found


def _all_diamonds(side: Side) -> tuple[Diamond, ...]:
    nb = side.neighbours
    out = set()
    for a in side.zones:
        for b in nb[a]:
            common = nb[a] & nb[b]
            if b > a and len(common) == 2:
                out.add(" ".join(["temple", *sorted((a, b, *common))]))
    return tuple((move, frozenset(move.split()[1:])) for move in sorted(out))
