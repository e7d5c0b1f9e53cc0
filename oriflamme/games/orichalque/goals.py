"""Orichalque's lesson goals: one ``GoalRegistry`` (oriflamme.core.goals), each
predicate declared once with its parameters and its evaluator.

A goal is a one-key dict (``{"captured": {"player": "red", "creature":
"gorgon"}}``) or a combination (``all``, ``any``, ``not``). The evaluators read
the state now (``ctx.state``, an Orichalque ``GameState``), the events since
the learner's first decision (plain dicts with an ``event`` code,
docs/protocol-orichalque.md) and the state at that moment (``ctx.start``);
they never change anything. docs/lessons.md lists the words («Orichalque
goals»); the game's adapter (``oriflamme.games.orichalque.game``) serves ``GOALS``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ...core.goals import (
    GoalContext,
    GoalRegistry,
    LessonError,
    Predicate,
    Table,
    count,
    flag,
    optional,
    player,
    required,
)
from .engine.components import ACTIONS, Components, components, components_for, token_kind
from .engine.model import State

GOALS = GoalRegistry("orichalque")

#: What a player keeps and a goal may count (``points``: titans + temples +
#: medallions, the victory points).
RESOURCES = ("hoplites", "orichalcum", "captured", "temples", "medallions", "titans", "points")
#: The three payments of an extra action (rulebook, «Совершить дополнительное действие»).
PAYMENTS = ("hoplites", "orichalcum", "creatures")


# ------------------------------------------------------------ validators


def _table_components(table: Table) -> Components:
    """The lesson's components: its scenario's own ``components`` section, if any
    (already checked when the scenario loads), else the package's."""
    custom = table.scenario.get("components") if isinstance(table.scenario, dict) else None
    try:
        return components_for(custom if isinstance(custom, dict) else None)
    except (KeyError, TypeError, ValueError):  # a bad section: the scenario's own error says it
        return components()


def _one_of(
    kind: str, allowed: Callable[[Components], tuple[str, ...]]
) -> Callable[[Any, str, Table], None]:
    def check(v: Any, path: str, table: Table) -> None:
        ok = allowed(_table_components(table))
        if v not in ok:
            raise LessonError(path, f"{v!r} is not a {kind} ({', '.join(ok)})")

    return check


resource = _one_of("resource", lambda c: RESOURCES)
creature = _one_of("creature", lambda c: tuple(c.creature_kinds))
titan = _one_of("titan", lambda c: tuple(c.titans))
action = _one_of("action", lambda c: ACTIONS)
payment = _one_of("payment", lambda c: PAYMENTS)
card = _one_of("action card", lambda c: tuple(c.cards))
buildable = _one_of(
    "building, temple or medallion",
    lambda c: (*c.building_kinds, "temple", "medallion"),
)


def _port_names(c: Components) -> tuple[str, ...]:
    islands = c.islands.values()
    return tuple(sorted({p["name"] for b in islands for s in b.values() for p in s.ports.values()}))


port = _one_of("port", _port_names)


def zone(v: Any, path: str, table: Table) -> None:
    """A zone name: its row letter and column number (``c4``)."""
    if not isinstance(v, str) or not re.fullmatch(r"[a-z][0-9]{1,2}", v):
        raise LessonError(path, f"{v!r} is not a zone (a2, c4…)")


def zones(v: Any, path: str, table: Table) -> None:
    """A non-empty list of zones."""
    if not isinstance(v, list) or not v:
        raise LessonError(path, "a non-empty list of zones (a2, c4…)")
    for i, z in enumerate(v):
        zone(z, f"{path}[{i}]", table)


# ------------------------------------------------------------ reading


def _s(state: Any) -> State:
    """The typed position of a ``GameState`` (or of its JSON dict)."""
    s = state.s if hasattr(state, "s") else State.from_json(state)
    assert isinstance(s, State)
    return s


def _amount(state: Any, p: str, what: str) -> int:
    sp = _s(state).supplies[p]
    amounts = {
        "hoplites": sp.hoplites,
        "orichalcum": sp.orichalcum,
        "temples": sp.temples,
        "medallions": sp.medallions,
        "captured": len(sp.captured),
        "titans": len(sp.titans),
        "points": len(sp.titans) + sp.temples + sp.medallions,
    }
    return amounts[what]


def _events(ctx: GoalContext, name: str, **match: Any) -> list[dict[str, Any]]:
    """The lesson's events called ``name`` whose fields equal ``match`` (None: any)."""
    return [
        e
        for e in ctx.events
        if e.get("event") == name and all(v is None or e.get(k) == v for k, v in match.items())
    ]


# ------------------------------------------------------------ the predicates


@GOALS.predicate(player=required(player))
def won(ctx: GoalContext, player: str) -> bool:
    """The game is over and the player won it (5 points and no creature on the island)."""
    return bool(ctx.state.finished and list(ctx.state.winners) == [player])


@GOALS.predicate(player=required(player), resource=required(resource), at_least=required(count))
def has(ctx: GoalContext, player: str, resource: str, at_least: int) -> bool:
    """The player has at least that many hoplites, orichalcum, captured creatures,
    temples, medallions, titans or points now."""
    return _amount(ctx.state, player, resource) >= at_least


@GOALS.predicate(player=required(player), resource=required(resource), at_most=required(count))
def has_at_most(ctx: GoalContext, player: str, resource: str, at_most: int) -> bool:
    """The player has at most that many now."""
    return _amount(ctx.state, player, resource) <= at_most


