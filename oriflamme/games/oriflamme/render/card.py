"""One card as an SVG group: face (name, kind, family band and emblem) or back.

Cards are drawn in an 84×154 box (the 61×112 mm ratio of the real cards) and
scaled for the other sizes. Every fill that uses a gradient from ``defs()``
carries a flat fallback colour, so a lone fragment still looks right.
"""

from __future__ import annotations

from typing import Any

from oriflamme.games.oriflamme.engine.cards import CARD_TYPES
from oriflamme.games.oriflamme.render import text
from oriflamme.games.oriflamme.render.emblems import Family, emblem, family
from oriflamme.games.oriflamme.render.pictograms import pictogram
from oriflamme.games.oriflamme.render.svg import (
    SANS,
    SERIF,
    attrs,
    classes,
    css_token,
    el,
    esc,
    num,
    text_width,
)
from oriflamme.i18n import ability_text

CARD_W = 84
CARD_H = 154
#: Scale of each card size against the 84×154 ``md`` card.
SIZES: dict[str, float] = {"sm": 0.75, "md": 1.0, "lg": 1.35, "xl": 2.0}
#: Smallest font size (card units) of a name: 8 px on the ``sm`` card, 10 px on ``md``.
NAME_MIN = 10.5

INK = "#2b1d0e"  # dark brown text on parchment
GOLD = "#c9a227"
PARCHMENT = "url(#ori-parchment) #f5ecd6"
COIN = "url(#ori-coin) #e3b341"
#: Halo colours of highlight kinds (``highlight="target"`` …); others use gold.
HALO: dict[str, str] = {"target": "#ffc928", "source": "#40c4ff", "danger": "#ff5252"}

_BAND_TOP, _BAND_BOTTOM = 4, 40
_ICON_CHARACTER = "M6 .8A3.1 3.1 0 1 1 5.99 .8ZM.6 11.8C.6 8.2 3 6.9 6 6.9S11.4 8.2 11.4 11.8Z"
_ICON_INTRIGUE = "M.8 2.4H11.2V10H.8Z"
_ICON_GAVEL = (
    "M3.6 8.4L10.4 1.6L14.6 5.8L7.8 12.6ZM10.6 10.4L13 8L21.8 16.8L19.4 19.2Z"
    "M2.5 19.8H13.5V22.4H2.5Z"
)
_ICON_HOURGLASS = "M6 2H18V4.2L13.6 12L18 19.8V22H6V19.8L10.4 12L6 4.2Z"
_ICON_EYE = "M1 6C3.2 2.4 8.8 2.4 11 6C8.8 9.6 3.2 9.6 1 6ZM6 3.9A2.1 2.1 0 1 0 6.01 3.9Z"
_ICON_STACK = "M3 1H9.5V9H3ZM1 3.2H2.2V11H7.6V12.2H1Z"


def defs() -> str:
    """The ``<defs>`` (gradients) shared by all cards of one SVG document."""
    return (
        "<defs>"
        '<linearGradient id="ori-parchment" x1="0" y1="0" x2="0.35" y2="1">'
        '<stop offset="0" stop-color="#fcf6e6"/><stop offset="0.6" stop-color="#f3e7c9"/>'
        '<stop offset="1" stop-color="#e8d6ad"/></linearGradient>'
        '<radialGradient id="ori-coin" cx="0.38" cy="0.32" r="0.75">'
        '<stop offset="0" stop-color="#fff2b8"/><stop offset="0.55" stop-color="#e3b341"/>'
        '<stop offset="1" stop-color="#a97a12"/></radialGradient>'
        "</defs>"
    )


def card_size(size: str = "md") -> tuple[float, float]:
    """Width and height in px of a card of ``size`` (``sm``, ``md`` or ``lg``)."""
    scale = SIZES[size]
    return CARD_W * scale, CARD_H * scale


