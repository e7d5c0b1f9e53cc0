# Errors in a scenario file (oriflamme.i18n.explain_scenario_error): scenario-error-<code>
# for every code in SCENARIO_ERRORS of Oriflamme (games/oriflamme/engine/errors.py) and of
# Orichalque (games/orichalque/engine/errors.py); a code both raise means the same in both.
# Arguments: see uk/scenario.ftl.
# (The command line prints the engine's own English message, str(err), not these.)

scenario-field = Field { $field }: { $reason }
scenario-unknown = { $field_known ->
    [yes] the value of this field is not right.
   *[no] the scenario file has an error.
}

## The shape of a value

scenario-error-not_whole_number = "{ $value }" is not a whole number.
scenario-error-out_of_range = { $hi_known ->
    [yes] { $exact ->
        [yes] { $value } is out of range: exactly { $lo } is needed.
       *[no] { $value } is out of range: a number from { $lo } to { $hi } is needed.
    }
   *[no] { $value } is out of range: a number of at least { $lo } is needed.
}
scenario-error-not_bool = "{ $value }": this must be true or false.
scenario-error-expected_list = this must be a list, not { scenario-type }.
scenario-error-expected_object = this must be an object (keys and values), not { scenario-type }.
scenario-error-not_a_word = "{ $value }": this must be a word.

## Keys

scenario-error-unknown_key = unknown key "{ $unknown }" (allowed: { $allowed }).
scenario-error-missing = this required key is missing.
scenario-error-missing_players = the list of players is missing: list the families in seating order.

## Players and editions

scenario-error-not_a_player = "{ $value }" is not a player of this scenario (players: { $allowed }).
scenario-error-player_count = { $count ->
    [one] { $count } player: 2 to 5 are needed (the rulebooks play with 3 to 5; we allow 2 for lessons and demonstrations only, G13).
   *[other] { $count } players: 2 to 5 are needed (the rulebooks play with 3 to 5; we allow 2 for lessons and demonstrations only, G13).
}
scenario-error-bad_player_id = "{ $value }" is not a player id: use a short word in lowercase Latin letters (digits and _ allowed).
scenario-error-player_twice = { $player } is listed twice.
scenario-error-not_an_edition = "{ $value }" is not an edition of the game (allowed: { $allowed }).

## Cards and where they are

scenario-error-not_a_card = "{ $value }" is not a card of the edition "{ $edition }".
scenario-error-card_elsewhere = { $owner_of } { $card } is already in field { $where }: each card is in one place only.
scenario-error-empty_stack = an empty stack: a stack holds at least one card.
scenario-error-tokens_face_up = influence lies only on face-down cards (G8, L4), and { $card_def } is face up here.
scenario-error-intrigue_face_up = { $card_def } is an intrigue: an intrigue never stays face up in the queue.
scenario-error-inactive_face_up = only a face-down card can wait inactive (L3), and { $card_def } is face up here.
scenario-error-never_kept = { $card_def } is never kept: only { card-pact.def } and { card-infiltration.def } are (L9, L10).
scenario-error-tokens_not_pact = influence lies only on a kept { card-pact } (G8, L10).

## Bribery and verdict tokens

scenario-error-bad_bribe = a bribery token lies only on a face-up character (A9).
scenario-error-bribe_not_ablaze = { $player } does not play a family of "{ edition-ablaze }": no bribery token.
scenario-error-bribe_elsewhere = { $player_of } only bribery token is already in field { $where } (A1).
scenario-error-no_bribe_in_hand = { $player } has no bribery token in hand (A1, A9).
scenario-error-twin_not_ablaze = { $player } does not play a family of "{ edition-ablaze }": no { card-twin }.
scenario-error-verdict_no_alliance = no family plays "{ edition-alliance }": no verdict tokens (L6).
scenario-error-too_many_verdicts = { $count ->
    [one] only { $count } verdict token exists (L6).
   *[other] only { $count } verdict tokens exist (L6).
}

## The state of play

