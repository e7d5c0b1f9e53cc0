"""What a game lets the teacher's position editor set (issue 25).

A game declares its **pieces** (``Game.editor_pieces(scenario)``): each one
value of a position the teacher may change — a count (a player's hoplites),
a choice among values (whose turn, the creature on a volcano zone) or a set
of values (the titans a player holds) — with its Fluent label, the section it
belongs to (the game's, or one player's) and whether the component data
behind it is provisional. The game reads and writes its pieces on the
scenario dict (``editor_value``, ``editor_set``: a new dict, the old one
untouched), so the editor widget (``oriflamme.widgets.piece_editor``) names no
game and knows no scenario key: it shows the pieces, writes one, and asks the
game's scenario checker whether the position still stands.

The default reading is a dotted path (``supplies.red.hoplites``), which is all
a plain count or choice needs; a piece whose value lives in several places
(a component taken from a bag and put on the island) is the game's to write.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, TypeAlias

if TYPE_CHECKING:
    from .protocol import JSONValue

#: What a piece holds: a count, a choice, or a set of choices (in order).
EditorValue: TypeAlias = int | str | tuple[str, ...]
#: The kinds of piece.
COUNT: Literal["count"] = "count"
CHOICE: Literal["choice"] = "choice"
SET: Literal["set"] = "set"
PieceKind: TypeAlias = Literal["count", "choice", "set"]
#: A choice's label key naming a player by the grammar of player names
#: (``i18n.grammar.player_name``) instead of a Fluent message.
PLAYER_LABEL = "@player"


@dataclass(frozen=True)
class Choice:
    """One value a ``choice`` or ``set`` piece may take: the value written in
    the scenario and its label (a Fluent key, or ``PLAYER_LABEL``: the value
    is a player id)."""

    value: str
    label_key: str


@dataclass(frozen=True)
class EditorPiece:
    """One value of a position the editor lets the teacher set.

    ``id``: unique in a position, stable (a CSS class and a test name it:
    ``supplies.red.hoplites``); ``section``: the Fluent key of the heading it
    sits under, said of ``player`` when it is a player's (``{ $player }``
    forms); ``label_key``: its label, whose arguments are the messages of
    ``label_args`` (Fluent keys: a creature's name) and ``label_values`` (as
    written: a zone);
    ``kind``: ``count`` (``minimum``..``maximum``), ``choice`` or ``set``
    (``choices``); ``provisional``: the component data behind it is not
    confirmed (the editor says so beside it)."""

    id: str
    section: str
    label_key: str
    kind: PieceKind
    player: str | None = None
    label_args: Mapping[str, str] = field(default_factory=dict)
    label_values: Mapping[str, str] = field(default_factory=dict)
    minimum: int = 0
    maximum: int = 0
    choices: tuple[Choice, ...] = ()
    provisional: bool = False


def _walk(data: JSONValue, path: list[str]) -> JSONValue:
    for key in path:
        if isinstance(data, list):
            data = data[int(key)]
        elif isinstance(data, dict):
            data = data.get(key)
        else:
            return None
    return data


def path_value(scenario: Mapping[str, JSONValue], piece: EditorPiece) -> EditorValue:
    """A piece's value read at the dotted path of its ``id`` (a list: a set)."""
    value = _walk(dict(scenario), piece.id.split("."))
    if piece.kind == SET:
        return tuple(str(v) for v in value) if isinstance(value, list) else ()
    if piece.kind == COUNT:
        if isinstance(value, list | dict):
            raise ValueError(f"{piece.id}: a number is expected, not {type(value).__name__}")
        return int(value or 0)
    return "" if value is None else str(value)


def with_path_value(
    scenario: Mapping[str, JSONValue], piece: EditorPiece, value: EditorValue
) -> dict[str, JSONValue]:
    """A copy of ``scenario`` with ``value`` written at the dotted path of the
    piece's ``id`` (a set as a list; an empty choice as ``null``)."""
    data: dict[str, JSONValue] = copy.deepcopy(dict(scenario))
    *parents, last = piece.id.split(".")
    node = data
    for key in parents:
        child = node.setdefault(key, {})
        if not isinstance(child, dict):
            raise ValueError(f"{piece.id}: {key} holds a {type(child).__name__}, not a mapping")
        node = child
    if isinstance(value, tuple):
        node[last] = list(value)
    elif piece.kind == CHOICE and value == "":
        node[last] = None
    else:
        node[last] = value
    return data
