"""The build action (phase 3): a building of the building board on free
terrain of its slot's kind (an empty volcano is any terrain), never next to a
creature (a crystal allows it); a temple over a diamond of 4 free zones of
different terrains (an architect allows one pair); a medallion for
orichalcum. Rhea's blessing: a second build."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import island
from ..errors import Refusal
from ..model import Slot

if TYPE_CHECKING:
    from ..state import GameState

VERBS = ("build", "temple", "medallion")


def build_zones(st: GameState, p: str, terrain: str | None, building: str) -> list[str]:
    """Zones where ``p`` may build ``building`` (on ``terrain``; None: any)."""
    crystal = st.count_buildings(p, "crystal") > 0 and st.c.buildings[building] != "crystal"
    near = set() if crystal else island.near_creatures(st, p)
    return _zones(st, p, terrain, island.free_map(st, p), near)


def _zones(
    st: GameState, p: str, terrain: str | None, free: dict[str, str], near: set[str]
) -> list[str]:
    """Free zones of ``terrain`` (None: any; an empty volcano is any), not in
    ``near`` (next to a creature, unless a crystal allows it), in the island's order."""
    return [
        z
        for z in st.side(p).zones
        if z in free
        and (terrain is None or free[z] == terrain or free[z] == "volcano")
        and z not in near
    ]


def temples(st: GameState, p: str) -> list[str]:
    """Legal ``temple a b c d`` moves (zones sorted)."""
    return _temples(st, p, island.free_map(st, p))


def _temples(st: GameState, p: str, free: dict[str, str]) -> list[str]:
    s = st.s
    if s.supply["temples"] <= 0 or s.supply["victory_tokens"] <= 0:
        return []
    crystal = st.count_buildings(p, "crystal") > 0
    pairs = 1 if st.count_buildings(p, "architect") > 0 else 0
    ok = free.keys() - (set() if crystal else island.near_creatures(st, p))
    out = []
    for move, zones in island.diamonds(st.side(p)):
        if zones <= ok:
            land = [free[z] for z in zones if free[z] != "volcano"]
            if len(land) - len(set(land)) <= pairs and all(land.count(t) <= 2 for t in land):
                out.append(move)
    return out


def medallion_possible(st: GameState, p: str) -> bool:
    s = st.s
    enough: bool = s.supplies[p].orichalcum >= st.c.medallion
    return enough and s.supply["victory_tokens"] > 0


def _slots(st: GameState, p: str, free: dict[str, str]) -> list[tuple[int, list[str]]]:
    """The building board's slots with a building, each with its zones (as
    ``_zones``: the free zones, in the island's order, listed once for every
    slot, then filtered by each slot's terrain)."""
    crystal = st.count_buildings(p, "crystal") > 0
    near = island.near_creatures(st, p)
    kinds, terrains = st.c.buildings, st.c.building_slots
    anywhere = [z for z in st.side(p).zones if z in free]
    away = [z for z in anywhere if z not in near]
    out = []
    for k, slot in enumerate(st.s.building_board):
        if slot.building is None:
            continue
        zones = anywhere if crystal and kinds[slot.building] != "crystal" else away
        t = terrains[k]
        out.append((k, [z for z in zones if t is None or free[z] == t or free[z] == "volcano"]))
    return out


def legal(st: GameState, p: str) -> list[str]:
    """Every build ``p`` may make: the building board's slots, temples, a medallion."""
    free = island.free_map(st, p)
    out = [f"build {k + 1} {z}" for k, zones in _slots(st, p, free) for z in zones]
    out += _temples(st, p, free)
    if medallion_possible(st, p):
        out.append("medallion")
    return out


def possible(st: GameState, p: str) -> bool:
    """Is there any build for ``p`` (``bool(legal(st, p))``, found sooner)?"""
    if medallion_possible(st, p):
        return True
    free = island.free_map(st, p)
    return any(zones for _, zones in _slots(st, p, free)) or bool(_temples(st, p, free))


