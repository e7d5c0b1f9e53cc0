"""O3: more titans than allowed (1 + 1 per oratory): the player chooses which
go back, then the turn resumes where it was."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import Refusal
from . import titans

if TYPE_CHECKING:
    from ..state import GameState

VERBS = ("release",)


def legal(st: GameState, p: str) -> list[str]:
    return [f"release {t}" for t in st.s.releasing().choices]


def play(st: GameState, p: str, words: list[str]) -> None:
    s = st.s
    t = words[1]
    titans.give_back(st, p, t)
    r = s.releasing()
    r.count -= 1
    r.choices.remove(t)
    if r.count <= 0:
        s.step = r.resume
        s.release = None


def refuse(st: GameState, p: str, verb: str, args: list[str], number: int | None) -> Refusal | None:
    return None
