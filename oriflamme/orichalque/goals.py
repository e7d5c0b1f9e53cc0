"""Orichalque's lesson goals: predicates on a game and the events since the lesson began.

A goal is a one-key dict (``{"captured": {"player": "anna", "creature": "gorgon"}}``),
checked against the state now, the events of the lesson (plain dicts with an
``event`` code, docs/protocol-orichalque.md) and the state at the lesson's
start. Each predicate declares its parameters (required and optional, each with
a checker that names the faulty field) and its evaluator, side by side
(``PREDICATES``); the tutor's goal registry takes them from here for the game
``orichalque``. docs/lessons.md lists the words.

The evaluators read only the engine's public state (``st.s``, ``points``) and
events; they never change anything.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .components import ACTIONS, components

#: Resources a player keeps, as goal parameters name them.
RESOURCES = ("hoplites", "orichalcum", "captured", "temples", "medallions", "points", "titans")
#: What a build action can make: a building kind, a temple or a medallion.
PAYMENTS = ("hoplites", "orichalcum", "creatures")


class GoalParamError(ValueError):
    """A bad goal parameter: ``field`` names it (``goal.captured.creature``)."""

    def __init__(self, field: str, message: str):
        self.field = field
        self.message = message
        super().__init__(f"{field}: {message}")


# ------------------------------------------------------------ parameter checkers
# A checker gets the value, its path and the scenario's players; it raises
# ``GoalParamError`` naming the path.

Check = Callable[[Any, str, Sequence[str]], None]


def player(v: Any, path: str, players: Sequence[str]) -> None:
    if v not in players:
        raise GoalParamError(path, f"{v!r} is not a player of the scenario ({', '.join(players)})")


def count(v: Any, path: str, players: Sequence[str]) -> None:
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise GoalParamError(path, f"{v!r} is not a whole number ≥ 0")


def flag(v: Any, path: str, players: Sequence[str]) -> None:
    if not isinstance(v, bool):
        raise GoalParamError(path, f"{v!r} is not true or false")


def _one_of(kind: str, allowed: Callable[[], Sequence[str]]) -> Check:
    def check(v: Any, path: str, players: Sequence[str]) -> None:
        ok = allowed()
        if v not in ok:
            raise GoalParamError(path, f"{v!r} is not a {kind} ({', '.join(ok)})")

    return check


resource = _one_of("resource", lambda: RESOURCES)
creature = _one_of("creature kind", lambda: tuple(components().creature_kinds))
titan = _one_of("titan", lambda: tuple(components().titans))
action = _one_of("action", lambda: ACTIONS)
payment = _one_of("payment", lambda: PAYMENTS)
card = _one_of("action card", lambda: tuple(components().cards))
built = _one_of(
    "building kind, temple or medallion",
    lambda: (*components().building_kinds, "temple", "medallion"),
)
port = _one_of(
    "port name",
    lambda: tuple(
        sorted({p["name"] for b in components().islands.values() for s in b.values() for p in s.ports.values()})
    ),
)


def zone(v: Any, path: str, players: Sequence[str]) -> None:
    if not isinstance(v, str) or not re.fullmatch(r"[a-z][0-9]{1,2}", v):
        raise GoalParamError(path, f"{v!r} is not a zone (a2, c4…)")


def zones(v: Any, path: str, players: Sequence[str]) -> None:
    if not isinstance(v, list) or not v or not all(isinstance(z, str) and z for z in v):
        raise GoalParamError(path, "a non-empty list of zones (a2, c4…)")


# ------------------------------------------------------------ evaluation


@dataclass
class Context:
    """What a goal is checked against: the state now (an Orichalque ``GameState``),
    the events since the lesson began, the state's JSON dict at the start."""

    state: Any
    events: Sequence[dict[str, Any]] = ()
    start: dict[str, Any] | None = None


def _evs(ctx: Context, name: str, **match: Any) -> list[dict[str, Any]]:
    return [
        e
        for e in ctx.events
        if e.get("event") == name and all(v is None or e.get(k) == v for k, v in match.items())
    ]


def _amount(s: dict[str, Any], p: str, what: str) -> int:
    sp = s["supplies"][p]
    if what == "points":
        return len(sp["titans"]) + sp["temples"] + sp["medallions"]
    if what in ("captured", "titans"):
        return len(sp[what])
    return int(sp[what])


