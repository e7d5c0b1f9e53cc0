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
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import types
from pathlib import Path
from typing import Any

from .peer import ours


def load_engine(tree: Path, name: str) -> Any:
    """Import the Oriflamme engine of ``tree`` as ``name.…engine``, the packages
    above it left unrun: ``oriflamme/games/oriflamme/engine`` (the layout of
    issue 25) or ``oriflamme/engine`` (before it). What the engine imports from
    outside its game (``oriflamme.core``) comes from the installed package."""
    root = tree / "oriflamme"
    parts = ("games", "oriflamme", "engine")
    if not (root.joinpath(*parts) / "__init__.py").is_file():
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.ab", description=__doc__)
    parser.add_argument("a", type=Path, help="the tree measured first (the reference)")
    parser.add_argument("b", type=Path, help="the tree compared with it")
    parser.add_argument("--games", type=int, default=300, help="games per tree per round")
    parser.add_argument("--rounds", type=int, default=12)
    args = parser.parse_args(argv)
    a, b = load_engine(args.a, "ori_a"), load_engine(args.b, "ori_b")
    play(a, 100, 10**6)  # warm-up of both, not counted
    play(b, 100, 10**6)
    ratios = []
    for r in range(args.rounds):
        seed = r * args.games
        ta = play(a, args.games, seed)
        tb = play(b, args.games, seed)
        ratios.append(ta / tb)
    print(f"A: {args.a}\nB: {args.b}")
    print("B's speed over A's, per round: " + " ".join(f"{x:.3f}" for x in ratios))
    print(f"median of {args.rounds} rounds: {statistics.median(ratios):.3f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
