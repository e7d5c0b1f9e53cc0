"""Write Orichalque's PROVISIONAL islands and tiles (oriflamme/games/orichalque/engine/data/).

The rulebook does not print the island boards nor the terrains of the 65 tiles
(issue 15). This script makes an illustrative stand-in with the true counts
(4 boards, 2 sides each, 3 ports each; 25 single, 23 double, 17 triple tiles),
deterministically, so that the engine can be played and tested until someone
with the box enters the real ones (docs/orichalque-data.md). Run it with
``python tools/orichalque_provisional.py``; it overwrites islands.json and tiles.json.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

DATA = Path(__file__).resolve().parents[1].joinpath("oriflamme/games/orichalque/engine/data")
ROWS = "abcdefghij"
RIM_NAMES = {
    (0, -3): "north",
    (3, -3): "north",
    (3, 0): "east",
    (0, 3): "southeast",
    (-3, 3): "southwest",
    (-3, 0): "west",
}


def hex_zones(radius: int) -> set[tuple[int, int]]:
    return {
        (q, r)
        for q in range(-radius, radius + 1)
        for r in range(-radius, radius + 1)
        if abs(q + r) <= radius
    }


def to_rows(zones: set[tuple[int, int]]) -> tuple[list[str], dict[tuple[int, int], str]]:
    """Axial zones → row strings (odd rows shifted half a zone right) and labels."""
    rmin = min(r for _, r in zones)
    cells = {}
    for q, r in zones:
        row = r - rmin
        col = q + (row - (row & 1)) // 2 + 10
        cells[(row, col)] = (q, r)
    cmin = min(c for _, c in cells)
    nrows = max(r for r, _ in cells) + 1
    ncols = max(c for _, c in cells) - cmin + 1
    rows, labels = [], {}
    for row in range(nrows):
        s = ""
        for c in range(ncols):
            if (row, c + cmin) in cells:
                s += "o"
                labels[cells[(row, c + cmin)]] = f"{ROWS[row]}{c + 1}"
            else:
                s += "."
        rows.append(s.rstrip("."))
    return rows, labels


def islands() -> dict:
    rng = random.Random(15)
    full = hex_zones(3)
    # three ports on the rim: north, south-west, south-east (rotated per board)
    rims = [(0, -3), (3, -3), (3, 0), (0, 3), (-3, 3), (-3, 0)]
    out = []
    for b in range(4):
        sides = {}
        for side in ("easy", "hard"):
            zones = set(full)
            removed = 2 + b % 2 if side == "easy" else 6 + b % 2
            edge = sorted(z for z in zones if max(abs(z[0]), abs(z[1]), abs(z[0] + z[1])) == 3)
            port_zones = [rims[(b + k * 2) % 6] for k in range(3)]
            for z in rng.sample([z for z in edge if z not in port_zones], removed):
                zones.discard(z)
            rows, labels = to_rows(zones)
            pays = (
                [{"hoplites": 1, "orichalcum": 1}, {"hoplites": 2}, {"orichalcum": 2}]
                if side == "easy"
                else [{"hoplites": 1}, {"orichalcum": 1}, {"hoplites": 1, "orichalcum": 1}]
            )
            ports = []
            for k, z in enumerate(port_zones):
                p = {"name": RIM_NAMES[z], "zone": labels[z]}
                p.update({"hoplites": 0, "orichalcum": 0} | pays[k])
                ports.append(p)
            sides[side] = {"status": "provisional", "rows": rows, "ports": ports}
        out.append({"id": f"island{b + 1}", "status": "provisional", "sides": sides})
    return {
        "format": 1,
        "status": "provisional",
        "note": "illustrative islands: the rulebook does not print the boards (issue 15)",
        "islands": out,
    }


def tiles() -> dict:
    rng = random.Random(65)
    land = ["forest", "water", "desert", "mountain"]
    out = []

    def pick(n: int, volcano: bool) -> list[str]:
        ts = [rng.choice(land) for _ in range(n)]
        if n > 1 and rng.random() < 0.45:  # many tiles are one terrain
            ts = [ts[0]] * n
        if volcano:
            ts[rng.randrange(n)] = "volcano"
        return ts

    for i in range(25):
        ts = ["volcano"] if i < 5 else [land[i % 4]]
        out.append({"id": f"s{i + 1:02d}", "shape": "single", "terrains": ts})
    for i in range(23):
        out.append({"id": f"d{i + 1:02d}", "shape": "pair", "terrains": pick(2, i < 6)})
    for i in range(17):
        shape = "triangle" if i < 12 else "line"
        out.append({"id": f"t{i + 1:02d}", "shape": shape, "terrains": pick(3, i % 3 == 0)})
    for t in out:
        t["status"] = "provisional"
    return {
        "format": 1,
        "status": "provisional",
        "note": "true counts (25 single, 23 double, 17 triple: verified); terrains and "
        "shapes illustrative (issue 15)",
        "tiles": out,
    }


def main() -> None:
    for name, data in (("islands.json", islands()), ("tiles.json", tiles())):
        text = json.dumps(data, indent=1, ensure_ascii=False)
        (DATA / name).write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
