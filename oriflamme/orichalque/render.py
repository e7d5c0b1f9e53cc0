"""Orichalque drawn as SVG (pure: strings in, strings out; no widget imports).

``render_state(view)`` draws a ``GameState.view()``: the action board (slot,
cost, action, the tile with its terrains and creature), the building board,
the 4 titans, then each player's island (zones, terrains, ports, tiles,
buildings, temples, creatures with their strength, waiting hoplites) and
supply (hoplites, orichalcum, captured creatures, victory tokens). Every
terrain has a colour AND a symbol (never colour alone); provisional data is
marked «illustrative». Words are codes (the UI of issue 16 translates them);
each item has a ``<title>`` and a stable ``ori-och-…`` class.
"""

from __future__ import annotations

from html import escape
from typing import Any

from .components import components

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
ACTION_GLYPHS = {"produce": "Mn", "recruit": "Cp", "fight": "⚔", "build": "⌂"}


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


def hoplite(x: float, y: float, n: int | None = None, cls: str = "ori-och-hoplite") -> str:
    """A red shield (a hoplite), with a count."""
    out = (
        f'<g class="{cls}"><title>hoplites {n if n is not None else 1}</title>'
        f'<path d="M{x - 5},{y - 6} h10 v5 q0,6 -5,8 q-5,-2 -5,-8 Z" fill="#b3202a" '
        f'stroke="#fff" stroke-width=".8"/>'
    )
    if n is not None:
        out += f'<text x="{x + 8}" y="{y + 4}" font-size="11">{n}</text>'
    return out + "</g>"


def ingot(x: float, y: float, n: int | None = None) -> str:
    """A gold trapezoid (orichalcum), with a count."""
    out = (
        f'<g class="ori-och-orichalcum"><title>orichalcum {n}</title>'
        f'<path d="M{x - 6},{y + 4} l2,-8 h8 l2,8 Z" fill="#e0a526" stroke="#7a5200"/>'
    )
    if n is not None:
        out += f'<text x="{x + 9}" y="{y + 4}" font-size="11">{n}</text>'
    return out + "</g>"


def zone_xy(side: Any, z: str, ox: float, oy: float) -> tuple[float, float]:
    x, y = side.xy[z]
    return ox + R + x * 2 * R, oy + R + y * 2 * R


