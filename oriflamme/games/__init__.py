"""The games the tutor teaches, side by side under one protocol.

``protocol``: the ``Game`` and ``State`` every game offers; ``registry``: the
games by name; ``goals``: the shape of a game's goal predicates. Each game's
adapter lives in ``oriflamme/games/<name>/`` (``oriflamme``, ``orichalque``).
The tutor, the widgets and i18n reach a game's rules only through here
(docs/architecture.md).
"""

from ..core.goals import (
    COMBINATORS,
    GoalContext,
    GoalRegistry,
    LessonError,
    Param,
    Predicate,
    Table,
    optional,
    required,
)
from ..core.protocol import Decision, Event, Game, Scenario, State, Term
from ..core.registry import (
    DEFAULT_GAME,
    editions,
    game_of,
    game_of_edition,
    game_of_scenario,
    games,
    get_game,
    register,
)

__all__ = [
    "COMBINATORS",
    "DEFAULT_GAME",
    "Decision",
    "Event",
    "Game",
    "GoalContext",
    "GoalRegistry",
    "LessonError",
    "Param",
    "Predicate",
    "Scenario",
    "State",
    "Table",
    "Term",
    "editions",
    "game_of",
    "game_of_edition",
    "game_of_scenario",
    "games",
    "get_game",
    "optional",
    "register",
    "required",
]
