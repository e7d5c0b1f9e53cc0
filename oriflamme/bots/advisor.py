"""The advisor: for the decision at hand, every legal move with its estimated
win chance and expected influence, and why the best one is best.

Pure data, no language: :func:`advise` returns an :class:`Advice` that the
widgets put into words (``oriflamme.widgets.advisor_panel``). It works from the
deciding player's view (``state.view(player)``) only: it searches with the
strong bot (:class:`~oriflamme.bots.strong.StrongBot`, a fixed number of
iterations: deterministic for a given seed), then looks at the best move in a
few worlds dealt from that view:

* **gain**: the influence the player has more right after the move (the
  engine runs on until the next decision), averaged over the worlds;
* **risk**: a face-up card of an opponent that can eliminate the player's card
  the move concerns — a Soldier next to it (B2), an Archer while it lies at an
  end of the queue (B1) — or, for a card left face down with influence on it,
  that the influence is lost if it is eliminated (G6).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from oriflamme.games.oriflamme.engine import GameState
from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.engine.model import FACE_UP, ID, TOKENS, controller
from oriflamme.games.oriflamme.engine.view import PlayerView

from .base import own_moves
from .hidden import determinize
from .strong import MoveStats, StrongBot

#: The search's size: enough for stable advice, small enough for a click.
ITERATIONS = 300
#: Worlds sampled to measure what the best move gains now.
WORLDS = 8


@dataclass(frozen=True)
class Risk:
    """What threatens the card the best move concerns."""

    kind: str  # soldier | archer | tokens
    card: str  # the player's card at risk
    by_player: str | None = None  # the opponent whose face-up card threatens it
    by_card: str | None = None
    tokens: int = 0


@dataclass(frozen=True)
class Advice:
    """The advice for ``player``'s pending decision."""

    player: str
    decision: str
    moves: tuple[MoveStats, ...]  # every legal move, best first
    gain: float  # influence the best move gains now (average over sampled worlds)
    risk: Risk | None

    @property
    def best(self) -> MoveStats:
        return self.moves[0]


def advise(view: PlayerView, seed: int = 0, iterations: int = ITERATIONS) -> Advice:
    """The advice for the pending decision of ``view``'s player (``state.view(player)``)."""
    own_moves(view)  # a player's view, and that player decides
    me = view.viewer
    assert me is not None
    stats = StrongBot(seed, time_budget=None, iterations=iterations).analyse(view)
    best = stats[0].move
    rng = random.Random(seed)
    before = view["scores"][me]
    gains, risk = [], None
    for i in range(WORLDS):
        world = determinize(view, rng)
        events = world.apply(best)
        gains.append(world.scores()[me] - before)
        if i == 0:
            risk = _risk(world, me, events)
    decision = view["pending"]["decision"]
    return Advice(me, decision, tuple(stats), sum(gains) / len(gains), risk)


def _risk(world: GameState, me: str, events: list) -> Risk | None:
    """The threat to the card ``events`` show the player placing, banking or revealing."""
    pos = None
    for e in events:
        if isinstance(e, ev.CardPlaced | ev.CardBanked | ev.CardRevealed) and e.player == me:
            pos = e.position
    if pos is None or pos >= len(world.queue):
        return None
    card = world.top(pos)
    if controller(card) != me:
        return None
    for p in world.adjacent(pos):
        top = world.top(p)
        if top[FACE_UP] and top[ID] == "soldier" and controller(top) != me:
            return Risk("soldier", card[ID], controller(top), "soldier")
    if pos in (0, len(world.queue) - 1):
        for stack in world.queue:
            top = stack[-1]
            if top[FACE_UP] and top[ID] == "archer" and controller(top) != me:
                return Risk("archer", card[ID], controller(top), "archer")
    if not card[FACE_UP] and card[TOKENS]:
        return Risk("tokens", card[ID], tokens=card[TOKENS])
    return None
