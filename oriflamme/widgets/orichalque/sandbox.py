"""The Orichalque sandbox: a whole game against 1–3 computer players.

The learner plays ``red``; the computer players (random, greedy or strong,
``oriflamme/games/orichalque/bots.py``) move one at a time, a short pause apart, as
in the Oriflamme sandbox (``pacing.Pacer``; **Skip the wait** plays them on at
once). The settings: how many opponents, how they play, the deal number.
The advisor (``AdvisorPanel``, ``Game.advise``) answers the learner's decisions
under the board, as in Oriflamme's sandbox.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from oriflamme.games.orichalque.game import BOTS, GAME, make_bot

from ..advisor_panel import AdvisorPanel
from ..controls import button
from ..lifecycle import close_widgets
from ..localized import Localized
from ..pacing import Pacer, relabel_bot_settings, skip_bar
from ..text import t
from .board import OrichalqueBoard

LEARNER = "red"
OPPONENTS = ("blue", "green", "yellow")


class PositionBots:
    """The sandbox's controller: Orichalque's bots are handed the position
    itself (``oriflamme/games/orichalque/bots.py``: they read their own island and
    supplies and the public board, score a fight by its odds and never play one
    ahead), unlike Oriflamme's, which take their player's view (``BotTable``)."""

    def __init__(self, bots: dict[str, Any]) -> None:
        self.bots = dict(bots)

    def choose(self, state: Any) -> str:
        pending = state.pending
        assert pending is not None
        return str(self.bots[pending.player].choose(state))


class OrichalqueSandbox(Localized, w.VBox):
    """Choose 1–3 opponents, how they play and a deal number; play (``ori-och-sandbox``)."""

    def __init__(
        self, lang: str = "uk", *, opponents: int = 1, bots: str = "greedy", seed: int = 1
    ) -> None:
        super().__init__()
        self.add_class("ori-och-sandbox")
        self.add_class("ori-sandbox")
        self._lang = lang
        self.intro = w.HTML()
        self.intro.add_class("ori-sandbox-intro")
        self.opponents = w.Dropdown(options=[1, 2, 3], value=opponents)
        self.opponents.add_class("ori-och-opponents")
        self.bot_kind = w.ToggleButtons(options=list(BOTS), value=bots)
        self.bot_kind.add_class("ori-och-bot-kind")
        self.seed = w.BoundedIntText(value=seed, min=0, max=999_999)
        self.seed.add_class("ori-och-seed")
        self.new_game_button = button(["ori-och-new-game", "ori-new-game"], self.new_game)
        self.new_game_button.button_style = "primary"
        self.new_game_button.icon = "play"
        self.toolbar = w.HBox([self.opponents, self.bot_kind, self.seed, self.new_game_button])
        self.toolbar.add_class("ori-toolbar")
        self.game: OrichalqueBoard | None = None
        self.advisor = AdvisorPanel(self._state, lang, player=LEARNER, seed=seed)
        self.pacer: Pacer | None = None
        self.pace_bar: w.HBox | None = None
        self.children: tuple[Any, ...] = (self.intro, self.toolbar)
        self._relabel()
        self.new_game()

    def new_game(self) -> OrichalqueBoard:
        """Deal a new game with the chosen settings and show it."""
        players = [LEARNER, *OPPONENTS[: self.opponents.value]]
        seed = self.seed.value
        state = GAME.new_game(players, seed=seed)
        table = PositionBots(
            {p: make_bot(self.bot_kind.value, seed * 10 + i) for i, p in enumerate(players[1:])}
        )
        if self.pacer is not None:
            self.pacer.skip()  # the old game's bots stop waiting
        old = (self.game, self.pace_bar)
        self.pacer = Pacer(table, lang=self.lang)
        self.game = OrichalqueBoard(state, humans=[LEARNER], lang=self.lang)
        # the advisor's answer is marked stale once the position moves on
        self.game.after_refresh = self.advisor.position_changed
        self.pacer.attach(self.game)  # the pacer asks only state, session, refresh
        self.pace_bar = skip_bar(self.pacer)
        self.advisor.seed = seed
        self.advisor.show_nothing()
        self.children = (self.intro, self.toolbar, self.pace_bar, self.game, self.advisor)
        close_widgets(*old)
        return self.game

    def _state(self) -> Any:
        return None if self.game is None else self.game.session.state

    def _localized_parts(self) -> list[Any]:
        return [*super()._localized_parts(), self.advisor]

    def _relabel(self) -> None:
        lang = self._lang
        self.intro.value = (
            f"<h3>{t('och-sandbox-title', lang)}</h3><p>{t('och-sandbox-intro', lang)}</p>"
        )
        relabel_bot_settings(self, lang, list(BOTS))
        for widget in (self.opponents, self.bot_kind, self.seed):
            widget.style.description_width = "initial"
