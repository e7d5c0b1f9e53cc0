"""Every rule of orichalque.ru.txt, one test or more each, named after its section.

Positions are on the provisional island1 (easy side; a2 is the north port, paying
1 hoplite and 1 orichalcum; d6 the east port, 2 hoplites) with the provisional
tiles (s01–s05 volcano, s06 water, s07 desert, s08 mountain, s09 forest; d08 and
d19 water–water, d10/d11 desert–desert, d22 forest–forest, d09 forest–water).
"""

from __future__ import annotations

import json

import pytest
from helpers_orichalque import at_action, at_tile, island

from oriflamme.games.orichalque.engine import (
    IllegalMove,
    ScenarioError,
    components,
    load_scenario,
    new_game,
)
from oriflamme.games.orichalque.engine.model import Slot, Titan

C = components()


def moves_after(st, *moves):
    for m in moves:
        st.apply(m)
    return st


# ------------------------------------------------------------- ПОДГОТОВКА К ИГРЕ


@pytest.mark.parametrize(("n", "cards"), [(2, 5), (3, 5), (4, 6)])
def test_setup_action_board_5_or_6_cards_with_their_tiles(n, cards):
    st = new_game(["a", "b", "c", "d"][:n], seed=3)
    s = st.s
    assert len(s.display) == cards
    for d in s.display:
        tile = C.tiles[d.tile]
        assert tile["size"] == C.cards[d.card]["size"]
        assert len(d.creatures) == tile["terrains"].count("volcano")  # one per volcano
    assert len(s.deck) == 12 - cards
    assert all(slot.building for slot in s.building_board)


def test_setup_resources_and_the_hoplite_right_of_the_first_player():
    st = new_game(["a", "b", "c"], seed=1)
    sp = st.s.supplies
    assert (sp["a"].orichalcum, sp["a"].hoplites) == (1, 1)
    assert sp["b"].hoplites == 1
    assert sp["c"].hoplites == 2  # right of a (players sit clockwise)
    assert st.pending.player == "a" and st.pending.decision == "metropolis"


def test_setup_mine_and_camp_on_the_building_board_carry_their_resource():
    for seed in range(6):
        st = new_game(["a", "b"], seed=seed)
        for slot in st.s.building_board:
            kind = C.buildings[slot.building]
            assert slot.resource == (1 if kind in ("mine", "camp") else 0)


def test_setup_player_count_2_to_4():
    with pytest.raises(ScenarioError) as e:
        new_game(["a", "b", "c", "d", "e"], seed=1)
    assert e.value.field == "players"


# ------------------------------------------------------ ПЕРВЫЙ ХОД — МЕТРОПОЛИЯ


def test_metropolis_must_cover_a_port_and_pays_it():
    st = new_game(["a", "b"], seed=1, islands={"a": {"board": "island1", "side": "easy"}})
    legal = st.legal_moves()
    assert all(m.split()[1] in {"a2", "d6", "g2"} for m in legal)
    with pytest.raises(IllegalMove) as e:
        st.apply("metropolis c3 c4")
    assert e.value.code == "not_a_port"
    st.apply("metropolis d6 d5")  # the east port: 2 hoplites
    assert st.s.supplies["a"].hoplites == 1 + 2
    assert st.s.step == "card"


# --------------------------------------------------------- 1 ВЫБРАТЬ КАРТУ ДЕЙСТВИЯ


def test_first_two_cards_free_others_cost_hoplites():
    st = load_scenario(
        {
            "game": "orichalque",
            "players": ["a", "b", "c"],
            "step": "card",
            "islands": {"a": island()},
            "supplies": {"a": {"hoplites": 0}},
        }
    )
    assert st.legal_moves() == ["take 1", "take 2"]
    with pytest.raises(IllegalMove) as e:
        st.apply("take 3")
    assert e.value.code == "cannot_afford"
    with pytest.raises(IllegalMove) as e:
        st.apply("take 9")
    assert e.value.code == "no_such_card"


