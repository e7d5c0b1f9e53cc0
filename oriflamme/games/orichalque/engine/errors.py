"""Orichalque's errors and reason codes. The classes subclass the core's
(``oriflamme.core.errors``): the command line and the UI catch every game's."""

from __future__ import annotations

from oriflamme.core.errors import FILE_ERRORS, IllegalMoveError, ScenarioFileError

#: Every reason code an Orichalque ``IllegalMove`` may carry (English gloss).
REASONS: dict[str, str] = {
    "game_finished": "the game is over; no move is possible",
    "unknown_move": "the text is not a move in docs/protocol-orichalque.md notation",
    "bad_character": "the move holds a tab, a line break, a space other than the ASCII one,"
    " or a control character (docs/protocol.md, «Move lines»)",
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
    "no_tile": "a building or temple goes on free terrain, and no tile covers the zone yet",
    "not_free": "the zone is taken: the metropolis, a building, a temple or a creature is there",
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


#: Every code an Orichalque ``ScenarioError`` may carry (English gloss; the
#: params in brackets). The words a teacher reads are ``scenario-error-<code>``
#: in ``locales/*/scenario.ftl``, in uk, ru, fr and en; a code Oriflamme's
#: checker raises too has the same meaning and params in both games.
#: tests/orichalque/test_orichalque_scenario_codes.py checks that this lists
#: every code ``scenario.py`` can raise, with the params its sentence needs.
SCENARIO_ERRORS: dict[str, str] = {
    # the shape of a value (shared with Oriflamme)
    "not_whole_number": "the value is not a whole number (value)",
    "out_of_range": "a number or a count is out of range (value, lo, hi; hi None: no bound)",
    "not_bool": "the value is not true or false (value)",
    "expected_list": "a list was expected (got: the Python type name)",
    "expected_object": "an object was expected (got: the Python type name)",
    "not_a_word": "the value is not a word (value)",
    "unknown_key": "the key is not one of the allowed keys (unknown, allowed)",
    "missing": "a required key is missing",
    "missing_players": "the scenario has no players list",
    "not_a_player": "the id is not a player of this scenario (value, allowed)",
    "bad_player_id": "a player id is not a short lowercase id (value)",
    "player_twice": "a player is listed twice (player)",
    "bad_seed": "the seed is not a number or a word (value)",
    "no_legal_moves": "the position's decision has no legal move",
    "not_a_move_line": "a move is not a line of text (value)",
    # Orichalque's own
    "och_player_count": "Orichalque has 2 to 4 players (count)",
    "too_few_cards": "fewer action cards than the action board's slots (count, need, players)",
    "slot_not_free": "the first two slots of the action board cost nothing (value, slot)",
    "display_short": "fewer cards on the action board than takers this round (count, need)",
    "not_a_status": "a data status is verified, aid or provisional (value, allowed)",
    "bad_id": "a component id is not a short lowercase id (value)",
    "listed_twice": "the same id or zone is listed twice (value)",
    "bad_row": "an island row is not a text of o and . (value)",
    "port_alone": "a port zone with no zone next to it (value)",
    "not_a_port": "the metropolis is not a port zone and a zone next to it (value)",
    "not_on_island": "a zone is not a zone of the island (value)",
    "not_an_island": "the board is not one of the islands (value, allowed)",
    "not_a_side": "the side is not easy or hard (value, allowed)",
    "not_a_shape": "the tile shape is not single, pair, triangle or line (value, allowed)",
    "terrains_for_shape": "one terrain per cell of the tile's shape (count, need)",
    "zones_for_tile": "a tile on an island covers one zone per terrain (count, need)",
    "not_a_terrain": "the terrain is not one of the terrains (value, allowed)",
    "not_an_action": "the action is not produce, recruit, fight or build (value, allowed)",
    "not_a_building_kind": "not one of the 10 kinds of building (value, allowed)",
    "not_an_effect": "a building's effect is the engine's (value, effect)",
    "not_a_creature_kind": "not one of the 5 kinds of creature (value, allowed)",
    "not_a_face": "the value is not a face of the combat die (value)",
    "not_a_tile": "no terrain tile has this id (value)",
    "not_a_building": "no building token has this id (value)",
    "not_a_creature": "no creature token has this id (value)",
    "not_a_titan": "no titan has this id (value)",
    "not_an_action_card": "no action card has this id (value)",
    "elsewhere": "the component is already in another place (value, where)",
    "bad_tile": "a tile on an island is [tile, [zones]] (value)",
    "zone_taken": "the zone does not exist or is already covered (value)",
    "not_free": "a building on a zone no tile covers (value)",
    "not_a_diamond": "a temple covers 4 covered zones in a diamond (value)",
    "not_volcano": "a creature on a zone that is not a volcano (value)",
    "no_creature": "hoplites waiting by a zone with no creature (value)",
    "not_in_bag": "next_draws names a token that is not in its bag (value)",
    "not_captured": "extra_creatures: not two creatures one player captured (value)",
    "not_a_step": "the step is not one of the steps (value, allowed)",
    "metropolis_placed": "step metropolis with the metropolis already placed (player)",
    "discard_two_players": "step discard at a table of more than two (value)",
    "not_held": "release offers a titan the player does not hold (value, player)",
    "holds_first": "first_choice names the holder of the first-player token (player)",
    "too_many": "more of a resource placed than the box holds (value: how many more)",
    "not_playable": "the engine cannot play the position (value: the Python error)",
    # the scenario reader, share links (oriflamme.core)
    **FILE_ERRORS,
}


#: why a move is illegal, as a step's ``refuse`` says it: (reason code, detail)
Refusal = tuple[str, str]


class IllegalMove(IllegalMoveError):
    """An illegal move of Orichalque: ``code`` is one of ``REASONS``; the state
    is unchanged; ``legal`` lists the legal moves at that moment."""


class ScenarioError(ScenarioFileError):
    """A bad Orichalque scenario: ``field`` names what is wrong
    (docs/protocol-orichalque.md)."""


__all__ = ["REASONS", "SCENARIO_ERRORS", "IllegalMove", "Refusal", "ScenarioError"]
