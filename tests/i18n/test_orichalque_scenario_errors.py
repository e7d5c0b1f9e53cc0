"""Orichalque's bad scenario files explained in the teacher's language (review
of issue 26, item 3): every error its checker raises
(tests/orichalque/test_orichalque_scenario_codes.py ``case_errors``) becomes a
sentence of its own in uk, ru, fr and en — never the general «значення в цьому
полі не підходить» — naming the field, with no English left in it; a count
that must be exact says «рівно 3», not «від 3 до 3»."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from test_scenario_errors import check_sentence

from oriflamme.games.orichalque.engine import ScenarioError
from oriflamme.i18n import ALL_LANGS, LANGS, explain_scenario_error


def _cases():
    """``tests/orichalque/test_orichalque_scenario_codes.py``, loaded once."""
    name = "_orichalque_scenario_codes"
    if name not in sys.modules:
        path = Path(__file__).parents[1] / "orichalque" / "test_orichalque_scenario_codes.py"
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


@pytest.mark.parametrize("lang", LANGS)
def test_every_orichalque_error_is_explained_in_its_own_words(lang: str) -> None:
    errors = _cases().case_errors()
    assert {e.code for e in errors} == {c for c, _, _ in _cases().CASES}
    for err in errors:
        check_sentence(err, lang)


def test_the_english_catalog_explains_them_too() -> None:
    for err in _cases().case_errors():
        text = explain_scenario_error(err, "en")
        assert text.startswith(f"Field {err.field}: "), text
        assert text != explain_scenario_error(ScenarioError(err.field, "", "no_such_code"), "en")


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_the_unreached_code_has_a_sentence_too(lang: str) -> None:
    """``not_playable`` is a fail-closed net no known file reaches: its sentence
    says the parts of the position disagree, not the Python error."""
    err = ScenarioError("step", "KeyError: 'x'", "not_playable", value="KeyError: 'x'")
    text = explain_scenario_error(err, lang)
    assert "KeyError" not in text and "step" in text
    assert text != explain_scenario_error(ScenarioError("step", "", "no_such_code"), lang)


def test_out_of_range_with_lo_equal_to_hi_says_exactly() -> None:
    """The review: «5 — поза межами: потрібне число від 3 до 3» (an island's ports)."""
    err = ScenarioError(
        "components.islands[0].sides.easy.ports", "", "out_of_range", value=5, lo=3, hi=3
    )
    assert explain_scenario_error(err, "uk").endswith("5 — поза межами: потрібно рівно 3.")
    assert explain_scenario_error(err, "ru").endswith("5 — вне допустимых пределов: нужно ровно 3.")
    assert explain_scenario_error(err, "fr").endswith(
        "5 est hors limites\u00a0: il en faut exactement 3."
    )
    assert explain_scenario_error(err, "en").endswith("5 is out of range: exactly 3 is needed.")
    wide = ScenarioError("round", "", "out_of_range", value=0, lo=1, hi=None)
    assert explain_scenario_error(wide, "uk").endswith("потрібне число не менше 1.")
    both = ScenarioError("x", "", "out_of_range", value=9, lo=1, hi=6)
    assert explain_scenario_error(both, "uk").endswith("потрібне число від 1 до 6.")


def test_too_few_cards_in_every_language() -> None:
    err = ScenarioError("components.cards", "", "too_few_cards", count=1, need=6, players=4)
    said = {lang: explain_scenario_error(err, lang) for lang in ALL_LANGS}
    assert said["uk"] == (
        "Поле components.cards: лише 1 карта дії, а для 4 гравців на планшеті дій "
        "6 комірок: карт потрібно щонайменше 6, інакше в раунді комусь не буде чого взяти."
    )
    assert said["ru"] == (
        "Поле components.cards: всего 1 карта действия, а для 4 игроков на планшете "
        "действий 6 ячеек: карт нужно не меньше 6, иначе в раунде кому-то нечего будет взять."
    )
    assert said["fr"] == (
        "Champ components.cards\u00a0: seulement 1 carte Action, or à 4 joueurs le plateau "
        "Actions a 6 emplacements\u00a0: il faut au moins 6 cartes, sinon un joueur "
        "n’aurait rien à prendre pendant la manche."
    )
    assert said["en"] == (
        "Field components.cards: only 1 action card, but with 4 players the action board "
        "has 6 slots: at least 6 cards are needed, or someone would have nothing to take "
        "in a round."
    )


def test_the_kinds_allowed_are_glossed_in_the_teachers_language() -> None:
    err = ScenarioError(
        "components.creatures[0].id",
        "",
        "not_a_creature_kind",
        value="dragon",
        allowed=["cerberus", "cyclops"],
    )
    assert "cerberus (Цербер), cyclops (Циклоп)" in explain_scenario_error(err, "uk")
    terrain = ScenarioError("t", "", "not_a_terrain", value="lava", allowed=["forest"])
    assert "forest (forêt)" in explain_scenario_error(terrain, "fr")
