"""The bot interface, the random bot, and a helper that plays a game out."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Protocol, runtime_checkable

from oriflamme.engine import GameState


@runtime_checkable
class Bot(Protocol):
    """A computer player: picks a legal move for the pending decision."""

    def choose(self, state: GameState) -> str:
        """A move from ``state.legal_moves()``; ``state`` is left unchanged."""
        ...


class RandomBot:
    """Plays a uniformly random legal move (seeded: the same seed, the same game)."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> str:
        """A random legal move."""
        moves = state.legal_moves()
        if not moves:
            raise ValueError("no decision is pending")
        return self.rng.choice(moves)


def play_game(state: GameState, bots: Mapping[str, Bot], max_moves: int = 5000) -> GameState:
    """Play ``state`` to its end, each pending decision by ``bots[player]``."""
    for _ in range(max_moves):
        pending = state.pending
        if pending is None:
            return state
        state.apply(bots[pending.player].choose(state), player=pending.player)
    raise RuntimeError(f"the game did not end within {max_moves} moves")
