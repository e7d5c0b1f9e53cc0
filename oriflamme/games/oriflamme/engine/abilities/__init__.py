"""Card abilities, one module per edition; importing this registers them all."""

from ..cards import DECKS, EDITIONS
from . import ablaze, alliance, base  # noqa: F401
from .registry import ABILITIES

__all__ = ["ABILITIES", "playable_editions"]


def playable_editions() -> list[str]:
    """The editions whose every card has its ability: the ones a game can be played in."""
    return [e for e in EDITIONS if all(c in ABILITIES for c in DECKS[e])]
