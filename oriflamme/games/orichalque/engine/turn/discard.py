"""Two players: at the end of a turn a card of the action board goes to the
discard, its tile back under its pile, its creatures back to the bag."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import Refusal
from . import flow

if TYPE_CHECKING:
    from ..state import GameState

VERBS = ("discard",)


def legal(st: GameState, p: str) -> list[str]:
    return [f"discard {k + 1}" for k in range(len(st.s.display))]


def play(st: GameState, p: str, words: list[str]) -> None:
    s = st.s
    k = int(words[1]) - 1
    item = s.display.pop(k)
    s.discard.append(item.card)
    if item.tile:
        s.piles[str(st.c.tiles[item.tile]["size"])].append(item.tile)
    s.creature_bag.extend(item.creatures)
    s.creature_bag.sort()
    st.emit(
        "card_discarded",
        player=p,
        slot=k + 1,
        card=item.card,
        tile=item.tile,
        creatures=list(item.creatures),
    )
    flow.next_turn(st)


def refuse(st: GameState, p: str, verb: str, args: list[str], number: int | None) -> Refusal:
    return ("no_such_card", f"no card in slot {args[0]}")
