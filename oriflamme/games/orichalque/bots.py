"""Computer players for Orichalque: a random one, a greedy one and a strong one.

Both answer ``choose(state) -> move`` (a move of ``state.legal_moves()``),
leaving ``state`` unchanged, like Oriflamme's bots (``oriflamme.bots``), so the
sandbox paces them the same way.

The greedy bot looks one move ahead: it plays each legal move on a copy and
scores its own position after it (victory points first, then what leads to
them). A fight is never played ahead — the copy would roll the real dice —
but scored by its exact chance of winning (``odds.fight_chance``), so the bot
knows no more than a player at the table.

The strong bot searches (``StrongBot``: information-set Monte Carlo tree
search, ``oriflamme.core.search``, the same kind as Oriflamme's strong bot)
over worlds drawn from what its player sees (``hidden.determinize``: the
piles', deck's and bags' order and the dice to come drawn anew, never read),
each new node judged by ``position_value`` (no random playout: DEPTH).
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from ...core.search import MoveStats, Outcome, Search, final_outcome
from .engine.odds import fight_chance
from .hidden import determinize

if TYPE_CHECKING:
    from .engine.model import State
    from .engine.state import GameState


class RandomBot:
    """A uniformly random legal move (seeded: the same seed, the same game)."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> str:
        moves = state.legal_moves()
        if not moves:
            raise ValueError("no decision is pending")
        return self.rng.choice(moves)


def position_value(state: GameState, p: str) -> float:
    """How good ``p``'s position is: points, then creatures left, resources,
    active titans, buildings and explored land (weights are rough guesses)."""
    s: State = state.s
    if s.winner == p:
        return 1e6
    sp = s.supplies[p]
    isl = s.islands[p]
    value: float = 100.0 * state.points(p)
    value -= 25.0 * len(isl.creatures)
    value += 12.0 * min(sp.orichalcum, 10) + 7.0 * min(sp.hoplites, 8)
    value += 4.0 * len(sp.captured)
    value += sum(10.0 for t in sp.titans if s.titans[t].active)
    value += 9.0 * len(isl.buildings)
    value += 9.0 * (state.count_buildings(p, "mine") + state.count_buildings(p, "camp"))
    value += 1.5 * len(isl.covered)
    waiting: int = sum(isl.waiting.values())
    value += 5.0 * waiting
    return value


class GreedyBot:
    """The legal move that leaves its own position best (one move ahead)."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> str:
        moves = state.legal_moves()
        if not moves:
            raise ValueError("no decision is pending")
        if len(moves) == 1:
            return moves[0]
        me = state.decider()
        base = position_value(state, me)
        best: list[str] = []
        best_score = float("-inf")
        for move in moves:
            score = self.score(state, move, me, base)
            if score > best_score + 1e-9:
                best, best_score = [move], score
            elif abs(score - best_score) <= 1e-9:
                best.append(move)
        return self.rng.choice(best)

    def score(self, state: GameState, move: str, me: str, base: float) -> float:
        parts = move.split()
        if parts[0] == "fight":
            chance = float(fight_chance(state, parts[1], parts[2]))
            cost = 0 if parts[2] == "bless" else int(parts[2])
            blessing = 10.0 if parts[2] == "bless" else 0.0
            # a win removes a creature (+25) and brings its reward; a loss keeps
            # the hoplites by the creature (worth less than in the supply)
            return base + chance * 45.0 - cost * 4.0 - blessing
        after = state.copy()
        after.apply(move)
        if after.s.step == "finished":
            return 1e6 if after.s.winner == me else -1e6
        return position_value(after, me)


#: A playout's moves after the tree before the position is judged: none — a
#: random move is worth less than the judgement (measured: 8 wins in 8 games
#: against the greedy bot with none, 3 in 6 with 6, 60 searches a decision)
DEPTH = 0
#: ``position_value`` difference worth a logistic unit (a victory point is 100).
VALUE_SCALE = 80.0
#: Searches per decision (the sandbox's and the match's default) and worlds drawn.
ITERATIONS = 60
WORLDS = 16


def judge(state: GameState) -> dict[str, Outcome]:
    """How the position stands for each player: a finished game by its winner,
    else each player's ``position_value`` lead over the best opponent turned
    into a chance in (0, 1); the score is the victory points now."""
    players = state.players
    if state.finished:
        return final_outcome(state, scale=5.0)
    values = {p: position_value(state, p) for p in players}
    scores = state.scores()
    out: dict[str, Outcome] = {}
    for p in players:
        lead = values[p] - max(v for q, v in values.items() if q != p)
        x = 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, lead / VALUE_SCALE))))
        out[p] = (x, x, float(scores[p]))
    return out


def _playout_move(state: GameState, rng: random.Random) -> str:
    """A playout's move: random, but never the «pass» of an extra action while
    another one is there (random play would waste every resource)."""
    moves = state.legal_moves()
    if len(moves) > 1 and moves[-1] == "pass" and rng.random() < 0.5:
        return rng.choice(moves[:-1])
    return rng.choice(moves)


class OrichalqueSearch(Search["GameState"]):
    """The search with Orichalque's worlds: ``hidden.determinize``, never the
    real position's hidden order or future."""

    def world(self, state: GameState, player: str) -> GameState:
        return determinize(state, self.rng)


class StrongBot:
    """ISMCTS over worlds drawn from what the player sees (``hidden``), each
    new position judged by ``position_value`` (after ``DEPTH`` random moves).

    ``iterations`` searches per decision (deterministic for a seed), or a
    ``time_budget`` in seconds (then as many as fit)."""

    def __init__(
        self,
        seed: int | None = None,
        *,
        iterations: int | None = ITERATIONS,
        time_budget: float | None = None,
        worlds: int = WORLDS,
    ) -> None:
        self.search = OrichalqueSearch(
            None,  # its worlds are hidden.determinize's (Game.redraw's too)
            seed,
            iterations=iterations,
            time_budget=time_budget,
            rollout=_playout_move,
            depth=DEPTH,
            evaluate=judge,
            worlds=worlds,
        )

    def analyse(self, state: GameState) -> list[MoveStats]:
        """Every legal move with its statistics, best first."""
        return self.search.analyse(state)

    def choose(self, state: GameState) -> str:
        return self.search.choose(state)


#: The Orichalque bots by kind (the sandbox's choices).
BOTS: dict[str, type[RandomBot] | type[GreedyBot] | type[StrongBot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "strong": StrongBot,
}


def make_bot(
    kind: str,
    seed: int | None = None,
    *,
    time_budget: float | None = None,
    iterations: int | None = None,
) -> RandomBot | GreedyBot | StrongBot:
    """A bot of ``kind`` (``random``, ``greedy`` or ``strong``); ``time_budget``
    (seconds per decision) and ``iterations`` set the strong bot's thinking
    (neither: ``ITERATIONS`` searches)."""
    if kind not in BOTS:
        raise ValueError(f"unknown Orichalque bot {kind!r}; expected one of {', '.join(BOTS)}")
    if kind == "strong":
        if time_budget is None and iterations is None:
            iterations = ITERATIONS
        return StrongBot(seed, iterations=iterations, time_budget=time_budget)
    return BOTS[kind](seed)
