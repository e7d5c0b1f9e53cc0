"""Orichalque drawn as SVG (pure: strings in, strings out; no widget imports).

``render_state(view)`` draws a ``GameState.view()``: the action board (slot,
cost, action, the tile with its terrains and creature), the building board,
the 4 titans, then each player's island (zones, terrains, ports, tiles,
buildings, temples, creatures with their strength, waiting hoplites) and
supply (hoplites, orichalcum, captured creatures, victory tokens). Every
terrain has a colour AND a symbol (never colour alone); provisional data is
marked «illustrative». Every word comes from a ``label(key, **args)``
function (the widgets pass one in the learner's language,
``oriflamme.games.orichalque.words.labels``; without one, English); each item
has a ``<title>`` and a stable ``ori-och-…`` class. ``render_island`` draws one
island alone, with zones highlighted for a decision, and ``render_tile`` one
terrain tile turned as the learner chose.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from html import escape
from typing import Any

from .engine.components import SHAPES, Components, components, components_for

#: ``label(key, **args) -> str``: the drawing's words (see ``english``).
Label = Callable[..., str]

R = 16  # zone radius
COLOURS = {
    "forest": "#3f8f3a",
    "water": "#3a7bd5",
    "desert": "#e6c36a",
    "mountain": "#8d8d8d",
    "volcano": "#b5472e",
    "metropolis": "#d9d2c3",
    None: "#f4efe4",
}
BUILDING_CODES = {
    "camp": "Cp",
    "mine": "Mn",
    "hospital": "Hs",
    "oratory": "Or",
    "siege": "Sg",
    "arch": "Ar",
    "crystal": "Cr",
    "architect": "At",
    "forge": "Fg",
    "statues": "St",
}


def english(key: str, **a: Any) -> str:
    """The drawing's words in English (developers' default; the widgets pass
    their own ``label`` in the learner's language)."""
    if key in ("terrain", "titan", "building", "creature", "player-name"):
        return str(a.get("terrain") or a.get("titan") or a.get("kind") or a.get("player"))
    if key == "bcode":
        return BUILDING_CODES[a["kind"]]
    if key in ("hoplites", "orichalcum"):
        return f"{a['count']} {key}"
    if key == "zone":
        return f"{a['zone']}: {a['terrain']}" if a["terrain"] else a["zone"]
    if key == "port":
        return f"port: {a['hoplites']} hoplites, {a['orichalcum']} orichalcum"
    if key == "metropolis-building":
        return f"metropolis {a['kind']}"
    if key == "temple":
        return "temple " + " ".join(a["zones"])
    if key == "slot":
        return f"slot {a['slot']}: {a['terrain']}"
    if key == "titan-state":
        state = "active" if a["active"] else "inactive"
        return f"{a['titan']}: {state}, {a['holder'] or 'centre'}"
    if key == "player-detail":
        return f"{a['points']} pts ({a['board']}, {a['side']})"
    if key == "captured":
        return "captured: " + (" ".join(a["creatures"]) or "-")
    if key == "card":
        return f"{a['action']} (tile of {a['size']})"
    if key == "creature-strength":
        return f"{a['kind']} {a['strength']}"
    if key == "waiting":
        return f"{a['count']} hoplites waiting"
    if key == "tile":
        return f"tile {a['tile']}"
    return {
        "temple-token": "temple token",
        "medallion": "medallion",
        "illustrative": "illustrative",
        "first": "first player",
    }[key]


