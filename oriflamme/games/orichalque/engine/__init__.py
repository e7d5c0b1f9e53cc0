"""Orichalque (Cathala & Goupy, 2022): its rules engine, pure rules.

Same public shape as Oriflamme's engine: ``new_game``, ``load_scenario``,
``GameState`` (``pending``, ``legal_moves``, ``apply``, ``undo``, ``copy``,
``to_json``, ``view``; ``build_state`` reads a state JSON back), ``IllegalMove``, ``ScenarioError``.
Component data: ``data/*.json`` (docs/orichalque-data.md); notation and
scenario files: docs/protocol-orichalque.md.
"""

from .components import components
from .errors import REASONS, SCENARIO_ERRORS, IllegalMove, ScenarioError
from .scenario import build_state, load_scenario, new_game
from .state import GAME, GameState

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
