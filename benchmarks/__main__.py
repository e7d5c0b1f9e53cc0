"""``make bench``: every benchmark, printed; figures recorded in docs/performance.md.

``python -m benchmarks`` runs them all (engine, board clicks, UI, load, then the long fuzz run);
``python -m benchmarks load [--learners 1,5,10 --spread 60 ...]`` only the load one;
``python -m benchmarks kernel`` the served page's kernel at start and at the app's first screen;
``python -m benchmarks clicks [--decisions 40 --rounds 3]`` each game's board clicks in the kernel;
``python -m benchmarks practice [--seeds 3 --games 20]`` only the rule puzzles' one;
``python -m benchmarks.fuzz`` only the long fuzz run (``benchmarks/fuzz.py``).
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
from pathlib import Path
from typing import Any

from . import bots, engine, orichalque, peer


def _write(report: dict[str, Any], path: str | None) -> None:
    if path:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=1)


def main() -> int:
    report: dict[str, Any] = {"python": platform.python_version(), "machine": platform.machine()}
    if sys.argv[1:2] == ["site"]:
        from . import site

        site.main(report)
        return 0
    if sys.argv[1:2] == ["clicks"]:
        from . import clicks

        clicks.cli(sys.argv[2:], report)
        return 0
    if sys.argv[1:2] == ["practice"]:
        from . import practice

        parser = argparse.ArgumentParser(prog="python -m benchmarks practice")
        parser.add_argument("--seeds", type=int, default=3, help="streams (seeds 1..N)")
        parser.add_argument("--games", type=int, default=20, help="bot games per stream")
        parser.add_argument(
            "--browser", action="store_true", help="also «New puzzle» on the site and Voila"
        )
        args = parser.parse_args(sys.argv[2:])
        practice.main(report, args.seeds, args.games)
        if args.browser:
            practice.browser_main(report)
        return 0
    if sys.argv[1:2] == ["kernel"]:
        from . import kernel

        sub = argparse.ArgumentParser(prog="python -m benchmarks kernel")
        sub.add_argument("--rounds", type=int, default=3, help="kernels of each kind (default 3)")
        sub.add_argument("--json", help="also write the figures to this file")
        opts = sub.parse_args(sys.argv[2:])
        kernel.main(report, opts.rounds)
        _write(report, opts.json)
        return 0
    if sys.argv[1:2] == ["load"]:
        from . import load

        argv = sys.argv[2:]
        json_path = None
        if "--json" in argv:
            at = argv.index("--json")
            json_path = argv[at + 1] if at + 1 < len(argv) else None
            del argv[at : at + 2]
        load.main(report, argv)
        _write(report, json_path)
        return 0
    parser = argparse.ArgumentParser(prog="python -m benchmarks")
    parser.add_argument("--games", type=int, default=1000, help="playouts per table")
    parser.add_argument("--orichalque-games", type=int, default=40, help="Orichalque playouts")
    parser.add_argument("--no-ui", action="store_true", help="skip the real-browser benchmark")
    parser.add_argument(
        "--no-load", action="store_true", help="skip the many-learners benchmark (load)"
    )
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--no-fuzz", action="store_true", help="skip the long fuzz run (issue 19)")
    parser.add_argument(
        "--peer",
        type=Path,
        help="the open simulator's folder (default: ../shared/peers/oriflamme-simulator)",
    )
    parser.add_argument("--peer-games", type=int, default=400, help="games per side per round")
    parser.add_argument("--peer-rounds", type=int, default=5, help="alternating rounds")
    parser.add_argument(
        "--match-games", type=int, default=30, help="strong vs two greedy bots: games"
    )
    parser.add_argument(
        "--match-time", type=float, default=0.5, help="the strong bot's seconds per decision"
    )
    parser.add_argument(
        "--och-match-games",
        type=int,
        default=20,
        help="Orichalque: strong vs greedy games (0 skips it)",
    )
    args = parser.parse_args()
    peer.main(report, args.peer, games=args.peer_games, rounds=args.peer_rounds)
    engine.main(report, games=args.games)
    orichalque.main(report, games=args.orichalque_games)
    from . import practice

    practice.main(report)
    from . import clicks

    clicks.main(report)
    if args.match_games:
        bots.main(report, games=args.match_games, time_budget=args.match_time)
    if args.och_match_games:
        bots.orichalque(report, games=args.och_match_games)
    if not args.no_ui:
        from . import ui

        ui.main(report)
    if not args.no_ui:
        from . import site

        site.main(report)
        practice.browser_main(report)
    if not args.no_ui and not args.no_load:
        from . import load

        load.main(report, [])
    if not args.no_fuzz:
        from . import fuzz

        fuzz.main(report)
    _write(report, args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
