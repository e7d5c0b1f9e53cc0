"""Family colours and emblems.

Every family has a colour *and* an emblem, so that no information rests on
colour alone. Emblems are drawn in a 24×24 box as filled paths (one colour),
so they read the same in a band, on a card back, in a wax seal or in a table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from oriflamme.games.oriflamme.render.svg import attrs, css_token, esc, num


def _sun() -> str:
    rays = []
    for k in range(8):
        a = math.radians(k * 45 - 90)
        tip = (12 + 11.2 * math.cos(a), 12 + 11.2 * math.sin(a))
        left = (12 + 6.6 * math.cos(a - 0.3), 12 + 6.6 * math.sin(a - 0.3))
        right = (12 + 6.6 * math.cos(a + 0.3), 12 + 6.6 * math.sin(a + 0.3))
        rays.append("M{} {}L{} {}L{} {}Z".format(*map(num, (*tip, *left, *right))))
    disc = "M12 6.6A5.4 5.4 0 1 1 11.99 6.6Z"
    return disc + "".join(rays)


def _star() -> str:
    pts = []
    for k in range(10):
        r = 10.5 if k % 2 == 0 else 4.4
        a = math.radians(k * 36 - 90)
        pts.append(f"{num(12 + r * math.cos(a))} {num(12.8 + r * math.sin(a))}")
    return "M" + "L".join(pts) + "Z"


#: Emblem paths in a 24×24 box (filled, ``fill-rule: evenodd``).
EMBLEM_PATHS: dict[str, str] = {
    # A sword, point up: blade, crossguard, grip, pommel.
    "sword": (
        "M12 1.2L14 4.2L14 15.2L10 15.2L10 4.2Z"
        "M12 4.6L12.6 5.6L12.6 14L11.4 14L11.4 5.6Z"
        "M5.2 15.2L18.8 15.2Q19.6 16.3 18.8 17.4L5.2 17.4Q4.4 16.3 5.2 15.2Z"
        "M10.9 17.4L13.1 17.4L13.1 20.6L10.9 20.6Z"
        "M12 20.2A1.9 1.9 0 1 1 11.99 20.2Z"
    ),
    # A fleur-de-lis: centre petal, band, curled side petals, foot.
    "fleur": (
        "M12 1.5C14.8 4.6 15.2 9.2 13 13.4L11 13.4C8.8 9.2 9.2 4.6 12 1.5Z"
        "M6.6 13.6L17.4 13.6L17.4 15.8L6.6 15.8Z"
        "M10.3 13.4C9.2 9.6 5 8.2 3 10.8C1.6 12.9 3.1 15.6 5.6 15.1"
        "C4.4 13.6 5.3 11.6 7.2 12C8.4 12.3 9.3 12.9 10.3 13.4Z"
        "M13.7 13.4C14.8 9.6 19 8.2 21 10.8C22.4 12.9 20.9 15.6 18.4 15.1"
        "C19.6 13.6 18.7 11.6 16.8 12C15.6 12.3 14.7 12.9 13.7 13.4Z"
        "M10.2 15.8L13.8 15.8L15.6 20.9C14.2 20.3 12.9 20.7 12 22.3"
        "C11.1 20.7 9.8 20.3 8.4 20.9Z"
    ),
    # An oak: three-lobed crown, trunk, ground.
    "tree": (
        "M12 2.2A5.6 5.6 0 0 1 17.4 7.6A4.3 4.3 0 0 1 16.4 16.1L7.6 16.1"
        "A4.3 4.3 0 0 1 6.6 7.6A5.6 5.6 0 0 1 12 2.2Z"
        "M10.7 15L13.3 15L13.8 20.2L10.2 20.2Z"
        "M6.5 20L17.5 20Q18.3 21 17.5 22L6.5 22Q5.7 21 6.5 20Z"
    ),
    "sun": _sun(),
    # A crenellated tower with a door and a window.
    "tower": (
        "M6.2 22L6.2 9.6L4.8 9.6L4.8 3L7.8 3L7.8 5.4L10.4 5.4L10.4 3L13.6 3L13.6 5.4"
        "L16.2 5.4L16.2 3L19.2 3L19.2 9.6L17.8 9.6L17.8 22Z"
        "M10.3 22L10.3 17.6A1.7 1.7 0 0 1 13.7 17.6L13.7 22Z"
        "M11.2 10.2L12.8 10.2L12.8 13.6L11.2 13.6Z"
    ),
    # A three-pointed crown.
    "crown": (
        "M3.5 8L8 12.5L12 4.5L16 12.5L20.5 8L18.6 18L5.4 18ZM5.4 19.2L18.6 19.2L18.6 21.4L5.4 21.4Z"
    ),
    "crescent": "M15.5 2.8A9.6 9.6 0 1 0 15.5 21.2A8 8 0 1 1 15.5 2.8Z",
    "star": _star(),
}


@dataclass(frozen=True, slots=True)
class Family:
    """How one family is drawn: its colours and its emblem."""

    id: str
    color: str  # the family colour (band, card back)
    dark: str  # frame, text on parchment
    light: str  # tinted backgrounds
    ink: str  # emblem and text drawn on the family colour
    emblem: str  # a key of EMBLEM_PATHS

    @property
    def css(self) -> str:
        """The CSS class fragment for this family (``ori-card--<css>``)."""
        return css_token(self.id)


_KNOWN: dict[str, Family] = {
    f.id: f
    for f in (
        Family("red", "#b3261e", "#6e1610", "#f4d3cf", "#fff4e6", "sword"),
        Family("blue", "#1f4f9c", "#102d5c", "#d3dff3", "#fff4e6", "fleur"),
        Family("green", "#2e7a34", "#17451b", "#d4ebd3", "#fff4e6", "tree"),
        Family("yellow", "#e0ad1f", "#7a5800", "#f8ebbd", "#3d2a00", "sun"),
        Family("purple", "#6c2f93", "#3f1859", "#e6d5f0", "#fff4e6", "tower"),
        Family("orange", "#d96a1b", "#7c3608", "#f9dcc6", "#fff4e6", "crown"),
        Family("black", "#2d2d33", "#0e0e12", "#d8d8dd", "#f3e6c4", "crescent"),
        Family("grey", "#6f7479", "#393c40", "#e1e3e5", "#ffffff", "star"),
    )
}
_KNOWN["gray"] = _KNOWN["grey"]

# Colour and emblem pairs for ids the table does not know, chosen by a stable hash.
_SPARE = (
    ("#00838f", "#004a51", "#cdeef1", "#ffffff", "star"),
    ("#8d5524", "#4e2c10", "#ecdccb", "#fff4e6", "crown"),
    ("#ad1457", "#640b31", "#f6d2e1", "#fff4e6", "crescent"),
)

#: The five standard families, in the usual order.
STANDARD_FAMILIES: tuple[str, ...] = ("red", "blue", "green", "yellow", "purple")


def family(player: str | None) -> Family:
    """The colours and emblem of ``player`` (any id gets a stable look)."""
    pid = (player or "").lower()
    if pid in _KNOWN:
        return _KNOWN[pid]
    color, dark, light, ink, emblem = _SPARE[sum(map(ord, pid)) % len(_SPARE)]
    return Family(pid or "unknown", color, dark, light, ink, emblem)


def emblem(
    name: str, *, x: float, y: float, size: float, fill: str, opacity: float | None = None
) -> str:
    """The emblem ``name`` as an SVG path, ``size`` px square, top-left at (x, y)."""
    scale = size / 24
    return (
        f"<path {attrs(d=EMBLEM_PATHS[name], fill=fill, fill_rule='evenodd', opacity=opacity)}"
        f' transform="translate({num(x)} {num(y)}) scale({num(scale)})"/>'
    )


def emblem_svg(player: str, size: int = 20, *, title: str | None = None) -> str:
    """A stand-alone inline ``<svg>``: the family emblem on a round seal (for HTML)."""
    fam = family(player)
    label = f"<title>{esc(title)}</title>" if title else ""
    # without a title the emblem only decorates the family's name beside it
    role = 'role="img"' if title else 'aria-hidden="true" focusable="false"'
    return (
        f'<svg class="ori-emblem ori-emblem--{fam.css}" width="{size}" height="{size}"'
        f' viewBox="0 0 24 24" {role} xmlns="http://www.w3.org/2000/svg">{label}'
        f'<circle cx="12" cy="12" r="11.5" fill="{fam.color}" stroke="{fam.dark}"/>'
        f"{emblem(fam.emblem, x=4, y=4, size=16, fill=fam.ink)}</svg>"
    )
