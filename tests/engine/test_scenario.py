"""Scenario files (docs/PROTOCOL.md §4): defaults, validation naming the field, the
keys ``to_json`` writes and reads back (frames, resolving, winners), ``meta``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from scenario_helpers import play, pos, scenario

import oriflamme
from oriflamme import ScenarioError


def error_field(data: Any) -> str:
    with pytest.raises(ScenarioError) as e:
        oriflamme.load_scenario(data)
    assert str(e.value)
    return e.value.field


def test_defaults_round_1_placement_first_player_influence_1() -> None:
    st = oriflamme.load_scenario({"players": ["red", "blue", "green"], "seed": 9})
    d = st.to_json()
    assert (d["round"], d["phase"], d["next"], d["first_player"]) == (1, "placement", "red", "red")
    assert d["influence"] == {"red": 1, "blue": 1, "green": 1}
    assert d["direction"] == "ltr" and d["edition"] == "base"
    assert {p: (len(d["hands"][p]), len(d["aside"][p])) for p in d["players"]} == {
        p: (7, 3) for p in ("red", "blue", "green")
    }


def test_same_seed_same_deal() -> None:
    a = oriflamme.new_game(["red", "blue", "green"], seed=42).to_json()
    b = oriflamme.new_game(["red", "blue", "green"], seed=42).to_json()
    c = oriflamme.new_game(["red", "blue", "green"], seed=43).to_json()
    assert a == b and a["hands"] != c["hands"]


def test_cards_not_listed_are_out_of_the_game() -> None:
    st = pos("red spy", phase="placement", round=2, hands={"red": ["lord"]})
    assert st.hands == {"red": ("lord",), "blue": (), "green": ()}
    assert st.aside == {"red": (), "blue": (), "green": ()}


def test_meta_is_accepted_and_ignored() -> None:
    data = scenario("red heir", meta={"title": "x", "rule": "B4", "anything": [1, {"a": 2}]})
    assert oriflamme.load_scenario(data).to_json() == pos("red heir").to_json()


def test_yaml_file_with_the_same_keys(tmp_path: Path) -> None:
    p = tmp_path / "s.yaml"
    p.write_text(
        "players: [red, blue]\nround: 6\nphase: resolution\n"
        "queue:\n  - [{card: heir, owner: red, tokens: 2}]\n"
        "moves: [reveal]\n"
    )
    st = oriflamme.load_scenario(str(p))
    assert st.influence == {"red": 5, "blue": 1} and st.finished


@pytest.mark.parametrize(
    "change, field",
    [
        ({"players": ["red", "red"]}, "players"),
        ({"players": ["Red", "blue"]}, "players[0]"),
        ({"edition": "deluxe"}, "edition"),
        ({"round": 7}, "round"),
        ({"round": True}, "round"),
        ({"direction": "up"}, "direction"),
        ({"first_player": "pink"}, "first_player"),
        ({"phase": "bidding"}, "phase"),
        ({"next": -1}, "next"),
        ({"influence": {"red": "3"}}, "influence.red"),
        ({"influence": {"pink": 3}}, "influence.pink"),
        ({"queue": [[]]}, "queue[0]"),
        ({"queue": [[{"card": "heir"}]]}, "queue[0][0].owner"),
        ({"queue": [[{"card": "heir", "owner": "red", "colour": 1}]]}, "queue[0][0].colour"),
        ({"queue": [[{"card": "heir", "owner": "red", "tokens": -1}]]}, "queue[0][0].tokens"),
        ({"queue": [[{"card": "ambush", "owner": "red", "face_up": True}]]}, "queue[0][0].face_up"),
        ({"queue": [[{"card": "judge", "owner": "red"}]]}, "queue[0][0].card"),
        ({"discards": {"red": ["archer", "archer"]}}, "discards.red[1]"),
        ({"hands": {"red": "heir"}}, "hands.red"),
        ({"seed": 3}, "seed"),
        ({"moves": "reveal"}, "moves"),
        ({"": 1}, "''"),
        ({"winners": 5}, "winners"),
        ({"resolving": 5}, "resolving"),
        ({"frames": [{}]}, "frames[0].ability"),
        ({"frames": [{"ability": "zzz"}]}, "frames[0].ability"),
        ({"frames": [{"ability": "spy", "source": "spy"}]}, "frames[0].source"),
        ({"frames": [{"ability": "spy", "source": ["red", "x"]}]}, "frames[0].source[1]"),
        (
            {
                "frames": [
                    {"ability": "spy", "source": ["red", "spy"], "player": "red", "moves": []}
                ]
            },
            "frames[0].moves",
        ),
        (
            {
                "frames": [
                    {
                        "ability": "spy",
                        "source": ["red", "spy"],
                        "player": "red",
                        "moves": ["target 9"],
                    }
                ]
            },
            "frames[0].moves[0]",
        ),
        (
            {
                "frames": [
                    {
                        "ability": "reveal",
                        "source": ["red", "lord"],
                        "player": "red",
                        "moves": ["reveal", "bank"],
                    }
                ]
            },
            "frames[0].source",
        ),
    ],
)
def test_a_bad_scenario_names_the_field(change: dict[str, Any], field: str) -> None:
    data = {**scenario("red heir", "blue spy", hands={"red": ["lord"]}), **change}
    assert error_field(data) == field


def test_a_scenario_is_an_object_or_a_path() -> None:
    assert error_field([1, 2]) == ""
    assert error_field(None) == ""


def test_resolving_state_reads_back_mid_ability_with_a_face_up_intrigue() -> None:
    st = pos("blue heir", "red assassination", "green lord", next=1)
    play(st, "reveal")
    data = json.loads(json.dumps(st.to_json()))
    assert data["queue"][1][0] == {
        "card": "assassination",
        "owner": "red",
        "face_up": True,
        "tokens": 0,
    }
    back = oriflamme.load_scenario(data)
    assert back.legal_moves() == ["target 0", "target 1", "target 2"]
    assert play(back, "target 2") == play(st, "target 2")
    assert back.to_json() == st.to_json()


def test_finished_state_reads_back_with_its_winners() -> None:
    st = pos("red heir", influence={"red": 4})
    play(st, "bank")
    back = oriflamme.load_scenario(st.to_json())
    assert back.finished and back.winners == ["red"] and back.pending is None
