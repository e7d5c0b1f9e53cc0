"""Which widget shows a game's board: ``Game.board_widget`` names it
(``"module:Class"``: the games layer never imports widgets), this module
imports it.

A board widget is built as ``Board(state, humans=[...], lang=..., referee=...,
opening_title=...)`` and offers ``play(move) -> bool`` (what a click does),
``state``, ``lang`` (settable), ``buttons()`` and ``show_position(state,
history)``; with a ``referee`` (``session.Referee``) it never plays a move
itself. ``GameView`` is Oriflamme's (docs/architecture.md).
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from oriflamme.games import Game


def board_class(game: Game) -> Any:
    """The widget class that shows ``game``'s board."""
    module, _, name = game.board_widget.partition(":")
    if not module or not name:
        raise ValueError(f"{game.name}: board_widget {game.board_widget!r} is not 'module:Class'")
    return getattr(import_module(module), name)
