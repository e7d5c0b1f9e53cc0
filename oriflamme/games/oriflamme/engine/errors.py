"""Errors the engine raises: an illegal move, a bad scenario file (the
shared bases are ``oriflamme.core.errors``'s)."""

from __future__ import annotations

from oriflamme.core.errors import FILE_ERRORS, IllegalMoveError, ScenarioFileError

#: Every reason code an ``IllegalMove`` may carry, with an English gloss for
#: developers. Each is produced where legality is decided (``GameState._refusal``)
#: and reachable from a real position (tests/engine/test_refusals.py). The words
#: a learner reads are in the Fluent catalogs (``illegal-<code>``), in uk, ru and fr.
REASONS: dict[str, str] = {
    "game_finished": "the game is over; no move is possible",
    "unknown_move": "the text is not a move in docs/PROTOCOL.md notation",
    "not_your_turn": "the pending decision belongs to another player",
    "wrong_decision": "the move does not answer the pending decision",
    "card_not_in_hand": "the card is not in the player's hand",
    "cannot_stack_round_1": "no card may be placed on a stack in round 1",
    "not_own_stack": "a card may only be placed on a stack whose top card you own",
    "no_card_at_position": "there is no card at that position",
    "not_a_legal_target": "that card is not a legal target for this ability",
    "not_a_legal_destination": "the card cannot be moved to that place",
    "cannot_move_itself": "Royal Decree cannot move itself",
    "needs_influence": "this card can only be revealed with influence on it",
    "twin_on_prince": "the Twin cannot be placed on a Prince",
    "no_such_option": "the card has no such option",
}


class IllegalMove(IllegalMoveError):
    """An illegal move of Oriflamme: ``code`` is a stable reason code (see ``REASONS``).

    The state is unchanged when this is raised. ``legal`` lists the legal
    moves of the pending decision at that moment (``core.errors.IllegalMoveError``).
    """


#: Every code a ``ScenarioError`` may carry, with an English gloss for
#: developers. The words a teacher reads are in the Fluent catalogs
#: (``scenario-error-<code>`` in ``locales/*/scenario.ftl``), in uk, ru, fr and en;
#: the values a sentence needs are the error's ``params``.
SCENARIO_ERRORS: dict[str, str] = {
    # the shape of a value
    "not_whole_number": "the value is not a whole number (value)",
    "out_of_range": "the number is out of range (value, lo, hi; hi None: no upper bound)",
    "not_bool": "the value is not true or false (value)",
    "expected_list": "a list was expected (got: the Python type name)",
    "expected_object": "an object was expected (got: the Python type name)",
    "not_a_word": "the value is not a word (value)",
    # keys
    "unknown_key": "the key is not one of the allowed keys (unknown: the key, allowed)",
    "missing": "a required key is missing",
    "missing_players": "the scenario has no players list",
    # players and editions
    "not_a_player": "the id is not a player of this scenario (value, allowed)",
    "player_count": "a game has 2 to 5 players (count)",
    "bad_player_id": "a player id is not a short lowercase id (value)",
    "player_twice": "a player is listed twice (player)",
    "not_an_edition": "the value is not an edition (value, allowed)",
    # cards and where they are
    "not_a_card": "the value is not a card of the player's edition (value, edition)",
    "card_elsewhere": "the card is already in another place (card, owner, where)",
    "empty_stack": "a stack in the queue has no card",
    "tokens_face_up": "influence only on face-down cards, a Diplomat aside (G8, L4; card, value)",
    "intrigue_face_up": "an intrigue never stays face up in the queue (card)",
    "inactive_face_up": "only a face-down card can wait inactive (L3)",
    "never_kept": "the card is never kept: only Pact and Infiltration (card)",
    "tokens_not_pact": "influence lies only on a kept Pact (G8, L10)",
    # Ablaze and Alliance tokens
    "bad_bribe": "a bribery token lies only on a face-up character (A9, A9a; card, owner, player)",
    "bribe_not_ablaze": "the briber does not play Ablaze: no bribery token (player)",
    "bribe_elsewhere": "the player's only bribery token is already elsewhere (player, where)",
    "no_bribe_in_hand": "the player has no bribery token in hand (player)",
    "twin_not_ablaze": "the player does not play Ablaze: no Twin (player)",
    "verdict_no_alliance": "no family plays Alliance: no verdict tokens (L6)",
    "too_many_verdicts": "more verdict tokens than exist (count)",
    # the state of play
    "not_a_direction": "the direction is not ltr or rtl (value, allowed)",
    "not_a_phase": "the phase is not placement, resolution or finished (value, allowed)",
    "seed_with_position": "a scenario with queue or hands is not dealt from a seed",
    "bad_seed": "the seed is not a number or a word (value)",
    "bad_resolving": "resolving is not [owner, card] (value)",
    "frames_outside_resolution": "abilities are only in progress during the resolution",
    "not_an_ability": "the value is not a card's ability (value)",
    "bad_source": "the frame's source is not [owner, card] (value)",
    "not_players_card": "the card is not one of the player's cards (value, player)",
    "no_legal_moves": "a decision without legal moves",
    "not_a_move": "the text is not a move in docs/PROTOCOL.md notation (value)",
    "no_such_position": "the move names a position past the queue (value: the move, n)",
    "reveal_not_top": "the card to reveal is not a face-down top card",
    "not_a_move_line": "a move line is not a string (value)",
    # the file, its bounds and share links: the shared reader's (core/errors.py)
    **FILE_ERRORS,
}


class ScenarioError(ScenarioFileError):
    """A bad Oriflamme scenario file: ``field`` names what is wrong (``queue[2][0].card``).

    ``message`` is the English text the command line prints (``str(err)`` is
    ``"<field>: <message>"``); ``code`` (see ``SCENARIO_ERRORS``) and ``params``
    (the values the sentence needs: ``value``, ``card``, ``player``…) let
    ``oriflamme.i18n.explain_scenario_error`` say it in the teacher's language
    (``core.errors.ScenarioFileError``).
    """
