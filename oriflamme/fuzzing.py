"""Fuzzing the tutor's inputs (issue 19): move strings, scenario files of any
bytes, pasted text at the teacher's desk, progress files.

Shared by the fuzz tests (``tests/engine/test_fuzz_input.py``, a size CI
affords, driven by hypothesis) and the long run of ``make bench``
(``python -m benchmarks.fuzz``: 10⁶ moves, 10⁴ files). Every input must end in
the documented error (``IllegalMove``, ``ScenarioError`` with a code) or in
success; anything else *escaped* and is counted with an example.
"""

from __future__ import annotations

import json
import random
from typing import Any

import yaml

from .games.oriflamme.engine import GameState, IllegalMove, ScenarioError, new_game
from .games.oriflamme.engine.abilities import playable_editions
from .games.oriflamme.engine.scenario import (
    MAX_BYTES,
    check_round_trip,
    load_scenario,
    parse_scenario,
)

NAMES = ("red", "blue", "green", "yellow", "purple")
#: Pieces of text a fuzzed move or file is made of.
TOKENS = [
    "play", "reveal", "bank", "target", "option", "to", "swap", "take", "repeat", "from",
    "on", "start", "end", "discard", "aside", "heir", "archer", "twin", "pact", "judge",
    "royal_decree", "0", "1", "-1", "03", "²", "٣", "1e3", "0x1", "9" * 40, "9" * 4301,
    "\u00a0", "\t", "\n", "\x00", "é", "…", "",
]  # fmt: skip


def random_state(rng: random.Random) -> GameState:
    """A game of any playable edition (or a mixed table), 2–5 players, played
    a random number of random moves from a random deal."""
    eds = playable_editions()
    n = rng.randint(2, 5)
    players = list(NAMES[:n])
    families = {p: rng.choice(eds) for p in players} if rng.random() < 0.3 else None
    st = new_game(players, rng.choice(eds), seed=rng.randrange(10**6), families=families)
    for _ in range(rng.randrange(80)):
        if st.finished:
            break
        st.apply(rng.choice(st.legal_moves()))
    return st


def fuzz_move(rng: random.Random, legal: list[str]) -> str:
    """A string that looks more or less like a move: a legal one mutated, or
    tokens put together, or thousands of digits, or plain noise."""
    kind = rng.randrange(6)
    if kind == 0 and legal:
        m = list(rng.choice(legal))
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(m) + 1)
            op = rng.randrange(3)
            if op == 0:
                m.insert(i, rng.choice("0123456789 x_\u00a0²"))
            elif op == 1 and i < len(m):
                del m[i]
            elif i < len(m):
                m[i] = rng.choice("0123456789 az")
        return "".join(m)
    if kind == 1:
        return " ".join(rng.choice(TOKENS) for _ in range(rng.randint(1, 4)))
    if kind == 2:
        verb = rng.choice(["target", "to", "option", "play heir on"])
        return f"{verb} {'9' * rng.choice([7, 30, 4300, 4301, 5000, 20000])}"
    if kind == 3:
        return "".join(chr(rng.randrange(1, 0x3000)) for _ in range(rng.randrange(12)))
    if kind == 4:
        return rng.choice(TOKENS) * rng.randint(1, 3000)
    return rng.choice(legal) if legal else ""


def try_move(st: GameState, move: str) -> str | None:
    """Apply ``move``; None if it ended as documented (played, or ``IllegalMove``
    with the state untouched), else a description of what escaped."""
    before = st.to_json()
    try:
        st.apply(move)
    except IllegalMove as e:
        if not e.code:
            return f"IllegalMove without a code for {move[:60]!r}"
        if st.to_json() != before:
            return f"an illegal {move[:60]!r} changed the state"
        return None
    except Exception as e:  # an escape: counted, not raised
        return f"{type(e).__name__}: {str(e)[:80]} for {move[:60]!r}"
    return None


# --- scenario files --------------------------------------------------------------------


def base_files(rng: random.Random, count: int = 12) -> list[tuple[bytes, str]]:
    """Valid scenario files to mutate, JSON and YAML: new deals, positions
    written by ``to_json`` mid-game (frames and all), with their moves."""
    out = []
    for i in range(count):
        st = random_state(rng)
        data = st.to_json()
        for derived in ("pending", "finished", "scores"):
            data.pop(derived)
        if i % 3 == 0:  # a deal and its moves, which mutations make illegal
            data = {"players": list(st.players), "seed": i, "meta": {"n": i}}
            played = load_scenario(data)
            data["moves"] = []
            for _ in range(rng.randrange(1, 30)):
                data["moves"].append(rng.choice(played.legal_moves()))
                played.apply(data["moves"][-1])
        fmt = "YAML" if i % 2 else "JSON"
        text = (
            yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
            if fmt == "YAML"
            else json.dumps(data, ensure_ascii=False, indent=1)
        )
        out.append((text.encode("utf-8"), fmt))
    return out


