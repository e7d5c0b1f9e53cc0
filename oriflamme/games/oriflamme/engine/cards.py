"""The card catalogue: every card of every registered edition, as plain data.

Ids are the docs/PROTOCOL.md §1 ids (English, snake_case), one namespace across
editions (a move names a card by its id alone). Each edition declares its cards
(``editions/<name>.py``); ``edition.register_edition`` fills the tables below
and refuses an id another edition already declares. Display names live in the
Fluent catalogs (``oriflamme/locales``); the engine only knows ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from .edition import Edition

Kind = Literal["character", "intrigue"]


@dataclass(frozen=True, slots=True)
class CardType:
    """What is printed on a card: its id, edition and kind, and what the
    scenario checks need to know of it."""

    id: str
    edition: str
    kind: Kind
    options: int = 1  # 2 for the "A OR B" cards (Informant, Diplomat, Judge)
    tokens_face_up: bool = False  # may carry influence face up (the Diplomat, L4)
    kept: bool = False  # kept in front of its owner once played (Infiltration, Pact: L9, L10)
    kept_tokens: bool = False  # kept with influence on it (the Pact, L10)

    @property
    def is_character(self) -> bool:
        return self.kind == "character"


#: card id -> its printed card (every registered edition's)
CARD_TYPES: dict[str, CardType] = {}
#: The cards of each edition's family deck, in catalogue order.
DECKS: dict[str, tuple[str, ...]] = {}
#: edition name -> the edition, in registration order (``base``, ``ablaze``,
#: ``alliance``: the order of the menus). Iterating gives the names.
EDITIONS: dict[str, Edition] = {}


def is_character(card_id: str) -> bool:
    return CARD_TYPES[card_id].kind == "character"
