"""Helpers for the widget tests: find buttons by class, read what a user sees."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import ipywidgets as w

from oriflamme.widgets import GameView

#: The classes of the controls a learner uses to play (not history, not language).
PLAY_PREFIXES = (
    "ori-place-",
    "ori-hand-card",
    "ori-target-",
    "ori-reveal",
    "ori-bank",
    "ori-option-",
    "ori-dest-",
    "ori-take",
    "ori-repeat",
    "ori-from-",
    "ori-swap-",
    "ori-move",
)


def visible_widgets(root: w.Widget) -> list[w.Widget]:
    """Every widget under ``root`` that is on show (selected tabs only)."""
    out: list[w.Widget] = []

    def walk(widget: w.Widget) -> None:
        if getattr(widget, "layout", None) is not None and widget.layout.display == "none":
            return
        out.append(widget)
        children = getattr(widget, "children", ())
        if isinstance(widget, w.Tab):
            children = children[widget.selected_index or 0 : (widget.selected_index or 0) + 1]
        for child in children:
            walk(child)

    walk(root)
    return out


def play_buttons(view: GameView) -> list[w.Button]:
    """The enabled playing buttons on show."""
    return [
        b
        for b in view.buttons()
        if not b.disabled and any(c.startswith(PLAY_PREFIXES) for c in b._dom_classes)
    ]


def find(view: GameView, css: str) -> w.Button:
    """The button on show with class ``css``."""
    hits = [b for b in view.buttons() if css in b._dom_classes]
    assert hits, f"no button .{css} on show"
    return hits[0]


_TAG = re.compile(r"<style.*?</style>|<[^>]+>", re.S)


def html_text(html: str) -> str:
    """The text a reader sees in ``html`` (tags and style sheets removed)."""
    return unescape(_TAG.sub(" ", html))


def visible_texts(root: w.Widget) -> list[str]:
    """Every string a user may read or hear: HTML text, labels, tooltips, options."""
    texts: list[str] = []
    for widget in visible_widgets(root):
        if isinstance(widget, w.HTML):
            texts.append(html_text(widget.value))
        for attr in ("description", "tooltip"):
            value: Any = getattr(widget, attr, None)
            if isinstance(value, str):
                texts.append(value)
        if isinstance(widget, w.Tab):
            texts += list(widget.titles)
        labels = getattr(widget, "_options_labels", None)
        if labels:
            texts += list(labels)
        tips = getattr(widget, "tooltips", None)
        if tips:
            texts += list(tips)
    return [x for x in texts if x and x.strip()]
