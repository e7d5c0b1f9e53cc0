"""Conformance checks for the engine (in the spirit of OpenSpiel's random_sim_test).

``check_engine()`` plays random games and checks, at every decision point, the
invariants every rule keeps: each card in exactly one place, influence never
negative, influence only where it may lie, an illegal move changing nothing, a
JSON round trip continuing identically, and the same seed and moves giving the
same game. It raises ``AssertionError`` naming the seed and move on a failure.
Orichalque has its sibling: ``oriflamme.games.orichalque.testing``.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from .engine import GameState, IllegalMove, build_state, new_game
from .engine.cards import CARD_TYPES, DECKS, EDITIONS
from .engine.model import FACE_UP, ID, TOKENS, card_key


def card_places(st: GameState) -> Counter[tuple[str, str]]:
    """How many times each (owner, card) appears over every zone."""
    seen: Counter[tuple[str, str]] = Counter()
    for stack in st.queue:
        for card in stack:
            seen[card_key(card)] += 1
    for zone in (st.hands, st.aside, st.discards):
        for p, cards in zone.items():
            for c in cards:
                seen[(p, c)] += 1
    for p, kept in st.kept.items():
        for c, _ in kept:
            seen[(p, c)] += 1
    for edition in EDITIONS.values():
        for key in edition.held_cards(st.extra):  # the Ablaze Twin waiting (A1)
            seen[key] += 1
    return seen


def check_invariants(st: GameState, full_decks: bool = True) -> None:
    """Assert the invariants of one state (see module docstring)."""
    seen = card_places(st)
    dup = [k for k, n in seen.items() if n != 1]
    assert not dup, f"cards in more than one place: {dup}"
    if full_decks:
        for p in st.players:
            deck = set(DECKS[st.editions[p]])
            mine = {c for (o, c) in seen if o == p}
            assert mine == deck, f"{p}'s cards: missing {deck - mine}, extra {mine - deck}"
    for p, v in st.influence.items():
        assert v >= 0, f"{p} has negative influence {v}"
    for i, stack in enumerate(st.queue):
        for c in stack:
            assert c[TOKENS] >= 0, f"negative tokens at {i}"
            if c[FACE_UP] and c[TOKENS]:
                assert CARD_TYPES[c[ID]].tokens_face_up, f"tokens on face-up {c[ID]} at {i} (G8)"
            if c[FACE_UP] and card_key(c) != st.resolving:  # a revealed intrigue at work is up
                assert CARD_TYPES[c[ID]].kind == "character", f"face-up intrigue {c[ID]} at {i}"
    check_edition_tokens(st)
    if st.phase == "placement":
        assert not st.frames
    pend = st.pending
    assert (pend is None) == st.finished
    if pend is not None:
        assert pend.moves, "a pending decision without legal moves"


def check_edition_tokens(st: GameState) -> None:
    """Each edition's invariants (``Edition.check_invariants``: the 5 verdicts on
    cards or in the pool, L6; each Ablaze family's bribery token in hand or on
    one card, A9; an inactive card face down, L3), and influence on kept cards
    only on a Pact (G8, L10)."""
    for edition in EDITIONS.values():
        edition.check_invariants(st)
    for p, kept in st.kept.items():
        for cid, tokens in kept:
            printed = CARD_TYPES[cid]
            assert printed.kept and (tokens == 0 or printed.kept_tokens), (p, cid)


BAD_MOVES = ("target 99", "play nothing start", "reveal", "bank", "option 3", "to 99", "take")


def check_engine(
    games: int = 20,
    players: tuple[int, ...] = (3, 4, 5),
    editions: tuple[str, ...] = ("base",),
    seed: int = 0,
    families: dict[str, str] | None = None,
) -> dict[str, Any]:
    """Play ``games`` random games per player count and edition, checking every
    invariant at every decision. Returns counts of what was checked."""
    names = ("red", "blue", "green", "yellow", "purple")
    decisions = 0
    for ed in editions:
        for n in players:
            for g in range(games):
                game_seed = seed * 1_000_003 + g
                rng = random.Random(game_seed)
                st = new_game(names[:n], edition=ed, seed=game_seed, families=families)
                start = st.to_json()
                moves: list[str] = []
                check_at = rng.randrange(40)
                while not st.finished:
                    check_invariants(st)
                    legal = st.legal_moves()
                    before = json.dumps(st.to_json(), sort_keys=True)
                    for bad in BAD_MOVES:
                        if bad not in legal:
                            try:
                                st.apply(bad)
                            except IllegalMove:
                                pass
                            else:  # pragma: no cover - a failure
                                raise AssertionError(f"seed {game_seed}: illegal {bad!r} accepted")
                    after = json.dumps(st.to_json(), sort_keys=True)
                    assert before == after, f"seed {game_seed}: an illegal move changed the state"
                    if len(moves) == check_at:
                        _check_round_trip(st, random.Random(game_seed + 1))
                    m = rng.choice(legal)
                    st.apply(m)
                    moves.append(m)
                    decisions += 1
                check_invariants(st)
                assert len(st.winners) >= 1
                assert all(len(h) == 1 for h in st.hands.values()), "one card left in each hand"
                # same seed and moves, same game
                again = build_state(start)
                for m in moves:
                    again.apply(m)
                assert again.to_json() == st.to_json(), f"seed {game_seed}: replay differs"
    return {"games": games * len(players) * len(editions), "decisions": decisions}


def _check_round_trip(st: GameState, rng: random.Random) -> None:
    """A JSON round trip at this decision point continues identically."""
    copy = build_state(json.loads(json.dumps(st.to_json())))
    a, b = st.copy(), copy
    assert a.to_json() == b.to_json()
    while not a.finished:
        m = rng.choice(a.legal_moves())
        assert a.legal_moves() == b.legal_moves()
        a.apply(m)
        b.apply(m)
    assert a.to_json() == b.to_json()
