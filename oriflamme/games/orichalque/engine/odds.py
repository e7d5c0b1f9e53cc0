"""The exact chance of winning a fight, before the dice are rolled (pure).

The rulebook (p. «Сражение с мифическими существами»): 1 die always, +1 per
fighting hoplite (0–3, so at most 4 dice); the fight is won when the sum of
the numbers rolled reaches the creature's strength, or when any die shows a
skull. With a siege engine a 3 counts as a skull too (player aid). The faces
of a die come from the component data (``components().dice``), so the odds
follow the data: every outcome of the dice is counted, none estimated.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from itertools import product
from typing import TYPE_CHECKING, Any

from .components import components

if TYPE_CHECKING:
    from .state import GameState

SKULL = "skull"


def win_chance(
    strength: int, dice: int, faces: Iterable[Any] | None = None, *, siege: bool = False
) -> Fraction:
    """The chance that ``dice`` dice with ``faces`` (default: the data's) win
    against ``strength``: a skull (or a 3 with ``siege``) on any die, or a sum
    of numbers >= ``strength``. Exact: every outcome of the dice is counted."""
    faces = tuple(components().dice if faces is None else faces)
    if dice < 1 or not faces:
        raise ValueError(f"a fight rolls 1 to 4 dice, not {dice}")
    skulls = {SKULL, 3} if siege else {SKULL}
    won = 0
    for roll in product(faces, repeat=dice):
        if any(f in skulls for f in roll) or sum(f for f in roll if f != SKULL) >= strength:
            won += 1
    return Fraction(won, len(faces) ** dice)


def fight_chance(state: GameState, zone: str, add: int | str) -> Fraction:
    """The chance that ``fight ZONE ADD`` wins in ``state`` (its player's island):
    the hoplites already waiting by the creature fight too; ``bless`` (Kronos)
    always wins."""
    if add == "bless":
        return Fraction(1)
    p = state.s.turn
    isl = state.s.islands[p]
    creature = isl.creatures[zone]
    c = state.c
    strength = c.creature_kinds[c.creatures[creature]]["strength"]
    hoplites = isl.waiting.get(zone, 0) + int(add)
    siege = state.count_buildings(p, "siege") > 0
    return win_chance(strength, 1 + hoplites, c.dice, siege=siege)


def percent(chance: Fraction) -> str:
    """``chance`` as a whole percentage, never rounded to 0 or 100 unless it is."""
    if chance == 0:
        return "0"
    if chance == 1:
        return "100"
    value = round(float(chance) * 100)
    return str(min(max(value, 1), 99))