def _has(a: dict[str, Any], ctx: Context) -> bool:
    return _amount(ctx.state.s, a["player"], a["resource"]) >= a["at_least"]


def _has_at_most(a: dict[str, Any], ctx: Context) -> bool:
    return _amount(ctx.state.s, a["player"], a["resource"]) <= a["at_most"]


def _gained(a: dict[str, Any], ctx: Context) -> bool:
    before = _amount(ctx.start, a["player"], a["resource"]) if ctx.start else 0
    return _amount(ctx.state.s, a["player"], a["resource"]) - before >= a["at_least"]


def _won(a: dict[str, Any], ctx: Context) -> bool:
    return bool(ctx.state.finished and ctx.state.winners == [a["player"]])


def _island_clear(a: dict[str, Any], ctx: Context) -> bool:
    return not ctx.state.s["islands"][a["player"]]["creatures"]


def _captured(a: dict[str, Any], ctx: Context) -> bool:
    kinds = components().creatures
    hits = [
        e
        for e in _evs(ctx, "creature_captured", player=a["player"], zone=a.get("zone"))
        if a.get("creature") in (None, kinds[e["creature"]])
    ]
    return len(hits) >= a.get("at_least", 1)


def _fight_lost(a: dict[str, Any], ctx: Context) -> bool:
    return any(not e["won"] for e in _evs(ctx, "fight", player=a["player"]))


def _built(a: dict[str, Any], ctx: Context) -> bool:
    p, what = a["player"], a["what"]
    if what == "temple":
        return len(_evs(ctx, "temple_built", player=p)) >= a.get("at_least", 1)
    if what == "medallion":
        return len(_evs(ctx, "medallion_forged", player=p)) >= a.get("at_least", 1)
    kinds = components().buildings
    hits = [
        e
        for e in _evs(ctx, "building_built", player=p, zone=a.get("zone"))
        if kinds[e["building"]] == what
    ]
    return len(hits) >= a.get("at_least", 1)


def _titan_held(a: dict[str, Any], ctx: Context) -> bool:
    t = ctx.state.s["titans"][a["titan"]]
    return t["holder"] == a["player"] and a.get("active", t["active"]) == t["active"]


def _titan_taken(a: dict[str, Any], ctx: Context) -> bool:
    hits = _evs(ctx, "titan_taken", player=a["player"], titan=a["titan"])
    if "from" in a:
        hits = [e for e in hits if e["previous"] == a["from"]]
    return bool(hits)


def _titan_reactivated(a: dict[str, Any], ctx: Context) -> bool:
    return bool(_evs(ctx, "titan_reactivated", player=a["player"], titan=a["titan"]))


def _blessing_used(a: dict[str, Any], ctx: Context) -> bool:
    return bool(_evs(ctx, "blessing_used", player=a["player"], titan=a.get("titan")))


def _extra_action(a: dict[str, Any], ctx: Context) -> bool:
    return bool(
        _evs(ctx, "extra_action", player=a["player"], action=a.get("action"), payment=a.get("payment"))
    )


def _card_taken(a: dict[str, Any], ctx: Context) -> bool:
    hits = _evs(ctx, "card_taken", player=a["player"], card=a.get("card"), slot=a.get("slot"))
    if "action" in a:
        cards = components().cards
        hits = [e for e in hits if cards[e["card"]]["action"] == a["action"]]
    return bool(hits)


def _tile_covers(a: dict[str, Any], ctx: Context) -> bool:
    covered = ctx.state.s["islands"][a["player"]]["covered"]
    return all(z in covered for z in a["zones"])


def _port_reached(a: dict[str, Any], ctx: Context) -> bool:
    return bool(_evs(ctx, "port_reached", player=a["player"], port=a.get("port")))


def _discarded(a: dict[str, Any], ctx: Context) -> bool:
    return bool(_evs(ctx, "card_discarded", player=a["player"], card=a.get("card")))


def _first_player(a: dict[str, Any], ctx: Context) -> bool:
    return bool(ctx.state.s["first_player"] == a["player"] and _evs(ctx, "round_ended"))


