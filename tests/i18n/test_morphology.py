"""Issue 27: the case forms of every card, family, creature, titan, building
and terrain name in Ukrainian and Russian are what their keys say —
``card-archer.acc`` is the accusative of «Лучник» — and ``.gender`` is the
word's, as pymorphy3 (pymorphy3-dicts-uk, -ru: the dev extra) reads them.
Without the analyser this fails, it never skips."""

from __future__ import annotations

import pytest

from oriflamme.i18n.morphology import LANGS, analyser, names, problems


@pytest.mark.parametrize("lang", LANGS)
def test_the_analyser_and_its_dictionary_are_installed(lang: str) -> None:
    word = {"uk": "Лучника", "ru": "Лучника"}[lang]
    assert any(p.tag.case == "gent" for p in analyser(lang).parse(word))


@pytest.mark.parametrize("lang", LANGS)
def test_every_case_form_and_gender_of_every_name_is_right(lang: str) -> None:
    forms = list(names(lang))
    keys = {f.key.split(".")[0] for f in forms}
    # the cards of three editions, five families, and Orichalque's names
    assert len([k for k in keys if k.startswith("card-")]) >= 31
    assert {f"player-{p}" for p in ("red", "blue", "green", "yellow", "purple")} <= keys
    assert {"och-creature-gorgon", "och-titan-kronos", "och-building-siege"} <= keys
    assert problems([lang]) == []


@pytest.mark.parametrize(
    ("lang", "planted", "said"),
    [
        ("uk", {"och-creature-gorgon.acc": "Горгона"}, "is not the acc"),
        ("uk", {"card-archer.gen": "Лучникові"}, "is not the gen"),
        ("uk", {"card-queen.gender": "m"}, ".gender = m"),
        ("ru", {"card-queen.ins": "Королевой"}, None),
        ("ru", {"card-queen.ins": "Королеве"}, "is not the ins"),
        ("ru", {"player-red.dat": "Красного"}, "is not the dat"),
        ("ru", {"card-lord.gender": "f"}, ".gender = f"),
    ],
)
def test_a_planted_wrong_form_is_found(lang: str, planted: dict[str, str], said) -> None:
    found = problems([lang], overrides=planted)
    if said is None:  # a right form planted: nothing to say
        assert found == []
    else:
        assert len(found) == 1 and said in found[0] and next(iter(planted)) in found[0], found
