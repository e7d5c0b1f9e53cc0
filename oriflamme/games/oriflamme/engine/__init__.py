"""The rules engine: pure rules, no UI imports (docs/PROTOCOL.md is its contract).

The errors, the cards' model and the move notation are light and imported with
the package; the rules themselves (``GameState``, every card's ability, the
editions, the scenario reader) come when first asked for — a served page's
first screen lists the lessons and needs none of them (issue 32). Every state
is made by the scenario reader (``new_game``, ``build_state``,
``load_scenario``), which registers the editions; ``state`` registers the
cards' abilities.
"""

from typing import TYPE_CHECKING

from oriflamme.core.decisions import Pending
from oriflamme.core.lazy import later

from .errors import IllegalMove, ScenarioError
from .model import Card, Frame, card_to_json, new_card
from .notation import Move, parse_move

if TYPE_CHECKING:
    from .scenario import build_state, load_scenario, new_game
    from .state import FINISHED, PLACEMENT, RESOLUTION, GameState

_LATER = {
    "FINISHED": "state",
    "PLACEMENT": "state",
    "RESOLUTION": "state",
    "GameState": "state",
    "build_state": "scenario",
    "load_scenario": "scenario",
    "new_game": "scenario",
}

__getattr__ = later(__name__, __package__, {k: f".{v}" for k, v in _LATER.items()})

__all__ = [
    "FINISHED",
    "PLACEMENT",
    "RESOLUTION",
    "Card",
    "Frame",
    "GameState",
    "IllegalMove",
    "Move",
    "Pending",
    "ScenarioError",
    "build_state",
    "card_to_json",
    "load_scenario",
    "new_card",
    "new_game",
    "parse_move",
]
