"""oriflamme: an interactive rules tutor for the card game Oriflamme.

The rules engine speaks the public protocol (docs/PROTOCOL.md)::

    >>> import oriflamme
    >>> state = oriflamme.new_game(["red", "blue", "green"], seed=7)
    >>> state.pending.decision
    'place'
    >>> events = state.apply(state.legal_moves()[0])
"""

from typing import TYPE_CHECKING

from .core.lazy import later

if TYPE_CHECKING:
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

#: The engine's names, imported when first asked for (issue 32): a module of
#: the package (``oriflamme.core.errors``…) is imported without the whole
#: Oriflamme engine, which a served page's first screen does not need.
_ENGINE = [name for name in __all__ if name != "__version__"]
__getattr__ = later(__name__, __package__, dict.fromkeys(_ENGINE, ".games.oriflamme.engine"))
