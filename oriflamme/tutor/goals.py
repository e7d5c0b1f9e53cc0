"""Lesson goals: the tutor's side of the goal predicates.

A goal is a one-key dict (``{"eliminated": {"owner": "blue", "card": "lord"}}``)
or a combination (``all``, ``any``, ``not``). Each game declares its predicates
once, parameters and evaluator together, in its ``GoalRegistry``
(``oriflamme.core.goals``; Oriflamme's in ``oriflamme/games/oriflamme/goals.py``).
``check_goal`` validates a goal and names the faulty field; ``holds`` evaluates
it. docs/lessons.md lists the words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core.protocol import AnyGame
from ..games import GoalContext, LessonError, Table, game_of, get_game

__all__ = ["GoalContext", "LessonError", "Table", "check_goal", "holds"]


def check_goal(
    goal: Any,
    path: str,
    players: Sequence[str] | Table,
    edition: str = "base",
    families: Any = None,
    game: AnyGame | None = None,
) -> None:
    """Validate ``goal``; raise ``LessonError`` naming the field (``path`` prefix).

    ``players`` is the scenario's players (with its ``edition`` and ``families``)
    or a ready ``Table``; ``game`` defaults to Oriflamme."""
    table = players if isinstance(players, Table) else Table.of(players, edition, families)
    (game or get_game("oriflamme")).goals.check(goal, path, table)


def holds(goal: Mapping[str, Any], ctx: GoalContext, game: AnyGame | None = None) -> bool:
    """Does ``goal`` (already checked) hold in ``ctx``? (``game``: the state's.)"""
    return (game or game_of(ctx.state)).goals.holds(goal, ctx)
