"""Small immutable records the state is made of.

A card in the queue is a ``Card``; a stack is a tuple of cards (bottom to top);
the queue is a list of stacks. Changing a card means putting a new record in
its place (``card._replace(tokens=2)``), so copying a state never copies cards.
"""

from __future__ import annotations

from typing import Any, NamedTuple

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


class Frame(NamedTuple):
    """One ability in progress (plain data: JSON-ready, no closures).

    ``ability`` is the card id whose ability runs; ``source`` the card applying
    it (a Shapeshifter copying a Soldier: ability ``soldier``, source the
    Shapeshifter); ``player`` who controls it and decides. ``step`` names where
    the ability stands; ``moves`` is the tuple of legal moves when the frame
    waits for a decision, ``None`` when it is ready to run. ``data`` is a small
    dict, never mutated once the frame is built.
    """

    ability: str
    source: Key
    player: str
    step: str = "start"
    decision: str = ""
    moves: tuple[str, ...] | None = None
    data: dict[str, Any] = {}  # noqa: RUF012 - never mutated

    def to_json(self) -> dict[str, Any]:
        return {
            "ability": self.ability,
            "source": list(self.source),
            "player": self.player,
            "step": self.step,
            "decision": self.decision,
            "moves": None if self.moves is None else list(self.moves),
            "data": self.data,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Frame:
        moves = d.get("moves")
        return cls(
            ability=d["ability"],
            source=(d["source"][0], d["source"][1]),
            player=d["player"],
            step=d.get("step", "start"),
            decision=d.get("decision", ""),
            moves=None if moves is None else tuple(moves),
            data=dict(d.get("data") or {}),
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
