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

This module works on the typed position (``GameState.copy`` and the named
fields of ``engine.model.State``): a world is a copy with the hidden orders
drawn anew, not a JSON document written and read back through the scenario
checker (issue 25: a world is drawn for every iteration of the strong bot's
search). It gives the same worlds as the scenario round trip did: the same
random numbers in the same order, the bags kept sorted as the checker keeps
them (a draw from a bag is random by its seed, not by its order).
"""

from __future__ import annotations

import random

from .engine import GameState

#: The zones whose order nobody sees (their contents follow from the table).
PILES = ("1", "2", "3")


def determinize(state: GameState, rng: random.Random) -> GameState:
    """A world consistent with what every player sees of ``state``: the same
    table, the hidden orders and the future drawn anew (an independent state,
    without an undo history)."""
    world = state.copy()
    s = world.s
    for size in PILES:
        pile = s.piles.get(size)
        if pile:
            pile.sort()
            rng.shuffle(pile)
    for zone in (s.deck, s.creature_bag, s.building_bag):
        zone.sort()
        rng.shuffle(zone)
    s.creature_bag.sort()  # the bags' order is nobody's: kept sorted
    s.building_bag.sort()
    s.dice = []
    s.next_draws = {"creature_bag": [], "building_bag": []}
    s.seed = rng.randrange(2**31)
    s.draws = 0
    world._legal = None
    return world