def test_a_card_without_volcano_brings_no_creature_and_cards_shift_left():
    st = load_scenario(
        {
            "game": "orichalque",
            "players": ["a", "b", "c"],
            "step": "card",
            "islands": {"a": island()},
        }
    )
    second = st.s.display[1].card
    st.apply("take 1")
    assert st.s.display[0].card == second
    assert len(st.s.display) == 4


# ---------------------------------------------------------- 2 РАЗМЕСТИТЬ ТАЙЛ


def test_placement_rules_island_not_on_tiles_touching():
    st = at_tile("d08", islands={"a": island(tiles=[["s09", ["b3"]]])})
    for move, code in [
        ("place c2 z9", "not_on_island"),
        ("place b3 b4", "zone_taken"),
        ("place e3 e4", "not_touching"),
        ("place c2 c4", "not_a_shape"),
    ]:
        before = json.dumps(st.to_json(), sort_keys=True)
        with pytest.raises(IllegalMove) as e:
            st.apply(move)
        assert e.value.code == code, move
        assert json.dumps(st.to_json(), sort_keys=True) == before  # state untouched


def test_placement_zones_may_be_written_in_any_order_for_the_same_cells():
    st = at_tile("d08", islands={"a": island()})
    st.apply("place b3 a3")  # water-water: same as "place a3 b3"
    assert st.s.islands["a"].covered["a3"][0] == "water"


def test_tile_that_cannot_be_placed_goes_back_to_the_supply():
    """Фаза 2: no legal place → the tile goes back to the supply, on to phase 3.
    (A scenario does not check a placed tile's shape: the island is filled with
    whatever tiles, leaving two separate single holes for a triple tile.)"""
    side = C.islands["island1"]["easy"]
    zones = [z for z in side.zones if z not in ("e1", "g5", "a2", "b2")]
    tiles = []
    for t in sorted(C.tiles):
        n = C.tiles[t]["size"]
        if t != "t02" and len(zones) >= n:
            tiles.append([t, [zones.pop() for _ in range(n)]])
    assert not zones
    st = at_tile("t02", islands={"a": island(tiles=tiles)})
    assert st.s.step == "action"  # nothing to place: on to phase 3
    assert "t02" in st.s.returned
    assert st.s.hand.tile is None


def test_volcano_tile_brings_its_creature_onto_the_island():
    st = at_tile("s01", islands={"a": island()})
    st.s.hand.creatures = ["gorgon1"]
    st.s.creature_bag.remove("gorgon1")
    st._legal = None
    st.apply("place a3")
    assert st.s.islands["a"].creatures == {"a3": "gorgon1"}


# ---------------------------------------------------------- Достичь нового порта


def test_a_tile_on_a_port_pays_it_once():
    tiles = [["d12", ["c5", "d5"]], ["d15", ["b3", "c4"]], ["d23", ["b4", "c5x"]]]
    del tiles
    st = at_tile("s06", islands={"a": island(tiles=[["d12", ["c5", "d5"]]])})
    h = st.s.supplies["a"].hoplites
    st.apply("place d6")  # the east port: 2 hoplites
    assert st.s.supplies["a"].hoplites == h + 2


# ---------------------------------------------------------- Привлечь внимание титанов


def test_titan_for_a_new_area_of_three_from_the_centre():
    st = at_tile("d22", islands={"a": island(tiles=[["s09", ["b3"]]])})
    st.apply("place c3 c4")
    assert st.s.supplies["a"].titans == ["rhea"]
    assert st.points("a") == 1


def test_no_titan_for_two_zones_nor_across_a_building():
    st = at_tile("d22", islands={"a": island(tiles=[["s09", ["b3"]]], buildings={"b3": "camp1"})})
    st.apply("place c3 c4")
    assert st.s.supplies["a"].titans == []  # the camp's zone is no longer forest


