"""Engine speed: random full-game playouts per second, and decisions per second.

Each playout deals a seeded game (full decks, 6 rounds) and plays uniformly
random legal moves through the public API (``legal_moves`` / ``apply``) to the
end, as a bot's rollout would. One process, one core. Timed by the process's
CPU time (``time.process_time``): on a shared machine the wall clock measures
the neighbours as much as the engine.
"""

from __future__ import annotations

import random
import time
from typing import Any

from oriflamme.games.oriflamme.engine import new_game
from oriflamme.games.oriflamme.engine.abilities import playable_editions

NAMES = ("red", "blue", "green", "yellow", "purple")


def playouts(
    n_players: int, edition: str, games: int, families: dict[str, str] | None = None
) -> dict[str, float]:
    """Play ``games`` random games; return games/s, decisions/s, decisions/game."""
    players = NAMES[:n_players]
    decks = [new_game(players, edition, seed=i, families=families) for i in range(games)]
    decisions = 0
    start = time.process_time()
    for i, dealt in enumerate(decks):
        st = dealt.copy()
        choice = random.Random(i).choice
        while not st.finished:
            st.apply(choice(st.legal_moves()))
            decisions += 1
    elapsed = time.process_time() - start
    return {
        "games_per_s": games / elapsed,
        "decisions_per_s": decisions / elapsed,
        "decisions_per_game": decisions / games,
    }


def deal_rate(games: int = 2000) -> float:
    start = time.process_time()
    for i in range(games):
        new_game(NAMES[:3], seed=i)
    return games / (time.process_time() - start)


def main(report: dict[str, Any], games: int = 1000) -> None:
    """Run the engine benchmarks, print them, add them to ``report``."""
    rows: list[tuple[str, dict[str, float]]] = []
    eds = playable_editions()
    for ed in eds:
        for n in (3, 5):
            rows.append((f"{ed}, {n} players", playouts(n, ed, games)))
    if {"base", "ablaze", "alliance"} <= set(eds):
        mixed = {"blue": "ablaze", "green": "alliance"}
        rows.append(("mixed base/ablaze/alliance, 3 players", playouts(3, "base", games, mixed)))
    print("engine: random full-game playouts (public API, one core, per CPU second)")
    print(f"  {'table':40} {'games/s':>9} {'decisions/s':>12} {'dec/game':>9}")
    for name, r in rows:
        print(
            f"  {name:40} {r['games_per_s']:9.0f} {r['decisions_per_s']:12.0f}"
            f" {r['decisions_per_game']:9.1f}"
        )
        report[f"engine: {name}"] = r
    rate = deal_rate()
    print(f"  dealing a new 3-player game: {rate:.0f} per CPU second")
    report["engine: deals_per_s"] = rate