def fit_name(
    name: str, width: float, *, start: float = 13.5, lines: int = 2, least: float = NAME_MIN
) -> tuple[list[str], float]:
    """Lines and font size that fit ``name`` into ``width`` px (largest size first).

    The size never goes below ``least``: a name longer than that is squeezed to
    the width by ``_text_lines`` (``textLength``) rather than shrunk out of sight.
    """
    words = name.split()
    size = start
    while True:
        if text_width(name, size, bold=True) <= width or len(words) < 2 or lines < 2:
            best = [name]
        else:
            splits = [[" ".join(words[:i]), " ".join(words[i:])] for i in range(1, len(words))]
            best = min(splits, key=lambda ls: max(text_width(x, size, bold=True) for x in ls))
        if max(text_width(x, size, bold=True) for x in best) <= width or size <= least:
            return best, size
        size -= 0.5


def _text_lines(
    lines: list[str], size: float, *, cx: float, cy: float, width: float, **style: Any
) -> str:
    """Centred lines of text around ``cy``; an over-long line is squeezed to ``width``."""
    step = size * 1.12
    first = cy - step * (len(lines) - 1) / 2 + size * 0.35
    out = []
    for i, line in enumerate(lines):
        squeeze = text_width(line, size, bold=True) > width
        fit = {"textLength": width, "lengthAdjust": "spacingAndGlyphs"} if squeeze else {}
        y = first + i * step
        out.append(
            el("text", esc(line), x=cx, y=y, font_size=size, text_anchor="middle", **fit, **style)
        )
    return "".join(out)


def wrap_text(content: str, width: float, size: float) -> list[str]:
    """``content`` cut into lines no wider than ``width`` at ``size`` (greedy, by words)."""
    lines: list[str] = []
    for paragraph in content.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and text_width(trial, size) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        if line:
            lines.append(line)
    return lines


def fit_ability(content: str, width: float, height: float) -> tuple[list[str], float] | None:
    """Lines and size that fit the ability ``content`` into a ``width``×``height`` box,
    or None when even the smallest legible size (4.3 units) does not fit."""
    size = 6.4
    while size >= 4.3:
        lines = wrap_text(content, width, size)
        if len(lines) * size * 1.18 <= height:
            return lines, size
        size -= 0.3
    return None


def _kind_row(card_id: str, fam: Family, lang: str, *, y: float, start: float = 10.0) -> str:
    """The card's kind («Персонаж», «Intrigue») with its little icon, centred at ``y``."""
    kind = text.card_kind(card_id, lang)
    kind_size = start
    while text_width(kind, kind_size) + 15 > 70 and kind_size > 7:
        kind_size -= 0.5
    total = 12 + 3 + text_width(kind, kind_size)
    left = 42 - total / 2
    is_char = _is_character(card_id)
    icon = _ICON_CHARACTER if is_char else _ICON_INTRIGUE
    at = f"translate({num(left)} {num(y - 10)})"
    icon_svg = f'<path d="{icon}" fill="{fam.dark}" transform="{at}"/>'
    if not is_char:  # the flap of the sealed letter
        icon_svg += (
            f'<path d="M.8 2.4L6 6.8L11.2 2.4" fill="none" stroke="#f5ecd6" stroke-width="1.1"'
            f' transform="{at}"/>'
        )
    return icon_svg + el(
        "text",
        esc(kind),
        x=left + 15,
        y=y,
        font_size=kind_size,
        font_family=SERIF,
        font_style="italic",
        fill=INK,
        class_="ori-card__kind",
    )


def _seal(fam: Family, cx: float, cy: float, r: float) -> str:
    """The family emblem in a small round seal (the family by shape, not colour alone)."""
    return el(
        "g",
        el("circle", cx=cx, cy=cy, r=r, fill=fam.color, stroke=GOLD, stroke_width=0.9)
        + emblem(fam.emblem, x=cx - r * 0.72, y=cy - r * 0.72, size=r * 1.44, fill=fam.ink),
        class_="ori-card__seal",
    )


