"""A Minotaur captured brings a building from the bag: the player puts it on a
free zone (any terrain; a mine or a camp gives its resource at once, the
player aid) or declines it (back to the bag)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import Refusal
from . import build, flow

if TYPE_CHECKING:
    from ..state import GameState

VERBS = ("minotaur", "decline")


def legal(st: GameState, p: str) -> list[str]:
    b = st.s.minotaur_building().building
    return [f"minotaur {z}" for z in build.build_zones(st, p, None, b)] + ["decline"]


def play(st: GameState, p: str, words: list[str]) -> None:
    place(st, p, None if words[0] == "decline" else words[1])


def place(st: GameState, p: str, z: str | None) -> None:
    """The Minotaur's building on ``z`` (None: declined)."""
    s = st.s
    m = s.minotaur_building()
    b, resume = m.building, m.resume
    s.minotaur = None
    if z is None:
        s.building_bag.append(b)
        s.building_bag.sort()
        st.emit("building_declined", player=p, building=b)
    else:
        build.put_building(st, p, b, z, 0, "minotaur")
    s.step = resume
    if resume == "release":  # pragma: no cover - a Minotaur gives no titan
        return
    if s.step == "action":
        flow.after_win(st, p)


def refuse(st: GameState, p: str, verb: str, args: list[str], number: int | None) -> Refusal | None:
    if verb == "decline":
        return None
    return build.refuse_zone(st, p, args[-1])
