"""Orichalque's widgets (issue 16): the board, the sandbox, the teacher's desk part.

They reach the game only through ``oriflamme.games.orichalque.game`` (the adapter).
"""

from .board import OrichalqueBoard
from .session import OrichalqueSession

__all__ = ["OrichalqueBoard", "OrichalqueSession"]
