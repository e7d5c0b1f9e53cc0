"""The tutor's widgets (ipywidgets 8), wired to an engine state.

- ``GameView``: one playable game — board, hand, decisions, log, undo, replay;
- ``LanguagePicker``: uk / ru / fr, re-renders everything live;
- ``Sandbox``: a whole game against computer players;
- ``App``: the dashboard (lessons, sandbox, about) with the language picker.

Every control carries a stable ``ori-…`` CSS class (see docs/ui-classes.md).
"""

from .game_view import GameView
from .session import BotTable, Controller, GameSession

__all__ = ["BotTable", "Controller", "GameSession", "GameView"]
