"""The tutor's widgets (ipywidgets 8), wired to an engine state.

- ``GameView``: one playable game — board, hand, decisions, log, undo, replay;
- ``LanguagePicker``: uk / ru / fr, re-renders everything live;
- ``Sandbox``: a whole game against computer players;
- ``App``: the dashboard (lessons, sandbox, about) with the language picker.

Every control carries a stable ``ori-…`` CSS class (see docs/ui-classes.md).
"""

from .app import App, link_from_query
from .game_view import GameView
from .landing import Landing, landing_html
from .language import LanguagePicker, lang_from_query
from .sandbox import Sandbox
from .session import BotTable, Controller, GameSession

__all__ = [
    "App",
    "BotTable",
    "Controller",
    "GameSession",
    "GameView",
    "Landing",
    "LanguagePicker",
    "Sandbox",
    "landing_html",
    "lang_from_query",
    "link_from_query",
]
