# Errors in a scenario file (oriflamme.i18n.explain_scenario_error): scenario-error-<code>
# for every code in oriflamme.engine.errors.SCENARIO_ERRORS. Arguments: see uk/scenario.ftl.
# (The command line prints the engine's own English message, str(err), not these.)

scenario-field = Field { $field }: { $reason }
scenario-unknown = { $field_known ->
    [yes] the value of this field is not right.
   *[no] the scenario file has an error.
}

## The shape of a value

scenario-error-not_whole_number = "{ $value }" is not a whole number.
scenario-error-out_of_range = { $hi_known ->
    [yes] { $value } is out of range: a number from { $lo } to { $hi } is needed.
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
    [one] { $count } player: 2 to 5 are allowed; the rulebooks say 3 to 5, and we allow 2 for lessons and demonstrations (G13).
   *[other] { $count } players: 2 to 5 are allowed; the rulebooks say 3 to 5, and we allow 2 for lessons and demonstrations (G13).
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
scenario-error-not_a_game = "{ $value }" is not a game taught here (allowed: { $allowed }).
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
