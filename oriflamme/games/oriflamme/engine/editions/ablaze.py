"""Oriflamme: Ablaze (rulings A1–A11): its eleven cards, the Twin waiting face up
in front of its owner (A1, A2) and the bribery tokens (A9).

Its abilities: ``abilities/ablaze.py``. Its state: ``twin`` (the players whose
Twin still waits) and ``bribes_left`` (the bribery tokens still in hand), in
``GameState.extra`` and the state JSON; on a card, ``bribed_by`` (docs/protocol-editions.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import events as ev
from ..abilities import ablaze as _abilities  # noqa: F401  (registers the cards' abilities)
from ..cards import CARD_TYPES
from ..checks import as_list, fail
from ..edition import Edition, StateKey, register_edition
from ..model import BRIBED_BY, FACE_UP, ID, OWNER, replace_card

if TYPE_CHECKING:
    from ..model import Card, Key
    from ..scenario import Checker
    from ..state import GameState


class Ablaze(Edition):
    name = "ablaze"
    prints_top_card_tiebreak = True  # G12
    characters = ("prince", "twin", "schemer", "queen", "cutthroat", "apothecary", "felon")
    intrigues = ("substitution", "bribery", "combination", "trap")
    # public: the Twin waits face up, the bribery tokens are on the table (A1, A9)
    state_keys = (StateKey("twin", 1, public=True), StateKey("bribes_left", 3, public=True))
    card_keys = ("bribed_by",)

    def new_state(self, players: tuple[str, ...], editions: dict[str, str]) -> dict[str, Any]:
        mine = tuple(p for p in players if editions[p] == self.name)
        return {"twin": (), "bribes_left": mine}

    def deal(self, player: str, deck: list[str], extra: dict[str, Any]) -> None:
        """A1: the Twin goes face up in front of its owner before the deal."""
        deck.remove("twin")
        extra["twin"] = (*extra["twin"], player)

    def read_state(self, table: Checker, data: dict[str, Any], extra: dict[str, Any]) -> None:
        if not table.dealt:
            twin = as_list(data.get("twin", []), "twin")
            for i, p in enumerate(twin):
                table.player(p, f"twin[{i}]")
                if table.editions[p] != self.name:
                    raise fail(
                        f"twin[{i}]",
                        f"{p} does not play Ablaze: no Twin",
                        "twin_not_ablaze",
                        player=p,
                    )
                table.card_id("twin", p, f"twin[{i}]")
            extra["twin"] = tuple(twin)
        used = {c[BRIBED_BY] for s in table.queue for c in s if c[BRIBED_BY]}
        default = [p for p in table.players if table.editions[p] == self.name and p not in used]
        bribes = as_list(data.get("bribes_left", default), "bribes_left")
        for i, p in enumerate(bribes):
            table.player(p, f"bribes_left[{i}]")
            if table.editions[p] != self.name or p in used or p in bribes[:i]:
                raise fail(
                    f"bribes_left[{i}]",
                    f"{p} has no bribery token in hand (A1, A9)",
                    "no_bribe_in_hand",
                    player=p,
                )
        extra["bribes_left"] = tuple(bribes)

    def read_card(self, table: Checker, d: dict[str, Any], card: Card, field: str) -> Card:
        bribed = d.get("bribed_by")
        if bribed is None:
            return card
        table.player(bribed, f"{field}.bribed_by")
        cid = card[ID]
        # A9a: the owner's own token may lie on their card (bribed back)
        if not card[FACE_UP] or CARD_TYPES[cid].kind != "character":
            raise fail(
                f"{field}.bribed_by",
                "a bribery token lies only on a face-up character (A9, A9a)",
                "bad_bribe",
                card=cid,
                owner=card[OWNER],
                player=bribed,
            )
        if table.editions[bribed] != self.name:
            raise fail(
                f"{field}.bribed_by",
                f"{bribed} does not play Ablaze: no bribery token",
                "bribe_not_ablaze",
                player=bribed,
            )
        bribers = table.notes.setdefault("bribers", {})
        if bribed in bribers:
            raise fail(
                f"{field}.bribed_by",
                f"{bribed}'s only bribery token is already at {bribers[bribed]} (A1)",
                "bribe_elsewhere",
                player=bribed,
                where=bribers[bribed],
            )
        bribers[bribed] = field
        return replace_card(card, bribed_by=bribed)

    def held_cards(self, extra: dict[str, Any]) -> list[Key]:
        return [(p, "twin") for p in extra["twin"]]

    def card_left_queue(self, st: GameState, card: Card) -> None:
        """A9: a bribery token on a card leaving the queue goes back to the briber."""
        if card[BRIBED_BY]:
            st.extra["bribes_left"] = (*st.extra["bribes_left"], card[BRIBED_BY])
            st.emit(ev.BribeReturned(card[BRIBED_BY], card[ID], card[OWNER]))

    def check_invariants(self, st: GameState) -> None:
        """A9: each Ablaze family's bribery token is in hand or on exactly one card,
        a character (another player's, or its own bribed back: A9a)."""
        cards = [c for stack in st.queue for c in stack]
        bribers = [c[BRIBED_BY] for c in cards if c[BRIBED_BY]]
        for p in st.players:
            n = bribers.count(p) + st.extra["bribes_left"].count(p)
            want = 1 if st.editions[p] == self.name else 0
            assert n == want, f"{p}'s bribery tokens: {n}"
        for c in cards:
            if c[BRIBED_BY]:
                assert CARD_TYPES[c[ID]].kind == "character"


ABLAZE = register_edition(Ablaze())
