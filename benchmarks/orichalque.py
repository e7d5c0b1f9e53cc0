"""Orichalque engine speed: random full-game playouts per second (a separate part).

Each playout deals a seeded game and plays uniformly random legal moves through
the public API (``legal_moves`` / ``apply``, on a ``copy()``: no undo history)
until a player wins (5 points, island clear). One process, one core.
"""

from __future__ import annotations

import random
import time
from typing import Any

from oriflamme.games.orichalque.engine import new_game

NAMES = ("red", "blue", "green", "yellow")


def playouts(n_players: int, games: int) -> dict[str, float]:
    dealt = [new_game(NAMES[:n_players], seed=i) for i in range(games)]
    decisions = 0
    start = time.perf_counter()
    for i, st0 in enumerate(dealt):
        st = st0.copy()
        choice = random.Random(i).choice
        while not st.finished:
            st.apply(choice(st.legal_moves()))
            decisions += 1
    elapsed = time.perf_counter() - start
    return {
        "games_per_s": games / elapsed,
        "decisions_per_s": decisions / elapsed,
        "decisions_per_game": decisions / games,
    }


def main(report: dict[str, Any], games: int = 40) -> None:
    print("orichalque engine: random full-game playouts (public API, one core)")
    print(f"  {'table':40} {'games/s':>9} {'decisions/s':>12} {'dec/game':>9}")
    for n in (2, 3, 4):
        r = playouts(n, games)
        name = f"orichalque, {n} players"
        print(
            f"  {name:40} {r['games_per_s']:9.1f} {r['decisions_per_s']:12.0f}"
            f" {r['decisions_per_game']:9.1f}"
        )
        report[f"engine: {name}"] = r


if __name__ == "__main__":
    main({}, games=20)
