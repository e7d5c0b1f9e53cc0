"""The steps of an Orichalque turn, one module each (the rulebook's order):

==============  =====================================================  ==========
step            the decision                                           module
==============  =====================================================  ==========
``metropolis``  the first turn: where the metropolis goes (a port)    metropolis
``card``        phase 1: take an action card (its cost in hoplites)    card
``tile``        phase 2: place the card's tile (O1 areas, titans)      tile
``action``      phase 3: the card's action — produce, recruit,         action,
                fight (``fight``), build (``build``)                   fight, build
``extra``       phase 4: an extra action, paid (O6)                    extra
``discard``     two players: a card of the action board goes           discard
``release``     too many titans (O3): which go back                   release
``minotaur``    a Minotaur's building: where it goes                   minotaur
``first``       a tie for the first-player token                       first
==============  =====================================================  ==========

Each module gives its step's ``legal(st, p)`` (the moves, in the notation of
docs/protocol-orichalque.md), ``play(st, p, words)`` (a legal move's words:
changes the state, emits the events) and ``refuse(st, p, verb, args, number)``
(why a move of its verbs is illegal: an ``IllegalMove`` with its reason code,
or None for the common «not possible now»). What runs between the decisions —
the end of an action, of a turn, of a round, the refill, the victory — is
``flow``. ``STEPS`` maps each step to its module.
"""

from __future__ import annotations

from types import ModuleType

from . import action, card, discard, extra, first, metropolis, minotaur, release, tile

STEPS: dict[str, ModuleType] = {
    "metropolis": metropolis,
    "card": card,
    "tile": tile,
    "action": action,
    "extra": extra,
    "discard": discard,
    "release": release,
    "minotaur": minotaur,
    "first": first,
}