def put_building(st: GameState, p: str, b: str, z: str, resource: int, why: str) -> None:
    """The building ``b`` on ``z``; a mine or a camp gives its resource: the one
    on its slot (``build``), or one from the supply (``minotaur``: the aid)."""
    st.s.islands[p].buildings[z] = b
    st.emit("building_built", player=p, building=b, zone=z, reason=why)
    kind = st.c.buildings[b]
    if kind in ("mine", "camp"):
        res = "orichalcum" if kind == "mine" else "hoplites"
        if why == "minotaur":  # at once, from the supply: the player aid's rule
            st.gain(p, res, 1, kind, "aid")
        elif resource:
            st.s.supplies[p].add(res, resource)
            st.emit("gained", player=p, resource=res, count=resource, reason=kind)


def play(st: GameState, p: str, words: list[str]) -> None:
    """One build (the action's bookkeeping is ``action``'s)."""
    s = st.s
    verb = words[0]
    if verb == "build":
        k = int(words[1]) - 1
        slot = s.building_board[k]
        b, res = slot.building, slot.resource
        if b is None:
            raise TypeError(f"no building in slot {k + 1}")
        s.building_board[k] = Slot()
        put_building(st, p, b, words[2], res, "build")
    elif verb == "temple":
        s.islands[p].temples.append(tuple(words[1:]))
        s.supply["temples"] -= 1
        s.supply["victory_tokens"] -= 1
        s.supplies[p].temples += 1
        st.emit("temple_built", player=p, zones=words[1:])
    else:
        st.pay(p, "orichalcum", st.c.medallion, "medallion")
        s.supply["victory_tokens"] -= 1
        s.supplies[p].medallions += 1
        st.emit("medallion_forged", player=p)


def refuse_zone(st: GameState, p: str, z: str) -> Refusal:
    """Why a building may not go on ``z`` (a build or a Minotaur's)."""
    t = island.free_map(st, p).get(z)
    if t is None:
        return _not_free(st, p, [z])
    if island.next_to_creature(st, p, z):
        return ("next_to_creature", f"{z} is next to a creature")
    return ("wrong_terrain", f"{z} is {t}")


def _not_free(st: GameState, p: str, zones: list[str]) -> Refusal:
    """Why one of ``zones`` (one not free) is no free terrain: no tile covers
    it yet (``no_tile``), or the metropolis, a building, a temple or a
    creature is on it (``not_free``); a zone with no tile is named first."""
    covered = st.s.islands[p].covered
    bare = [z for z in zones if z not in covered]
    if bare:
        return ("no_tile", f"no tile covers {bare[0]} yet")
    return ("not_free", "the metropolis, a building, a temple or a creature is there")


def refuse(st: GameState, p: str, verb: str, args: list[str], number: int | None) -> Refusal:
    if verb == "build":
        s = st.s
        if (
            number is None
            or not 1 <= number <= 4
            or s.acting().action != "build"
            or s.building_board[number - 1].building is None
        ):
            return ("no_such_slot", f"no building in slot {args[0]}")
        return refuse_zone(st, p, args[-1])
    if verb == "temple":
        return _refuse_temple(st, p, args)
    if st.s.supply["victory_tokens"] <= 0:
        return ("none_left", "no victory token left")
    return ("cannot_afford", f"a medallion costs {st.c.medallion} orichalcum")


def _refuse_temple(st: GameState, p: str, args: list[str]) -> Refusal:
    free = island.free_map(st, p)
    if any(z not in free for z in args):
        return _not_free(st, p, args)
    if any(island.next_to_creature(st, p, z) for z in args):
        return ("next_to_creature", "a zone is next to a creature")
    s = st.s
    if s.supply["temples"] <= 0 or s.supply["victory_tokens"] <= 0:
        return ("none_left", "no temple or victory token left")
    nb = st.side(p).neighbours
    ok = any(
        len(nb[a] & set(args)) == 3 and len(nb[b] & set(args)) == 3
        for a in args
        for b in args
        if a < b and b in nb[a]
    )
    if not ok:
        return ("not_a_diamond", "the 4 zones are not a diamond")
    return ("temple_terrains", "the terrains are not all different")
