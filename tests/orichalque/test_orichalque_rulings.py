"""The Orichalque rulings settled on 2026-11-26 (RULINGS.md «Orichalque (O),
settled 2026-11-26»): O1–O6, one test or more each, named after its id.

Positions are written by hand from the rulebook on the provisional island1
(easy side: rows «.oooo», «ooooo», «.ooooo», «oooooo»…; rows b, d, f shifted
half a zone right, so c2 touches b1 b2 c3 d1 d2, d2 touches c2 c3 d1 d3 e2 e3,
d4 touches c4 c5 d3 d5 e4 e5, c5 touches b4 b5 c4 c6 d4 d5), metropolis a2 b2.
Tiles by id: s08 s12 s16 single mountains, s09 s13 s17 single forests, s06
water, s07 desert, s01 volcano; d08 water–water; t15 the line tile
mountain–desert–mountain (a line's cells are in a row, in the order of its
terrains).
"""

from __future__ import annotations

import pytest
from helpers_orichalque import at_action, at_tile, island

from oriflamme.games.orichalque import words
from oriflamme.games.orichalque.engine import components, load_scenario
from oriflamme.games.orichalque.engine.model import Titan

C = components()


def events_of(events, kind):
    return [e for e in events if e["event"] == kind]


# ------------------------------------------------------------------ O1


def t15_position(with_c5: bool = True, **kw):
    """The issue's position: mountains on c2 (and c5), water on b3 b4 (so that
    c5 lies on the island's explored part), t15 in hand."""
    tiles = [["d08", ["b3", "b4"]], ["s08", ["c2"]]]
    if with_c5:
        tiles.append(["s12", ["c5"]])
    return at_tile("t15", islands={"a": island(tiles=tiles)}, **kw)


def test_O1_t15_between_two_separate_mountain_areas_of_2_gives_no_titan():
    """t15 on d2 d3 d4: d2 joins c2 (area c2–d2), d4 joins c5 (area d4–c5); the
    two areas do not touch, so each has 2 zones and no titan comes."""
    st = t15_position()
    assert C.tiles["t15"]["terrains"] == ["mountain", "desert", "mountain"]
    events = st.apply("place d2 d3 d4")
    assert events_of(events, "area") == []
    assert events_of(events, "titan_taken") == []
    assert st.s.titans["hyperion"].holder is None
    assert st.s.supplies["a"].titans == [] and st.points("a") == 0


def test_O1_t15_with_only_c2_beside_it_gives_no_titan():
    """Only c2 beside the tile: c2–d2 is an area of 2 and d4 an area of 1."""
    st = t15_position(with_c5=False)
    events = st.apply("place d2 d3 d4")
    assert events_of(events, "area") == []
    assert st.s.titans["hyperion"].holder is None


def test_O1_t15_completing_one_area_of_3_gives_the_titan_once():
    """The control: mountains c2 and d1 both touch d2; t15's d2 makes the area
    c2–d1–d2 (3 zones), its d4 stays apart (d4–c5, 2 zones): Hyperion, once."""
    tiles = [["d08", ["b3", "b4"]], ["s08", ["c2"]], ["s16", ["d1"]], ["s12", ["c5"]]]
    st = at_tile("t15", islands={"a": island(tiles=tiles)})
    events = st.apply("place d2 d3 d4")
    areas = events_of(events, "area")
    assert [sorted(e["zones"]) for e in areas] == [["c2", "d1", "d2"]]
    assert [e["titan"] for e in events_of(events, "titan_taken")] == ["hyperion"]
    assert st.points("a") == 1


@pytest.mark.parametrize(
    ("holder", "active"), [("b", True), ("a", False)], ids=["held_by_b", "a_holds_it_inactive"]
)
def test_O1_t15_neither_takes_the_titan_from_another_player_nor_reactivates_it(holder, active):
    st = t15_position(supplies={holder: {"titans": ["hyperion"]}})
    st.s.titans["hyperion"].active = active
    events = st.apply("place d2 d3 d4")
    assert events_of(events, "titan_taken") == events_of(events, "titan_reactivated") == []
    assert st.s.titans["hyperion"] == Titan(holder, active)


