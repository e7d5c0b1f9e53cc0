"""``make bench``: every benchmark, printed; figures recorded in docs/performance.md."""

from __future__ import annotations

import argparse
import json
import platform
import sys
from typing import Any

from . import engine, orichalque


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks")
    parser.add_argument("--games", type=int, default=1000, help="playouts per table")
    parser.add_argument("--orichalque-games", type=int, default=40, help="Orichalque playouts")
    parser.add_argument("--no-ui", action="store_true", help="skip the real-browser benchmark")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()
    report: dict[str, Any] = {"python": platform.python_version(), "machine": platform.machine()}
    engine.main(report, games=args.games)
    orichalque.main(report, games=args.orichalque_games)
    if not args.no_ui:
        from . import ui

        ui.main(report)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
