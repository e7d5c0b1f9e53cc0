"""Making puzzles: seeded, reproducible, checked (issue 30).

``generate(game, table, count, seed)`` plays games of bots at ``table`` (an
edition, ``mixed`` or ``orichalque``), game ``g`` dealt from
``game_seed(seed, g)``, and asks each of the game's puzzle kinds about the
positions of each game: a kind tries up to ``TRIES`` positions of a game (in
an order drawn from the game's seed) and keeps the first puzzle they give. A
puzzle is kept only once (its ``fingerprint``). The same arguments give the
same puzzles, in the same order, on any machine.

Every puzzle has a **reference** (``PuzzleRef``: game, table, stream seed,
game number, kind) from which ``make_one`` makes it again: the practice
queue stores references, not puzzles.

``PuzzleStream`` is the same sequence, made lazily one game at a time: the
practice tab draws from it (no thread: a game and its questions take a
fraction of a second, docs/performance.md).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.protocol import AnyGame
from ..core.puzzles import Position, Puzzle, Rejected
from ..games import get_game

#: Positions of one game a kind tries before it gives up on that game.
TRIES = 12
#: Games played without a new puzzle before ``generate`` stops (a table that
#: yields nothing more).
DRY_GAMES = 200


def game_seed(seed: int, g: int) -> int:
    """The deal of game ``g`` of the stream ``seed``."""
    return (seed * 1_000_003 + g * 7_919) % (2**31)


@dataclass(frozen=True)
class PuzzleRef:
    """Where a puzzle comes from: enough to make it again (``make_one``)."""

    game: str
    table: str
    seed: int
    g: int
    kind: str

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "table": self.table,
            "seed": self.seed,
            "g": self.g,
            "kind": self.kind,
        }

    @classmethod
    def from_json(cls, d: Any) -> PuzzleRef:
        if not isinstance(d, dict):
            raise ValueError("a puzzle reference is an object")
        return cls(str(d["game"]), str(d["table"]), int(d["seed"]), int(d["g"]), str(d["kind"]))


@dataclass
class Stats:
    """What a generation did: candidates tried per kind, puzzles kept,
    rejections by reason, duplicates, games played, seconds."""

    tried: Counter[str] = field(default_factory=Counter)
    kept: Counter[str] = field(default_factory=Counter)
    rejected: Counter[tuple[str, str]] = field(default_factory=Counter)
    duplicates: int = 0
    games: int = 0
    seconds: float = 0.0

    def rejected_as(self, reason: str) -> int:
        return sum(n for (_, r), n in self.rejected.items() if r == reason)

    @property
    def candidates(self) -> int:
        """Candidate puzzles (positions a question applied to): kept or rejected
        for a reason other than not fitting."""
        return sum(self.kept.values()) + sum(
            n for (_, r), n in self.rejected.items() if r != "unfit"
        )


def _sample(
    game: AnyGame, table: str, gseed: int, names: Sequence[str]
) -> dict[str, list[Position]]:
    """For each kind, up to ``TRIES`` positions of the game that fit it, drawn
    uniformly (reservoir sampling, seeded): a position is copied only when it
    is drawn, not at every decision of the game."""
    kinds = game.puzzles.kinds
    rngs = {k: random.Random(f"{gseed}:{k}") for k in names}
    seen = dict.fromkeys(names, 0)
    drawn: dict[str, list[Position]] = {k: [] for k in names}
    for pos in game.puzzles.positions(table, gseed):
        for k in names:
            fits = kinds[k].fits
            if fits is not None and not fits(pos):
                continue
            seen[k] += 1
            slot = len(drawn[k]) if len(drawn[k]) < TRIES else rngs[k].randrange(seen[k])
            if slot < TRIES:
                kept = Position(pos.state.copy(), pos.played, pos.edition, pos.source, pos.index)
                if slot == len(drawn[k]):
                    drawn[k].append(kept)
                else:
                    drawn[k][slot] = kept
    for k in names:
        drawn[k].sort(key=lambda p: p.index)
        rngs[k].shuffle(drawn[k])
    return drawn


def _attempt(
    game: AnyGame, kind: str, positions: Sequence[Position], gseed: int, stats: Stats | None
) -> Puzzle | None:
    """The kind's first puzzle among its drawn positions."""
    k = game.puzzles.kinds[kind]
    for pos in positions:
        try:
            puzzle = k.make(
                Position(pos.state.copy(), pos.played, pos.edition, pos.source, pos.index),
                random.Random(f"{gseed}:{kind}:{pos.index}"),
            )
        except Rejected as e:
            if stats is not None:
                stats.rejected[kind, e.reason] += 1
                if e.reason != "unfit":
                    stats.tried[kind] += 1
            continue
        if stats is not None:
            stats.tried[kind] += 1
        return puzzle
    return None


