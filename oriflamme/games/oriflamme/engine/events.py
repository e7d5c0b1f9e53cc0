"""Events: every change the engine makes is also reported as one of these.

The tutor narrates them (``oriflamme.games.oriflamme.words.narrate``), animates them and shows
every influence change from them, without diffing states. Events are small
immutable records; ``event.kind`` is the class name and ``event.to_dict()`` a
JSON-ready dict. Positions are 0-based in resolution order, as they were at the
moment of the event. A ``card`` field holds a card id, or ``None`` where the
card is face down and hidden from the one who reads a ``view``.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class RoundStarted(NamedTuple):
    round: int
    first_player: str


class ResolutionStarted(NamedTuple):
    round: int


class RoundEnded(NamedTuple):
    round: int


class CardPlaced(NamedTuple):
    """``player`` put ``card`` (of ``owner``) into the queue at ``position``."""

    player: str
    card: str | None
    owner: str
    position: int
    stacked: bool  # True: on top of an own stack; False: a new stack
    face_up: bool = False
    reason: str = "placement"  # placement | twin | substitution | swap
    alone: bool = False  # True: the queue was empty; start and end are the same place


class CardBanked(NamedTuple):
    """The owner left a face-down card down and put 1 influence on it."""

    player: str
    card: str | None
    position: int
    tokens: int  # tokens on the card after banking
    owner: str = ""
    face_up: bool = False


class CardRevealed(NamedTuple):
    player: str
    card: str
    position: int
    tokens: int  # influence that lay on the card when it was revealed


class AbilityApplied(NamedTuple):
    """``card`` at ``position`` applies ``ability`` (differs from card for a copy)."""

    player: str
    card: str
    owner: str
    position: int
    ability: str


class NoEffect(NamedTuple):
    """An ability did nothing (G4); ``reason`` is a code such as ``no_target``."""

    player: str
    card: str
    ability: str
    reason: str
    victim: str | None = None  # nothing_to_steal: whose card was chosen (None in older logs)


class InfluenceGained(NamedTuple):
    player: str
    amount: int
    card: str | None  # the card the influence comes from (its ability or its tokens)
    reason: str = "ability"  # ability | tokens | elimination | ambush | queen | ...


class InfluenceLost(NamedTuple):
    player: str
    amount: int
    card: str | None
    reason: str = "ability"


class InfluenceStolen(NamedTuple):
    player: str  # who takes
    victim: str
    amount: int
    card: str | None
    reason: str = "ability"


class TokensPlaced(NamedTuple):
    """Influence from the supply put on a card in the queue."""

    card: str | None
    owner: str
    position: int
    amount: int
    reason: str = "bank"  # bank | empress | infiltration | diplomat | ...
    face_up: bool = False
    player: str | None = None  # who puts it (the ability's player); None in older logs
    bribed_by: str | None = None  # A9: who had bribed the card, if anybody


class TokensReturned(NamedTuple):
    """Influence on a card went back to the supply (lost, G6/B9)."""

    card: str | None
    owner: str
    position: int
    amount: int
    reason: str = "eliminated"  # eliminated | discarded | ambush | trap | ...
    face_up: bool = True  # the card is shown as it leaves


class CardEliminated(NamedTuple):
    player: str  # the eliminator
    card: str
    owner: str
    position: int
    by_card: str  # the eliminating card (the Shapeshifter when it copies)
    was_face_down: bool
    #: the printed owner of ``by_card`` when a bribe made it act for ``player``
    #: (A9, G16: «Blue's Judge, bribed by Red»); None: ``player``'s own card
    by_owner: str | None = None
    #: who had bribed the eliminated ``card`` (A9), None if nobody: the log then
    #: names its printed owner and the briber, never a bare «his Judge»
    bribed_by: str | None = None


class CardDiscarded(NamedTuple):
    card: str
    owner: str
    position: int | None  # None: not from the queue
    reason: str  # used | ambush | trap | schemer | deserter | prince | twin | diplomat | ...


class CardUncovered(NamedTuple):
    card: str | None
    owner: str
    position: int
    face_up: bool = False


class CardMoved(NamedTuple):
    player: str
    card: str | None
    owner: str  # the printed owner
    from_position: int
    to_position: int
    face_up: bool = False
    bribed_by: str | None = None  # A9: who had bribed the moved card, if anybody


class CardBribed(NamedTuple):
    """A9: ``player`` put their bribery token on ``card`` (of ``owner``) and now
    controls it; ``previous`` is the player whose token went back, if any."""

    player: str
    card: str
    owner: str
    position: int
    previous: str | None = None


class BribeReturned(NamedTuple):
    """A9: a bribed card left the queue; ``player``'s bribery token went back."""

    player: str
    card: str
    owner: str


