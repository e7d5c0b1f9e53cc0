"""Card abilities, one module per edition; importing this registers them all."""

from . import ablaze, alliance, base  # noqa: F401
from .registry import ABILITIES

__all__ = ["ABILITIES"]
