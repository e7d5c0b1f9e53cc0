"""Oriflamme's goal predicates (docs/lessons.md lists them for teachers).

Each predicate is declared once: its parameters with their validators, and its
evaluator (``oriflamme.core.goals``). The context's ``state`` is an Oriflamme
``GameState``, its ``events`` the engine's event tuples since the learner's
first decision, its ``start`` the state at that moment.
"""

from __future__ import annotations

from typing import Any

from ...core.goals import (
    GoalContext,
    GoalRegistry,
    LessonError,
    Table,
    count,
    flag,
    optional,
    player,
    players,
    required,
)
from .engine.cards import CARD_TYPES
from .engine.model import BRIBED_BY, FACE_UP, ID, OWNER
from .engine.model import controller as card_controller
from .engine.state import GameState

GOALS = GoalRegistry("oriflamme")


# ---------------------------------------------------------------- validators


def card(v: Any, path: str, table: Table) -> None:
    """A card of an edition played at the table."""
    played = set(table.editions.values())
    if not isinstance(v, str) or v not in CARD_TYPES or CARD_TYPES[v].edition not in played:
        raise LessonError(path, f"{v!r} is not a card of {', '.join(sorted(played))}")


def ablaze_player(v: Any, path: str, table: Table) -> None:
    """A player of an Ablaze family (who has a Twin and a bribery token, A1)."""
    player(v, path, table)
    if table.editions[v] != "ablaze":
        raise LessonError(path, f"{v!r} does not play Ablaze (no Twin, no bribery token)")


def position(v: Any, path: str, table: Table) -> None:
    """A queue position: 0, 1, … or ``first``, ``last``."""
    if v in ("first", "last"):
        return
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise LessonError(path, f"{v!r} is not a position (0, 1, … or first, last)")


# ---------------------------------------------------------------- helpers


def _find(st: GameState, card: str, owner: str) -> tuple[int, int] | None:
    for i, stack in enumerate(st.queue):
        for j, c in enumerate(stack):
            if c[ID] == card and c[OWNER] == owner:
                return i, j
    return None


def _events(ctx: GoalContext, kind: str) -> list[Any]:
    return [e for e in ctx.events if e.kind == kind]


# ---------------------------------------------------------------- predicates


@GOALS.predicate(card=required(card), owner=required(player), by=optional(player))
def eliminated(ctx: GoalContext, card: str, owner: str, by: str | None = None) -> bool:
    """The card was eliminated (by a card of ``by``)."""
    return any(
        e.card == card and e.owner == owner and by in (None, e.player)
        for e in _events(ctx, "CardEliminated")
    )


@GOALS.predicate(player=required(player), at_least=required(count), card=optional(card))
def eliminations(ctx: GoalContext, player: str, at_least: int, card: str | None = None) -> bool:
    """The player's cards (``card`` only) eliminated at least ``at_least`` cards."""
    n = sum(
        1
        for e in _events(ctx, "CardEliminated")
        if e.player == player and card in (None, e.by_card)
    )
    return n >= at_least


@GOALS.predicate(card=required(card), owner=required(player))
def discarded(ctx: GoalContext, card: str, owner: str) -> bool:
    """The card lies in its owner's discard pile."""
    return card in ctx.state.discards.get(owner, ())


@GOALS.predicate(card=required(card), owner=required(player))
def revealed(ctx: GoalContext, card: str, owner: str) -> bool:
    """The card was revealed."""
    return any(e.card == card and e.player == owner for e in _events(ctx, "CardRevealed"))


@GOALS.predicate(card=required(card), owner=required(player))
def banked(ctx: GoalContext, card: str, owner: str) -> bool:
    """The card was left face down and got an influence token."""
    return any(
        e.card == card and (e.owner or e.player) == owner for e in _events(ctx, "CardBanked")
    )