def cut_position(cut: str | None):
    """Forests c2 and c3, a single forest in hand for b3: b3 touches c3 (not c2),
    c3 touches c2 — an area b3–c3–c2 of 3, unless c3 is under a building or a
    temple (the rulebook: such a zone «больше не считается участком местности»)."""
    tiles = [["s09", ["c2"]], ["s13", ["c3"]], ["s06", ["c4"]], ["s07", ["d2"]], ["s08", ["d3"]]]
    kw: dict = {"tiles": tiles}
    if cut == "building":
        kw["buildings"] = {"c3": "camp1"}
    elif cut == "temple":
        kw["temples"] = [["c3", "c4", "d2", "d3"]]
    return at_tile("s17", islands={"a": island(**kw)})


@pytest.mark.parametrize("cut", ["building", "temple"])
def test_O1_a_zone_under_a_building_or_a_temple_cuts_the_area(cut):
    st = cut_position(cut)
    events = st.apply("place b3")
    assert events_of(events, "area") == []
    assert st.s.titans["rhea"].holder is None


def test_O1_the_same_forests_without_the_cut_make_an_area_of_3():
    st = cut_position(None)
    events = st.apply("place b3")
    assert [sorted(e["zones"]) for e in events_of(events, "area")] == [["b3", "c2", "c3"]]
    assert st.s.titans["rhea"].holder == "a"


def test_O1_a_tile_touching_two_separate_areas_each_reaching_3_gives_the_titan_once():
    """Mountains c2 d1 and c5 d5 (two areas of 2, apart); t15 on d2 d3 d4: d2
    makes c2–d1–d2 and d4 makes c5–d4–d5, two areas of 3. Two `area` events,
    one per connected area, and Hyperion once (one titan per terrain)."""
    tiles = [
        ["s08", ["c2"]],
        ["s16", ["d1"]],
        ["s12", ["c5"]],
        ["s20", ["d5"]],
        ["d08", ["b3", "b4"]],
    ]
    st = at_tile("t15", islands={"a": island(tiles=tiles)})
    events = st.apply("place d2 d3 d4")
    areas = [e["zones"] for e in events_of(events, "area")]
    assert areas == [["c2", "d1", "d2"], ["c5", "d4", "d5"]]
    assert [e["titan"] for e in events_of(events, "titan_taken")] == ["hyperion"]
    assert st.s.supplies["a"].titans == ["hyperion"] and st.points("a") == 1


def test_O1_a_tile_joining_two_areas_makes_one_area_and_takes_the_titan():
    """Mountains c3 and d4, apart (they do not touch; c4 between them is
    water); a single mountain on d3 touches both and joins them into one area
    c3–d3–d4 of 3: one `area` event, Hyperion taken from b who held it."""
    tiles = [["s08", ["c3"]], ["s16", ["d4"]], ["d08", ["b3", "b4"]], ["s06", ["c4"]]]
    st = at_tile(
        "s12", islands={"a": island(tiles=tiles)}, supplies={"b": {"titans": ["hyperion"]}}
    )
    events = st.apply("place d3")
    assert [e["zones"] for e in events_of(events, "area")] == [["c3", "d3", "d4"]]
    taken = events_of(events, "titan_taken")
    assert [(e["titan"], e["previous"]) for e in taken] == [("hyperion", "b")]
    assert st.s.titans["hyperion"] == Titan("a", True)
    assert st.points("b") == 0 and st.points("a") == 1


# ------------------------------------------------------------------ O2


def test_O2_extending_your_own_area_of_3_takes_the_titan_from_its_holder():
    """a's forests c2 d1 d2 (3 already; Rhea went to b since); a forest on e2
    extends them to 4: «создаёт новую область… или расширяет уже имеющуюся»."""
    tiles = [["s09", ["c2"]], ["s13", ["d1"]], ["s17", ["d2"]]]
    st = at_tile("s21", islands={"a": island(tiles=tiles)}, supplies={"b": {"titans": ["rhea"]}})
    events = st.apply("place e2")
    assert [e["zones"] for e in events_of(events, "area")] == [["c2", "d1", "d2", "e2"]]
    assert events_of(events, "titan_taken")[0]["previous"] == "b"
    assert st.s.titans["rhea"] == Titan("a", True)
    assert st.points("b") == 0 and st.points("a") == 1