def draw_island(view: dict[str, Any], p: str, ox: float, oy: float) -> tuple[str, float, float]:
    c = components()
    isl = view["islands"][p]
    side = c.islands[isl["board"]][isl["side"]]
    covered = isl["covered"]
    out = [f'<g class="ori-och-island" data-player="{escape(p)}">']
    # tiles: a thick band joining the cells of one tile
    for tile, zones in isl["tiles"]:
        pts = [zone_xy(side, z, ox, oy) for z in zones]
        if len(pts) > 1:
            d = "M" + " L".join(f"{x},{y}" for x, y in pts) + (" Z" if len(pts) == 3 else "")
            out.append(
                f'<path class="ori-och-tile" d="{d}" fill="#5a4630" stroke="#5a4630" '
                f'stroke-width="{R * 1.2}" stroke-linejoin="round" opacity=".55">'
                f"<title>{escape(tile)}</title></path>"
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
        t = cov[0] if cov else None
        title = f"{z}: {t}" if t else z
        out.append(
            f'<g class="ori-och-zone" data-zone="{z}"><title>{escape(title)}</title>'
            f'<circle cx="{x}" cy="{y}" r="{R - 1.5}" fill="{COLOURS[t]}" '
            f'stroke="{"#333" if t else "#c9bfa6"}" stroke-width="1"/>'
        )
        if t:
            out.append(terrain_symbol(t, x, y - 2))
        else:
            out.append(
                f'<text x="{x}" y="{y + 3}" font-size="8" text-anchor="middle" '
                f'fill="#9a8f78">{z}</text>'
            )
        out.append("</g>")
        port = side.ports.get(z)
        if port:  # an arrow and a ship's sail, with what it pays
            out.append(
                f'<g class="ori-och-port"><title>port {escape(port["name"])}: '
                f"{port['hoplites']} hoplites, {port['orichalcum']} orichalcum</title>"
                f'<path d="M{x - R - 9},{y - 4} l8,4 l-8,4 Z" fill="#123d6a"/>'
                f'<path d="M{x - R - 16},{y + 6} h10 l-3,4 h-4 Z M{x - R - 11},{y + 6} '
                f'v-9 l5,7 Z" fill="#123d6a"/>'
            )
            if not cov:
                if port["hoplites"]:
                    out.append(hoplite(x - 5, y + 6, port["hoplites"]))
                if port["orichalcum"]:
                    out.append(ingot(x - 5, y - 7, port["orichalcum"]))
            out.append("</g>")
    if isl["metropolis"]:
        for z, kind in zip(isl["metropolis"], ("mine", "camp"), strict=True):
            x, y = zone_xy(side, z, ox, oy)
            out.append(badge(x, y + 8, BUILDING_CODES[kind], f"metropolis {kind}"))
    for z, b in isl["buildings"].items():
        x, y = zone_xy(side, z, ox, oy)
        kind = c.buildings[b]
        out.append(badge(x, y + 6, BUILDING_CODES[kind], f"{b} ({kind})"))
    for zones in isl["temples"]:
        pts = [zone_xy(side, z, ox, oy) for z in zones]
        cx = sum(x for x, _ in pts) / 4
        cy = sum(y for _, y in pts) / 4
        out.append(
            f'<g class="ori-och-temple"><title>temple {" ".join(zones)}</title>'
            f'<path d="M{cx},{cy - 2 * R} L{cx + 1.6 * R},{cy} L{cx},{cy + 2 * R} '
            f'L{cx - 1.6 * R},{cy} Z" fill="#fffbe8" stroke="#8a6d1d" stroke-width="2" '
            f'opacity=".92"/><path d="M{cx - 8},{cy + 7} h16 M{cx - 6},{cy + 6} v-10 '
            f'M{cx},{cy + 6} v-10 M{cx + 6},{cy + 6} v-10 M{cx - 9},{cy - 5} l9,-5 l9,5 Z" '
            f'stroke="#8a6d1d" stroke-width="1.6" fill="none"/></g>'
        )
    for z, cr in isl["creatures"].items():
        x, y = zone_xy(side, z, ox, oy)
        out.append(creature(x, y, cr))
        w = isl["waiting"].get(z)
        if w:
            out.append(hoplite(x + R - 2, y - R + 4, w, "ori-och-waiting"))
    out.append("</g>")
    width = max(side.xy[z][0] for z in side.zones) * 2 * R + 2 * R + 24
    height = max(side.xy[z][1] for z in side.zones) * 2 * R + 2 * R
    return "".join(out), width, height


def badge(x: float, y: float, code: str, title: str) -> str:
    return (
        f'<g class="ori-och-building"><title>{escape(title)}</title>'
        f'<rect x="{x - 9}" y="{y - 7}" width="18" height="13" rx="2" fill="#fff" '
        f'stroke="#333"/><text x="{x}" y="{y + 3}" font-size="9" text-anchor="middle" '
        f'font-weight="bold">{code}</text></g>'
    )


def creature(x: float, y: float, cr: str) -> str:
    c = components()
    kind = c.creatures[cr]
    strength = c.creature_kinds[kind]["strength"]
    return (
        f'<g class="ori-och-creature" data-creature="{escape(cr)}"><title>{escape(kind)} '
        f'{strength}</title><circle cx="{x}" cy="{y}" r="{R - 4}" fill="#2b1a3d" '
        f'stroke="#f2d16b" stroke-width="2"/><text x="{x}" y="{y + 4}" font-size="11" '
        f'text-anchor="middle" fill="#fff" font-weight="bold">{strength}</text></g>'
    )


def mini_tile(tile: str | None, x: float, y: float, creatures: list[str]) -> str:
    """A tile of the action board, its cells coloured with their symbols."""
    if tile is None:
        return ""
    c = components()
    t = c.tiles[tile]
    from .components import SHAPES

    out = [
        f'<g class="ori-och-board-tile"><title>{escape(tile)}: {" ".join(t["terrains"])}</title>'
    ]
    crs = list(creatures)
    for (q, r), ter in zip(SHAPES[t["shape"]], t["terrains"], strict=True):
        cx, cy = x + (q + r / 2) * 2 * 11, y + r * 1.732 * 11
        out.append(f'<circle cx="{cx}" cy="{cy}" r="10" fill="{COLOURS[ter]}" stroke="#333"/>')
        out.append(terrain_symbol(ter, cx, cy, 0.75))
        if ter == "volcano" and crs:
            out.append(creature(cx, cy, crs.pop(0)).replace(f'r="{R - 4}"', 'r="8"'))
    out.append("</g>")
    return "".join(out)


def render_state(view: dict[str, Any]) -> str:
    """The whole table as one SVG string."""
    c = components()
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
            parts.append(hoplite(x + 64 - i * 12, y0 + 16, None, "ori-och-cost"))
        if k < len(view["display"]):
            d = view["display"][k]
            a = c.cards[d["card"]]["action"]
            parts.append(
                f'<text class="ori-och-card" x="{x + 39}" y="{y0 + 34}" '
                f'font-size="13" text-anchor="middle" font-weight="bold">'
                f"<title>{escape(d['card'])}: {a}</title>{ACTION_GLYPHS[a]}</text>"
            )
            parts.append(mini_tile(d["tile"], x + 22, y0 + 52, d["creatures"]))
        parts.append("</g>")
    parts.append("</g>")
    # the building board
    bx = x0 + 6 * 84 + 30
    parts.append(
        f'<g class="ori-och-building-board"><rect x="{bx}" y="{y0}" width="176" '
        f'height="100" rx="6" fill="#e8e2d6" stroke="#8a7a57"/>'
    )
    for k, slot in enumerate(view["building_board"]):
        x = bx + 8 + k * 42
        ter = c.building_slots[k]
        parts.append(
            f'<g class="ori-och-building-slot" data-slot="{k + 1}"><title>slot {k + 1}:'
            f' {ter}</title><circle cx="{x + 17}" cy="{y0 + 26}" r="14" '
            f'fill="{COLOURS[ter]}" stroke="#333"/>{terrain_symbol(ter, x + 17, y0 + 26)}'
            f'<text x="{x + 17}" y="{y0 + 94}" font-size="10" text-anchor="middle">'
            f"{k + 1}</text>"
        )
        b = slot["building"]
        if b:
            kind = c.buildings[b]
            parts.append(badge(x + 17, y0 + 56, BUILDING_CODES[kind], f"{b} ({kind})"))
            if slot["resource"]:
                parts.append(ingot(x + 17, y0 + 76) if kind == "mine" else hoplite(x + 17, y0 + 76))
        parts.append("</g>")
    parts.append("</g>")
    # titans
    tx = bx + 190
    for i, (t, d) in enumerate(view["titans"].items()):
        ter = c.titans[t]["terrain"]
        y = y0 + i * 25
        faded = "" if d["active"] else ' opacity=".45" stroke-dasharray="3 2"'
        parts.append(
            f'<g class="ori-och-titan" data-titan="{t}"><title>{t} ({ter}, '
            f"{c.titans[t]['blessing']}): {'active' if d['active'] else 'inactive'}, "
            f'{d["holder"] or "centre"}</title><rect x="{tx}" y="{y}" width="150" '
            f'height="22" rx="4" fill="{COLOURS[ter]}" stroke="#222"{faded}/>'
            f'{terrain_symbol(ter, tx + 12, y + 12, 0.8)}<text x="{tx + 24}" '
            f'y="{y + 15}" font-size="11" fill="#000">{t}</text><text x="{tx + 146}" '
            f'y="{y + 15}" font-size="10" text-anchor="end">{d["holder"] or "·"}</text>'
            f"</g>"
        )
    # the islands and supplies
    y = y0 + 120
    x = x0
    row_h = 0.0
    provisional = False
    for p in view["players"]:
        isl = view["islands"][p]
        provisional |= c.islands[isl["board"]][isl["side"]].status == "provisional"
        body, w, h = draw_island(view, p, x + 24, y + 22)
        sp = view["supplies"][p]
        first = " ★" if view["first_player"] == p else ""
        turn = ' font-weight="bold"' if view["turn"] == p else ""
        parts.append(
            f'<g class="ori-och-player" data-player="{escape(p)}"><text x="{x}" '
            f'y="{y + 12}" font-size="13"{turn}>{escape(p)}{first} — '
            f"{view['scores'][p]} pts ({isl['board']}, {isl['side']})</text>"
        )
        parts.append(body)
        sy = y + 28 + h
        parts.append(hoplite(x + 30, sy, sp["hoplites"]))
        parts.append(ingot(x + 70, sy, sp["orichalcum"]))
        parts.append(
            f'<g class="ori-och-captured"><title>captured: '
            f'{" ".join(sp["captured"]) or "-"}</title><circle cx="{x + 110}" '
            f'cy="{sy}" r="6" fill="#2b1a3d"/><text x="{x + 119}" y="{sy + 4}" '
            f'font-size="11">{len(sp["captured"])}</text></g>'
        )
        for i in range(sp["temples"]):
            parts.append(
                f'<g class="ori-och-victory-token"><title>temple token</title>'
                f'<circle cx="{x + 150 + i * 16}" cy="{sy}" r="7" fill="#fffbe8" '
                f'stroke="#8a6d1d"/><text x="{x + 150 + i * 16}" y="{sy + 4}" '
                f'font-size="9" text-anchor="middle">Π</text></g>'
            )
        for i in range(sp["medallions"]):
            mx = x + 150 + (sp["temples"] + i) * 16
            parts.append(
                f'<g class="ori-och-victory-token"><title>medallion</title>'
                f'<circle cx="{mx}" cy="{sy}" r="7" fill="#e0a526" stroke="#7a5200"/>'
                f'<circle cx="{mx}" cy="{sy}" r="3" fill="none" stroke="#7a5200"/></g>'
            )
        parts.append("</g>")
        row_h = max(row_h, h + 50)
        x += max(w + 40, 300)
        if x > 900:
            x, y = x0, y + row_h + 10
            row_h = 0
    height = y + row_h + 20
    width = max(1000, x + 10)
    if provisional:
        parts.append(
            f'<text class="ori-och-illustrative" x="{width - 12}" y="{height - 8}" '
            f'font-size="14" text-anchor="end" fill="#a0302a" font-style="italic">'
            f"illustrative</text>"
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="ori-och-table" '
        f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'font-family="sans-serif">' + "".join(parts) + "</svg>"
    )