def test_titan_reactivated_by_extending_an_area():
    st = at_tile(
        "s09",
        islands={"a": island(tiles=[["d22", ["b3", "c3"]], ["s06", ["b4"]]])},
        supplies={"a": {"titans": ["rhea"]}},
        titans={"rhea": {"active": False}},
    )
    assert st.s.titans["rhea"].active is False
    st.apply("place c4")
    assert st.s.titans["rhea"].active is True


def test_oratory_keeps_a_second_titan():
    st = at_tile(
        "d22",
        islands={
            "a": island(tiles=[["s09", ["b3"]], ["s06", ["b4"]]], buildings={"b4": "oratory1"})
        },
        supplies={"a": {"titans": ["hyperion"]}},
    )
    st.apply("place c3 c4")
    assert sorted(st.s.supplies["a"].titans) == ["hyperion", "rhea"]
    assert st.points("a") == 2


def test_two_titans_at_once_without_oratory_the_player_chooses():
    # a forest–water double tile making a forest area and a water area at once
    st = at_tile("d09", islands={"a": island(tiles=[["d22", ["a3", "a4"]], ["d08", ["c3", "d3"]]])})
    st.apply("place b3 c4")  # b3 forest next to a3/a4, c4 water next to c3/d3
    assert st.pending.decision == "release"
    assert st.legal_moves() == ["release rhea", "release tethys"]
    st.apply("release tethys")
    assert st.s.supplies["a"].titans == ["rhea"]
    assert st.s.titans["tethys"] == Titan(None, True)
    assert st.s.step == "action"


# --------------------------------------------------------------- Производство / Вербовка


def test_produce_counts_the_metropolis_mine():
    st = at_action("produce1", islands={"a": island()})
    st.apply("produce")
    assert st.s.supplies["a"].orichalcum == 2


def test_tethys_doubles_recruiting_once_then_inactive():
    st = at_action(
        "recruit1",
        islands={"a": island(tiles=[["s06", ["b3"]]], buildings={"b3": "camp1"})},
        supplies={"a": {"titans": ["tethys"]}},
    )
    assert "recruit bless" in st.legal_moves()
    st.apply("recruit bless")
    assert st.s.supplies["a"].hoplites == 1 + 4
    assert st.s.titans["tethys"].active is False
    assert st.points("a") == 1  # an inactive titan still scores


def test_blessing_needs_an_active_titan():
    st = at_action(
        "produce1",
        islands={"a": island()},
        supplies={"a": {"titans": ["hyperion"]}},
        titans={"hyperion": {"active": False}},
    )
    with pytest.raises(IllegalMove) as e:
        st.apply("produce bless")
    assert e.value.code == "no_blessing"


# ---------------------------------------------------------- Сражение с мифическими существами

FIGHT = {
    "a": island(
        tiles=[["d01", ["b3", "c3"]], ["s01", ["c4"]]],
        creatures={"b3": "cyclops1", "c4": "cerberus1"},
    )
}


def test_dice_one_plus_one_per_hoplite_sum_wins():
    st = at_action("fight1", islands=FIGHT, supplies={"a": {"hoplites": 3}}, dice=[3, 1])
    ev = st.apply("fight c4 1")
    fight = next(e for e in ev if e["event"] == "fight")
    assert fight["dice"] == [3, 1] and fight["won"]  # 4 >= Cerberus's 4
    assert st.s.supplies["a"].orichalcum == 1 + 1  # Cerberus: 1 orichalcum
    assert st.s.supplies["a"].hoplites == 2  # the fighting hoplite went to the supply


def test_lost_fight_ends_phase_3_and_hoplites_stay_then_count_in_the_next():
    st = at_action("fight1", islands=FIGHT, supplies={"a": {"hoplites": 3}}, dice=[1, 1, 1])
    st.apply("fight b3 2")
    assert st.s.islands["a"].waiting == {"b3": 2}
    assert st.s.step != "action"
    st2 = at_action(
        "fight2",
        islands={
            "a": island(
                tiles=FIGHT["a"]["tiles"], creatures=FIGHT["a"]["creatures"], waiting={"b3": 2}
            )
        },
        supplies={"a": {"hoplites": 3}},
    )
    fights = [m for m in st2.legal_moves() if m.startswith("fight b3")]
    assert fights == ["fight b3 0", "fight b3 1"]  # 3 hoplites in all
    with pytest.raises(IllegalMove) as e:
        st2.apply("fight b3 2")
    assert e.value.code == "too_many_hoplites"


