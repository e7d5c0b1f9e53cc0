"""The Orichalque drawing: valid SVG, every terrain with a colour AND a symbol,
creatures with their strength, waiting hoplites, ports, the boards, titans,
supplies, and «illustrative» while the data is provisional."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from helpers_orichalque import at_action, island

from oriflamme.games.orichalque.engine import load_scenario, new_game
from oriflamme.games.orichalque.render import render_state

NS = "{http://www.w3.org/2000/svg}"


def classes(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return [c for el in root.iter() for c in (el.get("class") or "").split()]


def test_render_a_position_with_everything():
    isl = island(
        tiles=[
            ["d01", ["b3", "c3"]],
            ["s01", ["c4"]],
            ["s06", ["d3"]],
            ["s07", ["d4"]],
            ["s09", ["e4"]],
            ["s02", ["e3"]],
        ],
        creatures={"b3": "cyclops1"},
        waiting={"b3": 2},
        buildings={"d3": "mine1"},
        temples=[["c4", "d3", "d4", "e4"]],
    )
    st = at_action(
        "build1", islands={"a": isl}, supplies={"a": {"titans": ["rhea"], "medallions": 1}}
    )
    svg = st._repr_html_()
    cls = classes(svg)
    for c in (
        "ori-och-action-board",
        "ori-och-building-board",
        "ori-och-titan",
        "ori-och-island",
        "ori-och-port",
        "ori-och-tile",
        "ori-och-creature",
        "ori-och-waiting",
        "ori-och-temple",
        "ori-och-building",
        "ori-och-victory-token",
        "ori-och-hoplite",
        "ori-och-orichalcum",
        "ori-och-illustrative",
    ):
        assert c in cls, c
    for t in ("forest", "water", "desert", "mountain", "volcano", "metropolis"):
        assert f"ori-och-sym-{t}" in cls, t  # never colour alone
    assert ">10</text>" in svg  # the Cyclops's strength


def test_every_zone_has_a_title_naming_it():
    st = new_game(["a", "b", "c", "d"], seed=2)
    root = ET.fromstring(render_state(st.view("a")))
    zones = [el for el in root.iter(f"{NS}g") if el.get("class") == "ori-och-zone"]
    side_sizes = sum(
        len(load_scenario({"game": "orichalque", "players": ["a", "b"]}).side("a").zones)
        for _ in range(1)
    )
    assert len(zones) > 4 * 20 and side_sizes > 20
    assert all(z.find(f"{NS}title") is not None for z in zones)


def _island_view(board: str, side: str) -> dict:
    empty = {
        "board": board,
        "side": side,
        "covered": {},
        "tiles": [],
        "metropolis": [],
        "creatures": {},
        "waiting": {},
        "buildings": {},
        "temples": [],
    }
    return {"islands": {"a": empty}}


def _points(d: str) -> list[tuple[float, float]]:
    """The absolute points of a path made of M/L commands."""
    nums = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", d)]
    return list(zip(nums[::2], nums[1::2], strict=True))


def test_port_arrow_is_drawn_on_the_side_the_port_faces_and_overlaps_no_zone():
    """Each port's arrow lies beyond its zone on the port's compass side (an east
    port's arrow east of it), inside the picture, clear of every other zone."""
    from oriflamme.games.orichalque.engine.components import components
    from oriflamme.games.orichalque.render import COMPASS, R, render_island

    c = components()
    checked = set()
    for board, sides in c.islands.items():
        for side_name, side in sides.items():
            svg, centres, (width, height) = render_island(_island_view(board, side_name), "a")
            root = ET.fromstring(svg)
            xy = {z: (x * width, y * height) for z, (x, y) in centres.items()}
            arrows = [
                el for el in root.iter(f"{NS}path") if el.get("class") == "ori-och-port-arrow"
            ]
            assert len(arrows) == len(side.ports) == 3
            ports = [(z, side.ports[z]) for z in side.zones if z in side.ports]  # drawn order
            for arrow, (zone, port) in zip(arrows, ports, strict=True):
                pts = _points(arrow.get("d"))
                ax = sum(x for x, _ in pts) / len(pts)
                ay = sum(y for _, y in pts) / len(pts)
                zx, zy = xy[zone]
                dx, dy = COMPASS[port["name"]]
                # beyond the zone's rim, in the port's direction
                assert (ax - zx) * dx + (ay - zy) * dy > R, (board, side_name, zone, port)
                assert all(0 <= x <= width and 0 <= y <= height for x, y in pts)
                for other, (ox, oy) in xy.items():
                    if other != zone:
                        assert (ax - ox) ** 2 + (ay - oy) ** 2 > R**2, (board, zone, other)
                checked.add(port["name"])
    assert {"east", "west", "north"} <= checked
