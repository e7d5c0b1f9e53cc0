"""The move line both games read (docs/protocol.md, «Move lines»; issue 32).

Before a game looks at the words of a move, the line is read by one rule:

- at most ``MAX_MOVE`` characters as written, spaces included, else
  ``unknown_move``;
- words separated by ASCII spaces only: a tab, a line break, a form feed, a
  vertical tab, a no-break or ideographic space, a control or format character
  anywhere is ``bad_character``;
- spaces before the first word and after the last are dropped, and a run of
  spaces separates like one;
- a number word is ASCII digits (not «²», «①», «٣», «３», which
  ``str.isdigit`` accepts and ``int`` refuses) of at most ``MAX_DIGITS``
  significant digits, both checked before ``int()``.

Each refusal is the caller's game's ``IllegalMove`` (``error=``, a subclass of
``IllegalMoveError``), as the file reader raises the caller's ``ScenarioError``.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from .errors import IllegalMoveError

#: The longest number a move may hold: no queue has 10⁶ stacks, no supply 10⁶
#: hoplites, and Python refuses to convert a string of 4,300 digits or more
#: (issues 19 and 32).
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

    Words are separated by ASCII spaces (U+0020) only; any other whitespace and
    any control or invisible format character is refused, wherever it stands.
    """
    if text.isascii() and text.isprintable():  # the common case, at C speed
        return None
    for ch in text:
        if ch != " " and (ch.isspace() or unicodedata.category(ch) in _REFUSED_CATEGORIES):
            return ch
    return None


def short(text: str) -> str:
    """``text`` cut to ``MAX_MOVE`` characters (an error quotes it, never a whole file)."""
    return text if len(text) <= MAX_MOVE else text[: MAX_MOVE - 1] + "…"


def visible(text: str) -> str:
    """The start of ``text`` with each refused character written as its escape
    (``\\t``, ``\\x0c``, ``\\u3000``), cut to ``MAX_MOVE`` characters: what an
    error quotes, so that a learner or a teacher sees what was wrong."""
    head = text[:MAX_MOVE]
    if refused_character(head) is not None:
        head = "".join(
            ch if ch == " " or refused_character(ch) is None else repr(ch)[1:-1] for ch in head
        )
    return short(head + text[MAX_MOVE : MAX_MOVE + 1])


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
    return short(" ".join(text.split()))


def read_move_line(
    move: object,
    legal: Sequence[str] = (),
    error: type[IllegalMoveError] = IllegalMoveError,
) -> str:
    """A move line as every game reads it (the module's rule), or ``error``
    (with ``legal``) before any word of it is looked at.

    >>> read_move_line("  target   3 ")
    'target 3'
    """
    if not isinstance(move, str):
        quoted = short(repr(move))
        raise error("unknown_move", f"{quoted} is not a move line", quoted, legal)
    if len(move) > MAX_MOVE:
        quoted = visible(move)
        detail = f"{len(move)} characters, more than a move's {MAX_MOVE}"
        raise error("unknown_move", detail, quoted, legal)
    ch = refused_character(move)
    if ch is not None:
        quoted = visible(move)
        detail = f"{_char_name(ch)}: only ASCII spaces separate the words of a move"
        raise error("bad_character", detail, quoted, legal)
    return " ".join(move.split())


def read_number(word: str, move: str, error: type[IllegalMoveError] = IllegalMoveError) -> int:
    """A number word of a move: ASCII digits only, at most ``MAX_DIGITS``
    significant digits, both checked before ``int()``; else ``error``
    (``unknown_move``)."""
    if not (word.isascii() and word.isdigit()):
        detail = f"{short(word)!r} is not a number in ASCII digits"
        raise error("unknown_move", detail, short(move))
    if len(word.lstrip("0")) > MAX_DIGITS:  # checked before int(): no ValueError, no slow parse
        detail = f"a number of more than {MAX_DIGITS} digits"
        raise error("unknown_move", detail, short(move))
    return int(word)


__all__ = [
    "MAX_DIGITS",
    "MAX_MOVE",
    "quote_move",
    "read_move_line",
    "read_number",
    "refused_character",
    "short",
    "visible",
]
