"""Scenario files that carry their own components (issue 26, docs/protocol-orichalque.md
«components»): each part given replaces the package data's for that position,
is checked like the rest of the file (an error names the field), goes through
``to_json``/``from_json`` unchanged, replays from the command line and loads at
the teacher's desk. Also the two draws a scenario may fix: ``next_draws`` (the
next refill's creatures and buildings) and ``extra_creatures`` (the two
creatures an extra action is paid with)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers_orichalque import at_action, island

from oriflamme.games.orichalque.bots import RandomBot
from oriflamme.games.orichalque.engine import (
    GameState,
    ScenarioError,
    build_state,
    components,
    load_scenario,
)
from oriflamme.games.orichalque.engine.components import package_data

ROOT = Path(__file__).resolve().parents[2]
OWN = ROOT / "tests" / "scenarios" / "orichalque" / "igor_t15_own_components.json"


def own() -> dict:
    return json.loads(OWN.read_text(encoding="utf-8"))


# ------------------------------------------------------------ the parts replace


def test_the_position_plays_with_its_own_components_not_the_package_data():
    data = own()
    st = load_scenario({k: v for k, v in data.items() if k != "moves"})
    assert set(st.c.islands) == {"isle"} and st.side("igor").board == "isle"
    assert st.side("igor").ports["d6"] == {"name": "east", "hoplites": 2, "orichalcum": 0}
    assert set(st.c.tiles) == {"mt1", "mt2", "ww1", "mdm1", "fo1", "vf1", "tri1"}
    assert set(st.c.cards) == {"c1", "c2", "c3", "c4", "c5", "c6"}
    assert st.c.costs == (0, 0, 1, 1, 2, 3)
    assert set(st.c.buildings) == {"camp1", "camp2", "mine1", "mine2", "oratory"}
    assert sorted(st.c.creatures) == [
        "cerberus1",
        "cerberus2",
        "cyclops1",
        "hydra_hyperion",
        "hydra_kronos",
        "hydra_rhea",
        "hydra_tethys",
    ]
    assert st.c.dice == ("skull", 1, 2, 2, 3, 3)
    # every token of the position's box is in exactly one place
    from oriflamme.games.orichalque.testing import check_invariants

    check_invariants(st)
    st.apply("place d2 d3 d4")
    assert st.s.titans["hyperion"].holder is None  # O1 on this box too


def test_a_part_not_given_is_the_package_data():
    st = at_action("produce1", islands={"a": island()}, components={"dice": {"faces": [1, 2]}})
    assert st.c.dice == (1, 2)
    assert st.c.tiles == components().tiles and st.c.islands == components().islands


def test_the_provisional_flag_follows_the_positions_components():
    """An item given without a status is provisional; a position whose every
    shown part says verified (or aid) is not flagged."""
    pkg = package_data()
    real = {
        "islands": [
            {**copy.deepcopy(b), "status": "verified"} for b in pkg["islands.json"]["islands"]
        ],
        "tiles": [{**t, "status": "verified"} for t in pkg["tiles.json"]["tiles"]],
        "cards": [{**c, "status": "verified"} for c in pkg["components.json"]["cards"]],
        "costs": [
            {**x, "status": "verified"} for x in pkg["components.json"]["action_board"]["costs"]
        ],
        "dice": {"faces": ["skull", 1, 2, 2, 3, 3], "status": "aid"},
    }
    for isl in real["islands"]:
        for side in isl["sides"].values():
            side["status"] = "verified"
    base = {"game": "orichalque", "players": ["a", "b"], "seed": 3}
    st = load_scenario({**base, "components": real})
    assert not st.c.provisional and st.view("a")["provisional"] is False
    bare = copy.deepcopy(real)
    del bare["dice"]["status"]  # no status: provisional
    assert load_scenario({**base, "components": bare}).view("a")["provisional"] is True
    assert load_scenario(base).view("a")["provisional"] is True  # the package data


def test_to_json_carries_the_section_and_a_state_json_continues_identically():
    data = own()
    st = load_scenario(data)
    js = st.to_json()
    assert js["components"] == data["components"]
    assert st.view("igor")["components"] == data["components"]  # the box is public
    assert "next_draws" not in st.view("igor") and "extra_creatures" not in st.view("igor")
    bot = RandomBot(seed=5)
    for _ in range(40):
        if st.finished:
            break
        back = build_state(json.loads(json.dumps(st.to_json())))
        assert back.to_json() == st.to_json()
        assert back.legal_moves() == st.legal_moves()
        st.apply(bot.choose(st))


def test_a_scenario_with_its_own_components_replays_from_the_command_line():
    """``python -m oriflamme replay`` in a process of its own, as a user runs it."""
    r = subprocess.run(
        [sys.executable, "-m", "oriflamme", "replay", str(OWN)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["components"]["islands"][0]["id"] == "isle"
    assert out["islands"]["igor"]["covered"]["d3"] == ["desert", "mdm1"]
    assert out["titans"]["hyperion"]["holder"] is None
    r = subprocess.run(
        [sys.executable, "-m", "oriflamme", "legal", str(OWN)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert r.returncode == 0 and "build 3 d3" in r.stdout.split("\n")


def test_a_scenario_with_its_own_components_loads_at_the_teachers_desk():
    from oriflamme.widgets.orichalque import OrichalqueBoard
    from oriflamme.widgets.teacher import TeacherDesk, load_text

    desk = TeacherDesk("uk")
    assert desk.load_data(own(), "t")
    board = desk.game
    assert isinstance(board, OrichalqueBoard)
    st = board.state
    assert set(st.c.islands) == {"isle"} and st.s.titans["hyperion"].holder is None
    assert "ori-och-island" in board.table.value  # drawn from the file's island
    # exported and pasted back: the same position, components and all
    text = desk.export()
    assert json.loads(text)["components"] == own()["components"]
    assert load_text(text).to_json() == st.to_json()


# ------------------------------------------------------------ checked like the rest


def bad(path: str, value) -> dict:
    data = own()
    data.pop("moves")
    target = data
    parts = path.split(".")
    for k in parts[:-1]:
        target = target[int(k)] if isinstance(target, list) else target[k]
    last = parts[-1]
    if value is KeyError:
        del target[last]
    elif isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value
    return data


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        ("components.tiles.3.terrains.1", "lava", "components.tiles[3].terrains[1]"),
        ("components.tiles.3.terrains", ["mountain"], "components.tiles[3].terrains"),
        ("components.tiles.0.shape", "square", "components.tiles[0].shape"),
        ("components.tiles.1.id", "mt1", "components.tiles[1].id"),
        ("components.islands.0.sides.hard", KeyError, "components.islands[0].sides.hard"),
        (
            "components.islands.0.sides.easy.rows.1",
            "oox",
            "components.islands[0].sides.easy.rows[1]",
        ),
        (
            "components.islands.0.sides.easy.ports.1.zone",
            "z9",
            "components.islands[0].sides.easy.ports[1].zone",
        ),
        ("components.islands.0.sides.easy.ports", [], "components.islands[0].sides.easy.ports"),
        ("components.cards.0.action", "dance", "components.cards[0].action"),
        ("components.cards.0.size", 4, "components.cards[0].size"),
        ("components.costs", [{"hoplites": 0}], "components.costs"),
        ("components.costs.2.hoplites", -1, "components.costs[2].hoplites"),
        ("components.building_board.slots.0", "volcano", "components.building_board.slots[0]"),
        ("components.buildings.0.id", "castle", "components.buildings[0].id"),
        ("components.buildings.0.effect", "produce", "components.buildings[0].effect"),
        ("components.creatures.0.id", "dragon", "components.creatures[0].id"),
        ("components.creatures.2.count", 3, "components.creatures[2].count"),
        ("components.creatures.0.reward", {"titan": True}, "components.creatures[0].reward.titan"),
        ("components.creatures.0.strength", 0, "components.creatures[0].strength"),
        ("components.dice.faces.2", "crown", "components.dice.faces[2]"),
        ("components.dice.faces", [], "components.dice.faces"),
        ("components.colours", [], "components.colours"),
        ("components.tiles.0.status", "sure", "components.tiles[0].status"),
        # the rest of the file is checked against the file's own components
        ("islands.igor.board", "island1", "islands.igor.board"),
        ("hand.tile", "t15", "hand.tile"),
        ("hand.card", "build1", "hand.card"),
    ],
)
def test_a_bad_components_section_names_the_field(path, value, field):
    with pytest.raises(ScenarioError) as e:
        load_scenario(bad(path, value))
    assert e.value.field == field, str(e.value)


# ------------------------------------------------------------ draws a scenario fixes


def round_end(**kw) -> GameState:
    """c plays the round's last turn (3 players); the display lacks 2 cards whose
    tiles (the single volcanoes s01, s02) will each draw a creature, and the
    building board is empty."""
    data = {
        "game": "orichalque",
        "players": ["a", "b", "c"],
        "first_player": "a",
        "turn": "c",
        "step": "action",
        "hand": {"card": "produce3", "tile": None, "creatures": []},
        "islands": {p: island() for p in "abc"},
        "display": [
            {"card": "produce2", "tile": "d01", "creatures": []},
            {"card": "recruit2", "tile": "d02", "creatures": []},
            {"card": "fight2", "tile": "d03", "creatures": []},
        ],
        "deck": ["produce1", "recruit1"],
        "piles": {"1": ["s01", "s02"], "2": [], "3": []},
        "building_board": [{"building": None, "resource": 0} for _ in range(4)],
    }
    data.update(kw)
    st = load_scenario(data)
    st.apply("pass")
    if st.s.step == "extra":
        st.apply("pass")
    assert st.s.round == 2
    return st


def test_next_draws_fix_the_next_refills_creatures_and_buildings_in_order():
    st = round_end(
        next_draws={
            "creature_bag": ["hydra_rhea", "cyclops3"],
            "building_bag": ["forge", "oratory2", "mine4", "statues1"],
        }
    )
    assert [d.creatures for d in st.s.display[3:]] == [["hydra_rhea"], ["cyclops3"]]
    assert [b.building for b in st.s.building_board] == [
        "forge",
        "oratory2",
        "mine4",
        "statues1",
    ]
    assert st.s.next_draws == {"creature_bag": [], "building_bag": []}


def test_next_draws_name_tokens_in_their_bag():
    with pytest.raises(ScenarioError) as e:
        round_end(next_draws={"creature_bag": ["dragon1"]})
    assert e.value.field == "next_draws.creature_bag[0]"
    with pytest.raises(ScenarioError) as e:  # on an island, not in the bag
        round_end(
            next_draws={"creature_bag": ["gorgon1"]},
            islands={"a": island(tiles=[["s03", ["c2"]]], creatures={"c2": "gorgon1"})},
        )
    assert e.value.field == "next_draws.creature_bag[0]"


def extra_with_creatures(**kw) -> GameState:
    st = at_action(
        "fight1",
        islands={"a": island()},
        supplies={"a": {"captured": ["cerberus1", "gorgon1", "cyclops1"]}},
        **kw,
    )
    assert st.pending.decision == "extra"
    return st


def test_extra_creatures_fix_the_two_creatures_an_extra_action_is_paid_with():
    st = extra_with_creatures(extra_creatures=["gorgon1", "cyclops1"])
    events = st.apply("extra produce creatures")
    paid = next(e for e in events if e["event"] == "paid")
    assert paid["creatures"] == ["gorgon1", "cyclops1"]
    assert st.s.supplies["a"].captured == ["cerberus1"]
    assert st.s.extra_creatures is None  # used once


def test_without_extra_creatures_the_two_weakest_go_back():
    st = extra_with_creatures()
    st.apply("extra produce creatures")
    assert st.s.supplies["a"].captured == ["cyclops1"]


def test_extra_creatures_must_be_two_creatures_one_player_captured():
    for value, field in (
        (["gorgon1"], "extra_creatures"),
        (["gorgon1", "hydra_rhea"], "extra_creatures[1]"),
        (["gorgon1", "gorgon1"], "extra_creatures[1]"),
    ):
        with pytest.raises(ScenarioError) as e:
            extra_with_creatures(extra_creatures=value)
        assert e.value.field == field, value


def test_extra_creatures_wait_for_their_owner_when_another_player_pays_first():
    """The review: the two creatures a scenario names for a's next payment were
    used up by b's payment (and b paid with its own weakest anyway). They stay
    set until a pays with creatures, then a gives exactly those two."""
    st = at_action(
        "fight1",
        islands={"a": island(), "b": island()},
        turn="b",
        first_player="b",
        supplies={
            "a": {"captured": ["cerberus1", "gorgon1", "cyclops1"]},
            "b": {"captured": ["cerberus2", "gorgon2", "cyclops2"]},
        },
        extra_creatures=["gorgon1", "cyclops1"],
    )
    assert st.pending.decision == "extra" and st.pending.player == "b"
    events = st.apply("extra produce creatures")
    paid = next(e for e in events if e["event"] == "paid")
    assert paid["creatures"] == ["cerberus2", "gorgon2"]  # b's own two weakest
    assert st.s.extra_creatures == ["gorgon1", "cyclops1"]  # kept for a
    # a's turn later, from the state as it stands
    data = st.to_json()
    # a holds a Combat card (moved from the deck; its tile already placed): no
    # creature on a's island, so phase 3 passes by itself, the extra action is next
    card = next(c for c in data["deck"] if c.startswith("fight"))
    data["deck"].remove(card)
    data.update(
        turn="a",
        step="action",
        act=None,
        extras=0,
        hand={"card": card, "tile": None, "creatures": []},
    )
    later = load_scenario(data)
    assert later.pending.player == "a" and later.pending.decision == "extra"
    events = later.apply("extra produce creatures")
    paid = next(e for e in events if e["event"] == "paid")
    assert paid["creatures"] == ["gorgon1", "cyclops1"]
    assert later.s.supplies["a"].captured == ["cerberus1"]
    assert later.s.extra_creatures is None
