"""The bot interface, the random bot, and a helper that plays a game out.

A bot is given its player's view of the game (``state.view(player)``, a
``PlayerView``), never the state: it cannot read a card its player cannot see.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Protocol, runtime_checkable

from oriflamme.games.oriflamme.engine import GameState
from oriflamme.games.oriflamme.engine.view import PlayerView


@runtime_checkable
class Bot(Protocol):
    """A computer player: picks a legal move for its player's pending decision,
    from that player's view (``widgets.session.BotTable`` gives it nothing else)."""

    def choose(self, view: PlayerView) -> str:
        """A move of ``view.moves``, from ``view`` (``state.view(player)``) alone."""
        ...


def own_moves(view: PlayerView) -> list[str]:
    """The legal moves of the decision ``view``'s player must take now.

    ``TypeError`` for anything but a player's view (a bot never takes the state,
    nor the teacher's view); ``ValueError`` when nothing is pending for that player.
    """
    if not isinstance(view, PlayerView) or view.viewer is None:
        raise TypeError(f"a bot takes a player's view (state.view(player)), not {type(view)}")
    pending = view.get("pending")
    if pending is None or pending["player"] != view.viewer:
        raise ValueError(f"no decision is pending for {view.viewer}")
    return list(pending["moves"])


class RandomBot:
    """Plays a uniformly random legal move (seeded: the same seed, the same game)."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> str:
        """A random legal move."""
        return self.rng.choice(own_moves(view))


def play_game(state: GameState, bots: Mapping[str, Bot], max_moves: int = 5000) -> GameState:
    """Play ``state`` to its end, each pending decision by ``bots[player]``,
    who is given ``player``'s view."""
    for _ in range(max_moves):
        pending = state.pending
        if pending is None:
            return state
        player = pending.player
        state.apply(bots[player].choose(state.view(player)), player=player)
    raise RuntimeError(f"the game did not end within {max_moves} moves")
