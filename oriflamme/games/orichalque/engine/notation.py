"""Orichalque move notation (docs/protocol-orichalque.md) and why a move is illegal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import IllegalMove

if TYPE_CHECKING:
    from .state import GameState

#: The verbs each step of the turn accepts (the step is ``state.s["step"]``).
VERBS = {
    "metropolis": ("metropolis",),
    "card": ("take",),
    "tile": ("place",),
    "action": ("produce", "recruit", "fight", "build", "temple", "medallion", "pass"),
    "extra": ("extra", "pass"),
    "discard": ("discard",),
    "release": ("release",),
    "minotaur": ("minotaur", "decline"),
    "first": ("first",),
}
#: Every verb of the notation and how many words follow it (None: any).
ARITY = {
    "metropolis": (2,),
    "take": (1,),
    "place": (1, 2, 3),
    "produce": (0, 1),
    "recruit": (0, 1),
    "fight": (2,),
    "build": (2,),
    "temple": (4,),
    "medallion": (0,),
    "pass": (0,),
    "extra": (2,),
    "discard": (1,),
    "release": (1,),
    "minotaur": (1,),
    "decline": (0,),
    "first": (1,),
}


def diagnose(st: GameState, text: str, legal: list[str]) -> IllegalMove:
    """The ``IllegalMove`` (with its reason code) for a move not in ``legal``."""

    def err(code: str, detail: str) -> IllegalMove:
        return IllegalMove(code, detail, text, legal)

    parts = text.split()
    if not parts or parts[0] not in ARITY or len(parts) - 1 not in ARITY[parts[0]]:
        return err("unknown_move", f"{text!r} is not a move")
    verb, args = parts[0], parts[1:]
    s = st.s
    step, p = s["step"], s["turn"]
    if verb not in VERBS.get(step, ()):
        return err("wrong_decision", f"{verb!r} does not answer a {step} decision")
    if step == "action" and s["act"]:
        wanted = s["act"]["action"]
        kind = "build" if verb in ("build", "temple", "medallion") else verb
        if kind != "pass" and kind != wanted:
            return err("wrong_decision", f"the action is {wanted}, not {kind}")
    side = st.side(p)
    isl = s["islands"][p]
    zones = [a for a in args if a in side.axial]
    if verb in ("metropolis", "place", "temple") or (verb in ("build", "minotaur", "fight")):
        zargs = args[1:] if verb == "build" else args[:1] if verb == "fight" else args
        for z in zargs:
            if z not in side.axial:
                return err("not_on_island", f"{z!r} is not a zone of the island")
        del zones
    if verb == "metropolis":
        return err("not_a_port", "the metropolis covers a port zone and a zone next to it")
    if verb == "take":
        k = args[0]
        if not k.isdigit() or not 1 <= int(k) <= len(s["display"]):
            return err("no_such_card", f"no card in slot {k}")
        return err("cannot_afford", f"slot {k} costs {st.c.costs[int(k) - 1]} hoplites")
    if verb == "place":
        if any(z in isl["covered"] for z in args):
            return err("zone_taken", "a zone is already covered")
        n = st.c.tiles[s["hand"]["tile"]]["size"] if s["hand"] and s["hand"]["tile"] else 0
        if len(args) != n:
            return err("not_a_shape", f"the tile covers {n} zones")
        nb = side.neighbours
        if not any(m in isl["covered"] for z in args for m in nb[z]):
            return err("not_touching", "the tile must touch a placed tile or the metropolis")
        return err("not_a_shape", "the zones do not form the tile's shape")
    if verb in ("build", "minotaur"):
        z = args[-1]
        if verb == "build":
            k = args[0]
            if (
                not k.isdigit()
                or not 1 <= int(k) <= 4
                or s["act"]["action"] != "build"
                or s["building_board"][int(k) - 1]["building"] is None
            ):
                return err("no_such_slot", f"no building in slot {k}")
        t = st.free_terrain(p, z)
        if t is None:
            return err("not_free", f"{z} is not free terrain")
        if st.next_to_creature(p, z):
            return err("next_to_creature", f"{z} is next to a creature")
        return err("wrong_terrain", f"{z} is {t}")
    if verb == "temple":
        if any(st.free_terrain(p, z) is None for z in args):
            return err("not_free", "a zone is not free terrain")
        if any(st.next_to_creature(p, z) for z in args):
            return err("next_to_creature", "a zone is next to a creature")
        if s["supply"]["temples"] <= 0 or s["supply"]["victory_tokens"] <= 0:
            return err("none_left", "no temple or victory token left")
        nb = side.neighbours
        ok = any(
            len(nb[a] & set(args)) == 3 and len(nb[b] & set(args)) == 3
            for a in args
            for b in args
            if a < b and b in nb[a]
        )
        if not ok:
            return err("not_a_diamond", "the 4 zones are not a diamond")
        return err("temple_terrains", "the terrains are not all different")
    if verb == "medallion":
        if s["supply"]["victory_tokens"] <= 0:
            return err("none_left", "no victory token left")
        return err("cannot_afford", f"a medallion costs {st.c.medallion} orichalcum")
    if verb in ("produce", "recruit"):
        return err("no_blessing", "no active titan gives that blessing")
    if verb == "fight":
        z, n = args
        if z not in isl["creatures"]:
            return err("no_creature", f"no creature in {z}")
        if n == "bless":
            return err("no_blessing", "Kronos is not yours and active")
        if not n.isdigit():
            return err("unknown_move", f"{n!r} is not a number of hoplites")
        if int(n) + isl["waiting"].get(z, 0) > 3:
            return err("too_many_hoplites", "at most 3 hoplites in a fight")
        return err("cannot_afford", f"{p} has {s['supplies'][p]['hoplites']} hoplites")
    if verb == "extra":
        a, pay = args
        rule = st.c.extra.get(pay)
        if rule is None or a not in rule["actions"]:
            return err("payment_not_allowed", f"{pay} does not buy {a}")
        return err("cannot_afford", f"{p} cannot pay with {pay}")
    if verb == "discard":
        return err("no_such_card", f"no card in slot {args[0]}")
    return err("not_allowed", f"{text!r} is not possible now")
