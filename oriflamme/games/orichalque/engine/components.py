"""Orichalque's components, read from the package data (docs/orichalque-data.md).

Every item carries a ``status``: ``verified`` (the rulebook), ``aid`` (the
published player aid) or ``provisional`` (our stand-in until someone with the
box enters the real one). A scenario may bring its own parts (its
``components`` section, docs/protocol-orichalque.md): ``components_for(section)``
is the package data with those parts replaced; an item there without a
``status`` is ``provisional``. Zones of an island are named by row letter and
column number (``c4``): row strings of ``o`` (a zone) and ``.`` (none), odd
rows (b, d, f…) shifted half a zone to the right, so that every zone has up to
6 neighbours.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import resources
from typing import Any

TERRAINS = ("forest", "water", "desert", "mountain", "volcano")
LAND = ("forest", "water", "desert", "mountain")
ACTIONS = ("produce", "recruit", "fight", "build")
#: Axial directions of the 6 neighbours of a round zone.
DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
#: Tile shapes: the axial offsets of their cells, in the order of ``terrains``.
SHAPES = {
    "single": ((0, 0),),
    "pair": ((0, 0), (1, 0)),
    "triangle": ((0, 0), (1, 0), (0, 1)),
    "line": ((0, 0), (1, 0), (2, 0)),
}
STATUSES = ("verified", "aid", "provisional")


def _load(name: str) -> dict[str, Any]:
    text = resources.files(__package__).joinpath("data", name).read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@dataclass(frozen=True)
class Side:
    """One side of an island board: its zones, their neighbours, its 3 ports."""

    board: str
    side: str
    status: str
    rows: tuple[str, ...]
    zones: tuple[str, ...]
    axial: dict[str, tuple[int, int]]
    at: dict[tuple[int, int], str]
    neighbours: dict[str, frozenset[str]]
    ports: dict[str, dict[str, Any]]  # zone -> {name, hoplites, orichalcum}
    xy: dict[str, tuple[float, float]] = field(default_factory=dict)  # drawing, in zone widths


def build_side(board: str, side: str, d: dict[str, Any], ports_needed: int = 3) -> Side:
    rows = tuple(d["rows"])
    axial, xy = {}, {}
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch == "o":
                z = f"{chr(97 + r)}{c + 1}"
                axial[z] = (c - (r - (r & 1)) // 2, r)
                xy[z] = (c + 0.5 * (r & 1), r * 0.866)
            elif ch != ".":
                raise ValueError(f"island {board}/{side}: row {r + 1} has {ch!r} (o or .)")
    at = {v: k for k, v in axial.items()}
    nb = {
        z: frozenset(at[(q + dq, r + dr)] for dq, dr in DIRS if (q + dq, r + dr) in at)
        for z, (q, r) in axial.items()
    }
    ports = {}
    for p in d["ports"]:
        if p["zone"] not in axial:
            raise ValueError(f"island {board}/{side}: port {p['zone']} is not a zone")
        ports[p["zone"]] = {
            "name": p["name"],
            "hoplites": p.get("hoplites", 0),
            "orichalcum": p.get("orichalcum", 0),
        }
    if len(ports) != ports_needed:
        raise ValueError(f"island {board}/{side}: {len(ports)} ports, {ports_needed} expected")
    return Side(
        board, side, d.get("status", "provisional"), rows, tuple(axial), axial, at, nb, ports, xy
    )


@dataclass(frozen=True)
class Components:
    islands: dict[str, dict[str, Side]]
    tiles: dict[str, dict[str, Any]]  # id -> {shape, terrains, size, status}
    cards: dict[str, dict[str, Any]]
    costs: tuple[int, ...]
    slots: dict[int, int]  # players -> cards on the action board
    building_slots: tuple[str, ...]
    buildings: dict[str, str]  # token id -> kind
    building_kinds: dict[str, dict[str, Any]]
    creatures: dict[str, str]  # token id -> kind
    creature_kinds: dict[str, dict[str, Any]]
    titans: dict[str, dict[str, Any]]
    titan_of: dict[str, str]  # terrain -> titan
    dice: tuple[Any, ...]
    supply: dict[str, Any]
    extra: dict[str, dict[str, Any]]
    medallion: int
    raw: dict[str, Any]
    #: is any part the board shows a stand-in (islands, tiles, cards, costs, dice)?
    provisional: bool = False


#: The parts of a scenario's ``components`` section and where each replaces the
#: package data: (file, key in it).
PARTS = {
    "islands": ("islands.json", "islands"),
    "tiles": ("tiles.json", "tiles"),
    "cards": ("components.json", "cards"),
    "costs": ("components.json", "costs"),
    "building_board": ("components.json", "building_board"),
    "buildings": ("components.json", "buildings"),
    "creatures": ("components.json", "creatures"),
    "dice": ("components.json", "dice"),
}


@cache
def package_data() -> dict[str, dict[str, Any]]:
    """The three data files as read (do not change them: ``copy.deepcopy`` first)."""
    return {name: _load(name) for name in ("components.json", "islands.json", "tiles.json")}


@cache
def components() -> Components:
    """The package data's components (the box as far as we know it)."""
    data = package_data()
    return build_components(data["components.json"], data["islands.json"], data["tiles.json"])