def test_skull_wins_whatever_the_strength():
    st = at_action("fight1", islands=FIGHT, dice=["skull"])
    st.apply("fight b3 0")
    assert st.s.supplies["a"].captured == ["cyclops1"]


def test_kronos_wins_without_dice():
    st = at_action("fight1", islands=FIGHT, supplies={"a": {"titans": ["kronos"]}})
    ev = st.apply("fight b3 bless")
    assert any(e["event"] == "creature_captured" for e in ev)
    assert st.s.titans["kronos"].active is False
    assert "fight c4 bless" not in st.legal_moves()  # once


def test_siege_engine_makes_a_three_a_skull():
    isl = island(
        tiles=[*FIGHT["a"]["tiles"], ["s08", ["e4"]]],
        creatures=FIGHT["a"]["creatures"],
        buildings={"e4": "siege1"},
    )
    st = at_action("fight1", islands={"a": isl}, dice=[3])
    st.apply("fight b3 0")
    assert "cyclops1" in st.s.supplies["a"].captured


def test_arch_gives_one_orichalcum_per_capture():
    isl = island(
        tiles=[*FIGHT["a"]["tiles"], ["s08", ["e4"]]],
        creatures=FIGHT["a"]["creatures"],
        buildings={"e4": "arch1"},
    )
    st = at_action("fight1", islands={"a": isl}, dice=["skull"])
    st.apply("fight c4 0")
    assert st.s.supplies["a"].orichalcum == 1 + 1 + 1


def test_hospital_keeps_a_hoplite_until_the_fight_action_ends():
    isl = island(
        tiles=[*FIGHT["a"]["tiles"], ["s08", ["e4"]]],
        creatures=FIGHT["a"]["creatures"],
        buildings={"e4": "hospital"},
    )
    st = at_action(
        "fight1", islands={"a": isl}, supplies={"a": {"hoplites": 2}}, dice=["skull", 1, 1, 1]
    )
    st.apply("fight c4 2")
    assert st.s.supplies["a"].hospital == 1
    st.apply("fight b3 0")  # lost: the action ends, the hospital's hoplite comes back
    assert st.s.supplies["a"].hospital == 0
    assert st.s.supplies["a"].hoplites == 1


def test_hydra_gives_its_titan():
    isl = island(tiles=[["s01", ["b3"]]], creatures={"b3": "hydra_tethys"})
    st = at_action("fight1", islands={"a": isl}, dice=["skull"])
    st.apply("fight b3 0")
    assert st.s.supplies["a"].titans == ["tethys"]


def test_minotaur_builds_a_drawn_building_for_free_or_declines():
    isl = island(tiles=[["s01", ["b3"]], ["s08", ["c3"]]], creatures={"b3": "minotaur1"})
    st = at_action("fight1", islands={"a": isl}, dice=["skull"])
    st.apply("fight b3 0")
    assert st.pending.decision == "minotaur"
    b = st.s.minotaur.building
    assert sorted(st.legal_moves()) == ["decline", "minotaur b3", "minotaur c3"]
    st.apply("minotaur c3")
    assert st.s.islands["a"].buildings == {"c3": b}
    st2 = at_action("fight1", islands={"a": isl}, dice=["skull"])
    st2.apply("fight b3 0")
    b2 = st2.s.minotaur.building
    st2.apply("decline")
    assert b2 in st2.s.building_bag


# --------------------------------------------------------------------- Строительство