@GOALS.predicate(
    card=required(card),
    owner=required(player),
    position=optional(position),
    face_up=optional(flag),
    covered=optional(flag),
    controller=optional(player),
)
def in_queue(
    ctx: GoalContext,
    card: str,
    owner: str,
    position: int | str | None = None,
    face_up: bool | None = None,
    covered: bool | None = None,
    controller: str | None = None,
) -> bool:
    """The card is in the queue (at ``position``, face up or down, covered or not,
    controlled by ``controller``)."""
    st = ctx.state
    where = _find(st, card, owner)
    if where is None:
        return False
    i, j = where
    c = st.queue[i][j]
    pos = {"first": 0, "last": len(st.queue) - 1}.get(position, position)  # type: ignore[arg-type]
    is_covered = j < len(st.queue[i]) - 1
    return (
        pos in (None, i)
        and controller in (None, card_controller(c))
        and face_up in (None, c[FACE_UP])
        and covered in (None, is_covered)
    )


@GOALS.predicate(card=required(card), owner=required(player), at_least=required(count))
def tokens_on(ctx: GoalContext, card: str, owner: str, at_least: int) -> bool:
    """The card lies in the queue with at least ``at_least`` influence tokens."""
    where = _find(ctx.state, card, owner)
    return where is not None and ctx.state.queue[where[0]][where[1]].tokens >= at_least


@GOALS.predicate(
    card=required(card), owner=required(player), times=required(count), ability=optional(card)
)
def resolved_times(
    ctx: GoalContext, card: str, owner: str, times: int, ability: str | None = None
) -> bool:
    """The card applied an ability (``ability``'s) at least ``times`` times."""
    n = sum(
        1
        for e in _events(ctx, "AbilityApplied")
        if e.card == card and e.owner == owner and ability in (None, e.ability)
    )
    return n >= times


@GOALS.predicate(player=required(player), amount=required(count))
def influence_at_least(ctx: GoalContext, player: str, amount: int) -> bool:
    """The player has at least ``amount`` influence."""
    return bool(ctx.state.influence[player] >= amount)


@GOALS.predicate(player=required(player), amount=required(count))
def influence_at_most(ctx: GoalContext, player: str, amount: int) -> bool:
    """The player has at most ``amount`` influence."""
    return bool(ctx.state.influence[player] <= amount)


@GOALS.predicate(player=required(player), amount=required(count))
def gained_at_least(ctx: GoalContext, player: str, amount: int) -> bool:
    """The player has gained at least ``amount`` influence since the start."""
    before = ctx.start.influence.get(player, 0) if ctx.start is not None else 0
    return bool(ctx.state.influence[player] - before >= amount)


@GOALS.predicate(player=required(player), card=required(card), amount=required(count))
def gained_from(ctx: GoalContext, player: str, card: str, amount: int) -> bool:
    """The card's abilities brought the player at least ``amount`` influence."""
    got = sum(
        e.amount for e in _events(ctx, "InfluenceGained") if e.player == player and e.card == card
    )
    enough: bool = got >= amount
    return enough


@GOALS.predicate(player=required(player), card=required(card), amount=required(count))
def lost_from(ctx: GoalContext, player: str, card: str, amount: int) -> bool:
    """The card took at least ``amount`` influence from the player (lost or stolen)."""
    lost = sum(
        e.amount
        for e in ctx.events
        if e.kind in ("InfluenceLost", "InfluenceStolen")
        and (e.player if e.kind == "InfluenceLost" else e.victim) == player
        and e.card == card
    )
    enough: bool = lost >= amount
    return enough


@GOALS.predicate(card=required(card), owner=required(player), by=required(ablaze_player))
def bribed(ctx: GoalContext, card: str, owner: str, by: str) -> bool:
    """The card lies in the queue with ``by``'s bribery token."""
    where = _find(ctx.state, card, owner)
    return where is not None and ctx.state.queue[where[0]][where[1]][BRIBED_BY] == by


@GOALS.predicate(player=required(ablaze_player))
def twin_waiting(ctx: GoalContext, player: str) -> bool:
    """The player's Twin still waits face up in front of them."""
    return player in ctx.state.extra["twin"]


@GOALS.predicate(players=required(players))
def winners(ctx: GoalContext, players: list[str]) -> bool:
    """The game is over and exactly these players won."""
    return bool(ctx.state.finished and sorted(ctx.state.winners) == sorted(players))