def terrain_symbol(t: str | None, x: float, y: float, s: float = 1.0) -> str:
    """A small black/white symbol for a terrain, centred on (x, y)."""
    k = 6 * s
    if t == "forest":  # a fir tree
        return (
            f'<path class="ori-och-sym-forest" d="M{x},{y - k} L{x + k * 0.8},{y + k * 0.5} '
            f'L{x - k * 0.8},{y + k * 0.5} Z M{x},{y + k * 0.5} L{x},{y + k}" '
            f'fill="#fff" stroke="#143d12" stroke-width="1"/>'
        )
    if t == "water":  # two waves
        return "".join(
            f'<path class="ori-och-sym-water" d="M{x - k},{y + dy} q{k / 2},{-k / 2} {k},0 '
            f't{k},0" fill="none" stroke="#fff" stroke-width="1.6"/>'
            for dy in (-k / 3, k / 2)
        )
    if t == "desert":  # three dunes' dots
        return "".join(
            f'<circle class="ori-och-sym-desert" cx="{x + dx}" cy="{y + dy}" r="{1.6 * s}" '
            f'fill="#7a5a12"/>'
            for dx, dy in ((-k / 2, k / 3), (k / 2, k / 3), (0, -k / 2))
        )
    if t == "mountain":  # a peak with snow
        return (
            f'<path class="ori-och-sym-mountain" d="M{x - k},{y + k / 2} L{x - k / 4},'
            f'{y - k * 0.7} L{x + k / 4},{y} L{x + k / 2},{y - k / 3} L{x + k},{y + k / 2} Z" '
            f'fill="#fff" stroke="#333" stroke-width="1"/>'
        )
    if t == "volcano":  # a cone with a flame
        return (
            f'<path class="ori-och-sym-volcano" d="M{x - k},{y + k / 2} L{x - k / 3},'
            f'{y - k / 3} L{x + k / 3},{y - k / 3} L{x + k},{y + k / 2} Z" fill="#3a1d14"/>'
            f'<path d="M{x},{y - k / 3} q-{k / 3},-{k / 2} 0,-{k} q{k / 3},{k / 2} 0,{k}" '
            f'fill="#ffb000"/>'
        )
    if t == "metropolis":
        return (
            f'<path class="ori-och-sym-metropolis" d="M{x - k},{y + k / 2} h{2 * k} '
            f'v-{k / 2} l-{k},-{k} l-{k},{k} Z" fill="#fff" stroke="#555"/>'
        )
    return ""


def hoplite(
    x: float, y: float, n: int | None = None, cls: str = "ori-och-hoplite", label: Label = english
) -> str:
    """A red shield (a hoplite), with a count."""
    out = (
        f'<g class="{cls}"><title>{escape(label("hoplites", count=1 if n is None else n))}'
        f'</title><path d="M{x - 5},{y - 6} h10 v5 q0,6 -5,8 q-5,-2 -5,-8 Z" fill="#b3202a" '
        f'stroke="#fff" stroke-width=".8"/>'
    )
    if n is not None:
        out += f'<text x="{x + 8}" y="{y + 4}" font-size="11">{n}</text>'
    return out + "</g>"


def ingot(x: float, y: float, n: int | None = None, label: Label = english) -> str:
    """A gold trapezoid (orichalcum), with a count."""
    out = (
        f'<g class="ori-och-orichalcum"><title>{escape(label("orichalcum", count=n or 1))}'
        f'</title><path d="M{x - 6},{y + 4} l2,-8 h8 l2,8 Z" fill="#e0a526" stroke="#7a5200"/>'
    )
    if n is not None:
        out += f'<text x="{x + 9}" y="{y + 4}" font-size="11">{n}</text>'
    return out + "</g>"


def action_glyph(action: str, x: float, y: float, title: str) -> str:
    """An action card's picture, no words: an ingot (produce), a shield
    (recruit), crossed swords (fight), a house (build)."""
    inner = {
        "produce": f'<path d="M{x - 9},{y + 5} l3,-10 h12 l3,10 Z" fill="#e0a526" '
        f'stroke="#7a5200"/>',
        "recruit": f'<path d="M{x - 7},{y - 8} h14 v7 q0,8 -7,11 q-7,-3 -7,-11 Z" '
        f'fill="#b3202a" stroke="#fff"/>',
        "fight": f'<path d="M{x - 9},{y - 9} L{x + 9},{y + 9} M{x + 9},{y - 9} L{x - 9},{y + 9}" '
        f'stroke="#333" stroke-width="3"/>',
        "build": f'<path d="M{x - 9},{y + 8} v-9 l9,-8 l9,8 v9 Z" fill="#fffbe8" '
        f'stroke="#5a4630" stroke-width="2"/>',
    }[action]
    return f'<g class="ori-och-card"><title>{escape(title)}</title>{inner}</g>'


