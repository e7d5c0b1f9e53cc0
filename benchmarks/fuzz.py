"""The long fuzz run of issues 19 and 32: ≥ 10⁶ move strings over thousands of
games of every game — Oriflamme's editions and table sizes, mixed tables,
Orichalque (a third of the games) —, ≥ 10⁴ mutated scenario files of both games
(read as files and as pasted text, then round-tripped as the teacher's desk
does), the worst cases of the issue (alias bomb, deep nesting, oversize,
Latin-1, long numbers), a sample through the real command line, and progress
files. Prints what escaped the documented errors (or a line the notation
refuses that a game accepted): it must be 0.

    .venv/bin/python -m benchmarks.fuzz                    # the full run (minutes)
    .venv/bin/python -m benchmarks.fuzz --moves 20000 --files 500 --cli 20   # a taste
    .venv/bin/python -m benchmarks.fuzz --files 0 --cli 0 --progress 0   # moves only (0: skip)

Part of ``make bench`` (``python -m benchmarks``); the generators are
``oriflamme.fuzzing``, also used by ``tests/engine/test_fuzz_input.py``.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from oriflamme.__main__ import INTERNAL
from oriflamme.fuzzing import (
    base_files,
    big_files,
    fuzz_move,
    mutate_file,
    outcome_counts,
    progress_content,
    random_any_state,
    try_file,
    try_move,
)
from oriflamme.tutor import Progress

#: A file that takes longer than this to read and load counts as a hang.
HANG_S = 10.0


def fuzz_moves(total: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    moves = games = 0
    per_game: dict[str, dict[str, int]] = {}
    escaped: list[str] = []
    start = time.perf_counter()
    while moves < total:
        state = random_any_state(rng)
        games += 1
        kind = _kind(state)
        counts = per_game.setdefault(kind, {"games": 0, "moves": 0})
        counts["games"] += 1
        for _ in range(300):
            why = try_move(state, fuzz_move(rng, state.legal_moves()))
            moves += 1
            counts["moves"] += 1
            if why is not None:
                escaped.append(why)
            if moves % 100_000 == 0:  # a long run shows where it stands
                print(f"    … {moves:,} moves, {games:,} games, escaped {len(escaped)}", flush=True)
            if state.finished or moves >= total:
                break
    return {
        "moves": moves,
        "games": games,
        "per_game": per_game,
        "escaped": len(escaped),
        "examples": escaped[:10],
        "seconds": time.perf_counter() - start,
    }


def _kind(state: Any) -> str:
    """Which game a fuzzed position is: ``orichalque``, ``mixed`` or an edition."""
    if type(state).__module__.startswith("oriflamme.games.orichalque"):
        return "orichalque"
    return "mixed" if len(set(state.editions.values())) > 1 else state.edition


def fuzz_files(total: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    bases = base_files(rng, 24)
    results: list[tuple[str, str | None]] = []
    slowest = 0.0
    start = time.perf_counter()
    cases = [(raw, fmt) for raw, fmt in big_files()]
    while len(cases) < total:
        raw, fmt = rng.choice(bases)
        cases.append((mutate_file(rng, raw), fmt if rng.random() < 0.5 else None))
    for raw, fmt in cases:
        t0 = time.perf_counter()
        kind, why = try_file(raw, fmt)
        took = time.perf_counter() - t0
        slowest = max(slowest, took)
        if kind != "escaped" and took > HANG_S:
            kind, why = "escaped", f"took {took:.1f} s (a hang)"
        results.append((kind, why))
        if len(results) % 1000 == 0:
            bad = sum(1 for k, _ in results if k == "escaped")
            print(f"    … {len(results):,} files, escaped {bad}", flush=True)
    out = outcome_counts(results)
    out.update(files=len(cases), slowest_s=slowest, seconds=time.perf_counter() - start)
    return out


def fuzz_cli(total: int, seed: int) -> dict[str, Any]:
    """``python -m oriflamme replay FILE`` (files of both games): exit 0, 2 or 3
    with one line; never 1, never a traceback nor the internal-error line."""
    rng = random.Random(seed)
    bases = base_files(rng, 12)
    escaped: list[str] = []
    codes: dict[int, int] = {}
    with tempfile.TemporaryDirectory() as tmp:
        files = []
        for i in range(total):
            raw, fmt = rng.choice(bases)
            path = Path(tmp) / f"f{i}.{'yaml' if fmt == 'YAML' else 'json'}"
            path.write_bytes(mutate_file(rng, raw))
            files.append(path)
        for i in range(0, len(files), 8):  # 8 at a time
            procs = [
                (p, subprocess.Popen(
                    [sys.executable, "-m", "oriflamme", "replay", str(p)],
                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                ))
                for p in files[i : i + 8]
            ]  # fmt: skip
            for path, proc in procs:
                try:
                    _, err = proc.communicate(timeout=60)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.communicate()
                    escaped.append(f"{path.name}: hang")
                    continue
                codes[proc.returncode] = codes.get(proc.returncode, 0) + 1
                one_line = proc.returncode == 0 or err.count("\n") == 1
                broken = "Traceback" in err or INTERNAL in err
                if proc.returncode not in (0, 2, 3) or not one_line or broken:
                    escaped.append(f"{path.name}: exit {proc.returncode}: {err[-120:]!r}")
    return {"files": total, "exit_codes": codes, "escaped": len(escaped), "examples": escaped[:10]}


def fuzz_progress(total: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    escaped: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(total):
            path = Path(tmp) / f"p{i}" / "progress.json"
            path.parent.mkdir()
            path.write_bytes(progress_content(rng))
            try:
                p = Progress(path)
                p.record("goal", 2)
                if Progress(path).stars("goal") < 2:
                    escaped.append(f"p{i}: the record was lost")
            except Exception as e:  # an escape: counted
                escaped.append(f"p{i}: {type(e).__name__}: {e}")
    return {"files": total, "escaped": len(escaped), "examples": escaped[:10]}


def main(
    report: dict[str, Any],
    moves: int = 1_000_000,
    files: int = 10_000,
    cli: int = 400,
    progress: int = 2_000,
    seed: int = 19,
) -> int:
    """Run every part, print it, add it to ``report``; return what escaped in all."""
    print(f"fuzz (issues 19, 32): seed {seed}", flush=True)
    parts: dict[str, dict[str, Any]] = {}
    if moves:
        m = parts["moves"] = fuzz_moves(moves, seed)
        print(
            f"  moves: {m['moves']:,} over {m['games']:,} games, {m['seconds']:.0f} s:"
            f" escaped {m['escaped']}",
            flush=True,
        )
        for kind, c in sorted(m["per_game"].items()):
            print(f"    {kind}: {c['moves']:,} moves over {c['games']:,} games", flush=True)
    if files:
        f = parts["scenario files"] = fuzz_files(files, seed)
        print(
            f"  scenario files: {f['files']:,} (ok {f['ok']:,}, ScenarioError {f['scenario']:,},"
            f" IllegalMove {f['illegal']:,}), slowest {f['slowest_s']:.2f} s,"
            f" {f['seconds']:.0f} s: escaped {f['escaped']}",
            flush=True,
        )
    if cli:
        c = parts["command line"] = fuzz_cli(cli, seed)
        codes = c["exit_codes"]
        print(f"  command line: {c['files']:,} files, exit codes {codes}: escaped {c['escaped']}")
    if progress:
        p = parts["progress files"] = fuzz_progress(progress, seed)
        print(f"  progress files: {p['files']:,}: escaped {p['escaped']}")
    total = sum(part["escaped"] for part in parts.values())
    for name, part in parts.items():
        for example in part["examples"]:
            print(f"    escaped ({name}): {example}")
    print(f"  escaped in all: {total}", flush=True)
    for name, part in parts.items():
        report[f"fuzz: {name}"] = part
    return total


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m benchmarks.fuzz", description=__doc__)
    parser.add_argument("--moves", type=int, default=1_000_000)
    parser.add_argument("--files", type=int, default=10_000)
    parser.add_argument("--cli", type=int, default=400, help="files through the command line")
    parser.add_argument("--progress", type=int, default=2_000)
    parser.add_argument("--seed", type=int, default=19)
    a = parser.parse_args()
    sys.exit(1 if main({}, a.moves, a.files, a.cli, a.progress, a.seed) else 0)
