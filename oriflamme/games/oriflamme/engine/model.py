"""Small immutable records the state is made of.

A card in the queue is a ``Card``; a stack is a tuple of cards (bottom to top);
the queue is a list of stacks. Changing a card means putting a new record in
its place (``replace_card(card, tokens=2)``), so copying a state never copies cards.
"""

from __future__ import annotations

from typing import Any, Final, TypeAlias

#: A card's identity: (printed owner, card id). Each family has one of each
#: card, so this is unique at a table (mixed tables included).
Key = tuple[str, str]


#: A card lying in the queue: a **plain tuple** read by the names of its places
#: (below), like a frame —
#: CPython 3.11 specialises indexing and unpacking only for exact tuples, and
#: every playout reads cards many times per decision (a ``NamedTuple`` cost 7 %
#: of a random game's instructions in reading and building cards alone):
#:
#: ``c[ID]`` id — the card id; ``c[OWNER]`` owner — the printed family;
#: ``c[FACE_UP]`` face_up; ``c[TOKENS]`` tokens — the influence on it;
#: ``c[VERDICT]`` verdict — Alliance: a Judge's verdict token lies on it;
#: ``c[BRIBED_BY]`` bribed_by — Ablaze: the player whose bribery token is on it, or None;
#: ``c[INACTIVE]`` inactive — Alliance: an Informant's replacement, inactive this round.
#:
#: ``new_card`` builds one; ``card_key``, ``controller``, ``card_to_json`` and
#: ``replace_card`` read and change one; ``CARD_FIELDS`` names the places.
Card: TypeAlias = tuple[str, str, bool, int, bool, "str | None", bool]
CARD_FIELDS: tuple[str, ...] = (
    "id",
    "owner",
    "face_up",
    "tokens",
    "verdict",
    "bribed_by",
    "inactive",
)
_CARD_INDEX = {name: i for i, name in enumerate(CARD_FIELDS)}
#: the places of a card, by name (``card[TOKENS]``)
ID: Final = 0
OWNER: Final = 1
FACE_UP: Final = 2
TOKENS: Final = 3
VERDICT: Final = 4
BRIBED_BY: Final = 5
INACTIVE: Final = 6
#: the two places of a card's key, ``(owner, card id)``: ``key[KEY_CARD]``
KEY_OWNER: Final = 0
KEY_CARD: Final = 1


def new_card(
    id: str,
    owner: str,
    face_up: bool = False,
    tokens: int = 0,
    verdict: bool = False,
    bribed_by: str | None = None,
    inactive: bool = False,
) -> Card:
    """A card (see ``Card``)."""
    return (id, owner, face_up, tokens, verdict, bribed_by, inactive)


def card_key(c: Card) -> Key:
    """A card's identity at the table: (printed owner, card id)."""
    return (c[OWNER], c[ID])


def controller(c: Card) -> str:
    """Who the card belongs to for every rule (G10): the briber, or the owner."""
    return c[BRIBED_BY] or c[OWNER]


def replace_card(c: Card, **changes: Any) -> Card:
    """``c`` with some places changed by name (``replace_card(c, tokens=2)``)."""
    out: list[Any] = list(c)
    for name, value in changes.items():
        if name not in _CARD_INDEX:
            raise TypeError(f"a card has no {name!r} (its places: {', '.join(CARD_FIELDS)})")
        out[_CARD_INDEX[name]] = value
    return (out[0], out[1], out[2], out[3], out[4], out[5], out[6])


def card_to_json(c: Card) -> dict[str, Any]:
    """The docs/PROTOCOL.md §4 card object."""
    cid, owner, face_up, tokens, verdict, bribed_by, inactive = c
    d: dict[str, Any] = {"card": cid, "owner": owner, "face_up": face_up, "tokens": tokens}
    if verdict:
        d["verdict"] = True
    if bribed_by:
        d["bribed_by"] = bribed_by
    if inactive:
        d["inactive"] = True
    return d


#: One ability in progress (plain data: JSON-ready, no closures), a plain
#: tuple read by index — CPython specialises indexing and unpacking for exact
#: tuples only, and every playout reads frames many times per decision:
#:
#: ``f[ABILITY]`` ability — the card id whose ability runs;
#: ``f[SOURCE]`` source — the key of the card applying it (a Shapeshifter copying a
#: Soldier: ability ``soldier``, source the Shapeshifter);
#: ``f[PLAYER]`` player — who controls it and decides;
#: ``f[STEP]`` step — where the ability stands (``"start"`` first);
#: ``f[DECISION]`` decision — the kind of decision it waits for (``""`` when none);
#: ``f[MOVES]`` moves — the tuple of legal moves when it waits, ``None`` when it is
#: ready to run;
#: ``f[DATA]`` data — a small dict, never mutated once the frame is built.
#:
#: ``new_frame`` builds one; ``frame_to_json`` / ``frame_from_json`` convert.
Frame: TypeAlias = tuple[str, Key, str, str, str, tuple[str, ...] | None, dict[str, Any]]
#: the places of a frame, by name (``f[PLAYER]``, ``f[SOURCE][KEY_CARD]``)
ABILITY: Final = 0
SOURCE: Final = 1
PLAYER: Final = 2
STEP: Final = 3
DECISION: Final = 4
MOVES: Final = 5
DATA: Final = 6

#: a frame's data when it has none (shared: never mutated)
NO_DATA: dict[str, Any] = {}


def new_frame(
    ability: str,
    source: Key,
    player: str,
    step: str = "start",
    decision: str = "",
    moves: tuple[str, ...] | None = None,
    data: dict[str, Any] = NO_DATA,
) -> Frame:
    """A frame (see ``Frame``)."""
    return (ability, source, player, step, decision, moves, data)


def frame_to_json(f: Frame) -> dict[str, Any]:
    ability, source, player, step, decision, moves, data = f
    return {
        "ability": ability,
        "source": list(source),
        "player": player,
        "step": step,
        "decision": decision,
        "moves": None if moves is None else list(moves),
        "data": data,
    }


def frame_from_json(d: dict[str, Any]) -> Frame:
    moves = d.get("moves")
    return (
        d["ability"],
        (d["source"][0], d["source"][1]),
        d["player"],
        d.get("step", "start"),
        d.get("decision", ""),
        None if moves is None else tuple(moves),
        dict(d.get("data") or {}),
    )