def zone_xy(side: Any, z: str, ox: float, oy: float) -> tuple[float, float]:
    x, y = side.xy[z]
    return ox + R + x * 2 * R, oy + R + y * 2 * R


#: The compass directions a port may face (its ``name`` in islands.json), as
#: unit vectors on the drawing (y grows downwards).
COMPASS = {
    "north": (0.0, -1.0),
    "south": (0.0, 1.0),
    "east": (1.0, 0.0),
    "west": (-1.0, 0.0),
    "northeast": (0.7071, -0.7071),
    "northwest": (-0.7071, -0.7071),
    "southeast": (0.7071, 0.7071),
    "southwest": (-0.7071, 0.7071),
}
#: How far from its zone's centre a port's ship is drawn, and the ship's half size.
SHIP_AT, SHIP_HALF = R + 16, 8.0


def port_direction(port: Mapping[str, Any]) -> tuple[float, float]:
    """The way a port faces, from its compass name (west when it has none)."""
    return COMPASS.get(str(port.get("name", "")).lower(), (-1.0, 0.0))


def island_bounds(side: Any) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) of an island's drawing, ports' arrows and
    ships included, relative to ``zone_xy(side, z, 0, 0)``."""
    xs, ys = [], []
    for z in side.zones:
        x, y = zone_xy(side, z, 0, 0)
        xs += [x - R, x + R]
        ys += [y - R, y + R]
    for z, port in side.ports.items():
        x, y = zone_xy(side, z, 0, 0)
        dx, dy = port_direction(port)
        xs += [x + dx * SHIP_AT - SHIP_HALF, x + dx * SHIP_AT + SHIP_HALF]
        ys += [y + dy * SHIP_AT - SHIP_HALF, y + dy * SHIP_AT + SHIP_HALF]
    return min(xs), min(ys), max(xs), max(ys)


def island_size(side: Any) -> tuple[float, float]:
    """The width and height of an island drawn by ``draw_island`` (its ports'
    arrows and ships included, on the side each port faces)."""
    left, top, right, bottom = island_bounds(side)
    return right - left, bottom - top


def port_glyph(x: float, y: float, port: Mapping[str, Any]) -> str:
    """A port of the zone at (x, y): an arrow pointing at the zone from the side
    the port faces, and a ship beyond it."""
    dx, dy = port_direction(port)
    px, py = -dy, dx  # across the arrow
    tip = (x + dx * (R + 1), y + dy * (R + 1))
    base = (x + dx * (R + 9), y + dy * (R + 9))
    a = (base[0] + px * 4, base[1] + py * 4)
    b = (base[0] - px * 4, base[1] - py * 4)
    sx, sy = x + dx * SHIP_AT, y + dy * SHIP_AT
    return (
        f'<path class="ori-och-port-arrow" d="M{tip[0]:.1f},{tip[1]:.1f} '
        f'L{a[0]:.1f},{a[1]:.1f} L{b[0]:.1f},{b[1]:.1f} Z" fill="#123d6a"/>'
        f'<path class="ori-och-port-ship" d="M{sx - 5:.1f},{sy + 3:.1f} h10 l-3,4 h-4 Z '
        f'M{sx:.1f},{sy + 3:.1f} v-9 l5,7 Z" fill="#123d6a"/>'
    )


def draw_island(
    view: dict[str, Any],
    p: str,
    ox: float,
    oy: float,
    label: Label = english,
    highlight: Iterable[str] = (),
    selected: Iterable[str] = (),
    preview: Mapping[str, str] | None = None,
) -> tuple[str, float, float]:
    """One island at (``ox``, ``oy``): ``highlight`` rings the zones a decision
    may use (``ori-och-zone--legal``), ``selected`` the zones chosen so far,
    ``preview`` shows a tile's terrains where it would go."""
    c = components_for(view.get("components"))
    isl = view["islands"][p]
    side = c.islands[isl["board"]][isl["side"]]
    left, top, _right, _bottom = island_bounds(side)
    ox, oy = ox - left, oy - top  # (ox, oy): the drawing's top left corner
    covered = isl["covered"]
    highlight, selected, preview = set(highlight), set(selected), dict(preview or {})
    out = [f'<g class="ori-och-island" data-player="{escape(p)}">']
    # tiles: a thick band joining the cells of one tile
    for tile, zones in isl["tiles"]:
        pts = [zone_xy(side, z, ox, oy) for z in zones]
        if len(pts) > 1:
            d = "M" + " L".join(f"{x},{y}" for x, y in pts) + (" Z" if len(pts) == 3 else "")
            out.append(
                f'<path class="ori-och-tile" d="{d}" fill="#5a4630" stroke="#5a4630" '
                f'stroke-width="{R * 1.2}" stroke-linejoin="round" opacity=".55">'
                f"<title>{escape(label('tile', tile=tile, terrains=c.tiles[tile]['terrains']))}"
                "</title></path>"
            )
    if isl["metropolis"]:
        (x1, y1), (x2, y2) = (zone_xy(side, z, ox, oy) for z in isl["metropolis"])
        out.append(
            f'<path class="ori-och-metropolis-band" d="M{x1},{y1} L{x2},{y2}" '
            f'stroke="#6b5f4b" stroke-width="{R * 1.2}" stroke-linecap="round"/>'
        )
    for z in side.zones:
        x, y = zone_xy(side, z, ox, oy)
        cov = covered.get(z)
        t = cov[0] if cov else preview.get(z)
        title = label("zone", zone=z, terrain=t)
        cls = "ori-och-zone"
        if z in highlight:
            cls += " ori-och-zone--legal"
        if z in selected:
            cls += " ori-och-zone--selected"
        if z in preview:
            cls += " ori-och-zone--preview"
        faded = ' opacity=".6"' if z in preview else ""
        out.append(
            f'<g class="{cls}" data-zone="{z}"><title>{escape(title)}</title>'
            f'<circle cx="{x}" cy="{y}" r="{R - 1.5}" fill="{COLOURS[t]}" '
            f'stroke="{"#333" if t else "#c9bfa6"}" stroke-width="1"{faded}/>'
        )
        if t:
            out.append(terrain_symbol(t, x, y - 2))
        elif z in side.ports:  # the name above what the port pays, both readable
            out.append(
                f'<text x="{x}" y="{y - 7}" font-size="7" text-anchor="middle" '
                f'fill="#6f6650">{z}</text>'
            )
        else:
            out.append(
                f'<text x="{x}" y="{y + 3}" font-size="8" text-anchor="middle" '
                f'fill="#9a8f78">{z}</text>'
            )
        if z in selected:
            out.append(
                f'<circle cx="{x}" cy="{y}" r="{R - 1}" fill="none" stroke="#1f6fd1" '
                f'stroke-width="3.5"/>'
            )
        elif z in highlight:
            out.append(
                f'<circle cx="{x}" cy="{y}" r="{R - 1}" fill="none" stroke="#ffb000" '
                f'stroke-width="3" stroke-dasharray="4 2"/>'
            )
        out.append("</g>")
        port = side.ports.get(z)
        if port:  # an arrow and a ship's sail, with what it pays
            out.append(
                f'<g class="ori-och-port"><title>'
                f"{escape(label('port', hoplites=port['hoplites'], orichalcum=port['orichalcum']))}"
                f"</title>{port_glyph(x, y, port)}"
            )
            if not cov:  # below the zone's name: one icon in the middle, or two
                both = bool(port["hoplites"] and port["orichalcum"])
                if port["orichalcum"]:
                    out.append(
                        ingot(x - 5, y - 1 if both else y + 3, port["orichalcum"], label=label)
                    )
                if port["hoplites"]:
                    out.append(
                        hoplite(x - 5, y + 9 if both else y + 4, port["hoplites"], label=label)
                    )
            out.append("</g>")
    if isl["metropolis"]:
        for z, kind in zip(isl["metropolis"], ("mine", "camp"), strict=True):
            x, y = zone_xy(side, z, ox, oy)
            out.append(
                badge(
                    x,
                    y + 8,
                    label("bcode", kind=kind),
                    label("metropolis-building", kind=kind),
                )
            )
    for z, b in isl["buildings"].items():
        x, y = zone_xy(side, z, ox, oy)
        kind = c.buildings[b]
        out.append(badge(x, y + 6, label("bcode", kind=kind), label("building", kind=kind)))
    for zones in isl["temples"]:
        pts = [zone_xy(side, z, ox, oy) for z in zones]
        cx = sum(x for x, _ in pts) / 4
        cy = sum(y for _, y in pts) / 4
        out.append(
            f'<g class="ori-och-temple"><title>{escape(label("temple", zones=zones))}</title>'
            f'<path d="M{cx},{cy - 2 * R} L{cx + 1.6 * R},{cy} L{cx},{cy + 2 * R} '
            f'L{cx - 1.6 * R},{cy} Z" fill="#fffbe8" stroke="#8a6d1d" stroke-width="2" '
            f'opacity=".92"/><path d="M{cx - 8},{cy + 7} h16 M{cx - 6},{cy + 6} v-10 '
            f'M{cx},{cy + 6} v-10 M{cx + 6},{cy + 6} v-10 M{cx - 9},{cy - 5} l9,-5 l9,5 Z" '
            f'stroke="#8a6d1d" stroke-width="1.6" fill="none"/></g>'
        )
    for z, cr in isl["creatures"].items():
        x, y = zone_xy(side, z, ox, oy)
        out.append(creature(x, y, cr, label=label, c=c))
        w = isl["waiting"].get(z)
        if w:
            out.append(
                f'<g class="ori-och-waiting"><title>{escape(label("waiting", count=w))}</title>'
                + hoplite(x + R - 2, y - R + 4, w, "ori-och-hoplite", label)
                + "</g>"
            )
    out.append("</g>")
    width, height = island_size(side)
    return "".join(out), width, height


