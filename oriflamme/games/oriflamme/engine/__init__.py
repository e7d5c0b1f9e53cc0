"""The rules engine: pure rules, no UI imports (docs/PROTOCOL.md is its contract)."""

# abilities: every card's ability; editions: base, Ablaze, Alliance (cards, state, checks)
from oriflamme.core.decisions import Pending

from . import abilities, editions  # noqa: F401
from .errors import IllegalMove, ScenarioError
from .model import Card, Frame, card_to_json, new_card
from .notation import Move, parse_move
from .scenario import build_state, load_scenario, new_game
from .state import FINISHED, PLACEMENT, RESOLUTION, GameState

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
