"""What a bot may know: a sampled world consistent with its own view.

A bot may simulate moves on a copy of the game, but the real copy knows every
face-down card. So before simulating, :func:`determinize` deals the *other*
families' hidden cards anew: for each opponent, the cards the bot cannot see
(their hand, their aside cards, their face-down cards in the queue) are
shuffled among those same places with the bot's own random generator. What
the bot then simulates depends only on public information (face-up cards,
influence, tokens, positions, each family's known deck list) and on its own
cards, never on where an opponent's hidden card really is.
"""

from __future__ import annotations

import random

from oriflamme.engine import GameState


def _pinned(state: GameState) -> set[tuple[str, str]]:
    """Cards an ability in progress refers to: they stay where they are."""
    keys = {f.source for f in state.frames}
    if state.resolving is not None:
        keys.add(state.resolving)
    return keys


def determinize(state: GameState, viewer: str, rng: random.Random) -> GameState:
    """A copy of ``state`` in which the cards hidden from ``viewer`` are re-dealt.

    Only the *places* of each opponent's hidden cards change (hand, aside,
    face-down queue cards, each family within its own hidden cards); counts,
    tokens, markers and everything public stay. Cards named by an ability in
    progress are left in place. ``viewer``'s own cards are never touched.
    """
    world = state.copy()
    pinned = _pinned(state)
    for owner in state.players:
        if owner == viewer:
            continue
        hand, aside = list(world.hands[owner]), list(world.aside[owner])
        places = [
            (pos, depth)
            for pos, stack in enumerate(world.queue)
            for depth, card in enumerate(stack)
            if card.owner == owner and not card.face_up and card.key not in pinned
        ]
        pool = sorted(hand + aside + [world.queue[p][d].id for p, d in places])
        rng.shuffle(pool)
        world.hands[owner] = tuple(sorted(pool[: len(hand)]))
        world.aside[owner] = tuple(sorted(pool[len(hand) : len(hand) + len(aside)]))
        rest = pool[len(hand) + len(aside) :]
        for (pos, depth), card_id in zip(places, rest, strict=True):
            stack = list(world.queue[pos])
            stack[depth] = stack[depth]._replace(id=card_id)
            world.queue[pos] = tuple(stack)
    return world
