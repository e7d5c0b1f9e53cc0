"""Buttons made once and reused: a click must update the board, not rebuild it."""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as w


def button(
    classes: list[str],
    on_click: Callable[[], object],
    *,
    tabbable: bool = True,
    layout: w.Layout | None = None,
    style: w.ButtonStyle | None = None,
) -> w.Button:
    """A ``Button`` with the given CSS classes calling ``on_click()`` when pressed.

    ``layout`` and ``style``: models shared by many buttons (one widget in the
    kernel and the page for all of them, issue 32) — never for a button that
    is shown and hidden (``show`` sets its layout) or styled on its own."""
    b = w.Button(
        layout=layout or w.Layout(width="auto"),
        style=style or w.ButtonStyle(),
        tabbable=tabbable,
    )
    for c in classes:
        b.add_class(c)
    b.on_click(lambda _b: on_click())
    return b


class ButtonPool:
    """Buttons by key, made on first use (class list and action fixed per key)."""

    def __init__(self, make: Callable[[str], w.Button]) -> None:
        self._make = make
        self._buttons: dict[str, w.Button] = {}

    def get(self, key: str) -> w.Button:
        """The button for ``key`` (made the first time)."""
        if key not in self._buttons:
            self._buttons[key] = self._make(key)
        return self._buttons[key]


def set_class(widget: w.Widget, css: str, on: bool) -> None:
    """Give ``widget`` the CSS class ``css`` or take it away (no message when it
    already is as asked)."""
    if on != (css in widget._dom_classes):
        (widget.add_class if on else widget.remove_class)(css)


def set_children(box: w.Box, children: list[w.Widget]) -> None:
    """Replace ``box``'s children only when they differ (no needless messages)."""
    new = tuple(children)
    if box.children != new:
        box.children = new


def show(widget: w.Widget, visible: bool) -> None:
    """Show or hide ``widget`` (``display: none``).

    Shown is ``""`` (the CSS default), not ``None``: under Pyodide (the static
    site) a property set to None from a callback reaches the page as
    ``undefined``, which the page ignores, and a hidden panel never came back."""
    value = "" if visible else "none"
    if widget.layout.display != value:
        widget.layout.display = value


def label(widget: w.Button, text: str, tooltip: str | None = None) -> None:
    """Set a button's text and tooltip (the tooltip defaults to the text)."""
    if widget.description != text:
        widget.description = text
    tip = tooltip or text
    if widget.tooltip != tip:
        widget.tooltip = tip