def badge(x: float, y: float, code: str, title: str) -> str:
    return (
        f'<g class="ori-och-building"><title>{escape(title)}</title>'
        f'<rect x="{x - 10}" y="{y - 7}" width="20" height="13" rx="2" fill="#fff" '
        f'stroke="#333"/><text x="{x}" y="{y + 3}" font-size="9" text-anchor="middle" '
        f'font-weight="bold">{escape(code)}</text></g>'
    )


def creature(
    x: float,
    y: float,
    cr: str,
    r: float = R - 4,
    label: Label = english,
    c: Components | None = None,
) -> str:
    """A creature token with its strength (``c``: the position's components)."""
    c = c or components()
    kind = c.creatures[cr]
    strength = c.creature_kinds[kind]["strength"]
    title = label("creature-strength", kind=kind, strength=strength)
    return (
        f'<g class="ori-och-creature" data-creature="{escape(cr)}"><title>{escape(title)}'
        f'</title><circle cx="{x}" cy="{y}" r="{r}" fill="#2b1a3d" '
        f'stroke="#f2d16b" stroke-width="2"/><text x="{x}" y="{y + 4}" font-size="11" '
        f'text-anchor="middle" fill="#fff" font-weight="bold">{strength}</text></g>'
    )


def tile_cells(
    tile: str,
    x: float,
    y: float,
    cells: Iterable[tuple[int, int]] | None = None,
    r: float = 10,
    c: Components | None = None,
) -> list[tuple[float, float, str]]:
    """Where the cells of ``tile`` go (turned as ``cells`` says), with their terrains."""
    t = (c or components()).tiles[tile]
    cells = list(cells or SHAPES[t["shape"]])
    pts = [(x + (q + rr / 2) * 2 * (r + 1), y + rr * 1.732 * (r + 1)) for q, rr in cells]
    return [(px, py, ter) for (px, py), ter in zip(pts, t["terrains"], strict=True)]


