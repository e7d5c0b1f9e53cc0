"""Information-set Monte Carlo tree search (SO-ISMCTS) over any game of the protocol.

The same search as Oriflamme's strong bot (``oriflamme/bots/strong.py``:
Cowling, Powley & Whitehouse's single-observer ISMCTS), written against the
game protocol only, so every registered game gets a strong computer player and
an advisor. Each iteration

1. **determinizes**: ``Game.redraw(state, player, rng)`` draws anew what the
   deciding player cannot see (other players' hidden cards, the bags' and
   piles' order, the dice to come) — a world the player cannot tell from the
   real one, so nothing the search does depends on what is hidden;
2. **selects** down one tree shared by every world: among the moves legal *in
   this world*, the child with the best UCB1 score, a child's exploration term
   counting how often it was *available*; a node's value is for the player who
   chose its move;
3. **expands** one untried move, then plays on with the game's ``rollout``
   policy (uniformly random by default) — to the end of the game, or for
   ``depth`` moves, after which ``evaluate`` says how the position stands;
4. **backs up** each player's reward in [0, 1].

With ``iterations`` alone (no time budget) the search is deterministic for
its seed: the advisor and the tests rely on it.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

if TYPE_CHECKING:
    from .protocol import State

#: The positions searched: a game's state (``core.protocol.State``).
S = TypeVar("S", bound="State[Any]")

#: UCB1 exploration constant (rewards lie in [0, 1])
EXPLORATION = 0.7
#: weight of the margin term in a finished game's reward (the rest is the win share)
MARGIN_WEIGHT = 0.2

#: One player's outcome: (reward in [0, 1], win share, score)
Outcome = tuple[float, float, float]
#: How a position stands for each player (a finished game, or a cut-off rollout).
Evaluate = Callable[[S], Mapping[str, Outcome]]
#: The move a rollout plays in a world.
Policy = Callable[[S, random.Random], str]


class Redraws(Protocol[S]):
    """What the search needs of a game: ``Game.redraw`` (``core.protocol``)."""

    def redraw(self, state: S, player: str, rng: random.Random) -> S | None: ...


@dataclass(frozen=True)
class MoveStats:
    """What the search learned about one move of the root decision."""

    move: str
    visits: int
    win_chance: float  # estimated probability of winning (a shared win counts 1/k)
    score: float  # expected final score (Oriflamme's influence, Orichalque's victory points)
    value: float  # the search's mean reward


class Node:
    """A move in the tree: who chose it, and what came of it."""

    __slots__ = ("avail", "children", "player", "reward", "score", "visits", "win")

    def __init__(self, player: str) -> None:
        self.player = player
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        self.win = 0.0
        self.score = 0.0


def final_outcome(state: State[Any], scale: float = 10.0) -> dict[str, Outcome]:
    """Per player, at a finished game: a win (shared: 1/k) plus a small term for
    the margin over the best opponent (``scale`` points count fully)."""
    scores = state.scores()
    winners = state.winners
    share = 1.0 / len(winners) if winners else 0.0
    out: dict[str, Outcome] = {}
    for p in state.players:
        best_other = max((v for q, v in scores.items() if q != p), default=0)
        margin = max(-1.0, min(1.0, (scores[p] - best_other) / scale))
        win = share if p in winners else 0.0
        reward = (1 - MARGIN_WEIGHT) * win + MARGIN_WEIGHT * (0.5 + 0.5 * margin)
        out[p] = (reward, win, float(scores[p]))
    return out


def random_policy(state: State[Any], rng: random.Random) -> str:
    """A uniformly random legal move."""
    return str(rng.choice(state.legal_moves()))


class Search(Generic[S]):
    """ISMCTS for ``game`` (a ``core.protocol.Game``), from one player's knowledge.

    ``rollout`` plays the moves after the tree (default: random); ``depth``
    cuts a rollout after that many moves and ``evaluate`` scores the position
    reached (default: play to the end, ``final_outcome``).
    """

    def __init__(
        self,
        game: Redraws[S] | None,
        seed: int | None = None,
        *,
        iterations: int | None = None,
        time_budget: float | None = None,
        rollout: Policy[S] = random_policy,
        depth: int | None = None,
        evaluate: Evaluate[S] | None = None,
        exploration: float = EXPLORATION,
        max_moves: int = 2000,
        worlds: int | None = None,
    ) -> None:
        if time_budget is None and iterations is None:
            raise ValueError("give a time budget, a number of iterations, or both")
        if depth is not None and evaluate is None:
            raise ValueError("a rollout cut after depth moves needs evaluate")
        self.game = game
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.time_budget = time_budget
        self.rollout = rollout
        self.depth = depth
        self.evaluate = evaluate
        self.exploration = exploration
        self.max_moves = max_moves
        #: how many worlds one search draws (then plays copies of them in turn);
        #: None: a new world every iteration (where drawing one is cheap)
        self.worlds = worlds
        self.last_iterations = 0

    def world(self, state: S, player: str) -> S:
        """A determinized copy of ``state`` (``Game.redraw``; a plain copy if the
        game hides nothing), without an undo history. A subclass may draw its
        worlds otherwise (from a player's view): override this."""
        if self.game is None:
            raise TypeError("a search without a game draws its worlds in its own world()")
        drawn = self.game.redraw(state, player, self.rng)
        return (state if drawn is None else drawn).copy()

    def analyse(self, state: S) -> list[MoveStats]:
        """Every legal move of ``state``'s pending decision with its statistics, best first.

        ``state`` is left untouched and only ever read through ``Game.redraw``
        (what the deciding player may know) and its legal moves."""
        pending = state.pending
        if pending is None:
            raise ValueError("the game is over: no decision to take")
        me = pending.player
        moves: Sequence[str] = state.legal_moves()
        root = Node(me)
        start = time.perf_counter()
        deadline = None if self.time_budget is None else start + self.time_budget
        n = 0
        drawn: list[S] = []
        while (self.iterations is None or n < self.iterations) and (
            deadline is None or n == 0 or time.perf_counter() < deadline
        ):
            if self.worlds is None:
                world = self.world(state, me)
            elif len(drawn) < self.worlds:
                world = self.world(state, me)
                drawn.append(world.copy())
            else:
                world = drawn[n % self.worlds].copy()
            self._iterate(root, world)
            n += 1
        self.last_iterations = n
        now = float(state.scores()[me])
        out = []
        for m in moves:
            c = root.children.get(m)
            if c is None or not c.visits:
                out.append(MoveStats(m, 0, 0.0, now, 0.0))
            else:
                v = c.visits
                out.append(MoveStats(m, v, c.win / v, c.score / v, c.reward / v))
        out.sort(key=lambda s: (-s.visits, -s.value))
        return out

    def choose(self, state: S) -> str:
        """The most visited move of the root (the only one, without a search)."""
        moves = state.legal_moves()
        if not moves:
            raise ValueError("the game is over: no decision to take")
        if len(moves) == 1:
            return str(moves[0])
        return self.analyse(state)[0].move

    def _iterate(self, root: Node, world: S) -> None:
        rng = self.rng
        node = root
        path: list[Node] = []
        c_explore = self.exploration
        while not world.finished:
            moves = world.legal_moves()
            children = node.children
            untried = [m for m in moves if m not in children]
            if untried:
                m = rng.choice(untried)
                pending = world.pending
                assert pending is not None  # the game is not finished
                child = Node(pending.player)
                children[m] = child
                for other in moves:
                    if other != m and other in children:
                        children[other].avail += 1
                world.apply(m)
                path.append(child)
                break
            best, best_score = None, -1.0
            for m in moves:
                c = children[m]
                c.avail += 1
                s = c.reward / c.visits + c_explore * math.sqrt(math.log(c.avail) / c.visits)
                if s > best_score:
                    best, best_score = m, s
            assert best is not None
            world.apply(best)
            node = children[best]
            path.append(node)
        limit = self.max_moves if self.depth is None else self.depth
        played = 0
        rollout = self.rollout
        if rollout is random_policy:  # the hot loop, without a call per move
            choice = rng.choice
            while not world.finished and played < limit:
                world.apply(choice(world.legal_moves()))
                played += 1
        else:
            while not world.finished and played < limit:
                world.apply(rollout(world, rng))
                played += 1
        if world.finished:
            result = final_outcome(world) if self.evaluate is None else self.evaluate(world)
        elif self.evaluate is not None:
            result = self.evaluate(world)
        else:  # the game ran past max_moves: nobody won
            result = {p: (0.5, 0.0, float(v)) for p, v in world.scores().items()}
        for c in path:
            r, w, s = result[c.player]
            c.visits += 1
            c.reward += r
            c.win += w
            c.score += s
