"""Names a module offers but imports only when first asked for (issue 32).

A served page's kernel imports what its first screen shows and no more; a
module that re-exports names from heavier ones (an engine, a drawing, the
bots) gives them through ``later``, Python's module ``__getattr__`` (PEP 562)::

    __getattr__ = later(__name__, __package__, {"render_board": ".board"})

The name is imported from its module (relative to the package) the first time
it is asked for, then kept in the module like any other. The type checker
reads the same names from an ``if TYPE_CHECKING:`` import beside it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any


def later(module: str, package: str | None, where: Mapping[str, str]) -> Callable[[str], Any]:
    """``module``'s ``__getattr__``: each name of ``where`` imported from its
    module (``".board"``, relative to ``package``, or absolute) when first used."""

    def __getattr__(name: str) -> Any:
        place = where.get(name)
        if place is None:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        value = getattr(import_module(place, package), name)
        setattr(sys.modules[module], name, value)
        return value

    return __getattr__
