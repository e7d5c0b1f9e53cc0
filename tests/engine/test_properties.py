"""Property tests over random games of 3, 4 and 5 players (hypothesis draws
the seed and every move choice)."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import oriflamme
from oriflamme import GameState, IllegalMove
from oriflamme.games.oriflamme.engine import build_state
from oriflamme.games.oriflamme.engine.cards import DECKS
from oriflamme.games.oriflamme.engine.model import FACE_UP, TOKENS
from oriflamme.games.oriflamme.testing import card_places, check_engine, check_invariants

NAMES = ("red", "blue", "green", "yellow", "purple")
SETTINGS = settings(max_examples=25, deadline=None)
games = st.tuples(st.sampled_from([3, 4, 5]), st.integers(0, 2**32 - 1), st.randoms())


def snapshot(s: GameState) -> str:
    return json.dumps(s.to_json(), sort_keys=True)


def new(n: int, seed: int) -> GameState:
    return oriflamme.new_game(list(NAMES[:n]), seed=seed)


def play_out(s: GameState, rng: random.Random, each: Any = None) -> tuple[list[str], list[Any]]:
    """Play random legal moves to the end; call ``each(state, i)`` before each."""
    moves: list[str] = []
    events: list[Any] = []
    while not s.finished:
        assert len(moves) < 1000, "the game does not end"
        if each is not None:
            each(s, len(moves))
        m = rng.choice(s.legal_moves())
        events += s.apply(m)
        moves.append(m)
    return moves, events


@SETTINGS
@given(games)
def test_every_card_in_exactly_one_zone_influence_never_negative_tokens_face_down(
    game: tuple[int, int, random.Random],
) -> None:
    n, seed, rng = game
    s = new(n, seed)

    def check(s: GameState, _: int) -> None:
        check_invariants(s)  # also: each card in one place, full decks
        places = card_places(s)
        assert set(places.values()) == {1}
        assert len(places) == 10 * n
        assert Counter(o for o, _ in places) == dict.fromkeys(NAMES[:n], 10)
        assert all(v >= 0 for v in s.influence.values())
        for stack in s.queue:
            for c in stack:
                assert not (c[FACE_UP] and c[TOKENS]), c  # G8 (base: no Diplomat)

    play_out(s, rng, check)
    check(s, 0)


@SETTINGS
@given(games)
def test_the_game_ends_after_round_6_with_one_card_in_each_hand(
    game: tuple[int, int, random.Random],
) -> None:
    n, seed, rng = game
    s = new(n, seed)
    _, events = play_out(s, rng)
    assert [e.round for e in events if e.kind == "RoundEnded"] == [1, 2, 3, 4, 5, 6]
    assert [e.first_player for e in events if e.kind == "RoundStarted"] == [
        NAMES[r % n] for r in range(1, 6)
    ]
    assert s.round == 6 and s.phase == "finished" and s.pending is None
    assert all(len(h) == 1 for h in s.hands.values())
    assert all(len(a) == 3 for a in s.aside.values())
    placed = [e for e in events if e.kind == "CardPlaced"]
    assert len(placed) == 6 * n
    end = events[-1]
    assert end.kind == "GameEnded" and end.scores == s.influence
    best = max(s.influence.values())
    assert set(s.winners) <= {p for p, v in s.influence.items() if v == best}


@SETTINGS
@given(games, st.integers(0, 120))
def test_json_round_trip_at_a_random_decision_continues_identically(
    game: tuple[int, int, random.Random], at: int
) -> None:
    n, seed, rng = game
    s = new(n, seed)
    for _ in range(at):
        if s.finished:
            break
        s.apply(rng.choice(s.legal_moves()))
    back = build_state(json.loads(json.dumps(s.to_json())))
    assert back.to_json() == s.to_json()
    while not s.finished:
        assert back.legal_moves() == s.legal_moves()
        assert back.pending == s.pending
        m = rng.choice(s.legal_moves())
        assert back.apply(m) == s.apply(m)
    assert back.finished and back.to_json() == s.to_json()


def _universe(s: GameState) -> list[str]:
    n = len(s.queue)
    out = ["reveal", "bank", "take", "option 1", "from aside", "jump", "", "target x"]
    out += [f"target {i}" for i in range(n + 2)] + [f"to {i}" for i in range(n + 2)]
    for c in DECKS["base"]:
        out += [f"play {c} start", f"play {c} end", f"play {c} on {min(n, 3)}"]
    return out


@SETTINGS
@given(games)
def test_an_illegal_move_never_changes_the_state(game: tuple[int, int, random.Random]) -> None:
    n, seed, rng = game
    s = new(n, seed)

    def try_illegal(s: GameState, _: int) -> None:
        legal = s.legal_moves()
        before = snapshot(s)
        bad = [m for m in _universe(s) if m not in legal]
        for m in rng.sample(bad, 3):
            try:
                s.apply(m, player=rng.choice([None, *NAMES[:n]]))
            except IllegalMove as e:
                assert e.code
            else:  # pragma: no cover - a failure
                raise AssertionError(f"{m!r} accepted; legal: {legal}")
            assert snapshot(s) == before, m
        assert s.legal_moves() == legal

    play_out(s, rng, try_illegal)


@SETTINGS
@given(games)
def test_same_seed_and_moves_same_game(game: tuple[int, int, random.Random]) -> None:
    n, seed, rng = game
    a = new(n, seed)
    moves, events = play_out(a, rng)
    b = new(n, seed)
    again: list[Any] = []
    for m in moves:
        again += b.apply(m)
    assert again == events
    assert b.to_json() == a.to_json()


def test_check_engine_conformance() -> None:
    report = check_engine(games=4, players=(3, 4, 5), seed=1)
    assert report["games"] == 12
    assert report["decisions"] > 12 * 6 * 3