def mini_tile(
    tile: str | None,
    x: float,
    y: float,
    creatures: list[str],
    label: Label = english,
    cells: Iterable[tuple[int, int]] | None = None,
    r: float = 10,
    anchor: bool = False,
    c: Components | None = None,
) -> str:
    """A terrain tile, its cells coloured with their symbols (``cells``: turned;
    ``anchor``: its first cell ringed, the one that goes on the zone clicked)."""
    if tile is None:
        return ""
    c = c or components()
    terrains = c.tiles[tile]["terrains"]
    title = escape(label("tile", tile=tile, terrains=terrains))
    out = [f'<g class="ori-och-board-tile"><title>{title}</title>']
    crs = list(creatures)
    for i, (cx, cy, ter) in enumerate(tile_cells(tile, x, y, cells, r, c)):
        out.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{COLOURS[ter]}" stroke="#333"/>')
        if anchor and i == 0:  # the cell that goes on the zone clicked
            out.append(
                f'<circle class="ori-och-tile-anchor" cx="{cx}" cy="{cy}" r="{r + 2}" '
                f'fill="none" stroke="#1f6fd1" stroke-width="3.5"/>'
            )
        out.append(terrain_symbol(ter, cx, cy, 0.75 * r / 10))
        if ter == "volcano" and crs:
            out.append(creature(cx, cy, crs.pop(0), r=r * 0.8, label=label, c=c))
    out.append("</g>")
    return "".join(out)