class VerdictPlaced(NamedTuple):
    """L6: ``player``'s Judge put a verdict token on the top card at ``position``
    (of ``owner``, its printed owner; ``bribed_by``: who had bribed it, A9)."""

    player: str
    card: str | None
    owner: str
    position: int
    face_up: bool = False
    bribed_by: str | None = None


class VerdictReturned(NamedTuple):
    """L6: a card with a verdict left the queue; the token went back to the pool."""

    card: str
    owner: str
    verdicts_left: int


class CardKept(NamedTuple):
    """L9, L10: ``player`` took ``card`` out of the queue and keeps it in front of
    them, with ``tokens`` influence on it (the Pact)."""

    player: str
    card: str
    position: int
    tokens: int = 0


class CardSwapped(NamedTuple):
    """L3: ``player`` put ``card`` from hand face down at ``position`` (inactive
    until next round) and took ``returned`` (the Informant) back into hand."""

    player: str
    card: str | None
    owner: str
    position: int
    returned: str
    face_up: bool = False


class CardTurnedDown(NamedTuple):
    """L7: the card at ``position`` turned face down again (the Insurrection)."""

    card: str
    owner: str
    position: int


class GameEnded(NamedTuple):
    scores: dict[str, int]
    winners: list[str]
    tiebreak: str  # none | queue_cards | shared
    #: G12: the tie-break counts top cards only. ``rulebook``: a rulebook in play
    #: says so (an Ablaze or Alliance family at the table); ``reading``: an
    #: all-base table, whose rulebook is silent on covered cards (our reading);
    #: "" in logs saved before the field existed
    tiebreak_basis: str = ""


Event = Any  # any of the NamedTuple classes above


#: Events every player sees as they are: the cards they name are face up, or
#: leaving the queue face up (G6, G7), or kept, or a round's or a game's news.
PUBLIC_EVENTS: frozenset[type] = frozenset(
    {
        RoundStarted,
        ResolutionStarted,
        RoundEnded,
        CardRevealed,
        AbilityApplied,
        NoEffect,
        InfluenceGained,
        InfluenceLost,
        InfluenceStolen,
        CardEliminated,
        CardDiscarded,
        CardBribed,
        BribeReturned,
        VerdictReturned,
        CardKept,
        CardTurnedDown,
        GameEnded,
    }
)
#: Events about a card that may lie face down (their ``face_up`` field says):
#: its name is shown when it is face up, or to its owner.
FACE_DOWN_EVENTS: frozenset[type] = frozenset(
    {
        CardPlaced,
        CardBanked,
        TokensPlaced,
        TokensReturned,
        CardUncovered,
        CardMoved,
        VerdictPlaced,
        CardSwapped,
    }
)


def for_viewer(event: Event, viewer: str | None) -> Event:
    """The event as ``viewer`` may see it, fail-closed: a kind in
    ``PUBLIC_EVENTS`` as it is; otherwise the card it names (``card``) is hidden
    (``None``) unless it lies face up (``FACE_DOWN_EVENTS`` only) or belongs to
    ``viewer``. A kind in neither table hides its card from everyone but its
    owner. ``viewer=None`` sees everything (a teacher's view)."""
    cls = type(event)
    if viewer is None or cls in PUBLIC_EVENTS or "card" not in event._fields:
        return event
    if cls in FACE_DOWN_EVENTS and event.face_up:
        return event
    owner = getattr(event, "owner", None) or getattr(event, "player", None)
    if owner == viewer:
        return event
    return event._replace(card=None)


def _kind(self: Any) -> str:
    return type(self).__name__


def _to_dict(self: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"kind": type(self).__name__}
    d.update(self._asdict())
    return d


#: Every event type, by kind name. Each has ``.kind`` and ``.to_dict()``.
EVENT_TYPES: dict[str, type] = {
    name: cls
    for name, cls in list(globals().items())
    if isinstance(cls, type) and issubclass(cls, tuple) and hasattr(cls, "_fields")
}
for _cls in EVENT_TYPES.values():
    _cls.kind = property(_kind)  # type: ignore[attr-defined]
    _cls.to_dict = _to_dict  # type: ignore[attr-defined]


def event_from_dict(d: dict[str, Any]) -> Event:
    """Rebuild an event from ``to_dict()`` output."""
    d = dict(d)
    return EVENT_TYPES[d.pop("kind")](**d)
