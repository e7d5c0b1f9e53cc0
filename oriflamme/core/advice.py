"""The advisor's answer, for any game (issue 25): every legal move of the
decision at hand with its win chance and expected score, from what the deciding
player may know.

Pure data, no language: ``Game.advise(state, seed)`` returns an :class:`Advice`
that the widgets put into words (``oriflamme.widgets.advisor_panel``, with the
game's ``advice_keys``). By default (:func:`advise_by_search`) the game's
``analyse`` searches (``core.search``: worlds drawn by ``Game.redraw``, played
out), then the best move is played in a few more such worlds to see what it
gains at once. A game adds what only it can say in ``extra`` (Oriflamme: what
can happen to the card the move concerns before the round ends).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .search import MoveStats

if TYPE_CHECKING:
    from .protocol import E, Game, S

#: Worlds the best move is played in, to measure what it gains at once.
WORLDS = 8


@dataclass(frozen=True)
class Advice:
    """The advice for ``player``'s pending decision in ``game`` (its name)."""

    game: str
    player: str
    decision: str
    moves: tuple[MoveStats, ...]  # every legal move, best first
    gain: float  # the score the best move gains at once (average over the worlds)
    extra: object = None  # the game's own words' data (Oriflamme: its Risk)

    @property
    def best(self) -> MoveStats:
        return self.moves[0]


def advise_by_search(
    game: Game[S, E], state: S, moves: Sequence[MoveStats], seed: int = 0, worlds: int = WORLDS
) -> Advice:
    """The advice for ``state``'s pending decision, from ``moves`` (the game's
    ``analyse``, best first): the best move played in ``worlds`` worlds drawn
    from the deciding player's knowledge (``Game.redraw``), what it gains."""
    pending = state.pending
    if pending is None:
        raise ValueError("the game is over: nothing to advise")
    me = pending.player
    best = moves[0].move
    rng = random.Random(seed)
    before = state.scores()[me]
    gains = []
    for _ in range(worlds):
        drawn = game.redraw(state, me, rng)
        world = (state if drawn is None else drawn).copy()
        world.apply(best)
        gains.append(world.scores()[me] - before)
    return Advice(game.name, me, pending.decision, tuple(moves), sum(gains) / len(gains))


def percent_kind(p: float) -> tuple[str, int]:
    """How a chance is said: ``("low", 1)`` under 1 % once rounded («< 1 %»),
    ``("high", 99)`` above 99 % («> 99 %»), else ``("about", n)`` — never
    «about 0 %» nor «about 100 %»: a search's estimate is never a certainty."""
    n = round(100 * p)
    if n < 1:
        return "low", 1
    if n > 99:
        return "high", 99
    return "about", n
