"""The sandbox: a whole game as one family against 2–4 computer players."""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from oriflamme.bots import BOTS, make_bot
from oriflamme.core.protocol import AnyState
from oriflamme.games import get_game

from .advisor_panel import AdvisorPanel
from .controls import button
from .game_view import GameView
from .lifecycle import close_widgets
from .localized import Localized
from .pacing import Pacer, relabel_bot_settings, skip_bar
from .session import BotTable
from .text import t

#: The learner's family, then the computer players' (seating order).
LEARNER = "red"
OPPONENTS = ("blue", "green", "yellow", "purple")


#: The game the sandbox plays.
GAME = get_game("oriflamme")


def supported_editions() -> tuple[str, ...]:
    """The editions the sandbox offers: those the engine plays every card of."""
    return GAME.playable_editions()


class Sandbox(Localized, w.VBox):
    """Choose an edition, 2–4 opponents, how they play and a deal number; play."""

    def __init__(
        self,
        lang: str = "uk",
        *,
        edition: str = "base",
        opponents: int = 2,
        bots: str = "greedy",
        seed: int = 1,
    ) -> None:
        super().__init__()
        self.add_class("ori-sandbox")
        self._lang = lang
        self.intro = w.HTML()
        self.intro.add_class("ori-sandbox-intro")
        self.edition = w.Dropdown(options=supported_editions(), value=edition)
        self.edition.add_class("ori-edition")
        self.opponents = w.Dropdown(options=[2, 3, 4], value=opponents)
        self.opponents.add_class("ori-opponents")
        self.bot_kind = w.ToggleButtons(options=sorted(BOTS), value=bots)
        self.bot_kind.add_class("ori-bot-kind")
        self.seed = w.BoundedIntText(value=seed, min=0, max=999_999)
        self.seed.add_class("ori-seed")
        self.new_game_button = button(["ori-new-game"], self.new_game)
        self.new_game_button.button_style = "primary"
        self.new_game_button.icon = "play"
        toolbar = w.HBox(
            [self.edition, self.opponents, self.bot_kind, self.seed, self.new_game_button]
        )
        toolbar.add_class("ori-toolbar")
        self.toolbar = toolbar
        self.game: GameView | None = None
        self.advisor = AdvisorPanel(self._state, lang, player=LEARNER, seed=seed)
        self.pacer: Pacer | None = None
        self.pace_bar: w.HBox | None = None
        self.children: tuple[Any, ...] = (self.intro, toolbar)
        self._relabel()
        self.new_game()

    def new_game(self) -> GameView:
        """Deal a new game with the chosen settings and show it."""
        players = [LEARNER, *OPPONENTS[: self.opponents.value]]
        state = GAME.new_game(players, seed=self.seed.value, edition=self.edition.value)
        seed = self.seed.value
        table = BotTable(
            {p: make_bot(self.bot_kind.value, seed * 10 + i) for i, p in enumerate(players[1:])}
        )
        if self.pacer is not None:
            self.pacer.skip()  # the old game's bots stop waiting
        old = (self.game, self.pace_bar)
        # the bots move one at a time, a short pause apart (skippable): pacing.py
        self.pacer = Pacer(table, lang=self.lang)
        self.game = GameView(state, humans=[LEARNER], lang=self.lang)
        # the advisor's answer is marked stale once the position moves on
        self.game.after_refresh = self.advisor.position_changed
        self.pacer.attach(self.game)
        self.pace_bar = skip_bar(self.pacer)
        self.advisor.seed = seed
        self.advisor.show_nothing()
        self.children = (self.intro, self.toolbar, self.pace_bar, self.game, self.advisor)
        close_widgets(*old)  # the old board's widgets would live as long as the kernel
        return self.game

    def _state(self) -> AnyState | None:
        return None if self.game is None else self.game.session.state

    def _localized_parts(self) -> list[Any]:
        return [*super()._localized_parts(), self.advisor]

    def _relabel(self) -> None:
        lang = self._lang
        self.intro.value = (
            f"<h3>{t('w-sandbox-title', lang)}</h3><p>{t('w-sandbox-intro', lang)}</p>"
        )
        self.edition.description = t("w-edition", lang)
        edition = self.edition.value
        self.edition.options = [(t(f"w-edition-{e}", lang), e) for e in supported_editions()]
        self.edition.value = edition
        relabel_bot_settings(self, lang, sorted(BOTS))
        for widget in (self.edition, self.opponents, self.bot_kind, self.seed):
            widget.style.description_width = "initial"