def components_for(custom: dict[str, Any] | None) -> Components:
    """The components of a position: the package's, each part the scenario's
    ``components`` section gives replacing the package's whole (checked by
    ``scenario.check_components`` first)."""
    if not custom:
        return components()
    return _custom(json.dumps(custom, sort_keys=True, ensure_ascii=False))


@lru_cache(maxsize=64)
def _custom(key: str) -> Components:
    custom = json.loads(key)
    data = copy.deepcopy(package_data())
    for part, value in custom.items():
        name, k = PARTS[part]
        if part == "costs":
            data[name]["action_board"]["costs"] = value
        else:
            data[name][k] = value
    return build_components(data["components.json"], data["islands.json"], data["tiles.json"])


def build_components(comp: dict[str, Any], isl: dict[str, Any], til: dict[str, Any]) -> Components:
    """Components from the three data files' contents (``package_data`` shape)."""
    islands = {
        b["id"]: {s: build_side(b["id"], s, d) for s, d in b["sides"].items()}
        for b in isl["islands"]
    }
    tiles = {}
    for t in til["tiles"]:
        shape = SHAPES[t["shape"]]
        if len(shape) != len(t["terrains"]) or any(x not in TERRAINS for x in t["terrains"]):
            raise ValueError(f"tile {t['id']}: terrains do not fit its shape")
        tiles[t["id"]] = {**t, "size": len(shape), "status": t.get("status", "provisional")}
    buildings, creatures = {}, {}
    for b in comp["buildings"]:
        for i in range(b["count"]):
            buildings[f"{b['id']}{i + 1}" if b["count"] > 1 else b["id"]] = b["id"]
    for c in comp["creatures"]:
        if c["id"] == "hydra":  # one Hydra per titan (aid, inferred)
            for t in comp["titans"]:
                creatures[f"hydra_{t['id']}"] = "hydra"
        else:
            for i in range(c["count"]):
                creatures[f"{c['id']}{i + 1}"] = c["id"]
    board = comp["action_board"]
    cards = {c["id"]: {**c, "status": c.get("status", "provisional")} for c in comp["cards"]}
    provisional = (
        any(side.status == "provisional" for sides in islands.values() for side in sides.values())
        or any(t["status"] == "provisional" for t in tiles.values())
        or any(c["status"] == "provisional" for c in cards.values())
        or any(x.get("status", "provisional") == "provisional" for x in board["costs"])
        or comp["dice"].get("status", "provisional") == "provisional"
    )
    return Components(
        islands=islands,
        tiles=tiles,
        cards=cards,
        costs=tuple(c["hoplites"] for c in board["costs"]),
        slots={
            2: board["slots"]["players_2"],
            3: board["slots"]["players_3"],
            4: board["slots"]["players_4"],
        },
        building_slots=tuple(comp["building_board"]["slots"]),
        buildings=buildings,
        building_kinds={b["id"]: b for b in comp["buildings"]},
        creatures=creatures,
        creature_kinds={c["id"]: c for c in comp["creatures"]},
        titans={t["id"]: t for t in comp["titans"]},
        titan_of={t["terrain"]: t["id"] for t in comp["titans"]},
        dice=tuple(comp["dice"]["faces"]),
        supply=comp["supply"],
        extra=comp["extra_action"]["payments"],
        medallion=comp["medallion"]["orichalcum"],
        raw=comp,
        provisional=provisional,
    )


def token_kind(token: str) -> str:
    """The kind of a building or creature token from its id alone (``camp3`` →
    ``camp``, ``hospital`` → ``hospital``, ``hydra_rhea`` → ``hydra``): ids are
    built so in every component set (``build_components``), the package's or a
    scenario's."""
    if token.startswith("hydra_"):
        return "hydra"
    return token.rstrip("0123456789")


def rotations(shape: str) -> list[tuple[tuple[int, int], ...]]:
    """The shape's cells turned by 0, 60, … 300 degrees (axial: (q, r) → (-r, q + r))."""
    cells = SHAPES[shape]
    out = []
    for _ in range(6):
        out.append(cells)
        cells = tuple((-r, q + r) for q, r in cells)
    return out
