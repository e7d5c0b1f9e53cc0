"""The card catalogue: every card of every edition as plain data.

Ids are the PROTOCOL.md §1 ids (English, snake_case). Display names live in the
Fluent catalogs (``oriflamme/locales``); the engine only knows ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Kind = Literal["character", "intrigue"]

EDITIONS: tuple[str, ...] = ("base", "ablaze", "alliance")


@dataclass(frozen=True, slots=True)
class CardType:
    """What is printed on a card: its id, edition and kind."""

    id: str
    edition: str
    kind: Kind
    options: int = 1  # 2 for the "A OR B" cards (Informant, Diplomat, Judge)

    @property
    def is_character(self) -> bool:
        return self.kind == "character"


def _cards(edition: str, characters: str, intrigues: str, two_options: str = "") -> list[CardType]:
    opts = set(two_options.split())
    out = [CardType(c, edition, "character", 2 if c in opts else 1) for c in characters.split()]
    out += [CardType(c, edition, "intrigue") for c in intrigues.split()]
    return out


CARD_TYPES: dict[str, CardType] = {
    c.id: c
    for c in (
        _cards(
            "base",
            "archer soldier spy heir shapeshifter lord",
            "assassination royal_decree ambush conspiracy",
        )
        + _cards(
            "ablaze",
            "prince twin schemer queen cutthroat apothecary felon",
            "substitution bribery combination trap",
        )
        + _cards(
            "alliance",
            "empress fanatic informant diplomat deserter judge",
            "insurrection extortion infiltration pact",
            two_options="informant diplomat judge",
        )
    )
}

#: The cards of each edition's family deck, in catalogue order.
DECKS: dict[str, tuple[str, ...]] = {
    ed: tuple(c.id for c in CARD_TYPES.values() if c.edition == ed) for ed in EDITIONS
}


def card_type(card_id: str) -> CardType:
    """The printed card for ``card_id``; ``KeyError`` for an unknown id."""
    return CARD_TYPES[card_id]


def is_character(card_id: str) -> bool:
    return CARD_TYPES[card_id].kind == "character"
