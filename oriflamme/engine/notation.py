"""Move notation (PROTOCOL.md §3): parse a move line into its parts.

>>> parse_move("play archer on 2")
Move(verb='play', card='archer', where='on', n=2)
>>> str(parse_move("  target   3 "))
'target 3'
>>> parse_move("jump")
Traceback (most recent call last):
...
oriflamme.engine.errors.IllegalMove: unknown_move: 'jump' is not a move
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
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
#: The longest move line read, counted as written (every character, spaces
#: included): longer text is not a move, whatever it says.
MAX_MOVE = 80

#: Unicode categories refused anywhere in a move line: control and format
#: characters (tab, line feed, form feed, vertical tab, zero-width space, byte-order
#: mark…) and every separator but the ASCII space (no-break, ideographic, thin
#: spaces, line and paragraph separators).
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Zs", "Zl", "Zp"})


def refused_character(text: str) -> str | None:
    """The first character of ``text`` a move line may not hold, or None.

    The rule of both games' notation (docs/protocol.md, «Move lines»): words are
    separated by ASCII spaces (U+0020) only; any other whitespace and any
    control or invisible format character is refused, wherever it stands.
    """
    if text.isascii() and text.isprintable():  # the common case, at C speed
        return None
    for ch in text:
        if ch != " " and (ch.isspace() or unicodedata.category(ch) in _REFUSED_CATEGORIES):
            return ch
    return None


def visible(text: str) -> str:
    """The start of ``text`` with each refused character written as its escape
    (``\\t``, ``\\x0c``, ``\\u3000``), cut to ``MAX_MOVE`` characters: what an
    error quotes, so that a learner or a teacher sees what was wrong."""
    head = text[:MAX_MOVE]
    if refused_character(head) is not None:
        head = "".join(
            ch if ch == " " or refused_character(ch) is None else repr(ch)[1:-1] for ch in head
        )
    return _short(head + text[MAX_MOVE : MAX_MOVE + 1])


#: Names of the control characters a pasted move most often holds.
_CONTROL_NAMES = {
    "\t": "TAB",
    "\n": "LINE FEED",
    "\r": "CARRIAGE RETURN",
    "\x0b": "VERTICAL TAB",
    "\x0c": "FORM FEED",
    "\x00": "NUL",
}


def _char_name(ch: str) -> str:
    name = _CONTROL_NAMES.get(ch) or unicodedata.name(ch, "")
    return f"U+{ord(ch):04X} {name}".rstrip()


def quote_move(move: object) -> str:
    """How an error quotes a move before it is read: whitespace normalised, at
    most ``MAX_MOVE`` characters."""
    text = move if isinstance(move, str) else str(move)
    if len(text) > 4 * MAX_MOVE:  # never split a whole pasted file
        text = text[: 4 * MAX_MOVE]
    return _short(" ".join(text.split()))


def read_move_line(move: object, legal: Sequence[str] = ()) -> str:
    """A move line as both games read it (docs/protocol.md, «Move lines»), or
    ``IllegalMove`` (with ``legal``) before any word of it is looked at:

    - at most ``MAX_MOVE`` characters as written, spaces included, else
      ``unknown_move``;
    - words separated by ASCII spaces only: a tab, a line break, a form feed, a
      vertical tab, a no-break or ideographic space, a control or format
      character anywhere is ``bad_character``;
    - spaces before the first word and after the last are dropped, and a run of
      spaces separates like one.

    >>> read_move_line("  target   3 ")
    'target 3'
    """
    if not isinstance(move, str):
        quoted = _short(repr(move))
        raise IllegalMove("unknown_move", f"{quoted} is not a move line", quoted, legal)
    if len(move) > MAX_MOVE:
        quoted = visible(move)
        detail = f"{len(move)} characters, more than a move's {MAX_MOVE}"
        raise IllegalMove("unknown_move", detail, quoted, legal)
    ch = refused_character(move)
    if ch is not None:
        quoted = visible(move)
        detail = f"{_char_name(ch)}: only ASCII spaces separate the words of a move"
        raise IllegalMove("bad_character", detail, quoted, legal)
    return " ".join(move.split())


def read_number(word: str, move: str) -> int:
    """A number word of a move: ASCII digits only (not «²», «①», «٣», «３»,
    which ``str.isdigit`` accepts and ``int`` refuses), at most ``MAX_DIGITS``
    significant digits, both checked before ``int()``; else ``unknown_move``."""
    if not (word.isascii() and word.isdigit()):
        detail = f"{_short(word)!r} is not a number in ASCII digits"
        raise IllegalMove("unknown_move", detail, _short(move))
    if len(word.lstrip("0")) > MAX_DIGITS:  # checked before int(): no ValueError, no slow parse
        detail = f"a number of more than {MAX_DIGITS} digits"
        raise IllegalMove("unknown_move", detail, _short(move))
    return int(word)


def _short(text: str) -> str:
    """``text`` cut to ``MAX_MOVE`` characters (an error quotes it, never a whole file)."""
    return text if len(text) <= MAX_MOVE else text[: MAX_MOVE - 1] + "…"


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
