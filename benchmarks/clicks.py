"""Board clicks in the kernel, each game's board side by side: ``python -m benchmarks clicks``.

What a click costs the tutor's kernel (the widget's handler and the redraw it
triggers, no browser), for the board widget the app shows of each game: a
seeded random game of three families, Oriflamme (base edition, ``GameView``)
and Orichalque (``OrichalqueBoard``), every family at the board and every card
shown (the teacher's desk). At each of the first ``--decisions`` decisions,
every button the board offers is pressed and every choice it opens followed,
nothing played — what ``tests/widgets/test_every_decision.py`` and
``tests/widgets/test_orichalque_every_decision.py`` do at each decision, and
the reason those tests took minutes when Orichalque's board re-told its whole
log at each click (issue 32's CI failure, fixed in 0bcd472). Then the move a
seeded random bot chooses is played through the board (the move and the
redraw).

Per game: the clicks pressed, the median over decisions of the milliseconds per
click, the median milliseconds per move played, and the ratio Orichalque /
Oriflamme. The two games alternate, ``--rounds`` times each, so that both see
the same machine load; medians over the rounds. Absolute figures on a shared
machine move a lot between runs; the ratio less.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import ipywidgets as w

# The every-decision tests' explorers are plain functions in tests/widgets.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "widgets"))

PLAYERS = ["red", "blue", "green"]


@contextmanager
def _counting() -> Iterator[list[int]]:
    """Count every ``Button.click`` while inside (the board's own and ours)."""
    count = [0]
    original = w.Button.click

    def click(self: w.Button) -> None:
        count[0] += 1
        original(self)

    w.Button.click = click  # type: ignore[method-assign]
    try:
        yield count
    finally:
        w.Button.click = original


def _oriflamme(seed: int) -> tuple[Any, Callable[[Any], Any], Callable[[Any], str]]:
    from test_every_decision import reachable

    from oriflamme.bots import RandomBot
    from oriflamme.games import get_game
    from oriflamme.widgets import GameView

    state = get_game("oriflamme").new_game(PLAYERS, seed=seed, edition="base")
    board = GameView(state, humans=PLAYERS, see_all=True, lang="uk")
    bot = RandomBot(seed)
    return board, reachable, lambda b: bot.choose(b.state.view(b.state.pending.player))


def _orichalque(seed: int) -> tuple[Any, Callable[[Any], Any], Callable[[Any], str]]:
    from test_orichalque_every_decision import offered

    from oriflamme.games.orichalque.game import GAME, RandomBot
    from oriflamme.widgets.orichalque import OrichalqueBoard

    state = GAME.new_game(PLAYERS, seed=seed)
    board = OrichalqueBoard(state, humans=PLAYERS, see_all=True, lang="uk")
    bot = RandomBot(seed)
    return board, offered, lambda b: bot.choose(b.state)


GAMES = {"oriflamme": _oriflamme, "orichalque": _orichalque}


def one_game(name: str, seed: int, decisions: int) -> dict[str, float]:
    """Explore every click at each of ``decisions`` decisions of one seeded game."""
    board, explore, choose = GAMES[name](seed)
    per_click: list[float] = []
    per_move: list[float] = []
    clicks = 0
    for _ in range(decisions):
        if board.state.pending is None:
            break
        with _counting() as count:
            start = time.perf_counter()
            explore(board)
            elapsed = time.perf_counter() - start
        if count[0]:
            per_click.append(elapsed * 1000 / count[0])
            clicks += count[0]
        move = choose(board)
        start = time.perf_counter()
        if not board.play(move):
            raise RuntimeError(f"{name}: the board refused the bot's {move!r}")
        per_move.append((time.perf_counter() - start) * 1000)
    return {
        "clicks": clicks,
        "ms_per_click": statistics.median(per_click),
        "ms_per_move": statistics.median(per_move),
    }


def main(report: dict[str, Any], decisions: int = 40, rounds: int = 3, seed: int = 2) -> None:
    print(
        f"board clicks in the kernel: every click of {decisions} decisions of a seeded"
        f" 3-family game, {rounds} rounds, the games alternating"
    )
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in GAMES}
    for _ in range(rounds):
        for name in GAMES:
            runs[name].append(one_game(name, seed, decisions))
    med: dict[str, dict[str, float]] = {}
    print(f"  {'board':12} {'clicks':>7} {'ms/click':>9} {'ms/move':>8}   (medians of {rounds})")
    for name, rows in runs.items():
        med[name] = {k: statistics.median(r[k] for r in rows) for k in rows[0]}
        m = med[name]
        print(f"  {name:12} {m['clicks']:7.0f} {m['ms_per_click']:9.2f} {m['ms_per_move']:8.1f}")
        report[f"clicks: {name}"] = {**m, "rounds": [r["ms_per_click"] for r in rows]}
    click_ratio = med["orichalque"]["ms_per_click"] / med["oriflamme"]["ms_per_click"]
    move_ratio = med["orichalque"]["ms_per_move"] / med["oriflamme"]["ms_per_move"]
    print(
        f"  ratio orichalque / oriflamme: {click_ratio:.2f}x per click, {move_ratio:.2f}x per move"
    )
    report["clicks: ratio orichalque/oriflamme"] = {"click": click_ratio, "move": move_ratio}


def cli(argv: list[str], report: dict[str, Any]) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks clicks")
    parser.add_argument("--decisions", type=int, default=40, help="decisions of each game")
    parser.add_argument("--rounds", type=int, default=3, help="games of each board (default 3)")
    parser.add_argument("--seed", type=int, default=2, help="the deal and the bots' seed")
    args = parser.parse_args(argv)
    main(report, args.decisions, args.rounds, args.seed)


if __name__ == "__main__":
    cli(sys.argv[1:], {})