def test_building_on_the_slot_terrain_or_an_empty_volcano_and_camp_resource():
    st = at_action(
        "build1",
        islands={"a": island(tiles=[["s06", ["b3"]], ["s02", ["c3"]]])},
        building_board=[
            {"building": "camp1", "resource": 1},
            {"building": "mine1", "resource": 1},
            {"building": None, "resource": 0},
            {"building": "arch1", "resource": 0},
        ],
    )
    assert [m for m in st.legal_moves() if m.startswith("build")] == [
        "build 1 c3",
        "build 2 b3",
        "build 2 c3",
        "build 4 c3",
    ]
    with pytest.raises(IllegalMove) as e:
        st.apply("build 1 b3")  # b3 is water, slot 1 is forest
    assert e.value.code == "wrong_terrain"
    with pytest.raises(IllegalMove) as e:
        st.apply("build 3 b3")
    assert e.value.code == "no_such_slot"
    st.apply("build 2 b3")
    assert st.s.supplies["a"].orichalcum == 2  # the mine's orichalcum
    assert st.s.building_board[1] == Slot()


def test_a_refused_zone_says_why_it_is_not_free_no_tile_or_taken():
    """Rulebook «Здание»: a building goes on terrain, and a zone under a
    building (or a temple, the metropolis, a creature) is no longer terrain;
    a zone no tile covers is no terrain either. The two causes have their own
    codes, so the refusal never tells of a building where there is no tile."""
    tiles = [["s06", ["c4"]], ["s07", ["d3"]], ["s08", ["d4"]], ["s10", ["c3"]], ["s01", ["b3"]]]
    isl = island(tiles=tiles, buildings={"d4": "crystal"}, creatures={"b3": "gorgon1"})
    st = at_action("build1", islands={"a": isl})
    k = next(k for k, slot in enumerate(st.s.building_board, 1) if slot.building)
    for move, code in [
        (f"build {k} f5", "no_tile"),  # no tile there yet
        (f"build {k} a2", "not_free"),  # the metropolis
        (f"build {k} d4", "not_free"),  # a building
        (f"build {k} b3", "not_free"),  # a creature
        ("temple c2 c3 d2 d3", "no_tile"),  # c2 and d2: no tile
        ("temple c3 c4 d3 d4", "not_free"),  # the crystal on d4
    ]:
        with pytest.raises(IllegalMove) as e:
            st.apply(move)
        assert e.value.code == code, move
    from oriflamme.games.orichalque.words import explain

    for lang in ("uk", "ru", "fr", "en"):
        no_tile = explain(IllegalMove("no_tile", ""), lang)
        taken = explain(IllegalMove("not_free", ""), lang)
        assert no_tile != taken
        building = {"uk": "будівля", "ru": "здание", "fr": "bâtiment", "en": "building"}[lang]
        metropolis = {"uk": "метрополія", "ru": "метрополия", "fr": "métropole", "en": "metropolis"}
        assert metropolis[lang] in taken
        assert building not in no_tile and building in taken


def test_protection_crystal_allows_building_next_to_creatures():
    tiles = [["s01", ["b3"]], ["s06", ["c3"]], ["s08", ["d5"]]]
    st = at_action(
        "build1",
        islands={
            "a": island(tiles=tiles, creatures={"b3": "gorgon1"}, buildings={"d5": "crystal"})
        },
        building_board=[
            {"building": None, "resource": 0},
            {"building": "mine1", "resource": 1},
            {"building": None, "resource": 0},
            {"building": None, "resource": 0},
        ],
    )
    assert "build 2 c3" in st.legal_moves()


def test_temple_needs_a_diamond_of_different_terrains_and_scores():
    tiles = [["s06", ["c4"]], ["s07", ["d3"]], ["s08", ["d4"]], ["s09", ["e4"]], ["s10", ["c3"]]]
    st = at_action("build1", islands={"a": island(tiles=tiles)})
    assert "temple c4 d3 d4 e4" in st.legal_moves()
    with pytest.raises(IllegalMove) as e:
        st.apply("temple c3 c4 d3 d4")  # c3 and c4 both water
    assert e.value.code == "temple_terrains"
    with pytest.raises(IllegalMove) as e:
        st.apply("temple c3 c4 d4 e4")
    assert e.value.code == "not_a_diamond"
    st.apply("temple c4 d3 d4 e4")
    assert st.points("a") == 1 and st.s.supply["temples"] == 16