def test_O2_extending_an_area_whose_titan_you_hold_keeps_it_no_second_take():
    tiles = [["s09", ["c2"]], ["s13", ["d1"]], ["s17", ["d2"]]]
    st = at_tile("s21", islands={"a": island(tiles=tiles)}, supplies={"a": {"titans": ["rhea"]}})
    events = st.apply("place e2")
    assert events_of(events, "titan_taken") == [] and events_of(events, "titan_returned") == []
    assert st.s.supplies["a"].titans == ["rhea"]


# ------------------------------------------------------------------ O3


def test_O3_without_an_oratory_a_new_titan_replaces_the_old_one():
    st = at_tile(
        "s17",
        islands={"a": island(tiles=[["s09", ["c2"]], ["s13", ["d1"]]])},
        supplies={"a": {"titans": ["hyperion"]}},
    )
    st.s.titans["hyperion"].active = False
    st.apply("place d2")
    assert st.s.supplies["a"].titans == ["rhea"]
    assert st.s.titans["hyperion"] == Titan(None, True)  # back active


def test_O3_two_oratories_hold_three_titans():
    """The aid: «Each Oratory allows you to keep 1 additional Titan» (our reading
    for several oratories): 1 + 2 = 3 titans, no choice asked."""
    tiles = [["s09", ["c2"]], ["s13", ["d1"]], ["s06", ["b3"]], ["s10", ["b4"]]]
    st = at_tile(
        "s17",
        islands={"a": island(tiles=tiles, buildings={"b3": "oratory1", "b4": "oratory2"})},
        supplies={"a": {"titans": ["hyperion", "kronos"]}},
    )
    st.apply("place d2")
    assert st.pending.decision == "action"
    assert st.s.supplies["a"].titans == ["hyperion", "kronos", "rhea"]
    assert st.points("a") == 3


def test_O3_a_new_titan_beyond_the_limit_is_kept_and_the_player_chooses_an_old_one():
    tiles = [["s09", ["c2"]], ["s13", ["d1"]], ["s06", ["b3"]]]
    st = at_tile(
        "s17",
        islands={"a": island(tiles=tiles, buildings={"b3": "oratory1"})},
        supplies={"a": {"titans": ["hyperion", "kronos"]}},
    )
    st.apply("place d2")
    assert st.pending.decision == "release"
    assert st.legal_moves() == ["release hyperion", "release kronos"]  # never the new Rhea
    st.apply("release kronos")
    assert st.s.supplies["a"].titans == ["hyperion", "rhea"]
    assert st.s.titans["kronos"] == Titan(None, True)


def test_O3_two_new_titans_beyond_the_limit_the_player_chooses_which_to_keep():
    """No oratory, Hyperion held: a forest–water tile makes a forest and a water
    area at once. Hyperion goes back; of Rhea and Tethys the player keeps one."""
    tiles = [["d22", ["a3", "a4"]], ["d08", ["c3", "d3"]]]
    st = at_tile(
        "d09", islands={"a": island(tiles=tiles)}, supplies={"a": {"titans": ["hyperion"]}}
    )
    st.apply("place b3 c4")
    assert st.s.titans["hyperion"].holder is None
    assert st.legal_moves() == ["release rhea", "release tethys"]
    st.apply("release rhea")
    assert st.s.supplies["a"].titans == ["tethys"]


@pytest.mark.parametrize("active", [False, True], ids=["rhea_inactive", "rhea_active"])
def test_O3_a_titan_reactivated_with_a_new_one_is_the_old_one(active):
    """a holds Rhea (inactive, or active), no oratory. One forest–water tile
    extends a's forest area (a3 a4 b4 + b3: Rhea again, reactivated if it was
    inactive) and makes a water area of 3 (c3 d3 + c4: Tethys). Rhea is the old
    titan: «получает нового титана… положить его к себе вместо старого» — it
    goes back by itself, Tethys is kept, nothing to choose."""
    tiles = [["d22", ["a3", "a4"]], ["s09", ["b4"]], ["d08", ["c3", "d3"]]]
    st = at_tile(
        "d09",
        islands={"a": island(tiles=tiles)},
        supplies={"a": {"titans": ["rhea"]}},
        titans={"rhea": {"holder": "a", "active": active}},
    )
    events = st.apply("place b3 c4")
    assert sorted(e["terrain"] for e in events_of(events, "area")) == ["forest", "water"]
    assert st.pending.decision == "action"  # no «release rhea / release tethys» choice
    assert st.s.supplies["a"].titans == ["tethys"]
    assert st.s.titans["rhea"] == Titan(None, True)
    assert [e["titan"] for e in events_of(events, "titan_taken")] == ["tethys"]
    assert [e["titan"] for e in events_of(events, "titan_returned")] == ["rhea"]
    assert st.points("a") == 1