def render_tile(
    tile: str,
    creatures: list[str] | None = None,
    cells: Iterable[tuple[int, int]] | None = None,
    label: Label = english,
    c: Components | None = None,
) -> str:
    """One terrain tile alone, turned as ``cells`` says (the learner's tile in hand;
    ``c``: the position's components)."""
    r = 16.0
    c = c or components()
    pts = tile_cells(tile, 0, 0, cells, r, c)
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    x0, y0 = min(xs) - r - 5, min(ys) - r - 5
    w, h = max(xs) - min(xs) + 2 * r + 10, max(ys) - min(ys) + 2 * r + 10
    body = mini_tile(tile, 0, 0, creatures or [], label, cells, r, anchor=True, c=c)
    terrains = c.tiles[tile]["terrains"]
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="ori-och-hand-tile" '
        f'viewBox="{x0:.1f} {y0:.1f} {w:.1f} {h:.1f}" width="{w:.0f}" height="{h:.0f}" '
        f'role="img" aria-label="{escape(label("tile", tile=tile, terrains=terrains))}" '
        f'font-family="sans-serif">{body}</svg>'
    )


def render_island(
    view: dict[str, Any],
    p: str,
    label: Label = english,
    highlight: Iterable[str] = (),
    selected: Iterable[str] = (),
    preview: Mapping[str, str] | None = None,
) -> tuple[str, dict[str, tuple[float, float]], tuple[float, float]]:
    """``p``'s island alone: (the SVG, each zone's centre as a fraction of the
    picture's width and height, the picture's size) — the widgets lay a button
    over each zone."""
    c = components_for(view.get("components"))
    isl = view["islands"][p]
    side = c.islands[isl["board"]][isl["side"]]
    pad = 2.0
    body, w, h = draw_island(view, p, pad, pad, label, highlight, selected, preview)
    width, height = w + 2 * pad, h + 2 * pad
    left, top, _right, _bottom = island_bounds(side)
    centres = {}
    for z in side.zones:
        x, y = zone_xy(side, z, pad - left, pad - top)
        centres[z] = (x / width, y / height)
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="ori-och-island-picture" '
        f'viewBox="0 0 {width:.1f} {height:.1f}" width="100%" '
        f'preserveAspectRatio="xMidYMid meet" font-family="sans-serif" role="img" '
        f'aria-label="{escape(label("player-name", player=p))}">{body}</svg>'
    )
    return svg, centres, (width, height)


