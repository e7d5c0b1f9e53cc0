"""Rows of cards outside the queue: a hand, a discard, aside cards, kept cards."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from oriflamme.games.oriflamme.render.card import INK, card_size, defs, render_card
from oriflamme.games.oriflamme.render.svg import SERIF, attrs, el, esc, svg_doc
from oriflamme.games.oriflamme.render.text import t

#: The message naming each kind of zone.
ZONE_TITLES: dict[str, str] = {
    "discard": "discard",
    "aside": "aside",
    "kept": "kept",
    "twin": "render-twin",
}
PAD = 10  # room around the cards for halos and badges
GAP = 10


def _grid(
    cards: list[tuple[dict[str, Any], dict[str, Any]]],
    *,
    size: str,
    per_row: int,
    css: str,
    title: str,
    lang: str,
) -> str:
    """An ``<svg>`` of cards in rows of ``per_row``; each card is (dict, render_card kwargs)."""
    w, h = card_size(size)
    cols = max(1, min(per_row, len(cards)))
    rows = max(1, -(-len(cards) // per_row))
    width = 2 * PAD + cols * w + (cols - 1) * GAP
    height = 2 * PAD + rows * h + (rows - 1) * GAP
    body = []
    for i, (card, extra) in enumerate(cards):
        x = PAD + (i % per_row) * (w + GAP)
        y = PAD + (i // per_row) * (h + GAP)
        body.append(
            f"<g {attrs(class_='ori-zone__card', data_index=i)}>"
            f"{render_card(card, lang, size=size, x=x, y=y, **extra)}</g>"
        )
    if not cards:
        width, height = max(width, 2 * PAD + 2 * w), h * 0.5 + 2 * PAD
        style = {"font_family": SERIF, "font_style": "italic", "fill": INK, "opacity": 0.6}
        empty = esc(t("render-empty", lang))
        body.append(
            el(
                "text",
                empty,
                x=width / 2,
                y=height / 2 + 5,
                font_size=13,
                text_anchor="middle",
                **style,
            )
        )
    return svg_doc(defs() + "".join(body), width=width, height=height, css=css, title=title)


def render_hand(
    cards: Iterable[str | None],
    owner: str,
    lang: str,
    *,
    size: str = "md",
    selectable: bool = False,
    highlight: Iterable[str] | Mapping[str, str] | None = None,
    per_row: int = 10,
) -> str:
    """A hand of cards as an ``<svg>``: ids face up, ``None`` (hidden) as backs.

    ``selectable`` makes every known card a button (``ori-selectable``);
    ``highlight`` names the card ids to mark (a set gives ``"target"``, a mapping
    gives each id its kind). Each card sits in a ``<g class="ori-zone__card"
    data-index="i">`` and carries ``data-card``.
    """
    if highlight is None:
        marks: Mapping[str, str] = {}
    elif isinstance(highlight, Mapping):
        marks = highlight
    else:
        marks = dict.fromkeys(highlight, "target")
    items = [
        (
            {"card": cid, "owner": owner, "face_up": cid is not None},
            {
                "selectable": selectable and cid is not None,
                "highlight": marks.get(cid or "", False),
            },
        )
        for cid in cards
    ]
    title = t("hand", lang)
    return _grid(items, size=size, per_row=per_row, css="ori-hand", title=title, lang=lang)


def render_zone(
    cards: Iterable[str | dict[str, Any] | None],
    owner: str,
    lang: str,
    *,
    kind: str = "discard",
    face_up: bool = True,
    size: str = "sm",
    per_row: int = 8,
) -> str:
    """A zone in front of ``owner`` as an ``<svg>`` of small cards.

    ``kind`` is ``discard``, ``aside``, ``kept`` or ``twin`` (class ``ori-zone--<kind>``
    and the title). Items are card ids, ``None`` (hidden from the viewer: a back) or
    dicts such as kept cards ``{"card": "pact", "tokens": 2}``. ``face_up=False``
    draws known cards as backs with a peek of the name (the owner's aside cards).
    """
    items: list[tuple[dict[str, Any], dict[str, Any]]] = []
    for item in cards:
        card: dict[str, Any] = dict(item) if isinstance(item, dict) else {"card": item}
        card.setdefault("owner", owner)
        card.setdefault("face_up", face_up and card.get("card") is not None)
        items.append((card, {}))
    title = t(ZONE_TITLES[kind], lang)
    css = f"ori-zone ori-zone--{kind}"
    return _grid(items, size=size, per_row=per_row, css=css, title=title, lang=lang)
