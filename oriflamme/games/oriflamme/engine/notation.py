"""Move notation (docs/PROTOCOL.md §3): parse a move line into its parts.

>>> parse_move("play archer on 2")
Move(verb='play', card='archer', where='on', n=2)
>>> str(parse_move("  target   3 "))
'target 3'
>>> parse_move("jump")
Traceback (most recent call last):
...
oriflamme.games.oriflamme.engine.errors.IllegalMove: unknown_move: 'jump' is not a move
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from oriflamme.core import moves
from oriflamme.core.moves import MAX_DIGITS, MAX_MOVE, quote_move, refused_character, visible

from .errors import IllegalMove


class Move(NamedTuple):
    """A parsed move; ``str(move)`` gives back its canonical notation."""

    verb: str  # play reveal bank target option to swap take repeat from
    card: str | None = None
    where: str | None = None  # play: start | end | on; from: discard | aside
    n: int | None = None

    def __str__(self) -> str:
        v = self.verb
        if v == "play":
            tail = f"on {self.n}" if self.where == "on" else self.where
            return f"play {self.card} {tail}"
        if v in ("target", "option", "to"):
            return f"{v} {self.n}"
        if v == "swap":
            return f"swap {self.card}"
        if v == "from":
            return f"from {self.where}"
        return v


#: Which verbs answer which kind of decision.
DECISION_VERBS: dict[str, tuple[str, ...]] = {
    "place": ("play",),
    "place_twin": ("play",),
    "reveal": ("reveal", "bank"),
    "target": ("target",),
    "destination": ("to",),
    "option": ("option",),
    "swap": ("swap",),
    "combination": ("take", "repeat"),
    "source": ("from",),
}


def read_move_line(move: object, legal: Sequence[str] = ()) -> str:
    """A move line read by the rule both games share (``core.moves``,
    docs/protocol.md «Move lines»), or Oriflamme's ``IllegalMove`` (with
    ``legal``: ``unknown_move`` past 80 characters, ``bad_character`` for a
    tab, a line break or another space than the ASCII one) before any word of
    it is looked at.

    >>> read_move_line("  target   3 ")
    'target 3'
    """
    return moves.read_move_line(move, legal, IllegalMove)


def read_number(word: str, move: str) -> int:
    """A position in a move: ASCII digits, at most ``MAX_DIGITS`` significant
    digits (no queue has 10⁶ stacks), checked before ``int()``; else
    ``unknown_move``."""
    return moves.read_number(word, move, IllegalMove)


def parse_move(text: str) -> Move:
    """Parse one move line (read by ``read_move_line``'s rule);
    ``IllegalMove('unknown_move')`` when it is not a move, ``bad_character``
    when it holds a tab, a line break or another space than the ASCII one."""
    parts = read_move_line(text).split(" ")
    line = " ".join(parts)
    bad = IllegalMove("unknown_move", f"{line!r} is not a move", line)
    if not parts[0]:
        raise bad
    verb, args = parts[0], parts[1:]
    if verb in ("reveal", "bank", "take", "repeat") and not args:
        return Move(verb)
    if verb in ("target", "option", "to") and len(args) == 1:
        return Move(verb, n=read_number(args[0], line))
    if verb == "swap" and len(args) == 1:
        return Move(verb, card=args[0])
    if verb == "from" and len(args) == 1 and args[0] in ("discard", "aside"):
        return Move(verb, where=args[0])
    if verb == "play" and len(args) == 2 and args[1] in ("start", "end"):
        return Move(verb, card=args[0], where=args[1])
    if verb == "play" and len(args) == 3 and args[1] == "on":
        return Move(verb, card=args[0], where="on", n=read_number(args[2], line))
    raise bad


__all__ = [
    "DECISION_VERBS",
    "MAX_DIGITS",
    "MAX_MOVE",
    "Move",
    "parse_move",
    "quote_move",
    "read_move_line",
    "read_number",
    "refused_character",
    "visible",
]
