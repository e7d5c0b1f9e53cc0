"""Editions as objects (issue 14): an edition declares its cards, its own state
and its checks; a fourth edition needs no change to the core.

The ``Banner`` edition below is this test's own: one card, the Herald, and one
key of state, the banners left in a pool of 3. Registering it is all it takes
to deal it into a scenario, check its state, play it and write it back.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import oriflamme
from oriflamme.games.oriflamme.engine import events as ev
from oriflamme.games.oriflamme.engine.abilities.registry import ABILITIES, ability
from oriflamme.games.oriflamme.engine.cards import CARD_TYPES, DECKS, EDITIONS
from oriflamme.games.oriflamme.engine.edition import (
    STATE_KEYS,
    Edition,
    StateKey,
    register_edition,
    registered,
)
from oriflamme.games.oriflamme.engine.errors import ScenarioError
from oriflamme.games.oriflamme.engine.model import Frame
from oriflamme.games.oriflamme.engine.scenario import Checker, as_int, build_state
from oriflamme.games.oriflamme.engine.state import GameState
from oriflamme.games.oriflamme.testing import check_invariants

BANNERS = 3


class Banner(Edition):
    name = "banner"
    characters = ("herald",)
    state_keys = (StateKey("banners_left"),)

    def new_state(self, players: tuple[str, ...], editions: dict[str, str]) -> dict[str, Any]:
        return {"banners_left": BANNERS}

    def read_state(self, table: Checker, data: dict[str, Any], extra: dict[str, Any]) -> None:
        left = data.get("banners_left", BANNERS)
        extra["banners_left"] = as_int(left, "banners_left", 0, BANNERS)

    def check_invariants(self, st: GameState) -> None:
        assert 0 <= st.extra["banners_left"] <= BANNERS


def herald(st: GameState, f: Frame, move: str | None) -> None:
    """The Herald takes a banner from the pool and gains 1; no banner left, nothing."""
    if not st.extra["banners_left"]:
        st.no_effect(f, "no_banner")
        return
    st.extra["banners_left"] -= 1
    st.gain(f[2], 1, f[1][1])  # the frame's player, its source card's id
    st.done(f)


@pytest.fixture
def banner() -> Iterator[Banner]:
    with registered(Banner()) as edition:
        ability("herald")(herald)
        yield edition
    assert "herald" not in CARD_TYPES and "herald" not in ABILITIES  # gone again


def table(**keys: Any) -> dict[str, Any]:
    """red plays the base game, blue the Banner edition, round 1."""
    return {
        "edition": "base",
        "players": ["red", "blue"],
        "families": {"blue": {"edition": "banner"}},
        "queue": [],
        "hands": {"red": ["heir", "lord"], "blue": ["herald"]},
        **keys,
    }


def test_a_fourth_edition_registered_by_a_test_is_dealt_played_and_written_back(
    banner: Banner,
) -> None:
    assert list(EDITIONS) == ["base", "ablaze", "alliance", "banner"]
    assert DECKS["banner"] == ("herald",) and CARD_TYPES["herald"].edition == "banner"
    st = oriflamme.load_scenario(table())
    assert st.extra["banners_left"] == BANNERS
    st.apply("play heir end")
    assert st.legal_moves() == ["play herald start", "play herald end"]  # its card, its hand
    st.apply("play herald end")
    st.apply("reveal")  # red's Heir: +2
    assert st.pending.card == "herald" and st.pending.player == "blue"
    events = st.apply("reveal")
    assert ev.InfluenceGained("blue", 1, "herald", "ability") in events
    assert st.extra["banners_left"] == BANNERS - 1 and st.influence["blue"] == 2
    assert st.round == 2 and st.pending.player == "red"  # red's Lord still in hand
    check_invariants(st, full_decks=False)
    js = st.to_json()
    assert js["banners_left"] == BANNERS - 1  # its key in the state JSON, beside the others'
    assert list(js)[list(js).index("bribes_left") + 1] == "banners_left"
    assert build_state(js).to_json() == js  # and read back
    assert "banners_left" not in st.view("red")  # not declared public: hidden, fail-closed
    assert st.view(None)["banners_left"] == BANNERS - 1  # the teacher sees everything
    st.undo()
    assert st.extra["banners_left"] == BANNERS


def test_a_fourth_editions_state_is_checked_naming_its_field(banner: Banner) -> None:
    with pytest.raises(ScenarioError) as e:
        build_state(table(banners_left=9))
    assert e.value.field == "banners_left" and e.value.code == "out_of_range"
    with pytest.raises(ScenarioError) as e:
        build_state(table(queue=[[{"card": "herald", "owner": "red"}]]))
    assert e.value.field == "queue[0][0].card" and e.value.code == "not_a_card"  # blue's, not red's


def test_without_the_edition_its_cards_and_keys_are_unknown() -> None:
    assert "banners_left" not in STATE_KEYS
    with pytest.raises(ScenarioError) as e:
        build_state(table())
    assert e.value.field == "families.blue.edition" and e.value.code == "not_an_edition"
    with pytest.raises(ScenarioError) as e:
        build_state({"players": ["red", "blue"], "banners_left": 1})
    assert e.value.code == "unknown_key" and e.value.field == "banners_left"


def test_an_edition_reusing_a_card_id_is_refused_naming_both_editions() -> None:
    """Card ids are one namespace (docs/PROTOCOL.md §1): a clash is an error, never a
    silent overwrite of another edition's card."""

    class Archery(Edition):
        name = "archery"
        characters = ("longbow", "archer")

    with pytest.raises(ValueError, match=r"'archery' declares card 'archer'.*edition 'base'"):
        register_edition(Archery())
    assert CARD_TYPES["archer"].edition == "base" and "archery" not in EDITIONS
    assert "longbow" not in CARD_TYPES


