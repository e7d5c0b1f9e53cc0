"""What the mypyc build gives a user (issue 25): ``python -m benchmarks compiled``.

The compiled build (``make compiled``, ``benchmarks/compile.py``) makes the
engine's playouts faster; a user meets them in two places: the advisor (a
fixed number of search iterations per question: the answer comes sooner) and
the strong bot (a fixed time per decision: more iterations, so a stronger
player). Both come down to one measure, timed here side by side: the strong
bot's search of ``ITERATIONS`` iterations (what the advisor runs, then it
looks at a few worlds) on the same positions — decisions of seeded games of
the base edition and Ablaze, from the deciding player's view — once on the
pure-Python package and once on ``build/mypyc``, in child processes taking
turns for ``--rounds`` rounds. Printed: each side's median seconds per search
and the ratio pure / compiled.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
COMPILED = ROOT / "build" / "mypyc"

#: The child: times the searches and prints the seconds as JSON.
CHILD = r"""
import json, sys, time
import oriflamme
from oriflamme.bots import RandomBot
from oriflamme.bots.strong import StrongBot
from oriflamme.games.oriflamme.engine import state as st

compiled = not st.__file__.endswith(".py")
positions, iterations = int(sys.argv[1]), int(sys.argv[2])
views = []
for seed in range(positions):
    edition = "base" if seed % 2 == 0 else "ablaze"
    game = oriflamme.new_game(["red", "blue", "green"], seed=seed, edition=edition)
    rand = RandomBot(seed)
    for _ in range(6 + seed % 7):  # into the first rounds
        if game.finished:
            break
        game.apply(rand.choose(game.view(game.pending.player)))
    if not game.finished:
        views.append(game.view(game.pending.player))
times = []
for i, view in enumerate(views):
    t = time.process_time()
    StrongBot(i, time_budget=None, iterations=iterations).analyse(view)
    times.append(time.process_time() - t)
print(json.dumps({"compiled": compiled, "times": times}))
"""


def _child(compiled: bool, positions: int, iterations: int) -> dict[str, Any]:
    env = dict(os.environ)
    if compiled:
        env["PYTHONPATH"] = f"{COMPILED}{os.pathsep}{ROOT}"
        env["PYTHONSAFEPATH"] = "1"
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(positions), str(iterations)],
        cwd=COMPILED if compiled else ROOT,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    if result["compiled"] != compiled:
        raise RuntimeError(f"asked for compiled={compiled}, ran compiled={result['compiled']}")
    return result


def main(
    report: dict[str, Any], rounds: int = 3, positions: int = 12, iterations: int = 300
) -> None:
    if not (COMPILED / ".built").exists():
        raise SystemExit("no compiled build: run `make compiled` first")
    pure: list[float] = []
    fast: list[float] = []
    for _ in range(rounds):
        pure.extend(_child(False, positions, iterations)["times"])
        fast.extend(_child(True, positions, iterations)["times"])
    p, c = statistics.median(pure), statistics.median(fast)
    report["compiled"] = {
        "searches": len(pure),
        "iterations": iterations,
        "pure_s": round(p, 4),
        "compiled_s": round(c, 4),
        "ratio": round(p / c, 2),
    }
    print(
        f"compiled: the strong bot's search of {iterations} iterations (the advisor's),"
        f" {len(pure)} searches each side, CPU seconds, medians\n"
        f"  pure Python {p:.3f} s   compiled {c:.3f} s   pure / compiled {p / c:.2f}×"
    )


def strength(report: dict[str, Any], games: int, iterations: int, gain: float) -> None:
    """What more iterations buy: the strong bot with ``iterations`` against
    itself with ``gain`` times as many (what the compiled build gives in the
    same thinking time), and a greedy bot, seats turning each game; base
    edition, three families. Printed: each one's win rate with its 95 %
    interval (ties share the win)."""
    import oriflamme
    from oriflamme.bots import GreedyBot, StrongBot

    more = round(iterations * gain)
    kinds = ("fewer", "more", "greedy")
    wins = {k: [] for k in kinds}  # type: dict[str, list[float]]
    players = ["red", "blue", "green"]
    for g in range(games):
        order = kinds[g % 3 :] + kinds[: g % 3]
        seat = dict(zip(players, order, strict=True))
        bots = {
            "fewer": StrongBot(g, time_budget=None, iterations=iterations),
            "more": StrongBot(g, time_budget=None, iterations=more),
            "greedy": GreedyBot(g),
        }
        state = oriflamme.new_game(players, seed=1000 + g).copy()
        while not state.finished:
            p = state.pending.player
            state.apply(bots[seat[p]].choose(state.view(p)), player=p)
        share = 1 / len(state.winners)
        for p in players:
            wins[seat[p]].append(share if p in state.winners else 0.0)
    report["compiled_strength"] = {"games": games, "iterations": [iterations, more]}
    print(f"  {games} games, strong ({iterations} iterations) vs strong ({more}) vs greedy:")
    for k in kinds:
        xs = wins[k]
        m = statistics.mean(xs)
        ci = 1.96 * statistics.stdev(xs) / len(xs) ** 0.5 if len(xs) > 1 else 0.0
        report["compiled_strength"][k] = round(m, 3)
        print(f"    {k:7} win rate {100 * m:5.1f} % ± {100 * ci:4.1f}")


def cli(argv: list[str], report: dict[str, Any]) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks compiled")
    parser.add_argument("--rounds", type=int, default=3, help="turns of each side (default 3)")
    parser.add_argument("--positions", type=int, default=12, help="positions per turn")
    parser.add_argument("--iterations", type=int, default=300, help="search iterations")
    parser.add_argument(
        "--strength",
        type=int,
        default=0,
        help="also play N games: fewer vs more iterations",
    )
    args = parser.parse_args(argv)
    main(report, args.rounds, args.positions, args.iterations)
    if args.strength:
        strength(report, args.strength, args.iterations, report["compiled"]["ratio"])
