"""Computer players that take their time: one move, a short visible pause, the next.

The sandbox hands its bots to a :class:`Pacer` instead of letting the game play
them all at once: after each move the pacer waits ``delay`` seconds (on the
kernel's event loop, so the page keeps answering) before the next bot moves,
and the board and the log show each move as it comes. The learner can skip the
wait (``ori-bot-skip``): the bots then play on at once until the learner
decides. Without a running event loop (tests, scripts) the bots play at once.
"""

from __future__ import annotations

import asyncio
from typing import Any

import ipywidgets as w

from .controls import button, label, show
from .game_view import GameView
from .session import Controller
from .text import t

#: Seconds between two computer moves.
DELAY = 0.7


class Pacer:
    """Plays ``bots`` in ``game`` one move at a time, ``delay`` seconds apart."""

    def __init__(self, bots: Controller, delay: float = DELAY, lang: str = "uk") -> None:
        self.bots = bots
        self.delay = delay
        self.game: GameView | None = None
        self._timer: asyncio.TimerHandle | None = None
        self.skip_button = button(["ori-bot-skip"], self.skip)
        self.skip_button.icon = "forward"
        show(self.skip_button, False)
        self._lang = lang
        self.relabel(lang)

    def attach(self, game: GameView) -> None:
        """Pace the bots of ``game`` (built without a controller)."""
        self.game = game
        game.session.on_move = self._after_move
        self.schedule()

    def relabel(self, lang: str) -> None:
        self._lang = lang
        label(self.skip_button, t("bot-pace-skip", lang))

    @property
    def waiting(self) -> bool:
        """True while a computer player is about to move."""
        game = self.game
        if game is None:
            return False
        pending = game.state.pending
        return pending is not None and pending.player not in game.session.humans

    def schedule(self) -> None:
        """Let the next computer move come after the delay (at once without a loop)."""
        self._cancel()
        if not self.waiting:
            show(self.skip_button, False)
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop: play on at once
            self.skip()
            return
        show(self.skip_button, True)
        self._timer = loop.call_later(self.delay, self.step)

    def step(self) -> None:
        """One computer move now, then the next after the delay."""
        self._timer = None
        if self._play_one():
            self.schedule()

    def skip(self) -> None:
        """No more waiting: the computer players move until the learner decides."""
        self._cancel()
        while self._play_one():
            pass
        show(self.skip_button, False)

    def _play_one(self) -> bool:
        game = self.game
        if game is None or not self.waiting:
            return False
        state = game.state
        pending = state.pending
        assert pending is not None
        move = self.bots.choose(state)
        game.session.apply_for(pending.player, move)
        game.refresh()
        return True

    def _after_move(self, player: str, move: str, events: list[Any]) -> None:
        """After the learner's move: the bots answer, paced."""
        game = self.game
        if game is not None and player in game.session.humans:
            # after GameView.play's own refresh: wait on the loop, not here
            self.schedule()

    def _cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None


def skip_bar(pacer: Pacer) -> w.HBox:
    """The row holding the skip button (hidden while no computer player waits)."""
    bar = w.HBox([pacer.skip_button])
    bar.add_class("ori-bot-pace")
    return bar


#: The computer players' kinds, from the easiest (their names are levels).
LEVELS = ("random", "greedy", "strong")


def relabel_bot_settings(sandbox: Any, lang: str, kinds: list[str]) -> None:
    """Name a sandbox's table settings in ``lang``: its ``opponents``, ``bot_kind``
    (one option per bot kind of its game, ``kinds``), ``seed`` and
    ``new_game_button``, and its ``pacer``'s skip button when a game is on."""
    sandbox.opponents.description = t("w-opponents", lang)
    sandbox.bot_kind.description = t("w-bot-kind", lang)
    value = sandbox.bot_kind.value
    # levels from the easiest: «Легкий / Середній / Сильний», each saying how it plays
    kinds = sorted(kinds, key=lambda k: (LEVELS.index(k) if k in LEVELS else len(LEVELS), k))
    sandbox.bot_kind.options = [(t(f"w-bot-{k}", lang), k) for k in kinds]
    sandbox.bot_kind.value = value
    sandbox.bot_kind.tooltips = [t(f"w-bot-{k}.tip", lang) for k in kinds]
    sandbox.seed.description = t("w-seed", lang)
    if sandbox.pacer is not None:
        sandbox.pacer.relabel(lang)
    label(sandbox.new_game_button, t("w-new-game", lang))
