"""The end of a round at a table of 3 or 4: the most hoplites take the
first-player token; a tie among them, the holder chooses (this step)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import Refusal
from . import flow

if TYPE_CHECKING:
    from ..state import GameState

VERBS = ("first",)


def legal(st: GameState, p: str) -> list[str]:
    return [f"first {q}" for q in st.s.first_choice or ()]


def play(st: GameState, p: str, words: list[str]) -> None:
    flow.give_first(st, words[1])


def refuse(st: GameState, p: str, verb: str, args: list[str], number: int | None) -> Refusal | None:
    return None
