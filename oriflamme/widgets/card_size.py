"""The card size control of a board: automatic fit, or small to extra large.

``auto`` fits the queue to the width of the page (between three quarters and
one and a half of the drawn size; a longer queue scrolls inside its box, both
ends reachable); the fixed sizes scale the queue and the hand for a phone
(``sm``) or the back of a classroom (``lg``, ``xl``). From ``lg`` on, the
face-up cards print their ability on their face.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as w

from .text import t

#: The sizes offered, in the order of the control.
SIZES = ("auto", "sm", "md", "lg", "xl")
#: Scale of the queue picture against its drawn size (``auto``: fit, see ``frame_width``).
QUEUE_SCALE = {"sm": 0.75, "md": 1.0, "lg": 1.35, "xl": 1.8}
#: Scale of the hand's cards against the 84×154 card.
HAND_SCALE = {"auto": 0.85, "sm": 0.7, "md": 0.85, "lg": 1.15, "xl": 1.5}
#: Sizes whose cards are large enough to carry their printed ability.
DETAILED = frozenset({"lg", "xl"})
AUTO_MIN, AUTO_MAX = 0.75, 1.5


#: In ``auto``, the queue is never taller than this share of the screen's height
#: (a projector's 720 px leave room for the status, the decision and the hand).
AUTO_HEIGHT_VH = 38


def frame_width(size: str, natural: float, height: float = 0) -> tuple[str, str]:
    """CSS ``width`` and ``min-width`` of the queue's frame for a picture of
    ``natural``×``height`` px."""
    if size in QUEUE_SCALE:
        px = f"{natural * QUEUE_SCALE[size]:.0f}px"
        return px, px
    limits = [f"{natural * AUTO_MAX:.0f}px"]
    if height:
        limits.append(f"{AUTO_HEIGHT_VH * natural / height:.1f}vh")
    return f"min(100%, {', '.join(limits)})", f"{natural * AUTO_MIN:.0f}px"


class CardSizeControl(w.HBox):
    """A labelled row of toggle buttons (keyboard: Tab to it, arrows or Space)."""

    #: a view setting: a frozen board (a won lesson) keeps it usable (board_base.py)
    view_setting = True

    def __init__(self, lang: str, on_change: Callable[[str], None], value: str = "auto") -> None:
        super().__init__()
        self.add_class("ori-card-size")
        self._lang = lang
        self.caption = w.HTML()
        self.caption.add_class("ori-card-size__label")
        self.toggle = w.ToggleButtons(options=[(k, k) for k in SIZES], value=value)
        self.toggle.add_class("ori-card-size__buttons")
        self.toggle.observe(lambda change: on_change(change["new"]), names="value")
        self.children = (self.caption, self.toggle)
        self.relabel(lang)

    @property
    def value(self) -> str:
        return str(self.toggle.value)

    @value.setter
    def value(self, size: str) -> None:
        self.toggle.value = size

    def relabel(self, lang: str) -> None:
        """Words in ``lang`` (the values stay the size keys)."""
        self._lang = lang
        self.caption.value = t("w-card-size", lang)
        options = [(t(f"w-card-size-{k}", lang), k) for k in SIZES]
        if list(self.toggle.options) != options:
            value = self.toggle.value
            with self.toggle.hold_trait_notifications():
                self.toggle.options = options
                self.toggle.value = value
        tips = [t(f"w-card-size-{k}-tip", lang) for k in SIZES]
        if list(self.toggle.tooltips) != tips:
            self.toggle.tooltips = tips
        self.toggle.description_allow_html = False
