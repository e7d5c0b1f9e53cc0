"""The sandbox of any game: a whole game as the learner's seat against
computer players (issue 25: one sandbox shared by every game).

Everything comes from the game through the protocol: its seats, how many
opponents may sit and the kinds of computer player (``Game.sandbox``, a
``SandboxSettings``), the deal (``Game.new_game``), the computer players
(``Game.bot``: each handed the position and choosing from what its player may
know), the board (``Game.board_widget``) and the advisor (``Game.advise``,
``AdvisorPanel``). The bots move one at a time, a short pause apart
(``pacing.Pacer``; **Skip the wait** plays them on at once); the advisor's
answer is marked stale once the position moves on.

A game's sandbox tab (``Game.sandbox_widget``) is this class given the game —
Oriflamme's ``widgets/sandbox.py`` and Orichalque's
``widgets/orichalque/sandbox.py`` only keep their CSS classes and defaults.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import ipywidgets as w

from oriflamme.core.protocol import AnyGame, AnyState
from oriflamme.games import get_game

from .advisor_panel import AdvisorPanel
from .boards import board_class
from .controls import button
from .lifecycle import close_widgets
from .localized import Localized
from .pacing import Pacer, relabel_bot_settings, skip_bar
from .text import t

#: The stable CSS classes of a sandbox's parts (docs/ui-classes.md); a game's
#: sandbox may name its own (Orichalque's ``ori-och-…``).
CLASSES: Mapping[str, Sequence[str]] = {
    "sandbox": ("ori-sandbox",),
    "edition": ("ori-edition",),
    "opponents": ("ori-opponents",),
    "bots": ("ori-bot-kind",),
    "seed": ("ori-seed",),
    "new_game": ("ori-new-game",),
}


class Seats:
    """The sandbox's controller: one computer player per seat (``Game.bot``),
    each handed the position and choosing for its own seat only (what it may
    know is the game's to enforce: Oriflamme's bots get their player's view,
    Orichalque's read the table, never a bag's order)."""

    def __init__(self, players: Mapping[str, Any]) -> None:
        self.players = dict(players)

    def choose(self, state: Any) -> str:
        pending = state.pending
        if pending is None:
            raise ValueError("the game is over: no decision to take")
        return str(self.players[pending.player].choose(state))


class GameSandbox(Localized, w.VBox):
    """Choose an edition (when the game has several), how many opponents, how
    they play and a deal number; play. ``game`` the game or its name."""

    classes: Mapping[str, Sequence[str]] = CLASSES

    def __init__(
        self,
        lang: str = "uk",
        *,
        game: AnyGame | str,
        edition: str | None = None,
        opponents: int | None = None,
        bots: str | None = None,
        seed: int = 1,
    ) -> None:
        super().__init__()
        self.rules: AnyGame = get_game(game) if isinstance(game, str) else game
        settings = self.settings = self.rules.sandbox
        for c in self.classes["sandbox"]:
            self.add_class(c)
        self._lang = lang
        self.intro = w.HTML()
        self.intro.add_class("ori-sandbox-intro")
        editions = settings.editions
        self.edition = w.Dropdown(options=editions, value=edition or editions[0])
        self.opponents = w.Dropdown(
            options=list(settings.opponent_counts),
            value=opponents if opponents is not None else settings.opponent_counts[0],
        )
        self.bot_kind = w.ToggleButtons(
            options=list(settings.bot_kinds), value=bots or settings.default_bot
        )
        self.seed = w.BoundedIntText(value=seed, min=0, max=999_999)
        self.new_game_button = button(list(self.classes["new_game"]), self.new_game)
        self.new_game_button.button_style = "primary"
        self.new_game_button.icon = "play"
        for part, widget in (
            ("edition", self.edition),
            ("opponents", self.opponents),
            ("bots", self.bot_kind),
            ("seed", self.seed),
        ):
            for c in self.classes[part]:
                widget.add_class(c)
        # one edition (Orichalque): nothing to choose, no dropdown
        shown = [self.edition] if len(editions) > 1 else []
        self.toolbar = w.HBox(
            [*shown, self.opponents, self.bot_kind, self.seed, self.new_game_button]
        )
        self.toolbar.add_class("ori-toolbar")
        self.game: Any = None  # the board widget (``Game.board_widget``)
        self.advisor = AdvisorPanel(self._state, lang, player=settings.learner, seed=seed)
        self.pacer: Pacer | None = None
        self.pace_bar: w.HBox | None = None
        self.children: tuple[Any, ...] = (self.intro, self.toolbar)
        self._relabel()
        self.new_game()

    def new_game(self) -> Any:
        """Deal a new game with the chosen settings and show it."""
        settings, rules = self.settings, self.rules
        players = [settings.learner, *settings.opponents[: self.opponents.value]]
        seed = self.seed.value
        edition = self.edition.value if len(settings.editions) > 1 else None
        state = rules.new_game(players, seed=seed, edition=edition)
        seats = Seats(
            {p: rules.bot(self.bot_kind.value, seed * 10 + i) for i, p in enumerate(players[1:])}
        )
        if self.pacer is not None:
            self.pacer.skip()  # the old game's bots stop waiting
        old = (self.game, self.pace_bar)
        self.pacer = Pacer(seats, lang=self.lang)
        self.game = board_class(rules)(state, humans=[settings.learner], lang=self.lang)
        # the advisor's answer is marked stale once the position moves on
        self.game.after_refresh = self.advisor.position_changed
        self.pacer.attach(self.game)  # the pacer asks only state, session, refresh
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
        lang, settings = self._lang, self.settings
        self.intro.value = (
            f"<h3>{t(settings.title_key, lang)}</h3><p>{t(settings.intro_key, lang)}</p>"
        )
        if len(settings.editions) > 1:  # one edition: no dropdown to name
            self.edition.description = t("w-edition", lang)
            edition = self.edition.value
            self.edition.options = [(t(f"w-edition-{e}", lang), e) for e in settings.editions]
            self.edition.value = edition
        relabel_bot_settings(self, lang, list(settings.bot_kinds))
        for widget in (self.edition, self.opponents, self.bot_kind, self.seed):
            widget.style.description_width = "initial"