def _face(card_id: str, fam: Family, lang: str, detail: bool = False) -> str:
    """The face: name band, pictogram medallion with the family seal, kind; with
    ``detail``, the printed ability too (when it fits)."""
    band = (
        f'<path d="M4 {_BAND_BOTTOM}V8.5Q4 4 8.5 4H75.5Q80 4 80 8.5V{_BAND_BOTTOM}Z"'
        f' fill="{fam.color}"/>'
        f'<rect x="4" y="{_BAND_BOTTOM}" width="76" height="1.6" fill="{GOLD}"/>'
    )
    lines, size = fit_name(text.card_name(card_id, lang), 70)
    name = _text_lines(
        lines,
        size,
        cx=42,
        cy=(_BAND_TOP + _BAND_BOTTOM) / 2,
        width=70,
        fill=fam.ink,
        font_family=SERIF,
        font_weight="bold",
        class_="ori-card__name",
    )
    fitted = fit_ability(ability_text(card_id, lang), 70, 46) if detail else None
    if fitted is None:
        medallion = (
            el("rect", x=9, y=46, width=66, height=69, rx=3, fill=fam.light, fill_opacity=0.55)
            + el(
                "rect",
                x=9,
                y=46,
                width=66,
                height=69,
                rx=3,
                fill="none",
                stroke=GOLD,
                stroke_width=0.7,
            )
            + el("circle", cx=42, cy=80, r=25, fill="#fffaf0", stroke=fam.color, stroke_width=2.5)
            + el("circle", cx=42, cy=80, r=21.5, fill="none", stroke=GOLD, stroke_width=0.8)
            + pictogram(card_id, x=25, y=63, size=34, color=fam.dark, stroke=2.6)
            + _seal(fam, 17, 107, 7.5)
        )
        kind_row = f'<path d="M14 121H70" stroke="{GOLD}" stroke-width="0.8"/>' + _kind_row(
            card_id, fam, lang, y=139
        )
        ability = ""
    else:
        medallion = (
            el("circle", cx=42, cy=64, r=16, fill="#fffaf0", stroke=fam.color, stroke_width=2)
            + pictogram(card_id, x=31, y=53, size=22, color=fam.dark, stroke=2.8)
            + _seal(fam, 16, 56, 6.5)
        )
        kind_row = _kind_row(card_id, fam, lang, y=146, start=7.5)
        ab_lines, ab_size = fitted
        step = ab_size * 1.18
        rows = "".join(
            el(
                "text",
                esc(line),
                x=7,
                y=88 + ab_size + i * step,
                font_size=ab_size,
                font_family=SERIF,
                fill=INK,
            )
            for i, line in enumerate(ab_lines)
        )
        ability = (
            f'<path d="M10 84H74" stroke="{GOLD}" stroke-width="0.8"/>'
            + f'<g class="ori-card__ability">{rows}</g>'
        )
    return (
        f'<rect x="0" y="0" width="{CARD_W}" height="{CARD_H}" rx="7" fill="{fam.color}"'
        f' stroke="{fam.dark}" stroke-width="1.2"/>'
        + el(
            "rect", class_="ori-card__face", x=4, y=4, width=76, height=146, rx=4.5, fill=PARCHMENT
        )
        + band
        + name
        + medallion
        + kind_row
        + ability
    )


def _is_character(card_id: str) -> bool:
    ctype = CARD_TYPES.get(card_id)
    return ctype is None or ctype.is_character


def _back(fam: Family, peek_name: str | None) -> str:
    out = [
        f'<rect x="0" y="0" width="{CARD_W}" height="{CARD_H}" rx="7" fill="{fam.dark}"/>',
        f'<rect x="4" y="4" width="76" height="146" rx="4.5" fill="{fam.color}"/>',
        el(
            "rect", x=8, y=8, width=68, height=138, rx=3, fill="none", stroke=GOLD, stroke_width=1.2
        ),
    ]
    for row in range(6):
        cy = 20 + row * 23
        for cx in (24, 60) if row % 2 == 0 else (42,):
            if (cx - 42) ** 2 + (cy - 77) ** 2 < 30**2 or (peek_name and cy > 100):
                continue
            tile = emblem(fam.emblem, x=cx - 6.5, y=cy - 6.5, size=13, fill=fam.ink, opacity=0.3)
            out.append(tile)
    out.append(
        f'<circle cx="42" cy="77" r="19" fill="{fam.dark}" stroke="{GOLD}" stroke-width="1.5"/>'
        + emblem(fam.emblem, x=30, y=65, size=24, fill="#e9c860")
    )
    if peek_name:  # the viewer's own face-down card: its name, large enough to read
        lines, size = fit_name(peek_name, 62, start=14, least=11.5)
        out.append(
            f'<g class="ori-card__peek"><rect x="6" y="107" width="72" height="40" rx="4"'
            f' fill="#f5ecd6" fill-opacity="0.96" stroke="{GOLD}" stroke-width="1"/>'
            f'<path d="{_ICON_EYE}" fill="{INK}" opacity="0.7" transform="translate(36 108.5)"/>'
            + _text_lines(
                lines,
                size,
                cx=42,
                cy=131 if len(lines) == 1 else 130.5,
                width=64,
                fill=INK,
                font_family=SERIF,
                font_style="italic",
                font_weight="bold",
            )
            + "</g>"
        )
    return "".join(out)


