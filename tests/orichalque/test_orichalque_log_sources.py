"""What the log says about where a rule comes from and what went where (review
of issue 26, item 11): the Minotaur's mine or camp pays at once by the player
aid's rule; the statues named in the payment they made cheaper; O5's creature
back to the bag said with the tile that fitted nowhere; O4 (only the hoplites
in the player's own supply count) said in the first-player lesson."""

from __future__ import annotations

import pytest
from helpers_orichalque import at_action, island

from oriflamme.games.orichalque.engine import components, load_scenario
from oriflamme.games.orichalque.words import narrate
from oriflamme.tutor import texts

C = components()
LANGS = ("uk", "ru", "fr", "en")
AID = {
    "uk": "(за пам’яткою)",
    "ru": "(по памятке)",
    "fr": "(selon l’aide de jeu)",
    "en": "(per the player aid)",
}


def of(events, kind):
    return [e for e in events if e["event"] == kind]


@pytest.mark.parametrize(("token", "resource"), [("mine1", "orichalcum"), ("camp1", "hoplites")])
def test_the_minotaurs_mine_or_camp_pays_at_once_and_the_log_names_the_player_aid(token, resource):
    """A Minotaur's building is built for free; a mine or camp gives its
    resource at once from the general supply — the player aid's rule, so the
    log line says «(за пам’яткою)» as the Minotaur's loot line does."""
    isl = island(tiles=[["s01", ["b3"]], ["s08", ["c3"]]], creatures={"b3": "minotaur1"})
    st = at_action(
        "fight1",
        islands={"a": isl},
        dice=["skull"],
        building_board=[{"building": None, "resource": 0} for _ in range(4)],
        next_draws={"building_bag": [token]},
    )
    st.apply("fight b3 0")
    assert st.s.minotaur.building == token
    before = st.s.supplies["a"].count(resource)
    events = st.apply("minotaur c3")
    gained = of(events, "gained")
    assert [(g["resource"], g["count"], g["source"]) for g in gained] == [(resource, 1, "aid")]
    assert st.s.supplies["a"].count(resource) == before + 1
    for lang in LANGS:
        assert narrate(gained[0], lang).endswith(AID[lang] + "."), lang
    # a mine built by the action takes the resource lying on it: no «aid» there
    st = at_action(
        "build1",
        islands={"a": island(tiles=[["s08", ["c3"]]])},
        building_board=[
            {"building": None, "resource": 0},
            {"building": None, "resource": 0},
            {"building": None, "resource": 0},
            {"building": token, "resource": 1},
        ],
    )
    events = st.apply("build 4 c3")
    assert AID["uk"] not in narrate(of(events, "gained")[0], "uk")


def statues_position():
    isl = island(tiles=[["s08", ["c2"]]], buildings={"c2": "statues1"})
    return at_action("fight1", islands={"a": isl}, supplies={"a": {"orichalcum": 6, "hoplites": 1}})


def test_the_payment_line_names_the_statues_that_made_it_cheaper():
    """The button said «1 гопліта (статуї, за пам’яткою)», the log only «віддає:
    1 гопліт за додаткову дію»: now the log names them too."""
    st = statues_position()
    events = st.apply("extra produce hoplites")
    paid = of(events, "paid")[0]
    assert (paid["count"], paid["statues"], paid["source"]) == (1, True, "aid")
    said = {lang: narrate(paid, lang) for lang in LANGS}
    assert said["uk"] == (
        "A віддає 1 гопліта за додаткову дію (статуї: на одного гопліта менше, за пам’яткою)."
    )
    assert said["ru"] == (
        "A отдаёт 1 гоплита за дополнительное действие "
        "(статуи: на одного гоплита меньше, по памятке)."
    )
    assert said["fr"] == (
        "A paie 1 hoplite pour une action supplémentaire "
        "(statues\u00a0: un hoplite de moins, selon l’aide de jeu)."
    )
    assert said["en"] == (
        "A pays 1 hoplite for an extra action (statues: one hoplite fewer, per the player aid)."
    )


def test_a_full_price_payment_does_not_mention_statues():
    st = at_action("fight1", islands={"a": island()}, supplies={"a": {"hoplites": 2}})
    paid = of(st.apply("extra produce hoplites"), "paid")[0]
    assert "statues" not in paid
    assert narrate(paid, "uk") == "A віддає 2 гоплітів за додаткову дію."


def o5_position():
    """The island covered but two single holes apart (e1, g5); a takes the card
    whose double tile with a volcano and its Cyclops fits nowhere (as the
    position of test_O5_a_creature_on_a_tile_that_fits_nowhere_goes_back_to_the_bag)."""
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
    data = {
        "game": "orichalque",
        "players": ["a", "b", "c"],
        "islands": {"a": island(tiles=tiles)},
        "step": "card",
        "display": [
            {"card": "build2", "tile": vol, "creatures": ["cyclops2"]},
            {"card": "build3"},
            {"card": "fight3"},
        ],
    }
    return vol, load_scenario(data)


def test_O5_the_tile_returned_event_names_the_creature_sent_back_to_the_bag():
    vol, st = o5_position()
    events = st.apply("take 1")
    back = of(events, "tile_returned")
    assert back == [
        {"event": "tile_returned", "player": "a", "tile": vol, "creatures": ["cyclops2"]}
    ]
    assert "cyclops2" in st.s.creature_bag
    said = {lang: narrate(back[0], lang) for lang in LANGS}
    assert said["uk"].endswith(
        "повертає його в загальний запас, а істота з нього (Циклоп) повертається в мішок."
    )
    assert said["ru"].endswith(
        "возвращает его в общий запас, а существо с него (Циклоп) возвращается в мешок."
    )
    assert said["fr"].endswith(
        "la remet dans la réserve générale, et la créature qui s’y trouvait (Cyclope) "
        "retourne dans le sac."
    )
    assert said["en"].endswith(
        "returns it to the general supply, and the creature on it (Cyclops) goes back to the bag."
    )
    # a tile without a creature: the sentence as before
    plain = {"event": "tile_returned", "player": "a", "tile": "s08", "creatures": []}
    assert narrate(plain, "uk").endswith("повертає його в загальний запас.")


O4_WORDS = {
    "uk": "у кого в особистому запасі найбільше гоплітів "
    "(гопліти, що чекають біля істот, не враховуються)",
    "ru": "у кого в личном запасе больше всего гоплитов "
    "(гоплиты, которые ждут рядом с существами, не считаются)",
    "fr": "le plus d’hoplites dans sa réserve personnelle prend le pion Premier joueur "
    "(les hoplites qui attendent près d’une créature ne comptent pas)",
}


@pytest.mark.parametrize("lang", sorted(O4_WORDS))
def test_O4_the_first_player_lesson_says_only_the_hoplites_in_the_supply_count(lang):
    assert O4_WORDS[lang] in texts.text("lesson-orichalque-first-player-intro", lang)
