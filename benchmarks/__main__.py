"""``make bench``: every benchmark, printed; figures recorded in docs/performance.md."""

from __future__ import annotations

import argparse
import json
import platform
import sys
from pathlib import Path
from typing import Any

from . import bots, engine, peer


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks")
    parser.add_argument("--games", type=int, default=1000, help="playouts per table")
    parser.add_argument("--no-ui", action="store_true", help="skip the real-browser benchmark")
    parser.add_argument("--json", help="also write the figures to this file")
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
    args = parser.parse_args()
    report: dict[str, Any] = {"python": platform.python_version(), "machine": platform.machine()}
    peer.main(report, args.peer, games=args.peer_games, rounds=args.peer_rounds)
    engine.main(report, games=args.games)
    if args.match_games:
        bots.main(report, games=args.match_games, time_budget=args.match_time)
    if not args.no_ui:
        from . import ui

        ui.main(report)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
