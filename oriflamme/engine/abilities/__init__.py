"""Card abilities, one module per edition; importing this registers them all."""

from . import base  # noqa: F401
from .registry import ABILITIES

__all__ = ["ABILITIES"]