def game_puzzles(
    game: AnyGame,
    table: str,
    seed: int,
    g: int,
    kinds: Sequence[str] | None = None,
    stats: Stats | None = None,
) -> list[tuple[PuzzleRef, Puzzle]]:
    """The puzzles of game ``g`` of the stream ``seed``: at most one per kind."""
    gseed = game_seed(seed, g)
    names = list(kinds or game.puzzles.kinds)
    drawn = _sample(game, table, gseed, names)
    if stats is not None:
        stats.games += 1
    random.Random(gseed).shuffle(names)
    out = []
    for kind in names:
        p = _attempt(game, kind, drawn[kind], gseed, stats)
        if p is not None:
            out.append((PuzzleRef(game.name, table, seed, g, kind), p))
    return out


def make_one(ref: PuzzleRef) -> Puzzle | None:
    """The puzzle of a reference, made again (None if this version of the
    tutor no longer makes it)."""
    game = get_game(ref.game)
    if ref.kind not in game.puzzles.kinds or ref.table not in game.puzzles.tables:
        return None
    gseed = game_seed(ref.seed, ref.g)
    drawn = _sample(game, ref.table, gseed, list(game.puzzles.kinds))
    return _attempt(game, ref.kind, drawn[ref.kind], gseed, None)


class PuzzleStream:
    """The puzzles of the stream ``seed`` at ``table``, made one game at a
    time from game ``start`` on (the practice tab's supply)."""

    def __init__(
        self, game: AnyGame, table: str, seed: int = 1, start: int = 0, stats: Stats | None = None
    ):
        if table not in game.puzzles.tables:
            raise ValueError(
                f"{game.name} has no table {table!r} ({', '.join(game.puzzles.tables)})"
            )
        self.game = game
        self.table = table
        self.seed = seed
        self.g = start
        self.stats = stats if stats is not None else Stats()
        self._ready: list[tuple[PuzzleRef, Puzzle]] = []
        self._seen: set[str] = set()

    def __iter__(self) -> Iterator[tuple[PuzzleRef, Puzzle]]:
        return self

    def __next__(self) -> tuple[PuzzleRef, Puzzle]:
        dry = 0
        while not self._ready:
            if dry >= DRY_GAMES:
                raise StopIteration
            start = time.perf_counter()
            made = game_puzzles(self.game, self.table, self.seed, self.g, stats=self.stats)
            self.stats.seconds += time.perf_counter() - start
            self.g += 1
            fresh = []
            for ref, p in made:
                fp = p.fingerprint()
                if fp in self._seen:
                    self.stats.duplicates += 1
                    continue
                self._seen.add(fp)
                self.stats.kept[p.kind] += 1
                fresh.append((ref, p))
            self._ready = fresh
            dry = dry + 1 if not fresh else 0
        return self._ready.pop(0)


def generate(
    game: AnyGame | str, table: str, count: int, seed: int, stats: Stats | None = None
) -> list[tuple[PuzzleRef, Puzzle]]:
    """``count`` distinct puzzles of ``table``'s stream ``seed`` (fewer only
    if the table stops yielding new ones)."""
    g = get_game(game) if isinstance(game, str) else game
    stream = PuzzleStream(g, table, seed, stats=stats)
    out = []
    for item in stream:
        out.append(item)
        if len(out) >= count:
            break
    return out
