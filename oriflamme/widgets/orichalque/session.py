"""An Orichalque game driven for human players: the model behind the board (no widgets).

One session for every game (``widgets/session.py``'s ``SessionBase``: play,
record, the controller, undo down to the floor); this one says how an
Orichalque move is logged and when the floor rises — when a move shows what
was not known before (dice rolled, a building drawn, the boards refilled with
new tiles and creatures): what has been seen cannot be unseen. The teacher's
desk (``see_all``) decides for every side and may undo anything.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from oriflamme.core.protocol import AnyGame
from oriflamme.games import game_of

from ..session import Controller, SessionBase

#: Events that show what nobody knew before the move (the floor of undo).
REVEALING = frozenset({"fight", "building_drawn", "round_ended", "deck_reshuffled"})


@dataclass
class Step:
    """One move of the log: who played it and the events it caused."""

    player: str
    move: str
    events: list[dict[str, Any]]


@dataclass
class OrichalqueSession(SessionBase):
    state: Any
    humans: tuple[str, ...]
    controller: Controller | None = None
    see_all: bool = False
    on_move: Callable[[str, str, list[Any]], None] | None = None
    steps: list[Step] = field(default_factory=list)
    undo_points: list[int] = field(default_factory=list)
    floor: int = 0
    #: changes with every move played or taken back (the board redraws the table then)
    version: int = 0

    def __post_init__(self) -> None:
        self.humans = tuple(self.humans)
        self.game: AnyGame = game_of(self.state)

    def is_human(self, player: str) -> bool:
        """The teacher's desk (``see_all``) decides for every side."""
        return self.see_all or player in self.humans

    def _apply(self, move: str, player: str) -> list[dict[str, Any]]:
        """Play ``move`` for ``player`` and log it (``IllegalMove``: nothing changed)."""
        events: list[dict[str, Any]] = self.state.apply(move, player=player)
        self.version += 1
        self.steps.append(Step(player, move, events))
        if not self.see_all and any(e["event"] in REVEALING for e in events):
            self.floor = len(self.steps)
        return events

    def _undone(self) -> None:
        self.version += 1