@GOALS.predicate(player=required(player), resource=required(resource), at_least=required(count))
def gained(ctx: GoalContext, player: str, resource: str, at_least: int) -> bool:
    """The player has at least that many more than at the learner's first decision."""
    before = _amount(ctx.start, player, resource) if ctx.start is not None else 0
    return _amount(ctx.state, player, resource) - before >= at_least


@GOALS.predicate(player=required(player))
def island_clear(ctx: GoalContext, player: str) -> bool:
    """No creature is left on the player's island."""
    return not _s(ctx.state).islands[player].creatures


@GOALS.predicate(
    player=required(player),
    creature=optional(creature),
    zone=optional(zone),
    at_least=optional(count),
)
def captured(
    ctx: GoalContext,
    player: str,
    creature: str | None = None,
    zone: str | None = None,
    at_least: int = 1,
) -> bool:
    """The player won fights during the lesson (at least that many; against that
    kind of creature; in that zone)."""
    hits = [
        e
        for e in _events(ctx, "creature_captured", player=player, zone=zone)
        if creature in (None, token_kind(e["creature"]))
    ]
    return len(hits) >= at_least


@GOALS.predicate(player=required(player))
def fight_lost(ctx: GoalContext, player: str) -> bool:
    """The player lost a fight during the lesson."""
    return any(not e["won"] for e in _events(ctx, "fight", player=player))


@GOALS.predicate(
    player=required(player),
    what=required(buildable),
    zone=optional(zone),
    at_least=optional(count),
)
def built(
    ctx: GoalContext, player: str, what: str, zone: str | None = None, at_least: int = 1
) -> bool:
    """The player built that kind of building (in that zone), a temple, or forged
    a medallion during the lesson (at least that many times)."""
    if what == "temple":
        return len(_events(ctx, "temple_built", player=player)) >= at_least
    if what == "medallion":
        return len(_events(ctx, "medallion_forged", player=player)) >= at_least
    hits = [
        e
        for e in _events(ctx, "building_built", player=player, zone=zone)
        if token_kind(e["building"]) == what
    ]
    return len(hits) >= at_least


@GOALS.predicate(player=required(player), titan=required(titan), active=optional(flag))
def titan_held(ctx: GoalContext, player: str, titan: str, active: bool | None = None) -> bool:
    """The player holds the titan now (active side up, or not, if ``active`` says)."""
    t = _s(ctx.state).titans[titan]
    return t.holder == player and active in (None, t.active)


def titan_taken(ctx: GoalContext, player: str, titan: str, **kw: Any) -> bool:
    """The player attracted the titan during the lesson (taken from ``from``)."""
    hits = _events(ctx, "titan_taken", player=player, titan=titan)
    if "from" in kw:
        hits = [e for e in hits if e["previous"] == kw["from"]]
    return bool(hits)


# ``from`` is a Python keyword: this predicate is declared without the decorator.
GOALS.add(
    Predicate(
        "titan_taken",
        {"player": required(player), "titan": required(titan), "from": optional(player)},
        titan_taken,
        "The player attracted the titan during the lesson (taken from ``from``).",
    )
)


@GOALS.predicate(player=required(player), titan=required(titan))
def titan_reactivated(ctx: GoalContext, player: str, titan: str) -> bool:
    """The player's titan turned back active side up during the lesson."""
    return bool(_events(ctx, "titan_reactivated", player=player, titan=titan))


@GOALS.predicate(player=required(player), titan=optional(titan))
def blessing_used(ctx: GoalContext, player: str, titan: str | None = None) -> bool:
    """The player used a titan's blessing (that titan's) during the lesson."""
    return bool(_events(ctx, "blessing_used", player=player, titan=titan))


@GOALS.predicate(player=required(player), action=optional(action), payment=optional(payment))
def extra_action(
    ctx: GoalContext, player: str, action: str | None = None, payment: str | None = None
) -> bool:
    """The player took an extra action (that action; paid with that payment)."""
    return bool(_events(ctx, "extra_action", player=player, action=action, payment=payment))


@GOALS.predicate(
    player=required(player), card=optional(card), action=optional(action), slot=optional(count)
)
def card_taken(
    ctx: GoalContext,
    player: str,
    card: str | None = None,
    action: str | None = None,
    slot: int | None = None,
) -> bool:
    """The player took an action card (that one; of that action; from that slot)."""
    hits = _events(ctx, "card_taken", player=player, card=card, slot=slot)
    return any(action in (None, e["action"]) for e in hits)


@GOALS.predicate(player=required(player), zones=required(zones))
def tile_covers(ctx: GoalContext, player: str, zones: list[str]) -> bool:
    """Those zones of the player's island are covered (tile or metropolis)."""
    covered = _s(ctx.state).islands[player].covered
    return all(z in covered for z in zones)


@GOALS.predicate(player=required(player), port=optional(port))
def port_reached(ctx: GoalContext, player: str, port: str | None = None) -> bool:
    """The player covered a port's zone (that port) during the lesson."""
    return bool(_events(ctx, "port_reached", player=player, port=port))


@GOALS.predicate(player=required(player), card=optional(card))
def discarded(ctx: GoalContext, player: str, card: str | None = None) -> bool:
    """The player discarded an action card of the board (phase 5, two players)."""
    return bool(_events(ctx, "card_discarded", player=player, card=card))


@GOALS.predicate(player=required(player))
def first_player(ctx: GoalContext, player: str) -> bool:
    """A round ended during the lesson and the player holds the first-player token."""
    return bool(_s(ctx.state).first_player == player and _events(ctx, "round_ended"))


__all__ = ["GOALS", "PAYMENTS", "RESOURCES"]
