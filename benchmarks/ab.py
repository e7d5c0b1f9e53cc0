"""Two trees of the engine side by side in one process: is a change faster?

On a shared machine two runs of one benchmark differ by several per cent, so
two versions measured in two runs cannot be told apart by a few per cent. This
loads the engine of each tree under its own name (``ori_a``, ``ori_b``: the
engine's modules import each other relatively), plays the same random games
with each in turn (``peer.ours``, the workload of ``benchmarks/peer.py``: 3-player base games
from a fresh deal, uniformly random legal moves, through ``legal_moves()`` and
``apply()``), and prints B's speed over A's per round and their median::

    git worktree add /tmp/before <commit>
    .venv/bin/python -m benchmarks.ab /tmp/before .

Rounds alternate A and B, each timed by the process's CPU time.

``--game orichalque`` compares Orichalque's engines instead
(``oriflamme/games/orichalque/engine``): the same seeded games of 2, 3 and 4
players, dealt before the clock starts, uniformly random legal moves on a
``copy()`` (no undo history: how bots and playouts play), as
``benchmarks/orichalque.py``; ``--history`` plays on the dealt state itself,
recording every move for ``undo`` (how a lesson, the sandbox and the desk
play)::

    .venv/bin/python -m benchmarks.ab --game orichalque /tmp/before .
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import sys
import time
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .peer import ours


def load_engine(tree: Path, name: str, game: str = "oriflamme") -> Any:
    """Import the engine of ``game`` in ``tree`` as ``name.…engine``, the packages
    above it left unrun: ``oriflamme/games/<game>/engine`` (the layout of
    issue 25) or, for Oriflamme, ``oriflamme/engine`` (before it). What the
    engine imports from outside its game (``oriflamme.core``) comes from the
    installed package."""
    root = tree / "oriflamme"
    parts: tuple[str, ...] = ("games", game, "engine")
    if not (root.joinpath(*parts) / "__init__.py").is_file() and game == "oriflamme":
        parts = ("engine",)
    init = root.joinpath(*parts) / "__init__.py"
    if not init.is_file():
        raise SystemExit(f"no engine in {tree} (no {init})")
    for depth in range(len(parts)):  # the packages above the engine, empty
        package = types.ModuleType(".".join([name, *parts[:depth]]))
        package.__path__ = [str(root.joinpath(*parts[:depth]))]
        sys.modules[package.__name__] = package
    full = ".".join([name, *parts])
    spec = importlib.util.spec_from_file_location(
        full, init, submodule_search_locations=[str(init.parent)]
    )
    assert spec is not None and spec.loader is not None
    engine = importlib.util.module_from_spec(spec)
    sys.modules[full] = engine
    spec.loader.exec_module(engine)
    return engine


def play(engine: Any, games: int, first_seed: int) -> float:
    """CPU seconds for ``games`` random games with ``engine`` (``peer.ours``'s loop)."""
    return ours(games, first_seed, engine.new_game)[1]


ORICHALQUE_PLAYERS = ("red", "blue", "green", "yellow")


def play_orichalque(
    engine: Any, games: int, first_seed: int, history: bool = False, moves: list[int] | None = None
) -> float:
    """CPU seconds for ``games`` random games of Orichalque with ``engine`` (2, 3
    and 4 players in turn; dealt before the clock starts); the number of
    decisions played is appended to ``moves``."""
    dealt = [
        engine.new_game(ORICHALQUE_PLAYERS[: 2 + i % 3], seed=i)
        for i in range(first_seed, first_seed + games)
    ]
    n = 0
    cpu = time.process_time()
    for i, st0 in enumerate(dealt, first_seed):
        st = st0 if history else st0.copy()
        choice = random.Random(i).choice
        while not st.finished:
            st.apply(choice(st.legal_moves()))
            n += 1
    spent = time.process_time() - cpu
    if moves is not None:
        moves.append(n)
    return spent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.ab", description=__doc__)
    parser.add_argument("a", type=Path, help="the tree measured first (the reference)")
    parser.add_argument("b", type=Path, help="the tree compared with it")
    parser.add_argument(
        "--games", type=int, help="games per tree per round (Oriflamme 300, Orichalque 30)"
    )
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--game", choices=("oriflamme", "orichalque"), default="oriflamme")
    parser.add_argument(
        "--history", action="store_true", help="Orichalque: play with the undo history"
    )
    args = parser.parse_args(argv)
    a = load_engine(args.a, "ori_a", args.game)
    b = load_engine(args.b, "ori_b", args.game)
    run: Callable[[Any, int, int], float] = play
    args.games = args.games or (30 if args.game == "orichalque" else 300)
    decisions: list[int] = []  # Orichalque: the decisions of each run, A's and B's in turn
    if args.game == "orichalque":
        run = lambda engine, n, seed: play_orichalque(  # noqa: E731
            engine, n, seed, args.history, decisions
        )
    run(a, min(args.games, 100), 10**6)  # warm-up of both, not counted
    run(b, min(args.games, 100), 10**6)
    ratios = []
    rates: tuple[list[float], list[float]] = ([], [])
    decisions.clear()
    for r in range(args.rounds):
        seed = r * args.games
        ta = run(a, args.games, seed)
        tb = run(b, args.games, seed)
        ratios.append(ta / tb)
        if decisions:
            rates[0].append(decisions[-2] / ta)
            rates[1].append(decisions[-1] / tb)
    print(f"A: {args.a}\nB: {args.b}")
    if args.game == "orichalque":
        history = "with the undo history" if args.history else "on copies"
        print(f"Orichalque, {args.games} games per tree per round, {history}")
        a_rate, b_rate = (statistics.median(x) for x in rates)
        print(f"decisions per CPU second (median): A {a_rate:,.0f}, B {b_rate:,.0f}")
    print("B's speed over A's, per round: " + " ".join(f"{x:.3f}" for x in ratios))
    print(f"median of {args.rounds} rounds: {statistics.median(ratios):.3f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
