"""Phase 1: take an action card from the action board, paying its slot's cost
in hoplites (the first two slots cost nothing); its tile and creatures come
with it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import Refusal

if TYPE_CHECKING:
    from ..state import GameState

VERBS = ("take",)


def legal(st: GameState, p: str) -> list[str]:
    have = st.s.supplies[p].hoplites
    costs = st.c.costs
    return [f"take {k + 1}" for k in range(len(st.s.display)) if costs[k] <= have]


def play(st: GameState, p: str, words: list[str]) -> None:
    s = st.s
    k = int(words[1]) - 1
    cost = st.c.costs[k]
    st.pay(p, "hoplites", cost, "card")
    item = s.display.pop(k)
    s.hand = item
    st.emit(
        "card_taken",
        player=p,
        slot=k + 1,
        card=item.card,
        action=st.c.cards[item.card]["action"],
        tile=item.tile,
        creatures=list(item.creatures),
        cost=cost,
    )
    s.step = "tile"


def refuse(st: GameState, p: str, verb: str, args: list[str], number: int | None) -> Refusal:
    k = args[0]
    if number is None or not 1 <= number <= len(st.s.display):
        return ("no_such_card", f"no card in slot {k}")
    return ("cannot_afford", f"slot {k} costs {st.c.costs[number - 1]} hoplites")
