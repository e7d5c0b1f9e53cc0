"""Where things are in the queue picture, so buttons can lie over the cards.

The queue is drawn by ``oriflamme.games.oriflamme.render.render_queue`` as an SVG of fixed
pixel size. ``hit_boxes`` reads that SVG back: its size, the box of each
stack's top card (``data-pos``) and of the *start*/*end* slots
(``data-slot``). The widgets lay transparent buttons over these boxes, so a
click on a card in the picture chooses it.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from oriflamme.games.oriflamme.render import CARD_H, CARD_W

_TAG = re.compile(r"<(g|rect|svg)\s([^>]*)>")
_ATTR = re.compile(r'([\w:-]+)="([^"]*)"')
_TRANSLATE = re.compile(r"translate\(\s*([-\d.]+)[ ,]+([-\d.]+)")


class Box(NamedTuple):
    """A rectangle in the picture's pixels."""

    x: float
    y: float
    w: float
    h: float


class Boxes(NamedTuple):
    """The picture's size, the top card of each position, the placement slots."""

    width: float
    height: float
    cards: dict[int, Box]
    slots: dict[str, Box]


def hit_boxes(svg: str) -> Boxes:
    """Read the boxes out of a ``render_queue`` SVG."""
    width = height = 0.0
    cards: dict[int, Box] = {}
    slots: dict[str, Box] = {}
    want_slot: str | None = None
    for m in _TAG.finditer(svg):
        tag, attrs = m.group(1), dict(_ATTR.findall(m.group(2)))
        if tag == "svg" and not width:
            width, height = float(attrs.get("width", 0)), float(attrs.get("height", 0))
        elif tag == "g" and "data-slot" in attrs:
            want_slot = attrs["data-slot"]
        elif tag == "rect" and want_slot is not None:
            slots[want_slot] = Box(
                float(attrs.get("x", 0)),
                float(attrs.get("y", 0)),
                float(attrs.get("width", CARD_W)),
                float(attrs.get("height", CARD_H)),
            )
            want_slot = None
        elif tag == "g" and "data-pos" in attrs:
            classes = attrs.get("class", "").split()
            if "ori-card" not in classes or "ori-card--covered" in classes:
                continue
            t = _TRANSLATE.search(attrs.get("transform", ""))
            if t:
                cards[int(attrs["data-pos"])] = Box(
                    float(t.group(1)), float(t.group(2)), CARD_W, CARD_H
                )
    return Boxes(width, height, cards, slots)
