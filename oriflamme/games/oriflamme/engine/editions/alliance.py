"""Oriflamme: Alliance (rulings L1–L11): its ten cards, the pool of five verdict
tokens (L6), the Informant's inactive replacement (L3), the Diplomat's
influence face up (L4) and the kept Infiltration and Pact (L9, L10).

Its abilities: ``abilities/alliance.py``. Its state: ``verdicts_left`` in
``GameState.extra`` and the state JSON; on a card, ``verdict`` and ``inactive``
(docs/protocol-editions.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import events as ev
from ..abilities import alliance as _abilities  # noqa: F401  (registers the cards' abilities)
from ..checks import as_bool, as_int, fail
from ..edition import Edition, StateKey, register_edition
from ..model import FACE_UP, ID, INACTIVE, OWNER, VERDICT, replace_card

if TYPE_CHECKING:
    from ..model import Card
    from ..scenario import Checker
    from ..state import GameState

#: The verdict tokens in the box (L6).
VERDICTS = 5


class Alliance(Edition):
    name = "alliance"
    prints_top_card_tiebreak = True  # G12
    characters = ("empress", "fanatic", "informant", "diplomat", "deserter", "judge")
    intrigues = ("insurrection", "extortion", "infiltration", "pact")
    two_options = ("informant", "diplomat", "judge")
    tokens_face_up = ("diplomat",)
    kept = ("infiltration", "pact")
    kept_tokens = ("pact",)
    state_keys = (StateKey("verdicts_left", 2, public=True),)  # the pool is on the table (L6)
    card_keys = ("verdict", "inactive")

    def new_state(self, players: tuple[str, ...], editions: dict[str, str]) -> dict[str, Any]:
        return {"verdicts_left": VERDICTS}

    def read_state(self, table: Checker, data: dict[str, Any], extra: dict[str, Any]) -> None:
        on_cards = sum(1 for s in table.queue for c in s if c[VERDICT])
        left = as_int(data.get("verdicts_left", VERDICTS - on_cards), "verdicts_left", 0, VERDICTS)
        if left + on_cards > VERDICTS:
            raise fail(
                "verdicts_left",
                f"only {VERDICTS} verdict tokens exist (L6)",
                "too_many_verdicts",
                count=VERDICTS,
            )
        extra["verdicts_left"] = left

    def read_card(self, table: Checker, d: dict[str, Any], card: Card, field: str) -> Card:
        verdict = as_bool(d.get("verdict", False), f"{field}.verdict")
        if verdict and self.name not in table.editions.values():
            raise fail(
                f"{field}.verdict",
                "no family plays Alliance: no verdict tokens (L6)",
                "verdict_no_alliance",
            )
        inactive = as_bool(d.get("inactive", False), f"{field}.inactive")
        if inactive and card[FACE_UP]:
            raise fail(
                f"{field}.inactive",
                "only a face-down card can wait inactive (L3)",
                "inactive_face_up",
                card=card[ID],
            )
        return replace_card(card, verdict=verdict, inactive=inactive)

    def card_left_queue(self, st: GameState, card: Card) -> None:
        """L6: a verdict on a card leaving the queue goes back to the pool."""
        if card[VERDICT]:
            left = st.extra["verdicts_left"] + 1
            st.extra["verdicts_left"] = left
            st.emit(ev.VerdictReturned(card[ID], card[OWNER], left))

    def check_invariants(self, st: GameState) -> None:
        """L6: at most the five verdicts are on cards or in the pool (a scenario
        may leave some out of the game: docs/protocol-editions.md); L3: an
        inactive card is face down."""
        cards = [c for stack in st.queue for c in stack]
        on_cards = sum(c[VERDICT] for c in cards)
        left = st.extra["verdicts_left"]
        assert left >= 0 and on_cards + left <= VERDICTS, f"verdicts: {on_cards} on cards + {left}"
        for c in cards:
            assert not (c[INACTIVE] and c[FACE_UP]), f"face-up inactive {c[ID]}"


ALLIANCE = register_edition(Alliance())