def test_architect_allows_two_identical_terrains_in_a_temple():
    tiles = [["s06", ["c3"]], ["s10", ["c4"]], ["s07", ["d3"]], ["s08", ["d4"]], ["s09", ["f5"]]]
    st = at_action("build1", islands={"a": island(tiles=tiles, buildings={"f5": "architect"})})
    assert "temple c3 c4 d3 d4" in st.legal_moves()


def test_medallion_costs_five_orichalcum():
    st = at_action("build1", islands={"a": island()}, supplies={"a": {"orichalcum": 4}})
    assert "medallion" not in st.legal_moves()
    st = at_action("build1", islands={"a": island()}, supplies={"a": {"orichalcum": 5}})
    st.apply("medallion")
    assert st.s.supplies["a"].orichalcum == 0 and st.points("a") == 1


def test_rhea_gives_a_second_build():
    st = at_action(
        "build1", islands={"a": island()}, supplies={"a": {"orichalcum": 10, "titans": ["rhea"]}}
    )
    st.apply("medallion")
    assert st.s.step == "action" and "medallion" in st.legal_moves()
    st.apply("medallion")
    assert st.s.supplies["a"].medallions == 2
    assert st.s.titans["rhea"].active is False
    assert st.s.step != "action"


# ------------------------------------------------------- 4 Дополнительное действие


def test_extra_action_payments_and_what_they_buy():
    st = at_action(
        "fight1",
        islands={"a": island()},
        supplies={"a": {"hoplites": 2, "orichalcum": 2, "captured": ["cerberus1", "cyclops1"]}},
    )
    assert st.s.step == "extra"  # no creature to fight: phase 3 passes by itself
    legal = set(st.legal_moves())
    assert {
        "extra produce hoplites",
        "extra recruit orichalcum",
        "extra produce creatures",
        "extra recruit creatures",
    } <= legal
    assert "extra recruit hoplites" not in legal and "extra produce orichalcum" not in legal
    with pytest.raises(IllegalMove) as e:
        st.apply("extra recruit hoplites")
    assert e.value.code == "payment_not_allowed"
    st.apply("extra recruit creatures")
    assert sorted(st.s.creature_bag).count("cerberus1") == 1  # back to the bag
    assert st.s.supplies["a"].hoplites == 3  # the metropolis camp
    assert st.s.turn == "b"  # one extra action only: b's turn (their metropolis)


def test_statues_make_the_hoplite_payment_one_cheaper_and_forge_a_second_extra():
    isl = island(
        tiles=[["s06", ["b3"]], ["s07", ["c3"]]], buildings={"b3": "statues1", "c3": "forge"}
    )
    st = at_action("fight1", islands={"a": isl}, supplies={"a": {"hoplites": 2}})
    st.apply("extra produce hoplites")
    assert st.s.supplies["a"].hoplites == 1
    assert st.s.step == "extra"  # the forge: a second one
    st.apply("extra produce hoplites")
    assert st.s.supplies["a"].hoplites == 0
    assert st.s.turn == "b"


# --------------------------------------------------------------- 5 Сброс (вдвоём)


def test_two_players_discard_a_card_its_tile_under_its_pile():
    st = at_action("produce1", players=("a", "b"), islands={"a": island()})
    st.apply("produce")
    st.apply("pass") if st.s.step == "extra" else None
    assert st.pending.decision == "discard"
    item = st.s.display[0]
    size = str(C.tiles[item.tile]["size"])
    st.apply("discard 1")
    assert st.s.piles[size][-1] == item.tile
    assert item.card in st.s.discard


# --------------------------------------------------------------------- КОНЕЦ РАУНДА


