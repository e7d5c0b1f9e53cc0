"""Command line (docs/PROTOCOL.md §5)::

    python -m oriflamme replay SCENARIO.json   # state after all moves, as JSON
    python -m oriflamme legal SCENARIO.json    # legal moves after all moves, one per line
                                               # (any registered game: the file's "game",
                                               #  Oriflamme without one)
    python -m oriflamme match --bots strong,greedy,greedy --games 20 --seed 1
                                               # bots against bots: win rates, scores
    python -m oriflamme match --game orichalque --bots strong,greedy --games 10
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

#: What the command line says, on its one stderr line, when reading a file met
#: a defect of ours rather than a fault of the file (the fuzzers look for it).
INTERNAL = "internal error of the tutor while reading this file; please report it"


def _one_line(text: str) -> str:
    """``text`` on one line (a key or a value of the file may hold a line break)."""
    return text.replace("\r", "\\r").replace("\n", "\\n")


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
    m = sub.add_parser("match", help="bots against bots: each seat's win rate and final score")
    m.add_argument(
        "--game", default="oriflamme", help="a registered game (default oriflamme; orichalque)"
    )
    m.add_argument(
        "--bots",
        required=True,
        help="one bot per seat, comma-separated: easy|medium|strong (or random|greedy)",
    )
    m.add_argument("--games", type=int, default=20, help="how many games (default 20)")
    m.add_argument("--seed", type=int, default=0, help="game g is dealt with seed+g")
    m.add_argument("--edition", default=None, help="Oriflamme: base (default) | ablaze | alliance")
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
        if args.command == "replay":
            out = json.dumps(state.to_json(), ensure_ascii=False, indent=1) + "\n"
        else:
            out = "".join(m + "\n" for m in state.legal_moves())
    except ScenarioFileError as e:
        print(f"{args.scenario}: {_one_line(str(e))}", file=sys.stderr)
        return 2
    except IllegalMoveError as e:
        i = getattr(e, "index", 0)
        legal = ", ".join(e.legal) if e.legal else "none"
        why = _one_line(e.detail or e.code)
        print(f"move {i} {e.move!r}: {why} (legal: {legal})", file=sys.stderr)
        return 3
    except Exception as e:  # a defect of ours: still one line and exit 2, never a traceback
        what = _one_line(f"{type(e).__name__}: {e}")[:200]
        print(f"{args.scenario}: {INTERNAL} ({what})", file=sys.stderr)
        return 2
    try:
        sys.stdout.write(out)
        sys.stdout.flush()
    except BrokenPipeError:  # `... | head` closed the pipe: not an error of ours
        sys.stderr.close()
    return 0


def _match(args: argparse.Namespace) -> int:
    from .bots.match import play_match, report, seats
    from .core.registry import games, get_game

    def bad(option: str, text: str) -> int:
        print(f"{option}: {text}", file=sys.stderr)
        return 2

    names = [g.name for g in games()]
    if args.game not in names:
        return bad("--game", f"{args.game!r} is not a game ({', '.join(names)})")
    rules = get_game(args.game)
    levels = list(rules.bot_levels)
    kinds = [*levels, *(k for k in rules.sandbox.bot_kinds if k not in levels)]
    bots = [b.strip() for b in args.bots.split(",")]
    wrong = [b for b in bots if b not in kinds]
    if wrong:
        return bad("--bots", f"{wrong[0]!r} is not a bot of {args.game} ({', '.join(kinds)})")
    editions = rules.playable_editions()
    eds = [e.strip() for e in args.families.split(",")] if args.families else None
    if eds is not None and args.game != "oriflamme":
        return bad("--families", f"a mixed table is Oriflamme's; {args.game} has none")
    for e in [*([args.edition] if args.edition else []), *(eds or [])]:
        if e not in editions:
            return bad("--edition/--families", f"{e!r} is not an edition ({', '.join(editions)})")
    _, sizes = seats(rules)
    if len(bots) not in sizes:
        return bad("--bots", f"{len(bots)} bots, a game has {sizes[0]} to {sizes[-1]} players")
    if eds is not None and len(eds) != len(bots):
        return bad("--families", "give one edition per seat")
    if args.games < 1:
        return bad("--games", "at least 1")
    if args.time is not None and not args.time > 0:
        return bad("--time", "a number of seconds above 0")
    if args.iterations is not None and args.iterations < 1:
        return bad("--iterations", "at least 1")
    results = play_match(
        bots,
        args.games,
        seed=args.seed,
        edition=args.edition,
        families=eds,
        time_budget=args.time,
        iterations=args.iterations,
        game=args.game,
    )
    print(report(results, "influence" if args.game == "oriflamme" else "points"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