def _coin(tokens: int) -> str:
    cx, cy = 68, 104
    return el(
        "g",
        el("circle", cx=cx, cy=cy, r=12.5, fill="#000", opacity=0.25, transform="translate(1 1.5)")
        + el("circle", cx=cx, cy=cy, r=12.5, fill=COIN, stroke="#7a5a10", stroke_width=1.5)
        + el(
            "circle",
            cx=cx,
            cy=cy,
            r=9.3,
            fill="none",
            stroke="#fff6cf",
            stroke_width=0.8,
            opacity=0.8,
        )
        + el(
            "text",
            str(tokens),
            x=68,
            y=108.5,
            font_size=13 if tokens < 10 else 11,
            font_family=SANS,
            font_weight="bold",
            text_anchor="middle",
            fill="#3a2800",
        ),
        class_="ori-card__tokens",
    )


def _verdict() -> str:
    return (
        '<g class="ori-card__verdict">'
        f'<circle cx="70" cy="52" r="10.5" fill="#3b2417" stroke="{GOLD}" stroke-width="1.4"/>'
        f'<path d="{_ICON_GAVEL}" fill="#f1cf5a" transform="translate(62.2 44.2) scale(0.65)"/>'
        "</g>"
    )


def _bribe(briber: str) -> str:
    seal = family(briber)
    return (
        f'<g class="ori-card__bribe ori-card__bribe--{seal.css}">'
        f'<path d="M8.5 58L6 70L11 66.5L14.5 71L15.5 59Z" fill="{seal.dark}"/>'
        f'<circle cx="14" cy="52" r="10.5" fill="{seal.color}" stroke="{seal.dark}"'
        ' stroke-width="1.6" stroke-dasharray="2.2 1.1"/>'
        + emblem(seal.emblem, x=7, y=45, size=14, fill=seal.ink)
        + "</g>"
    )


def _inactive() -> str:
    return (
        '<g class="ori-card__inactive">'
        + el("rect", width=CARD_W, height=CARD_H, rx=7, fill="#1b1b1f", opacity=0.5)
        + '<circle cx="42" cy="77" r="15" fill="#f5ecd6" stroke="#1b1b1f" stroke-width="1.5"/>'
        f'<path d="{_ICON_HOURGLASS}" fill="#3a3a44" transform="translate(32 67) scale(0.84)"/>'
        "</g>"
    )


def _depth_badge(depth: int) -> str:
    return el(
        "g",
        el("rect", x=-9, y=-9, width=34, height=20, rx=10, fill=INK, stroke=GOLD, stroke_width=1.4)
        + el("path", d=_ICON_STACK, fill="#f5ecd6", transform="translate(-4 -5.5) scale(1.05)")
        + el(
            "text",
            str(depth),
            x=17,
            y=6,
            font_size=12.5,
            font_family=SANS,
            font_weight="bold",
            text_anchor="middle",
            fill="#f5ecd6",
        ),
        class_="ori-card__depth",
    )


