"""The greedy bot: the move that best improves its lead in influence, now.

For each legal move it applies the move to a simulated world (see
``oriflamme.bots.hidden.determinize``: a world dealt from the bot's view, the
opponents' hidden cards at random, so it never uses a card it could not see), follows its own
forced follow-up decisions within the same ability (e.g. the target of a card
it has just revealed), and scores the result as its influence minus the best
opponent's, plus half a point for each influence lying on cards it controls
(banked influence is worth something later). Ties are broken at random.
"""

from __future__ import annotations

import random

from oriflamme.games.oriflamme.engine import GameState, IllegalMove
from oriflamme.games.oriflamme.engine.model import TOKENS, controller
from oriflamme.games.oriflamme.engine.view import PlayerView

from .base import own_moves
from .hidden import determinize

#: How many of its own follow-up decisions the bot looks through.
DEPTH = 3
#: The value of one influence lying on a card in the queue, relative to the supply.
TOKEN_WEIGHT = 0.5


def evaluate(state: GameState, player: str) -> float:
    """``player``'s score minus the best opponent's (banked tokens at half value)."""

    def value(p: str) -> float:
        tokens = sum(s[-1][TOKENS] for s in state.queue if controller(s[-1]) == p)
        return state.scores()[p] + TOKEN_WEIGHT * tokens

    mine = value(player)
    others = [value(p) for p in state.players if p != player]
    return mine - max(others, default=0.0)


class GreedyBot:
    """Plays the legal move with the best ``evaluate`` after its own follow-ups."""

    def __init__(self, seed: int | None = None, depth: int = DEPTH) -> None:
        self.rng = random.Random(seed)
        self.depth = depth

    def choose(self, view: PlayerView) -> str:
        """The greedy move for the pending decision of ``view``'s player."""
        moves = own_moves(view)
        if len(moves) == 1:
            return moves[0]
        world = determinize(view, self.rng)
        me = view.viewer
        assert me is not None
        scored = [(self._value(world, m, me, self.depth), m) for m in moves]
        best = max(v for v, _ in scored)
        return self.rng.choice([m for v, m in scored if v == best])

    def _value(self, world: GameState, move: str, player: str, depth: int) -> float:
        """The value for ``player`` of playing ``move`` in ``world`` (not changed)."""
        after = world.copy()
        try:
            after.apply(move)
        except IllegalMove:
            return float("-inf")
        pending = after.pending
        if (
            depth > 1
            and pending is not None
            and pending.player == player
            and pending.decision not in ("place", "reveal")
        ):
            return max(self._value(after, m, player, depth - 1) for m in pending.moves)
        return evaluate(after, player)
