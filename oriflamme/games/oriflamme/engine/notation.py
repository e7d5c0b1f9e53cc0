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

from typing import NamedTuple

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


#: The longest position a move may name: no queue has 10⁶ stacks, and Python
#: refuses to convert a string of 4,300 digits or more (issue 19).
MAX_DIGITS = 6
#: The longest move line read: longer text is not a move, whatever it says.
MAX_MOVE = 80


def _int(text: str, move: str) -> int:
    if not (text.isascii() and text.isdigit()):  # not "²", "٣": int() refuses some
        detail = f"{_short(move)!r}: {_short(text)!r} is not a position"
        raise IllegalMove("unknown_move", detail, _short(move))
    if len(text.lstrip("0")) > MAX_DIGITS:  # checked before int(): no ValueError, no slow parse
        raise IllegalMove("unknown_move", f"{_short(move)!r}: no such position", _short(move))
    return int(text)


def _short(text: str) -> str:
    """``text`` cut to ``MAX_MOVE`` characters (an error quotes it, never a whole file)."""
    return text if len(text) <= MAX_MOVE else text[: MAX_MOVE - 1] + "…"


def parse_move(text: str) -> Move:
    """Parse one move line; ``IllegalMove('unknown_move')`` when it is not one."""
    if not isinstance(text, str):
        raise IllegalMove("unknown_move", f"{text!r:.{MAX_MOVE}} is not a move", _short(str(text)))
    if len(text) > MAX_MOVE:
        raise IllegalMove("unknown_move", f"{_short(text.strip())!r} is not a move", _short(text))
    parts = text.split()
    bad = IllegalMove("unknown_move", f"{text.strip()!r} is not a move", text)
    if not parts:
        raise bad
    verb, args = parts[0], parts[1:]
    if verb in ("reveal", "bank", "take", "repeat") and not args:
        return Move(verb)
    if verb in ("target", "option", "to") and len(args) == 1:
        return Move(verb, n=_int(args[0], text))
    if verb == "swap" and len(args) == 1:
        return Move(verb, card=args[0])
    if verb == "from" and len(args) == 1 and args[0] in ("discard", "aside"):
        return Move(verb, where=args[0])
    if verb == "play" and len(args) == 2 and args[1] in ("start", "end"):
        return Move(verb, card=args[0], where=args[1])
    if verb == "play" and len(args) == 3 and args[1] == "on":
        return Move(verb, card=args[0], where="on", n=_int(args[2], text))
    raise bad