def test_O3_one_oratory_one_old_titan_and_two_new_ones_the_old_one_goes():
    """One oratory (2 titans), Hyperion held; the forest–water tile makes a
    forest and a water area: Rhea and Tethys are new, Hyperion goes back."""
    tiles = [["d22", ["a3", "a4"]], ["d08", ["c3", "d3"]], ["s07", ["c2"]]]
    st = at_tile(
        "d09",
        islands={"a": island(tiles=tiles, buildings={"c2": "oratory1"})},
        supplies={"a": {"titans": ["hyperion"]}},
    )
    events = st.apply("place b3 c4")
    assert st.pending.decision == "action"
    assert st.s.supplies["a"].titans == ["rhea", "tethys"]
    assert [e["titan"] for e in events_of(events, "titan_returned")] == ["hyperion"]


# ------------------------------------------------------------------ O4


def end_round(hoplites, waiting=None, first="a"):
    """The round's last turn passes (4 players); ``waiting``: hoplites by a
    creature on c's island."""
    islands = {p: island() for p in "abcd"}
    if waiting:
        islands["c"] = island(
            tiles=[["s01", ["c2"]]], creatures={"c2": "gorgon1"}, waiting={"c2": waiting}
        )
    st = load_scenario(
        {
            "game": "orichalque",
            "players": ["a", "b", "c", "d"],
            "first_player": first,
            "turn": "d",
            "step": "action",
            "hand": {"card": "produce1", "tile": None, "creatures": []},
            "islands": islands,
            "supplies": {p: {"hoplites": h} for p, h in zip("abcd", hoplites, strict=True)},
        }
    )
    st.apply("pass")
    if st.s.step == "extra":
        st.apply("pass")
    return st


def test_O4_the_first_player_counts_only_hoplites_in_the_supply_not_those_waiting():
    """b has 2 in supply; c has 1 in supply and 3 waiting by its Gorgon (4 in
    all): b gets the token, c's waiting hoplites do not count."""
    st = end_round([0, 2, 1, 0], waiting=3)
    assert st.s.first_player == "b"
    assert st.s.islands["c"].waiting == {"c2": 3}


def test_O4_control_with_the_same_hoplites_in_cs_supply_c_gets_it():
    st = end_round([0, 2, 4, 0])
    assert st.s.first_player == "c"


# ------------------------------------------------------------------ O5


def test_O5_a_creature_on_a_tile_that_fits_nowhere_goes_back_to_the_bag():
    """The island covered but two single holes apart (e1, g5): a double tile with
    a volcano and its Cyclops fits nowhere; the tile goes back to the supply and
    the Cyclops to the bag (a scenario does not check a placed tile's shape)."""
    vol = next(
        t
        for t in sorted(C.tiles)
        if C.tiles[t]["size"] == 2 and "volcano" in C.tiles[t]["terrains"]
    )
    side = C.islands["island1"]["easy"]
    zones = [z for z in side.zones if z not in ("e1", "g5", "a2", "b2")]
    tiles = []
    for t in sorted(C.tiles):
        n = C.tiles[t]["size"]
        if t != vol and len(zones) >= n:
            tiles.append([t, [zones.pop() for _ in range(n)]])
    assert not zones
    hand = {"card": "build2", "tile": vol, "creatures": ["cyclops2"]}
    st = at_tile(vol, islands={"a": island(tiles=tiles)}, hand=hand)
    assert st.s.step == "action"  # nothing to place: on to phase 3 at once
    assert vol in st.s.returned and st.s.hand.tile is None
    assert "cyclops2" in st.s.creature_bag and st.s.hand.creatures == []