#: Byte strings a mutation may insert.
INSERTS = [
    b"9" * 4301, b"-" + b"9" * 50, b"[" * 2000, b"{" * 2000, b"]", b"}", b",", b":", b'"',
    b"\xff\xfe", b"\xe9", b"\x00", b"&a ", b"*a", b"!!python/object/apply:os.system ['true']",
    b"2024-13-45", b"null", b"true", b"1e999", b"NaN", b"- ", b"\n  ", b"<<: *a",
    b'"frames": [{"ability": "royal_decree", "source": ["red", "royal_decree"], '
    b'"player": "red", "moves": ["to 0"], "data": {"src": 99}}]',
]  # fmt: skip


def mutate_file(rng: random.Random, raw: bytes) -> bytes:
    """``raw`` with 1–4 random byte-level mutations (or re-encoded as Latin-1)."""
    b = bytearray(raw)
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(b) + 1)
        op = rng.randrange(7)
        if op == 0:
            b[i:i] = rng.choice(INSERTS)
        elif op == 1 and b:
            del b[i : i + rng.randint(1, 40)]
        elif op == 2 and i < len(b):
            b[i] = rng.randrange(256)
        elif op == 3 and b:  # a chunk repeated
            j = rng.randrange(len(b))
            b[i:i] = b[j : j + rng.randint(1, 200)] * rng.randint(1, 5)
        elif op == 4:
            b[i:i] = str(rng.choice([0, -1, 7, 10**40, 2**63])).encode()
        elif op == 5:
            try:
                b = bytearray(bytes(b).decode("utf-8").encode("latin-1"))
            except (UnicodeDecodeError, UnicodeEncodeError):
                b[i:i] = "é".encode("latin-1")
        else:
            b = b[:i]  # truncated
    return bytes(b)


def try_file(raw: bytes, fmt: str | None) -> tuple[str, str | None]:
    """Read, load and (as the desk does) round-trip a file: ``("ok"|"scenario"|
    "illegal", None)`` when it ended as documented, ``("escaped", why)`` else.
    ``fmt`` None reads it as pasted text (JSON, then YAML)."""
    try:
        data = parse_scenario(raw, fmt, "fuzz")
        st = load_scenario(data)
        check_round_trip(st)
        json.dumps(st.to_json())
    except ScenarioError as e:
        if not e.code:
            return "escaped", f"ScenarioError without a code: {e}"
        return "scenario", None
    except IllegalMove as e:
        return ("illegal", None) if e.code else ("escaped", f"IllegalMove without a code: {e}")
    except Exception as e:  # an escape: counted, not raised
        return "escaped", f"{type(e).__name__}: {' '.join(str(e).split())[:100]}"
    return "ok", None


def big_files() -> list[tuple[bytes, str]]:
    """The issue's worst cases, each once: a billion-laughs bomb, deep nesting,
    a file over the size limit, a Latin-1 file, ≥ 4,300-digit numbers."""
    bomb = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n' + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{','.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8)
    )
    return [
        (bomb.encode(), "YAML"),
        (b"[" * 500_000 + b"]" * 500_000, "JSON"),
        (b"[" * 500_000 + b"]" * 500_000, "YAML"),
        (b'{"meta": "' + b"x" * MAX_BYTES + b'"}', "JSON"),
        ('{"players": ["é"]}'.encode("latin-1"), "JSON"),
        (b'{"players": ["red", "blue"], "round": ' + b"9" * 5000 + b"}", "JSON"),
        (b"players: [red, blue]\nround: " + b"9" * 5000 + b"\n", "YAML"),
    ]


def progress_content(rng: random.Random) -> bytes:
    """Bytes for a progress file: valid, damaged, binary, Latin-1, nested…"""
    good = json.dumps({"version": 1, "lessons": {"goal": {"stars": 2, "completed": 1}}})
    return mutate_file(rng, good.encode()) if rng.random() < 0.8 else rng.choice(INSERTS)


def outcome_counts(results: list[tuple[str, str | None]]) -> dict[str, Any]:
    """How many of each outcome, and the first few escapes."""
    out: dict[str, Any] = {"ok": 0, "scenario": 0, "illegal": 0, "escaped": 0, "examples": []}
    for kind, why in results:
        out[kind] += 1
        if why is not None and len(out["examples"]) < 10:
            out["examples"].append(why)
    return out


__all__ = [
    "base_files",
    "big_files",
    "fuzz_move",
    "mutate_file",
    "outcome_counts",
    "progress_content",
    "random_state",
    "try_file",
    "try_move",
]
