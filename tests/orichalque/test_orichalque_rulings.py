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
from helpers_orichalque import at_tile, island

from oriflamme.orichalque import components

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
    assert st.s["titans"]["hyperion"]["holder"] is None
    assert st.s["supplies"]["a"]["titans"] == [] and st.points("a") == 0


def test_O1_t15_with_only_c2_beside_it_gives_no_titan():
    """Only c2 beside the tile: c2–d2 is an area of 2 and d4 an area of 1."""
    st = t15_position(with_c5=False)
    events = st.apply("place d2 d3 d4")
    assert events_of(events, "area") == []
    assert st.s["titans"]["hyperion"]["holder"] is None


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
    st.s["titans"]["hyperion"]["active"] = active
    events = st.apply("place d2 d3 d4")
    assert events_of(events, "titan_taken") == events_of(events, "titan_reactivated") == []
    assert st.s["titans"]["hyperion"] == {"holder": holder, "active": active}


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
    assert st.s["titans"]["rhea"]["holder"] is None


def test_O1_the_same_forests_without_the_cut_make_an_area_of_3():
    st = cut_position(None)
    events = st.apply("place b3")
    assert [sorted(e["zones"]) for e in events_of(events, "area")] == [["b3", "c2", "c3"]]
    assert st.s["titans"]["rhea"]["holder"] == "a"
