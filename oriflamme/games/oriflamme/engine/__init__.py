"""The rules engine: pure rules, no UI imports (docs/PROTOCOL.md is its contract).

The errors, the cards' model, the move notation and the editions that ship
with the tutor (each registers its cards and their abilities: ``cards.CARD_TYPES``
is full once the package is imported) come with the package; the rules of
play (``GameState``, the scenario reader) when first asked for — a served
page's first screen names the cards and lists the lessons, and makes no state
(issue 32).
"""

from typing import TYPE_CHECKING

from oriflamme.core.decisions import Pending
from oriflamme.core.lazy import later

from . import editions  # noqa: F401  (base, Ablaze, Alliance: their cards and abilities)
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
