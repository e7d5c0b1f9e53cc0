"""Command line (PROTOCOL.md §5)::

    python -m oriflamme replay SCENARIO.json   # state after all moves, as JSON
    python -m oriflamme legal SCENARIO.json    # legal moves after all moves, one per line

Exit codes: 0 done, 2 invalid scenario file, 3 illegal move (nothing on stdout,
one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys

from .engine import IllegalMove, ScenarioError
from .engine.scenario import load_scenario, read_scenario

#: The games a scenario's ``game`` field may name (default: oriflamme).
GAMES = ("oriflamme", "orichalque")


def load_any(source: str):
    """The state of a scenario file of any game (its ``game`` field)."""
    data = read_scenario(source)
    if not isinstance(data, dict) or "game" not in data:
        return load_scenario(data)
    game = data["game"]
    if game == "orichalque":
        from .orichalque import load_scenario as load_orichalque

        return load_orichalque(data)
    if game != "oriflamme":
        raise ScenarioError("game", f"{game!r} is not a game ({', '.join(GAMES)})", "not_a_game")
    return load_scenario({k: v for k, v in data.items() if k != "game"})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m oriflamme", description=__doc__.split("\n\n")[0]
    )
    sub = parser.add_subparsers(dest="command", required=True)
    for name, text in (
        ("replay", "print the state after the scenario's moves, as JSON"),
        ("legal", "print the legal moves after the scenario's moves, one per line"),
    ):
        p = sub.add_parser(name, help=text)
        p.add_argument("scenario", help="a scenario file (JSON, or YAML with the same keys)")
    args = parser.parse_args(argv)
    try:
        state = load_any(args.scenario)
    except ScenarioError as e:
        one_line = str(e).replace("\r", "\\r").replace("\n", "\\n")  # a key may hold one
        print(f"{args.scenario}: {one_line}", file=sys.stderr)
        return 2
    except IllegalMove as e:
        i = getattr(e, "index", 0)
        legal = ", ".join(e.legal) if e.legal else "none"
        print(f"move {i} {e.move!r}: {e.detail or e.code} (legal: {legal})", file=sys.stderr)
        return 3
    if args.command == "replay":
        out = json.dumps(state.to_json(), ensure_ascii=False, indent=1) + "\n"
    else:
        out = "".join(m + "\n" for m in state.legal_moves())
    try:
        sys.stdout.write(out)
        sys.stdout.flush()
    except BrokenPipeError:  # `... | head` closed the pipe: not an error of ours
        sys.stderr.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
