"""Oriflamme's sandbox: a whole game as one family against 2–4 computer
players, at any edition the engine plays every card of — the shared sandbox
(``game_sandbox.GameSandbox``) given Oriflamme, with its defaults and CSS
classes."""

from __future__ import annotations

from oriflamme.games import get_game

from .game_sandbox import GameSandbox

#: The game the sandbox plays.
GAME = get_game("oriflamme")
#: The learner's family, then the computer players' (seating order).
LEARNER = GAME.sandbox.learner
OPPONENTS = GAME.sandbox.opponents


def supported_editions() -> tuple[str, ...]:
    """The editions the sandbox offers: those the engine plays every card of."""
    return GAME.playable_editions()


class Sandbox(GameSandbox):
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
        super().__init__(
            lang, game=GAME, edition=edition, opponents=opponents, bots=bots, seed=seed
        )
