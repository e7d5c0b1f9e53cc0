# Why a move is illegal: illegal-<code> for every code in oriflamme.engine.errors.REASONS.
# Arguments (built by oriflamme.i18n.explain): see the uk/ru/fr files.

illegal-title = You can't play that
illegal-game_finished = The game is over: no more moves.
illegal-unknown_move = That is not a move in this game.
illegal-bad_character = Separate the words of a move with plain spaces: a tab, a line break, a non-breaking space or another invisible character is not accepted.
illegal-not_your_turn = It is not your turn: another player decides now.
illegal-wrong_decision = The game is waiting for another decision right now.
illegal-card_not_in_hand = { $card_known ->
    [yes] { $card_def } is not in your hand.
   *[no] That card is not in your hand.
}
illegal-cannot_stack_round_1 = In round 1 you cannot place a card on a stack: only at the start or the end of the queue.
illegal-not_own_stack = You may only place a card on a stack whose top card is yours.
illegal-no_card_at_position = { $position_known ->
    [yes] There is no card at position { $position_num }.
   *[no] There is no card there.
}
illegal-not_a_legal_target = That card is not a legal target for this ability.
illegal-not_a_legal_destination = The card cannot go there: only to a new place in the queue, never onto another card or where it already is.
illegal-cannot_move_itself = { card-royal_decree.def } cannot move itself.
illegal-needs_influence = This card can only be revealed with at least 1 influence on it.
illegal-twin_on_prince = { card-twin.def } cannot be placed on { card-prince.def }.
illegal-no_such_option = This card has no such option.
illegal-other = You can't play that right now.
illegal-legal-moves = Legal moves: { $legal }.
