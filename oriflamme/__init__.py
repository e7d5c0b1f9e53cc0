"""oriflamme: an interactive rules tutor for the card game Oriflamme.

The rules engine speaks the public protocol (docs/PROTOCOL.md)::

    >>> import oriflamme
    >>> state = oriflamme.new_game(["red", "blue", "green"], seed=7)
    >>> state.pending.decision
    'place'
    >>> events = state.apply(state.legal_moves()[0])
"""

from .games.oriflamme.engine import (
    Card,
    GameState,
    IllegalMove,
    Move,
    Pending,
    ScenarioError,
    load_scenario,
    new_card,
    new_game,
    parse_move,
)

__version__ = "0.1.0"

__all__ = [
    "Card",
    "GameState",
    "IllegalMove",
    "Move",
    "Pending",
    "ScenarioError",
    "__version__",
    "load_scenario",
    "new_card",
    "new_game",
    "parse_move",
]
