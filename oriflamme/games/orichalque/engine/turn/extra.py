"""Phase 4: an extra action, paid with hoplites (the statues: 1 less),
orichalcum or two captured creatures, each payment buying some actions; one
per turn, one more per forge. O6: an action that can do nothing once paid is
still legal; the board and the log say so before the payment."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..errors import Refusal
from ..model import Act
from . import action, build, flow

if TYPE_CHECKING:
    from ..state import GameState

VERBS = ("extra", "pass")


def cost(st: GameState, p: str, pay: str) -> int:
    """What an extra action paid with ``pay`` costs ``p`` (statues: 1 hoplite less)."""
    statues = pay == "hoplites" and st.count_buildings(p, "statues") > 0
    return int(st.c.extra[pay]["cost"]) - (1 if statues else 0)


def moves(st: GameState, p: str) -> list[str]:
    """The extra actions ``p`` can pay for and that can do something."""
    return list(_each(st, p))


def any_move(st: GameState, p: str) -> bool:
    """Can ``p`` pay for an extra action that can do something
    (``bool(moves(st, p))``, found sooner: asked at the end of every action)?"""
    return next(_each(st, p), None) is not None


def _each(st: GameState, p: str) -> Iterator[str]:
    """``moves``, one by one (each action's possibility looked at once, when first needed)."""
    sp = st.s.supplies[p]
    possible: dict[str, bool] = {}
    statues = st.count_buildings(p, "statues") > 0  # as cost(), counted once
    for pay, rule in st.c.extra.items():
        price = rule["cost"] - (1 if pay == "hoplites" and statues else 0)
        have = len(sp.captured) if pay == "creatures" else sp.count(pay)
        if have < price:
            continue
        for a in rule["actions"]:
            if a not in possible:
                possible[a] = action.possible(st, p, a)
            if possible[a]:
                yield f"extra {a} {pay}"


def legal(st: GameState, p: str) -> list[str]:
    return [*moves(st, p), "pass"]


def play(st: GameState, p: str, words: list[str]) -> None:
    if words[0] == "pass":
        flow.end_turn_phases(st, p)
        return
    a, pay = words[1], words[2]
    s = st.s
    s.extras += 1
    # O6: whether the paid action can do nothing is known once paid, and said
    # before the payment: its event goes in front of the payment's
    start = len(st._events)
    pay_for(st, p, pay)
    futile = nothing_to_do(st, p, a)
    event = {"event": "extra_action", "player": p, "action": a, "payment": pay}
    st._events.insert(start, {**event, "futile": futile})
    s.act = Act(a, extra=True)
    s.step = "action"


def nothing_to_do(st: GameState, p: str, a: str) -> bool:
    """Can the action ``a`` do nothing for ``p`` now (O6)?"""
    if a == "build":
        return not build.possible(st, p)
    if a == "fight":
        return not st.s.islands[p].creatures
    return bool(st.s.supply["orichalcum" if a == "produce" else "hoplites"] <= 0)


def futile(st: GameState, p: str, a: str, pay: str) -> bool:
    """O6: once ``p`` has paid ``pay`` for an extra ``a``, can that action do
    nothing here? (6 orichalcum and a medallion the only build: paying 2
    leaves 4.)"""
    sim = st.copy()
    sim._events = []
    pay_for(sim, p, pay)
    return nothing_to_do(sim, p, a)


def pay_for(st: GameState, p: str, pay: str) -> None:
    """Pay for an extra action. With creatures: the two ``extra_creatures``
    names if ``p`` holds both (a scenario sets them; they are used then,
    and kept for their owner while another player pays), else the two
    weakest captured ones (our choice, docs); they go back to the bag."""
    s = st.s
    if pay != "creatures":
        price = cost(st, p, pay)
        # the statues (the player aid): 1 hoplite less, and the log says why
        statues = price < int(st.c.extra[pay]["cost"])
        why = {"statues": True, "source": flow.building_source(st, "statues")} if statues else {}
        st.pay(p, pay, price, "extra", **why)
        return
    sp = s.supplies[p]
    n = cost(st, p, pay)
    chosen = s.extra_creatures
    if chosen and len(set(chosen)) == n and all(c in sp.captured for c in chosen):
        s.extra_creatures = None
    else:
        strength = st.c.creature_kinds
        kinds = st.c.creatures
        chosen = sorted(sp.captured, key=lambda c: (strength[kinds[c]]["strength"], c))[:n]
    for c in chosen:
        sp.captured.remove(c)
        s.creature_bag.append(c)
    s.creature_bag.sort()
    st.emit("paid", player=p, resource="creatures", count=n, reason="extra", creatures=list(chosen))


def refuse(st: GameState, p: str, verb: str, args: list[str], number: int | None) -> Refusal | None:
    if verb == "pass":
        return None
    a, pay = args
    rule = st.c.extra.get(pay)
    if rule is None or a not in rule["actions"]:
        return ("payment_not_allowed", f"{pay} does not buy {a}")
    return ("cannot_afford", f"{p} cannot pay with {pay}")