# ------------------------------------------------------------------ O6


def o6_position():
    """The issue's case: 6 orichalcum and the only build a medallion (the island
    has only the metropolis: nothing to build on, no temple)."""
    st = at_action(
        "fight1", islands={"a": island()}, supplies={"a": {"orichalcum": 6, "hoplites": 2}}
    )
    assert st.pending.decision == "extra"  # no creature: phase 3 passed by itself
    return st


def test_O6_a_paid_extra_action_that_can_do_nothing_is_legal_and_flagged_before_payment():
    st = o6_position()
    legal = st.legal_moves()
    assert "extra build orichalcum" in legal and "extra build hoplites" in legal
    info = st.move_info("extra build orichalcum")
    assert info["futile"] is True and info["cost"] == 2 and info["payment"] == "orichalcum"
    assert st.move_info("extra build hoplites")["futile"] is False  # 6 left: a medallion
    assert st.move_info("extra produce hoplites")["futile"] is False
    assert st.move_info("pass")["futile"] is False


def test_O6_the_log_says_it_before_the_payment_and_nothing_comes_of_it():
    st = o6_position()
    events = st.apply("extra build orichalcum")
    kinds = [e["event"] for e in events]
    assert kinds.index("extra_action") < kinds.index("paid")
    assert events_of(events, "extra_action")[0]["futile"] is True
    assert "medallion_forged" not in kinds
    assert st.s.supplies["a"].orichalcum == 4 and st.s.supplies["a"].medallions == 0
    said = {
        lang: words.narrate(events_of(events, "extra_action")[0], lang)
        for lang in ["uk", "ru", "fr", "en"]
    }
    # the player's name as the log gives it («Додаткова дія Синього»; an id: «A»)
    assert said["uk"] == "Додаткова дія A — будівництво. Після оплати вона тут нічого не дасть."
    assert (
        said["ru"]
        == "Дополнительное действие A — строительство. После оплаты оно здесь ничего не даст."
    )
    assert (
        said["fr"] == "Action supplémentaire de A\u00a0: Construction. "
        "Une fois payée, elle ne donnera rien ici."
    )
    assert said["en"] == "A's extra action: build. Once paid, it can do nothing here."


def test_O6_the_button_says_it_in_the_learners_language():
    st = o6_position()
    m = "extra build orichalcum"
    assert words.extra_label(m, "uk", st) == (
        "Будівництво (віддати 2 злитки орихалку) — марно: після оплати ця дія тут нічого не дасть"
    )
    assert words.extra_label(m, "ru", st).endswith(
        "— впустую: после оплаты это действие здесь ничего не даст"
    )
    assert words.extra_label(m, "fr", st).endswith(
        "— en vain\u00a0: une fois payée, cette action ne donnera rien ici"
    )
    assert words.extra_label(m, "en", st) == (
        "Build (pay 2 orichalcum) — in vain: once paid, this action can do nothing here"
    )
    assert words.extra_label("extra build hoplites", "uk", st) == "Будівництво (віддати 2 гоплітів)"
    # in a sentence (a hint, the advisor): a phrase, the O6 note without a colon
    assert words.move_text(m, "ru", st) == (
        "Дополнительное строительство за 2 слитка орихалка, "
        "хотя после оплаты это действие здесь ничего не даст"
    )


def test_O6_the_boards_button_and_log_say_it_before_the_payment():
    from oriflamme.widgets.orichalque import OrichalqueBoard

    st = o6_position()
    board = OrichalqueBoard(st, humans=["a"], lang="ru")
    texts = {b.description for b in board.moves_box.children}
    futile = (
        "Строительство (отдать 2 слитка орихалка) — "
        "впустую: после оплаты это действие здесь ничего не даст"
    )
    assert futile in texts
    assert "Строительство (отдать 2 гоплитов)" in texts  # the other payment leaves 6: a medallion
    assert board.play("extra build orichalcum")
    log = board.log_panel.value
    assert log.index("ничего не даст") > log.index("отдаёт 2 слитка")  # newest first: said first
