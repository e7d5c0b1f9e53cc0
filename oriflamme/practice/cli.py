"""``python -m oriflamme puzzles``: write rule puzzles as scenario files.

::

    python -m oriflamme puzzles --game oriflamme --edition base --count 20 --seed 1 --out DIR
    python -m oriflamme puzzles --game orichalque --count 20 --seed 1 --out DIR

``--edition`` is a table of the game (Oriflamme: ``base``, ``ablaze``,
``alliance``, ``mixed``; Orichalque: ``orichalque``, its default). The same
arguments write the same files. Each file opens at the teacher's desk
(docs/practice.md). Prints one line per puzzle (file, kind, rules), then the
generation's figures. Exit 2 on a bad argument.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..games import games, get_game
from .files import write_puzzles
from .generate import Stats, generate


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("puzzles", help="write rule puzzles as scenario files for the desk")
    p.add_argument("--game", default="oriflamme", help="oriflamme | orichalque")
    p.add_argument(
        "--edition",
        default=None,
        help="the table: base | ablaze | alliance | mixed (Oriflamme), orichalque",
    )
    p.add_argument("--count", type=int, default=20, help="how many puzzles (default 20)")
    p.add_argument("--seed", type=int, default=1, help="the stream's seed (default 1)")
    p.add_argument("--out", default="puzzles", help="the folder to write (default ./puzzles)")


def run(args: argparse.Namespace) -> int:
    names = [g.name for g in games() if g.puzzles.available]
    if args.game not in names:
        print(f"--game: {args.game!r} has no puzzles ({', '.join(names)})", file=sys.stderr)
        return 2
    game = get_game(args.game)
    tables = list(game.puzzles.tables)
    table = args.edition or tables[0]
    if table not in tables:
        print(
            f"--edition: {table!r} is not a table of {game.name} ({', '.join(tables)})",
            file=sys.stderr,
        )
        return 2
    if args.count < 1:
        print("--count: at least 1", file=sys.stderr)
        return 2
    stats = Stats()
    made = generate(game, table, args.count, args.seed, stats)
    paths = write_puzzles([p for _, p in made], Path(args.out))
    for path, (_, p) in zip(paths, made, strict=True):
        print(f"{path}\t{p.kind}\t{' '.join(p.rules)}")
    rejected = sum(stats.rejected[k, r] for k, r in stats.rejected if r != "unfit")
    print(
        f"{len(made)} puzzles from {stats.games} games in {stats.seconds:.1f} s; "
        f"{stats.candidates} candidates, {rejected} rejected "
        f"({stats.rejected_as('ambiguous')} ambiguous), {stats.duplicates} duplicates",
        file=sys.stderr,
    )
    return 0 if made else 1
