"""Small immutable records the state is made of.

A card in the queue is a ``Card``; a stack is a tuple of cards (bottom to top);
the queue is a list of stacks. Changing a card means putting a new record in
its place (``card._replace(tokens=2)``), so copying a state never copies cards.
"""

from __future__ import annotations

from typing import Any, NamedTuple, TypeAlias

#: A card's identity: (printed owner, card id). Each family has one of each
#: card, so this is unique at a table (mixed tables included).
Key = tuple[str, str]


class Card(NamedTuple):
    """A card lying in the queue."""

    id: str
    owner: str  # the printed family
    face_up: bool = False
    tokens: int = 0
    verdict: bool = False  # Alliance: a Judge's verdict token lies on it
    bribed_by: str | None = None  # Ablaze: the player whose bribery token is on it
    inactive: bool = False  # Alliance: an Informant's replacement, inactive this round

    @property
    def key(self) -> Key:
        return (self.owner, self.id)

    @property
    def controller(self) -> str:
        """Who the card belongs to for every rule (G10): the briber, or the owner."""
        return self.bribed_by or self.owner

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "card": self.id,
            "owner": self.owner,
            "face_up": self.face_up,
            "tokens": self.tokens,
        }
        if self.verdict:
            d["verdict"] = True
        if self.bribed_by:
            d["bribed_by"] = self.bribed_by
        if self.inactive:
            d["inactive"] = True
        return d


#: One ability in progress (plain data: JSON-ready, no closures), a plain
#: tuple read by index — CPython specialises indexing and unpacking for exact
#: tuples only, and every playout reads frames many times per decision:
#:
#: ``f[0]`` ability — the card id whose ability runs;
#: ``f[1]`` source — the key of the card applying it (a Shapeshifter copying a
#: Soldier: ability ``soldier``, source the Shapeshifter);
#: ``f[2]`` player — who controls it and decides;
#: ``f[3]`` step — where the ability stands (``"start"`` first);
#: ``f[4]`` decision — the kind of decision it waits for (``""`` when none);
#: ``f[5]`` moves — the tuple of legal moves when it waits, ``None`` when it is
#: ready to run;
#: ``f[6]`` data — a small dict, never mutated once the frame is built.
#:
#: ``new_frame`` builds one; ``frame_to_json`` / ``frame_from_json`` convert.
Frame: TypeAlias = tuple[str, Key, str, str, str, tuple[str, ...] | None, dict[str, Any]]

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


class Pending(NamedTuple):
    """Who decides what: the player, the kind of decision, the legal moves."""

    player: str
    decision: str  # place | reveal | target | destination | option | swap | ...
    moves: list[str]
    card: str | None = None  # the card the decision is about (None: a placement)
    position: int | None = None  # its position in the queue

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "decision": self.decision, "moves": list(self.moves)}
