"""The games the tutor teaches, each a peer package (docs/architecture.md):

- ``oriflamme/`` — Oriflamme (base, Ablaze, Alliance);
- ``orichalque/`` — Orichalque.

Each has its rules (``engine/``), its drawing, its words, its goals, and its
adapter (``game``: ``GAME``, a ``oriflamme.core.protocol.Game``) which
registers it by name. The shell (tutor, widgets, command line) reaches a game
only through the protocol and the registry of ``oriflamme.core``, re-exported
here for it: ``from oriflamme.games import get_game``. Importing this package
imports no game.
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
from ..core.protocol import (
    Decision,
    Game,
    JSONValue,
    NewGame,
    SandboxSettings,
    Scenario,
    State,
    Term,
    Witness,
)
from ..core.registry import (
    DEFAULT_GAME,
    editions,
    game_of,
    game_of_edition,
    game_of_scenario,
    games,
    get_game,
    load_scenario,
    register,
)

__all__ = [
    "COMBINATORS",
    "DEFAULT_GAME",
    "Decision",
    "Game",
    "GoalContext",
    "GoalRegistry",
    "JSONValue",
    "LessonError",
    "NewGame",
    "Param",
    "Predicate",
    "SandboxSettings",
    "Scenario",
    "State",
    "Table",
    "Term",
    "Witness",
    "editions",
    "game_of",
    "game_of_edition",
    "game_of_scenario",
    "games",
    "get_game",
    "load_scenario",
    "optional",
    "register",
    "required",
]
