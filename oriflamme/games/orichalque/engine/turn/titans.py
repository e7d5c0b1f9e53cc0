"""The titans: taken with an area of 3 zones of their terrain (O1) or a Hydra,
held at most 1 + 1 per oratory (O3), their blessing used once per action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import Release, Titan

if TYPE_CHECKING:
    from ..state import GameState

#: the titan whose blessing strengthens each action
BLESSING = {"produce": "hyperion", "recruit": "tethys", "fight": "kronos", "build": "rhea"}


def blessing(st: GameState, p: str, action: str) -> bool:
    """Does ``p`` hold the action's titan, active side up?"""
    t = BLESSING[action]
    return t in st.s.supplies[p].titans and st.s.titans[t].active


def take(st: GameState, p: str, new: list[str]) -> None:
    """Take the titans of new or extended areas (or a Hydra's), active side up.

    O3: beyond the limit (1 + 1 per oratory) the titans ``p`` held before
    go back first — a titan reactivated or kept by this tile is one of them,
    never a new one («получает нового титана… вместо старого»); the player
    chooses among the old ones if not all must go, or among the newly taken
    ones if even they are too many."""
    if not new:
        return
    held = st.s.supplies[p].titans
    old = list(held)
    for t in new:
        _take_one(st, p, t, held)
    excess = len(held) - (1 + st.count_buildings(p, "oratory"))
    if excess <= 0:
        return
    if len(old) <= excess:
        for t in old:
            give_back(st, p, t)
        excess -= len(old)
        choices = [t for t in held if t not in old]  # the ones taken now
    else:
        choices = old
    if excess > 0:
        s = st.s
        s.release = Release(sorted(choices), excess, s.step)
        s.step = "release"


def _take_one(st: GameState, p: str, t: str, held: list[str]) -> None:
    """``p`` takes the titan ``t`` (from its holder), or turns it active again."""
    tt = st.s.titans[t]
    if tt.holder == p:
        if not tt.active:
            tt.active = True
            st.emit("titan_reactivated", player=p, titan=t)
        return
    if tt.holder is not None:
        st.s.supplies[tt.holder].titans.remove(t)
    st.emit("titan_taken", player=p, titan=t, previous=tt.holder)
    tt.holder, tt.active = p, True
    held.append(t)


def give_back(st: GameState, p: str, t: str) -> None:
    """The titan ``t`` goes back to the middle, active side up."""
    st.s.supplies[p].titans.remove(t)
    st.s.titans[t] = Titan()
    st.emit("titan_returned", player=p, titan=t)
