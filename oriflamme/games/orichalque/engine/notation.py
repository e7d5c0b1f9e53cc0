"""Orichalque move notation (docs/protocol-orichalque.md) and why a move is illegal.

A move line is read by the rule both games share (``core.moves``,
docs/protocol.md «Move lines»: at most 80 characters as written, words
separated by ASCII spaces only); its numbers (a slot, hoplites) are ASCII
digits of at most 6 significant digits, checked before any ``int()``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from oriflamme.core import moves

from .errors import IllegalMove, Refusal
from .turn import STEPS

if TYPE_CHECKING:
    from .state import GameState

#: The verbs each step of the turn accepts (the step is ``state.s.step``).
VERBS: dict[str, tuple[str, ...]] = {step: module.VERBS for step, module in STEPS.items()}
#: Every verb of the notation and how many words follow it (None: any).
ARITY = {
    "metropolis": (2,),
    "take": (1,),
    "place": (1, 2, 3),
    "produce": (0, 1),
    "recruit": (0, 1),
    "fight": (2,),
    "build": (2,),
    "temple": (4,),
    "medallion": (0,),
    "pass": (0,),
    "extra": (2,),
    "discard": (1,),
    "release": (1,),
    "minotaur": (1,),
    "decline": (0,),
    "first": (1,),
}


def read_move_line(move: object, legal: Sequence[str] = ()) -> str:
    """A move line read by the rule both games share (``core.moves``), or
    Orichalque's ``IllegalMove`` (``unknown_move``, ``bad_character``)."""
    return moves.read_move_line(move, legal, IllegalMove)


def read_number(word: str, move: str) -> int:
    """A number in a move (a slot, hoplites): ASCII digits, at most 6
    significant digits, checked before ``int()``; else ``unknown_move``."""
    return moves.read_number(word, move, IllegalMove)


#: The argument of each verb that is a number (its index among the words
#: after the verb): a card's slot, a building's slot, hoplites sent to a fight.
NUMBER_ARGUMENT = {"take": 0, "build": 0, "discard": 0, "fight": 1}


def parse_move(text: str) -> tuple[str, list[str], int | None]:
    """An Orichalque move line as ``(verb, words after it, its number or None)``.

    ``IllegalMove``: ``bad_character`` or ``unknown_move`` (``read_move_line``),
    ``unknown_move`` for a verb the notation does not have, the wrong number of
    words, or a number that is not ASCII digits or has more than 6 digits
    (``fight ZONE bless`` names no number).
    """
    parts = read_move_line(text).split(" ")
    line = " ".join(parts)
    verb, args = parts[0], parts[1:]
    if verb not in ARITY or len(args) not in ARITY[verb]:
        raise IllegalMove("unknown_move", f"{line!r} is not a move", line)
    at = NUMBER_ARGUMENT.get(verb)
    if at is None or (verb == "fight" and args[at] == "bless"):
        return verb, args, None
    return verb, args, read_number(args[at], line)


def canonical(text: str) -> str:
    """``text`` with its number written as ``legal_moves`` writes it (``take 01``
    is ``take 1``, as Oriflamme's ``target 03`` is ``target 3``); the text
    itself when it is not a move."""
    try:
        verb, args, number = parse_move(text)
    except IllegalMove:
        return text
    if number is None:
        return text
    args[NUMBER_ARGUMENT[verb]] = str(number)
    return " ".join([verb, *args])


def diagnose(st: GameState, text: str, legal: list[str]) -> IllegalMove:
    """The ``IllegalMove`` (with its reason code) for a move not in ``legal``:
    the notation's, the decision's, then the step's own (``turn.<step>.refuse``)."""
    try:
        verb, args, number = parse_move(text)
    except IllegalMove as e:
        return IllegalMove(e.code, e.detail, e.move, legal)
    refusal = _refusal(st, verb, args, number)
    code, detail = refusal or ("not_allowed", f"{text!r} is not possible now")
    return IllegalMove(code, detail, text, legal)


#: the words of each verb that name zones of the island
ZONE_WORDS = {
    "metropolis": slice(None),
    "place": slice(None),
    "temple": slice(None),
    "minotaur": slice(None),
    "build": slice(1, None),
    "fight": slice(0, 1),
}


def _refusal(st: GameState, verb: str, args: list[str], number: int | None) -> Refusal | None:
    s = st.s
    step, p = s.step, s.turn
    if verb not in VERBS.get(step, ()):
        return ("wrong_decision", f"{verb!r} does not answer a {step} decision")
    if step == "action" and s.act:
        wanted = s.act.action
        kind = "build" if verb in ("build", "temple", "medallion") else verb
        if kind != "pass" and kind != wanted:
            return ("wrong_decision", f"the action is {wanted}, not {kind}")
    axial = st.side(p).axial
    for z in args[ZONE_WORDS[verb]] if verb in ZONE_WORDS else ():
        if z not in axial:
            return ("not_on_island", f"{z!r} is not a zone of the island")
    refuse: Callable[..., Refusal | None] = STEPS[step].refuse
    return refuse(st, p, verb, args, number)
