"""Conformance checks for the Orichalque engine (the sibling of Oriflamme's
``oriflamme.games.oriflamme.testing``).

``check_engine()`` plays random games of 2, 3 and 4 players and checks, at every
decision: every tile, creature, building, card and titan in exactly one place;
hoplites, orichalcum, victory tokens and temples never negative and always
summing to the box's totals; illegal moves refused with the state untouched;
a JSON round trip continuing identically; the same seed and moves giving the
same game; and a game that ends only by the victory condition (5 points and the
island clear). It raises ``AssertionError`` naming the seed on a failure.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from .engine.errors import IllegalMove
from .engine.scenario import build_state, new_game
from .engine.state import GameState

BAD_MOVES = (
    "take 9",
    "place z9 z8",
    "fight a1 4",
    "build 5 a1",
    "temple a1 a2 a3 a4",
    "extra dance hoplites",
    "discard 9",
    "release zeus",
    "first nobody",
    "jump",
    "",
    "medallion",
    "produce bless",
    "metropolis a1 a2",
)


def places(st: GameState) -> dict[str, Counter[str]]:
    """How many times each component appears over every place, by kind."""
    s = st.s
    out: dict[str, Counter[str]] = {
        k: Counter() for k in ("tile", "creature", "building", "card", "titan")
    }
    for pile in s.piles.values():
        out["tile"].update(pile)
    out["tile"].update(s.returned)
    out["creature"].update(s.creature_bag)
    out["building"].update(s.building_bag)
    out["card"].update(s.deck)
    out["card"].update(s.discard)
    for d in [*s.display, *([s.hand] if s.hand else [])]:
        out["card"][d.card] += 1
        if d.tile:
            out["tile"][d.tile] += 1
        out["creature"].update(d.creatures)
    for slot in s.building_board:
        if slot.building:
            out["building"][slot.building] += 1
    if s.minotaur:
        out["building"][s.minotaur.building] += 1
    for p in s.players:
        isl = s.islands[p]
        out["tile"].update(t for t, _ in isl.tiles)
        out["creature"].update(isl.creatures.values())
        out["building"].update(isl.buildings.values())
        out["creature"].update(s.supplies[p].captured)
        out["titan"].update(s.supplies[p].titans)
    return out


def check_invariants(st: GameState) -> None:
    """Assert the invariants of one state (see the module docstring)."""
    c = st.c
    s = st.s
    seen = places(st)
    for kind, known in (
        ("tile", c.tiles),
        ("creature", c.creatures),
        ("building", c.buildings),
        ("card", c.cards),
    ):
        assert set(seen[kind]) == set(known), f"{kind}s missing {set(known) - set(seen[kind])}"
        dup = [k for k, n in seen[kind].items() if n != 1]
        assert not dup, f"{kind}s in more than one place: {dup}"
    assert all(n == 1 for n in seen["titan"].values()), seen["titan"]
    for t, d in s.titans.items():
        holder = d.holder
        assert (t in seen["titan"]) == (holder is not None), t
        if holder:
            assert t in s.supplies[holder].titans
    for p in s.players:
        sp = s.supplies[p]
        for k, n in (
            ("hoplites", sp.hoplites),
            ("orichalcum", sp.orichalcum),
            ("temples", sp.temples),
            ("medallions", sp.medallions),
            ("hospital", sp.hospital),
        ):
            assert n >= 0, f"{p} has {n} {k}"
        if s.step != "release":  # while choosing which titan goes back
            assert len(sp.titans) <= 1 + st.count_buildings(p, "oratory"), f"{p}'s titans"
        isl = s.islands[p]
        zones = [z for _, zs in isl.tiles for z in zs] + list(isl.metropolis or ())
        assert len(zones) == len(set(zones)) == len(isl.covered), f"{p}: overlapping tiles"
        for z, cr in isl.creatures.items():
            assert isl.covered[z][0] == "volcano", f"{p}: {cr} off a volcano"
        for z in isl.waiting:
            assert z in isl.creatures and 1 <= isl.waiting[z] <= 3
        for z in isl.buildings:
            assert isl.covered[z][0] != "metropolis" and z not in isl.creatures
    for k, v in s.supply.items():
        assert v >= 0, f"supply.{k} = {v}"
    tot = c.supply
    h = s.supply["hoplites"] + sum(
        s.supplies[p].hoplites + s.supplies[p].hospital + sum(s.islands[p].waiting.values())
        for p in s.players
    )
    o = s.supply["orichalcum"] + sum(s.supplies[p].orichalcum for p in s.players)
    for slot in s.building_board:
        if slot.resource and slot.building is not None:
            kind = c.buildings[slot.building]
            h += kind == "camp"
            o += kind == "mine"
    assert h == tot["hoplites"], f"hoplites: {h}"
    assert o == tot["orichalcum"], f"orichalcum: {o}"
    vt = s.supply["victory_tokens"] + sum(
        s.supplies[p].temples + s.supplies[p].medallions for p in s.players
    )
    assert vt == tot["victory_tokens"], f"victory tokens: {vt}"
    pend = st.pending
    assert (pend is None) == st.finished
    if pend is not None:
        assert pend.moves, f"a {pend.decision} decision without legal moves"
    else:
        w = s.winner
        assert w is not None, "the game ended without a winner"
        assert st.points(w) >= tot["win_points"] and not s.islands[w].creatures, (
            "the game ended without the victory condition"
        )


def play_random(st: GameState, rng: random.Random, max_moves: int = 5000) -> list[str]:
    moves: list[str] = []
    while not st.finished and len(moves) < max_moves:
        m = rng.choice(st.legal_moves())
        st.apply(m)
        moves.append(m)
    assert st.finished, "the game did not end"
    return moves


def check_engine(
    games: int = 3, players: tuple[int, ...] = (2, 3, 4), seed: int = 0, bad_every: int = 7
) -> dict[str, Any]:
    """Play ``games`` random games per player count, checking every invariant at
    every decision (illegal moves every ``bad_every`` decisions)."""
    names = ("red", "blue", "green", "yellow")
    decisions = 0
    for n in players:
        for g in range(games):
            game_seed = seed * 1_000_003 + g * 10 + n
            rng = random.Random(game_seed)
            st = new_game(names[:n], seed=game_seed)
            st._history = None  # the check replays instead of undoing
            start = st.to_json()
            moves: list[str] = []
            check_at = rng.randrange(60)
            while not st.finished:
                check_invariants(st)
                legal = st.legal_moves()
                if decisions % bad_every == 0:
                    before = st.s.copy()
                    for bad in BAD_MOVES:
                        if bad not in legal:
                            try:
                                st.apply(bad)
                            except IllegalMove:
                                pass
                            else:  # pragma: no cover - a failure
                                raise AssertionError(f"seed {game_seed}: {bad!r} accepted")
                    assert st.s == before, f"seed {game_seed}: an illegal move changed the state"
                if len(moves) == check_at:
                    _check_round_trip(st, random.Random(game_seed + 1), game_seed)
                m = rng.choice(legal)
                st.apply(m)
                moves.append(m)
                decisions += 1
                assert len(moves) < 5000, f"seed {game_seed}: no end after 5000 moves"
            check_invariants(st)
            again = build_state(start)
            for m in moves:
                again.apply(m)
            assert again.to_json() == st.to_json(), f"seed {game_seed}: replay differs"
    return {"games": games * len(players), "decisions": decisions}


def _check_round_trip(st: GameState, rng: random.Random, seed: int) -> None:
    """Through JSON text and back, the game goes on identically (20 moves)."""
    data = json.loads(json.dumps(st.to_json()))
    back = build_state(data)
    assert back.to_json() == st.to_json(), f"seed {seed}: round trip differs"
    a, b = st.copy(), back
    for _ in range(20):
        if a.finished:
            break
        assert a.legal_moves() == b.legal_moves()
        m = rng.choice(a.legal_moves())
        assert a.apply(m) == b.apply(m)
    assert a.to_json() == b.to_json(), f"seed {seed}: diverged after a round trip"
