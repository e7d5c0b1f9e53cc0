"""Orichalque (Cathala & Goupy, 2022): its rules engine, pure rules.

Same public shape as Oriflamme's engine: ``new_game``, ``load_scenario``,
``GameState`` (``pending``, ``legal_moves``, ``apply``, ``undo``, ``copy``,
``to_json``, ``view``; ``build_state`` reads a state JSON back), ``IllegalMove``, ``ScenarioError``.
Component data: ``data/*.json`` (docs/orichalque-data.md); notation and
scenario files: docs/protocol-orichalque.md.
"""

from typing import TYPE_CHECKING

from oriflamme.core.lazy import later

from .components import components
from .errors import REASONS, SCENARIO_ERRORS, IllegalMove, ScenarioError

if TYPE_CHECKING:
    from .scenario import build_state, load_scenario, new_game
    from .state import GAME, GameState

#: The rules themselves, imported when first asked for: the component data and
#: the refusal reasons are light, and a served page's first screen needs no
#: more of Orichalque than its name and courses (issue 32).
_LATER = {
    "GAME": "state",
    "GameState": "state",
    "build_state": "scenario",
    "load_scenario": "scenario",
    "new_game": "scenario",
}

__getattr__ = later(__name__, __package__, {k: f".{v}" for k, v in _LATER.items()})


__all__ = [
    "GAME",
    "REASONS",
    "SCENARIO_ERRORS",
    "GameState",
    "IllegalMove",
    "ScenarioError",
    "build_state",
    "components",
    "load_scenario",
    "new_game",
]