Evaluate = Callable[[dict[str, Any], Context], bool]


@dataclass(frozen=True)
class Predicate:
    """A goal word: its parameters (required, optional) and its evaluator."""

    required: dict[str, Check]
    optional: dict[str, Check]
    holds: Evaluate
    doc: str


#: Every Orichalque goal word (docs/lessons.md, «Orichalque goals»).
PREDICATES: dict[str, Predicate] = {
    "won": Predicate({"player": player}, {}, _won, "the game is over and the player won it"),
    "has": Predicate(
        {"player": player, "resource": resource, "at_least": count},
        {},
        _has,
        "the player has at least that many hoplites, orichalcum, captured creatures, "
        "temples, medallions, titans or points now",
    ),
    "has_at_most": Predicate(
        {"player": player, "resource": resource, "at_most": count},
        {},
        _has_at_most,
        "the player has at most that many now",
    ),
    "gained": Predicate(
        {"player": player, "resource": resource, "at_least": count},
        {},
        _gained,
        "the player has at least that many more than at the lesson's start",
    ),
    "island_clear": Predicate(
        {"player": player}, {}, _island_clear, "no creature is left on the player's island"
    ),
    "captured": Predicate(
        {"player": player},
        {"creature": creature, "zone": zone, "at_least": count},
        _captured,
        "the player won fights (at least that many; against that kind; in that zone)",
    ),
    "fight_lost": Predicate(
        {"player": player}, {}, _fight_lost, "the player lost a fight during the lesson"
    ),
    "built": Predicate(
        {"player": player, "what": built},
        {"zone": zone, "at_least": count},
        _built,
        "the player built that kind of building (in that zone), a temple, or forged a medallion",
    ),
    "titan_held": Predicate(
        {"player": player, "titan": titan},
        {"active": flag},
        _titan_held,
        "the player holds the titan now (active side up or not)",
    ),
    "titan_taken": Predicate(
        {"player": player, "titan": titan},
        {"from": player},
        _titan_taken,
        "the player attracted the titan during the lesson (from that player)",
    ),
    "titan_reactivated": Predicate(
        {"player": player, "titan": titan},
        {},
        _titan_reactivated,
        "the player's titan turned back active side up",
    ),
    "blessing_used": Predicate(
        {"player": player}, {"titan": titan}, _blessing_used, "the player used a titan's blessing"
    ),
    "extra_action": Predicate(
        {"player": player},
        {"action": action, "payment": payment},
        _extra_action,
        "the player took an extra action (that action, paid so)",
    ),
    "card_taken": Predicate(
        {"player": player},
        {"card": card, "action": action, "slot": count},
        _card_taken,
        "the player took an action card (that one, of that action, from that slot)",
    ),
    "tile_covers": Predicate(
        {"player": player, "zones": zones},
        {},
        _tile_covers,
        "those zones of the player's island are covered",
    ),
    "port_reached": Predicate(
        {"player": player}, {"port": port}, _port_reached, "the player covered a port's zone"
    ),
    "discarded": Predicate(
        {"player": player},
        {"card": card},
        _discarded,
        "the player discarded an action card from the board (phase 5)",
    ),
    "first_player": Predicate(
        {"player": player},
        {},
        _first_player,
        "a round ended during the lesson and the player holds the first-player token",
    ),
}


def check(word: str, args: Any, path: str, players: Sequence[str]) -> None:
    """Validate one predicate's parameters; ``GoalParamError`` names the field."""
    pred = PREDICATES[word]
    if not isinstance(args, dict):
        raise GoalParamError(path, "the parameters are a dict")
    for k, v in args.items():
        checker = pred.required.get(k) or pred.optional.get(k)
        if checker is None:
            allowed = ", ".join([*pred.required, *pred.optional])
            raise GoalParamError(f"{path}.{k}", f"unknown parameter (allowed: {allowed})")
        checker(v, f"{path}.{k}", players)
    for k in pred.required:
        if k not in args:
            raise GoalParamError(f"{path}.{k}", "missing")


def holds(word: str, args: dict[str, Any], ctx: Context) -> bool:
    """Does the (checked) predicate hold in ``ctx``?"""
    return PREDICATES[word].holds(args, ctx)
