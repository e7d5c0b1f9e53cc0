"""What a game state holds: the one declaration of ``GameState``'s fields.

``GameState`` (``state.py``) is ``StateFields`` plus the rule primitives
(``actions.py``, ``Actions``) plus the rules loop. Its constructor is this
dataclass's (keywords only): ``scenario.py`` builds every state with it;
``undo`` and the tests read the field list from ``FIELDS``; ``copy`` names the
fields one by one for speed, and a test checks it sets every one. Each field is
declared once, here, with its type (mypy reads them).

What an edition adds lives in ``extra`` (``edition.Edition.state_keys``): the
Ablaze Twin waiting and bribery tokens in hand, the Alliance verdict pool.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

from .model import Card, Frame, Key

if TYPE_CHECKING:
    from .state import GameState


@dataclass(slots=True, eq=False, repr=False, kw_only=True)
class StateFields:
    """The data of a game of Oriflamme at a decision point."""

    #: the players in seating order, and each one's family edition
    players: tuple[str, ...]
    editions: dict[str, str]
    #: the table's default edition (the scenario's ``edition``)
    edition: str
    round: int
    #: index in ``players`` of the round's first player
    first: int
    direction: str
    #: placement, resolution or finished (``state.PLACEMENT``…)
    phase: str
    #: index in ``players`` of who places next (placement phase)
    placer: int
    #: the position resolving next (resolution phase)
    cursor: int
    #: each player's influence in supply
    influence: dict[str, int]
    #: the stacks, first to last; each a tuple of cards, bottom to top
    queue: list[tuple[Card, ...]]
    #: each player's cards by zone, each sorted by card id
    hands: dict[str, tuple[str, ...]]
    aside: dict[str, tuple[str, ...]]
    discards: dict[str, tuple[str, ...]]
    #: cards kept in front of their owner, with the influence on them (L9, L10)
    kept: dict[str, tuple[tuple[str, int], ...]]
    #: the editions' own state, by state-JSON key; values are immutable
    extra: dict[str, Any]
    #: the abilities in progress, innermost last
    frames: list[Frame] = field(default_factory=list)
    #: the card whose resolution is under way (G5: the next one follows it)
    resolving: Key | None = None
    winners: list[str] = field(default_factory=list)
    #: the game is over (``phase`` is finished): a field, not a property, as
    #: every playout reads it after each move
    finished: bool = False
    #: What happened while the position was set up — the cards that resolved on
    #: their own before the first decision, a scenario's replayed ``moves`` — so
    #: that a log can tell it. Empty for a copy (its past is the original's).
    opening: tuple[Any, ...] = ()
    #: the events of the move being applied
    _events: list[Any] = field(default_factory=list)
    #: (move, snapshot before it or None): a snapshot every CHECKPOINT moves;
    #: None: no undo history (a copy), see ``GameState.start_history``
    _history: list[tuple[str, GameState | None]] | None = None
    #: the legal moves of the pending decision, once computed (a waiting
    #: frame's tuple, or the placements)
    _legal: Sequence[str] | None = None


#: The names of the state's fields, in declaration order.
FIELDS: tuple[str, ...] = tuple(f.name for f in fields(StateFields))
