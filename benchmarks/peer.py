"""Our engine and an open simulator, side by side in one run.

The peer is ``jojolebarjos/oriflamme-simulator`` (MIT, pure Python, simplified
base rules), a copy of which lies in ``../shared/peers/oriflamme-simulator``;
it is only *run* here, loaded from its own path under another module name.

The two workloads are made comparable:

* both play random **3-player base games from a fresh deal, 6 rounds**, with
  **uniformly random legal moves** (``random.Random(i).choice``) to the end;
* ours: ``new_game(players, "base", seed=i)`` (each family's 10 cards
  shuffled, 3 set aside, 7 in hand), then ``legal_moves()`` / ``apply()`` —
  every event recorded, the undo history kept as ``new_game`` gives it;
* the peer: its ``PlaceState`` on an empty queue, each player's hand 7 cards
  drawn at random from the 9 base cards it implements (it raises on the Royal
  Decree), 1 influence each — its game then lasts 6 rounds like ours
  (``State.begin()`` deals a fixed 4-card hand, a 3-round game, not comparable);
  then ``rng.choice(state.actions).next_state`` to the end.

The two run alternately, several rounds, each timed by the process's CPU time
(``time.process_time``: the machine is shared, so wall-clock time measures the
neighbours as much as the code) and by the wall clock; the ratio printed is the
median of the per-round ratios of games per CPU second.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from oriflamme.games.oriflamme.engine import new_game

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_PEER = ROOT.parent / "shared" / "peers" / "oriflamme-simulator"
PLAYERS = ("red", "blue", "green")


def load_peer(path: Path) -> ModuleType:
    """Import the peer's ``src/oriflamme`` package as ``oriflamme_peer``."""
    init = path / "src" / "oriflamme" / "__init__.py"
    if not init.is_file():
        raise FileNotFoundError(f"no {init}: give the simulator's folder with --peer")
    spec = importlib.util.spec_from_file_location("oriflamme_peer", init)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["oriflamme_peer"] = mod
    spec.loader.exec_module(mod)
    return mod


def ours(
    games: int, first_seed: int, new_game: Callable[..., Any] = new_game
) -> tuple[int, float, float]:
    """Play ``games`` games; return (decisions, CPU seconds, wall seconds).

    ``new_game``: the engine's (``benchmarks.ab`` passes another tree's)."""
    decisions = 0
    cpu, wall = time.process_time(), time.perf_counter()
    for i in range(first_seed, first_seed + games):
        st = new_game(PLAYERS, "base", seed=i)
        choice = random.Random(i).choice
        while not st.finished:
            st.apply(choice(st.legal_moves()))
            decisions += 1
    return decisions, time.process_time() - cpu, time.perf_counter() - wall


def peer(mod: ModuleType, games: int, first_seed: int) -> tuple[int, float, float]:
    """The peer's games: a fresh random 7-card hand each (see the module doc)."""
    kinds = [k for k in mod.Kind if k is not mod.Kind.ROYAL_DECREE]
    decisions = 0
    cpu, wall = time.process_time(), time.perf_counter()
    for i in range(first_seed, first_seed + games):
        rng = random.Random(i)
        hands = [rng.sample(kinds, 7) for _ in PLAYERS]
        st = mod.PlaceState(mod.Board([], hands, [1] * len(PLAYERS)), 0)
        choice = rng.choice
        while not st.has_ended:
            st = choice(st.actions).next_state
            decisions += 1
    return decisions, time.process_time() - cpu, time.perf_counter() - wall


def main(
    report: dict[str, Any],
    path: Path | None,
    games: int = 400,
    rounds: int = 5,
) -> None:
    """Alternate ours and the peer ``rounds`` times; print and record the ratio."""
    path = path or DEFAULT_PEER
    print(f"engine vs peer ({path}):")
    print("  3-player base games from a fresh deal, uniformly random legal moves")
    try:
        mod = load_peer(path)
    except FileNotFoundError as e:
        print(f"  skipped: {e}")
        return
    ours(50, 10**6)  # warm-up of both, not counted
    peer(mod, 50, 10**6)
    ratios, rows = [], []
    for r in range(rounds):
        seed = r * games
        a = ours(games, seed)
        b = peer(mod, games, seed)
        ratio = (games / a[1]) / (games / b[1])
        ratios.append(ratio)
        rows.append((a, b))
        print(
            f"  round {r + 1}: ours {games / a[1]:7.0f} games/CPU-s ({games / a[2]:6.0f} wall),"
            f" peer {games / b[1]:7.0f} ({games / b[2]:6.0f} wall), ratio {ratio:.2f}"
        )
    dec_ours = sum(a[0] for a, _ in rows) / (games * rounds)
    dec_peer = sum(b[0] for _, b in rows) / (games * rounds)
    med = statistics.median(ratios)
    print(f"  decisions per game: ours {dec_ours:.1f}, peer {dec_peer:.1f}")
    print(f"  ratio ours/peer (median of {rounds} rounds, games per CPU second): {med:.2f}x")
    report["peer: ratio"] = med
    report["peer: ratios"] = ratios
    report["peer: decisions_per_game"] = {"ours": dec_ours, "peer": dec_peer}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m benchmarks.peer")
    parser.add_argument("--peer", type=Path, help="the simulator's folder")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", help="'-': print the figures as JSON on the last line")
    args = parser.parse_args()
    figures: dict[str, Any] = {}
    main(figures, args.peer, args.games, args.rounds)
    if args.json == "-":
        print(json.dumps(figures))