def _halo(kind: str) -> str:
    color = HALO.get(kind, HALO["target"])
    return (
        f'<g class="ori-card__halo ori-card__halo--{css_token(kind)}">'
        f'<rect x="-6" y="-6" width="{CARD_W + 12}" height="{CARD_H + 12}" rx="12" fill="none"'
        f' stroke="{color}" stroke-width="9" opacity="0.35"/>'
        f'<rect x="-4" y="-4" width="{CARD_W + 8}" height="{CARD_H + 8}" rx="10" fill="none"'
        f' stroke="{color}" stroke-width="3.5"/>'
        "</g>"
    )


def render_card(
    card: dict[str, Any] | None,
    lang: str,
    *,
    size: str = "md",
    highlight: bool | str = False,
    selectable: bool = False,
    label_pos: int | None = None,
    x: float = 0,
    y: float = 0,
    depth: int = 1,
    covered: bool = False,
    peek: bool = True,
    detail: bool = False,
    teacher: bool = False,
    in_queue: bool = False,
) -> str:
    """One card as an SVG ``<g>`` fragment (place it inside an ``<svg>``).

    ``card`` is a queue card dict ``{"card", "owner", "face_up", "tokens", ...}``;
    ``"card": None`` (hidden from the viewer) or ``card=None`` draws a back.
    A face-down card whose id is known (the viewer's own) shows its back with a
    small *peek* of its name, unless ``peek=False``.

    ``highlight`` is ``True`` or a kind (``"target"``, ``"source"``, ``"danger"``;
    ``True`` means ``"target"``); it adds a halo and the class ``ori-<kind>``.
    ``label_pos`` is the card's queue position: class ``ori-pos-<N>`` and
    ``data-pos``. ``depth`` > 1 adds a stack badge; ``covered`` dims a card that
    lies under another. ``x``, ``y`` place the card's top-left corner.
    ``detail=True`` prints the card's ability on a face-up card when it fits
    (the pictogram then shrinks to make room). ``teacher``: the board shows
    every card (its labels say who may see a face-down one). ``in_queue``: its
    label says face up or down (a card in hand, aside or discarded is neither).
    """
    card = card or {}
    card_id = card.get("card")
    owner = card.get("owner")
    face_up = bool(card.get("face_up")) and card_id is not None
    fam = family(owner)
    kind = "target" if highlight is True else (highlight or None)
    scale = SIZES[size]
    group_attrs = attrs(
        class_=classes(
            "ori-card",
            None if face_up else "ori-card--facedown",
            f"ori-card--{fam.css}",
            f"ori-card--{size}",
            "ori-card--covered" if covered else None,
            "ori-card--inactive" if card.get("inactive") else None,
            f"ori-pos-{label_pos}" if label_pos is not None else None,
            f"ori-{css_token(kind)}" if kind else None,
            "ori-selectable" if selectable else None,
        ),
        data_pos=label_pos,
        data_card=card_id,
        data_owner=owner,
        tabindex="0" if selectable else None,
        role="button" if selectable else "img",
        transform=f"translate({num(x)} {num(y)})" + (f" scale({num(scale)})" if scale != 1 else ""),
    )
    description = text.describe_card(
        card,
        lang,
        depth=depth,
        covered=covered,
        peek=peek,
        ability=True,
        teacher=teacher,
        in_queue=in_queue,
    )
    body = [f"<g {group_attrs}><title>{esc(description)}</title>"]
    if kind:
        body.append(_halo(kind))
    body.append(
        el("rect", x=1.5, y=2.5, width=CARD_W, height=CARD_H, rx=7, fill="#000", opacity=0.28)
    )
    if face_up and card_id is not None:  # face_up implies it: said again for mypy
        body.append(_face(card_id, fam, lang, detail))
    else:
        peek_name = text.card_name(card_id, lang) if card_id and peek else None
        body.append(_back(fam, peek_name))
    if card.get("tokens"):
        body.append(_coin(int(card["tokens"])))
    if card.get("verdict"):
        body.append(_verdict())
    if card.get("bribed_by"):
        body.append(_bribe(card["bribed_by"]))
    if card.get("inactive"):
        body.append(_inactive())
    if covered:
        body.append(f'<rect width="{CARD_W}" height="{CARD_H}" rx="7" fill="#000" opacity="0.22"/>')
    if depth > 1:
        body.append(_depth_badge(depth))
    body.append("</g>")
    return "".join(body)
