"""Events: every change the engine makes is also reported as one of these.

The tutor narrates them (``oriflamme.i18n.narrate``), animates them and shows
every influence change from them, without diffing states. Events are small
immutable records; ``event.kind`` is the class name and ``event.to_dict()`` a
JSON-ready dict. Positions are 0-based in resolution order, as they were at the
moment of the event. A ``card`` field holds a card id, or ``None`` where the
card is face down and hidden from the one who reads a ``view``.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class _Event:
    __slots__ = ()

    @property
    def kind(self) -> str:
        return type(self).__name__

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        d.update(self._asdict())  # type: ignore[attr-defined]
        return d


class RoundStarted(_Event, NamedTuple):
    round: int
    first_player: str


class ResolutionStarted(_Event, NamedTuple):
    round: int


class RoundEnded(_Event, NamedTuple):
    round: int


class CardPlaced(_Event, NamedTuple):
    """``player`` put ``card`` (of ``owner``) into the queue at ``position``."""

    player: str
    card: str | None
    owner: str
    position: int
    stacked: bool  # True: on top of an own stack; False: a new stack
    face_up: bool = False
    reason: str = "placement"  # placement | twin | substitution | swap


class CardBanked(_Event, NamedTuple):
    """The owner left a face-down card down and put 1 influence on it."""

    player: str
    card: str | None
    position: int
    tokens: int  # tokens on the card after banking


class CardRevealed(_Event, NamedTuple):
    player: str
    card: str
    position: int
    tokens: int  # influence that lay on the card when it was revealed


class AbilityApplied(_Event, NamedTuple):
    """``card`` at ``position`` applies ``ability`` (differs from card for a copy)."""

    player: str
    card: str
    owner: str
    position: int
    ability: str


class NoEffect(_Event, NamedTuple):
    """An ability did nothing (G4); ``reason`` is a code such as ``no_target``."""

    player: str
    card: str
    ability: str
    reason: str


class InfluenceGained(_Event, NamedTuple):
    player: str
    amount: int
    card: str | None  # the card the influence comes from (its ability or its tokens)
    reason: str = "ability"  # ability | tokens | elimination | ambush | queen | ...


class InfluenceLost(_Event, NamedTuple):
    player: str
    amount: int
    card: str | None
    reason: str = "ability"


class InfluenceStolen(_Event, NamedTuple):
    player: str  # who takes
    victim: str
    amount: int
    card: str | None
    reason: str = "ability"


class TokensPlaced(_Event, NamedTuple):
    """Influence from the supply put on a card in the queue."""

    card: str | None
    owner: str
    position: int
    amount: int
    reason: str = "bank"


class TokensReturned(_Event, NamedTuple):
    """Influence on a card went back to the supply (lost, G6/B9)."""

    card: str | None
    owner: str
    position: int
    amount: int
    reason: str = "eliminated"


class CardEliminated(_Event, NamedTuple):
    player: str  # the eliminator
    card: str
    owner: str
    position: int
    by_card: str  # the eliminating card (the Shapeshifter when it copies)
    was_face_down: bool


class CardDiscarded(_Event, NamedTuple):
    card: str
    owner: str
    position: int | None  # None: not from the queue
    reason: str  # used | ambush | trap | schemer | deserter | prince | twin | diplomat | ...


class CardUncovered(_Event, NamedTuple):
    card: str | None
    owner: str
    position: int


class CardMoved(_Event, NamedTuple):
    player: str
    card: str | None
    owner: str
    from_position: int
    to_position: int


class GameEnded(_Event, NamedTuple):
    scores: dict[str, int]
    winners: list[str]
    tiebreak: str  # none | queue_cards | shared
