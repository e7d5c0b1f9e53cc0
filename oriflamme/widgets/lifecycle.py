"""Closing the widgets of a board that is replaced (issue 19: a long session).

A kernel keeps every widget it ever made (``ipywidgets.Widget.widgets``) until
it is ``close()``d: a sandbox that deals ten games without closing the old
boards grew from 555 to 2,585 live widgets. ``close_widgets(old)`` closes a
replaced part and everything it made: its children, their layouts and styles,
and the buttons kept in pools for reuse even while not on show.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from .controls import ButtonPool


def close_widgets(*roots: Any) -> int:
    """Close every widget reachable from ``roots`` (the widgets themselves,
    their traits, and the widgets, lists, dicts and button pools held in their
    attributes); return how many were closed. ``None`` roots are skipped."""
    seen: set[int] = set()
    todo = [r for r in roots if r is not None]
    closed = 0
    while todo:
        x = todo.pop()
        if id(x) in seen:
            continue
        seen.add(id(x))
        if isinstance(x, w.Widget):
            todo.extend(v for v in x._trait_values.values() if _holds_widgets(v))
            todo.extend(v for v in vars(x).values() if _holds_widgets(v))
            if x.comm is not None:
                closed += 1
            x.close()
        elif isinstance(x, dict):
            todo.extend(v for v in x.values() if _holds_widgets(v))
        elif isinstance(x, list | tuple):
            todo.extend(v for v in x if _holds_widgets(v))
        elif isinstance(x, ButtonPool):
            todo.append(x._buttons)
    return closed


def _holds_widgets(v: Any) -> bool:
    return isinstance(v, w.Widget | dict | list | tuple | ButtonPool)
