"""Which widgets show a game: ``Game.board_widget`` names its board,
``Game.sandbox_widget`` its sandbox and ``Game.reference_widget`` its
reference tab (each ``"module:Class"``: the games layer never imports
widgets); this module imports them.

A board widget is built as ``Board(state, humans=[...], lang=..., referee=...,
opening_title=...)`` and offers ``play(move) -> bool`` (what a click does),
``state``, ``lang`` (settable), ``buttons()`` and ``show_position(state,
history)``; with a ``referee`` (``session.Referee``) it never plays a move
itself. ``GameView`` is Oriflamme's (docs/architecture.md).
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from oriflamme.core.protocol import AnyGame


def widget_class(game: AnyGame, attr: str = "board_widget") -> Any:
    """The widget class ``game`` names in ``attr`` (``board_widget``,
    ``sandbox_widget``, ``reference_widget``)."""
    spec = getattr(game, attr)
    module, _, name = spec.partition(":")
    if not module or not name:
        raise ValueError(f"{game.name}: {attr} {spec!r} is not 'module:Class'")
    return getattr(import_module(module), name)


def board_class(game: AnyGame) -> Any:
    """The widget class that shows ``game``'s board."""
    return widget_class(game, "board_widget")
