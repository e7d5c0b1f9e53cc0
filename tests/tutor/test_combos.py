"""The combo library (issue 13): every combo's moves are legal and bring what
its description says (who gains what), in every language."""

from __future__ import annotations

import pytest

from oriflamme.games.oriflamme.engine.scenario import load_scenario
from oriflamme.i18n import t
from oriflamme.tutor.combos import combos
from oriflamme.widgets.teacher import TeacherDesk

LANGS = ("uk", "ru", "fr", "en")
COMBOS = combos()


def test_the_library_has_a_dozen_combos_across_the_editions_and_mixed_tables() -> None:
    assert len(COMBOS) >= 12
    assert len({c.id for c in COMBOS}) == len(COMBOS)
    tables = [c.editions for c in COMBOS]
    for edition in ("base", "ablaze", "alliance"):
        assert any(edition in e for e in tables), edition
    assert sum(len(e) > 1 for e in tables) >= 3  # mixed tables
    assert {c.lesson for c in COMBOS if c.lesson} == {
        "combo-decree-twice",
        "combo-ambush-trap",
        "combo-shapeshifter-heir",
    }


@pytest.mark.parametrize("item", COMBOS, ids=lambda c: c.id)
def test_a_combos_moves_are_legal_and_end_where_it_says(item) -> None:
    state = load_scenario(item.data())  # every move legal, in order
    assert state.to_json()["influence"] == item.expect["influence"]


#: Who gains what, as each description says it (net: the Trap's +1 for blue's
#: elimination and −3 taken by red make −2; RULINGS ids in the combo files).
EXPLICIT = {
    "decree-twice": {"red": 4},
    "shapeshifter-heir": {"red": 2},
    "ambush-trap": {"red": 10},
    "lords-court": {"red": 3},
    "archer-conspiracy": {"red": 0, "blue": 1},
    "assassination-ambush": {"red": 4, "blue": 1},
    "combination-queen": {"red": 4},
    "cutthroat-queens": {"red": 4},
    "infiltration-deserter": {"red": 5},
    "trap-soldier": {"red": 3, "blue": -2},
    "extortion-soldier": {"red": 6, "blue": 1},
    "archer-extortion": {"red": 1, "blue": 4},
}


@pytest.mark.parametrize("item", COMBOS, ids=lambda c: c.id)
def test_the_gains_are_the_ones_the_texts_state(item) -> None:
    start = load_scenario({k: v for k, v in item.data().items() if k != "moves"})
    before = start.to_json()["influence"]
    gains = {p: item.expect["influence"][p] - before[p] for p in EXPLICIT[item.id]}
    assert gains == EXPLICIT[item.id]


@pytest.mark.parametrize("lang", LANGS)
def test_every_combo_has_a_title_and_a_description_in_each_language(lang: str) -> None:
    for item in COMBOS:
        data = item.data()
        assert data["meta"]["title"][lang] == t(item.title, lang)
        assert len(t(item.text, lang)) > 40
    assert t("combos-library", lang)


def test_a_combo_is_shown_at_the_desk_step_by_step() -> None:
    desk = TeacherDesk("ru")
    desk.source.value = "combo:cutthroat-queens"
    assert desk.load(), desk.error.value
    assert desk.title == t("combo-cutthroat-queens-title", "ru")
    assert len(desk.game.session.steps) == 2
    # the list shows the combos' group, its name as the group's label (issue 28)
    assert dict(desk.group.options)["Связки карт"] == desk.group.value == "combos"