def end_round(hoplites, first="a", **kw):
    data = {
        "game": "orichalque",
        "players": ["a", "b", "c", "d"],
        "first_player": first,
        "turn": "d" if first == "a" else "a",
        "step": "action",
        "hand": {"card": "produce1", "tile": None, "creatures": []},
        "islands": {p: island() for p in "abcd"},
        "supplies": {
            p: {"hoplites": h, "orichalcum": 0} for p, h in zip("abcd", hoplites, strict=True)
        },
    }
    data.update(kw)
    st = load_scenario(data)
    st.apply("pass")
    return st


def test_first_player_to_the_most_hoplites_not_twice_and_right_gains_one():
    st = end_round([9, 3, 5, 1])
    assert st.s.first_player == "c"  # a has more but held the token
    assert st.s.supplies["b"].hoplites == 3 + 1  # right of c
    assert st.s.round == 2 and st.s.turn == "c"
    assert len(st.s.display) == 6


def test_first_player_tie_decided_by_the_holder():
    st = end_round([0, 4, 4, 1])
    assert st.pending.player == "a" and st.legal_moves() == ["first b", "first c"]
    st.apply("first c")
    assert st.s.first_player == "c"


def test_two_players_the_token_passes_and_its_holder_gains_a_hoplite():
    st = at_action(
        "produce1",
        players=("a", "b"),
        islands={"a": island(), "b": island()},
        turn="b",
        first_player="a",
    )
    st.apply("produce")
    if st.s.step == "extra":
        st.apply("pass")
    h = st.s.supplies["a"].hoplites
    st.apply("discard 1")
    assert st.s.first_player == "b"
    assert st.s.supplies["a"].hoplites == h + 1


def test_refill_puts_tiles_on_new_cards_and_creatures_on_volcanoes():
    st = end_round([1, 2, 3, 4])
    for d in st.s.display:
        assert d.tile is not None
        assert len(d.creatures) == C.tiles[d.tile]["terrains"].count("volcano")
    assert all(slot.building for slot in st.s.building_board)


# ---------------------------------------------------------------------- КОНЕЦ ИГРЫ


def test_immediate_victory_with_five_points_and_the_island_clear():
    isl = island(tiles=[["s01", ["b3"]]], creatures={"b3": "cerberus1"})
    st = at_action(
        "fight1",
        islands={"a": isl},
        dice=["skull"],
        supplies={"a": {"temples": 3, "medallions": 1, "titans": ["rhea"]}},
    )
    assert not st.finished  # 5 points but a creature
    ev = st.apply("fight b3 0")
    assert st.finished and st.winners == ["a"]
    assert ev[-1]["event"] == "game_won"
    assert st.legal_moves() == [] and st.pending is None
    with pytest.raises(IllegalMove) as e:
        st.apply("pass")
    assert e.value.code == "game_finished"


def test_losing_a_titan_to_another_player_costs_a_point():
    st = at_tile(
        "d22", islands={"a": island(tiles=[["s09", ["b3"]]])}, supplies={"b": {"titans": ["rhea"]}}
    )
    st.apply("place c3 c4")
    assert st.points("b") == 0 and st.points("a") == 1


def test_victory_waits_for_the_choice_of_the_titan_to_keep():
    """Конец игры + «не больше одного тайла титана»: two titans at once give 6
    points only until one goes back; the game ends after the choice, at 5."""
    st = at_tile(
        "d09",
        islands={"a": island(tiles=[["d22", ["a3", "a4"]], ["d08", ["c3", "d3"]]])},
        supplies={"a": {"temples": 2, "medallions": 2}},
    )
    st.apply("place b3 c4")
    assert not st.finished and st.pending.decision == "release"
    st.apply("release rhea")
    assert st.finished and st.winners == ["a"] and st.points("a") == 5


def test_a_move_of_another_action_is_the_wrong_decision():
    st = at_action("fight1", islands=FIGHT)
    for move in ("temple c4 d3 d4 e4", "medallion", "produce", "build 1 c3"):
        with pytest.raises(IllegalMove) as e:
            st.apply(move)
        assert e.value.code == "wrong_decision", move
