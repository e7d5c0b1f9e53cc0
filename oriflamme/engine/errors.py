"""Errors the engine raises: an illegal move, a bad scenario file."""

from __future__ import annotations

#: Every reason code an ``IllegalMove`` may carry, with an English gloss for
#: developers. The words a learner reads are in the Fluent catalogs
#: (``illegal-<code>``), in uk, ru and fr.
REASONS: dict[str, str] = {
    "game_finished": "the game is over; no move is possible",
    "unknown_move": "the text is not a move in PROTOCOL.md notation",
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
    "not_available": "there is no such card to take from there",
    "no_token": "there is no influence left on the card",
}


class IllegalMove(ValueError):
    """An illegal move: ``code`` is a stable reason code (see ``REASONS``).

    The state is unchanged when this is raised. ``legal`` lists the legal
    moves of the pending decision at that moment.
    """

    def __init__(self, code: str, detail: str = "", move: str = "", legal: list[str] | None = None):
        self.code = code
        self.detail = detail
        self.move = move
        self.legal = list(legal or [])
        super().__init__(f"{code}: {detail}" if detail else code)


class ScenarioError(ValueError):
    """A bad scenario file: ``field`` names what is wrong (``queue[2][0].card``)."""

    def __init__(self, field: str, message: str):
        self.field = field
        self.message = message
        super().__init__(f"{field}: {message}" if field else message)
