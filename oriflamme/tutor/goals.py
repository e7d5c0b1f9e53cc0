"""Lesson goals: a small declarative vocabulary of predicates on a game.

A goal is a one-key dict (``{"eliminated": {"owner": "blue", "card": "lord"}}``)
or a combination (``all``, ``any``, ``not``). It is checked against a
``GoalContext``: the state now, the events since the lesson began, and the
influence each player had at the start. ``check_goal`` validates a goal and
names the faulty field; ``holds`` evaluates it. docs/lessons.md lists the words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import CARD_TYPES
from ..engine.state import GameState


class LessonError(ValueError):
    """A bad lesson file: ``field`` names what is wrong (``goal.eliminated.card``)."""

    def __init__(self, field: str, message: str):
        self.field = field
        self.message = message
        super().__init__(f"{field}: {message}" if field else message)


@dataclass
class GoalContext:
    """What a goal is checked against."""

    state: GameState
    events: Sequence[Any] = ()
    start_influence: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Table:
    """Who sits at the lesson's table and which edition each family plays
    (a goal's card must exist in one of them; the Twin only at Ablaze)."""

    players: tuple[str, ...]
    editions: dict[str, str]

    @classmethod
    def of(cls, players: Sequence[str], edition: str = "base", families: Any = None) -> Table:
        eds = {p: edition for p in players}
        for p, fam in (families or {}).items() if isinstance(families, dict) else ():
            if p in eds:
                eds[p] = fam.get("edition", edition) if isinstance(fam, dict) else str(fam)
        return cls(tuple(players), eds)


# Parameter kinds: how each parameter of a predicate is checked.
def _card(v: Any, path: str, table: Table) -> None:
    played = set(table.editions.values())
    if not isinstance(v, str) or v not in CARD_TYPES or CARD_TYPES[v].edition not in played:
        raise LessonError(path, f"{v!r} is not a card of {', '.join(sorted(played))}")


def _player(v: Any, path: str, table: Table) -> None:
    if v not in table.players:
        raise LessonError(
            path, f"{v!r} is not a player of the scenario ({', '.join(table.players)})"
        )


def _ablaze_player(v: Any, path: str, table: Table) -> None:
    """A player of an Ablaze family (who has a Twin and a bribery token, A1)."""
    _player(v, path, table)
    if table.editions[v] != "ablaze":
        raise LessonError(path, f"{v!r} does not play Ablaze (no Twin, no bribery token)")


def _count(v: Any, path: str, table: Table) -> None:
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise LessonError(path, f"{v!r} is not a whole number ≥ 0")


def _flag(v: Any, path: str, table: Table) -> None:
    if not isinstance(v, bool):
        raise LessonError(path, f"{v!r} is not true or false")


def _position(v: Any, path: str, table: Table) -> None:
    if v in ("first", "last"):
        return
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise LessonError(path, f"{v!r} is not a position (0, 1, … or first, last)")


def _players(v: Any, path: str, table: Table) -> None:
    if not isinstance(v, list) or not v:
        raise LessonError(path, "a non-empty list of players")
    for i, p in enumerate(v):
        _player(p, f"{path}[{i}]", table)


Checker = Callable[[Any, str, Table], None]

#: Each predicate: its required and optional parameters with their kinds.
PREDICATES: dict[str, tuple[dict[str, Checker], dict[str, Checker]]] = {
    "eliminated": ({"card": _card, "owner": _player}, {"by": _player}),
    "eliminations": ({"player": _player, "at_least": _count}, {"card": _card}),
    "discarded": ({"card": _card, "owner": _player}, {}),
    "revealed": ({"card": _card, "owner": _player}, {}),
    "banked": ({"card": _card, "owner": _player}, {}),
    "in_queue": (
        {"card": _card, "owner": _player},
        {"position": _position, "face_up": _flag, "covered": _flag, "controller": _player},
    ),
    "tokens_on": ({"card": _card, "owner": _player, "at_least": _count}, {}),
    "resolved_times": ({"card": _card, "owner": _player, "times": _count}, {"ability": _card}),
    "influence_at_least": ({"player": _player, "amount": _count}, {}),
    "influence_at_most": ({"player": _player, "amount": _count}, {}),
    "gained_at_least": ({"player": _player, "amount": _count}, {}),
    "gained_from": ({"player": _player, "card": _card, "amount": _count}, {}),
    "lost_from": ({"player": _player, "card": _card, "amount": _count}, {}),
    "bribed": ({"card": _card, "owner": _player, "by": _ablaze_player}, {}),
    "twin_waiting": ({"player": _ablaze_player}, {}),
    "winners": ({"players": _players}, {}),
}
COMBINATORS = ("all", "any", "not")


def check_goal(
    goal: Any,
    path: str,
    players: Sequence[str] | Table,
    edition: str = "base",
    families: Any = None,
) -> None:
    """Validate ``goal``; raise ``LessonError`` naming the field (``path`` prefix).

    ``players`` is the scenario's players (with its ``edition`` and ``families``)
    or a ready ``Table``."""
    table = players if isinstance(players, Table) else Table.of(players, edition, families)
    if not isinstance(goal, dict) or len(goal) != 1:
        raise LessonError(path, "a goal is a dict with exactly one key")
    ((word, arg),) = goal.items()
    here = f"{path}.{word}"
    if word in ("all", "any"):
        if not isinstance(arg, list) or not arg:
            raise LessonError(here, "a non-empty list of goals")
        for i, g in enumerate(arg):
            check_goal(g, f"{here}[{i}]", table)
        return
    if word == "not":
        check_goal(arg, here, table)
        return
    if word not in PREDICATES:
        known = ", ".join([*PREDICATES, *COMBINATORS])
        raise LessonError(here, f"unknown goal word (known: {known})")
    required, optional = PREDICATES[word]
    if not isinstance(arg, dict):
        raise LessonError(here, "the parameters are a dict")
    for k, v in arg.items():
        checker = required.get(k) or optional.get(k)
        if checker is None:
            allowed = ", ".join([*required, *optional])
            raise LessonError(f"{here}.{k}", f"unknown parameter (allowed: {allowed})")
        checker(v, f"{here}.{k}", table)
    for k in required:
        if k not in arg:
            raise LessonError(f"{here}.{k}", "missing")


def _find(st: GameState, card: str, owner: str) -> tuple[int, int] | None:
    for i, stack in enumerate(st.queue):
        for j, c in enumerate(stack):
            if c.id == card and c.owner == owner:
                return i, j
    return None


def holds(goal: dict[str, Any], ctx: GoalContext) -> bool:
    """Does ``goal`` (already checked) hold in ``ctx``?"""
    ((word, a),) = goal.items()
    st, evs = ctx.state, ctx.events
    if word == "all":
        return all(holds(g, ctx) for g in a)
    if word == "any":
        return any(holds(g, ctx) for g in a)
    if word == "not":
        return not holds(a, ctx)
    if word == "eliminated":
        return any(
            e.kind == "CardEliminated"
            and e.card == a["card"]
            and e.owner == a["owner"]
            and a.get("by", e.player) == e.player
            for e in evs
        )
    if word == "eliminations":
        n = sum(
            1
            for e in evs
            if e.kind == "CardEliminated"
            and e.player == a["player"]
            and a.get("card", e.by_card) == e.by_card
        )
        return n >= a["at_least"]
    if word == "discarded":
        return a["card"] in st.discards.get(a["owner"], ())
    if word == "revealed":
        return any(
            e.kind == "CardRevealed" and e.card == a["card"] and e.player == a["owner"] for e in evs
        )
    if word == "banked":
        return any(
            e.kind == "CardBanked" and e.card == a["card"] and (e.owner or e.player) == a["owner"]
            for e in evs
        )
    if word in ("in_queue", "tokens_on"):
        where = _find(st, a["card"], a["owner"])
        if where is None:
            return False
        i, j = where
        c = st.queue[i][j]
        if word == "tokens_on":
            return c.tokens >= a["at_least"]
        pos = a.get("position")
        if pos == "first":
            pos = 0
        elif pos == "last":
            pos = len(st.queue) - 1
        covered = j < len(st.queue[i]) - 1
        return (
            (pos is None or pos == i)
            and a.get("controller", c.controller) == c.controller
            and a.get("face_up", c.face_up) == c.face_up
            and a.get("covered", covered) == covered
        )
    if word == "resolved_times":
        n = sum(
            1
            for e in evs
            if e.kind == "AbilityApplied"
            and e.card == a["card"]
            and e.owner == a["owner"]
            and a.get("ability", e.ability) == e.ability
        )
        return n >= a["times"]
    if word == "influence_at_least":
        return st.influence[a["player"]] >= a["amount"]
    if word == "influence_at_most":
        return st.influence[a["player"]] <= a["amount"]
    if word == "gained_at_least":
        p = a["player"]
        return st.influence[p] - ctx.start_influence.get(p, 0) >= a["amount"]
    if word == "gained_from":  # influence a card's ability brought, from the events
        got = sum(
            e.amount
            for e in ctx.events
            if e.kind == "InfluenceGained" and e.player == a["player"] and e.card == a["card"]
        )
        return got >= a["amount"]
    if word == "lost_from":  # influence a card took from the player (lost or stolen)
        lost = sum(
            e.amount
            for e in ctx.events
            if (e.kind == "InfluenceLost" and e.player == a["player"])
            or (e.kind == "InfluenceStolen" and e.victim == a["player"])
            if e.card == a["card"]
        )
        return lost >= a["amount"]
    if word == "bribed":  # the card lies in the queue with this player's bribery token
        where = _find(st, a["card"], a["owner"])
        return where is not None and st.queue[where[0]][where[1]].bribed_by == a["by"]
    if word == "twin_waiting":  # the Twin still waits face up in front of the player
        return a["player"] in st.extra["twin"]
    if word == "winners":
        return st.finished and sorted(st.winners) == sorted(a["players"])
    raise KeyError(word)  # pragma: no cover - check_goal rejects unknown words