scenario-error-not_a_direction = "{ $value }" is not a resolution direction (allowed: { $allowed }).
scenario-error-not_a_phase = "{ $value }" is not a phase of the game (allowed: { $allowed }).
scenario-error-seed_with_position = the scenario already gives the queue or the hands, so there is no random deal: remove this field.
scenario-error-bad_seed = "{ $value }": this must be a number or a word.
scenario-error-bad_resolving = "{ $value }": this must be a pair [owner, card], the card resolving now.
scenario-error-frames_outside_resolution = abilities are only in progress during the resolution phase.
scenario-error-not_an_ability = "{ $value }" is not the ability of any card.
scenario-error-bad_source = "{ $value }": this must be a pair [owner, card].
scenario-error-not_players_card = "{ $value }" is not one of { $player_of } cards.
scenario-error-no_legal_moves = a decision without any legal move.
scenario-error-not_a_move = "{ $value }" is not a move in move notation.
scenario-error-no_such_position = the move "{ $value }" names position { $n }, which is not in the queue (move notation counts positions from 0).
scenario-error-reveal_not_top = the card to reveal must be the top card of a stack, face down.
scenario-error-not_a_move_line = "{ $value }" is not a move: each move is a line of text.

## The file itself

scenario-error-not_an_object = a scenario must be a JSON object (keys and values).
scenario-error-not_a_game = "{ $value }" — this scenario does not open here (allowed: { $allowed }).
scenario-error-not_object_or_path = a scenario is a JSON object or a file path, not "{ $value }".
scenario-error-empty = the scenario is empty: paste a JSON or YAML text.
scenario-error-cannot_read = { $errno ->
    [ENOENT] there is no file { $name }.
    [EACCES] no permission to read the file { $name }.
    [EISDIR] { $name } is a folder, not a file.
   *[other] cannot read the file { $name }.
}
scenario-error-bad_syntax = { $line_known ->
    [yes] the file { $name } is not valid { $format }: error at line { $line }, column { $column }.
   *[no] the file { $name } is not valid { $format }.
}
scenario-error-not_json_or_yaml = { $line_known ->
    [yes] the text is neither JSON nor YAML: error at line { $line }.
   *[no] the text is neither JSON nor YAML.
}

scenario-type = { $got ->
    [str] a string
    [int] a number
    [float] a number
    [bool] true or false
    [NoneType] null
    [list] a list
    [dict] an object
   *[other] a value of another type
}

## Limits on what is read (issue 19)

scenario-error-too_big = { $name_known ->
    [yes] the file { $name } is too big
   *[no] the scenario is too big
}: { $size } bytes, at most { $limit } bytes.
scenario-error-not_utf8 = { $name_known ->
    [yes] the file { $name } is not UTF-8 text
   *[no] the text is not UTF-8
} (byte { $offset }): save it as UTF-8.
scenario-error-too_deep = values are nested too deep: at most { $limit } levels.
scenario-error-number_too_long = a number too long: at most { $limit } digits.
scenario-error-yaml_alias = YAML aliases (*name) are not accepted (line { $line }): write the value out in full.
scenario-error-unplayable = this position cannot be played: an ability in progress (the frames field) does not fit the rest of the position.
scenario-error-no_round_trip = { $fields_known ->
    [yes] the position, saved as JSON, does not load back the same (fields: { $fields }).
   *[no] the position, saved as JSON, does not load back the same.
}

## Orichalque: components and position (docs/protocol-orichalque.md)

