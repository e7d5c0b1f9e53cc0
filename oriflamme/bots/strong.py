"""The strong bot: information-set Monte Carlo tree search (SO-ISMCTS).

Cowling, Powley & Whitehouse's single-observer ISMCTS, on the engine's public
API. Each iteration

1. **determinizes**: deals the cards hidden from the bot's player anew
   (:func:`oriflamme.bots.hidden.determinize`) — a world consistent with that
   player's view, the only thing the bot is given, so the search never uses a
   card they cannot see;
2. **selects** down one tree shared by every world: at each decision, among the
   moves legal *in this world*, the child with the best UCB1 score, where a
   child's exploration term counts how often it was *available*, not how often
   its parent was visited (moves that exist only in some worlds are not
   penalized); the value a node holds is for the player who chose its move;
3. **expands** one untried move, then plays the game out with uniformly random
   legal moves (a *rollout*);
4. **backs up** each player's reward: a win is worth 1 (shared: 1/k), plus a
   small term for the margin over the best opponent, so that among equally
   winning lines the richer one is preferred.

The budget is a thinking time (seconds) and/or a number of iterations; with
``iterations`` alone the bot is deterministic for its seed (the advisor needs
that). The move played is the most visited child of the root.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from oriflamme.games.oriflamme.engine import GameState
from oriflamme.games.oriflamme.engine.view import PlayerView

from .base import own_moves
from .hidden import determinize

#: UCB1 exploration constant (rewards lie in [0, 1])
EXPLORATION = 0.7
#: weight of the margin term in a reward (the rest is the win share)
MARGIN_WEIGHT = 0.2
#: a margin of this much influence over the best opponent counts fully
MARGIN_SCALE = 10.0


class Node:
    """A move in the tree: who chose it, and what came of it."""

    __slots__ = ("avail", "children", "player", "reward", "score", "visits", "win")

    def __init__(self, player: str) -> None:
        self.player = player
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0  # summed reward of ``player``
        self.win = 0.0  # summed win share of ``player``
        self.score = 0.0  # summed final influence of ``player``


@dataclass(frozen=True)
class MoveStats:
    """What the search learned about one move of the root decision."""

    move: str
    visits: int
    win_chance: float  # estimated probability of winning (shared wins count 1/k)
    influence: float  # expected final influence (score, G12)
    value: float  # the search's mean reward


def rewards(state: GameState) -> dict[str, tuple[float, float, float]]:
    """Per player: (reward, win share, final influence) of a finished game."""
    scores = state.scores()
    winners = state.winners
    share = 1.0 / len(winners) if winners else 0.0
    out: dict[str, tuple[float, float, float]] = {}
    for p in state.players:
        best_other = max(v for q, v in scores.items() if q != p)
        margin = max(-1.0, min(1.0, (scores[p] - best_other) / MARGIN_SCALE))
        win = share if p in winners else 0.0
        out[p] = ((1 - MARGIN_WEIGHT) * win + MARGIN_WEIGHT * (0.5 + 0.5 * margin), win, scores[p])
    return out


class StrongBot:
    """ISMCTS with a thinking-time budget (and/or a fixed number of iterations)."""

    def __init__(
        self,
        seed: int | None = None,
        time_budget: float | None = 0.8,
        iterations: int | None = None,
    ) -> None:
        if time_budget is None and iterations is None:
            raise ValueError("give a time budget, a number of iterations, or both")
        self.rng = random.Random(seed)
        self.time_budget = time_budget
        self.iterations = iterations
        self.last_iterations = 0  # how many the last search ran

    def choose(self, view: PlayerView) -> str:
        """The move for the pending decision of ``view``'s player."""
        moves = own_moves(view)
        if len(moves) == 1:
            return moves[0]
        stats = self.analyse(view)
        return stats[0].move

    def analyse(self, view: PlayerView) -> list[MoveStats]:
        """Search from ``view``; every legal move with its statistics, best first."""
        moves = own_moves(view)
        me = view.viewer
        assert me is not None
        root = Node(me)
        rng = self.rng
        deadline = None if self.time_budget is None else time.perf_counter() + self.time_budget
        limit = self.iterations
        n = 0
        while (limit is None or n < limit) and (
            deadline is None or n == 0 or time.perf_counter() < deadline
        ):
            self._iterate(root, determinize(view, rng), rng)
            n += 1
        self.last_iterations = n
        out = []
        for m in moves:
            c = root.children.get(m)
            if c is None or not c.visits:
                out.append(MoveStats(m, 0, 0.0, float(view["scores"][me]), 0.0))
            else:
                v = c.visits
                out.append(MoveStats(m, v, c.win / v, c.score / v, c.reward / v))
        out.sort(key=lambda s: (-s.visits, -s.value))
        return out

    @staticmethod
    def _iterate(root: Node, world: GameState, rng: random.Random) -> None:
        node = root
        path: list[Node] = []
        choice = rng.choice
        # selection and expansion
        while not world.finished:
            moves = world.legal_moves()
            children = node.children
            untried = [m for m in moves if m not in children]
            if untried:
                m = choice(untried)
                child = Node(world.pending.player)  # type: ignore[union-attr]
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
                s = c.reward / c.visits + EXPLORATION * math.sqrt(math.log(c.avail) / c.visits)
                if s > best_score:
                    best, best_score = m, s
            assert best is not None
            world.apply(best)
            node = children[best]
            path.append(node)
        # rollout
        while not world.finished:
            world.apply(choice(world.legal_moves()))
        # backup
        result = rewards(world)
        for c in path:
            r, w, s = result[c.player]
            c.visits += 1
            c.reward += r
            c.win += w
            c.score += s
