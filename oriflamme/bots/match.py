"""Bots against bots: many seeded games, each seat's win rate and influence.

``python -m oriflamme match --bots strong,greedy,greedy --games 100 --seed 1``
plays ``games`` games (game ``g`` is dealt with seed ``seed + g``; who goes
first is part of the deal, so over many games every seat starts as often) and
prints, for each seat, its win rate (a shared win counts 1/k) and its average
final influence, each with a 95 % confidence interval (normal approximation
over games), plus the thinking time per decision of each seat.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from oriflamme.games.oriflamme.engine import new_game

from . import make_bot

SEATS = ("red", "blue", "green", "yellow", "purple")


@dataclass
class SeatResult:
    """One seat's results over a match."""

    seat: str
    bot: str
    edition: str
    wins: list[float] = field(default_factory=list)  # per game: win share
    influence: list[int] = field(default_factory=list)  # per game: final score
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


def play_match(
    bots: list[str],
    games: int,
    seed: int = 0,
    edition: str = "base",
    families: list[str] | None = None,
    time_budget: float | None = None,
    iterations: int | None = None,
) -> list[SeatResult]:
    """Play ``games`` games with one bot per seat (``bots[i]`` at seat ``i``).

    ``families`` gives each seat's edition (a mixed table); ``time_budget`` and
    ``iterations`` set the strong bots' thinking budget.
    """
    if not 2 <= len(bots) <= 5:
        raise ValueError(f"{len(bots)} bots: a game has 2 to 5 players")
    players = list(SEATS[: len(bots)])
    eds = families or [edition] * len(bots)
    if len(eds) != len(bots):
        raise ValueError("give one edition per seat")
    results = [SeatResult(p, b, e) for p, b, e in zip(players, bots, eds, strict=True)]
    mixed = {p: e for p, e in zip(players, eds, strict=True) if e != edition}
    for g in range(games):
        # a copy starts without an undo history: none is needed here
        state = new_game(players, edition, seed=seed + g, families=mixed or None).copy()
        seated = {
            p: make_bot(kind, (seed + g) * 10 + i, time_budget=time_budget, iterations=iterations)
            for i, (p, kind) in enumerate(zip(players, bots, strict=True))
        }
        by_player = {r.seat: r for r in results}
        while not state.finished:
            pending = state.pending
            assert pending is not None
            start = time.perf_counter()
            move = seated[pending.player].choose(state.view(pending.player))
            spent = time.perf_counter() - start
            r = by_player[pending.player]
            if len(pending.moves) > 1:
                r.decisions += 1
                r.thinking += spent
                r.slowest = max(r.slowest, spent)
            state.apply(move, player=pending.player)
        scores = state.scores()
        share = 1 / len(state.winners)
        for r in results:
            r.wins.append(share if r.seat in state.winners else 0.0)
            r.influence.append(scores[r.seat])
    return results


def report(results: list[SeatResult]) -> str:
    """The match's table, one line per seat."""
    n = len(results[0].wins)
    lines = [f"{n} games; win rate and average influence with 95 % confidence intervals"]
    lines.append(
        f"  {'seat':7} {'bot':7} {'edition':9} {'win rate':>16} {'influence':>14}"
        f" {'s/decision':>11} {'slowest':>8}"
    )
    for r in results:
        w, wci = r.win_rate
        i, ici = r.avg_influence
        per = r.thinking / r.decisions if r.decisions else 0.0
        lines.append(
            f"  {r.seat:7} {r.bot:7} {r.edition:9} {100 * w:6.1f} % ± {100 * wci:4.1f}"
            f" {i:6.1f} ± {ici:4.1f} {per:11.3f} {r.slowest:8.2f}"
        )
    return "\n".join(lines)
