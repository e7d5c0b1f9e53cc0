"""Instruction counts per game, ours and the peer's, under valgrind (callgrind).

Timings on a shared machine move with the neighbours; instruction counts do
not. This runs the two workloads of ``benchmarks/peer.py`` (the same random
3-player base games from a fresh deal) under ``valgrind --tool=callgrind``
with its cache and branch simulation, once with 0 games and once with
``--games`` games, and prints the difference per game: instructions, simulated
first-level instruction-cache misses and mispredicted branches (conditional and
indirect — the interpreter's dispatch). Not part of ``make bench`` (it needs
valgrind and takes minutes)::

    .venv/bin/python -m benchmarks.instructions --games 300
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

from .peer import DEFAULT_PEER

ROOT = Path(__file__).resolve().parent.parent
#: callgrind's event names, in the order of its "Collected" line with
#: --cache-sim=yes --branch-sim=yes
EVENTS = (
    "Ir",
    "Dr",
    "Dw",
    "I1mr",
    "D1mr",
    "D1mw",
    "ILmr",
    "DLmr",
    "DLmw",
    "Bc",
    "Bcm",
    "Bi",
    "Bim",
)
SHOWN = {
    "Ir": "instructions",
    "I1mr": "instruction-cache misses (L1)",
    "Bcm": "mispredicted conditional branches",
    "Bim": "mispredicted indirect branches",
}

_RUN = """
import sys
sys.path.insert(0, {root!r})
from benchmarks.peer import load_peer, ours, peer
from pathlib import Path
n = {games}
if {which!r} == "ours":
    ours(n, 0)
else:
    peer(load_peer(Path({peer!r})), n, 0)
"""


def collected(which: str, games: int, peer: Path) -> dict[str, int]:
    code = _RUN.format(root=str(ROOT), games=games, which=which, peer=str(peer))
    cmd = ["valgrind", "--tool=callgrind", "--cache-sim=yes", "--branch-sim=yes"]
    cmd += ["--callgrind-out-file=/dev/null", sys.executable, "-c", code]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True)
    m = re.search(r"Collected : ([\d ]+)", out.stderr)
    if m is None:
        raise RuntimeError(out.stderr[-2000:])
    return dict(zip(EVENTS, map(int, m.group(1).split()), strict=True))


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.instructions")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--peer", type=Path, default=DEFAULT_PEER)
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind is not installed", file=sys.stderr)
        return 2
    print(f"per game, {args.games} random 3-player base games (callgrind, cache and branch sim):")
    rows = {}
    for which in ("ours", "peer"):
        base = collected(which, 0, args.peer)
        full = collected(which, args.games, args.peer)
        rows[which] = {k: (full[k] - base[k]) / args.games for k in SHOWN}
    print(f"  {'':34} {'ours':>12} {'peer':>12} {'ours/peer':>10}")
    for k, name in SHOWN.items():
        a, b = rows["ours"][k], rows["peer"][k]
        print(f"  {name:34} {a:12,.0f} {b:12,.0f} {a / b:10.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
