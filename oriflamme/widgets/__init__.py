"""The tutor's widgets (ipywidgets 8), wired to an engine state.

- ``GameView``: one playable game — board, hand, decisions, log, undo, replay;
- ``LanguagePicker``: uk / ru / fr, re-renders everything live;
- ``Sandbox``: a whole game against computer players;
- ``App``: the dashboard (lessons, sandbox, about) with the language picker.

Every control carries a stable ``ori-…`` CSS class (see docs/ui-classes.md).

Each name is imported from its module when first asked for (PEP 562), so that
``from oriflamme.widgets import App`` — a served page's first line — loads the
app's first screen and not the game board, the bots, the teacher's desk or
Orichalque, which a learner may never open (issue 32: a lighter kernel start).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from oriflamme.core.lazy import later

#: Each public name and the module that defines it.
_WHERE = {
    "App": ".app",
    "link_from_query": ".app",
    "BotTable": ".session",
    "Controller": ".session",
    "GameSession": ".session",
    "GameView": ".game_view",
    "Landing": ".landing",
    "landing_html": ".landing",
    "LanguagePicker": ".language",
    "lang_from_query": ".language",
    "Sandbox": ".sandbox",
}

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

if TYPE_CHECKING:
    from .app import App, link_from_query
    from .game_view import GameView
    from .landing import Landing, landing_html
    from .language import LanguagePicker, lang_from_query
    from .sandbox import Sandbox
    from .session import BotTable, Controller, GameSession

__getattr__ = later(__name__, __package__, _WHERE)


def __dir__() -> list[str]:
    return sorted({*globals(), *_WHERE})
