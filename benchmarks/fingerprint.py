"""A fingerprint of what the engines do: one hash before and after a change
that must not change behaviour (a move of files, a rewrite for speed).

``python -m benchmarks.fingerprint`` plays random games of every Oriflamme
edition (base, Ablaze, Alliance), of mixed tables (each family its own
edition) and of Orichalque, 2 to 5 players (Orichalque 2 to 4), and hashes, at
every decision:

- the pending decision (player, kind, moves) and ``legal_moves()``;
- ``to_json()``'s text (keys in their own order: the JSON byte for byte);
- the refusals of some wrong moves (a move of another decision, a card not in
  hand, garbage, a legal move by the wrong player): the reason code and text,
  and the state untouched after them (they must change nothing); that the
  JSON loads back the same through the game's ``from_json``;
- every player's ``view`` and the teacher's (``None``);
- the events of the move played, each as every viewer may see it
  (``Game.event_for``);
- ``undo()`` after the move (the move it returns, the state back as before)
  and the move played again.

``play_one`` is the one hashing of a game: Orichalque's stored fingerprint
(``tests/orichalque/test_orichalque_fingerprint.py``) uses it too, with the
refusals, views and undo at every 10th decision only.

Then bots play: Oriflamme's random, greedy and strong (a fixed number of
iterations: deterministic) and Orichalque's random and greedy. Last, the
words and the drawing on a sample of positions: ``narrate``, ``move_text``,
``explain`` of a refusal in uk, ru and fr, and ``board_svg``.

It prints one hash per table and part, and the hash of them all::

    .venv/bin/python -m benchmarks.fingerprint            # 1000 games per table
    .venv/bin/python -m benchmarks.fingerprint --games 50 # a quick look

The script reaches the games only through the registry (``get_game``) and the
package root (``oriflamme.new_game`` for mixed tables), so the same script runs
on a tree before and after a change of layout.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

NAMES = ("red", "blue", "green", "yellow", "purple")
EDITIONS = ("base", "ablaze", "alliance")
LANGS = ("uk", "ru", "fr")
#: Wrong moves tried at each decision (those that happen to be legal are skipped).
ORIFLAMME_WRONG = (
    "reveal",
    "bank",
    "play archer start",
    "play lord on 0",
    "play heir on 9",
    "target 0",
    "target 99",
    "option 7",
    "from aside",
    "swap 0 1",
    "jump",
    "",
)
ORICHALQUE_WRONG = (
    "take 9",
    "place z9 z8",
    "fight a1 4",
    "build 5 a1",
    "temple a1 a2 a3 a4",
    "extra dance hoplites",
    "discard 9",
    "release zeus",
    "first nobody",
    "jump",
    "",
    "medallion",
    "pass",
)


def _get_game(name: str) -> Any:
    try:
        from oriflamme.core import get_game  # type: ignore[attr-defined,unused-ignore]
    except ImportError:  # the layout before issue 25
        from oriflamme.games import get_game
    return get_game(name)


def canon(x: Any) -> Any:
    """A JSON-able form of an engine value: named tuples by their type and fields."""
    if hasattr(x, "_asdict") and hasattr(x, "_fields"):
        return [type(x).__name__, {k: canon(v) for k, v in x._asdict().items()}]
    if isinstance(x, dict):
        return {str(k): canon(v) for k, v in x.items()}
    if isinstance(x, list | tuple | set | frozenset):
        items = [canon(v) for v in x]
        return sorted(items, key=repr) if isinstance(x, set | frozenset) else items
    if x is None or isinstance(x, bool | int | float | str):
        return x
    return repr(x)


def dump(x: Any) -> bytes:
    return json.dumps(canon(x), sort_keys=True, ensure_ascii=False).encode("utf-8")


class Hasher:
    def __init__(self) -> None:
        self.h = hashlib.sha256()

    def add(self, tag: str, x: Any) -> None:
        self.h.update(tag.encode())
        self.h.update(dump(x))

    def hexdigest(self) -> str:
        return self.h.hexdigest()


def _pending(st: Any) -> Any:
    p = st.pending
    return None if p is None else [p.player, p.decision, list(p.moves)]


def play_one(game: Any, st: Any, seed: int, wrong: Sequence[str], *, sample: int = 1) -> str:
    """One random game from ``st``, hashed (the one hashing of a game: this
    script's tables and ``tests/orichalque/test_orichalque_fingerprint.py``).

    At every decision: the pending decision, the legal moves, ``to_json()``'s
    text (keys in their own order: the JSON byte for byte) and the events of
    the move played, each as every viewer sees it. At every ``sample``-th
    decision also three refusals of ``wrong`` moves (reason code, text, legal
    moves) and of a legal move by a player who is not deciding, the state
    untouched after them, every view's text and the teacher's, the JSON's
    round trip through ``from_json``, then ``undo()`` after the move (the move
    it returns, the state back as before) and the move played again."""
    h = Hasher()
    rng = random.Random(seed)
    viewers = [None, *st.players]
    h.add("opening", [[game.event_for(e, v) for v in viewers] for e in st.opening])
    n = 0
    while not st.finished:
        legal = st.legal_moves()
        h.add("pending", _pending(st))
        h.add("legal", legal)
        data = st.to_json()
        h.add("json", json.dumps(data, ensure_ascii=False))
        if n % sample == 0:
            for bad in rng.sample(list(wrong), 3):
                if bad not in legal:
                    try:
                        st.apply(bad)
                    except game.illegal_move as e:
                        h.add("refused", [bad, e.code, str(e), list(getattr(e, "legal", []))])
                    else:
                        raise AssertionError(f"seed {seed}: {bad!r} accepted")
            other = next(p for p in st.players if p != _pending(st)[0])
            try:
                st.apply(legal[0], player=other)
            except game.illegal_move as e:
                h.add("refused", [e.code, str(e), list(getattr(e, "legal", []))])
            else:
                raise AssertionError(f"seed {seed}: {legal[0]!r} by {other} accepted")
            h.add("untouched", st.to_json() == data)
            h.add("views", [json.dumps(st.view(v), ensure_ascii=False) for v in viewers])
            h.add("round_trip", game.from_json(json.loads(json.dumps(data))).to_json() == data)
        move = rng.choice(legal)
        events = st.apply(move)
        h.add("move", move)
        h.add("events", [[game.event_for(e, v) for v in viewers] for e in events])
        if n % sample == 0:
            h.add("undo", [st.undo(), st.to_json() == data])
            h.add("again", st.apply(move) == events)
        n += 1
        if n > 5000:
            raise AssertionError(f"seed {seed}: no end after 5000 moves")
    h.add("end", [json.dumps(st.to_json()), st.winners, st.scores(), st.view(None)])
    return h.hexdigest()


# ---------------------------------------------------------------- the tables


def _players(seed: int, most: int) -> list[str]:
    return list(NAMES[: 2 + seed % (most - 1)])


def oriflamme_game(edition: str, seed: int) -> str:
    game = _get_game("oriflamme")
    st = game.new_game(_players(seed, 5), seed=seed, edition=edition)
    return play_one(game, st, seed, ORIFLAMME_WRONG)


def mixed_game(seed: int) -> str:
    import oriflamme

    game = _get_game("oriflamme")
    players = _players(seed, 5)
    rng = random.Random(-seed - 1)
    families = {p: rng.choice(EDITIONS) for p in players}
    edition = families.pop(players[0])
    st = oriflamme.new_game(players, edition, seed, families=families)
    return play_one(game, st, seed, ORIFLAMME_WRONG)


def orichalque_game(seed: int) -> str:
    game = _get_game("orichalque")
    st = game.new_game(_players(seed, 4), seed=seed)
    return play_one(game, st, seed, ORICHALQUE_WRONG)


def oriflamme_bots(seed: int) -> str:
    """A game of Oriflamme's bots: random, greedy, strong (40 iterations)."""
    import oriflamme
    from oriflamme.bots import make_bot, play_game

    players = _players(seed, 5)
    kinds = ("random", "greedy", "strong")
    bots = {
        p: make_bot(kinds[(seed + i) % 3], seed * 10 + i, time_budget=None, iterations=40)
        if kinds[(seed + i) % 3] == "strong"
        else make_bot(kinds[(seed + i) % 3], seed * 10 + i)
        for i, p in enumerate(players)
    }
    st = oriflamme.new_game(players, EDITIONS[seed % 3], seed)
    play_game(st, bots)
    return hashlib.sha256(dump([st.to_json(), st.scores()])).hexdigest()


def orichalque_bots(seed: int) -> str:
    """A game of Orichalque's bots, random and greedy."""
    game = _get_game("orichalque")
    try:
        from oriflamme.games.orichalque.game.bots import make_bot  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        from oriflamme.games.orichalque.bots import make_bot  # type: ignore[import-not-found,no-redef,unused-ignore]

    players = _players(seed, 4)
    st = game.new_game(players, seed=seed)
    bots = {
        p: make_bot(("random", "greedy")[(seed + i) % 2], seed * 10 + i)
        for i, p in enumerate(players)
    }
    moves = 0
    while not st.finished and moves < 5000:
        st.apply(bots[st.pending.player].choose(st))
        moves += 1
    return hashlib.sha256(dump([st.to_json(), st.scores(), moves])).hexdigest()


def words_game(name: str, seed: int) -> str:
    """Words and drawing along one random game: every 5th decision."""
    game = _get_game(name)
    if name == "oriflamme":
        st = game.new_game(_players(seed, 5), seed=seed, edition=EDITIONS[seed % 3])
        wrong = ORIFLAMME_WRONG
    else:
        st = game.new_game(_players(seed, 4), seed=seed)
        wrong = ORICHALQUE_WRONG
    h = Hasher()
    rng = random.Random(seed)
    n = 0
    while not st.finished:
        legal = st.legal_moves()
        move = rng.choice(legal)
        if n % 5 == 0:
            lang = LANGS[n // 5 % 3]
            viewer = rng.choice([None, *st.players])
            h.add("svg", game.board_svg(st, viewer, lang))
            h.add("move_text", [game.move_text(m, lang) for m in legal])
            bad = next(b for b in wrong if b not in legal)
            try:
                st.apply(bad)
            except game.illegal_move as e:
                h.add("explain", [game.explain(e, lang), game.explain(e, lang, True)])
        events = st.apply(move)
        if n % 5 == 0:
            lang = LANGS[n // 5 % 3]
            h.add("narrate", [game.narrate(e, lang) for e in events])
        n += 1
    return h.hexdigest()


# ---------------------------------------------------------------- running


def _run(job: tuple[str, int, int]) -> tuple[str, list[str]]:
    table, first, count = job
    fn: Callable[[int], str]
    if table in EDITIONS:
        fn = lambda s: oriflamme_game(table, s)  # noqa: E731
    elif table == "mixed":
        fn = mixed_game
    elif table == "orichalque":
        fn = orichalque_game
    elif table == "bots-oriflamme":
        fn = oriflamme_bots
    elif table == "bots-orichalque":
        fn = orichalque_bots
    elif table.startswith("words-"):
        name = table.removeprefix("words-")
        fn = lambda s: words_game(name, s)  # noqa: E731
    else:
        raise ValueError(table)
    return table, [fn(s) for s in range(first, first + count)]


def jobs(tables: dict[str, int], chunk: int) -> Iterable[tuple[str, int, int]]:
    for table, games in tables.items():
        for first in range(0, games, chunk):
            yield table, first, min(chunk, games - first)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.fingerprint", description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="random games per table")
    parser.add_argument("--bots", type=int, default=60, help="bot games per game")
    parser.add_argument("--words", type=int, default=40, help="games told and drawn per game")
    parser.add_argument("--jobs", type=int, default=2, help="processes")
    args = parser.parse_args(argv)
    tables = {e: args.games for e in EDITIONS}
    tables |= {"mixed": args.games, "orichalque": args.games}
    tables |= {"bots-oriflamme": args.bots, "bots-orichalque": args.bots}
    tables |= {"words-oriflamme": args.words, "words-orichalque": args.words}
    start = time.perf_counter()
    digests: dict[str, list[str]] = {t: [] for t in tables}
    todo = list(jobs(tables, 25))
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(_run, todo))
    else:
        results = [_run(j) for j in todo]
    for table, part in results:  # in job order: the order of the games
        digests[table] += part
    total = hashlib.sha256()
    for table, part in digests.items():
        digest = hashlib.sha256("".join(part).encode()).hexdigest()
        total.update(f"{table}:{digest}\n".encode())
        print(f"{table:16} {len(part):5} games  {digest[:16]}")
    print(f"fingerprint {total.hexdigest()}  ({time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
