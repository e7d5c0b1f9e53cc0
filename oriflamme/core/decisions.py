"""The decision a game waits for: who decides, what kind of decision, the legal
moves. Every engine's ``state.pending`` is a :class:`Pending` (or ``None`` once
the game is over); it fits ``oriflamme.core.protocol.Decision``."""

from __future__ import annotations

from typing import NamedTuple


class Pending(NamedTuple):
    """Who decides what: the player, the kind of decision (a word of the game:
    Oriflamme's ``place``, ``reveal``, ``target``…; Orichalque's ``take``,
    ``fight``…), the legal moves, and what the decision is about where the game
    says (Oriflamme: the card and its position in the queue; None otherwise)."""

    player: str
    decision: str
    moves: list[str]
    card: str | None = None
    position: int | None = None

    def to_json(self) -> dict[str, str | list[str]]:
        return {"player": self.player, "decision": self.decision, "moves": list(self.moves)}
