"""The fight action (phase 3): 0 to 3 hoplites by a creature, waiting ones
included, and 1 die more than them; won on a skull (a siege engine: a 3 too)
or a sum reaching the creature's strength. Kronos's blessing wins with no
dice. A creature captured pays its reward; the hoplites go back to the supply
(a hospital keeps some); a Minotaur brings a building (step ``minotaur``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import Refusal
from ..model import Minotaur
from . import flow, titans

if TYPE_CHECKING:
    from ..state import GameState

VERBS = ("fight",)


def legal(st: GameState, p: str, blessing: bool) -> list[str]:
    isl = st.s.islands[p]
    have = st.s.supplies[p].hoplites
    out = []
    for z in sorted(isl.creatures):
        w = isl.waiting.get(z, 0)
        out += [f"fight {z} {n}" for n in range(min(3 - w, have) + 1)]
        if blessing:
            out.append(f"fight {z} bless")
    return out


def play(st: GameState, p: str, z: str, add: int | None) -> None:
    """``p`` fights the creature on ``z`` sending ``add`` hoplites more (None:
    Kronos's blessing)."""
    isl = st.s.islands[p]
    c = isl.creatures[z]
    strength = st.c.creature_kinds[st.c.creatures[c]]["strength"]
    waiting = isl.waiting.pop(z, 0)
    if add is None:
        total, won = waiting, True
        st.emit(
            "fight",
            player=p,
            creature=c,
            zone=z,
            hoplites=waiting,
            dice=[],
            strength=strength,
            won=True,
            blessing="kronos",
        )
    else:
        total, won = _roll(st, p, c, z, waiting, add, strength)
    if not won:
        if total:
            isl.waiting[z] = total
        flow.end_action(st, p)
        return
    _capture(st, p, c, z, total)


def _roll(
    st: GameState, p: str, c: str, z: str, waiting: int, add: int, strength: int
) -> tuple[int, bool]:
    """The dice of a fight: (hoplites in it, won?)."""
    st.s.supplies[p].hoplites -= add  # they stand by the creature until it is captured
    total = waiting + add
    faces = [st.roll() for _ in range(1 + total)]
    skull = {"skull", 3} if st.count_buildings(p, "siege") else {"skull"}
    won = any(f in skull for f in faces) or sum(f for f in faces if isinstance(f, int)) >= strength
    st.emit(
        "fight",
        player=p,
        creature=c,
        zone=z,
        hoplites=total,
        dice=faces,
        strength=strength,
        won=won,
    )
    return total, won


def _capture(st: GameState, p: str, c: str, z: str, total: int) -> None:
    """The creature captured: the hoplites back (the hospital keeps some), its
    reward, the arches' orichalcum, a Hydra's titan, a Minotaur's building."""
    s = st.s
    kind = st.c.creatures[c]
    del s.islands[p].creatures[z]
    sp = s.supplies[p]
    sp.captured.append(c)
    keep = max(min(total, st.count_buildings(p, "hospital") - sp.hospital), 0)
    sp.hospital += keep
    s.supply["hoplites"] += total - keep
    st.emit("creature_captured", player=p, creature=c, zone=z, hospital=keep)
    rules: dict[str, Any] = st.c.creature_kinds[kind]
    reward, loot = rules["reward"], rules.get("status", "provisional")
    if reward.get("orichalcum"):
        st.gain(p, "orichalcum", reward["orichalcum"], kind, loot)
    arches = st.count_buildings(p, "arch")
    if arches:
        st.gain(p, "orichalcum", arches, "arch", flow.building_source(st, "arch"))
    if reward.get("titan"):
        titans.take(st, p, [c.split("_", 1)[1]])
    if reward.get("building"):
        b = st.draw("building_bag")
        if b is not None:
            st.emit("building_drawn", player=p, building=b, source=loot)
            s.minotaur = Minotaur(b, s.step)
            s.step = "minotaur"
    if s.step == "action":
        flow.after_win(st, p)


def refuse(st: GameState, p: str, verb: str, args: list[str], number: int | None) -> Refusal:
    z, n = args
    isl = st.s.islands[p]
    if z not in isl.creatures:
        return ("no_creature", f"no creature in {z}")
    if n == "bless":
        return ("no_blessing", "Kronos is not yours and active")
    if number is None:  # pragma: no cover - parse_move reads the number first
        return ("unknown_move", f"{n!r} is not a number of hoplites")
    if number + isl.waiting.get(z, 0) > 3:
        return ("too_many_hoplites", "at most 3 hoplites in a fight")
    return ("cannot_afford", f"{p} has {st.s.supplies[p].hoplites} hoplites")
