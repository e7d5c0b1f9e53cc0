"""An Orichalque game driven for human players: the model behind the board (no widgets).

Like Oriflamme's ``GameSession`` (``widgets/session.py``), with the same names
the sandbox's ``Pacer`` uses (``state``, ``humans``, ``_apply``, ``on_move``):
the human players' moves go through ``play``, a ``controller`` (bots, a
lesson's script) decides for the others, every move is kept with its events
(the log) and ``undo`` takes back the latest human move and the computer
moves after it — never below the *floor*, which rises when a move shows what
was not known before (dice rolled, a building drawn, the boards refilled with
new tiles and creatures): what has been seen cannot be unseen. The teacher's
desk (``see_all``) plays every side and may undo anything.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

#: Events that show what nobody knew before the move (the floor of undo).
REVEALING = frozenset({"fight", "building_drawn", "round_ended", "deck_reshuffled"})


class Controller(Protocol):
    def choose(self, state: Any) -> str: ...


@dataclass
class Step:
    """One move of the log: who played it and the events it caused."""

    player: str
    move: str
    events: list[dict[str, Any]]


@dataclass
class OrichalqueSession:
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

    @property
    def human_turn(self) -> bool:
        """Does a human (or the teacher) decide now?"""
        pending = self.state.pending
        return pending is not None and (self.see_all or pending.player in self.humans)

    def _apply(self, move: str, player: str) -> list[dict[str, Any]]:
        """Play ``move`` for ``player`` and log it (``IllegalMove``: nothing changed)."""
        events = self.state.apply(move, player=player)
        self.version += 1
        self.steps.append(Step(player, move, events))
        if not self.see_all and any(e["event"] in REVEALING for e in events):
            self.floor = len(self.steps)
        if self.on_move is not None:
            self.on_move(player, move, events)
        return events

    def play(self, move: str) -> list[dict[str, Any]]:
        """A human move (then the controller answers until a human decides)."""
        pending = self.state.pending
        if pending is None:
            raise ValueError("the game is over")
        mark = len(self.steps)
        events = self._apply(move, pending.player)
        self.undo_points.append(mark)
        self.run_controller()
        return events

    def record(self, move: str) -> list[dict[str, Any]]:
        """Play ``move`` for whoever decides, as a step of the log with an undo
        point (the teacher's desk replays a scenario's moves this way)."""
        return self.play(move)

    def run_controller(self) -> None:
        """Let the controller play every decision that is not a human's."""
        while self.controller is not None and not self.human_turn:
            pending = self.state.pending
            if pending is None:
                return
            self._apply(self.controller.choose(self.state), pending.player)

    @property
    def can_undo(self) -> bool:
        return any(p >= self.floor for p in self.undo_points)

    def undo(self) -> bool:
        """Take back the latest human move (and the computer moves after it)."""
        while self.undo_points and self.undo_points[-1] < self.floor:
            self.undo_points.pop()
        if not self.undo_points:
            return False
        target = self.undo_points.pop()
        self.version += 1
        while len(self.steps) > target:
            self.state.undo()
            self.steps.pop()
        return True
