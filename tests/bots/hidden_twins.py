"""Two games that differ only in what one player cannot see.

``hidden_twin(state, viewer, seed)`` moves each opponent's hidden cards (hand,
aside, face-down cards in the queue, covered ones too) among those same places,
directly on a copy of the state — on purpose without ``oriflamme.bots.hidden``,
whose correctness the tests check with it.
"""

from __future__ import annotations

import random

import oriflamme
from oriflamme.bots import RandomBot
from oriflamme.games.oriflamme.engine.model import FACE_UP, ID, OWNER, card_key, replace_card

PLAYERS = ["red", "blue", "green"]


def midgame(
    seed: int, moves: int, edition: str = "base", families: dict[str, str] | None = None
) -> oriflamme.GameState:
    """A game after ``moves`` random moves (fewer if it ended)."""
    state = oriflamme.new_game(PLAYERS, edition, seed=seed, families=families)
    bot = RandomBot(seed)
    for _ in range(moves):
        if state.finished:
            break
        state.apply(bot.choose(state.view(state.pending.player)))
    return state


def hidden_twin(state: oriflamme.GameState, viewer: str, seed: int = 0) -> oriflamme.GameState:
    """A copy of ``state`` with each opponent's hidden cards moved among their
    hidden places (not one left where it was, when that can be done)."""
    rng = random.Random(seed)
    twin = state.copy()
    pinned = {f[1] for f in state.frames} | {state.resolving}
    for owner in state.players:
        if owner == viewer:
            continue
        spots: list[tuple[str, object]] = [("hand", i) for i in range(len(state.hands[owner]))]
        spots += [("aside", i) for i in range(len(state.aside[owner]))]
        spots += [
            ("queue", (p, d))
            for p, stack in enumerate(state.queue)
            for d, c in enumerate(stack)
            if c[OWNER] == owner and not c[FACE_UP] and card_key(c) not in pinned
        ]
        cards = [_at(state, owner, s) for s in spots]
        moved = cards[:]
        for _ in range(50):  # a shuffle that changes as many places as it can
            rng.shuffle(moved)
            if len(set(cards)) < 2 or all(a != b for a, b in zip(cards, moved, strict=True)):
                break
        hand = [c for s, c in zip(spots, moved, strict=True) if s[0] == "hand"]
        aside = [c for s, c in zip(spots, moved, strict=True) if s[0] == "aside"]
        twin.hands[owner] = tuple(sorted(hand))
        twin.aside[owner] = tuple(sorted(aside))
        for s, c in zip(spots, moved, strict=True):
            if s[0] == "queue":
                p, d = s[1]  # type: ignore[misc]
                stack = list(twin.queue[p])
                stack[d] = replace_card(stack[d], id=c)
                twin.queue[p] = tuple(stack)
    twin._legal = None
    return twin


def _at(state: oriflamme.GameState, owner: str, spot: tuple[str, object]) -> str:
    zone, where = spot
    if zone == "queue":
        p, d = where  # type: ignore[misc]
        return state.queue[p][d][ID]
    return (state.hands if zone == "hand" else state.aside)[owner][where]  # type: ignore[index]
