"""Bots against bots: many seeded games, each seat's win rate and final score.

``python -m oriflamme match --bots strong,greedy,greedy --games 100 --seed 1``
(``--game orichalque`` for Orichalque: any registered game, its bots from
``Game.bot``) plays ``games`` games (game ``g`` is dealt with seed ``seed + g``;
who goes first is part of the deal, so over many games every seat starts as
often) and prints, for each seat, its win rate (a shared win counts 1/k) and
its average final score (Oriflamme's influence, Orichalque's victory points),
each with a 95 % confidence interval (normal approximation over games), plus
the thinking time per decision of each seat.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any

from oriflamme.core.registry import get_game


@dataclass
class SeatResult:
    """One seat's results over a match."""

    seat: str
    bot: str
    edition: str
    wins: list[float] = field(default_factory=list)  # per game: win share
    influence: list[int] = field(default_factory=list)  # per game: final score (influence, points)
    decisions: int = 0
    thinking: float = 0.0  # seconds spent in choose()
    slowest: float = 0.0

    @property
    def win_rate(self) -> tuple[float, float]:
        return mean_ci(self.wins)

    @property
    def avg_influence(self) -> tuple[float, float]:
        return mean_ci([float(x) for x in self.influence])


def mean_ci(xs: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95 % confidence interval."""
    n = len(xs)
    if not n:
        return 0.0, 0.0
    m = sum(xs) / n
    if n < 2:
        return m, float("inf")
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, 1.96 * math.sqrt(var / n)


def seats(game: Any) -> tuple[list[str], range]:
    """The seats of ``game``'s table in order and how many may sit (the
    sandbox's: its learner and its opponents)."""
    box = game.sandbox
    names = [box.learner, *box.opponents]
    return names, range(2, 1 + max(box.opponent_counts) + 1)


def play_match(
    bots: list[str],
    games: int,
    seed: int = 0,
    edition: str | None = None,
    families: list[str] | None = None,
    time_budget: float | None = None,
    iterations: int | None = None,
    game: str = "oriflamme",
) -> list[SeatResult]:
    """Play ``games`` games of ``game`` (a registered game) with one bot per seat
    (``bots[i]``, a kind or a level of ``Game.bot``, at seat ``i``).

    ``edition``: the game's edition (its first by default); ``families`` gives
    each seat's edition (an Oriflamme mixed table); ``time_budget`` and
    ``iterations`` set the strong bots' thinking budget.
    """
    rules = get_game(game)
    names, sizes = seats(rules)
    if len(bots) not in sizes:
        raise ValueError(
            f"{len(bots)} bots: a game of {game} has {sizes[0]} to {sizes[-1]} players"
        )
    edition = edition or rules.editions[0]
    players = names[: len(bots)]
    eds = families or [edition] * len(bots)
    if len(eds) != len(bots):
        raise ValueError("give one edition per seat")
    results = [SeatResult(p, b, e) for p, b, e in zip(players, bots, eds, strict=True)]
    mixed = {p: e for p, e in zip(players, eds, strict=True) if e != edition}
    budget: dict[str, Any] = {}
    if time_budget is not None or iterations is not None:
        budget = {"time_budget": time_budget, "iterations": iterations}
    for g in range(games):
        # a copy starts without an undo history: none is needed here
        state = _deal(rules, players, edition, seed + g, mixed).copy()
        seated = {
            p: rules.bot(kind, (seed + g) * 10 + i, **budget)
            for i, (p, kind) in enumerate(zip(players, bots, strict=True))
        }
        by_player = {r.seat: r for r in results}
        while not state.finished:
            pending = state.pending
            assert pending is not None
            start = time.perf_counter()
            move = seated[pending.player].choose(state)
            spent = time.perf_counter() - start
            r = by_player[pending.player]
            if len(pending.moves) > 1:
                r.decisions += 1
                r.thinking += spent
                r.slowest = max(r.slowest, spent)
            state.apply(move, player=pending.player)
        scores = state.scores()
        share = 1 / len(state.winners) if state.winners else 0.0
        for r in results:
            r.wins.append(share if r.seat in state.winners else 0.0)
            r.influence.append(scores[r.seat])
    return results


def _deal(rules: Any, players: list[str], edition: str, seed: int, mixed: dict[str, str]) -> Any:
    """Game ``seed``'s deal; a mixed table (Oriflamme's families) from its engine."""
    if mixed:
        from oriflamme.games.oriflamme.engine import new_game

        return new_game(players, edition, seed=seed, families=mixed)
    return rules.new_game(players, seed=seed, edition=edition)


def report(results: list[SeatResult], score: str = "influence") -> str:
    """The match's table, one line per seat (``score``: what the game's score is called)."""
    n = len(results[0].wins)
    lines = [f"{n} games; win rate and average {score} with 95 % confidence intervals"]
    lines.append(
        f"  {'seat':7} {'bot':7} {'edition':10} {'win rate':>16} {score:>14}"
        f" {'s/decision':>11} {'slowest':>8}"
    )
    for r in results:
        w, wci = r.win_rate
        i, ici = r.avg_influence
        per = r.thinking / r.decisions if r.decisions else 0.0
        lines.append(
            f"  {r.seat:7} {r.bot:7} {r.edition:10} {100 * w:6.1f} % ± {100 * wci:4.1f}"
            f" {i:6.1f} ± {ici:4.1f} {per:11.3f} {r.slowest:8.2f}"
        )
    return "\n".join(lines)
