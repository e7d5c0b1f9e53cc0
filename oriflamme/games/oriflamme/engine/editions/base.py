"""The base game (rulebook IV; rulings B1–B10): ten cards, no state of its own.

Its abilities: ``abilities/base.py``.
"""

from __future__ import annotations

from ..abilities import base as _abilities  # noqa: F401  (registers the cards' abilities)
from ..edition import Edition, register_edition


class Base(Edition):
    name = "base"
    characters = ("archer", "soldier", "spy", "heir", "shapeshifter", "lord")
    intrigues = ("assassination", "royal_decree", "ambush", "conspiracy")


BASE = register_edition(Base())