def test_an_edition_reusing_a_state_key_or_a_name_is_refused() -> None:
    class Twins(Edition):
        name = "twins"
        characters = ("mirror",)
        state_keys = (StateKey("twin"),)

    with pytest.raises(ValueError, match=r"state key 'twin' is already ablaze's"):
        register_edition(Twins())

    class Again(Edition):
        name = "alliance"

    with pytest.raises(ValueError, match="'alliance' is already registered"):
        register_edition(Again())
    assert "mirror" not in CARD_TYPES


def test_an_edition_card_key_must_be_a_mark_of_the_card_record() -> None:
    """A scenario card key of an edition is one of the ``Card`` record's marks,
    checked by one edition only: ``verdict`` is Alliance's (L6)."""

    class Seals(Edition):
        name = "seals"
        characters = ("sealer",)
        card_keys = ("verdict",)

    with pytest.raises(ValueError, match=r"card key 'verdict' is already alliance's"):
        register_edition(Seals())

    class Glow(Edition):
        name = "glow"
        characters = ("lamp",)
        card_keys = ("glowing",)

    with pytest.raises(ValueError, match=r"'glowing' is not a mark of the Card record"):
        register_edition(Glow())
    assert "seals" not in EDITIONS and "glow" not in EDITIONS and "lamp" not in CARD_TYPES


def test_a_second_ability_for_a_card_id_is_refused() -> None:
    before = ABILITIES["archer"]
    with pytest.raises(ValueError, match="'archer' already has an ability"):
        ability("archer")(herald)
    assert ABILITIES["archer"] is before


@pytest.mark.parametrize(
    ("edition", "keys"),
    [("base", []), ("ablaze", ["twin", "bribes_left"]), ("alliance", ["verdicts_left"])],
)
def test_the_shipped_editions_declare_their_own_state(edition: str, keys: list[str]) -> None:
    """The Ablaze Twin and bribery tokens (A1, A9) and the Alliance verdicts (L6)
    are those editions' state, declared by them, not the core's."""
    assert [k.name for k in EDITIONS[edition].state_keys] == keys
    assert all(STATE_KEYS[k] is EDITIONS[edition] for k in keys)
    view = oriflamme.new_game(["red", "blue"], edition, seed=1).view("red")
    assert all(k in view for k in keys)  # on the table for every player (A1, A9, L6)
