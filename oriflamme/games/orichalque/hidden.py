"""What an Orichalque player cannot know, drawn anew: the worlds a bot searches.

At the table everything lies open (islands, supplies, titans, the action and
building boards, the discard) except the **future**: the order of the three
tile piles and of the card deck, which tokens come out of the creature bag and
the building bag, and the dice to come. ``GameState.view`` shows the piles,
the deck and the bags as counts only, never their order, and nothing of the
seed, the draw counter, dice fixed ahead (``dice``) or tokens named to come
out next (``next_draws``).

What is *in* the piles, the deck and the bags is no secret: every component
lies in exactly one place (docs/protocol-orichalque.md), so what is in the box
and not on the table is in them. :func:`determinize` keeps those contents and
throws away everything else the view hides: each pile, the deck and each bag
is **sorted, then shuffled** with the bot's own generator (the real order is
never read: two positions that differ only in a hidden order give the same
worlds), fixed dice and named draws are dropped, and the draws to come get a
fresh seed. The world that comes out is one the player cannot tell from the
real position (``Game.redraw``; ``conformance`` checks the views match).

This module reads the engine through its public API only (``to_json`` /
``build_state``): the engine itself is untouched.
"""

from __future__ import annotations

import random
from typing import Any

from .engine import GameState, build_state

#: The zones whose order nobody sees (their contents follow from the table).
PILES = ("1", "2", "3")
ORDERED = ("deck", "creature_bag", "building_bag")
#: What a scenario keeps of the future and no player may know.
FUTURE = ("dice", "next_draws", "seed", "draws")


def hidden_free(data: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The position ``data`` (a ``to_json`` dict, changed in place and returned)
    with every hidden order drawn anew from ``rng`` and the future forgotten."""
    for size in PILES:
        pile = data["piles"].get(size)
        if pile:
            pile.sort()
            rng.shuffle(pile)
    for key in ORDERED:
        zone = data[key]
        zone.sort()
        rng.shuffle(zone)
    data["dice"] = []
    data["next_draws"] = {"creature_bag": [], "building_bag": []}
    data["seed"] = rng.randrange(2**31)
    data["draws"] = 0
    for derived in ("pending", "finished", "winners", "scores"):
        data.pop(derived, None)
    return data


def determinize(state: GameState, rng: random.Random) -> GameState:
    """A world consistent with what every player sees of ``state``: the same
    table, the hidden orders and the future drawn anew (an independent state,
    without an undo history)."""
    return build_state(hidden_free(state.to_json(), rng)).copy()
