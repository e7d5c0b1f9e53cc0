"""``state.view(player)`` is fail-closed: only what is listed as public, and what
the player owns, reaches a view (docs/protocol.md, "Hidden cards").

A field, a card marker, a decision kind or an event kind the view does not know
stays hidden: these tests add one and look for it.
"""

from __future__ import annotations

import json
import random

import pytest
from scenario_helpers import pos, scenario

import oriflamme
from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.engine.model import FACE_UP, ID, OWNER, card_to_json, new_card
from oriflamme.games.oriflamme.engine.state import GameState
from oriflamme.games.oriflamme.engine.view import PUBLIC_DECISIONS, PlayerView

EDITIONS = [
    ("base", None),
    ("ablaze", None),
    ("alliance", None),
    ("base", {"blue": "ablaze", "green": "alliance"}),
]


def _secret_free(view: PlayerView, secret: str) -> bool:
    return secret not in json.dumps(view)


def test_a_field_the_view_does_not_know_stays_hidden(monkeypatch) -> None:
    st = oriflamme.new_game(["red", "blue", "green"], seed=1)
    real = GameState.to_json

    def with_secret(self: GameState) -> dict:
        d = real(self)
        d["new_edition_state"] = {"blue": "secret-card"}  # a field added one day
        for stack in d["queue"]:
            for c in stack:
                c["new_marker"] = "secret-marker"
        return d

    monkeypatch.setattr(GameState, "to_json", with_secret)
    st.apply(st.legal_moves()[0])
    red = st.view("red")
    assert "new_edition_state" not in red
    assert _secret_free(red, "secret-card") and _secret_free(red, "secret-marker")
    assert "new_edition_state" in st.view(None)  # the teacher sees everything


def test_a_decision_kind_the_view_does_not_know_hides_its_moves(monkeypatch) -> None:
    st = pos("blue ambush", "red soldier up")  # blue decides: reveal or bank
    assert st.view("red")["pending"]["moves"] == []  # a lone "bank" would name the card
    assert st.view("blue")["pending"]["moves"] == ["reveal", "bank"]
    st2 = pos("red soldier up", "blue heir up", next=0)  # red's Soldier: a target
    assert st2.pending.decision in PUBLIC_DECISIONS
    assert st2.view("blue")["pending"]["moves"] == st2.legal_moves()
    monkeypatch.setattr("oriflamme.games.oriflamme.engine.view.PUBLIC_DECISIONS", frozenset())
    assert st2.view("blue")["pending"]["moves"] == []
    assert st2.view("red")["pending"]["moves"] == st2.legal_moves()


def test_the_reveal_decision_hides_its_card_in_resolving_and_in_the_frame() -> None:
    st = pos("blue conspiracy t2", "red soldier up")
    red = st.view("red")
    assert red["resolving"] == ["blue", None]
    assert red["frames"][0]["source"] == ["blue", None]
    assert _secret_free(red, "conspiracy")
    assert st.view("blue")["frames"][0]["source"] == ["blue", "conspiracy"]


def test_the_others_private_decisions_hide_their_moves() -> None:
    """L3 swap (names the hand); a placement (names the hand)."""
    st = oriflamme.load_scenario(
        {
            **scenario(
                "blue judge",
                "red informant up",
                "green fanatic",
                next=1,
                round=5,
                hands={"red": ["judge", "empress"], "blue": ["empress"], "green": ["judge"]},
            ),
            "edition": "alliance",
        }
    )
    st.apply("option 2")
    assert st.view("blue")["pending"]["moves"] == []
    assert st.view("blue")["frames"][-1]["moves"] == []
    assert st.view("red")["pending"]["moves"] == ["swap empress", "swap judge"]
    game = oriflamme.new_game(["red", "blue", "green"], seed=4)
    first = game.pending.player
    other = next(p for p in game.players if p != first)
    assert game.view(other)["pending"]["moves"] == []


@pytest.mark.parametrize(("edition", "families"), EDITIONS)
def test_a_view_shows_no_card_its_player_cannot_see(edition, families) -> None:
    """Over random games: every card name in a player's view is face up, the
    player's own, or public (discards, kept cards, the Twin in front)."""
    for seed in range(6):
        st = oriflamme.new_game(["red", "blue", "green"], edition, seed=seed, families=families)
        rng = random.Random(seed)
        while not st.finished:
            for viewer in st.players:
                v = st.view(viewer)
                for stack, real in zip(v["queue"], st.queue, strict=True):
                    for c, card in zip(stack, real, strict=True):
                        if card[FACE_UP] or card[OWNER] == viewer:
                            assert c["card"] == card[ID]
                        else:
                            assert c["card"] is None
                for p in st.players:
                    if p != viewer:
                        assert v["hands"][p] == [None] * len(st.hands[p])
                        assert v["aside"][p] == [None] * len(st.aside[p])
            st.apply(rng.choice(st.legal_moves()))


def test_every_event_kind_is_classified() -> None:
    """A new event kind naming a card must be put in one of the two tables of
    ``for_viewer`` (until then it hides its card from all but its owner)."""
    for name, cls in ev.EVENT_TYPES.items():
        if "card" in cls._fields:  # type: ignore[attr-defined]
            assert cls in ev.PUBLIC_EVENTS or cls in ev.FACE_DOWN_EVENTS, name
            if cls in ev.FACE_DOWN_EVENTS:
                assert "face_up" in cls._fields, name  # type: ignore[attr-defined]


def test_an_unclassified_event_hides_its_card() -> None:
    from typing import NamedTuple

    class Whispered(NamedTuple):
        player: str
        card: str
        owner: str

    e = Whispered("blue", "ambush", "blue")
    assert ev.for_viewer(e, "red").card is None
    assert ev.for_viewer(e, "blue").card == "ambush"
    assert ev.for_viewer(e, None).card == "ambush"
    down = ev.CardPlaced("blue", "ambush", "blue", 0, False)
    assert ev.for_viewer(down, "red").card is None
    up = ev.CardEliminated("red", "ambush", "blue", 0, "soldier", True)  # G6: shown
    assert ev.for_viewer(up, "green") == up


def test_a_view_is_a_dict_that_knows_its_viewer() -> None:
    st = oriflamme.new_game(["red", "blue"], seed=2)
    v = st.view("red")
    assert isinstance(v, dict) and isinstance(v, PlayerView)
    assert v.viewer == "red" and st.view(None).viewer is None
    assert json.loads(json.dumps(v)) == v
    assert card_to_json(new_card("spy", "red"))["card"] == "spy"
