"""The public shape (the same as Oriflamme's GameState), hidden information,
scenario errors naming the field, and property tests over random games."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from helpers_orichalque import island
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from oriflamme.games.orichalque.engine import (
    REASONS,
    ScenarioError,
    build_state,
    load_scenario,
    new_game,
)
from oriflamme.games.orichalque.testing import check_engine, check_invariants

ROOT = Path(__file__).resolve().parents[2]


def test_same_shape_as_oriflamme():
    st = new_game(["a", "b"], seed=1)
    for name in (
        "pending",
        "legal_moves",
        "apply",
        "undo",
        "copy",
        "to_json",
        "view",
        "_repr_html_",
        "finished",
        "winners",
    ):
        assert hasattr(st, name), name
    p = st.pending
    assert (p.player, p.decision) == ("a", "metropolis") and p.moves == st.legal_moves()


def test_apply_returns_plain_events_and_undo_restores():
    st = new_game(["a", "b"], seed=2)
    before = st.to_json()
    ev = st.apply(st.legal_moves()[0])
    assert ev and all(isinstance(e, dict) and "event" in e for e in ev)
    json.dumps(ev)  # plain data
    assert st.undo() == before["pending"]["moves"][0]
    assert st.to_json() == before


def test_copy_is_independent():
    st = new_game(["a", "b", "c"], seed=3)
    cp = st.copy()
    cp.apply(cp.legal_moves()[0])
    assert st.to_json()["step"] == "metropolis" and cp.to_json()["step"] == "card"


def test_not_your_turn_and_every_reason_code_is_documented():
    st = new_game(["a", "b"], seed=1)
    with pytest.raises(Exception) as e:
        st.apply(st.legal_moves()[0], player="b")
    assert e.value.code == "not_your_turn"
    text = (ROOT / "docs" / "protocol-orichalque.md").read_text(encoding="utf-8")
    for code in REASONS:
        assert f"`{code}`" in text, code


def test_view_hides_bags_piles_deck_and_future_dice():
    st = load_scenario({"game": "orichalque", "players": ["a", "b"], "dice": [1, 2]})
    for who in ("a", None):
        v = st.view(who)
        assert v["creature_bag"] == len(st.s.creature_bag)
        assert v["building_bag"] == len(st.s.building_bag)
        assert v["piles"] == {k: len(x) for k, x in st.s.piles.items()}
        assert v["deck"] == len(st.s.deck)
        text = json.dumps(v)
        for hidden in ("seed", "draws", "dice"):
            assert f'"{hidden}"' not in text
        for t in st.s.piles["3"]:
            assert f'"{t}"' not in text  # no unrevealed tile named anywhere
    assert st.view("a")["provisional"] is True


def test_round_trip_at_every_decision_of_a_game():
    st = new_game(["a", "b", "c"], seed=5)
    rng = random.Random(5)
    for _ in range(150):
        if st.finished:
            break
        back = build_state(json.loads(json.dumps(st.to_json())))
        assert back.to_json() == st.to_json()
        assert back.legal_moves() == st.legal_moves()
        st.apply(rng.choice(st.legal_moves()))


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"players": ["a"]}, "players"),
        ({"players": ["a", "a"]}, "players[1]"),
        ({"players": ["a", "B"]}, "players[1]"),
        ({"players": ["a", "b"], "round": 0}, "round"),
        ({"players": ["a", "b"], "turn": "z"}, "turn"),
        ({"players": ["a", "b"], "step": "dance"}, "step"),
        ({"players": ["a", "b"], "colour": 1}, "colour"),
        ({"players": ["a", "b"], "islands": {"a": {"board": "atlantis"}}}, "islands.a.board"),
        ({"players": ["a", "b"], "islands": {"a": {"side": "medium"}}}, "islands.a.side"),
        (
            {"players": ["a", "b"], "islands": {"a": island(tiles=[["s01", ["z9"]]])}},
            "islands.a.tiles[0][1][0]",
        ),
        (
            {"players": ["a", "b"], "islands": {"a": island(tiles=[["x01", ["c3"]]])}},
            "islands.a.tiles[0][0]",
        ),
        (
            {
                "players": ["a", "b"],
                "islands": {"a": island(tiles=[["s06", ["c3"]]], creatures={"c3": "gorgon1"})},
            },
            "islands.a.creatures.c3",
        ),
        (
            {
                "players": ["a", "b"],
                "islands": {"a": island(tiles=[["s01", ["c3"]]], creatures={"c3": "gorgon1"})},
                "supplies": {"b": {"captured": ["gorgon1"]}},
            },
            "supplies.b.captured[0]",
        ),
        ({"players": ["a", "b"], "supplies": {"a": {"hoplites": -1}}}, "supplies.a.hoplites"),
        ({"players": ["a", "b"], "supplies": {"a": {"hoplites": 40}}}, "supply.hoplites"),
        ({"players": ["a", "b"], "dice": [7]}, "dice[0]"),
        (
            {"players": ["a", "b"], "islands": {"a": island(metropolis=["c3", "c4"])}},
            "islands.a.metropolis",
        ),
        ({"players": ["a", "b"], "seed": 1.5}, "seed"),
        ({"players": ["a", "b"], "game": "chess"}, "game"),
    ],
)
def test_scenario_errors_name_the_field(data, field):
    with pytest.raises(ScenarioError) as e:
        load_scenario({"game": "orichalque", **data})
    assert e.value.field == field, str(e.value)


def test_unnamed_components_stay_dealt_and_named_ones_move():
    st = load_scenario(
        {
            "game": "orichalque",
            "players": ["a", "b"],
            "seed": 4,
            "islands": {"a": island(tiles=[["t01", ["b3", "c3", "c4"]]])},
        }
    )
    check_invariants(st)  # t01 is on the island, in no pile nor on the board


def test_conformance_random_games_run_to_a_victory():
    """Random games of 2, 3 and 4 players, every invariant at every decision."""
    got = check_engine(games=1, players=(2, 3, 4), seed=11)
    assert got["games"] == 3


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=hs.integers(0, 10**6), n=hs.sampled_from([2, 3, 4]))
def test_property_random_games_keep_invariants_and_end_in_victory(seed, n):
    st = new_game(["a", "b", "c", "d"][:n], seed=seed)
    st._history = None
    rng = random.Random(seed)
    while not st.finished:
        check_invariants(st)
        st.apply(rng.choice(st.legal_moves()))
    check_invariants(st)
    w = st.winners[0]
    assert st.points(w) >= 5 and not st.s.islands[w].creatures


@settings(max_examples=60, deadline=None)
@given(text=hs.text(max_size=30))
def test_fuzz_move_text_is_refused_or_legal_and_never_changes_state_when_refused(text):
    st = load_scenario(
        {
            "game": "orichalque",
            "players": ["a", "b"],
            "seed": 1,
            "moves": ["metropolis a2 b2" if False else None] * 0,
        }
    )
    st.apply(st.legal_moves()[0])
    before = json.dumps(st.to_json(), sort_keys=True)
    try:
        st.apply(text)
    except Exception as e:
        assert type(e).__name__ == "IllegalMove" and e.code in REASONS
        assert json.dumps(st.to_json(), sort_keys=True) == before


@settings(max_examples=80, deadline=None)
@given(
    key=hs.sampled_from(
        [
            "round",
            "turn",
            "step",
            "islands",
            "supplies",
            "display",
            "piles",
            "dice",
            "hand",
            "titans",
            "building_board",
            "deck",
            "extras",
        ]
    ),
    value=hs.one_of(
        hs.none(),
        hs.integers(-3, 3),
        hs.text(max_size=4),
        hs.lists(hs.integers(0, 3), max_size=3),
        hs.dictionaries(hs.text(max_size=3), hs.integers(0, 2), max_size=2),
    ),
)
def test_fuzz_scenario_files_give_a_state_or_a_scenario_error(key, value):
    data = {"game": "orichalque", "players": ["a", "b"], key: value}
    try:
        st = load_scenario(data)
    except ScenarioError as e:
        assert e.field is not None
    else:
        check_invariants(st)
