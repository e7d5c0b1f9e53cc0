"""Command line (docs/PROTOCOL.md §5)::

    python -m oriflamme replay SCENARIO.json   # state after all moves, as JSON
    python -m oriflamme legal SCENARIO.json    # legal moves after all moves, one per line
                                               # (any registered game: the file's "game",
                                               #  Oriflamme without one)
    python -m oriflamme match --bots strong,greedy,greedy --games 20 --seed 1
                                               # bots against bots: win rates, influence
    python -m oriflamme puzzles --game oriflamme --edition base --count 20 --seed 1 --out DIR
                                               # rule puzzles as scenario files (docs/practice.md)

Exit codes (both games; docs/protocol.md «The command line»): 0 done, 2 an
invalid scenario file or a bad option, 3 an illegal move, numbered from 1
(nothing on stdout, one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys

from .core.errors import IllegalMoveError, ScenarioFileError
from .core.registry import load_scenario


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
    m = sub.add_parser("match", help="bots against bots: each seat's win rate and influence")
    m.add_argument(
        "--bots",
        required=True,
        help="one bot per seat, comma-separated: easy|medium|strong (or random|greedy)",
    )
    m.add_argument("--games", type=int, default=20, help="how many games (default 20)")
    m.add_argument("--seed", type=int, default=0, help="game g is dealt with seed+g")
    m.add_argument("--edition", default="base", help="base | ablaze | alliance")
    m.add_argument("--families", help="one edition per seat, comma-separated (a mixed table)")
    m.add_argument("--time", type=float, default=None, help="the strong bots' seconds per decision")
    m.add_argument(
        "--iterations", type=int, default=None, help="the strong bots' searches per decision"
    )
    from .practice import cli as puzzles_cli

    puzzles_cli.add_parser(sub)
    args = parser.parse_args(argv)
    if args.command == "match":
        return _match(args)
    if args.command == "puzzles":
        return puzzles_cli.run(args)
    try:
        state = load_scenario(args.scenario)  # any registered game's file, read once
    except ScenarioFileError as e:
        one_line = str(e).replace("\r", "\\r").replace("\n", "\\n")  # a key may hold one
        print(f"{args.scenario}: {one_line}", file=sys.stderr)
        return 2
    except IllegalMoveError as e:
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


def _match(args: argparse.Namespace) -> int:
    from .bots import BOTS, LEVELS
    from .bots.match import play_match, report
    from .core.registry import get_game

    editions = get_game("oriflamme").editions  # the match plays Oriflamme's bots

    bots = [b.strip() for b in args.bots.split(",")]
    eds = [e.strip() for e in args.families.split(",")] if args.families else None
    bad = [b for b in bots if b not in BOTS and b not in LEVELS]
    if bad:
        known = ", ".join([*LEVELS, *BOTS])
        print(f"--bots: {bad[0]!r} is not a bot ({known})", file=sys.stderr)
        return 2
    for e in [args.edition, *(eds or [])]:
        if e not in editions:
            print(f"--edition/--families: {e!r} is not an edition", file=sys.stderr)
            return 2
    if not 2 <= len(bots) <= 5:
        print(f"--bots: {len(bots)} bots, a game has 2 to 5 players", file=sys.stderr)
        return 2
    if eds is not None and len(eds) != len(bots):
        print("--families: give one edition per seat", file=sys.stderr)
        return 2
    if args.games < 1:
        print("--games: at least 1", file=sys.stderr)
        return 2
    results = play_match(
        bots,
        args.games,
        seed=args.seed,
        edition=args.edition,
        families=eds,
        time_budget=args.time,
        iterations=args.iterations,
    )
    print(report(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
