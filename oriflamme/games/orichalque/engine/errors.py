"""Orichalque's errors and reason codes. The classes subclass the core's
(``oriflamme.core.errors``): the command line and the UI catch every game's."""

from __future__ import annotations

from oriflamme.core.errors import IllegalMoveError, ScenarioFileError

#: Every reason code an Orichalque ``IllegalMove`` may carry (English gloss).
REASONS: dict[str, str] = {
    "game_finished": "the game is over; no move is possible",
    "unknown_move": "the text is not a move in docs/protocol-orichalque.md notation",
    "not_your_turn": "the pending decision belongs to another player",
    "wrong_decision": "the move does not answer the pending decision",
    "no_such_card": "there is no action card in that slot",
    "cannot_afford": "the player cannot pay what this costs",
    "not_on_island": "a zone is outside the island",
    "zone_taken": "a zone is already covered",
    "not_touching": "the tile touches no tile or metropolis already placed",
    "not_a_shape": "the zones do not form the tile's shape",
    "not_a_port": "the metropolis must cover a port zone (the arrow) and a zone next to it",
    "no_such_slot": "there is no building in that slot of the building board",
    "wrong_terrain": "the zone's terrain is not the slot's (an empty volcano is any terrain)",
    "not_free": "the zone is not free terrain (covered by a building, temple or creature)",
    "next_to_creature": "one cannot build next to a creature",
    "not_a_diamond": "a temple covers 4 zones in a diamond",
    "temple_terrains": "a temple's 4 terrains must differ (empty volcanoes are any)",
    "none_left": "none left in the supply",
    "no_creature": "there is no creature in that zone",
    "too_many_hoplites": "a fight takes 0 to 3 hoplites in all, waiting ones included",
    "no_blessing": "the player holds no active titan with that blessing",
    "payment_not_allowed": "that payment does not buy that extra action",
    "not_allowed": "the move is not possible now",
}


class IllegalMove(IllegalMoveError):
    """An illegal move of Orichalque: ``code`` is one of ``REASONS``; the state
    is unchanged; ``legal`` lists the legal moves at that moment."""


class ScenarioError(ScenarioFileError):
    """A bad Orichalque scenario: ``field`` names what is wrong
    (docs/protocol-orichalque.md)."""


__all__ = ["REASONS", "IllegalMove", "ScenarioError"]