scenario-error-och_player_count = { $count ->
    [one] { $count } player: Orichalque is played by 2 to 4 players.
   *[other] { $count } players: Orichalque is played by 2 to 4 players.
}
scenario-error-too_few_cards = { $count ->
    [one] only { $count } action card
   *[other] only { $count } action cards
}, but with { $players } players the action board has { $need ->
    [one] { $need } slot
   *[other] { $need } slots
}: at least { $need } cards are needed, or someone would have nothing to take in a round.
scenario-error-slot_not_free = the first two cards on the left are free (the rulebook): slot { $slot } costs 0 hoplites, not { $value }.
scenario-error-display_short = the action board holds only { $count ->
    [one] { $count } card
   *[other] { $count } cards
}, but { $need ->
    [one] { $need } player still takes one
   *[other] { $need } players still take one
} this round: the board is refilled only when the round ends.
scenario-error-not_a_status = "{ $value }" is not a data source mark (allowed: { $allowed }; verified: the rulebook, aid: the player aid, provisional: illustrative data).
scenario-error-bad_id = "{ $value }" is not an id: use a short word (up to 24 characters) of lowercase Latin letters, digits and _.
scenario-error-listed_twice = "{ $value }" is listed twice.
scenario-error-bad_row = "{ $value }" is not a row of the island: a row is written with o (a zone) and . (no zone), at most 30 characters.
scenario-error-port_alone = the port zone "{ $value }" has no zone next to it: the metropolis covers the port zone and a zone next to it.
scenario-error-not_a_port = "{ $value }" is not a place for the metropolis: it covers the port zone the arrow points at and a zone next to it.
scenario-error-not_on_island = "{ $value }" is not a zone of this island.
scenario-error-not_an_island = "{ $value }" is not an island board (allowed: { $allowed }).
scenario-error-not_a_side = "{ $value }" is not a side of the island board (allowed: { $allowed }).
scenario-error-not_a_shape = "{ $value }" is not a tile shape (allowed: { $allowed }).
scenario-error-terrains_for_shape = a tile of this shape has { $need ->
    [one] { $need } part
   *[other] { $need } parts
}, so as many terrains are needed, not { $count }.
scenario-error-zones_for_tile = the tile covers { $need ->
    [one] { $need } zone
   *[other] { $need } zones
}, one per terrain, not { $count }.
scenario-error-not_a_terrain = "{ $value }" is not a terrain (allowed: { $allowed }).
scenario-error-not_an_action = "{ $value }" is not an action (allowed: { $allowed }).
scenario-error-not_a_building_kind = "{ $value }" is not a kind of building (allowed: { $allowed }).
scenario-error-not_an_effect = a building's effect is set by the game: only "{ $effect }" fits here, not "{ $value }" (or leave the key out).
scenario-error-not_a_creature_kind = "{ $value }" is not a kind of creature (allowed: { $allowed }).
scenario-error-not_a_face = "{ $value }" is not a face of the combat die.
scenario-error-not_a_tile = there is no terrain tile "{ $value }".
scenario-error-not_a_building = there is no building token "{ $value }".
scenario-error-not_a_creature = there is no creature token "{ $value }".
scenario-error-not_a_titan = there is no titan "{ $value }".
scenario-error-not_an_action_card = there is no action card "{ $value }".
scenario-error-elsewhere = "{ $value }" is already in the field { $where }: each component is in one place only.
scenario-error-bad_tile = a tile on the island is written as [tile, [zones…]].
scenario-error-zone_taken = "{ $value }" is not a free zone of the island: there is no such zone, or it is already covered.
scenario-error-not_free = the zone "{ $value }" is not covered by a tile: a building goes only on a tile.
scenario-error-not_a_diamond = a temple takes 4 zones covered by tiles, in a diamond, and these are not.
scenario-error-not_volcano = "{ $value }" is not a volcano: creatures stand only on volcanoes.
scenario-error-no_creature = there is no creature on the zone "{ $value }": hoplites wait only by a creature.
scenario-error-not_in_bag = "{ $value }" is not in the bag: only a token in the bag can be drawn next.
scenario-error-not_captured = "{ $value }" does not fit: two different creatures captured by one and the same player are needed here.
scenario-error-not_a_step = "{ $value }" is not a step of a turn (allowed: { $allowed }).
scenario-error-metropolis_placed = { $player_of } metropolis is already placed: it is placed only at the start of the player's first turn.
scenario-error-discard_two_players = a card is discarded from the action board only in a two-player game.
scenario-error-not_held = { $player } does not hold the titan "{ $value }": the choice is among one's own titans.
scenario-error-holds_first = { $player } already holds the first-player token: it goes to another player.
scenario-error-too_many = more is placed than the box holds: { $value } too many.
scenario-error-not_playable = this position cannot be played: its parts do not agree with each other.
