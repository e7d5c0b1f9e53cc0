"""Where card abilities register themselves.

Each card is data (``cards.py``) plus one small ability function, grouped per
edition (``base.py``, ``ablaze.py``, ``alliance.py``). The resolution loop in
``state.py`` only looks things up here: adding a card never means editing it.

An ability function ``fn(state, frame, move)`` is called with ``move=None``
when its frame is ready to run, and with the chosen move when its frame was
waiting for a decision. It either finishes (``state.done(frame)``), asks a
question (``state.ask(...)``), or hands over to another frame.
The frame is a plain tuple read by the names of its places (``model.Frame``):
``f[ABILITY]`` the ability, ``f[SOURCE]`` the source card's key (``(owner,
card id)``: ``f[SOURCE][KEY_CARD]``), ``f[PLAYER]`` the player, ``f[STEP]``
the step, ``f[DECISION]`` the decision, ``f[MOVES]`` the moves, ``f[DATA]``
the data; a card is read the same way (``card[FACE_UP]``, ``model.Card``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..model import Card, Frame
    from ..state import GameState

AbilityFn = Callable[["GameState", "Frame", "str | None"], None]
#: card id -> ability
ABILITIES: dict[str, AbilityFn] = {}
#: card id -> hook(state, card, position, player) run when its owner reveals it;
#: it decides what happens to the influence on the card (default: the owner takes it).
ON_REVEAL: dict[str, Callable[[GameState, Card, int, str], None]] = {}
#: card id -> predicate(card): may its owner reveal it now? (default: yes)
CAN_REVEAL: dict[str, Callable[[Card], bool]] = {}
#: card id -> hook(state, card, position, frame) run after the card was eliminated
#: (after the eliminator's +1 and the kept cards' bonuses, so that every gain for
#: the elimination comes before the card's own power — A11); ``frame`` is the
#: eliminating ability.
ON_ELIMINATED: dict[str, Callable[[GameState, Card, int, Frame], None]] = {}
#: hooks(state, card, position, frame) run after any elimination, right after the
#: eliminator's +1 and before the card's own ``ON_ELIMINATED`` power (kept cards:
#: the Infiltration's +2, L9)
AFTER_ANY_ELIMINATION: list[Callable[[GameState, Card, int, Frame], None]] = []
#: hooks(state) run at the start of each round after the first (the Pact)
ON_ROUND_START: list[Callable[[GameState], None]] = []
#: hooks(state, card) run when a card leaves the queue (eliminated, discarded,
#: kept, swapped out): an edition's tokens on it go home (``Edition.card_left_queue``)
ON_LEAVE_QUEUE: list[Callable[[GameState, Card], None]] = []


def ability(card_id: str) -> Callable[[AbilityFn], AbilityFn]:
    """Register ``fn`` as the ability of ``card_id``."""

    def deco(fn: AbilityFn) -> AbilityFn:
        _refuse_twice(ABILITIES, card_id, "an ability")
        ABILITIES[card_id] = fn
        return fn

    return deco


def register(table: dict[str, Any], card_id: str) -> Callable[[Any], Any]:
    """Register a hook in ``table`` for ``card_id`` (decorator)."""

    def deco(fn: Any) -> Any:
        _refuse_twice(table, card_id, "this hook")
        table[card_id] = fn
        return fn

    return deco


def _refuse_twice(table: dict[str, Any], card_id: str, what: str) -> None:
    """Card ids are one namespace: a second registration for an id is an error,
    never a silent overwrite of another card's rule."""
    if card_id in table:
        raise ValueError(f"{card_id!r} already has {what} ({table[card_id].__module__})")