def render_state(view: dict[str, Any], label: Label = english) -> str:
    """The whole table as one SVG string (words from ``label``)."""
    c = components_for(view.get("components"))
    parts: list[str] = []
    x0, y0 = 10, 10
    x: float  # the islands' rows move on by their drawn (float) widths
    y: float
    # the action board
    parts.append(
        f'<g class="ori-och-action-board"><rect x="{x0}" y="{y0}" '
        f'width="{6 * 84 + 10}" height="100" rx="6" fill="#efe6d2" stroke="#8a7a57"/>'
    )
    for k in range(c.slots[len(view["players"])]):
        x = x0 + 8 + k * 84
        cost = c.costs[k]
        parts.append(
            f'<g class="ori-och-slot" data-slot="{k + 1}"><rect x="{x}" y="{y0 + 6}" '
            f'width="78" height="88" rx="4" fill="#fff" stroke="#b8a67e"/>'
            f'<text x="{x + 4}" y="{y0 + 18}" font-size="10">{k + 1}</text>'
        )
        for i in range(cost):
            parts.append(hoplite(x + 64 - i * 12, y0 + 16, None, "ori-och-cost", label))
        if k < len(view["display"]):
            d = view["display"][k]
            card = c.cards[d["card"]]
            title = label("card", action=card["action"], size=card["size"])
            parts.append(action_glyph(card["action"], x + 39, y0 + 30, title))
            parts.append(mini_tile(d["tile"], x + 22, y0 + 56, d["creatures"], label, c=c))
        parts.append("</g>")
    parts.append("</g>")
    # the building board
    bx = x0 + 6 * 84 + 30
    bw = 8 + 42 * len(view["building_board"])  # 4 slots: 176
    parts.append(
        f'<g class="ori-och-building-board"><rect x="{bx}" y="{y0}" width="{bw}" '
        f'height="100" rx="6" fill="#e8e2d6" stroke="#8a7a57"/>'
    )
    for k, slot in enumerate(view["building_board"]):
        x = bx + 8 + k * 42
        ter = c.building_slots[k]
        parts.append(
            f'<g class="ori-och-building-slot" data-slot="{k + 1}"><title>'
            f"{escape(label('slot', slot=k + 1, terrain=ter))}</title>"
            f'<circle cx="{x + 17}" cy="{y0 + 26}" r="14" '
            f'fill="{COLOURS[ter]}" stroke="#333"/>{terrain_symbol(ter, x + 17, y0 + 26)}'
            f'<text x="{x + 17}" y="{y0 + 94}" font-size="10" text-anchor="middle">'
            f"{k + 1}</text>"
        )
        b = slot["building"]
        if b:
            kind = c.buildings[b]
            parts.append(
                badge(
                    x + 17,
                    y0 + 56,
                    label("bcode", kind=kind),
                    label("building", kind=kind),
                )
            )
            if slot["resource"]:
                parts.append(
                    ingot(x + 17, y0 + 76, label=label)
                    if kind == "mine"
                    else hoplite(x + 17, y0 + 76, label=label)
                )
        parts.append("</g>")
    parts.append("</g>")
    # titans
    tx = bx + bw + 14
    for i, (t, d) in enumerate(view["titans"].items()):
        ter = c.titans[t]["terrain"]
        y = y0 + i * 25
        faded = "" if d["active"] else ' opacity=".45" stroke-dasharray="3 2"'
        title = label("titan-state", titan=t, active=d["active"], holder=d["holder"])
        holder = label("player-name", player=d["holder"]) if d["holder"] else "·"
        parts.append(
            f'<g class="ori-och-titan" data-titan="{t}"><title>{escape(title)}</title>'
            f'<rect x="{tx}" y="{y}" width="150" '
            f'height="22" rx="4" fill="{COLOURS[ter]}" stroke="#222"{faded}/>'
            f'{terrain_symbol(ter, tx + 12, y + 12, 0.8)}<text x="{tx + 24}" '
            f'y="{y + 15}" font-size="11" fill="#000">{escape(label("titan", titan=t))}</text>'
            f'<text x="{tx + 146}" y="{y + 15}" font-size="10" text-anchor="end">'
            f"{escape(holder)}</text></g>"
        )
    # the islands and supplies
    y = y0 + 120
    x = x0
    row_h = 0.0
    provisional = False
    for p in view["players"]:
        isl = view["islands"][p]
        provisional |= c.islands[isl["board"]][isl["side"]].status == "provisional"
        body, w, h = draw_island(view, p, x, y + 34, label)
        sp = view["supplies"][p]
        first = " ★" if view["first_player"] == p else ""
        turn = ' font-weight="bold"' if view["turn"] == p else ""
        name = label("player-name", player=p)
        detail = label(
            "player-detail",
            points=view["scores"][p],
            board=isl["board"],
            side=isl["side"],
        )
        parts.append(
            f'<g class="ori-och-player" data-player="{escape(p)}"><text x="{x}" '
            f'y="{y + 12}" font-size="13"{turn}>{escape(name)}{first}</text>'
            f'<text x="{x}" y="{y + 27}" font-size="11">{escape(detail)}</text>'
        )
        parts.append(body)
        sy = y + 42 + h
        parts.append(hoplite(x + 30, sy, sp["hoplites"], label=label))
        parts.append(ingot(x + 70, sy, sp["orichalcum"], label=label))
        parts.append(
            f'<g class="ori-och-captured"><title>'
            f"{escape(label('captured', creatures=sp['captured']))}</title>"
            f'<circle cx="{x + 110}" '
            f'cy="{sy}" r="6" fill="#2b1a3d"/><text x="{x + 119}" y="{sy + 4}" '
            f'font-size="11">{len(sp["captured"])}</text></g>'
        )
        for i in range(sp["temples"]):
            parts.append(
                f'<g class="ori-och-victory-token"><title>{escape(label("temple-token"))}'
                f'</title><circle cx="{x + 150 + i * 16}" cy="{sy}" r="7" fill="#fffbe8" '
                f'stroke="#8a6d1d"/><path d="M{x + 146 + i * 16},{sy + 3} h8 '
                f"M{x + 147 + i * 16},{sy + 3} v-5 M{x + 150 + i * 16},{sy + 3} v-5 "
                f"M{x + 153 + i * 16},{sy + 3} v-5 M{x + 145 + i * 16},{sy - 2} "
                f'l5,-3 l5,3 Z" stroke="#8a6d1d" fill="none"/></g>'
            )
        for i in range(sp["medallions"]):
            mx = x + 150 + (sp["temples"] + i) * 16
            parts.append(
                f'<g class="ori-och-victory-token"><title>{escape(label("medallion"))}</title>'
                f'<circle cx="{mx}" cy="{sy}" r="7" fill="#e0a526" stroke="#7a5200"/>'
                f'<circle cx="{mx}" cy="{sy}" r="3" fill="none" stroke="#7a5200"/></g>'
            )
        parts.append("</g>")
        row_h = max(row_h, h + 64)
        x += max(w + 40, 300)
        if x > 900:
            x, y = x0, y + row_h + 10
            row_h = 0
    height = y + row_h + 20
    width = max(1000, x + 10, tx + 160)
    if provisional:
        parts.append(
            f'<text class="ori-och-illustrative" x="{width - 12}" y="{height - 8}" '
            f'font-size="14" text-anchor="end" fill="#a0302a" font-style="italic">'
            f"{escape(label('illustrative'))}</text>"
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="ori-och-table" '
        f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'font-family="sans-serif">' + "".join(parts) + "</svg>"
    )
