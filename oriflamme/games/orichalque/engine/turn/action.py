"""Phase 3: the card's action (or an extra action's). Produce: 1 orichalcum
per mine; recruit: 1 hoplite per camp (the metropolis holds one of each);
Hyperion's and Tethys's blessings double them. Fight and build: ``fight``,
``build``. An extra action may not be passed before it starts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import Refusal
from . import build, fight, flow, titans

if TYPE_CHECKING:
    from ..state import GameState

VERBS = ("produce", "recruit", "fight", "build", "temple", "medallion", "pass")


def legal(st: GameState, p: str) -> list[str]:
    act = st.s.acting()
    a = act.action
    bless = titans.blessing(st, p, a) and not act.blessed
    if a in ("produce", "recruit"):
        out = [a] + ([f"{a} bless"] if bless else [])
    elif a == "fight":
        out = fight.legal(st, p, bless)
    elif a == "build":
        out = build.legal(st, p)
    else:  # pragma: no cover
        raise AssertionError(a)
    if not act.extra or act.started:
        out.append("pass")
    return out


def possible(st: GameState, p: str, a: str) -> bool:
    """Can the action ``a`` do anything for ``p`` (produce and recruit always)?"""
    if a == "fight":
        return bool(st.s.islands[p].creatures)
    if a == "build":
        return build.possible(st, p)
    return True


def play(st: GameState, p: str, words: list[str]) -> None:
    if words[0] == "pass":
        flow.end_action(st, p)
    else:
        act(st, p, words)


def act(st: GameState, p: str, words: list[str]) -> None:
    """One move of the action (a blessing used with it, or a second build's)."""
    s = st.s
    a = s.acting()
    verb = words[0]
    a.started = True
    bless = words[-1] == "bless"
    if bless or (verb in build.VERBS and a.builds >= 1):
        titan = titans.BLESSING[a.action]
        s.titans[titan].active = False
        a.blessed = True
        st.emit("blessing_used", player=p, titan=titan)
    if verb in ("produce", "recruit"):
        kind, res = ("mine", "orichalcum") if verb == "produce" else ("camp", "hoplites")
        n = st.count_buildings(p, kind) * (2 if bless else 1)
        st.gain(p, res, n, verb)
        flow.end_action(st, p)
    elif verb == "fight":
        fight.play(st, p, words[1], None if bless else int(words[2]))
    else:
        build.play(st, p, words)
        a.builds += 1
        if a.blessed or not titans.blessing(st, p, "build") or not build.possible(st, p):
            flow.end_action(st, p)


def refuse(st: GameState, p: str, verb: str, args: list[str], number: int | None) -> Refusal | None:
    if verb in build.VERBS:
        return build.refuse(st, p, verb, args, number)
    if verb == "fight":
        return fight.refuse(st, p, verb, args, number)
    if verb in ("produce", "recruit"):
        return ("no_blessing", "no active titan gives that blessing")
    return None  # pass: not possible now
