"""The strong bot: information-set Monte Carlo tree search (SO-ISMCTS).

Cowling, Powley & Whitehouse's single-observer ISMCTS, the search every game
shares (:mod:`oriflamme.core.search`), over worlds dealt from the bot's view.
Each iteration

1. **determinizes**: deals the cards hidden from the bot's player anew
   (:meth:`oriflamme.bots.hidden.Knowledge.sample`) — a world consistent with
   that player's view, the only thing the bot is given, so the search never
   uses a card they cannot see;
2. **selects** down one tree shared by every world: at each decision, among the
   moves legal *in this world*, the child with the best UCB1 score, where a
   child's exploration term counts how often it was *available*, not how often
   its parent was visited (moves that exist only in some worlds are not
   penalized); the value a node holds is for the player who chose its move;
3. **expands** one untried move, then plays the game out with uniformly random
   legal moves (a *rollout*);
4. **backs up** each player's reward: a win is worth 1 (shared: 1/k), plus a
   small term for the margin over the best opponent
   (:func:`oriflamme.core.search.final_outcome`, 10 influence counting fully),
   so that among equally winning lines the richer one is preferred.

The budget is a thinking time (seconds) and/or a number of iterations; with
``iterations`` alone the bot is deterministic for its seed (the advisor needs
that). The move played is the most visited child of the root; a move's
``MoveStats.score`` is its expected final influence (G12).
"""

from __future__ import annotations

from oriflamme.core.search import MoveStats, Search
from oriflamme.games.oriflamme.engine import GameState
from oriflamme.games.oriflamme.engine.view import PlayerView

from .base import own_moves
from .hidden import Knowledge, knowledge

__all__ = ["MoveStats", "StrongBot"]


class _ViewSearch(Search[GameState]):
    """The core search, its worlds dealt from one view (``Knowledge.sample``)
    rather than redrawn from a state the bot never sees."""

    known: Knowledge | None = None

    def world(self, state: GameState, player: str) -> GameState:
        # ``state`` is the world loaded from the view (``Knowledge.base``):
        # each world is a fresh copy of it, the hidden cards dealt anew.
        assert self.known is not None
        return self.known.sample(self.rng)


class StrongBot:
    """ISMCTS with a thinking-time budget (and/or a fixed number of iterations)."""

    def __init__(
        self,
        seed: int | None = None,
        time_budget: float | None = 0.8,
        iterations: int | None = None,
    ) -> None:
        # one search (one random generator) for the bot's whole game
        self.search = _ViewSearch(None, seed, iterations=iterations, time_budget=time_budget)

    @property
    def last_iterations(self) -> int:
        """How many iterations the last search ran."""
        return self.search.last_iterations

    def choose(self, view: PlayerView) -> str:
        """The move for the pending decision of ``view``'s player."""
        moves = own_moves(view)
        if len(moves) == 1:
            return moves[0]
        return self.analyse(view)[0].move

    def analyse(self, view: PlayerView) -> list[MoveStats]:
        """Search from ``view``; every legal move with its statistics, best first."""
        own_moves(view)  # a player's view, and that player decides
        known = knowledge(view)
        self.search.known = known
        try:
            return self.search.analyse(known.base)
        finally:
            self.search.known = None
